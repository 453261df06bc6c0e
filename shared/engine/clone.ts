/**
 * A deep copy of a game state. States are plain JSON-like data (they are stored as JSON), and copying such data by
 * hand is several times faster than `structuredClone`, which engines pay on every move. Anything that is not a plain
 * object or array (a Map, a Date...) is handed to `structuredClone`, so the copy is never shallower than before.
 */
export function cloneState<T>(value: T): T {
  return isObject(value) ? (copy(value) as T) : value;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

// Leaves (numbers, strings...) are copied in the loops rather than by a call each: most of a state's values are leaves,
// and the copy of the state is the largest share of most moves.
function copy(value: object): unknown {
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      out[i] = isObject(v) ? copy(v) : v;
    }
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) {
    const v = record[keys[i]];
    out[keys[i]] = isObject(v) ? copy(v) : v;
  }
  return out;
}

/**
 * Freezes `value` and everything in it, in place. A memo a view hands out to every caller is frozen, so that a
 * caller changing it fails loudly instead of changing what the next caller is shown.
 */
export function deepFreeze<T>(value: T): T {
  if (isObject(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
