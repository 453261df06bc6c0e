/**
 * The action round as windows: a window runs between two consequential announcements; it closes when every player
 * is ready (or, live, at its deadline) and the next announcement fires (digest §11.4).
 */
import { afterMission } from '../campaign/interval';
import { describeEvent } from '../mission/timeline';
import { resolveMission, type ResolutionInput } from '../resolution/resolve';
import type { PhaseNo, SpaceAlertState, TimelineEvent } from '../state';
import type { SpaceAlertEvent } from '../events';
import { endStanding } from './standing';

export function openWindow(s: SpaceAlertState, now: number): void {
  const fromSec = s.next === 0 ? 0 : s.timeline[s.next - 1].at;
  const toSec = s.timeline[s.next]?.at ?? fromSec;
  const gap = Math.max(0, toSec - fromSec);
  s.window = { index: s.window.index + 1, fromSec, toSec, deadlineAt: s.config.timePressure === 'live' ? now + gap * 1000 : null };
  s.ready = s.ready.map(() => false);
  s.budget = s.budget.map(() => (s.config.timePressure === 'budgeted' ? Math.max(1, Math.round(gap / s.config.secondsPerOperation)) : null));
}

/** Takes a seat from its phase to the next one: the slots left behind lock, the next stack joins the hand. */
export function advanceSeat(s: SpaceAlertState, seat: number): void {
  s.phase[seat] = (s.phase[seat] + 1) as PhaseNo;
  const member = s.members.find((m) => m.seat === seat);
  const stack = member?.stacks.shift();
  if (member && stack) member.hand.push(...stack);
}

/** Fires the next announcement; then opens the next window, a data transfer, or the resolution. */
export function fireNext(s: SpaceAlertState, now: number, events: SpaceAlertEvent[]): void {
  const e = s.timeline[s.next];
  s.next += 1;
  s.fired.push(e.id);
  const extra = fire(s, e, events);
  s.announcements.push({ id: e.id, at: e.at, text: describeEvent(e) + extra });
  events.push({ type: 'announced', id: e.id, at: e.at, text: describeEvent(e) + extra });
  if (s.status === 'over') return;
  if (e.type === 'data-transfer' && s.players > 1) {
    s.status = 'transfer';
    s.gifts = s.gifts.map(() => null);
    s.ready = s.ready.map(() => false);
    s.window = { ...s.window, deadlineAt: s.config.timePressure === 'live' ? now + 15_000 : null };
    return;
  }
  openWindow(s, now);
}

function fire(s: SpaceAlertState, e: TimelineEvent, events: SpaceAlertEvent[]): string {
  switch (e.type) {
    case 'threat': {
      const deck = s.threatDecks[`${e.threatKind}-${e.severity}`];
      const threat = deck.shift();
      if (!threat) return ' (the deck is empty: no threat)';
      s.announced.push({ threat, turn: e.turn, zone: e.threatKind === 'external' ? e.zone : null, eventId: e.id });
      return '';
    }
    case 'incoming-data':
      for (const m of s.members.filter((x) => x.kind === 'player')) {
        const card = s.deck.shift();
        if (!card) break;
        m.hand.push(card);
        events.push({ type: 'drew', seat: m.seat!, card });
      }
      return '';
    case 'data-transfer':
      return '';
    case 'comms-down':
      s.commsDown = true;
      return '';
    case 'comms-restored':
      s.commsDown = false;
      return '';
    case 'phase-end':
      s.scriptPhase = e.phase + 1;
      s.phase.forEach((p, seat) => {
        if (p <= e.phase && !e.last) advanceSeat(s, seat);
      });
      if (e.last) finishActionRound(s, events);
      return '';
  }
}

export function resolutionInput(s: SpaceAlertState): ResolutionInput {
  return {
    crew: s.members.map((m) => ({ name: m.name, android: m.kind === 'android', slots: m.slots })),
    threats: s.announced.map((a) => ({ id: a.threat, token: a.turn, zone: a.zone })),
    trajectories: s.trajectories,
    damageStacks: s.damageStacks,
    carry: s.campaign.carry,
  };
}

/** All slots lock, the commander jumps, and the plan resolves exactly as the rules say. */
export function finishActionRound(s: SpaceAlertState, events: SpaceAlertEvent[]): void {
  s.status = 'over';
  endStanding(s);
  s.commsDown = false;
  s.resolution = resolveMission(resolutionInput(s));
  events.push({ type: 'resolved', won: s.resolution.won, reason: s.resolution.reason, score: s.resolution.score?.total ?? null });
  afterMission(s);
}
