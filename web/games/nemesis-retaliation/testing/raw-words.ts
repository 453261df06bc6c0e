/**
 * What a Nemesis: Retaliation player must never read: engine ids (board spaces, corridor positions and tiles, card,
 * token and intruder instances, data ids), and the engine's code words (move and event types, room options),
 * beside what no game may show (the shared check).
 */
import * as data from '../../../../shared/games/nemesis-retaliation/data';
import { moveSchema } from '../../../../shared/games/nemesis-retaliation/moves/schema';
import { anyWord, rawWordsFinder, readableText } from '../../testing/raw-words';
import { moveKinds } from '../../testing/engine-kinds';

const dataIds = Object.values(data.dataFiles).flatMap((list) => list.map((x) => x.id));
const moveTypes = moveKinds(moveSchema);
/** The option words of moves (room options and the like): every string enum inside the move schema. */
const optionWords = JSON.stringify(moveSchema.toJSONSchema?.() ?? {}).match(/"enum":\[[^\]]*\]/g)?.flatMap((e) => JSON.parse(e.slice(7)) as string[]) ?? [];

/** Each piece of text holding a raw word, with the pattern it matched; empty when everything reads as words. */
export const rawWords = rawWordsFinder([
  anyWord([...dataIds, ...moveTypes, ...optionWords].filter((id) => id.includes('-'))),
  /\b(cp|i|contamination|corridor)-[a-z0-9]/,
  /\b[a-c]-r\d\d\b/,
  /\b[a-z]+--[a-z-]+\b/,
]);

export { readableText };
