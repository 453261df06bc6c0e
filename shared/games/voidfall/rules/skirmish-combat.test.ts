import { describe, expect, it } from 'vitest';
import { runSkirmishes } from '../flow/skirmish';
import { focusGame } from '../testing';
import { skirmishCombat } from './skirmish-combat';

describe('Voidfall Evaluation Skirmish (E1)', () => {
  it.each([
    // your fleets, Sector Defenses, Voidborn → outcome, cubes recalled
    [[{ type: 'corvette', power: 2 }], 0, 1, 'defended', 0],
    [[{ type: 'corvette', power: 1 }], 0, 2, 'lost', 1],
    [[{ type: 'corvette', power: 2 }], 0, 2, 'tie', 2],
    [[{ type: 'corvette', power: 1 }], 1, 2, 'tie', 1],
    [[], 2, 2, 'defended', 0],
    [[], 1, 2, 'lost', 0],
    [[{ type: 'dreadnought', power: 1 }], 0, 2, 'defended', 0],
  ] as const)('given %j, %i Sector Defenses and %i Voidborn, then %s with %i recalled', (fleets, defenses, voidborn, outcome, recalled) => {
    const r = skirmishCombat(fleets.map((f) => ({ ...f })), defenses, 0, voidborn);
    expect([r.outcome, r.recalled]).toEqual([outcome, recalled]);
  });

  it('given no Corruption on the mat in Cycle 1, then the Voidborn strength is 0 and every player defends automatically', () => {
    const { s } = focusGame();
    s.players.forEach((p) => { p.agendaSlots.forEach((a) => { a.corrupted = false; }); });
    expect(runSkirmishes(s).map((e) => e.type === 'skirmish-resolved' && [e.strength, e.sector])).toEqual([[0, null], [0, null]]);
  });
});
