/**
 * What a Nemesis: Retaliation player must never read: engine ids (board spaces, corridor positions and tiles, card,
 * token and intruder instances, data ids), the engine's code words (move and event types, room options), `null` or
 * `undefined`, and yes/no or true/false flags.
 */
import * as data from '../../../../shared/games/nemesis-retaliation/data';
import { moveSchema } from '../../../../shared/games/nemesis-retaliation/moves/schema';
import { readableText } from '../../adrenaline/testing/raw-words';

const dataIds = Object.values(data.dataFiles).flatMap((list) => list.map((x) => x.id));
const moveTypes = moveSchema.options.map((o) => o.shape.type.value as string);
/** The option words of moves (room options and the like): every string enum inside the move schema. */
const optionWords = JSON.stringify(moveSchema.toJSONSchema?.() ?? {}).match(/"enum":\[[^\]]*\]/g)?.flatMap((e) => JSON.parse(e.slice(7)) as string[]) ?? [];

const PATTERNS: RegExp[] = [
  new RegExp(`(^|[^A-Za-z0-9-])(${[...new Set([...dataIds, ...moveTypes, ...optionWords].filter((id) => id.includes('-')))].join('|')})(?![A-Za-z0-9-])`),
  /\b(cp|i|contamination|corridor)-[a-z0-9]/,
  /\b[a-c]-r\d\d\b/,
  /\b[a-z]+--[a-z-]+\b/,
  /\b(null|undefined|NaN|true|false)\b/,
  /:\s*(yes|no)\b/i,
  /\[object Object\]/,
  /\bseats?\b[^A-Za-z]*\d/i,
];

export { readableText };

/** Each piece of text holding a raw word, with the pattern it matched; empty when everything reads as words. */
export function rawWords(texts: string[]): string[] {
  return texts.flatMap((t) => {
    const hit = PATTERNS.find((re) => re.test(t));
    return hit ? [`${t}  ← ${hit.source.slice(0, 40)}`] : [];
  });
}
