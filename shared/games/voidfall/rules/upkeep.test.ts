import { describe, expect, it } from 'vitest';
import { agendaDeckOf } from '../data';
import { seatedGame } from '../testing';
import { agendaUpkeep, payUpkeep, sectorUpkeep, totalUpkeep } from './upkeep';

/** Valnis (a standard Home Sector) at seat 0 with no Agenda besides the Starting one and bare sectors. */
function bare() {
  const s = seatedGame([['valnis', 'A'], ['zenor', 'A']]);
  const { home, outpost } = s.map.starts[0];
  for (const id of [home, outpost]) { s.sectors[id].guilds = []; s.sectors[id].installations = []; }
  s.players[0].agendaSlots.slice(1).forEach((slot) => { slot.agenda = null; slot.tradeToken = false; });
  s.players[0].resources = { food: 0, energy: 0, materials: 0, credits: 0, science: 0 };
  return { s, home, outpost };
}

describe('Voidfall Upkeep (addendum A6, default-sector-upkeep-icons)', () => {
  it('given two Agendas in play, one under a Trade token, then only the uncovered one costs its 2 icons; the Starting Agenda none', () => {
    const { s } = bare();
    const [a, b] = agendaDeckOf('might');
    s.players[0].agendaSlots[1].agenda = a;
    s.players[0].agendaSlots[2] = { agenda: b, corrupted: false, tradeToken: true };
    expect(agendaUpkeep(s, 0)).toBe(2);
  });

  it('given a sector, then its rightmost Guild space and rightmost Installation space each count 1 Upkeep once occupied', () => {
    const { s, outpost, home } = bare();
    s.sectors[outpost].guilds = ['farmers', 'miners'];
    s.sectors[outpost].installations = ['shipyard', 'sector_defense'];
    expect(sectorUpkeep(s, outpost)).toBe(0);
    s.sectors[outpost].guilds.push('bankers');
    expect(sectorUpkeep(s, outpost)).toBe(1);
    s.sectors[outpost].installations.push('sector_defense');
    expect(sectorUpkeep(s, outpost)).toBe(2);
    // The standard Home Sector: 2 Guild spaces, the printed Shipyard shows no icon.
    s.sectors[home].installations = ['shipyard'];
    s.sectors[home].guilds = ['engineers'];
    expect(sectorUpkeep(s, home)).toBe(0);
    s.sectors[home].guilds.push('farmers');
    expect(sectorUpkeep(s, home)).toBe(1);
    expect(totalUpkeep(s, 0)).toBe(3);
  });

  it('given the Novaris Home Sector, then it adds its fixed extra Upkeep of 1 (default-novaris-home-upkeep)', () => {
    const s = seatedGame([['novaris', 'A'], ['zenor', 'A']], 'x01');
    const home = s.map.starts[0].home;
    s.sectors[home].guilds = [];
    expect(sectorUpkeep(s, home)).toBe(1);
  });

  it('given Upkeep 7 and Food 5, Materials 2, Energy 1 (the digest Ex 9 stockpile, retail rates), then 6 are paid and 1 unpaid costs 3 Influence', () => {
    const { s, outpost } = bare();
    s.players[0].agendaSlots[1].agenda = agendaDeckOf('might')[0];
    s.players[0].agendaSlots[2].agenda = agendaDeckOf('wealth')[0];
    s.players[0].agendaSlots[3].agenda = agendaDeckOf('dominance')[0];
    s.sectors[outpost].guilds = ['farmers', 'miners', 'bankers'];
    expect(totalUpkeep(s, 0)).toBe(7);
    s.players[0].resources = { food: 5, energy: 1, materials: 2, credits: 4, science: 3 };
    s.players[0].influence = 10;
    const r = payUpkeep(s, 0);
    expect(r).toEqual({ upkeep: 7, paid: { food: 5, materials: 1, energy: 1 }, unpaid: 1, influenceLost: 3 });
    expect(s.players[0].resources).toEqual({ food: 0, energy: 0, materials: 1, credits: 4, science: 3 });
    expect(s.players[0].influence).toBe(7);
    // With one more Food it is paid in full.
    s.players[0].resources = { food: 6, energy: 1, materials: 2, credits: 0, science: 0 };
    expect(payUpkeep(s, 0).unpaid).toBe(0);
  });

  it('given improved Data Refinery, then each Credit pays 2 Upkeep after Food, Energy and Materials; Influence never goes below 0', () => {
    const { s } = bare();
    s.players[0].agendaSlots[1].agenda = agendaDeckOf('might')[0];
    s.players[0].agendaSlots[2].agenda = agendaDeckOf('wealth')[0];
    s.players[0].resources = { food: 1, energy: 0, materials: 0, credits: 1, science: 0 };
    s.players[0].influence = 2;
    expect(payUpkeep(s, 0)).toMatchObject({ unpaid: 3, influenceLost: 2 });
    expect(s.players[0].influence).toBe(0);
    s.players[0].technologies.push('data-refinery-improved');
    s.players[0].resources = { food: 1, energy: 0, materials: 0, credits: 2, science: 0 };
    expect(payUpkeep(s, 0)).toMatchObject({ paid: { food: 1, credits: 2 }, unpaid: 0 });
  });

  it('given improved Energy Cells, then the sectors cost nothing and the Agendas still do', () => {
    const { s, outpost } = bare();
    s.players[0].agendaSlots[1].agenda = agendaDeckOf('might')[0];
    s.sectors[outpost].guilds = ['farmers', 'miners', 'bankers'];
    s.players[0].technologies.push('energy-cells-improved');
    s.players[0].resources.food = 5;
    expect(payUpkeep(s, 0)).toMatchObject({ upkeep: 2, paid: { food: 2 } });
  });
});
