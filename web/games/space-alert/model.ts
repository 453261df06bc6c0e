/**
 * Pure helpers that turn the Space Alert view into what the board draws: slot phases and locks, card labels,
 * the ship at a turn of the replay, threats on their trajectories, the log of a turn grouped by step.
 */
import type { CardFace, CrewView, LogEntry, SpaceAlertView, ThreatSnapshot, TurnSnapshot, Zone } from './view-types';

export const ZONES: readonly Zone[] = ['red', 'white', 'blue'];
export const STATIONS = ['UR', 'UW', 'UB', 'LR', 'LW', 'LB'] as const;
export type StationId = (typeof STATIONS)[number];

/** The 12 slots of an action board by phase (rulebook: turns 1-3, 4-7, 8-12). */
export const PHASE_SLOTS: Record<1 | 2 | 3, number[]> = { 1: [1, 2, 3], 2: [4, 5, 6, 7], 3: [8, 9, 10, 11, 12] };

export function phaseOfSlot(slot: number): 1 | 2 | 3 {
  return slot <= 3 ? 1 : slot <= 7 ? 2 : 3;
}

/**
 * Where a slot stands for its board's planner: `locked` once the phase is left behind (or the action round is over),
 * `open` in the phase being planned, `later` for phases not reached yet. Androids follow the viewing seat's phase.
 */
export function slotStatus(slot: number, planningPhase: number | null, over: boolean): 'locked' | 'open' | 'later' {
  if (over || planningPhase === null) return 'locked';
  const phase = phaseOfSlot(slot);
  if (phase < planningPhase) return 'locked';
  return phase === planningPhase ? 'open' : 'later';
}

const ACTION_NAMES: Record<string, string> = { A: 'A', B: 'B', C: 'C', bots: 'Bots' };
const MOVE_NAMES: Record<string, string> = { red: 'move red', blue: 'move blue', lift: 'gravolift' };

/** The two halves of a card in words, e.g. "A / move red", "heroic B / teleport UR". */
export function cardLabel(card: CardFace): string {
  if (card.action === undefined) return 'a card';
  if (card.heroic) return `heroic ${ACTION_NAMES[card.action] ?? card.action} / teleport ${card.teleport}`;
  return `${ACTION_NAMES[card.action] ?? card.action} / ${MOVE_NAMES[card.move ?? ''] ?? String(card.move)}`;
}

/** What a card does with the given half up, e.g. "A", "Battlebots", "move red", "teleport UR". */
export function halfLabel(card: CardFace, half: 'action' | 'move'): string {
  if (card.action === undefined) return half === 'action' ? 'the action half' : 'the movement half';
  if (half === 'action') return `${card.heroic ? 'heroic ' : ''}${ACTION_NAMES[card.action] ?? card.action}`;
  return card.heroic ? `teleport ${card.teleport}` : (MOVE_NAMES[card.move ?? ''] ?? String(card.move));
}

/** One crew figure on the ship: which member, where, knocked out or carrying battlebots. */
export interface Figure {
  index: number;
  station: StationId | 'space';
  ko: boolean;
  bots: string | null;
}

/** The ship as the board draws it: the starting ship while planning, or a turn snapshot in the replay. */
export interface ShipModel {
  shields: Record<Zone, { energy: number; capacity: number }>;
  reactors: Record<Zone, { energy: number; capacity: number }>;
  capsules: number;
  rockets: number;
  bays: { LR: string; UB: string };
  interceptorsOut: boolean;
  figures: Figure[];
  damage: Record<Zone, string[]>;
  maintenance: boolean[];
  visual: number[];
}

export function shipModel(v: SpaceAlertView, turn: TurnSnapshot | null): ShipModel {
  if (turn) {
    return {
      shields: turn.shields,
      reactors: turn.reactors,
      capsules: turn.capsules,
      rockets: turn.rockets,
      bays: turn.bays,
      interceptorsOut: turn.crew.some((c) => c.station === 'space'),
      figures: turn.crew.map((c) => ({ index: c.index, station: c.station, ko: c.ko, bots: c.bots })),
      damage: turn.damage,
      maintenance: turn.maintenance,
      visual: turn.visual,
    };
  }
  const ship = v.ship;
  return {
    shields: ship.shields,
    reactors: ship.reactors,
    capsules: ship.fuelCapsules,
    rockets: ship.rockets,
    bays: ship.battlebots,
    interceptorsOut: false,
    figures: v.crew.map((c) => ({ index: c.index, station: ship.crewAt as StationId, ko: false, bots: null })),
    damage: ship.damage as Record<Zone, string[]>,
    maintenance: [false, false, false],
    visual: [0, 0, 0],
  };
}

