/**
 * Game end (digest §10.1): the jump, the explosion, and the last character leaving the ship; then the victory check
 * (victory.ts) for the survivors: hibernating characters (if the ship did not explode) and escaped ones; in co-op the
 * table's shared victory (cooperative.ts).
 */
import type { Rng } from '../../../engine';
import { selfDestructSkull } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { cooperativeWinners } from './cooperative';
import { objectiveWinners, survivalChecks, survivors } from './victory';

export type Explosion = 'fire' | 'malfunction' | 'self-destruct';

const causes: Record<Explosion | 'jump', string> = {
  fire: 'A ninth fire broke out and the ship exploded.',
  malfunction: 'A ninth malfunction tore the hull apart.',
  'self-destruct': 'The self-destruct sequence ran out and the ship exploded.',
  jump: 'The ship made the hyperspace jump.',
};

function endGame(s: NemesisState, cause: string, exploded: boolean, rng: Rng, events: NemesisEvent[]): void {
  s.phase = 'over';
  s.turn = null;
  s.objectiveChoice = null;
  s.search = null;
  const end = survivalChecks(s, exploded, rng, events);
  // In co-op the table wins or loses together (cooperative.ts).
  const cooperative = s.config.mode === 'cooperative';
  s.winners = cooperative ? cooperativeWinners(s, end, survivors(s)) : objectiveWinners(s, end);
  const survived = survivors(s).length;
  const outcome = cooperative
    ? `${survived} survived the checks; the crew ${s.winners.length > 0 ? 'fulfilled every objective and won' : 'did not fulfil every objective and lost'}.`
    : `${survived} survived the checks; ${s.winners.length} fulfilled their objective.`;
  s.ending = `${cause} ${survived === 0 ? 'Nobody survived: everybody lost.' : outcome}`;
  events.push({ type: 'game-ended', reason: s.ending, winners: s.winners.slice() });
}

/** The ship explodes: everyone aboard or hibernating dies, all intruders die and the Nest is destroyed. */
export function explode(s: NemesisState, cause: Explosion, rng: Rng, events: NemesisEvent[]): void {
  events.push({ type: 'ship-destroyed', reason: cause });
  for (const p of s.players) {
    if (p.status === 'aboard' || p.status === 'hibernating') {
      p.status = 'dead';
      p.room = null;
    }
  }
  s.intruders = [];
  s.nestDestroyed = true;
  endGame(s, causes[cause], true, rng, events);
}

/** The time marker reaches the last space: the jump (an explosion if the self-destruct runs); everyone awake dies. */
export function jump(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  if (s.selfDestruct !== null) return explode(s, 'self-destruct', rng, events);
  for (const p of s.players) {
    if (p.status === 'aboard') {
      p.status = 'dead';
      p.room = null;
    }
  }
  endGame(s, causes.jump, false, rng, events);
}

/** The last character on the ship died, hibernated or escaped: the self-destruct runs out, or the ship jumps. */
export function endIfNobodyLeft(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  if (s.phase === 'over' || s.players.some((p) => p.status === 'aboard' || p.status === 'drafting')) return;
  if (s.selfDestruct !== null) {
    // E25: with nobody left aboard, the self-destruct marker moves to the skull, then the ship explodes.
    s.selfDestruct = selfDestructSkull;
    return explode(s, 'self-destruct', rng, events);
  }
  jump(s, rng, events);
}
