/** Test helper: a Focus turn of a House with its own Focus cards (the shared helper seats Houses without them). */
import { startGame } from '../flow/cycle';
import { play, seatedGame, settleFrames } from '../testing';
import type { VoidfallState } from '../state';

/** A Cycle-1 Focus game whose first seat in turn order is `house` (Origin A) and has played its Focus card `card`. */
export function houseGame(house: string, card: string): { s: VoidfallState; seat: number } {
  const first = seatedGame([['valnis', 'A'], ['dunlork', 'A']], 'x01').turnOrder[0];
  const houses: [string, 'A' | 'B'][] = first === 0 ? [[house, 'A'], ['dunlork', 'A']] : [['dunlork', 'A'], [house, 'A']];
  const s = seatedGame(houses, 'x01');
  s.players.forEach((p) => { p.setupTasks = []; p.resources = { food: 5, energy: 5, materials: 5, credits: 5, science: 5 }; });
  startGame(s);
  Object.assign(s, settleFrames(s));
  const seat = s.turnOrder[0];
  if (!s.players[seat].focusHand.includes(`${card}@${seat}`)) s.players[seat].focusHand.push(`${card}@${seat}`);
  return { s: play(s, seat, { type: 'select-focus', card: `${card}@${seat}`, agenda: null }), seat };
}

