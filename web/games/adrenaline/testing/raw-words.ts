/**
 * What a player must never read: engine ids of cards and tiles, map ids, raw coordinates, the engine's kebab-case
 * names (move, event and prompt kinds, weapon and effect ids), and what no game may show (the shared check).
 */
import { mapIds, weapons } from '../../../../shared/games/adrenaline/data';
import { rawWordsFinder, readableText } from '../../testing/raw-words';

const ENGINE_NAMES = [
  ...weapons.map((w) => w.id).filter((id) => id.includes('-')),
  ...weapons.flatMap((w) => w.effects.map((e) => e.id)).filter((id) => id.includes('-')),
  'targeting-scope', 'tagback-grenade', 'end-turn', 'set-reaction', 'shot-prepare', 'shot-effects', 'shot-resolving', 'shot-scope',
  'turn-started', 'powerups-drawn', 'grabbed-ammo', 'grabbed-weapon', 'powerup-played', 'tagback-played', 'reaction-set', 'kill-scored',
  'double-kill', 'frenzy-started', 'turn-ended', 'game-ended', 'final-frenzy', 'sudden-death',
];
/** Weapon ids of one word, lowercase as the engine spells them (the names a player reads are capitalised). */
const ONE_WORD_WEAPONS = weapons.map((w) => w.id).filter((id) => !id.includes('-'));

/** Each piece of text holding a raw word, with the pattern it matched; empty when everything reads as words. */
export const rawWords = rawWordsFinder([
  /\b(pu|hc|ac|at)-\d+/,
  /\b\d,\d\b/,
  new RegExp(`\\b(${[...mapIds].join('|')})\\b`),
  new RegExp(`(^|[^A-Za-z-])(${[...new Set(ENGINE_NAMES)].join('|')})(?![A-Za-z-])`),
  new RegExp(`(^|[^A-Za-z-])(${ONE_WORD_WEAPONS.join('|')})(?![A-Za-z-])`),
]);

export { readableText };
