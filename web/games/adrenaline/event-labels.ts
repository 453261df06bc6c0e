/**
 * Adrenaline log events in words. Every id an event carries is one the viewer may see (the engine redacts the rest),
 * so cards are named from the public catalogue: which card an id is was never the secret, only where it is.
 */
import type { SeatInfo } from '../../../shared/api';
import { powerupById, powerupNames, weaponById } from '../../../shared/games/adrenaline/data';
import type { AdrenalineEvent } from '../../../shared/games/adrenaline/events';
import { seatLabel } from '../../lib/format';
import { REACTION_WORDS, squareName } from './view-model';

function powerup(id: string): string {
  const card = powerupById.get(id);
  return card ? `${powerupNames[card.type]} (${card.color})` : 'a powerup';
}

const weapon = (id: string) => weaponById.get(id)?.name ?? id;
const list = (items: string[]) => (items.length ? items.join(', ') : 'nothing');

export function eventLabel(event: unknown, seats: SeatInfo[]): string | null {
  if (typeof event !== 'object' || event === null) return null;
  const e = event as AdrenalineEvent;
  const who = (seat: number) => seatLabel(seats, seat);
  switch (e.type) {
    case 'turn-started':
      return `${who(e.seat)}: turn begins (${e.actions} action${e.actions === 1 ? '' : 's'}${e.frenzy ? ', Final Frenzy' : ''})`;
    case 'powerups-drawn':
      return e.cards ? `${who(e.seat)} drew ${list(e.cards.map(powerup))}` : `${who(e.seat)} drew ${e.count} powerup${e.count === 1 ? '' : 's'}`;
    case 'spawned':
    case 'respawned':
      return `${who(e.seat)} discarded ${powerup(e.discarded)} and ${e.type} on ${squareName(e.square)}`;
    case 'ran':
      return `${who(e.seat)} ran to ${squareName(e.to)}`;
    case 'grabbed-ammo':
      return `${who(e.seat)} grabbed the ammo on ${squareName(e.square)}`;
    case 'grabbed-weapon':
      return `${who(e.seat)} bought ${weapon(e.weapon)} on ${squareName(e.square)}${e.dropped ? `, dropping ${weapon(e.dropped)}` : ''}`;
    case 'powerup-played':
      return e.power === 'newton'
        ? `${who(e.seat)} played ${powerup(e.card)}: ${who(e.target)} moved to ${squareName(e.to)}`
        : `${who(e.seat)} played ${powerup(e.card)} and teleported to ${squareName(e.to)}`;
    case 'shot': {
      const hits = e.effects.flatMap((x) => x.ops).flatMap((op) => (op.op === 'hit' ? [`${who(op.seat)} ${op.damage} damage${op.marks ? ` + ${op.marks} mark${op.marks === 1 ? '' : 's'}` : ''}`] : []));
      return `${who(e.seat)} shot with ${weapon(e.weapon)} from ${squareName(e.from)}: ${list(hits)}`;
    }
    case 'reloaded':
      return `${who(e.seat)} reloaded ${weapon(e.weapon)}`;
    case 'tagback-played':
      return `${who(e.seat)} played ${powerup(e.card)} on ${who(e.target)}`;
    case 'reaction-set':
      return `${who(e.seat)}: Tagback Grenade when hit, ${REACTION_WORDS[e.setting]}`;
    case 'kill-scored':
      return `${who(e.killer)} ${e.overkill ? 'overkilled' : 'killed'} ${who(e.victim)}`;
    case 'double-kill':
      return `${who(e.seat)} scored a double kill`;
    case 'refilled':
      return 'Ammo tiles and weapon racks were refilled';
    case 'frenzy-started':
      return 'Final Frenzy begins';
    case 'turn-ended':
      return `${who(e.seat)} ended the turn`;
    case 'game-ended':
      return `The game is over: ${e.winners.map(who).join(' and ')} won`;
    default:
      return null;
  }
}
