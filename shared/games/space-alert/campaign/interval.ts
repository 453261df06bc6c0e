/**
 * Between campaign missions (§5.13): the team votes to go on (unanimity, else the cautious "stop" wins), then each
 * member who was not knocked out repairs one damage tile (at most 2 per zone) or one broken battlebot unit, Captain first.
 */
import { fail, type ApplyResult } from '../../../engine';
import type { Rng } from '../../../engine/rng';
import { MISSIONS } from '../data';
import type { Difficulty } from '../config';
import type { SpaceAlertEvent } from '../events';
import type { SpaceAlertMove } from '../moves';
import { generateMission } from '../mission/generator';
import { openWindow } from '../planning/window';
import { ZONES } from '../rules/ship';
import { dealMission } from '../setup';
import type { SpaceAlertState, Zone } from '../state';
import type { Carry } from './types';

type Result = ApplyResult<SpaceAlertState, SpaceAlertEvent>;

/** Records the mission just resolved and decides whether the campaign goes on to an interval. */
export function afterMission(s: SpaceAlertState): void {
  const r = s.resolution!;
  s.campaign.played.push({
    missionId: s.missionId,
    won: r.won,
    reason: r.reason,
    threatPoints: r.score ? r.score.destroyed + r.score.survived : 0,
    visual: r.score?.visual ?? 0,
    score: r.score,
  });
  if (!r.won || s.campaign.played.length >= s.config.campaign) return;
  const last = r.turns[r.turns.length - 1];
  const broken = last.crew.filter((m) => m.bots === 'inactive' || m.bots === 'dead').length + (['LR', 'UB'] as const).filter((b) => last.bays[b] === 'disabled').length;
  const unplaced = s.campaign.carry ? Math.max(0, s.campaign.carry.brokenBots) : 0;
  const carry: Carry = { damage: structuredClone(last.damage), brokenBots: Math.min(2, broken + unplaced), bay: 'LR' };
  s.status = 'interval';
  s.campaign.interval = {
    stage: 'vote',
    votes: Array(s.players).fill(null),
    wishes: Array(s.players).fill(null),
    queue: last.crew.filter((m) => !m.ko).map((m) => m.index),
    repairedPerZone: { red: 0, white: 0, blue: 0 },
    carry,
  };
}

/** The seat that decides for a crew member: its player, or the Captain's seat for an android. */
export function deciderOf(s: SpaceAlertState, member: number): number {
  return s.members[member]?.seat ?? 0;
}

type Vote = Extract<SpaceAlertMove, { type: 'campaign-vote' }>;
const CAUTION: Difficulty[] = ['white', 'mixed', 'yellow'];
const cautious = (wishes: Difficulty[]) => CAUTION[Math.min(...wishes.map((d) => CAUTION.indexOf(d)))];

export function vote(s: SpaceAlertState, seat: number, move: Vote, rng: Rng, now: number): Result {
  const { continue: goOn, bay } = move;
  const interval = s.campaign.interval!;
  if (interval.stage !== 'vote') return fail('move/not-voting', 'The team has already decided; repairs are under way.');
  if (interval.votes[seat] !== null) return fail('move/already-voted', 'You have already voted.');
  interval.votes[seat] = goOn;
  interval.wishes[seat] = { normal: move.normal ?? s.campaign.difficulty.normal, serious: move.serious ?? s.campaign.difficulty.serious };
  if (seat === 0 && bay) interval.carry.bay = bay;
  const events: SpaceAlertEvent[] = [{ type: 'campaign-vote', seat, continue: goOn }];
  if (interval.votes.some((v) => v === null)) return { ok: true, state: s, events };
  if (interval.votes.some((v) => v === false)) {
    s.status = 'over';
    s.campaign.interval = null;
    return { ok: true, state: s, events };
  }
  const wishes = interval.wishes.filter((w) => w !== null);
  s.campaign.difficulty = { normal: cautious(wishes.map((w) => w.normal)), serious: cautious(wishes.map((w) => w.serious)) };
  interval.stage = 'repair';
  if (interval.queue.length === 0) startNextMission(s, rng, now);
  return { ok: true, state: s, events };
}

/** `recordReturned` (rules version 2): note the repaired tile as public, since the whole table sees it go back (view.ts). */
export function repair(
  s: SpaceAlertState,
  seat: number,
  what: 'tile' | 'bots' | 'nothing',
  tile: string | undefined,
  { rng, now, recordReturned }: { rng: Rng; now: number; recordReturned: boolean },
): Result {
  const interval = s.campaign.interval!;
  if (interval.stage !== 'repair') return fail('move/still-voting', 'The team must first decide whether to go on.');
  const member = interval.queue[0];
  if (deciderOf(s, member) !== seat) return fail('move/not-your-repair', 'Another crew member repairs now.');
  const carry = interval.carry;
  if (what === 'tile') {
    const zone = ZONES.find((z) => tile !== undefined && carry.damage[z].includes(tile));
    if (!zone) return fail('move/no-such-tile', 'That damage tile is not on the ship.');
    if (interval.repairedPerZone[zone] >= 2) return fail('move/zone-repaired', `At most 2 tiles per zone can be repaired between missions; the ${zone} zone has had its 2.`);
    carry.damage[zone] = carry.damage[zone].filter((t) => t !== tile);
    interval.repairedPerZone[zone] += 1;
    if (recordReturned) s.campaign.returned = [...new Set([...(s.campaign.returned ?? []), tile!])];
  } else if (what === 'bots') {
    if (carry.brokenBots === 0) return fail('move/no-broken-bots', 'No battlebot unit needs repair.');
    carry.brokenBots -= 1;
  }
  interval.queue.shift();
  const events: SpaceAlertEvent[] = [{ type: 'campaign-repair', seat, member, repair: what, ...(tile && what === 'tile' ? { tile } : {}) }];
  if (interval.queue.length === 0) startNextMission(s, rng, now);
  return { ok: true, state: s, events };
}

/** The next mission: soundtrack at random (or a generated script), fresh cards and decks, the same battered ship. */
function startNextMission(s: SpaceAlertState, rng: Rng, now: number): void {
  const carry = s.campaign.interval!.carry;
  const fixed = MISSIONS.filter((m) => m.group === 'mission');
  const mission = s.config.mission === 'random' ? generateMission(rng) : rng.pick(fixed);
  const config = { ...s.config, normalDifficulty: s.campaign.difficulty.normal, seriousDifficulty: s.campaign.difficulty.serious };
  Object.assign(s, dealMission(config, s.players, rng, mission, carry.damage));
  s.campaign.carry = carry;
  s.campaign.interval = null;
  openWindow(s, now);
}

export function repairableTiles(s: SpaceAlertState): string[] {
  const interval = s.campaign.interval;
  if (!interval) return [];
  return ZONES.filter((z: Zone) => interval.repairedPerZone[z] < 2).flatMap((z) => interval.carry.damage[z]);
}
