/**
 * The Player Phase (digest §4, §5.3): turns go clockwise from the start player until every character has passed;
 * a turn is 2 actions (or a Pass), then the oxygen check and fire damage. Lander occupants are skipped without passing;
 * dead, escaped and hibernating characters take no turns. When all have passed the other phases run (round.ts).
 */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { sectionOf } from './board';
import { gameOverCheck } from './end';
import { inPlay, loseHealth, loseOxygen } from './health';
import { endPlayerPhase } from './round';
import { mayChooseObjective, nextActor } from './turns';
import { woundsOnPass } from './wound-effects';

export const ACTIONS_PER_TURN = 2;

/** End-of-turn steps 2-3, for every turn including a pass turn. */
function endOfTurn(s: RetaliationState, seat: Seat): RetaliationEvent[] {
  const p = s.players[seat];
  if (!inPlay(p)) return [];
  const events: RetaliationEvent[] = [];
  if (!s.lifeSupport[sectionOf(p.space!)]) events.push(...loseOxygen(s, seat, 1));
  else if (p.suffocating) {
    // The Suffocating token is discarded at the end of a turn in a section with active life support.
    p.suffocating = false;
    events.push({ type: 'oxygen-changed', seat, oxygen: p.oxygen, suffocating: false });
  }
  if (inPlay(p) && s.spaces[p.space!].fire) events.push(...loseHealth(s, seat, 1, 'fire'));
  return events;
}

/** Hands the turn on, or runs the rest of the round when everyone has passed. */
function advance(s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] {
  const over = gameOverCheck(s, rng);
  if (over) return over;
  const next = nextActor(s, seat);
  if (next !== null) {
    s.turn = { seat: next, actions: 0 };
    return [];
  }
  s.turn = null;
  return endPlayerPhase(s, rng);
}

/** After an action: the turn ends at its second action, or at once if the character is no longer in play. */
export function afterAction(s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] {
  if (s.allocation || s.search || s.roomDraw || s.continuousFire || s.again || s.launcher) return []; // the turn waits for the hits to be allocated, or the item kept
  if (s.gearAction) return []; // an open Use Tactical Gear action counts once, when it ends
  // Item cards just gained are first offered for free use (rules/items-gained.ts), which then ends this action.
  if (s.gained) return ((s.gained.after = seat), []);
  if (s.placing) return ((s.placing.after = seat), []); // tokens a room gave wait for their places (F4)
  const turn = s.turn!;
  turn.actions += 1;
  const goesOn = inPlay(s.players[seat]) && !s.destroyed;
  if ((turn.actions < ACTIONS_PER_TURN || turn.unlimited) && goesOn) return gameOverCheck(s, rng) ?? [];
  // T0 may be taken after action 2 (digest §6): a seat that may still choose gets that choice before its turn ends.
  if (goesOn && mayChooseObjective(s, seat)) {
    const over = gameOverCheck(s, rng);
    if (!over) turn.closing = true;
    return over ?? [];
  }
  return endTurn(s, seat, rng);
}

/** The end of a turn after its actions: the oxygen check and fire damage, then the next seat (or the other phases). */
export function endTurn(s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] {
  return [...endOfTurn(s, seat), ...advance(s, seat, rng)];
}

export function passTurn(s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] {
  s.players[seat].passed = true;
  return [...woundsOnPass(s, seat), ...endOfTurn(s, seat), ...advance(s, seat, rng)];
}
