import { describe, expect, it } from 'vitest';
import { runSkirmishes } from '../flow/skirmish';
import { focusGame } from '../testing';
import { skirmishCombat, skirmishTarget } from './skirmish-combat';
import { skirmishTargets } from './skirmish';

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

  it('given a lone Corvette in the Outpost beside a Voidborn sector and strength 2, then the Voidborn take it: abandoned, cube recalled, lowest Glory discarded', () => {
    const { s, seat } = focusGame();
    const { outpost } = s.map.starts[seat];
    const p = s.players[seat];
    const voidborn = s.map.adjacency.flatMap(([a, b]) => (a === outpost ? [b] : b === outpost ? [a] : [])).find((id) => s.sectors[id].owner === null)!;
    s.sectors[voidborn].voidbornFleetPower = 1;
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 1 }];
    p.agendaSlots.forEach((a, i) => { a.corrupted = i >= 2; });
    p.trackCorruption.society = false;
    s.players.forEach((x, other) => { if (other !== seat) x.agendaSlots.forEach((a) => { a.corrupted = false; }); });
    p.glory = [4, 2];
    expect(skirmishTargets(s, seat)).toEqual([outpost]);
    expect(skirmishTarget(s, seat, 2)).toBe(outpost);
    const active = p.fleetPower.active;
    const events = runSkirmishes(s);
    expect(events.find((e) => e.type === 'skirmish-resolved' && e.seat === seat)).toMatchObject({ strength: 2, sector: outpost, outcome: 'lost' });
    expect(s.sectors[outpost]).toMatchObject({ owner: null, voidbornFleetPower: 2, corrupted: true, fleets: [] });
    expect([p.fleetPower.active, p.glory]).toEqual([active + 1, [4]]);
  });
});
