import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../engine/hash';
import { agendaDeckOf } from '../data';
import { continueEvaluation } from '../flow/cycle';
import { legalMoves } from '../legal-moves';
import { moveSchema } from '../moves/schema';
import { prompts } from '../prompts';
import type { VoidfallState } from '../state';
import { focusGame, play, refusalOf } from '../testing';
import { view } from '../view';
import { upkeepDue } from './upkeep';
import { upkeepPayments } from './upkeep-payment';

/** Both seats at Evaluation step 2 with one Might Agenda in slot 2 and bare sectors (2 Upkeep each) and these resources. */
function atUpkeep(food: number[], energy: number[], materials: number[], credits = [0, 0]): VoidfallState {
  const { s } = focusGame();
  const agendas = agendaDeckOf('might');
  s.players.forEach((p, seat) => {
    const { home, outpost } = s.map.starts[seat];
    for (const id of [home, outpost]) { s.sectors[id].guilds = []; s.sectors[id].installations = []; }
    p.agendaSlots.slice(1).forEach((slot, i) => { Object.assign(slot, { agenda: i === 0 ? agendas[seat] : null, tradeToken: false }); });
    p.resources = { food: food[seat], energy: energy[seat], materials: materials[seat], credits: credits[seat], science: 0 };
    p.technologies = [];
  });
  s.phase = 'evaluation';
  return s;
}

describe('Voidfall Upkeep paid as the player chooses (A6)', () => {
  it('given 1 Food, 2 Energy and 2 Materials for 2 Upkeep, then every legal payment is listed, the reading\'s first', () => {
    const s = atUpkeep([1, 0], [2, 0], [2, 0]);
    expect(upkeepDue(s, 0)).toBe(2);
    expect(upkeepPayments(s, 0)).toEqual([
      { food: 1, energy: 1, materials: 1 }, { energy: 2, materials: 2 }, { food: 1, materials: 2 }, { food: 1, energy: 2 },
    ]);
    // Nothing to pay with: one (empty) payment, no choice.
    expect(upkeepPayments(s, 1)).toEqual([{}]);
  });

  it('given improved Data Refinery, then 1 Credit may pay the last single Upkeep, but no payment pays more than that', () => {
    const s = atUpkeep([1, 0], [0, 0], [0, 0], [3, 0]);
    s.players[0].technologies = ['data-refinery-improved'];
    expect(upkeepPayments(s, 0)).toEqual([{ food: 1, credits: 1 }, { credits: 1 }]);
  });

  it('given two players with a choice, then both are asked at once; the Evaluation goes on once both paid, each as chosen', () => {
    let s = atUpkeep([1, 1], [2, 2], [2, 2]);
    continueEvaluation(s, []);
    expect(s.upkeepChoice).toEqual({ waiting: s.turnOrder, payments: {} });
    expect(prompts(s)).toEqual(s.turnOrder.map(() => expect.objectContaining({ kind: 'pay-upkeep', mode: 'simultaneous', timeoutMove: { type: 'pay-upkeep', payment: { food: 1, energy: 1, materials: 1 } } })));
    expect(legalMoves(s, 0)).toHaveLength(4);
    s = play(s, 0, { type: 'pay-upkeep', payment: { food: 1, energy: 2 } });
    expect([s.upkeepChoice!.waiting, legalMoves(s, 0), s.cycle]).toEqual([[1], [], 1]);
    // Others see who still chooses, not what was chosen.
    expect(view(s, 1)).toMatchObject({ upkeepWaiting: [1] });
    expect(JSON.stringify(view(s, 1))).not.toContain('"payments"');
    expect(refusalOf(s, 0, { type: 'pay-upkeep', payment: { food: 1, energy: 2 } })).toBe('move/illegal');
    const before = s.players[1].influence;
    s = play(s, 1, { type: 'pay-upkeep', payment: { energy: 2, materials: 2 } });
    expect(s.upkeepChoice).toBeNull();
    expect(s.cycle).toBe(2);
    expect([s.players[0].resources.materials, s.players[1].resources.food]).toEqual([2, 1]);
    expect(s.players[1].influence).toBeGreaterThanOrEqual(before);
  });

  it('given a payment that pays less than the player can, more than due, or with Science, then it is refused with nothing changed', () => {
    const s = atUpkeep([1, 1], [2, 2], [2, 2]);
    continueEvaluation(s, []);
    expect(refusalOf(s, 0, { type: 'pay-upkeep', payment: { food: 1 } })).toBe('move/illegal');
    expect(refusalOf(s, 0, { type: 'pay-upkeep', payment: { food: 1, energy: 2, materials: 2 } })).toBe('move/illegal');
    expect(moveSchema.safeParse({ type: 'pay-upkeep', payment: { science: 2 } }).success).toBe(false);
    expect(refusalOf(s, 0, { type: 'end-turn', agendaSlot: null })).toBe('move/illegal');
  });

  it('given one legal payment each, then Upkeep is paid without a pause; the time-out payment is the reading', () => {
    const none = atUpkeep([2, 2], [0, 0], [0, 0]);
    continueEvaluation(none, []);
    expect([none.upkeepChoice ?? null, none.cycle]).toEqual([null, 2]);
    const s = atUpkeep([1, 1], [2, 2], [2, 2]);
    continueEvaluation(s, []);
    const timedOut = s.turnOrder.reduce((x, seat) => play(x, seat, prompts(x).find((p) => p.seat === seat)!.timeoutMove as never), s);
    expect(timedOut.players.map((p) => p.resources)).toEqual(timedOut.players.map(() => ({ food: 0, energy: 1, materials: 1, credits: 0, science: 0 })));
    const again = s.turnOrder.reduce((x, seat) => play(x, seat, { type: 'pay-upkeep', payment: { food: 1, energy: 1, materials: 1 } }), s);
    expect(stateHash(again)).toBe(stateHash(timedOut));
  });
});
