/**
 * A hit on the Queen dealt from inside the attack sequence: the Assault Shotgun's "deal 1 Hit to that Intruder" when she
 * is the attacker (data items.json). Her hit track and Queen Health cards (rules/queen.ts) lead back into the attack
 * sequence (a card's Repel or noise roll can bring an intruder into a room, where it attacks), so the attack
 * sequence cannot import them without an import cycle. rules/queen.ts hands its damage to this module when it loads
 * (always before any move: the combat rules import it); the reactions ask for it here. The function handed over never
 * changes, so the rules stay pure and replayable.
 */
import type { Rng } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';

type QueenDamageFn = (s: RetaliationState, hits: number, damage: { rng: Rng; source: string }) => RetaliationEvent[];

const provided: { damage?: QueenDamageFn } = {};

/** Called once by rules/queen.ts with its `damageQueen`. */
export function provideQueenDamage(damage: QueenDamageFn): void {
  provided.damage = damage;
}

/** One hit on the Queen's track from `source` (the room whose damage it is: a Queen Health card's Repel pushes her away from it). */
export function hitQueen(s: RetaliationState, rng: Rng, source: string): RetaliationEvent[] {
  if (!provided.damage) throw new Error('The Queen\'s damage rules are not loaded (rules/queen.ts).');
  return provided.damage(s, 1, { rng, source });
}
