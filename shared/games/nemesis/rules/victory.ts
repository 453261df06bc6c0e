/**
 * The victory check (digest §10.2) for the characters who survived the end: engines (2 or more damaged: the ship
 * explodes), coordinates (not Earth: the hibernating die, except a Quarantine holder at Mars), contamination (an
 * INFECTED card or a Larva: 4 cards from all one's action and contamination cards, any contamination among them
 * kills), then each survivor's objective. A player still holding two objectives wins with either (§12.22).
 */
import type { Rng, Seat } from '../../../engine';
import { coordinatesById, objectiveById, isContamination } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';

export interface Ending {
  /** The ship reached its destination intact (false when it exploded). */
  intact: boolean;
  destination: string | null;
}

export const survivors = (s: NemesisState): Seat[] => s.players.flatMap((p, seat) => (p.status === 'hibernating' || p.status === 'escaped' ? [seat] : []));

function killHibernating(s: NemesisState, except: (seat: Seat) => boolean = () => false): void {
  s.players.forEach((p, seat) => {
    if (p.status === 'hibernating' && !except(seat)) p.status = 'dead';
  });
}

/** Steps 1-2: engines and coordinates, only for a ship still in one piece. */
function shipChecks(s: NemesisState, events: NemesisEvent[]): Ending {
  const damaged = Object.values(s.engines).filter((stack) => stack[0].endsWith('damaged')).length;
  events.push({ type: 'engines-revealed', tops: Object.values(s.engines).map((stack) => stack[0]) });
  if (damaged >= 2) {
    killHibernating(s);
    s.intruders = [];
    s.nestDestroyed = true;
    return { intact: false, destination: null };
  }
  const destination = coordinatesById.get(s.coordinates)!.destinations[s.destination];
  events.push({ type: 'coordinates-revealed', card: s.coordinates, destination });
  if (destination !== 'earth') killHibernating(s, (seat) => destination === 'mars' && s.players[seat].objectives.includes('objective-quarantine'));
  return { intact: true, destination };
}

/** Step 3 for one survivor. */
function contaminationCheck(s: NemesisState, seat: Seat, rng: Rng, events: NemesisEvent[]): void {
  const p = s.players[seat];
  const all = [...p.deck, ...p.hand, ...p.discard];
  const infected = all.some((c) => s.infected.includes(c));
  if (!infected && !p.larva) {
    events.push({ type: 'contamination-check', seat, result: 'clean' });
    return;
  }
  const drawn = rng.shuffle(all).slice(0, 4);
  const dies = drawn.some(isContamination);
  if (dies) p.status = 'dead';
  events.push({ type: 'contamination-check', seat, result: dies ? 'died' : 'survived' });
}

/** Whether one condition set of an objective holds for `seat`. */
function holds(s: NemesisState, seat: Seat, cond: Record<string, unknown>, end: Ending): boolean {
  return Object.entries(cond).every(([key, value]) => conditionHolds(s, seat, key, value, end));
}

/** Whether one condition of an objective holds for `seat`. */
export function conditionHolds(s: NemesisState, seat: Seat, key: string, value: unknown, end: Ending): boolean {
  const p = s.players[seat];
  const alive = survivors(s);
  const carried = (object: string) => p.hands.some((h) => h.kind === 'object' && h.object === object);
  switch (key) {
    case 'ship-reaches':
      return end.intact && end.destination === value;
    case 'only-survivor':
      return alive.length === 1 && alive[0] === seat;
    case 'nest-destroyed':
      return s.nestDestroyed;
    case 'ship-destroyed':
      return !end.intact;
    case 'queen-killed':
      return s.milestones.queenKilled || !end.intact;
    case 'signal-sent':
      return p.signal;
    case 'end-in-pod-or-hibernation-with':
      return carried(value === 'blue-character-corpse' ? 'crew-corpse' : String(value));
    case 'end-in':
      return p.status === 'escaped';
    case 'items-at-least':
      return p.inventory.length + p.hands.filter((h) => h.kind === 'item').length >= Number(value);
    case 'all-rooms-explored':
      return Object.values(s.rooms).every((r) => r.explored);
    case 'survivors-including-self-at-least':
      return alive.includes(seat) && alive.length >= Number(value);
    case 'weakness-discovered':
      return s.weaknesses.some((w) => w.revealed && w.object === value);
    case 'weaknesses-discovered-at-least':
      return s.weaknesses.filter((w) => w.revealed).length >= Number(value);
    case 'player-character-not-surviving': {
      const target = s.players.findIndex((x) => x.playerNumber === value);
      return target >= 0 && target !== seat && !alive.includes(target);
    }
    case 'blue-character-corpse-in-room':
      return s.floor.some((o) => o.object === 'crew-corpse' && s.rooms[o.room].tile === value);
    default:
      throw new Error(`no rule for objective condition ${key}`);
  }
}

export function objectiveMet(s: NemesisState, seat: Seat, end: Ending): boolean {
  return s.players[seat].objectives.some((o) => objectiveById.get(o)!.anyOf.some((cond) => holds(s, seat, cond, end)));
}

/** Steps 1-3: what the ship became, with the survivors' contamination checks. */
export function survivalChecks(s: NemesisState, exploded: boolean, rng: Rng, events: NemesisEvent[]): Ending {
  const end = exploded ? { intact: false, destination: null } : shipChecks(s, events);
  for (const seat of survivors(s)) contaminationCheck(s, seat, rng, events);
  return end;
}

/** Step 4 of the semi-cooperative game: each survivor whose objective is met wins. */
export const objectiveWinners = (s: NemesisState, end: Ending): Seat[] => survivors(s).filter((seat) => objectiveMet(s, seat, end));
