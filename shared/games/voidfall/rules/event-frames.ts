/**
 * Preparation step 5 (rules addendum A1): the frames of the Cycle's Galactic Event, text only in the data, each with a
 * small rule here keyed by its exact wording. Built: the mandatory frames whose only decision is a sector or a
 * Corruption place: placements into "a Voidborn sector adjacent to one of your sectors" (one sector valid for every
 * piece the frame places: a free Guild or Installation space for each Guild or Sector Defense, no Glory token there
 * for a Glory token; among those, one where the whole Voidborn Fleet Power fits under the limit of 3, else the one
 * taking most; still several: the first in the map's order, the player's choice in the rules), placements on every
 * sector of a kind, Corruption on the Agenda offers, and Corruption gained in the order of places the frame names
 * (each kind: its first free place). A frame no sector fits is ignored. Permanent frames built: C2-G (40 Influence or
 * less: no Skirmish) and C2-J (Harbingers' sectors reinforced before the Evaluation), used by flow/skirmish.ts.
 * Optional frames, frames with another choice and the other permanent frames are not built (README).
 */
import type { Seat } from '../../../engine';
import { galacticEventOf } from '../data';
import type { AgendaType, Guild } from '../data/schema';
import { neighboursOf } from '../map/schema';
import type { VoidfallState } from '../state';
import { type CorruptionPlace, freeCorruptionPlaces, setCorruption } from './corruption';
import { guildSpaces, growableSectors, installationSpaces } from './sectors';

type Draft = Omit<VoidfallState, 'rng'>;
export const VOIDBORN_LIMIT = 3;

/** Pieces a frame puts into one sector. */
export interface Pieces { voidborn?: number; guild?: Guild; sectorDefense?: boolean; bounty?: boolean; reclaim?: boolean; glory?: number }
export interface FrameOutcome { seat: Seat | null; sectors: string[]; done: string }
type FrameRule = { each: false; run: (s: Draft) => FrameOutcome[] } | { each: true; run: (s: Draft, seat: Seat) => FrameOutcome | null };

const isVoidborn = (s: Draft, id: string) => s.sectors[id].voidbornFleetPower > 0;
/** Voidborn sectors adjacent to one of `seat`'s sectors, in the map's order. */
export function adjacentVoidborn(s: Draft, seat: Seat): string[] {
  const next = neighboursOf(s.map);
  return s.map.sectors.map((x) => x.id)
    .filter((id) => isVoidborn(s, id) && next.get(id)!.some((n) => s.sectors[n]?.owner === seat));
}

