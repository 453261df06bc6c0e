/**
 * A deep copy of a game state. States are plain JSON-like data (they are stored as JSON), and copying such data by
 * hand is several times faster than `structuredClone`, which engines pay on every move. Anything that is not a plain
 * object or array (a Map, a Date...) is handed to `structuredClone`, so the copy is never shallower than before.
 */
export function cloneState<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copy((value as Record<string, unknown>)[key]);
  return out;
}
