/**
 * Game end (digest §10.1). Hibernation and escape pods are not built yet, so no character can survive: every ending
 * reachable today is "everybody lost". When hibernation and pods come, `jump` and `explode` must keep hibernating
 * (jump) and escaped characters and run the §10.2 victory check for them, and `outcome` must name the winners.
 */
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';

export type Explosion = 'fire' | 'malfunction' | 'self-destruct';

const reasons: Record<Explosion | 'jump' | 'all-dead', string> = {
  fire: 'A ninth fire broke out and the ship exploded: nobody survived.',
  malfunction: 'A ninth malfunction tore the hull apart: nobody survived.',
  'self-destruct': 'The self-destruct sequence ran out and the ship exploded: nobody survived.',
  jump: 'The ship made the hyperspace jump with nobody in hibernation: everyone left aboard died.',
  'all-dead': 'Every character died: nobody survived, so everybody lost.',
};

function endGame(s: NemesisState, reason: string, events: NemesisEvent[]): void {
  s.phase = 'over';
  s.turn = null;
  s.objectiveChoice = null;
  s.ending = reason;
  events.push({ type: 'game-ended', reason });
}

function killAboard(s: NemesisState): void {
  for (const p of s.players) {
    if (p.status === 'aboard') {
      p.status = 'dead';
      p.room = null;
    }
  }
}

/** The ship explodes (9th fire or malfunction, the self-destruct's skull): everyone aboard dies, intruders and Nest too. */
export function explode(s: NemesisState, cause: Explosion, events: NemesisEvent[]): void {
  events.push({ type: 'ship-destroyed', reason: cause });
  killAboard(s);
  s.intruders = [];
  s.nestDestroyed = true;
  endGame(s, reasons[cause], events);
}

/** The time marker reaches the last space: the jump (an explosion if the self-destruct runs); everyone awake dies. */
export function jump(s: NemesisState, events: NemesisEvent[]): void {
  if (s.selfDestruct !== null) return explode(s, 'self-destruct', events);
  killAboard(s);
  endGame(s, reasons.jump, events);
}

/** The last character on the ship is gone: nobody survives today, everyone loses (§10.1 last row). */
export function endIfNobodyLeft(s: NemesisState, events: NemesisEvent[]): void {
  if (s.phase === 'over' || s.players.some((p) => p.status === 'aboard' || p.status === 'drafting')) return;
  endGame(s, reasons['all-dead'], events);
}
