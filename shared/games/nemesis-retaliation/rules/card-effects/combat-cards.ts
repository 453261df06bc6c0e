/**
 * Action-card effects that fight: Pyrotechnics' grenade (a critical hit, an instant kill, on every intruder of a
 * corridor around you) and the "deal N Hits to an Intruder. Then, Shoot or Melee Attack it" cards (Weak Spot,
 * Hippocratic Oath). The extra hits go on the intruder first (a Larva dies to any hit; the Queen's track takes them);
 * the Shoot or Melee that follows is the basic action's, paid by the card (digest §5.11).
 */
import type { Rng, Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { Intruder, RetaliationState } from '../../state';
import { attack } from '../attack';
import { intrudersAt } from '../board';
import { gainContamination } from '../cards';
import { firingWeapons, malfunctionItem, type AmmoKind } from '../equipment';
import { meleeRoll, shootAt } from '../fire';
import { charactersIn } from '../health';
import { removeIntruder } from '../intruders';
import { placeFire } from '../markers';
import { criticalOnQueen, damageQueen } from '../queen';
import { exits } from '../movement';
import { spendBeltToken } from './people';
import { shotKinds, targeted, type CardEffect, type CardPlay } from './types';

function killOutright(s: RetaliationState, intruder: Intruder): RetaliationEvent[] {
  if (intruder.type === 'queen') return criticalOnQueen(s);
  removeIntruder(s, intruder.id);
  return [{ type: 'intruder-killed', intruder: intruder.id, intruderType: intruder.type, where: intruder.where }];
}

export const grenadeBlast: CardEffect = targeted(
  (s, seat) => exits(s, seat).filter((c) => intrudersAt(s, c).length),
  'No corridor around your room (not behind a closed door) holds an intruder.',
  'Throw it into a corridor around your room that holds intruders.',
  (s, seat, corridor) => [...spendBeltToken(s, seat, 'grenade'), ...intrudersAt(s, corridor).flatMap((i) => killOutright(s, i))],
  (s, seat) => (s.players[seat].belt.some((t) => t?.token === 'grenade') ? null : 'You have no Grenade token on your belt.'),
);

/** The ways to follow the hits: `shoot:<weapon>`, or `melee:attack` / `melee:<weapon to malfunction>` if it survives. */
function followUps(s: RetaliationState, seat: Seat): string[] {
  return [...firingWeapons(s, seat).map((w) => `shoot:${w}`), 'melee:attack', ...s.players[seat].hands.map((w) => `melee:${w}`)];
}

export function shootOrMelee(s: RetaliationState, seat: Seat, target: Intruder, how: string, rng: Rng, kind?: AmmoKind): RetaliationEvent[] {
  const [mode, item] = how.split(':') as ['shoot' | 'melee', string];
  const p = s.players[seat];
  const events: RetaliationEvent[] = mode === 'melee' ? gainContamination(s, seat, 1) : [];
  if (mode === 'shoot') return shootAt(s, seat, item, target, rng, kind);
  const { face, killed, events: hit } = meleeRoll(s, seat, target, rng);
  const survivor = !killed && s.intruders.includes(target);
  events.push({ type: 'melee', seat, target: target.id, face, killed, defence: survivor ? item : null }, ...hit);
  if (!survivor) return events;
  if (item === 'attack') return [...events, ...attack(s, seat, target, rng)];
  if (s.markers.malfunction === 0) return [...events, ...placeFire(s, p.space!)];
  return [...events, { type: 'item-malfunctioned', seat, item, destroyed: malfunctionItem(s, seat, item) }];
}

function hitThenAttack(hits: number, condition: (s: RetaliationState, seat: Seat) => string | null): CardEffect {
  return {
    problem: (s, seat) => condition(s, seat) ?? (intrudersAt(s, s.players[seat].space!).length ? null : 'There is no intruder in your room.'),
    choices: (s, seat) => intrudersAt(s, s.players[seat].space!).flatMap((i) => followUps(s, seat).map((choice) => ({ target: i.id, choice }))),
    choiceError: 'Choose an intruder in your room, then Shoot it with a loaded weapon in your hands or attack it in melee.',
    ammoKinds: (s, seat, c) => shotKinds(s, seat, c.choice),
    resolve: (s, seat, play: CardPlay, rng) => {
      const target = s.intruders.find((i) => i.id === play.target)!;
      let events: RetaliationEvent[];
      if (target.type === 'queen') events = damageQueen(s, hits);
      else if (target.type === 'larva') events = killOutright(s, target);
      else {
        target.hits += hits;
        events = [{ type: 'intruder-hit', intruder: target.id, hits: target.hits }];
      }
      // The Shoot or Melee needs its target still there (a Larva or a finished Queen is gone).
      return s.intruders.includes(target) ? [...events, ...shootOrMelee(s, seat, target, play.choice!, rng, play.ammo)] : events;
    },
  };
}

export const weakSpot = hitThenAttack(1, () => null);
export const hippocraticOath = hitThenAttack(2, (s, seat) =>
  charactersIn(s, s.players[seat].space!).some((x) => x !== seat && s.players[x].seriousWounds.length) ? null : 'No other character in your room has a serious wound.',
);
