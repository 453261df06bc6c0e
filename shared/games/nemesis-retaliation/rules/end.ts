/**
 * The end of the game (digest §10, data README on hibernation and eclosion). Triggers: round 14 ends, no character is
 * left in the facility, or the facility is destroyed. Then, in order: characters still inside die (hibernating ones too
 * if the facility is destroyed, an Autodestruction past the last space firing now); the Infection Procedure for
 * survivors without a Larva (the whole deck drawn and scanned); the Eclosion Procedure for those with one (1 more
 * Contamination card, everything shuffled, 4 drawn, any Contamination card kills); the objective choice of survivors
 * who never chose; the victory check.
 */
import type { Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { gainContamination, isContamination } from './cards';
import { kill } from './health';
import { coopVictory } from './coop';
import { objectiveMet } from './objectives';

const ECLOSION_DRAW = 4;
const ROUNDS = 14;

/** In the facility: on the map or aboard a Lander that has not taken off. */
const inFacility = (s: RetaliationState, seat: Seat) => ['in-play', 'lander'].includes(s.players[seat].status);

export function gameOverCheck(s: RetaliationState, rng: Rng): RetaliationEvent[] | null {
  if (s.phase === 'over' || s.phase === 'final-objectives') return [];
  if (s.destroyed) return endGame(s, 'The facility was destroyed.', rng);
  const seats = Array.from({ length: s.seats }, (_, i) => i);
  if (!seats.some((seat) => inFacility(s, seat))) return endGame(s, 'No character is left in the facility.', rng);
  return null;
}

function infection(s: RetaliationState, seat: Seat): RetaliationEvent[] {
  const p = s.players[seat];
  const all = [...p.hand, ...p.deck, ...p.discard];
  const contamination = all.filter(isContamination);
  const infected = contamination.filter((c) => s.infected.includes(c)).length;
  if (infected > 0) p.larva = true;
  p.hand = all.filter((c) => !isContamination(c));
  p.deck = [];
  p.discard = contamination;
  return [{ type: 'scanned', seat, contamination: contamination.length, infected }];
}

function eclosion(s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] {
  const p = s.players[seat];
  const events = gainContamination(s, seat, 1);
  p.deck = rng.shuffle([...p.hand, ...p.deck, ...p.discard]);
  p.hand = p.deck.splice(0, ECLOSION_DRAW);
  p.discard = [];
  const found = p.hand.filter(isContamination).length;
  events.push({ type: 'eclosion', seat, contamination: found });
  if (found > 0) events.push(...kill(s, seat, 'eclosion'));
  return events;
}

export function endGame(s: RetaliationState, reason: string, rng: Rng): RetaliationEvent[] {
  const events: RetaliationEvent[] = [];
  if (!s.destroyed && s.autodestruction !== null && s.autodestruction > ROUNDS) {
    s.destroyed = 'autodestruction';
    events.push({ type: 'facility-destroyed', reason: 'autodestruction' });
  }
  const seats = Array.from({ length: s.seats }, (_, i) => i);
  for (const seat of seats) {
    const status = s.players[seat].status;
    if (inFacility(s, seat) || (s.destroyed && status === 'hibernating')) events.push(...kill(s, seat, s.destroyed ? 'the destruction of the facility' : 'the end of round 14'));
  }
  const survivors = seats.filter((seat) => s.players[seat].status !== 'dead');
  for (const seat of survivors) if (!s.players[seat].larva) events.push(...infection(s, seat));
  for (const seat of survivors) if (s.players[seat].larva) events.push(...eclosion(s, seat, rng));
  s.turn = null;
  s.allocation = null;
  s.ending = reason;
  if (finalChoosers(s).length) {
    s.phase = 'final-objectives';
    return events;
  }
  return [...events, ...finishGame(s)];
}

/** Survivors who never chose an objective choose now, in secret, before anyone reveals (E1). */
export const finalChoosers = (s: RetaliationState): Seat[] =>
  s.solo ? [] : s.players.flatMap((p, seat) => (p.status !== 'dead' && p.chosenObjective === null && p.objectives.length === 2 ? [seat] : []));

/**
 * The victory check: every surviving character (escaped or hibernating: those still inside died) whose kept objective
 * is met; solo and co-op: every seat when the Solo/Co-op Mission Tasks are all met and a character is alive.
 */
export function finishGame(s: RetaliationState): RetaliationEvent[] {
  const seats = Array.from({ length: s.seats }, (_, i) => i);
  if (s.solo) s.winners = coopVictory(s) ? seats : []; // the team wins or loses together (§10.4)
  else s.winners = seats.filter((seat) => s.players[seat].status !== 'dead' && objectiveMet(s, seat));
  s.phase = 'over';
  return [{ type: 'objectives-revealed', objectives: s.players.map((p) => (p.status !== 'dead' ? p.chosenObjective : null)) }, { type: 'game-ended', reason: s.ending!, winners: s.winners.slice() }];
}
