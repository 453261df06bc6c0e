/**
 * What a viewer may know, built by whitelisting (digest §7): the shared board, announced threats, the announcement log,
 * their own hand and board, androids' boards (face up), and of other players' boards only which slots are used and
 * which half is up. After resolution everything is shown, with the turn-by-turn record.
 */
import { deepFreeze } from '../../engine/clone';
import type { Viewer } from '../../engine/types';
import { threatDef, trajectoryDef } from './data';
import { cardById } from './data/cards';
import type { SpaceAlertEvent } from './events';
import { initialSim, snapshot } from './resolution/resolve';
import { HEAVY_POWER, LIGHT_POWER, PHASE_TURNS, PULSE_POWER, PULSE_RANGE, STATIONS, zoneOf } from './rules/ship';
import type { Member, Placed, SpaceAlertState } from './state';

/**
 * The parts of a view that depend only on game data (a card's face, a threat's card, a trajectory) or on the
 * mission's start (the starting ship) are built once and shared by every view, frozen: views are read, never changed.
 */
function memo<T>(build: (id: string) => T): (id: string) => T {
  const built = new Map<string, T>();
  return (id) => {
    let value = built.get(id);
    if (value === undefined) built.set(id, (value = deepFreeze(build(id))));
    return value;
  };
}

export const cardFace = memo(buildCardFace);
const threatCard = memo(buildThreatCard);
const trajectoryCard = memo((id: string) => {
  const t = trajectoryDef(id);
  return { id: t.id, length: t.length, x: [...t.x_spaces], y: [...t.y_spaces], z: t.z_space };
});

function buildCardFace(id: string) {
  const card = cardById(id);
  if (!card) return { id };
  return card.heroic ? { id, heroic: true, action: card.action, teleport: card.teleport } : { id, heroic: false, action: card.action, move: card.move };
}

function buildThreatCard(id: string) {
  const def = threatDef(id);
  const common = {
    id: def.id,
    name: def.name,
    kind: def.kind,
    severity: def.severity,
    difficulty: def.difficulty,
    speed: def.speed,
    points: { ...def.points },
    actions: { X: def.actions.X.text, Y: def.actions.Y.text, Z: def.actions.Z.text },
  };
  if (def.kind === 'external') return { ...common, structure: def.structure, shields: def.shields };
  return { ...common, health: def.health, category: def.category, stations: [...def.location.stations], hitBy: def.hit_by, fightsBack: def.fights_back };
}

const SYSTEMS: Record<string, { A: string; B: string; C: string }> = {
  UR: { A: `heavy laser ${HEAVY_POWER.red}`, B: 'red shield', C: 'interceptors' },
  UW: { A: `central heavy laser ${HEAVY_POWER.white}`, B: 'central shield', C: 'computer maintenance' },
  UB: { A: `heavy laser ${HEAVY_POWER.blue}`, B: 'blue shield', C: 'battlebots' },
  LR: { A: `light laser ${LIGHT_POWER}`, B: 'red reactor', C: 'battlebots' },
  LW: { A: `pulse cannon ${PULSE_POWER} (range ${PULSE_RANGE})`, B: 'central reactor refuel', C: 'visual confirmation' },
  LB: { A: `light laser ${LIGHT_POWER}`, B: 'blue reactor', C: 'rockets' },
};

/** The ship as it will stand when resolution starts (the action round never changes it; a campaign carries damage). */
/**
 * The ship at the start of the mission depends only on the trajectories and what the campaign carried over, yet it is
 * simulated for every view: the last one is kept (a pure memo) and shared, frozen, like the other memos above.
 */
let lastShip: { key: string; ship: ReturnType<typeof buildStartingShip> } | null = null;

function startingShip(s: SpaceAlertState) {
  const key = JSON.stringify([s.trajectories, s.campaign.carry]);
  if (lastShip?.key !== key) lastShip = { key, ship: deepFreeze(buildStartingShip(s)) };
  return lastShip.ship;
}

function buildStartingShip(s: SpaceAlertState) {
  const start = snapshot(initialSim({ crew: [], threats: [], trajectories: s.trajectories, damageStacks: { red: [], white: [], blue: [] }, carry: s.campaign.carry }));
  return {
    stations: STATIONS.map((st) => ({ station: st, zone: zoneOf(st), deck: st[0] === 'U' ? 'upper' : 'lower', systems: { ...SYSTEMS[st] } })),
    shields: start.shields,
    reactors: start.reactors,
    fuelCapsules: start.capsules,
    rockets: start.rockets,
    battlebots: start.bays,
    interceptors: 'UR',
    crewAt: 'UW',
    damage: start.damage,
  };
}

function slotView(placed: Placed | null, open: boolean) {
  if (!placed) return null;
  return open ? { card: cardFace(placed.card), half: placed.half } : { half: placed.half };
}