/** A threat as a token on its track: where it is now, its state, and the damage it has taken. */
export interface TrackToken {
  token: number;
  threatId: string;
  position: number | null;
  status: ThreatSnapshot['status'] | 'announced';
  damage: number;
}

/** Threats per trajectory (red, white, blue, internal): announced ones while planning, positions from a snapshot in the replay. */
export function tokensByTrack(v: SpaceAlertView, turn: TurnSnapshot | null): Record<Zone | 'internal', TrackToken[]> {
  const out: Record<Zone | 'internal', TrackToken[]> = { red: [], white: [], blue: [], internal: [] };
  if (turn) {
    for (const t of turn.threats) {
      out[t.zone ?? 'internal'].push({ token: t.token, threatId: t.threat, position: t.status === 'waiting' ? null : t.position, status: t.status, damage: t.damage });
    }
  } else {
    for (const t of v.threats) out[t.zone ?? 'internal'].push({ token: t.token, threatId: t.card.id, position: null, status: 'announced', damage: 0 });
  }
  for (const list of Object.values(out)) list.sort((a, b) => a.token - b.token);
  return out;
}

const STEP_TITLES: Record<LogEntry['step'], string> = {
  start: 'The jump',
  check: 'Computer check',
  appear: 'Threats appear',
  actions: 'Crew actions',
  damage: 'Damage',
  threats: 'Threats move and act',
  rocket: 'Rockets',
  end: 'End of the mission',
};

/** The log lines of one turn, grouped by step in the order they happened. */
export function stepsOfTurn(log: LogEntry[], turn: number): Array<{ step: LogEntry['step']; title: string; lines: string[] }> {
  const groups: Array<{ step: LogEntry['step']; title: string; lines: string[] }> = [];
  for (const entry of log.filter((e) => e.turn === turn)) {
    const last = groups[groups.length - 1];
    if (last && last.step === entry.step) last.lines.push(entry.text);
    else groups.push({ step: entry.step, title: STEP_TITLES[entry.step] ?? entry.step, lines: [entry.text] });
  }
  return groups;
}

/** What each member had programmed for a turn (slot = turn), so the replay can say why they did what they did. */
export function programsForTurn(crew: CrewView[], turn: number): Array<{ index: number; name: string; text: string }> {
  if (turn < 1 || turn > 12) return [];
  return crew.map((m) => {
    const slot = m.slots[turn - 1];
    if (!slot) return { index: m.index, name: m.name, text: 'nothing (empty slot)' };
    if (!('card' in slot) || !slot.card) return { index: m.index, name: m.name, text: 'a hidden card' };
    return { index: m.index, name: m.name, text: halfLabel(slot.card, slot.half) };
  });
}

/** Script seconds as m:ss, the way the mission soundtrack counts. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A member's name as the table knows it: the seat holder's display name when there is one, "Captain" and "you" as tags. */
export function memberName(member: CrewView, seatNames: Array<string | null>, mySeat: number | null = null): string {
  if (member.seat === null) return member.name;
  const tags = [member.index === 0 ? 'Captain' : null, member.seat === mySeat ? 'you' : null].filter(Boolean);
  const name = seatNames[member.seat] ?? `Player ${member.seat + 1}`;
  return tags.length ? `${name} (${tags.join(', ')})` : name;
}

/**
 * The engine's resolution log names a player's member by its table name ("Seat 2"); the board shows players by their
 * display names instead, so each such name is replaced by the seat holder's name.
 */
export function withCrewNames(text: string, seatNames: Array<string | null>): string {
  return text.replace(/\bSeat (\d)\b/g, (whole, n: string) => seatNames[Number(n) - 1] ?? `Player ${n}`);
}
