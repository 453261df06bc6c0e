/**
 * A character seated in an escape pod (digest §5.17, D18), on its first turn of a player phase: it may ask to launch
 * (free; the pod goes once every occupant wants it, D21, and otherwise the character waits: it passes), leave the pod
 * for free (back into the section, the turn goes on), or pass (it waits).
 */
import type { NemesisEvent } from '../events';
import { settle } from '../rules/flow';
import { launchIfAgreed, leavePod, stayIfSeated } from '../rules/pods';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const askLaunch: Handler<MoveOf<'launch'>> = (s, seat, _move, rng) => {
  const p = s.players[seat];
  const pod = s.pods.find((x) => x.number === p.pod);
  if (!pod) return refuse('move/not-in-pod', 'You are not in an escape pod.');
  if (pod.locked) return refuse('move/pod-locked', 'This pod is locked: it cannot be launched until it is unlocked.');
  if (p.wantsLaunch) return refuse('move/already-asked', 'You already asked to launch: the other occupant must agree.');
  p.wantsLaunch = true;
  const events: NemesisEvent[] = [];
  launchIfAgreed(s, pod, rng, events);
  stayIfSeated(s, seat, rng, events);
  settle(s, rng, events);
  return events;
};

export const leave: Handler<MoveOf<'leave-pod'>> = (s, seat) => {
  if (s.players[seat].pod === null) return refuse('move/not-in-pod', 'You are not in an escape pod.');
  const events: NemesisEvent[] = [];
  leavePod(s, seat, false, events);
  return events;
};
