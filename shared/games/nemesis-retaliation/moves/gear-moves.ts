/**
 * Use tactical gear (digest §5.6; rules/gear.ts): Medpack heals 2, Oxygen gives 3, Ammo reloads a free ammo slot of a
 * held weapon, a Grenade rolls the burst die + 2 into a corridor around your room (not a Burst: no weapon effects, the
 * ★ means nothing). The first token or rearrangement pays the action; `more` keeps it open for further tokens.
 */
import type { Rng, Seat } from '../../../engine';
import { costOf } from '../rules/actions';
import { pay, payProblem } from '../rules/cards';
import { burstRoll, GRENADE_BONUS } from '../rules/combat';
import { freeAmmoSlots, returnToSupply } from '../rules/equipment';
import { afterAction } from '../rules/flow';
import { arrangeProblem, healingToken, offerProblem } from '../rules/gear';
import { setTokenAt, tokenAt } from '../rules/items';
import { exits } from '../rules/movement';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

/** Pays the action, or nothing when it is already open. */
function payOrContinue(s: RetaliationState, seat: Seat, cards: readonly string[]): string | RetaliationEvent[] {
  if (s.gearAction?.seat === seat) return cards.length ? 'This action is already paid: use more tokens or end it.' : [];
  return payProblem(s, seat, cards, costOf('use-tactical-gear')) ?? pay(s, seat, cards);
}

function resolveToken(s: RetaliationState, seat: Seat, move: MoveOf<'use-gear'>, rng: Rng): RetaliationEvent[] {
  const p = s.players[seat];
  const token = p.belt[move.slot]!;
  if (token.token === 'medpack' || token.token === 'oxygen') return healingToken(s, seat, move.slot, seat);
  const events: RetaliationEvent[] = [{ type: 'gear-used', seat, token: token.token, target: move.target ?? null }];
  p.belt[move.slot] = null;
  if (token.token === 'ammo') {
    // The token keeps its side when it moves into the weapon; ammo in a weapon never leaves it.
    p.itemGear[move.target!][freeAmmoSlots(s, seat, move.target!)[0]] = token;
    return events;
  }
  returnToSupply(s, token);
  const { face, hits } = burstRoll(s, seat, move.target!, GRENADE_BONUS, 'grenade', rng);
  return [...events, { type: 'burst', seat, weapon: null, corridor: move.target!, face, hits }];
}

function tokenProblem(s: RetaliationState, seat: Seat, move: MoveOf<'use-gear'>): string | null {
  const p = s.players[seat];
  const token = p.belt[move.slot];
  if (!token) return 'That belt slot is empty.';
  const needsTarget = token.token === 'ammo' || token.token === 'grenade';
  if (needsTarget !== (move.target !== undefined)) return needsTarget ? 'Name the weapon to reload or the corridor to throw into.' : 'This token needs no target.';
  if (token.token === 'ammo' && !(p.hands.includes(move.target!) && freeAmmoSlots(s, seat, move.target!).length)) {
    return 'Reload a weapon in your hands that has a free ammo slot.';
  }
  if (token.token === 'grenade' && !exits(s, seat).includes(move.target!)) return 'Throw a grenade into a corridor around your room, not behind a closed door.';
  return null;
}

/** C2 with a token (FAQ): a Medpack or Oxygen token offered to a character in the room ends the action once answered. */
const offerToken: Handler<MoveOf<'use-gear'>> = (s, seat, move) => {
  const problem = move.target !== undefined || move.more ? 'A token offered to another character takes no target and ends the action.' : offerProblem(s, seat, move.slot, move.on!);
  if (problem) return refuse('move/illegal', problem);
  const paid = payOrContinue(s, seat, move.pay);
  if (typeof paid === 'string') return refuse('move/illegal', paid);
  const token = s.players[seat].belt[move.slot]!.token;
  s.gearAction = null;
  s.consent = { seat, on: move.on!, item: token, option: 0, slot: move.slot };
  return [...paid, { type: 'consent-asked', seat, target: move.on!, item: token }];
};

export const useGear: Handler<MoveOf<'use-gear'>> = (s, seat, move, rng) => {
  if (move.on !== undefined) return offerToken(s, seat, move, rng);
  const problem = tokenProblem(s, seat, move);
  if (problem) return refuse('move/illegal', problem);
  const paid = payOrContinue(s, seat, move.pay);
  if (typeof paid === 'string') return refuse('move/illegal', paid);
  const events = [...paid, ...resolveToken(s, seat, move, rng)];
  if (move.more) {
    s.gearAction = { seat, arranged: s.gearAction?.arranged ?? 0 };
    return events;
  }
  s.gearAction = null;
  return [...events, ...afterAction(s, seat, rng)];
};

export const arrangeGear: Handler<MoveOf<'arrange-gear'>> = (s, seat, move) => {
  const problem = arrangeProblem(s, seat, move.from, move.to);
  if (problem) return refuse('move/illegal', problem);
  const paid = payOrContinue(s, seat, move.pay);
  if (typeof paid === 'string') return refuse('move/illegal', paid);
  const token = tokenAt(s, seat, move.from)!;
  setTokenAt(s, seat, move.from, null);
  setTokenAt(s, seat, move.to, token);
  s.gearAction = { seat, arranged: (s.gearAction?.arranged ?? 0) + 1 };
  return [...paid, { type: 'gear-moved', seat, token: token.token }];
};

export const endGear: Handler<MoveOf<'end-gear'>> = (s, seat, _move, rng) => {
  s.gearAction = null;
  return afterAction(s, seat, rng);
};
