/** The events tell what happened in a shot: every hit with converted marks, marks left, moves, kills, score changes. */
import { describe, expect, it } from 'vitest';
import { playOut, applyMove, setupGame } from '../../../engine';
import type { AdrenalineEvent } from '../events';
import { adrenaline } from '../index';
import type { AdrenalineState, PlayerState } from '../state';
import { effect, given, shot, square, target } from '../testing/given';

const [A, B, C] = [0, 1, 2];

describe('shot events', () => {
  it('given B with 1 mark from A, when a Tractor Beam pulls B into view for 1 damage, then the event tells the move and the 2 tokens (1 converted mark)', () => {
    const s = given({ players: { 0: { weapons: ['tractor-beam'] }, 1: { square: '2,2', marks: { 0: 1 } }, 2: { square: '0,1' } } });
    const { state, events } = shot(s, A, 'tractor-beam', [effect('basic'), target(B), square('1,1')]);
    expect(state.players[B]).toMatchObject({ square: '1,1', damage: [A, A] });
    expect(events.find((e) => e.type === 'shot')).toMatchObject({
      steps: [
        { kind: 'moved', effect: 'basic', seat: B, from: '2,2', to: '1,1' },
        { kind: 'hit', effect: 'basic', seat: B, damage: 1, converted: 1, placed: 2, marks: 0, marksAdded: 0, killed: false, overkilled: false },
      ],
    });
  });

  it('given B at 10 damage and 3 marks from A, when A deals 2, then the steps tell the kill, the overkill and the tokens lost past the track', () => {
    const s = given({ players: { 0: { weapons: ['lock-rifle'] }, 1: { square: '2,1', damage: Array(10).fill(C), marks: { 0: 3 } } } });
    const { events } = shot(s, A, 'lock-rifle', [effect('basic'), target(B)]);
    const steps = (events.find((e) => e.type === 'shot') as Extract<AdrenalineEvent, { type: 'shot' }>).steps;
    expect(steps).toEqual([{ kind: 'hit', effect: 'basic', seat: B, damage: 2, converted: 3, placed: 2, marks: 1, marksAdded: 1, killed: true, overkilled: true }]);
  });
});

/** The players as the events of one move say they became, from the players before it. */
function replayEvents(before: readonly PlayerState[], events: readonly AdrenalineEvent[]): Array<Pick<PlayerState, 'damage' | 'marks' | 'score'>> {
  const players = before.map((p) => ({ damage: p.damage.slice(), marks: p.marks.slice(), score: p.score }));
  for (const e of events) {
    if (e.type === 'shot') {
      for (const step of e.steps ?? []) {
        if (step.kind !== 'hit') continue;
        const p = players[step.seat];
        p.marks[e.seat] += step.marksAdded - step.converted;
        p.damage.push(...Array<number>(step.placed).fill(e.seat));
      }
    } else if (e.type === 'tagback-played') players[e.target].marks[e.seat] += e.marksAdded!;
    else if (e.type === 'kill-scored') {
      expect(players[e.victim].damage).toHaveLength(e.tokens!);
      players[e.victim].damage = [];
      players[e.killer].marks[e.victim] += e.overkillMarks!;
      e.points.forEach((pts, seat) => (players[seat].score += pts));
    } else if (e.type === 'double-kill') players[e.seat].score += 1;
    else if (e.type === 'game-ended') players.forEach((p, seat) => (p.score += e.boardPoints![seat] + e.trackPoints![seat]));
  }
  return players;
}

describe('events over whole self-played games', () => {
  it('given 4 bot games (fixed seeds, 3 to 5 players), then at every move the events account for all the damage, marks and points the state gained', () => {
    let shots = 0;
    for (const [seed, seats] of [[1, 3], [2, 4], [3, 5], [4, 3]] as const) {
      const start = { config: { skulls: 5, reactionDefault: 'always' as const }, seats, seed: `event-totals-${seed}`, startedAt: 0 };
      const played = playOut<AdrenalineState>(adrenaline, start, seed);
      expect(played.finished).toBe(true);
      const setup = setupGame<AdrenalineState>(adrenaline, start);
      if (!setup.ok) throw new Error(setup.error.message);
      let state = setup.state;
      for (const m of played.log) {
        const r = applyMove<AdrenalineState>(adrenaline, state, m.seat, m.move, m.at);
        if (!r.ok) throw new Error(r.error.message);
        const events = r.events as AdrenalineEvent[];
        shots += events.filter((e) => e.type === 'shot').length;
        expect(replayEvents(state.players, events)).toEqual(r.state.players.map((p) => ({ damage: p.damage, marks: p.marks, score: p.score })));
        state = r.state;
      }
    }
    expect(shots).toBeGreaterThan(20);
  }, 120_000);
});
