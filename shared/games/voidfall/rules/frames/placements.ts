/**
 * Frames placing pieces in the galaxy (rules addendum A1, Preparation step 5): "in a Voidborn sector adjacent to one
 * of your sectors" (one sector valid for every piece: a free Guild or Installation space for each Guild or Sector
 * Defense, no Glory token there for a Glory token; among those, one where the whole Voidborn Fleet Power fits under
 * the limit of 3, else one taking most: the player chooses among them, the first in the map's order by default), by
 * lowest or highest Population (ties: the player's choice), on every Voidborn sector of a kind (once), and Corruption
 * on the Agenda offers (once). A frame no sector fits is ignored for that player.
 */
import type { Seat } from '../../../../engine';
import type { AgendaType, Guild } from '../../data/schema';
import { guildSchema } from '../../data/schema';
import { neighboursOf } from '../../map/schema';
import { guildSpaces, installationSpaces } from '../sectors';
import type { Draft, FrameChoice, FrameOutcome, OnceRule, SeatRule } from './types';

export const VOIDBORN_LIMIT = 3;

/** Pieces a frame puts into one sector. */
export interface Pieces { voidborn?: number; guild?: Guild; sectorDefense?: boolean; bounty?: boolean; reclaim?: boolean; glory?: number }

export const isVoidborn = (s: Draft, id: string) => s.sectors[id].voidbornFleetPower > 0;
const mapOrder = (s: Draft) => s.map.sectors.map((x) => x.id);

/** Voidborn sectors adjacent to one of `seat`'s sectors, in the map's order. */
export function adjacentVoidborn(s: Draft, seat: Seat): string[] {
  const next = neighboursOf(s.map);
  return mapOrder(s).filter((id) => isVoidborn(s, id) && next.get(id)!.some((n) => s.sectors[n]?.owner === seat));
}

export function fits(s: Draft, id: string, p: Pieces): boolean {
  const x = s.sectors[id];
  if (p.guild && x.guilds.length >= guildSpaces(s, id)) return false;
  if (p.sectorDefense && x.installations.length >= installationSpaces(s, id)) return false;
  return !(p.glory && x.gloryToken !== null);
}

/** Places the pieces (Bounty and Reclaim tokens face down from their supplies; Voidborn Fleet Power up to the limit). */
export function place(s: Draft, id: string, p: Pieces): void {
  const x = s.sectors[id];
  if (p.voidborn) x.voidbornFleetPower = Math.min(VOIDBORN_LIMIT, x.voidbornFleetPower + p.voidborn);
  if (p.guild) x.guilds.push(p.guild);
  if (p.sectorDefense) x.installations.push('sector_defense');
  if (p.bounty) x.bountyTokens.push(...s.bountySupply.splice(0, 1));
  if (p.reclaim) x.reclaimTokens.push(...s.reclaimSupply.splice(0, 1));
  if (p.glory) x.gloryToken = p.glory;
}

/** The sectors among `candidates` a placement may go to: valid for every piece, taking the most Voidborn Fleet Power. */
export function placementSectors(s: Draft, candidates: string[], p: Pieces): string[] {
  const valid = candidates.filter((id) => fits(s, id, p));
  const room = (id: string) => Math.min(p.voidborn ?? 0, VOIDBORN_LIMIT - s.sectors[id].voidbornFleetPower);
  const best = Math.max(-1, ...valid.map(room));
  return valid.filter((id) => room(id) === best);
}

/** The default sector of a placement (the first in the map's order), or null when none is valid. */
export const placementSector = (s: Draft, candidates: string[], p: Pieces): string | null => placementSectors(s, candidates, p)[0] ?? null;

const guildWords: Record<Guild, string> = { farmers: "Farmers'", engineers: "Engineers'", miners: "Miners'", bankers: "Bankers'", scientists: "Scientists'" };
export const piecesWords = (p: Pieces) => [
  p.voidborn ? `${p.voidborn} Voidborn Fleet Power` : '', p.guild ? `a ${guildWords[p.guild]} Guild` : '',
  p.sectorDefense ? 'a Sector Defense' : '', p.bounty ? 'a Bounty token' : '', p.reclaim ? 'a Reclaim token' : '',
  p.glory ? `a Glory token of value ${p.glory}` : '',
].filter(Boolean).join(', ');

const placed = (s: Draft, seat: Seat, id: string, p: Pieces): FrameOutcome => {
  place(s, id, p);
  return { seat, sectors: [id], done: `placed ${piecesWords(p)}` };
};

/** A placement in one sector of `candidates`, the player's choice among the valid ones. */
export const placementIn = (candidates: (s: Draft, seat: Seat) => string[], p: Pieces): SeatRule => ({
  each: true,
  choices: (s, seat) => placementSectors(s, candidates(s, seat), p).map((sector) => ({ sector })),
  apply: (s, seat, c) => ({ outcome: placed(s, seat, c.sector!, p) }),
});

