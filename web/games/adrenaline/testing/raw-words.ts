/**
 * What a player must never read: engine ids of cards and tiles, map ids, raw coordinates, the engine's kebab-case
 * names (move, event and prompt kinds, weapon and effect ids), `null`/`undefined`, and true/false or yes/no flags.
 */
import { mapIds, weapons } from '../../../../shared/games/adrenaline/data';

const ENGINE_NAMES = [
  ...weapons.map((w) => w.id).filter((id) => id.includes('-')),
  ...weapons.flatMap((w) => w.effects.map((e) => e.id)).filter((id) => id.includes('-')),
  'targeting-scope', 'tagback-grenade', 'end-turn', 'set-reaction', 'shot-prepare', 'shot-effects', 'shot-resolving', 'shot-scope',
  'turn-started', 'powerups-drawn', 'grabbed-ammo', 'grabbed-weapon', 'powerup-played', 'tagback-played', 'reaction-set', 'kill-scored',
  'double-kill', 'frenzy-started', 'turn-ended', 'game-ended', 'final-frenzy', 'sudden-death',
];
/** Weapon ids of one word, lowercase as the engine spells them (the names a player reads are capitalised). */
const ONE_WORD_WEAPONS = weapons.map((w) => w.id).filter((id) => !id.includes('-'));

const PATTERNS: RegExp[] = [
  /\b(pu|hc|ac|at)-\d+/,
  /\b\d,\d\b/,
  new RegExp(`\\b(${[...mapIds].join('|')})\\b`),
  new RegExp(`(^|[^A-Za-z-])(${[...new Set(ENGINE_NAMES)].join('|')})(?![A-Za-z-])`),
  new RegExp(`(^|[^A-Za-z-])(${ONE_WORD_WEAPONS.join('|')})(?![A-Za-z-])`),
  /\b(null|undefined|NaN|true|false)\b/,
  /:\s*(yes|no)\b/i,
  /\[object Object\]/,
  // Seats by number ("Scores by seat: 1: 0"): players read names.
  /\bseats?\b[^A-Za-z]*\d/i,
];

const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The text a player reads or hears in static HTML: text between tags and the labels, titles and alt texts of elements. */
export function readableText(html: string): string[] {
  const labels = [...html.matchAll(/\s(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => decode(m[1]));
  const text = decode(html.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]*>/g, '\n'))
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean);
  return [...text, ...labels];
}

/** Each piece of text holding a raw word, with the pattern it matched; empty when everything reads as words. */
export function rawWords(texts: string[]): string[] {
  return texts.flatMap((t) => {
    const hit = PATTERNS.find((re) => re.test(t));
    return hit ? [`${t}  ← ${hit.source.slice(0, 40)}`] : [];
  });
}
