/**
 * The room actions that tend to a character or clear the facility (data: rooms.json): Emergency Room and Surgery Room
 * (discard a serious wound: the others slide left, the marker stays), Surgery Room (lose the Larva: the hand is
 * discarded, Infected cards of deck and discard pile leave the game, the rest reshuffled), Decontamination Room and
 * Shelter (Contamination cards leave unscanned), Armory (Ammo and Grenades into empty tactical slots), Sprinklers Control
 * (a section's fires out), Server Room (a Data token), Nest (destroy an egg, then a noise roll).
 */
import type { Rng, Seat } from '../../../engine';
import type { Section } from '../data/schema';
import type { RetaliationEvent } from '../events';
import type { RetaliationState, TacticalToken } from '../state';
import { isRoom, sectionOf } from './board';
import { isContamination } from './cards';
import { takeFromSupply } from './equipment';
import { placeTokens } from './items-placing';
import { loseOxygen } from './health';
import { noiseRoll } from './noise';

export const DECONTAMINATION_OXYGEN = 2;

/**
 * The rulebook (p.18, "Discarding serious wounds") names no discard pile for serious wounds: the card goes back under
 * its deck, and new wounds are drawn from the top.
 */
export function discardWound(s: RetaliationState, seat: Seat, wound: string): RetaliationEvent[] {
  const p = s.players[seat];
  p.seriousWounds = p.seriousWounds.filter((w) => w !== wound);
  s.decks.seriousWounds.push(wound);
  return [{ type: 'wound-discarded', seat, card: wound }];
}

export function removeLarva(s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] {
  const p = s.players[seat];
  p.discard.push(...p.hand);
  p.hand = [];
  const pool = [...p.deck, ...p.discard];
  const infected = pool.filter((c) => isContamination(c) && s.infected.includes(c));
  p.deck = rng.shuffle(pool.filter((c) => !infected.includes(c)));
  p.discard = [];
  p.larva = false;
  return [{ type: 'larva-removed', seat }, { type: 'scanned', seat, contamination: pool.filter(isContamination).length, infected: infected.length }];
}

/** Contamination cards leave the game unscanned (they are simply not returned anywhere). */
function removeContamination(cards: string[]): string[] {
  return cards.filter((c) => !isContamination(c));
}

export function decontaminate(s: RetaliationState, seat: Seat): RetaliationEvent[] {
  const p = s.players[seat];
  p.discard.push(...p.hand);
  p.hand = [];
  p.deck = removeContamination(p.deck);
  p.discard = removeContamination(p.discard);
  return [{ type: 'decontaminated', seat }, ...loseOxygen(s, seat, DECONTAMINATION_OXYGEN)];
}

export function shelter(s: RetaliationState, seat: Seat): RetaliationEvent[] {
  s.players[seat].hand = removeContamination(s.players[seat].hand);
  return [{ type: 'decontaminated', seat }];
}

export function takeAmmo(s: RetaliationState, seat: Seat, tokens: TacticalToken[]): RetaliationEvent[] {
  // F4: each token goes where its player names (rules/items-placing.ts).
  const taken = tokens.flatMap((token) => takeFromSupply(s, token) ?? []);
  return [{ type: 'belt-filled', seat, tokens: tokens.slice() }, ...placeTokens(s, seat, taken)];
}

export function putOutFires(s: RetaliationState, section: Section): RetaliationEvent[] {
  const rooms = Object.keys(s.spaces).filter((sp) => isRoom(s, sp) && sectionOf(sp) === section && s.spaces[sp].fire);
  for (const sp of rooms) s.spaces[sp].fire = false;
  s.markers.fire += rooms.length;
  return [{ type: 'fires-out', section, rooms }];
}

export function destroyEgg(s: RetaliationState, seat: Seat, rng: Rng): RetaliationEvent[] {
  s.eggs -= 1;
  if (s.eggs === 0) s.nestDestroyed = true;
  return [{ type: 'egg-destroyed', seat, eggs: s.eggs }, ...noiseRoll(s, seat, rng)];
}
