/**
 * What a Nemesis player must never read: engine ids (slots, corridors, card and token instances, data ids), the
 * engine's code words (move and event types, room-action options, object kinds), beside what no game may show (the
 * shared check).
 */
import * as data from '../../../../shared/games/nemesis/data';
import { anyWord, rawWordsFinder, readableText } from '../../testing/raw-words';

const dataIds = [
  ...data.rooms, ...data.characters, ...data.items, ...data.actionCards, ...data.objectives, ...data.soloCoopObjectives, ...data.eventCards,
  ...data.attackCards, ...data.weaknesses, ...data.seriousWounds, ...data.coordinatesCards, ...data.questItems, ...data.startingWeapons,
  ...data.explorationTokens, ...data.intruderTokens, ...data.boardData.A.slots, ...data.boardData.B.slots, ...data.boardData.A.corridors, ...data.boardData.B.corridors,
].map((x) => x.id);

/** Code words of the engine: move and event types, options and kinds (one-word ones are English and not listed). */
const CODE_WORDS = [
  'choose-character', 'choose-objective', 'careful-move', 'pick-up', 'play-card', 'keep-item', 'room-action', 'leave-pod',
  'dress-all', 'heal-dressed', 'heal-light', 'no-scan', 'character-corpse', 'crew-corpse', 'intruder-carcass', 'intruder-egg',
  'first-death', 'deep-space', 'single-hit', 'double-hit', 'self-destruct-started', 'room-explored', 'noise-rolled', 'turn-ended',
  'game-ended', 'cards-drawn', 'intruder-appeared', 'event-step', 'surprise-check', 'noise-rolls',
];

/** Each piece of text holding a raw word, with the pattern it matched; empty when everything reads as words. */
export const rawWords = rawWordsFinder([
  anyWord([...dataIds.filter((id) => id.includes('-')), ...CODE_WORDS]),
  /\b(contamination|intruder|engine)-\d/,
  /\b[a-z]+-[a-z-]+-\d+\b/,
]);

/** The text a player reads in static HTML is found as for every board. */
export { readableText };
