/**
 * The combat action cards (digest §5.1, §5.9; texts in `action-cards.json`), dispatched from rules/action-cards.ts.
 * Each is combat-only (checked by the card move). Options (`choice`):
 * - Taking Aim `<energy weapon>@<target>`: a Shoot with an energy weapon; the die may be rerolled once.
 * - Full Auto `<target>`: all the Assault Rifle's ammo is discarded for one Shoot, +1 injury per 2 ammo, even on a miss.
 * - Adrenaline `shoot:<weapon>@<target>` or `escape:<corridor>`, then 1 action card is drawn.
 * - Suppressive Fire and Covering Fire `<weapon>@<movers>@<corridor>`: 1 ammo of a held weapon is discarded and the
 *   movers (`0`, or `0+2` for Covering Fire's "you and 1 other") go through an open corridor with no intruder attack.
 *   Another character moves only if its player agrees (rules/fire-cover.ts asks it).
 * A target is an intruder id or `eggs`. The card itself is the action: the Shoot's or Move's own cost is not paid.
 */
import type { Rng, Seat } from '../../../engine';
import { cardKind } from '../data';
import type { NemesisEvent } from '../events';
import type { Held, NemesisState } from '../state';
import { escapeAttacks, escapeRow } from './attack-series';
import { drawActionCards } from './cards';
import { eggsIn } from './combat';
import { askCover, coverChoices, coverProblem } from './fire-cover';
import type { RoomActionFn } from './room-action';
import { intrudersIn, openExits } from './ship';
import { fireShot, type ShotTarget } from './shots';
import { weaponRuleOf, weaponStats } from './weapons';

type HeldItem = Extract<Held, { kind: 'item' }>;

/** Held weapons that can shoot and have ammo (by card id), filtered by `fit`. */
export function loadedWeapons(s: NemesisState, seat: Seat, fit: (card: string) => boolean = () => true): HeldItem[] {
  return s.players[seat].hands.flatMap((h) => (h.kind === 'item' && (h.ammo ?? 0) > 0 && weaponRuleOf(h.card) && fit(h.card) ? [h] : []));
}

/** What a character can shoot at in its room: its intruders, and `eggs` when there are some. */
export function shotTargets(s: NemesisState, seat: Seat): string[] {
  const room = s.players[seat].room!;
  return [...intrudersIn(s, room).map((i) => i.id), ...(eggsIn(s, room) > 0 ? ['eggs'] : [])];
}

function targetOf(s: NemesisState, seat: Seat, target: string): ShotTarget | null {
  if (target === 'eggs') return eggsIn(s, s.players[seat].room!) > 0 ? 'eggs' : null;
  return intrudersIn(s, s.players[seat].room!).find((i) => i.id === target) ?? null;
}

const isEnergy = (card: string) => weaponStats(card)?.class === 'energy';

/** A Shoot from a card: `<weapon>@<target>` with a loaded weapon that `fit`s; ammo 1 spent. */
function cardShot(s: NemesisState, seat: Seat, choice: string, fit: (card: string) => boolean, reroll: boolean, rng: Rng, events: NemesisEvent[]): string | null {
  const [weapon, aim] = choice.split('@');
  const held = loadedWeapons(s, seat, fit).find((h) => h.card === weapon);
  const target = held ? targetOf(s, seat, aim ?? '') : null;
  if (!held || !target) return 'Choose a loaded weapon you hold and an intruder (or the eggs) in your room.';
  held.ammo! -= 1;
  fireShot(s, seat, held, target, { reroll }, rng, events);
  return null;
}

/** An Escape: every intruder in the room attacks once, strongest first; a survivor then moves and draws `draw` cards. */
function escape(s: NemesisState, seat: Seat, corridor: string, draw: number, rng: Rng, events: NemesisEvent[]): string | null {
  const from = s.players[seat].room!;
  const exit = openExits(s, from).find((e) => e.id === corridor);
  if (!exit) return 'Choose an open corridor out of your room.';
  escapeAttacks(s, escapeRow(s, seat, from, exit.id, exit.to!, draw), rng, events);
  return null;
}

const takingAim: RoomActionFn = (s, seat, choice, rng, events) => cardShot(s, seat, choice ?? '', isEnergy, true, rng, events);

const fullAuto: RoomActionFn = (s, seat, choice, rng, events) => {
  const rifle = loadedWeapons(s, seat, (c) => c === 'assault-rifle')[0];
  const target = targetOf(s, seat, choice ?? '');
  if (!rifle || !target) return 'Full Auto needs your loaded Assault Rifle and an intruder (or the eggs) in your room.';
  const spent = rifle.ammo!;
  rifle.ammo = 0;
  fireShot(s, seat, rifle, target, { bonus: Math.floor(spent / 2) }, rng, events);
  return null;
};

const adrenaline: RoomActionFn = (s, seat, choice, rng, events) => {
  // The escape draws its card after the move, itself: its row of attacks may pause for D23's pick.
  if (choice?.startsWith('escape:')) return escape(s, seat, choice.slice('escape:'.length), 1, rng, events);
  const refusal = choice?.startsWith('shoot:') ? cardShot(s, seat, choice.slice('shoot:'.length), () => true, false, rng, events) : 'Shoot, or escape through an open corridor.';
  if (refusal) return refusal;
  if (s.players[seat].status === 'aboard') drawActionCards(s, seat, 1, rng, events);
  return null;
};

/** Suppressive Fire (1 mover) and Covering Fire (you and/or 1 other): 1 ammo, then a move with no attack. */
const fireCover =
  (card: 'suppressive-fire' | 'covering-fire'): RoomActionFn =>
  (s, seat, choice, rng, events) => {
    const [weapon, movers, corridor] = (choice ?? '').split('@');
    const held = loadedWeapons(s, seat).find((h) => h.card === weapon);
    if (!held) return 'Discard 1 ammo from a loaded weapon you hold.';
    const problem = coverProblem(s, seat, card, movers ?? '', corridor ?? '');
    if (problem) return problem;
    held.ammo! -= 1;
    askCover(s, seat, card, movers!.split('+').map(Number), corridor!, rng, events);
    return null;
  };

export const combatCardEffects: Record<string, RoomActionFn> = {
  'taking-aim': takingAim,
  'full-auto': fullAuto,
  adrenaline,
  'suppressive-fire': fireCover('suppressive-fire'),
  'covering-fire': fireCover('covering-fire'),
  // A reaction, never an action: rules/reactions.ts plays it at a surprise attack.
  'nerves-of-steel': () => 'Nerves of Steel is not an action: it is played by itself during a surprise attack on you (see its setting).',
};

/** The options of a combat card, or null for a card that is not one of them. */
export function combatCardChoices(s: NemesisState, seat: Seat, card: string): string[] | null {
  const shots = (fit: (c: string) => boolean) => loadedWeapons(s, seat, fit).flatMap((h) => shotTargets(s, seat).map((t) => `${h.card}@${t}`));
  switch (card) {
    case 'taking-aim':
      return shots(isEnergy);
    case 'full-auto':
      return loadedWeapons(s, seat, (c) => c === 'assault-rifle').length ? shotTargets(s, seat) : [];
    case 'adrenaline':
      return [...shots(() => true).map((c) => `shoot:${c}`), ...openExits(s, s.players[seat].room!).map((e) => `escape:${e.id}`)];
    case 'suppressive-fire':
    case 'covering-fire':
      return loadedWeapons(s, seat).flatMap((h) => coverChoices(s, seat, card).map((c) => `${h.card}@${c}`));
    default:
      return null;
  }
}

