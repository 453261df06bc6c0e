/**
 * Use tactical gear (digest §5.6): one belt token per action here (the rulebook allows several; README). Medpack heals
 * 2, Oxygen gives 3, Ammo reloads a free ammo slot of a held weapon, a Grenade rolls the burst die + 2 into a corridor
 * around your room (not a Burst: no weapon effects, the ★ means nothing).
 */
import { costOf } from '../rules/actions';
import { pay, payProblem } from '../rules/cards';
import { burstRoll, GRENADE_BONUS } from '../rules/combat';
import { freeAmmoSlots, returnToSupply } from '../rules/equipment';
import { afterAction } from '../rules/flow';
import { gainOxygen, heal } from '../rules/health';
import { exits } from '../rules/movement';
import type { RetaliationEvent } from '../events';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const MEDPACK_HEAL = 2;
export const OXYGEN_GAIN = 3;

export const useGear: Handler<MoveOf<'use-gear'>> = (s, seat, move, rng) => {
  const p = s.players[seat];
  const problem = payProblem(s, seat, move.pay, costOf('use-tactical-gear'));
  if (problem) return refuse('move/illegal', problem);
  const token = p.belt[move.slot];
  if (!token) return refuse('move/no-token', 'That belt slot is empty.');
  const needsTarget = token.token === 'ammo' || token.token === 'grenade';
  if (needsTarget !== (move.target !== undefined)) return refuse('move/illegal', needsTarget ? 'Name the weapon to reload or the corridor to throw into.' : 'This token needs no target.');
  if (token.token === 'ammo' && !(p.hands.includes(move.target!) && freeAmmoSlots(s, seat, move.target!).length)) {
    return refuse('move/illegal', 'Reload a weapon in your hands that has a free ammo slot.');
  }
  if (token.token === 'grenade' && !exits(s, seat).includes(move.target!)) return refuse('move/illegal', 'Throw a grenade into a corridor around your room, not behind a closed door.');
  const events: RetaliationEvent[] = [...pay(s, seat, move.pay), { type: 'gear-used', seat, token: token.token, target: move.target ?? null }];
  p.belt[move.slot] = null;
  if (token.token === 'ammo') {
    // The token keeps its side when it moves into the weapon; ammo in a weapon never leaves it.
    p.itemGear[move.target!][freeAmmoSlots(s, seat, move.target!)[0]] = token;
  } else {
    returnToSupply(s, token);
    if (token.token === 'medpack') events.push(...heal(s, seat, MEDPACK_HEAL));
    else if (token.token === 'oxygen') events.push(...gainOxygen(s, seat, OXYGEN_GAIN));
    else {
      const { face, hits } = burstRoll(s, seat, move.target!, GRENADE_BONUS, 'grenade', rng);
      events.push({ type: 'burst', seat, weapon: null, corridor: move.target!, face, hits });
    }
  }
  return [...events, ...afterAction(s, seat, rng)];
};
