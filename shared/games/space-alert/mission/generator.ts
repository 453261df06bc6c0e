/**
 * A random mission script drawn from the seeded PRNG under the public generators' rules (data README §3,
 * mkalus/JSpaceAlertMissionGenerator): threat budget, T+ slots, zones, phase lengths, announcement times,
 * data events and communications-down periods. Same rng state, same mission.
 */
import type { Rng } from '../../../engine/rng';
import type { MissionDef, ScriptEventDef } from '../data';
import type { Zone } from '../state';

interface Draft {
  serious: boolean;
  internal: boolean;
  unconfirmed: boolean;
  slot: number;
  zone: Zone | null;
}

const LEVEL = 8;
const UNCONFIRMED = 1;

/** Step 1: how many common/serious, internal/external threats, and which are unconfirmed. */
function budget(rng: Rng): Draft[] {
  for (let attempt = 0; attempt < 100; attempt++) {
    let internalLeft = rng.between(1, 3);
    const maxNormal = LEVEL - 1;
    const maxSerious = Math.floor((LEVEL - 1) / 2);
    let serious = rng.between(Math.max(0, Math.ceil((LEVEL - maxNormal) / 2)), Math.min(Math.floor(LEVEL / 2), maxSerious));
    if (UNCONFIRMED % 2 === 1 && 2 * serious === LEVEL) serious -= 1;
    let common = LEVEL - 2 * serious;
    while (common + serious > 8) {
      common -= 2;
      serious += 1;
    }
    const drafts: Draft[] = rng.shuffle([...Array(serious).fill(true), ...Array(common).fill(false)]).map((s) => ({ serious: s, internal: false, unconfirmed: false, slot: 0, zone: null }));
    let levelsLeft = LEVEL;
    for (const d of drafts) {
      const cost = d.serious ? 2 : 1;
      const canBeInternal = !d.serious || internalLeft > 1;
      if (canBeInternal && internalLeft >= cost && rng.int(levelsLeft) < internalLeft) {
        d.internal = true;
        internalLeft -= cost;
      }
      levelsLeft -= cost;
    }
    if (drafts.filter((d) => d.internal).length > 2) continue;
    const commons = drafts.filter((d) => !d.serious);
    if (commons.length) rng.pick(commons).unconfirmed = true;
    return drafts;
  }
  throw new Error('mission generator: no threat budget found');
}

const WINDOWS = { commonExternal: [1, 8], seriousExternal: [2, 7], commonInternal: [2, 7], seriousInternal: [3, 6] } as const;

function windowOf(d: Draft): readonly [number, number] {
  if (d.internal) return d.serious ? WINDOWS.seriousInternal : WINDOWS.commonInternal;
  return d.serious ? WINDOWS.seriousExternal : WINDOWS.commonExternal;
}

/** Step 2: one T+ slot per threat; no two internal threats in neighbouring slots; halves balanced within 1. */
function assignSlots(rng: Rng, drafts: Draft[]): boolean {
  for (let attempt = 0; attempt < 200; attempt++) {
    const taken = new Set<number>();
    let ok = true;
    for (const d of rng.shuffle(drafts)) {
      const [lo, hi] = windowOf(d);
      const free = [];
      for (let s = lo; s <= hi; s++) {
        const nearInternal = drafts.some((o) => o !== d && o.internal && taken.has(o.slot) && Math.abs(o.slot - s) === 1);
        if (!taken.has(s) && !(d.internal && nearInternal)) free.push(s);
      }
      if (!free.length) {
        ok = false;
        break;
      }
      d.slot = rng.pick(free);
      taken.add(d.slot);
    }
    const early = drafts.filter((d) => d.slot <= 4).length;
    if (ok && Math.abs(early - (drafts.length - early)) <= 1) return true;
    for (const d of drafts) d.slot = 0;
  }
  return false;
}

/** Step 3: zones in slot order, never the previous external zone, at most 3 per zone. */
function assignZones(rng: Rng, drafts: Draft[]): void {
  let previous: Zone | null = null;
  const count: Record<Zone, number> = { red: 0, white: 0, blue: 0 };
  for (const d of [...drafts].sort((a, b) => a.slot - b.slot)) {
    if (d.internal) continue;
    const options = (['red', 'white', 'blue'] as Zone[]).filter((z) => z !== previous && count[z] < 3);
    d.zone = rng.pick(options.length ? options : (['red', 'white', 'blue'] as Zone[]));
    count[d.zone] += 1;
    previous = d.zone;
  }
}

type Busy = Array<[number, number]>;
const free = (busy: Busy, from: number, to: number) => busy.every(([a, b]) => to <= a || from >= b);

/** Places an event of `length` seconds uniformly in [lo, hi], avoiding overlaps; null when it does not fit. */
function place(rng: Rng, busy: Busy, lo: number, hi: number, length: number): number | null {
  for (let i = 0; i < 60 && hi > lo; i++) {
    const at = rng.between(Math.floor(lo), Math.floor(hi));
    if (free(busy, at, at + length)) {
      busy.push([at, at + length]);
      return at;
    }
  }
  return null;
}

