/** A game option as the new-game form renders it, read from the JSON Schema the API publishes for the game's config. */
export type ConfigField =
  | { key: string; label: string; kind: 'boolean'; default: boolean; description?: string }
  | { key: string; label: string; kind: 'choice'; options: string[]; default: string; description?: string }
  | { key: string; label: string; kind: 'number'; integer: boolean; min?: number; max?: number; default?: number; description?: string }
  | { key: string; label: string; kind: 'text'; default?: string; description?: string };

type Schema = Record<string, unknown>;

function asSchema(value: unknown): Schema {
  return value && typeof value === 'object' ? (value as Schema) : {};
}

/** "firstPlayer" -> "First player". */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The options a form can offer; options it cannot render (objects, arrays) keep their defaults. */
export function configFields(jsonSchema: unknown): ConfigField[] {
  const properties = asSchema(asSchema(jsonSchema).properties);
  const fields: ConfigField[] = [];
  for (const [key, raw] of Object.entries(properties)) {
    const schema = asSchema(raw);
    const base = { key, label: typeof schema.title === 'string' ? schema.title : humanize(key) };
    const description = typeof schema.description === 'string' ? schema.description : undefined;
    const choices = Array.isArray(schema.enum) ? schema.enum.filter((v): v is string => typeof v === 'string') : null;
    if (schema.type === 'boolean') fields.push({ ...base, kind: 'boolean', default: schema.default === true, description });
    else if (choices && choices.length > 0)
      fields.push({ ...base, kind: 'choice', options: choices, default: typeof schema.default === 'string' ? schema.default : choices[0], description });
    else if (schema.type === 'integer' || schema.type === 'number')
      fields.push({
        ...base,
        kind: 'number',
        integer: schema.type === 'integer',
        min: typeof schema.minimum === 'number' ? schema.minimum : undefined,
        max: typeof schema.maximum === 'number' ? schema.maximum : undefined,
        default: typeof schema.default === 'number' ? schema.default : undefined,
        description,
      });
    else if (schema.type === 'string') fields.push({ ...base, kind: 'text', default: typeof schema.default === 'string' ? schema.default : undefined, description });
  }
  return fields;
}

/** The config sent to the API: only what the player changed from the defaults, so `{}` stays a standard game. */
export function configFromValues(fields: ConfigField[], values: Record<string, string | boolean>): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || value === '') continue;
    if (field.kind === 'boolean') {
      if (value !== field.default) config[field.key] = value === true;
    } else if (field.kind === 'number') {
      const n = Number(value);
      if (Number.isFinite(n) && n !== field.default) config[field.key] = n;
    } else if (value !== field.default) config[field.key] = String(value);
  }
  return config;
}