function fits(s: Draft, id: string, p: Pieces): boolean {
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

/** The sector a player's placement goes to among `candidates`, or null when none is valid for every piece. */
export function placementSector(s: Draft, candidates: string[], p: Pieces): string | null {
  const valid = candidates.filter((id) => fits(s, id, p));
  const room = (id: string) => Math.min(p.voidborn ?? 0, VOIDBORN_LIMIT - s.sectors[id].voidbornFleetPower);
  const best = Math.max(-1, ...valid.map(room));
  return valid.find((id) => room(id) === best) ?? null;
}

const words = (p: Pieces) => [
  p.voidborn ? `${p.voidborn} Voidborn Fleet Power` : '', p.guild ? `a ${guildWords[p.guild]} Guild` : '',
  p.sectorDefense ? 'a Sector Defense' : '', p.bounty ? 'a Bounty token' : '', p.reclaim ? 'a Reclaim token' : '',
  p.glory ? `a Glory token of value ${p.glory}` : '',
].filter(Boolean).join(', ');
const guildWords: Record<Guild, string> = { farmers: "Farmers'", engineers: "Engineers'", miners: "Miners'", bankers: "Bankers'", scientists: "Scientists'" };

/** "Place … in a Voidborn sector adjacent to one of your sectors." */
const adjacentPlacement = (p: Pieces): FrameRule => ({
  each: true,
  run: (s, seat) => {
    const id = placementSector(s, adjacentVoidborn(s, seat), p);
    if (id === null) return null;
    place(s, id, p);
    return { seat, sectors: [id], done: `placed ${words(p)}` };
  },
});

/** Pieces by population: the adjacent Voidborn sector with the lowest or highest Population (the first on a tie). */
function byPopulation(s: Draft, seat: Seat, highest: boolean, p: Pieces): string | null {
  const valid = adjacentVoidborn(s, seat).filter((id) => fits(s, id, p));
  const pop = (id: string) => s.sectors[id].population ?? 0;
  const target = highest ? Math.max(...valid.map(pop)) : Math.min(...valid.map(pop));
  return valid.find((id) => pop(id) === target) ?? null;
}

/** "Place … on each Voidborn sector …" (resolved once). */
const everySector = (test: (s: Draft, id: string) => boolean, p: Pieces): FrameRule => ({
  each: false,
  run: (s) => {
    const ids = Object.keys(s.sectors).filter((id) => isVoidborn(s, id) && test(s, id) && fits(s, id, p));
    ids.forEach((id) => place(s, id, p));
    return ids.length > 0 ? [{ seat: null, sectors: ids, done: `placed ${words(p)} on each` }] : [];
  },
});

const offers = (...types: AgendaType[]): FrameRule => ({
  each: false,
  run: (s) => {
    const fresh = types.filter((t) => !s.agendaOfferCorrupted[t]);
    fresh.forEach((t) => { s.agendaOfferCorrupted[t] = true; });
    const names = fresh.map((t) => t[0].toUpperCase() + t.slice(1)).join(', ');
    return fresh.length > 0 ? [{ seat: null, sectors: [], done: `placed a Corruption on the ${names} Agenda offer${fresh.length > 1 ? 's' : ''}` }] : [];
  },
});

type PlaceKind = CorruptionPlace['kind'];
/** Gains `count` Corruption, each on the first free place of the first kind in `order` that has one. */
const gainCorruption = (order: PlaceKind[], count = 1, when: (s: Draft, seat: Seat) => boolean = () => true): FrameRule => ({
  each: true,
  run: (s, seat) => {
    if (!when(s, seat)) return null;
    const placed: CorruptionPlace[] = [];
    for (let i = 0; i < count; i++) {
      const free = freeCorruptionPlaces(s, seat);
      const spot = order.map((kind) => free.find((f) => f.kind === kind)).find((f) => f !== undefined);
      if (!spot) break;
      setCorruption(s, seat, spot, true);
      placed.push(spot);
    }
    return placed.length > 0
      ? { seat, sectors: placed.flatMap((p) => (p.kind === 'sector' ? [p.sector] : [])), done: `gained ${placed.length} Corruption` } : null;
  },
});

const HOUSE_MAT: PlaceKind[] = ['agenda-slot', 'track'];
const populationAtLeast = (n: number) => (s: Draft, id: string) => (s.sectors[id].population ?? 0) >= n;

export const frameRules: Record<string, FrameRule> = {
  "Place a Sector Defense and a Scientists' Guild in a Voidborn sector adjacent to one of your sectors.": adjacentPlacement({ sectorDefense: true, guild: 'scientists' }),
  'Place a Reclaim token and a Sector Defense in a Voidborn sector adjacent to one of your sectors.': adjacentPlacement({ reclaim: true, sectorDefense: true }),
  'Place a Corruption on the Dominance Agenda offer.': offers('dominance'),
  'Place a Bounty token in the adjacent Voidborn sector with the lowest Population, then place a Reclaim token and a Sector Defense in the adjacent Voidborn sector with the highest Population. If only one Voidborn sector is adjacent to your sectors, place all of these tokens (Bounty, Reclaim and Sector Defense) there.': {
    each: true,
    run: (s, seat) => {
      const low = byPopulation(s, seat, false, { bounty: true });
      if (low !== null) place(s, low, { bounty: true });
      const high = byPopulation(s, seat, true, { reclaim: true, sectorDefense: true });
      if (high !== null) place(s, high, { reclaim: true, sectorDefense: true });
      const ids = [low, high].filter((id): id is string => id !== null);
      return ids.length > 0 ? { seat, sectors: [...new Set(ids)], done: 'placed a Bounty token, a Reclaim token and a Sector Defense' } : null;
    },
  },
  'Place 1 Voidborn Fleet Power and a Glory token of value 1 in a Voidborn sector adjacent to one of your sectors.': adjacentPlacement({ voidborn: 1, glory: 1 }),
  "Place a Bankers' Guild and 1 Voidborn Fleet Power in a Voidborn sector adjacent to one of your sectors.": adjacentPlacement({ guild: 'bankers', voidborn: 1 }),
  'Place 1 Voidborn Fleet Power in a Voidborn sector adjacent to one of your sectors.': adjacentPlacement({ voidborn: 1 }),
  'Place a Reclaim token and 1 Voidborn Fleet Power in a Voidborn sector adjacent to one of your sectors.': adjacentPlacement({ reclaim: true, voidborn: 1 }),
  'Place a Corruption on the Might Agenda offer.': offers('might'),
  "Place 1 Voidborn Fleet Power and a Bankers' Guild in a Voidborn sector adjacent to one of your sectors.": adjacentPlacement({ voidborn: 1, guild: 'bankers' }),
  'Place a Corruption on the Support Agenda offer.': offers('support'),
  'Place a Bounty token and a Glory token of value 1 on each Voidborn sector that has at least one Sector Defense.':
    everySector((s, id) => s.sectors[id].installations.includes('sector_defense'), { bounty: true, glory: 1 }),
  'Place a Corruption on the Wealth Agenda offer.': offers('wealth'),
  'Place a Reclaim token, a Bounty token and 2 Voidborn Fleet Power on each Voidborn sector with at least 4 Population.':
    everySector(populationAtLeast(4), { reclaim: true, bounty: true, voidborn: 2 }),
  'Gain a Corruption on a Civilization track, if possible. If all your Civilization tracks are already Corrupted, place this Corruption on an Agenda slot, on a sector, or on the Decontamination Chambers Technology card.':
    gainCorruption(['track', 'agenda-slot', 'sector', 'decontamination']),
  'Gain a Corruption on a sector, if possible. If all your (corruptible) sectors are already Corrupted, place this Corruption on your House mat or on the Decontamination Chambers Technology card.':
    gainCorruption(['sector', ...HOUSE_MAT, 'decontamination']),
  'Permanent during Cycle 2: during the Evaluation phase of Cycle 2, ignore the Crisis board.': { each: false, run: () => [] },
  'Increase the Population of one of your Pure sectors (not your Home Sector), if possible. Then place a Corruption on that sector. This Corruption cannot be placed on the Decontamination Chambers card. A player who cannot increase a Population does not gain the Corruption.': {
    each: true,
    run: (s, seat) => {
      const id = growableSectors(s, seat).find((x) => x !== s.map.starts[seat]?.home);
      if (id === undefined) return null;
      s.sectors[id].population! += 1;
      s.sectors[id].corrupted = true;
      return { seat, sectors: [id], done: 'increased a Population and Corrupted that sector' };
    },
  },
  'Place a Sector Defense on each Voidborn sector with 2 or fewer Voidborn Fleet Power.':
    everySector((s, id) => s.sectors[id].voidbornFleetPower <= 2, { sectorDefense: true }),
  'Each player must place 1 Voidborn Fleet Power, a Glory token of value 3 and a Sector Defense in a Voidborn sector adjacent to one of their sectors.':
    adjacentPlacement({ voidborn: 1, glory: 3, sectorDefense: true }),
  'Each player must place a Bounty token and a Sector Defense in the adjacent Voidborn sector with the highest Population.': {
    each: true,
    run: (s, seat) => {
      const id = byPopulation(s, seat, true, { bounty: true, sectorDefense: true });
      if (id === null) return null;
      place(s, id, { bounty: true, sectorDefense: true });
      return { seat, sectors: [id], done: 'placed a Bounty token, a Sector Defense' };
    },
  },
  "Each player with at least one Improved Technology must gain a Corruption on a Civilization track, if possible. If all of that player's Civilization tracks are already Corrupted, they place this Corruption on an Agenda slot, one of their sectors and/or the Decontamination Chambers card, if possible.":
    gainCorruption(['track', 'agenda-slot', 'sector', 'decontamination'], 1, (s, seat) => s.players[seat].technologies.some((t) => t.endsWith('-improved'))),
  "Each player must gain two Corruption on Agenda slots, if possible. If all of a player's Agenda slots are Corrupted, they must place the excess on their Civilization tracks, one of their sectors and/or the Decontamination Chambers card, if possible.":
    gainCorruption(['agenda-slot', 'track', 'sector', 'decontamination'], 2),
  'Each player must place a Glory token of value 3 in a Voidborn sector or in a sector occupied by a Fallen House.': {
    each: true,
    run: (s, seat) => {
      const candidates = s.map.sectors.map((x) => x.id).filter((id) => isVoidborn(s, id) || s.sectors[id].fallenHouse !== null);
      const id = placementSector(s, candidates, { glory: 3 });
      if (id === null) return null;
      place(s, id, { glory: 3 });
      return { seat, sectors: [id], done: 'placed a Glory token of value 3' };
    },
  },
  "Each player must place a Bankers' Guild, 1 Voidborn Fleet Power and a Sector Defense in a Voidborn sector adjacent to one of their sectors.":
    adjacentPlacement({ guild: 'bankers', voidborn: 1, sectorDefense: true }),
  'Each player gains a Corruption on their House mat, if possible. If every space on their House mat is already Corrupted, they must place it on one of their sectors or on the Decontamination Chambers card.':
    gainCorruption([...HOUSE_MAT, 'sector', 'decontamination']),
  'Place a Corruption on each Agenda offer that is not already Corrupted.': offers('dominance', 'might', 'support', 'wealth'),
  'Place 1 Voidborn Fleet Power in each Voidborn sector with at least 4 Population.': everySector(populationAtLeast(4), { voidborn: 1 }),
  'Each player places a Reclaim token in an adjacent Voidborn sector.': adjacentPlacement({ reclaim: true }),
  // Rifts are co-op/solo sectors: a competitive galaxy has none, so these frames place nothing.
  'Place a Harbinger on each Rift.': { each: false, run: () => [] },
  'Place a Reclaim token on each Voidborn sector adjacent to at least one Rift.': { each: false, run: () => [] },
};

/** Resolves the built frames of an event top to bottom; "each player" frames in turn order before the next frame. */
export function resolveFrames(s: Draft, event: { frames: { order: number; text: string | null }[] }): (FrameOutcome & { frame: number })[] {
  const out: (FrameOutcome & { frame: number })[] = [];
  for (const frame of event.frames) {
    const rule = frame.text === null ? undefined : frameRules[frame.text];
    if (!rule) continue;
    if (!rule.each) out.push(...rule.run(s).map((o) => ({ ...o, frame: frame.order })));
    else {
      for (const seat of s.turnOrder) {
        const o = rule.run(s, seat);
        if (o) out.push({ ...o, frame: frame.order });
      }
    }
  }
  return out;
}

/** Whether the current Cycle's Galactic Event has this (permanent) frame. */
export function frameInPlay(s: Draft, text: string): boolean {
  const event = s.events[s.cycle - 1];
  return event !== undefined && galacticEventOf(event).frames.some((f) => f.text === text);
}

export const NO_SKIRMISH_AT_40 = 'Permanent during Cycle 2: if you have 40 Influence or less, you cannot be invaded by a Skirmish. If the current Crisis penalty is a Skirmish, it must be discarded without effect (including the additional Combat-resolution effect).';
export const HARBINGERS_REINFORCE = 'Permanent during Cycle 2: before the first step of the Evaluation phase, place 1 Voidborn Fleet Power on each Voidborn sector occupied by a Harbinger.';

/** The permanent frame of event C2-J: each Voidborn sector with a Harbinger gains 1 Voidborn Fleet Power (up to 3). */
export function harbingersReinforce(s: Draft): string[] {
  if (!frameInPlay(s, HARBINGERS_REINFORCE)) return [];
  const ids = Object.keys(s.sectors).filter((id) => isVoidborn(s, id) && s.sectors[id].harbingers > 0);
  ids.forEach((id) => place(s, id, { voidborn: 1 }));
  return ids;
}