export function generateMission(rng: Rng): MissionDef {
  for (let attempt = 0; attempt < 50; attempt++) {
    const drafts = budget(rng);
    if (!assignSlots(rng, drafts)) continue;
    assignZones(rng, drafts);
    const lengths = [rng.between(205, 240), rng.between(180, 225), rng.between(140, 155)];
    const ends = [lengths[0], lengths[0] + lengths[1], lengths[0] + lengths[1] + lengths[2]];
    const starts = [0, ends[0], ends[1]];
    const busy: Busy = ends.map((e) => [e - 12, e] as [number, number]);
    const events: ScriptEventDef[] = [];
    let ok = true;
    let ambushed = false;
    for (const phase of [0, 1]) {
      const mine = drafts.filter((d) => (phase === 0 ? d.slot <= 4 : d.slot > 4)).sort((a, b) => a.slot - b.slot);
      const limit = starts[phase] + 0.7 * lengths[phase];
      let now = starts[phase] + (phase === 0 ? rng.between(10, 20) : rng.between(10, 40));
      for (const d of mine) {
        // At most one ambush: a common external T+4 (or else T+8) announced in the last minute of its phase, 40 %.
        const ambush: boolean = !ambushed && !d.internal && !d.serious && (d.slot === 4 || d.slot === 8) && rng.int(10) < 4;
        ambushed ||= ambush;
        const at = ambush ? place(rng, busy, ends[phase] - 59, ends[phase] - 25, 15) : free(busy, now, now + 15) ? now : place(rng, busy, now, ends[phase] - 30, 15);
        if (at === null) {
          ok = false;
          break;
        }
        if (!ambush && at === now) busy.push([now, now + 15]);
        events.push({ type: 'threat', at, turn: d.slot, kind: d.internal ? 'internal' : 'external', severity: d.serious ? 'serious' : 'common', confirmed: !d.unconfirmed, ...(d.zone ? { zone: d.zone } : {}) });
        now = Math.max(now, at) + 20 + rng.int(Math.max(1, Math.floor((limit - now) / 2)));
      }
    }
    if (!ok) continue;
    const data = dataEvents(rng, busy, starts, ends);
    const comms = commsDown(rng, busy, ends[2]);
    if (!data || !comms) continue;
    return {
      id: 'random',
      title: 'Random mission (seeded generator)',
      group: 'random',
      phases: 3,
      phase_ends_s: ends,
      events: [...events, ...data, ...comms].sort((a, b) => a.at - b.at),
    };
  }
  throw new Error('mission generator: no mission found');
}

/** Step 6: incoming data and data transfers per phase within the generator's bounds. */
function dataEvents(rng: Rng, busy: Busy, starts: number[], ends: number[]): ScriptEventDef[] | null {
  const incomingRange = [[1, 3], [0, 2], [0, 2]];
  const transferRange = [[0, 1], [1, 2], [1, 1]];
  const totalRange = [[2, 3], [2, 3], [0, 1]];
  for (let attempt = 0; attempt < 100; attempt++) {
    const incoming = incomingRange.map(([a, b]) => rng.between(a, b));
    const transfers = transferRange.map(([a, b]) => rng.between(a, b));
    const fits = [0, 1, 2].every((p) => incoming[p] + transfers[p] >= totalRange[p][0] && incoming[p] + transfers[p] <= totalRange[p][1]);
    if (!fits || incoming.reduce((a, b) => a + b) < 2 || transfers.reduce((a, b) => a + b) < 3) continue;
    const out: ScriptEventDef[] = [];
    for (const p of [0, 1, 2]) {
      for (let i = 0; i < transfers[p]; i++) {
        const at = place(rng, busy, starts[p] + 5, ends[p] - 30, 15);
        if (at === null) return null;
        out.push({ type: 'data_transfer', at });
      }
      for (let i = 0; i < incoming[p]; i++) {
        const at = place(rng, busy, starts[p] + 5, ends[p] - 25, 10);
        if (at === null) return null;
        out.push({ type: 'incoming_data', at });
      }
    }
    return out;
  }
  return null;
}

/** Step 7: 45-60 s of silence in chunks of 9-20 s. */
function commsDown(rng: Rng, busy: Busy, length: number): ScriptEventDef[] | null {
  let total = rng.between(45, 60);
  const out: ScriptEventDef[] = [];
  while (total > 0) {
    // The last chunk takes what is left (at least 9 s), so there are never more than 5 chunks of 9-20 s.
    const duration = total <= 20 ? total : Math.min(total - 9, rng.between(9, 20));
    const at = place(rng, busy, 10, length - 20 - duration, duration);
    if (at === null) return null;
    out.push({ type: 'communications_down', at, duration, until: at + duration });
    total -= duration;
  }
  return out;
}
