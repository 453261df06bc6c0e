/**
 * Entering a room (digest §5.3-5.4): the slime room slimes first; an unexplored room is flipped and its exploration
 * token resolved; then, after a normal move into a room with no other character and no intruder, one noise roll.
 * Silence and Danger tokens replace that roll; Careful Movement ignores both (and never rolls).
 */
import type { Rng, Seat } from '../../../engine';
import { explorationTokenById } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { closeDoor, placeFire, placeMalfunction } from './markers';
import { danger, noiseRoll } from './noise';
import { charactersIn, intrudersIn, roomOf } from './ship';

export type MoveKind = 'normal' | 'careful';

function slime(s: NemesisState, seat: Seat, room: string, events: NemesisEvent[]): void {
  if (s.players[seat].slime) return;
  s.players[seat].slime = true;
  events.push({ type: 'marker-placed', room, marker: 'slime', seat });
}

/** Flips the tile and resolves its token; returns whether the token replaced the noise roll. */
function explore(s: NemesisState, seat: Seat, room: string, corridor: string | null, kind: MoveKind, rng: Rng, events: NemesisEvent[]): boolean {
  const r = s.rooms[room];
  r.explored = true;
  const data = roomOf(s, room);
  const token = r.token ? explorationTokenById.get(r.token)! : null;
  r.token = null;
  if (!token) return false;
  if (data.getsItemCounter) r.items = s.solo ? token.soloItems : token.items;
  const effect = token.effect === 'silence' && s.players[seat].slime ? 'danger' : token.effect;
  const ignored = kind === 'careful' && (effect === 'silence' || effect === 'danger');
  events.push({ type: 'room-explored', seat, room, tile: r.tile, effect: token.effect, items: r.items, ignored });
  if (ignored) return true;
  switch (effect) {
    case 'silence':
      return true;
    case 'danger':
      danger(s, room, events);
      return true;
    case 'slime':
      slime(s, seat, room, events);
      return false;
    case 'fire':
      placeFire(s, room, rng, events);
      return false;
    case 'malfunction':
      placeMalfunction(s, room, rng, events);
      return false;
    case 'door':
      // The corridor just used; unclear arrivals (no corridor) ignore it (§12.28).
      if (corridor) closeDoor(s, corridor, events);
      return false;
  }
}

/** The character of `seat` has just been put in `room` through `corridor`. */
export function enterRoom(s: NemesisState, seat: Seat, room: string, corridor: string | null, kind: MoveKind, rng: Rng, events: NemesisEvent[]): void {
  // The slime room slimes every entrant, on the first entry before its token is revealed [RB p.25].
  if (s.rooms[room].tile === 'room-covered-in-slime') slime(s, seat, room, events);
  const replaced = s.rooms[room].token !== null && explore(s, seat, room, corridor, kind, rng, events);
  if (s.phase === 'over' || kind === 'careful' || replaced) return;
  const empty = charactersIn(s, room).length === 1 && intrudersIn(s, room).length === 0;
  if (empty) noiseRoll(s, seat, rng, events);
}
