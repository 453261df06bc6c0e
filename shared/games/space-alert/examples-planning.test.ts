/** Rules digest §13, Ex1 (planning locks), through the whole module: setup, moves, resolution. */
import { describe, expect, it } from 'vitest';
import { applyMove, setupGame } from '../../engine/kernel';
import { cardById } from './data/cards';
import { spaceAlert } from '.';
import { actions, givenShip } from './testing';
import type { SpaceAlertState } from './state';

const start = { config: { mission: 'mission-2' }, seats: 4, seed: 'ex1', startedAt: 0 };

function play(state: SpaceAlertState, seat: number, move: unknown): SpaceAlertState {
  const r = applyMove<SpaceAlertState>(spaceAlert, state, seat, move, 1000);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

describe('Ex1: given P1 placed a move in slot 1, nothing in 2, an A in slot 3, then took the phase-2 stack', () => {
  const setup = setupGame<SpaceAlertState>(spaceAlert, start);
  if (!setup.ok) throw new Error('setup');
  let s = setup.state;
  const hand = s.members[0].hand.filter((c) => !cardById(c)!.heroic);
  s = play(s, 0, { type: 'place', card: hand[0], slot: 1, half: 'move' });
  s = play(s, 0, { type: 'place', card: hand[1], slot: 3, half: 'action' });
  s = play(s, 0, { type: 'advance-phase' });

  it('when P1 tries to change slots 1-3, then every change is refused as locked and nothing changes', () => {
    for (const move of [
      { type: 'place', card: hand[2], slot: 2, half: 'action' },
      { type: 'remove', slot: 1 },
      { type: 'swap', from: 1, to: 3 },
    ]) {
      const r = applyMove<SpaceAlertState>(spaceAlert, s, 0, move, 1000);
      expect(r.ok ? 'accepted' : r.error.code).toBe('move/slot-locked');
    }
  });

  it('when the T+3 announcement arrives later in phase 1, then the unused phase-1 cards stay in hand for slots 4-7', () => {
    let t = s;
    while (t.next < t.timeline.length && !t.announced.some((a) => a.turn === 3)) {
      for (let seat = 0; seat < 4; seat++) if (!t.ready[seat] && t.status === 'planning') t = play(t, seat, { type: 'ready' });
      if (t.status === 'transfer') for (let seat = 0; seat < 4; seat++) t = play(t, seat, { type: 'give', card: null, to: null });
    }
    expect(t.announced.some((a) => a.turn === 3)).toBe(true);
    expect(t.members[0].hand).toEqual(expect.arrayContaining(hand.slice(2)));
    expect(t.phase[0]).toBe(2);
    const r = applyMove<SpaceAlertState>(spaceAlert, t, 0, { type: 'place', card: hand[2], slot: 4, half: 'action' }, 1000);
    expect(r.ok).toBe(true);
  });

  it('when the plan resolves, then P1 moves in turn 1, does nothing in turn 2 and performs A in turn 3', () => {
    const sim = givenShip({ crew: [['red', null, 'A']] });
    actions(sim, 1);
    expect(sim.crew[0].station).toBe('UR');
    actions(sim, 2);
    expect(sim.log.filter((l) => l.turn === 2)).toEqual([]);
    actions(sim, 3);
    expect(sim.ship.armed.UR).toBeDefined();
    expect(sim.ship.reactors.red.energy).toBe(1);
  });
});
