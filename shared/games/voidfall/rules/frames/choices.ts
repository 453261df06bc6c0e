/**
 * Frames with a choice of their own: destroying Guilds and Installations (events C2-F and C3-A), Glory tokens for
 * Credits (C3-I), the last breath's three options (C3-J), Harbingers removed together (C1-J), Science for Credits
 * (C2-A) and a recall that removes a Corruption (C3-E).
 */
import type { Seat } from '../../../../engine';
import { recallableCubes } from '../../effects/actions';
import { adjacent } from '../../effects/fleets';
import { freeCorruptionPlaces, heldCorruptionPlaces, includesPlace, setCorruption } from '../corruption';
import { abandonByOwner, recall } from '../fleets';
import { MAX_GLORY_VALUE, upgradeGlory } from '../glory';
import { HOUSE_MAT, tierPlaces } from './corruption-frames';
import { adjacentVoidborn } from './placements';
import type { Draft, FrameChoice, SeatRule } from './types';

const notHome = (s: Draft, seat: Seat) => Object.keys(s.sectors).filter((id) => s.sectors[id].owner === seat && id !== s.map.starts[seat]?.home);
const guildChoices = (s: Draft, seat: Seat): FrameChoice[] =>
  notHome(s, seat).flatMap((sector) => [...new Set(s.sectors[sector].guilds)].map((guild) => ({ sector, guild })));
const installationChoices = (s: Draft, seat: Seat): FrameChoice[] =>
  notHome(s, seat).flatMap((sector) => [...new Set(s.sectors[sector].installations)].map((installation) => ({ sector, installation })));
const pieceCount = (s: Draft, seat: Seat) => notHome(s, seat).reduce((n, id) => n + s.sectors[id].guilds.length + s.sectors[id].installations.length, 0);

function destroy(s: Draft, seat: Seat, c: FrameChoice) {
  const x = s.sectors[c.sector!];
  if (c.guild) x.guilds.splice(x.guilds.indexOf(c.guild), 1);
  else x.installations.splice(x.installations.indexOf(c.installation!), 1);
  return { seat, sectors: [c.sector!], done: c.guild ? 'destroyed a Guild' : 'destroyed an Installation' };
}

/** Event C2-F: twice, a Guild or an Installation outside the Home Sector; all-or-nothing (A1): fewer than two, nothing. */
export const destroyTwice: SeatRule = {
  each: true,
  choices: (s, seat, step) => (pieceCount(s, seat) + step.step < 2 ? [] : [...guildChoices(s, seat), ...installationChoices(s, seat)]),
  apply: (s, seat, c, step) => ({ outcome: destroy(s, seat, c), again: step.step === 0 }),
};

/** Event C3-A: a Guild in one of your sectors (not the Home Sector), if possible. */
export const destroyGuild: SeatRule = {
  each: true,
  choices: guildChoices,
  apply: (s, seat, c) => ({ outcome: destroy(s, seat, c) }),
};

/** Event C3-I: spend 1 Credit to upgrade a Glory token (option 0) OR discard a Glory token to gain 3 Credits (option 1). */
export const brightFuture: SeatRule = {
  each: true,
  choices: (s, seat) => {
    const p = s.players[seat];
    const values = [...new Set(p.glory)].sort((a, b) => a - b);
    return [
      ...(p.resources.credits >= 1 ? values.filter((v) => v < MAX_GLORY_VALUE).map((value): FrameChoice => ({ option: 0, value })) : []),
      ...values.map((value): FrameChoice => ({ option: 1, value })),
    ];
  },
  apply: (s, seat, c) => {
    const p = s.players[seat];
    if (c.option === 0) {
      p.resources.credits -= 1;
      upgradeGlory(p, c.value!);
      return { outcome: { seat, sectors: [], done: `spent 1 Credit to upgrade a Glory token of value ${c.value}` } };
    }
    p.glory.splice(p.glory.indexOf(c.value!), 1);
    p.resources.credits += 3;
    return { outcome: { seat, sectors: [], done: `discarded a Glory token of value ${c.value} to gain 3 Credits` } };
  },
};

/**
 * Where a player places a Harbinger (A11): a Voidborn sector adjacent to one of their sectors, one without a Harbinger
 * when there is one. The Harbinger supply's size is in no source: it is taken as never running out.
 */
export function harbingerSectors(s: Draft, seat: Seat): string[] {
  const adjacentIds = adjacentVoidborn(s, seat);
  const free = adjacentIds.filter((id) => s.sectors[id].harbingers === 0);
  return free.length > 0 ? free : adjacentIds;
}

