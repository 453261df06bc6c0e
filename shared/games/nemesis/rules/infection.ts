/**
 * Scanning and the infection rule (digest §5.12): a scan shows which contamination cards read INFECTED (public, §12.36);
 * if any does, a Larva goes on the character board, or, with a Larva already there, the character dies and a Creeper
 * appears in its room. Which scanned cards are removed from the game depends on the source.
 */
import type { Rng, Seat } from '../../../engine';
import { isContamination } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { afterAppearance } from './encounter';
import { deferIfPaused } from './pause';
import { placeForEncounter } from './relocation';
import { die } from './wounds';

/** The infection rule for one character: a Larva on its board, or death and a Creeper if one is there already. */
export function infectionRule(s: NemesisState, seat: Seat, rng: Rng, events: NemesisEvent[]): void {
  const p = s.players[seat];
  if (!p.larva) {
    p.larva = true;
    events.push({ type: 'infested', seat, intruder: null });
    return;
  }
  const room = p.room!;
  die(s, seat, rng, events);
  if (s.phase === 'over') return;
  // D23: with no Creeper left, the pick may pause here (rules/relocation.ts; a dead current player does not pick).
  const creeper = placeForEncounter(s, 'creeper', room, null, rng, events);
  if (creeper) afterAppearance(s, [], creeper, null, rng, events);
}

/**
 * The deaths of Eclosion and Metamorphosis: each of `seats` (in order) still aboard with a Larva meets the infection
 * rule. True when D23's pick paused it: the seats left are then kept in the pause as a `larva-deaths` continuation
 * (the card's draws and scans follow it, rules/flow.ts).
 */
export function larvaDeaths(s: NemesisState, seats: Seat[], card: 'eclosion' | 'metamorphosis', rng: Rng, events: NemesisEvent[]): boolean {
  for (let k = 0; k < seats.length; k++) {
    if (s.phase === 'over') return true;
    if (s.players[seats[k]].status === 'aboard' && s.players[seats[k]].larva) infectionRule(s, seats[k], rng, events);
    if (deferIfPaused(s, [{ kind: 'larva-deaths', seats: seats.slice(k + 1), card }])) return true;
  }
  return s.phase === 'over';
}

/**
 * Scans the contamination cards among `where` (a seat's hand, or hand, deck and discard), removes from the game
 * those `remove` names (the clean ones, or the INFECTED ones), and returns whether any read INFECTED.
 */
export function scan(s: NemesisState, seat: Seat, where: Array<'hand' | 'deck' | 'discard'>, remove: 'clean' | 'infected', events: NemesisEvent[]): boolean {
  const p = s.players[seat];
  const scanned = where.flatMap((pile) => p[pile].filter(isContamination));
  const infected = scanned.filter((c) => s.infected.includes(c));
  const removed = remove === 'clean' ? scanned.filter((c) => !infected.includes(c)) : infected;
  for (const pile of where) p[pile] = p[pile].filter((c) => !removed.includes(c));
  s.decks.contaminationRemoved.push(...removed);
  events.push({ type: 'scanned', seat, contamination: scanned.length, infected: infected.length });
  return infected.length > 0;
}
