/**
 * What a Nemesis player must never read: engine ids (slots, corridors, card and token instances, data ids), the
 * engine's code words (move and event types, room-action options, object kinds), `null`/`undefined`, and yes/no or
 * true/false flags.
 */
import * as data from '../../../../shared/games/nemesis/data';
import { readableText } from '../../adrenaline/testing/raw-words';

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

const PATTERNS: RegExp[] = [
  new RegExp(`(^|[^A-Za-z0-9-])(${[...new Set([...dataIds.filter((id) => id.includes('-')), ...CODE_WORDS])].join('|')})(?![A-Za-z0-9-])`),
  /\b(contamination|intruder|engine)-\d/,
  /\b[a-z]+-[a-z-]+-\d+\b/,
  /\b(null|undefined|NaN|true|false)\b/,
  /:\s*(yes|no)\b/i,
  /\[object Object\]/,
  /\bseats?\b[^A-Za-z]*\d/i,
];

/** The text a player reads in static HTML is found as for every board. */
export { readableText };

/** Each piece of text holding a raw word, with the pattern it matched; empty when everything reads as words. */
export function rawWords(texts: string[]): string[] {
  return texts.flatMap((t) => {
    const hit = PATTERNS.find((re) => re.test(t));
    return hit ? [`${t}  ← ${hit.source.slice(0, 40)}`] : [];
  });
}
