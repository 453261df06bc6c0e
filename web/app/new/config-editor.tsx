'use client';
import type { ConfigField } from '../../lib/config-fields';

/** The game's options, one control per field of its config schema. */
export function ConfigEditor({
  fields,
  values,
  onChange,
}: {
  fields: ConfigField[];
  values: Record<string, string | boolean>;
  onChange: (key: string, value: string | boolean) => void;
}) {
  if (fields.length === 0) return <p className="muted">This game has no options.</p>;
  return (
    <fieldset className="fieldset">
      <legend>Options</legend>
      {fields.map((field) => {
        const id = `config-${field.key}`;
        const hint = field.description ? <span className="small muted"> {field.description}</span> : null;
        if (field.kind === 'boolean')
          return (
            <label key={field.key} className="inline" htmlFor={id}>
              <input id={id} type="checkbox" checked={values[field.key] === true} onChange={(e) => onChange(field.key, e.target.checked)} />
              {field.label}
              {hint}
            </label>
          );
        return (
          <div key={field.key}>
            <label htmlFor={id}>
              {field.label}
              {hint}
            </label>
            {field.kind === 'choice' ? (
              <select id={id} value={String(values[field.key] ?? field.default)} onChange={(e) => onChange(field.key, e.target.value)}>
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type={field.kind === 'number' ? 'number' : 'text'}
                min={field.kind === 'number' ? field.min : undefined}
                max={field.kind === 'number' ? field.max : undefined}
                step={field.kind === 'number' && field.integer ? 1 : undefined}
                placeholder={field.default === undefined ? 'the game decides' : undefined}
                value={String(values[field.key] ?? '')}
                onChange={(e) => onChange(field.key, e.target.value)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
