/**
 * Cuts a mission script into the consequential announcements that close each async window (digest §11.4):
 * threats, incoming data, data transfers, communications down and restored, phase ends.
 */
import type { MissionDef } from '../data';
import type { PhaseNo, TimelineEvent, TimelineKind } from '../state';

/** Same-second announcements keep a fixed order: phase ends last, so a threat at a phase end still lands in it. */
const ORDER: Record<TimelineKind['type'], number> = {
  'comms-restored': 0,
  threat: 1,
  'incoming-data': 2,
  'data-transfer': 3,
  'comms-down': 4,
  'phase-end': 5,
};

export function buildTimeline(mission: MissionDef, opts: { members: number; solo: boolean }): TimelineEvent[] {
  const kinds: Array<{ at: number } & TimelineKind> = [];
  for (const e of mission.events) {
    if (e.type === 'threat') {
      // Unconfirmed reports are real only with 5 members (§11.1); solo never has them.
      if (!e.confirmed && (opts.members < 5 || opts.solo)) continue;
      kinds.push({ at: e.at, type: 'threat', turn: e.turn, threatKind: e.kind, severity: e.severity, zone: e.zone ?? null, unconfirmed: !e.confirmed });
    } else if (opts.solo) {
      continue; // Solo ignores data transfer, incoming data and communications down (§5.12).
    } else if (e.type === 'incoming_data') kinds.push({ at: e.at, type: 'incoming-data' });
    else if (e.type === 'data_transfer') kinds.push({ at: e.at, type: 'data-transfer' });
    else {
      kinds.push({ at: e.at, type: 'comms-down', until: e.until });
      kinds.push({ at: e.until, type: 'comms-restored' });
    }
  }
  mission.phase_ends_s.forEach((at, i) => {
    kinds.push({ at, type: 'phase-end', phase: (i + 1) as PhaseNo, last: i === mission.phase_ends_s.length - 1 });
  });
  kinds.sort((a, b) => a.at - b.at || ORDER[a.type] - ORDER[b.type]);
  return kinds.map((k, i) => ({ ...k, id: `ev-${String(i + 1).padStart(2, '0')}` }));
}

export function describeEvent(e: TimelineEvent): string {
  switch (e.type) {
    case 'threat': {
      const what = `${e.severity === 'serious' ? 'serious ' : ''}${e.threatKind === 'internal' ? 'internal threat' : `threat, zone ${e.zone}`}`;
      return `${e.unconfirmed ? 'Unconfirmed report: ' : ''}${what}, time T+${e.turn}.`;
    }
    case 'incoming-data':
      return 'Incoming data: every player draws one card.';
    case 'data-transfer':
      return 'Data transfer: every player may give one card to another player.';
    case 'comms-down':
      return 'Communications down!';
    case 'comms-restored':
      return 'Communications restored.';
    case 'phase-end':
      return e.last ? 'Mission ends: prepare for the jump!' : `Phase ${e.phase} ends.`;
  }
}
