'use client';
import styles from './new-game.module.css';
import { choiceLabel, type ChoicePicture, type ConfigField } from '../../lib/config-fields';

type ChoiceField = Extract<ConfigField, { kind: 'choice' }>;

/** A small arena map: one square per cell, coloured by room. */
function Picture({ picture }: { picture: ChoicePicture }) {
  const cell = 12;
  return (
    <svg className={styles.picture} viewBox={`0 0 ${picture.width * cell} ${picture.height * cell}`} aria-hidden="true">
      {picture.cells.map((c) => (
        <rect key={`${c.x}-${c.y}`} x={c.x * cell + 0.5} y={c.y * cell + 0.5} width={cell - 1} height={cell - 1} rx={1.5} fill={ROOM_COLOURS[c.color] ?? '#ccc'} stroke="#555" strokeWidth={0.6} />
      ))}
    </svg>
  );
}

const ROOM_COLOURS: Record<string, string> = { red: '#e06c5f', blue: '#5b8fd6', yellow: '#f0cc4a', white: '#e9e9e4', purple: '#a47bc8', green: '#7cc47f' };

/** Choices with pictures (arenas) as cards to pick; others as a list, with the sentence of the chosen value below. */
function Choice({ field, id, value, onChange }: { field: ChoiceField; id: string; value: string; onChange: (v: string) => void }) {
  const pictured = field.options.every((o) => field.choices?.[o]?.picture);
  if (pictured)
    return (
      <div className={styles.cards} role="radiogroup" aria-labelledby={`${id}-label`}>
        {field.options.map((option) => {
          const words = field.choices![option];
          return (
            <label key={option} className={`${styles.card} ${value === option ? styles.chosen : ''}`}>
              <input type="radio" name={id} value={option} checked={value === option} onChange={() => onChange(option)} />
              <Picture picture={words.picture!} />
              <span>
                <strong>{words.label}</strong>
                {words.description && <span className="small muted"> {words.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
    );
  const sentence = field.choices?.[value]?.description;
  return (
    <>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={sentence ? `${id}-about` : undefined}>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {choiceLabel(field, option)}
          </option>
        ))}
      </select>
      {sentence && (
        <p id={`${id}-about`} className={`small muted ${styles.about}`}>
          {sentence}
        </p>
      )}
    </>
  );
}

/** The game's options, one control per field of its config schema, in the game's words. */
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
        // The label is the option's name alone; its sentence describes the control, so a name stays short to find.
        const hint = field.description ? (
          <p id={`${id}-hint`} className={`small muted ${styles.hint}`}>
            {field.description}
          </p>
        ) : null;
        const describedBy = field.description ? `${id}-hint` : undefined;
        if (field.kind === 'boolean')
          return (
            <div key={field.key}>
              <label className="inline" htmlFor={id}>
                <input id={id} type="checkbox" aria-describedby={describedBy} checked={values[field.key] === true} onChange={(e) => onChange(field.key, e.target.checked)} />
                {field.label}
              </label>
              {hint}
            </div>
          );
        return (
          <div key={field.key}>
            <label htmlFor={id} id={`${id}-label`}>
              {field.label}
            </label>
            {hint}
            {field.kind === 'choice' ? (
              <Choice field={field} id={id} value={String(values[field.key] ?? field.default)} onChange={(v) => onChange(field.key, v)} />
            ) : (
              <input
                id={id}
                type={field.kind === 'number' ? 'number' : 'text'}
                min={field.kind === 'number' ? field.min : undefined}
                max={field.kind === 'number' ? field.max : undefined}
                step={field.kind === 'number' && field.integer ? 1 : undefined}
                placeholder={field.default === undefined ? 'the game decides' : undefined}
                value={String(values[field.key] ?? '')}
                aria-describedby={describedBy}
                onChange={(e) => onChange(field.key, e.target.value)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
