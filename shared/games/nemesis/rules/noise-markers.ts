/** Noise markers: one per corridor, one per technical-corridor network's space (shared by all its entrances). */
import type { NemesisEvent, NoiseTarget } from '../events';
import type { NemesisState } from '../state';
import { boardOf, type Exit } from './board';

export const targetOf = (e: Exit): NoiseTarget => (e.kind === 'corridor' ? { corridor: e.id } : { network: e.network! });

export function mark(s: NemesisState, e: Exit): void {
  if (e.kind === 'corridor') s.corridors[e.id].noise = true;
  else s.techNoise[e.network!] = true;
}

export function isMarked(s: NemesisState, e: Exit): boolean {
  return e.kind === 'corridor' ? s.corridors[e.id].noise : s.techNoise[e.network!];
}

/** Noise markers on every exit of the room that has none (each network's space once). */
export function fillNoise(s: NemesisState, room: string, events: NemesisEvent[]): void {
  const targets: NoiseTarget[] = [];
  for (const e of boardOf(s.side).exits(room)) {
    if (isMarked(s, e)) continue;
    mark(s, e);
    targets.push(targetOf(e));
  }
  if (targets.length > 0) events.push({ type: 'noise-placed', room, targets });
}

/** An encounter clears every exit of its room (the network spaces of its entrances included). */
export function clearNoise(s: NemesisState, room: string): void {
  for (const e of boardOf(s.side).exits(room)) {
    if (e.kind === 'corridor') s.corridors[e.id].noise = false;
    else s.techNoise[e.network!] = false;
  }
}