/** "Place … in a Voidborn sector adjacent to one of your sectors." */
export const adjacentPlacement = (p: Pieces): SeatRule => placementIn(adjacentVoidborn, p);

/** The adjacent Voidborn sectors valid for `p` with the lowest or highest Population (several on a tie). */
export function byPopulation(s: Draft, seat: Seat, highest: boolean, p: Pieces): string[] {
  const valid = adjacentVoidborn(s, seat).filter((id) => fits(s, id, p));
  const pop = (id: string) => s.sectors[id].population ?? 0;
  const target = highest ? Math.max(...valid.map(pop)) : Math.min(...valid.map(pop));
  return valid.filter((id) => pop(id) === target);
}

/** "… in the adjacent Voidborn sector with the highest (lowest) Population." */
export const populationPlacement = (highest: boolean, p: Pieces): SeatRule => ({
  each: true,
  choices: (s, seat) => byPopulation(s, seat, highest, p).map((sector) => ({ sector })),
  apply: (s, seat, c) => ({ outcome: placed(s, seat, c.sector!, p) }),
});

/** Event C1-C: a Bounty token in the lowest, a Reclaim token and a Sector Defense in the highest (one sector: both there). */
const LOW: Pieces = { bounty: true };
const HIGH: Pieces = { reclaim: true, sectorDefense: true };
export const lowAndHigh: SeatRule = {
  each: true,
  choices: (s, seat) => {
    const adjacent = adjacentVoidborn(s, seat);
    if (adjacent.length === 1) return fits(s, adjacent[0], HIGH) ? [{ sector: adjacent[0], target: adjacent[0] }] : [];
    const highs = byPopulation(s, seat, true, HIGH);
    return byPopulation(s, seat, false, LOW).flatMap((sector) => highs.map((target) => ({ sector, target })));
  },
  apply: (s, seat, c) => {
    place(s, c.sector!, LOW);
    place(s, c.target!, HIGH);
    return { outcome: { seat, sectors: [...new Set([c.sector!, c.target!])], done: 'placed a Bounty token, a Reclaim token and a Sector Defense' } };
  },
};

/** Event C1-F: a Guild of the player's choice and 1 Voidborn Fleet Power in the lowest, OR a Glory token of value 2 and a Sector Defense in the highest. */
const GUILD_LOW: Pieces = { guild: 'farmers', voidborn: 1 };
const GLORY_HIGH: Pieces = { glory: 2, sectorDefense: true };
export const guildOrGlory: SeatRule = {
  each: true,
  choices: (s, seat) => [
    ...byPopulation(s, seat, false, GUILD_LOW).flatMap((sector) => guildSchema.options.map((guild): FrameChoice => ({ option: 0, sector, guild }))),
    ...byPopulation(s, seat, true, GLORY_HIGH).map((sector): FrameChoice => ({ option: 1, sector })),
  ],
  apply: (s, seat, c) => ({ outcome: placed(s, seat, c.sector!, c.option === 0 ? { guild: c.guild!, voidborn: 1 } : GLORY_HIGH) }),
};

/** "Place … on each Voidborn sector …" (resolved once). */
export const everySector = (test: (s: Draft, id: string) => boolean, p: Pieces): OnceRule => ({
  each: false,
  run: (s) => {
    const ids = Object.keys(s.sectors).filter((id) => isVoidborn(s, id) && test(s, id) && fits(s, id, p));
    ids.forEach((id) => place(s, id, p));
    return ids.length > 0 ? [{ seat: null, sectors: ids, done: `placed ${piecesWords(p)} on each` }] : [];
  },
});

/** "Place a Corruption on the … Agenda offer" (resolved once; an offer already Corrupted is left as it is). */
export const offers = (...types: AgendaType[]): OnceRule => ({
  each: false,
  run: (s) => {
    const fresh = types.filter((t) => !s.agendaOfferCorrupted[t]);
    fresh.forEach((t) => { s.agendaOfferCorrupted[t] = true; });
    const names = fresh.map((t) => t[0].toUpperCase() + t.slice(1)).join(', ');
    return fresh.length > 0 ? [{ seat: null, sectors: [], done: `placed a Corruption on the ${names} Agenda offer${fresh.length > 1 ? 's' : ''}` }] : [];
  },
});

/** Event C3-D: a Glory token of value 3 in any Voidborn sector or a sector with a Fallen House, without a Glory token. */
export const gloryAnywhere = placementIn((s) => mapOrder(s).filter((id) => isVoidborn(s, id) || s.sectors[id].fallenHouse !== null), { glory: 3 });
