/** JSON with object keys sorted, so equal states always serialise to the same text. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  return stringifyObject(value);
}

// Written as loops with string concatenation rather than map/filter/join: the hash of every move goes through here.
function stringifyObject(value: object): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      const v = value[i];
      out += v === undefined ? 'null' : stringifyValue(v);
    }
    return out + ']';
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  let out = '{';
  let first = true;
  for (const key of keys) {
    const v = record[key];
    if (v === undefined) continue;
    out += (first ? '' : ',') + JSON.stringify(key) + ':' + stringifyValue(v);
    first = false;
  }
  return out + '}';
}

function stringifyValue(v: unknown): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'object':
      return stringifyObject(v as object);
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    default:
      return JSON.stringify(v) ?? 'null';
  }
}

/** cyrb53 of `text` under seeds 1 and 2, both in one pass, as one 28-digit hex string. */
function cyrb53Pair(text: string): string {
  let a1 = 0xdeadbeef ^ 1;
  let a2 = 0x41c6ce57 ^ 1;
  let b1 = 0xdeadbeef ^ 2;
  let b2 = 0x41c6ce57 ^ 2;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    a1 = Math.imul(a1 ^ ch, 2654435761);
    a2 = Math.imul(a2 ^ ch, 1597334677);
    b1 = Math.imul(b1 ^ ch, 2654435761);
    b2 = Math.imul(b2 ^ ch, 1597334677);
  }
  return finish(a1, a2) + finish(b1, b2);
}

function finish(h1: number, h2: number): string {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** A stable fingerprint of a state: the same state gives the same hash on every machine and every run. */
export function stateHash(state: unknown): string {
  return cyrb53Pair(stableStringify(state));
}
