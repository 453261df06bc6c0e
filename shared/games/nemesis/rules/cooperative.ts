/**
 * The full co-op mode (digest §5.22): one open solo/co-op objective per player, shared by the table. The table wins
 * together when every objective is met and at least one character survived the checks; each objective that says
 * "send the signal" needs its own sender (one objective: one character; two: two different characters). And the
 * Revival: a dead character whose corpse is in a working Emergency Room (no intruder, no malfunction) at the start of
 * a player phase stands up there, its light wounds healed and its serious wounds dressed (it kept its items at death).
 */
import type { Seat } from '../../../engine';
import { objectiveById } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { charactersIn, intrudersIn } from './ship';
import { conditionHolds, type Ending } from './victory';

const SIGNAL = 'signal-sent';

/** The table's objectives (each player holds one, open to all). */
export const tableObjectives = (s: NemesisState): string[] => s.players.flatMap((p) => p.objectives);

/** An objective is met when, leaving the signal aside, one of its condition sets holds for some survivor. */
function met(s: NemesisState, objective: string, end: Ending, survivors: Seat[]): boolean {
  return objectiveById.get(objective)!.anyOf.some((cond) =>
    survivors.some((seat) => Object.entries(cond).every(([key, value]) => key === SIGNAL || conditionHolds(s, seat, key, value, end))),
  );
}

/** Every seat wins, or none: all objectives met, at least one survivor, and one sender per signal objective. */
export function cooperativeWinners(s: NemesisState, end: Ending, survivors: Seat[]): Seat[] {
  const objectives = tableObjectives(s);
  // A signal objective asks for the signal in every one of its condition sets (solo/co-op data).
  const signals = objectives.filter((o) => objectiveById.get(o)!.anyOf.every((cond) => SIGNAL in cond)).length;
  const senders = s.players.filter((p) => p.signal).length;
  const won = survivors.length > 0 && senders >= signals && objectives.every((o) => met(s, o, end, survivors));
  return won ? s.players.map((_, seat) => seat) : [];
}

/** The slot of a working Emergency Room (explored, no malfunction, no intruder), or null. */
function workingEmergencyRoom(s: NemesisState): string | null {
  const slot = Object.keys(s.rooms).find((k) => s.rooms[k].explored && s.rooms[k].tile === 'emergency-room');
  return slot && !s.rooms[slot].malfunction && intrudersIn(s, slot).length === 0 ? slot : null;
}

/**
 * Revival at the start of a player phase. Reading: the corpse is "in" the Emergency Room when it lies on its floor or
 * is held by a character standing there (the rules have it carried there; dropping it first is not asked for).
 */
export function revive(s: NemesisState, events: NemesisEvent[]): void {
  if (s.config.mode !== 'cooperative') return;
  const slot = workingEmergencyRoom(s);
  if (!slot) return;
  s.players.forEach((p, seat) => {
    if (p.status !== 'dead') return;
    const floor = s.floor.findIndex((o) => o.room === slot && o.object === 'character-corpse' && o.of === seat);
    if (floor >= 0) s.floor.splice(floor, 1);
    else if (!takeFromCarrier(s, slot, seat)) return;
    Object.assign(p, { status: 'aboard', room: slot, lightWounds: 0, pod: null, wantsLaunch: false });
    for (const wound of p.seriousWounds) wound.dressed = true;
    events.push({ type: 'revived', seat, room: slot });
  });
}

function takeFromCarrier(s: NemesisState, slot: string, seat: Seat): boolean {
  for (const carrier of charactersIn(s, slot)) {
    const hands = s.players[carrier].hands;
    const at = hands.findIndex((h) => h.kind === 'object' && h.object === 'character-corpse' && h.of === seat);
    if (at >= 0) {
      hands.splice(at, 1);
      return true;
    }
  }
  return false;
}
