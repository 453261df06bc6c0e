/**
 * Room actions that treat the character (digest §9.1): the Shower Room and the Canteen (with an optional scan of the
 * hand's contamination cards: clean ones removed, the infection rule if any reads INFECTED) and the Surgery.
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { infectionRule, scan } from './infection';
import type { RoomActionFn } from './room-action';
import { sufferLightWounds } from './wounds';

/** `scan` or `no-scan`: whether to scan the contamination cards in hand. */
function optionalScan(s: NemesisState, seat: Seat, choice: string | undefined, rng: Rng, events: NemesisEvent[]): string | null {
  if (choice !== 'scan' && choice !== 'no-scan') return 'Choose whether to scan the contamination cards in your hand.';
  if (choice === 'scan' && scan(s, seat, ['hand'], 'clean', events)) infectionRule(s, seat, rng, events);
  return null;
}

export const shower: RoomActionFn = (s, seat, choice, rng, events) => {
  s.players[seat].slime = false;
  return optionalScan(s, seat, choice, rng, events);
};

export const canteen: RoomActionFn = (s, seat, choice, rng, events) => {
  const p = s.players[seat];
  p.lightWounds = Math.max(0, p.lightWounds - 1);
  return optionalScan(s, seat, choice, rng, events);
};

/** Scan everything, remove the INFECTED cards and the Larva, 1 light wound, pass, and shuffle every card into the deck. */
export const surgery: RoomActionFn = (s, seat, _choice, rng, events) => {
  const p = s.players[seat];
  scan(s, seat, ['hand', 'deck', 'discard'], 'infected', events);
  p.larva = false;
  sufferLightWounds(s, seat, 1, rng, events);
  if (p.status !== 'aboard') return null;
  p.passed = true;
  p.deck = rng.shuffle([...p.deck, ...p.hand, ...p.discard]);
  p.hand = [];
  p.discard = [];
  events.push({ type: 'passed', seat, discarded: [] });
  return null;
};
