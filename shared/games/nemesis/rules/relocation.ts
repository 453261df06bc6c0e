/**
 * D23, the miniature shortage (digest §5.20; the Korean rulebook: "현재 차례인 플레이어(사건 단계라면 시작 플레이어)"):
 * a Larva, Creeper, Breeder or Queen to place with none left in the supply is taken from the board, one of that type
 * not in combat (any of them when all are in combat), picked by the current player (in the event phase, the first
 * player). With one candidate there is nothing to ask; otherwise the game pauses (`state.pause`, kind `relocate`) and
 * `relocate-intruder` moves the pick and resumes. Every placement asks: an encounter (its surprise check kept in the
 * pause), a Summoning attack card, an infection death's Creeper. A pick in the middle of a row (attacks on an escaping
 * character, event step 5, the Decoy, the deaths of Eclosion or Metamorphosis) keeps the rest of the row in the pause
 * as a continuation (rules/flow.ts), so what follows sees the miniature picked.
 * Reading (the rules name no one else): when the current player's character is dead (an infection death on its own
 * turn: Rest, a scan), the next player in turn order whose character is not dead picks; the intruder player picks on
 * its own turns.
 */
import type { Prompt, Rng, Seat } from '../../../engine';
import { roomById, type IntruderType } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisMove } from '../moves/schema';
import type { Continuation, Intruder, NemesisState, PendingPause } from '../state';
import { miniatures, placeIntruder } from './intruders';
import { intruderInCombat } from './ship';

type Relocation = Extract<PendingPause, { kind: 'relocate' }>;

const TYPE_WORDS: Record<IntruderType, string> = { larva: 'Larva', creeper: 'Creeper', adult: 'Adult', breeder: 'Breeder', queen: 'Queen' };
/** A room in words: its name once explored (a face-down tile is secret). */
const slotWords = (s: NemesisState, slot: string): string => (s.rooms[slot]?.explored ? `the ${roomById.get(s.rooms[slot].tile)!.name}` : 'an unexplored room');

/** Who picks: the player whose turn it is; in the event phase (or with no turn), the first player; a dead one passes it on. */
export function relocationChooser(s: NemesisState): Seat {
  const current = s.phase === 'event' || !s.turn ? s.firstPlayer : s.turn.seat;
  const canPick = (seat: Seat) => s.players[seat].status !== 'dead' || (s.intruderPlayer?.active === true && s.intruderPlayer.seat === seat);
  const order = Array.from({ length: s.seats }, (_, k) => (current + k) % s.seats);
  return order.find(canPick) ?? current;
}

/** The miniatures of a type that may be moved: those not in combat, or all of them when every one is in combat. */
export function relocationCandidates(s: NemesisState, type: IntruderType): Intruder[] {
  const same = s.intruders.filter((i) => i.type === type);
  const free = same.filter((i) => !intruderInCombat(s, i));
  return free.length > 0 ? free : same;
}

/**
 * Places a miniature in `room` (an encounter's, a Summoning's, an infection death's Creeper): at once when one is left
 * or only one could move (the intruder is returned), or opens the relocation pause (null; the surprise check of
 * `surprise`, an encounter's, waits in it; the caller keeps the rest of its row with `deferIfPaused`).
 */
export function placeForEncounter(s: NemesisState, type: IntruderType, room: string, surprise: Relocation['surprise'], rng: Rng, events: NemesisEvent[]): Intruder | null {
  const onBoard = s.intruders.filter((i) => i.type === type).length;
  const candidates = relocationCandidates(s, type);
  if (type === 'adult' || onBoard < miniatures[type] || candidates.length <= 1) return placeIntruder(s, type, room, rng, events);
  const seat = relocationChooser(s);
  s.pause = { kind: 'relocate', seat, intruderType: type, room, candidates: candidates.map((i) => i.id), surprise, then: [] };
  events.push({ type: 'relocation-asked', seat, intruderType: type, room });
  return null;
}

export const relocationMoves = (s: NemesisState, seat: Seat): NemesisMove[] =>
  s.pause?.kind === 'relocate' && s.pause.seat === seat ? s.pause.candidates.map((intruder) => ({ type: 'relocate-intruder', intruder })) : [];

/**
 * `relocate-intruder`: moves the chosen miniature to the new room; returns what to resume (the surprise check, then
 * whatever the pause kept), or a refusal sentence.
 */
export function relocate(s: NemesisState, intruder: string, events: NemesisEvent[]): Continuation[] | string {
  const pause = s.pause as Relocation;
  if (!pause.candidates.includes(intruder)) {
    return `Choose one of the ${TYPE_WORDS[pause.intruderType]} miniatures offered (one not in combat, if any is).`;
  }
  const moved = s.intruders.find((i) => i.id === intruder)!;
  events.push({ type: 'intruders-moved', moves: [{ intruder: moved.id, from: moved.room, to: pause.room }] });
  moved.room = pause.room;
  s.pause = null;
  const check: Continuation[] = pause.surprise ? [{ kind: 'surprise-check', seat: pause.surprise.seat, intruder: moved.id, backNumber: pause.surprise.backNumber }] : [];
  return [...check, ...pause.then];
}

/** The chooser's prompt; on timeout the oldest candidate moves (the first in the intruder list: longest on the board). */
export function relocationPrompt(s: NemesisState): Prompt {
  const pause = s.pause as Relocation;
  const type = TYPE_WORDS[pause.intruderType];
  const from = pause.candidates.map((id) => slotWords(s, s.intruders.find((i) => i.id === id)!.room));
  const message = `No ${type} miniature is left: choose which ${type} on the board moves to ${slotWords(s, pause.room)} (one now in ${from.join(', one in ')}).`;
  return { seat: pause.seat, kind: 'relocate-intruder', mode: 'turn', message, options: { intruders: pause.candidates.slice() }, timeoutMove: { type: 'relocate-intruder', intruder: pause.candidates[0] } };
}
