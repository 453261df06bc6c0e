/**
 * Every legal move of a seat now. Payments are listed as every choice of paying cards (a hand is at most a few
 * cards), and a pass as every subset of the hand to discard, so a bot can reach any legal position.
 */
import type { Seat } from '../../engine';
import type { NemesisMove } from './moves/schema';
import { boardOf } from './rules/board';
import { payable } from './rules/cards';
import { isMarked } from './rules/noise-markers';
import { eggsIn } from './rules/combat';
import { escapeCost, handSlots, inCombat, intrudersIn, openExits } from './rules/ship';
import { weaponRules } from './rules/weapons';
import type { NemesisState } from './state';

/** Every k-element subset of `items`, in order. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((x, i) => subsets(items.slice(i + 1), k - 1).map((rest) => [x, ...rest]));
}

function turnMoves(s: NemesisState, seat: Seat): NemesisMove[] {
  const p = s.players[seat];
  const moves: NemesisMove[] = [];
  for (let k = 0; k <= p.hand.length; k++) for (const discard of subsets(p.hand, k)) moves.push({ type: 'pass', discard });
  const cards = payable(p);
  for (const exit of openExits(s, p.room!)) {
    for (const pay of subsets(cards, escapeCost(s, seat))) moves.push({ type: 'move', corridor: exit.id, pay });
    if (inCombat(s, seat)) continue;
    const free = boardOf(s.side).exits(exit.to!).filter((e) => !isMarked(s, e));
    for (const target of free) for (const pay of subsets(cards, 2)) moves.push({ type: 'careful-move', corridor: exit.id, noise: target.id, pay });
  }
  const room = p.room!;
  const targets = [...intrudersIn(s, room).map((i) => i.id), ...(eggsIn(s, room) > 0 ? ['eggs'] : [])];
  const weapons = p.hands.flatMap((h) => (h.kind === 'item' && h.ammo && weaponRules[h.card] ? [h.card] : []));
  for (const target of targets) {
    for (const pay of subsets(cards, 1)) {
      moves.push({ type: 'melee', target, pay });
      for (const weapon of weapons) moves.push({ type: 'shoot', weapon, target, pay });
    }
  }
  if (!inCombat(s, seat) && p.hands.length < handSlots(s, seat)) {
    for (const object of new Set(s.floor.filter((o) => o.room === room).map((o) => o.object))) for (const pay of subsets(cards, 1)) moves.push({ type: 'pick-up', object, pay });
  }
  for (const thing of [...p.hands.map((h) => (h.kind === 'item' ? h.card : h.object)), ...p.inventory]) moves.push({ type: 'drop', thing });
  return moves;
}

export function legalMoves(s: NemesisState, seat: Seat): NemesisMove[] {
  if (s.phase === 'over') return [];
  if (s.draft) return s.draft.order[s.draft.next] === seat ? s.draft.offer.map((character) => ({ type: 'choose-character', character })) : [];
  if (s.objectiveChoice) {
    return s.objectiveChoice.waiting.includes(seat) ? s.players[seat].objectives.map((objective) => ({ type: 'choose-objective', objective })) : [];
  }
  if (s.phase !== 'player' || s.turn?.seat !== seat) return [];
  return turnMoves(s, seat);
}
