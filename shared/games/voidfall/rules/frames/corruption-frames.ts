/**
 * Frames where a player gains a Corruption (rules addendum A11: event placements are followed exactly, else the
 * effect is ignored). Each frame names its places in tiers ("on a Civilization track, if possible; if all are
 * Corrupted, on an Agenda slot, a sector or the Decontamination Chambers card"): the player chooses any free place of
 * the first tier that has one; the default is the first place in the tier's order (the reading used before these
 * were choices). Also events C1-G (a Corruption on a track advances it), C1-H (a Corruption for a Glory token or a
 * recall) and C2-G (a Population increased, then Corrupted).
 */
import type { Seat } from '../../../../engine';
import { recallableCubes } from '../../effects/actions';
import { abandonByOwner, recall } from '../fleets';
import { type CorruptionPlace, freeCorruptionPlaces, setCorruption } from '../corruption';
import { growableSectors } from '../sectors';
import { advanceProblem, advanceTrack, LAST_SPACE } from '../tracks';
import type { Draft, FrameChoice, FrameOutcome, SeatRule } from './types';

type PlaceKind = CorruptionPlace['kind'];

/** The free places of the first tier with one, in the tiers' kind order. */
export function tierPlaces(s: Draft, seat: Seat, tiers: PlaceKind[][]): CorruptionPlace[] {
  const free = freeCorruptionPlaces(s, seat);
  for (const tier of tiers) {
    const places = tier.flatMap((kind) => free.filter((f) => f.kind === kind));
    if (places.length > 0) return places;
  }
  return [];
}

const sectorsOf = (places: CorruptionPlace[]) => places.flatMap((p) => (p.kind === 'sector' ? [p.sector] : []));
const gained = (seat: Seat, place: CorruptionPlace): FrameOutcome => ({ seat, sectors: sectorsOf([place]), done: 'gained a Corruption' });

/** Gains `count` Corruption one at a time, each on a free place of the first tier that has one. */
export const gainCorruption = (tiers: PlaceKind[][], count = 1, when: (s: Draft, seat: Seat) => boolean = () => true): SeatRule => ({
  each: true,
  choices: (s, seat) => (when(s, seat) ? tierPlaces(s, seat, tiers).map((to) => ({ to })) : []),
  apply: (s, seat, c, step) => {
    setCorruption(s, seat, c.to!, true);
    return { outcome: gained(seat, c.to!), again: step.step + 1 < count };
  },
});

export const HOUSE_MAT: PlaceKind[] = ['agenda-slot', 'track'];
/** "A Civilization track, if possible; else an Agenda slot, a sector or the Decontamination Chambers card." */
export const TRACK_FIRST: PlaceKind[][] = [['track'], ['agenda-slot', 'sector', 'decontamination']];
/** "Your House mat, if possible; else one of your sectors or the Decontamination Chambers card." */
export const MAT_FIRST: PlaceKind[][] = [HOUSE_MAT, ['sector', 'decontamination']];

/** Event C1-G: a Corruption on an Agenda slot or a track; a track not at its last space advances (no benefit). */
export const faceOfEvil: SeatRule = {
  each: true,
  choices: (s, seat) => tierPlaces(s, seat, [HOUSE_MAT])
    .filter((to) => to.kind !== 'track' || s.players[seat].tracks[to.track] >= LAST_SPACE || advanceProblem(s, seat, to.track) === null)
    .map((to) => ({ to })),
  apply: (s, seat, c) => {
    const to = c.to!;
    setCorruption(s, seat, to, true);
    if (to.kind === 'track' && s.players[seat].tracks[to.track] < LAST_SPACE) {
      const { space } = advanceTrack(s, seat, to.track);
      return { outcome: { seat, sectors: [], done: `gained a Corruption on a Civilization track and advanced to its space ${space}` } };
    }
    return { outcome: gained(seat, to) };
  },
};

/** Event C1-H: gain a Corruption (any free place) to gain a Glory token of value 1 (option 0) OR to recall 1 Fleet Power (option 1). */
export const straightToHell: SeatRule = {
  each: true,
  choices: (s, seat) => freeCorruptionPlaces(s, seat).flatMap((to): FrameChoice[] => [
    { option: 0, to }, ...recallableCubes(s, seat).map(({ sector, fleet }): FrameChoice => ({ option: 1, to, sector, fleet })),
  ]),
  apply: (s, seat, c) => {
    setCorruption(s, seat, c.to!, true);
    if (c.option === 0) {
      s.players[seat].glory.push(1);
      return { outcome: { seat, sectors: sectorsOf([c.to!]), done: 'gained a Corruption and a Glory token of value 1' } };
    }
    // A recall emptying a sector other than the Home Sector abandons it (A9), discarding the lowest Glory token (a reading).
    if (recall(s, seat, c.sector!, c.fleet!)) abandonByOwner(s, seat, c.sector!);
    return { outcome: { seat, sectors: [...new Set([...sectorsOf([c.to!]), c.sector!])], done: 'gained a Corruption and recalled 1 Fleet Power' } };
  },
};

/** Event C2-G: increase a Pure Population (not the Home Sector), then Corrupt that sector; no increase, no Corruption. */
export const internalDisruption: SeatRule = {
  each: true,
  choices: (s, seat) => growableSectors(s, seat).filter((x) => x !== s.map.starts[seat]?.home).map((sector) => ({ sector })),
  apply: (s, seat, c) => {
    s.sectors[c.sector!].population! += 1;
    s.sectors[c.sector!].corrupted = true;
    return { outcome: { seat, sectors: [c.sector!], done: 'increased a Population and Corrupted that sector' } };
  },
};
