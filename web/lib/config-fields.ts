/** A small picture of a choice (an arena): cells of a grid, each coloured by its room. */
export interface ChoicePicture {
  width: number;
  height: number;
  cells: Array<{ x: number; y: number; color: string }>;
}

/** How one value of an option reads in the form: its name, a sentence, and maybe a picture. */
export interface ChoiceWords {
  label: string;
  description?: string;
  picture?: ChoicePicture;
}

/**
 * A game's own words for one option, written from its rules and data: the option's name and sentence, the words of
 * each value, `numberChoices` to offer a number as a list of named values, `hidden` for options the form leaves alone.
 */
export interface OptionWords {
  label?: string;
  description?: string;
  choices?: Record<string, ChoiceWords>;
  numberChoices?: Array<{ value: number | null; label: string }>;
  hidden?: boolean;
}

export type GameOptionWords = Record<string, OptionWords>;

/** A game option as the new-game form renders it, read from the JSON Schema the API publishes for the game's config. */
export type ConfigField =
  | { key: string; label: string; kind: 'boolean'; default: boolean; description?: string }
  | {
      key: string;
      label: string;
      kind: 'choice';
      options: string[];
      default: string;
      description?: string;
      /** The words of each option value; without them the value itself is shown. */
      choices?: Record<string, ChoiceWords>;
      /** The values are numbers sent as such ('' for none). */
      numeric?: boolean;
    }
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

/**
 * The fields in the game's own words: names, sentences and value names from `words`; a number offered as named values
 * becomes a choice; hidden options keep their defaults.
 */
export function wordedFields(fields: ConfigField[], words: GameOptionWords | undefined): ConfigField[] {
  if (!words) return fields;
  return fields.flatMap((field): ConfigField[] => {
    const w = words[field.key];
    if (!w) return [field];
    if (w.hidden) return [];
    const base = { ...field, label: w.label ?? field.label, description: w.description ?? field.description };
    if (base.kind === 'choice') return [{ ...base, choices: w.choices }];
    if (base.kind === 'number' && w.numberChoices) {
      const options = w.numberChoices.map((c) => (c.value === null ? '' : String(c.value)));
      const choices = Object.fromEntries(w.numberChoices.map((c, i) => [options[i], { label: c.label }]));
      return [{ key: base.key, label: base.label, description: base.description, kind: 'choice', options, default: base.default === undefined ? '' : String(base.default), choices, numeric: true }];
    }
    return [base];
  });
}

/** An option value in words: its name from the game's words, else the value itself. */
export function choiceLabel(field: Extract<ConfigField, { kind: 'choice' }>, value: string): string {
  return field.choices?.[value]?.label ?? value;
}

/** The config sent to the API: only what the player changed from the defaults, so `{}` stays a standard game. */
export function configFromValues(fields: ConfigField[], values: Record<string, string | boolean>): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || value === '') continue;
    if (field.kind === 'boolean') {
      if (value !== field.default) config[field.key] = value === true;
    } else if (field.kind === 'number' || (field.kind === 'choice' && field.numeric)) {
      const n = Number(value);
      if (Number.isFinite(n) && String(value) !== String(field.default)) config[field.key] = n;
    } else if (value !== field.default) config[field.key] = String(value);
  }
  return config;
}