/**
 * Event C3-J: discard an ongoing Crisis (no Crisis board in a competitive game: never open), place a Harbinger
 * (option 1, the default), or gain a Corruption on the House mat (option 2).
 */
export const lastBreath: SeatRule = {
  each: true,
  choices: (s, seat) => [
    ...harbingerSectors(s, seat).map((sector): FrameChoice => ({ option: 1, sector })),
    ...tierPlaces(s, seat, [HOUSE_MAT]).map((to): FrameChoice => ({ option: 2, to })),
  ],
  apply: (s, seat, c) => {
    if (c.option === 2) {
      setCorruption(s, seat, c.to!, true);
      return { outcome: { seat, sectors: [], done: 'gained a Corruption on the House mat' } };
    }
    s.sectors[c.sector!].harbingers += 1;
    return { outcome: { seat, sectors: [c.sector!], done: 'placed a Harbinger' } };
  },
};

const harbingerIds = (s: Draft) => s.map.sectors.map((x) => x.id).filter((id) => s.sectors[id].harbingers > 0);

/**
 * Event C1-J, "collectively gain two Corruption in total to remove a Harbinger" (a reading: no source says how a
 * table agrees): in turn order each player may pledge a Corruption (a free place, the Decontamination Chambers card
 * too), one or both; the pledge completing the two names the Harbinger's sector, then both are gained and the
 * Harbinger returns to the supply. Fewer than two pledged once everyone has chosen: nothing happens.
 */
export const knowYourEnemy: SeatRule = {
  each: true,
  choices: (s, seat, step) => {
    const targets = harbingerIds(s);
    if (step.pledges.length >= 2 || targets.length === 0) return [];
    const mine = step.pledges.filter((p) => p.seat === seat).map((p) => p.place);
    const places = freeCorruptionPlaces(s, seat).filter((to) => !includesPlace(mine, to));
    const pledges = step.pledges.length === 0 ? places.map((to): FrameChoice => ({ to }))
      : places.flatMap((to) => targets.map((sector): FrameChoice => ({ to, sector })));
    return pledges.length > 0 ? [{ decline: true }, ...pledges] : [];
  },
  apply: (s, seat, c, step) => {
    if (c.decline) return { outcome: null };
    step.pledges.push({ seat, place: c.to! });
    if (c.sector === undefined) return { outcome: { seat, sectors: [], done: 'offered a Corruption to remove a Harbinger' }, again: true };
    for (const p of step.pledges) setCorruption(s, p.seat, p.place, true);
    s.sectors[c.sector].harbingers -= 1;
    return { outcome: { seat, sectors: [c.sector], done: 'completed the two Corruption: a Harbinger was removed' } };
  },
};

/** Event C2-A: spend up to 6 Science to gain as many Credits. */
export const scienceForCredits: SeatRule = {
  each: true,
  choices: (s, seat) => {
    const most = Math.min(6, s.players[seat].resources.science);
    return most === 0 ? [] : [{ decline: true }, ...Array.from({ length: most }, (_, i): FrameChoice => ({ count: i + 1 }))];
  },
  apply: (s, seat, c) => {
    if (c.decline) return { outcome: { seat, sectors: [], done: 'declined the benefit' } };
    const r = s.players[seat].resources;
    r.science -= c.count!;
    r.credits += c.count!;
    return { outcome: { seat, sectors: [], done: `spent ${c.count} Science to gain ${c.count} Credits` } };
  },
};

/** Event C3-E: recall 1 Fleet Power to remove a Corruption from that sector or an adjacent one; who does gains 6 Influence. */
export const recallToPurify: SeatRule = {
  each: true,
  choices: (s, seat) => {
    const corrupted = heldCorruptionPlaces(s, seat).flatMap((p) => (p.kind === 'sector' ? [p.sector] : []));
    const options = recallableCubes(s, seat).flatMap(({ sector, fleet }) => corrupted
      .filter((id) => id === sector || adjacent(s, id, sector))
      .map((id): FrameChoice => ({ sector, fleet, from: { kind: 'sector', sector: id } })));
    return options.length > 0 ? [{ decline: true }, ...options] : [];
  },
  apply: (s, seat, c) => {
    if (c.decline) return { outcome: { seat, sectors: [], done: 'declined the benefit' } };
    setCorruption(s, seat, c.from!, false);
    if (recall(s, seat, c.sector!, c.fleet!)) abandonByOwner(s, seat, c.sector!);
    s.players[seat].influence += 6;
    const purified = c.from!.kind === 'sector' ? c.from!.sector : c.sector!;
    return { outcome: { seat, sectors: [...new Set([c.sector!, purified])], done: 'recalled 1 Fleet Power, removed a Corruption and gained 6 Influence' } };
  },
};
