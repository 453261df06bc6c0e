/**
 * The Queen's health (digest §5.11.6, data README "Queen and the Shoot die"): each hit moves the Hits track +1; at its
 * final space (5 hits), or on a kill result against her, the top Queen Health card is drawn, the printed number of
 * further cards discarded unseen, and the track reset. Further hits of the same action are ignored. She dies when the
 * last Queen Health card is gone. With the damage's source and PRNG, the card's own effect follows
 * (rules/queen-health.ts); a caller without them (none left) resolves the discards alone.
 */
import { queenHealthCards, trackOf } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { removeIntruder } from './intruders';
import { queenHealthEffect, type QueenDamage } from './queen-health';
import { provideQueenDamage } from './queen-hit';

export const FINAL_SPACE = trackOf('queen-hits-track').hitsToReachFinalSpace ?? 5;
const cardById = new Map(queenHealthCards.map((c) => [c.id, c]));
const baseCard = (instance: string) => cardById.get(instance) ?? cardById.get(instance.replace(/-\d+$/, ''))!;

/** A critical hit on the Queen: one Queen Health card, maybe her death. */
export function criticalOnQueen(s: RetaliationState, damage?: QueenDamage): RetaliationEvent[] {
  const instance = s.decks.queenHealth.shift();
  s.queenHits = 0;
  if (!instance) return [];
  const card = baseCard(instance);
  const discarded = s.decks.queenHealth.splice(0, card.discardAdditional).length;
  const events: RetaliationEvent[] = [{ type: 'queen-health', card: card.id, discarded, left: s.decks.queenHealth.length }];
  if (s.decks.queenHealth.length > 0) return damage ? [...events, ...queenHealthEffect(s, card.text, damage)] : events;
  s.queenDead = true;
  const queen = s.intruders.find((i) => i.type === 'queen');
  if (queen) removeIntruder(s, queen.id);
  return [...events, { type: 'queen-died' }];
}

/** `hits` hits on the Queen; reaching the final space is a critical hit and the rest of the hits are ignored. */
export function damageQueen(s: RetaliationState, hits: number, damage?: QueenDamage): RetaliationEvent[] {
  if (s.queenDead) return [];
  s.queenHits = Math.min(FINAL_SPACE, s.queenHits + hits);
  return s.queenHits >= FINAL_SPACE ? criticalOnQueen(s, damage) : [];
}

// The attack sequence deals the Assault Shotgun's hit through rules/queen-hit.ts (it cannot import this module).
provideQueenDamage(damageQueen);