function memberView(s: SpaceAlertState, m: Member, viewer: Viewer) {
  const open = s.status === 'over' || s.status === 'interval' || m.kind === 'android' || m.seat === viewer;
  return {
    index: m.index,
    kind: m.kind,
    seat: m.seat,
    name: `${m.name}${m.index === 0 ? ' (Captain)' : ''}`,
    phase: m.seat !== null ? s.phase[m.seat] : null,
    ready: m.seat !== null ? s.ready[m.seat] : null,
    handSize: m.hand.length,
    slots: m.slots.map((p) => slotView(p, open)),
    heroic: m.heroic ? cardFace(m.heroic) : null,
  };
}

/** The slots a seat may edit now: those of the phase it is planning (none once the action round is over). */
function openSlotsOf(s: SpaceAlertState, seat: number): number[] {
  return s.phase[seat] <= s.phaseCount ? [...PHASE_TURNS[s.phase[seat]]] : [];
}

/** The viewer's own part: hand, phase, open slots, budget, gift. In solo the player has no hand of their own. */
function myPart(s: SpaceAlertState, seat: number) {
  const me = s.members.find((m) => m.seat === seat);
  const gift = s.gifts[seat];
  return {
    seat,
    member: me?.index ?? null,
    hand: (me?.hand ?? []).map(cardFace),
    phase: s.phase[seat],
    openSlots: s.status === 'planning' ? openSlotsOf(s, seat) : [],
    budget: s.budget[seat],
    gift: gift ? { ...gift } : null,
    /** The phase this seat stands ready for (rules version 2), and what wakes it (null: anything new). */
    standingFor: s.standing?.[seat] ?? null,
    watch: s.watch?.[seat] ?? null,
  };
}

export function view(s: SpaceAlertState, viewer: Viewer) {
  const over = s.status === 'over';
  return {
    status: s.status,
    mission: { id: s.missionId, title: s.missionTitle, phases: s.phaseCount },
    options: { timePressure: s.config.timePressure, normalDifficulty: s.campaign.difficulty.normal, seriousDifficulty: s.campaign.difficulty.serious, fifthMember: s.config.fifthMember },
    solo: s.solo,
    chatOpen: !s.commsDown,
    scriptPhase: s.scriptPhase,
    window: { ...s.window },
    announcements: s.announcements.map((a) => ({ ...a })),
    ship: startingShip(s),
    trajectories: (['red', 'white', 'blue', 'internal'] as const).map((zone) => ({ zone, ...trajectoryCard(s.trajectories[zone]) })),
    threats: s.announced.map((a) => ({ token: a.turn, zone: a.zone, announcedBy: a.eventId, card: threatCard(a.threat) })),
    crew: s.members.map((m) => memberView(s, m, viewer)),
    me: typeof viewer === 'number' && viewer < s.players ? myPart(s, viewer) : null,
    pool: s.solo ? s.pool.map(cardFace) : null,
    deckSize: s.deck.length,
    resolution: (over || s.status === 'interval') && s.resolution ? structuredClone(s.resolution) : null,
    campaign: {
      missions: s.config.campaign,
      played: structuredClone(s.campaign.played),
      carried: s.campaign.carry ? structuredClone(s.campaign.carry) : null,
      interval: s.campaign.interval ? structuredClone(s.campaign.interval) : null,
    },
  };
}

export function redact(e: SpaceAlertEvent, viewer: Viewer): SpaceAlertEvent | null {
  switch (e.type) {
    case 'placed':
    case 'removed':
      if (e.android || e.seat === viewer) return { ...e };
      return { ...e, card: undefined };
    case 'drew':
      return e.seat === viewer ? { ...e } : { type: 'drew', seat: e.seat };
    case 'gave':
      // Only the recipient learns the card from the event: once given it sits in a hand the giver may not see.
      return e.to === viewer ? { ...e } : { type: 'gave', seat: e.seat, to: e.to };
    default:
      return { ...e };
  }
}

/** Strings the viewer must not see now: other players' cards, undealt stacks, decks, unflipped tiles, the script ahead. */
export function secrets(s: SpaceAlertState, viewer: Viewer): string[] {
  if (s.status === 'over' || s.status === 'interval') return [];
  const out: string[] = [];
  for (const m of s.members) {
    out.push(...m.stacks.flat());
    if (m.kind === 'player' && m.seat !== viewer) {
      out.push(...m.hand, ...m.slots.flatMap((p) => (p ? [p.card] : [])));
    }
  }
  // A tile repaired between missions went back into its stack before everyone's eyes: naming it reveals nothing.
  const returned = new Set(s.campaign.returned ?? []);
  out.push(...s.deck, ...Object.values(s.threatDecks).flat(), ...Object.values(s.damageStacks).flat().filter((t) => !returned.has(t)));
  out.push(...s.timeline.slice(s.next).map((e) => e.id));
  return out;
}
