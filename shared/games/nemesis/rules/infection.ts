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
import { placeIntruder } from './intruders';
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
  // D23 reading: with no Creeper left, the oldest candidate moves here without asking; this may run inside a loop over
  // the characters (Eclosion, Metamorphosis), and in an action the current player who would pick has just died.
  const creeper = placeIntruder(s, 'creeper', room, rng, events);
  if (creeper) afterAppearance(s, [], creeper, null, rng, events);
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
