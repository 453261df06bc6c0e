/**
 * Game end, as far as it is reachable today (digest §10). Hibernation and escape pods are not built yet, so nobody can
 * survive: the ship-destroyed and nobody-left triggers end the game with every player lost. When hibernation and pods
 * come, these triggers must run the §10 jump/explosion rows and the §10.2 victory check for the survivors instead.
 */
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';

export function endGame(s: NemesisState, reason: string, events: NemesisEvent[]): void {
  s.phase = 'over';
  s.turn = null;
  s.objectiveChoice = null;
  s.ending = reason;
  events.push({ type: 'game-ended', reason });
}

/** The last character on the ship died: nobody survives, everyone loses. */
export function endIfNobodyLeft(s: NemesisState, events: NemesisEvent[]): void {
  if (s.phase === 'over' || s.players.some((p) => p.status === 'aboard' || p.status === 'drafting')) return;
  endGame(s, 'Every character died: nobody survived, so everybody lost.', events);
}

/** A 9th fire or malfunction marker is needed: the ship is destroyed with everybody aboard. */
export function destroyShip(s: NemesisState, cause: 'fire' | 'malfunction', events: NemesisEvent[]): void {
  events.push({ type: 'ship-destroyed', reason: cause });
  for (const p of s.players) {
    if (p.status === 'aboard') {
      p.status = 'dead';
      p.room = null;
    }
  }
  s.intruders = [];
  s.nestDestroyed = true;
  endGame(s, cause === 'fire' ? 'A ninth fire broke out and the ship exploded: nobody survived.' : 'A ninth malfunction tore the hull apart: nobody survived.', events);
}
