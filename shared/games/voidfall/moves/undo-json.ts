/**
 * The serialized snapshots of a Focus turn's working copy (state.turnUndo), made and read back faster. The galaxy map
 * never changes after set-up and is a third of the text: its JSON is made once per map object, and reading a snapshot
 * back keeps the map the state holds when the snapshot holds that very text. The text is exactly `JSON.stringify` of
 * the state without `rng` and `turnUndo` (it is part of the state, so of its hash).
 */
import type { VoidfallState } from '../state';

const mapJson = new WeakMap<object, string>();

function jsonOfMap(map: object): string {
  let text = mapJson.get(map);
  if (text === undefined) mapJson.set(map, (text = JSON.stringify(map)));
  return text;
}

/** `JSON.stringify` of the state without `rng` and `turnUndo`, key by key in the state's order. */
export function snapshotJson(s: VoidfallState): string {
  const record = s as unknown as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(record)) {
    if (key === 'rng' || key === 'turnUndo') continue;
    const value = record[key];
    const text = key === 'map' && typeof value === 'object' && value !== null ? jsonOfMap(value) : JSON.stringify(value);
    // JSON.stringify leaves out a key whose value it cannot write (undefined).
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/** A snapshot read back; its map is the state's own when the snapshot's map text is the state map's text. */
export function parseSnapshot(saved: string, s: VoidfallState): Record<string, unknown> {
  const text = mapJson.get(s.map);
  const at = text === undefined ? -1 : saved.indexOf(`"map":${text}`);
  if (text !== undefined && at >= 0) {
    const data = JSON.parse(`${saved.slice(0, at)}"map":0${saved.slice(at + 6 + text.length)}`) as Record<string, unknown>;
    // The text found was the top-level map (not some nested copy): that key now reads 0.
    if (data.map === 0) {
      data.map = s.map;
      return data;
    }
  }
  return JSON.parse(saved) as Record<string, unknown>;
}
