/**
 * What a Voidfall player must never read: engine ids (data ids of cards, Houses, Origins, events, Technologies; card
 * instances `<card>@<seat>` and Technology copies; sector ids; token instances), the engine's code words (move, event
 * and effect kinds, enum values with dashes or underscores), beside what no game may show (the shared check).
 */
import * as data from '../../../../shared/games/voidfall/data';
import { effectOpSchema } from '../../../../shared/games/voidfall/data/schema';
import { moveSchema } from '../../../../shared/games/voidfall/moves/schema';
import { anyWord, rawWordsFinder, readableText } from '../../testing/raw-words';
import { moveKinds } from '../../testing/engine-kinds';

const lists = [data.houses, data.origins, data.startingAgendas, data.focusCards, data.technologies, data.agendas, data.galacticEvents, data.sectorTypes, data.defaults];
const dataIds = lists.flatMap((list) => (list as readonly { id: string }[]).map((x) => x.id));
const moveTypes = moveKinds(moveSchema);
const optionWords = JSON.stringify(moveSchema.toJSONSchema?.() ?? {}).match(/"enum":\[[^\]]*\]/g)?.flatMap((e) => JSON.parse(e.slice(7)) as string[]) ?? [];

export const rawWords = rawWordsFinder([
  anyWord([...dataIds, ...moveTypes, ...optionWords].filter((id) => id.includes('-') || id.includes('_'))),
  anyWord(effectOpSchema.options.filter((op) => op.includes('_'))),
  /\bsector-\d+-\d+\b/,
  /@\d\b/,
  /-(plus4|plain|improved)\b/,
  /\b(bounty|reclaim)-\d/,
  /\b[a-z]+_[a-z_]+\b/,
]);

export { readableText };
