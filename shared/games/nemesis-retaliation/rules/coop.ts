/**
 * Solo and co-op (digest §5.19, §10.4; data: solo-coop-mission-tasks.json). The team plays as many Solo/Co-op Mission
 * Tasks as there are characters (the difficulty setting draws more or fewer) and no objectives; it wins when every task
 * is met and at least 1 character survives. A requirement printed on several tasks (the two Egg cards read alike) needs
 * that many different characters meeting it and surviving, never more than there are characters (the rulebook: "gain as
 * many as the rules allow").
 */
import type { Rng, Seat } from '../../../engine';
import { soloCoopTasks } from '../data';
import type { RetaliationState } from '../state';
import { soloTaskMet } from './objectives';

/** FAQ v1.2 errata (the data's notes): Closedown and Shutdown never play together; the later one drawn is replaced. */
const EXCLUSIVE: ReadonlyArray<readonly [string, string]> = [['closedown', 'shutdown-task']];
const excludedBy = (task: string, drawn: readonly string[]) => EXCLUSIVE.some(([a, b]) => (task === a && drawn.includes(b)) || (task === b && drawn.includes(a)));

/** The most tasks one game can draw: every card but one of each exclusive pair. */
export const MAX_SOLO_COOP_TASKS = soloCoopTasks.length - EXCLUSIVE.length;

/** Draws `wanted` tasks (at least 1, at most the deck allows) from one shuffle, skipping a card its pair excludes. */
export function drawSoloCoopTasks(wanted: number, rng: Rng): string[] {
  const count = Math.min(MAX_SOLO_COOP_TASKS, Math.max(1, Number.isFinite(wanted) ? wanted : 1));
  const deck = rng.shuffle(soloCoopTasks.map((t) => t.id));
  const drawn: string[] = [];
  for (const task of deck) {
    if (drawn.length === count) break;
    if (!excludedBy(task, drawn)) drawn.push(task);
  }
  return drawn;
}

const survives = (s: RetaliationState, seat: Seat) => s.players[seat].status !== 'dead';
/** Escaped (Lander or Shuttle) carrying an Egg: an escape counts even if the character later dies (§5.18). */
const escapedWithEgg = (s: RetaliationState, seat: Seat) => s.players[seat].escapedVia !== null && (s.eggsAtEscape?.[seat] ?? 0) > 0;
const escapedWithData = (s: RetaliationState, seat: Seat) => s.players[seat].dataToken && s.players[seat].escapedVia === 'lander';

/** Tasks one character meets by itself, by the requirement printed (tasks sharing a requirement share the function). */
const CHARACTER_REQUIREMENTS: Record<string, (s: RetaliationState, seat: Seat) => boolean> = {
  'crucial-intelligence': escapedWithData,
  'culinary-sample': escapedWithEgg,
  'scientific-sample': escapedWithEgg,
};

/** Whether a requirement printed on `copies` tasks is met: once, by any character; repeated, by that many distinct survivors. */
function requirementMet(s: RetaliationState, meets: (s: RetaliationState, seat: Seat) => boolean, copies: number): boolean {
  const seats = Array.from({ length: s.seats }, (_, seat) => seat);
  if (copies === 1) return seats.some((seat) => meets(s, seat));
  const needed = Math.min(copies, s.seats);
  return seats.filter((seat) => survives(s, seat) && meets(s, seat)).length >= needed;
}

/** Every task met, and at least one character survives. */
export function coopVictory(s: RetaliationState): boolean {
  if (!s.players.some((_, seat) => survives(s, seat))) return false;
  const copies = new Map<(s: RetaliationState, seat: Seat) => boolean, number>();
  for (const task of s.missionTasks) {
    const meets = CHARACTER_REQUIREMENTS[task];
    if (meets) copies.set(meets, (copies.get(meets) ?? 0) + 1);
    else if (!soloTaskMet(s, task)) return false;
  }
  return [...copies].every(([meets, n]) => requirementMet(s, meets, n));
}
