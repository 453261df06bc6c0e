/**
 * Test helper: one player's position with known counts, for the objective tables (agenda and galactic objectives).
 * Seat 0 (Valnis) controls four sectors:
 *   Home  Pop 4, Pure,      Engineers,                    printed Shipyard,                 Corvette 2   (Upkeep 0)
 *   A     Pop 5, Pure,      Farmers Miners Scientists,    Shipyard Sector Defense,          Corvette 3   (Upkeep 1)
 *   B     Pop 6, Pure,      Bankers Miners Bankers,       Sector Defense Starbase Shipyard, Sentry 1 Carrier 1 (Upkeep 2)
 *   C     Pop 3, Corrupted, Farmers x3,                   Shipyard,                         Corvette 3   (Upkeep 1)
 * Agendas: slot 2 uncovered (2 Upkeep), slot 3 under a Trade token, slot 4 Corrupted and empty: total Upkeep 6.
 * Tracks: Society 5 (Tier II), Statecraft 3 (Tier I), Economy 6 (Tier III) Corrupted: 2 Corruption on the mat.
 * Stockpile: Food 9, Energy 8, Materials 3, Credits 5, Science 10. Technologies: 1 improved, 2 basic. 1 Trade token
 * held (2 with the slot's), 3 Bounty, 2 Reclaim, Glory 2, 5, 3. No production bonus: Yields Food 15, Energy 3,
 * Materials 10, Credits 6, Science 3. Pure: 3 sectors, Population 15, 7 Guilds, 7 Fleet Power.
 */
import { agendaDeckOf } from '../data';
import type { SectorState, VoidfallState } from '../state';
import { seatedGame } from '../testing';

export interface Fixture { s: VoidfallState; home: string; a: string; b: string; c: string }

function put(x: SectorState, values: Partial<SectorState>): void {
  Object.assign(x, { owner: 0, corrupted: false, voidbornFleetPower: 0, fallenHouse: null, harbingers: 0, ...values });
}

export function objectiveFixture(): Fixture {
  const s = seatedGame([['valnis', 'A'], ['zenor', 'A']], 'x01', 'objectives');
  const { home, outpost: a } = s.map.starts[0];
  const [b, c] = Object.keys(s.sectors).filter((id) => s.sectors[id].owner === null && s.sectors[id].fallenHouse === null);
  put(s.sectors[home], { population: 4, guilds: ['engineers'], installations: ['shipyard'], fleets: [{ type: 'corvette', power: 2 }] });
  put(s.sectors[a], { population: 5, guilds: ['farmers', 'miners', 'scientists'], installations: ['shipyard', 'sector_defense'], fleets: [{ type: 'corvette', power: 3 }] });
  put(s.sectors[b], {
    population: 6, guilds: ['bankers', 'miners', 'bankers'], installations: ['sector_defense', 'starbase', 'shipyard'],
    fleets: [{ type: 'sentry', power: 1 }, { type: 'carrier', power: 1 }],
  });
  put(s.sectors[c], { population: 3, corrupted: true, guilds: ['farmers', 'farmers', 'farmers'], installations: ['shipyard'], fleets: [{ type: 'corvette', power: 3 }] });
  const p = s.players[0];
  p.agendaSlots[1] = { agenda: agendaDeckOf('might')[0], corrupted: false, tradeToken: false };
  p.agendaSlots[2] = { agenda: agendaDeckOf('wealth')[0], corrupted: false, tradeToken: true };
  p.agendaSlots[3] = { agenda: null, corrupted: true, tradeToken: false };
  p.tracks = { society: 5, statecraft: 3, economy: 6 };
  p.trackCorruption = { society: false, statecraft: false, economy: true };
  p.resources = { food: 9, energy: 8, materials: 3, credits: 5, science: 10 };
  p.productionBonus = { food: 0, energy: 0, materials: 0, credits: 0, science: 0 };
  p.technologies = ['shields-improved', 'targeting-plus4', 'torpedoes-plain'];
  p.tradeTokens = 1;
  p.bountyTokens = ['bounty-a-1', 'bounty-a-2', 'bounty-a-3'];
  p.reclaimTokens = ['reclaim-a-1', 'reclaim-a-2'];
  p.glory = [2, 5, 3];
  p.influence = 20;
  return { s, home, a, b, c };
}
