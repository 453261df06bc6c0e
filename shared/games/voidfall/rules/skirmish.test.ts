import { describe, expect, it } from 'vitest';
import { neighboursOf } from '../map/schema';
import { seatedGame } from '../testing';
import { skirmishStrength, skirmishTargets } from './skirmish';

describe('Voidfall Evaluation Skirmish inputs (addendum E1)', () => {
  it('given the Corrupted fourth Agenda slot of set-up, then the strength is 1 in Cycle 1 and 2 in Cycles 2-3; Corrupted sectors do not count', () => {
    const s = seatedGame([['kradmor', 'A'], ['zenor', 'A']]);
    expect(skirmishStrength(s, 0)).toBe(1);
    s.players[0].trackCorruption.economy = true;
    s.sectors[s.map.starts[0].outpost].corrupted = true;
    expect(skirmishStrength(s, 0)).toBe(2);
    s.cycle = 2;
    expect(skirmishStrength(s, 0)).toBe(3);
    s.players[0].agendaSlots[3].corrupted = false;
    s.players[0].trackCorruption.economy = false;
    s.cycle = 1;
    expect(skirmishStrength(s, 0)).toBe(0);
  });

  it('given sectors beside Voidborn sectors, then only those the player controls are targets, never the Home Sector', () => {
    const s = seatedGame([['kradmor', 'A'], ['zenor', 'A']]);
    const { home, outpost } = s.map.starts[0];
    const next = neighboursOf(s.map);
    for (const id of Object.keys(s.sectors)) s.sectors[id].voidbornFleetPower = 0;
    expect(skirmishTargets(s, 0)).toEqual([]);
    // A Voidborn sector beside the Outpost makes the Outpost a target.
    const beside = next.get(outpost)!.find((n) => n !== home && s.sectors[n].owner === null)!;
    s.sectors[beside].voidbornFleetPower = 2;
    expect(skirmishTargets(s, 0)).toEqual([outpost]);
    for (const n of next.get(home)!) if (s.sectors[n].owner === null) s.sectors[n].voidbornFleetPower = 3;
    expect(skirmishTargets(s, 0)).not.toContain(home);
    expect(skirmishTargets(s, 1)).toEqual([]);
  });
});
