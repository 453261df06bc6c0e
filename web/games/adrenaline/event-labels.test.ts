import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../shared/engine';
import { adrenaline } from '../../../shared/games/adrenaline';
import type { AdrenalineMove } from '../../../shared/games/adrenaline/moves/schema';
import type { AdrenalineState } from '../../../shared/games/adrenaline/state';
import { effect, given, square, target } from '../../../shared/games/adrenaline/testing/given';
import { eventLabel } from './event-labels';
import { seatsFor } from './testing/positions';

/** The events of the last move of a sequence, as seat `viewer` reads them. */
function lastEvents(state: AdrenalineState, seat: number, moves: AdrenalineMove[], viewer: number): string[] {
  let events: unknown[] = [];
  for (const move of moves) {
    const r = applyMove<AdrenalineState>(adrenaline, state, seat, move, 0);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events = r.events;
  }
  return events.map((e) => eventLabel(e, seatsFor(state.seats, viewer))!);
}

describe('Adrenaline log lines of a shot', () => {
  it('given a Tractor Beam pulling Bob into sight, when confirmed, then the log tells the move and the damage', () => {
    const s = given({ players: { 0: { square: '1,1', weapons: ['tractor-beam'] }, 1: { square: '1,0' } } });
    const lines = lastEvents(s, 0, [{ type: 'shoot', from: '1,1' }, { type: 'weapon', weapon: 'tractor-beam' }, effect('basic'), target(1), square('0,1'), { type: 'confirm' }], 2);
    expect(lines).toContain('Ann shot with Tractor Beam from B2: Bob was moved from B1 to A2, Bob took 1 damage');
  });

  it('given Bob marked once by Ann, when her Tractor Beam pulls and hits him, then the log tells the 2 damage with the mark converted', () => {
    const s = given({ players: { 0: { square: '1,1', weapons: ['tractor-beam'] }, 1: { square: '1,0', marks: { 0: 1 } } } });
    const lines = lastEvents(s, 0, [{ type: 'shoot', from: '1,1' }, { type: 'weapon', weapon: 'tractor-beam' }, effect('basic'), target(1), square('0,1'), { type: 'confirm' }], 2);
    expect(lines).toContain('Ann shot with Tractor Beam from B2: Bob was moved from B1 to A2, Bob took 2 damage (1 + 1 mark turned into damage)');
  });

  it('given the shooter reading its own shot, then it reads "You"', () => {
    const s = given({ players: { 0: { square: '1,1', weapons: ['tractor-beam'] }, 1: { square: '0,0' } } });
    const lines = lastEvents(s, 0, [{ type: 'shoot', from: '1,1' }, { type: 'weapon', weapon: 'tractor-beam' }, effect('punisher', []), target(1), { type: 'confirm' }], 0);
    expect(lines.some((l) => /^You shot with Tractor Beam from B2: Bob was moved from A1 to B2, Bob took 3 damage/.test(l))).toBe(true);
  });
});
