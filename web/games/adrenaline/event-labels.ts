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
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

type Shot = Extract<AdrenalineEvent, { type: 'shot' }>;

/** One operation of an effect in words: "Bob took 2 damage and 1 mark", "Bob was moved to C1". */
function opWords(op: Shot['effects'][number]['ops'][number], who: (seat: number) => string): string {
  if (op.op === 'move') return `${who(op.seat)} ${who(op.seat) === 'You' ? 'were' : 'was'} moved to ${squareName(op.to)}`;
  const got = [op.damage > 0 ? plural(op.damage, 'damage').replace('damages', 'damage') : '', op.marks > 0 ? plural(op.marks, 'mark') : ''].filter(Boolean);
  return `${who(op.seat)} ${op.damage > 0 ? 'took' : 'got'} ${got.join(' and ') || 'nothing'}`;
}

/** A whole shot: weapon and square, each effect's hits and moves in order, Targeting Scopes and the powerups paid with. */
function shotLabel(e: Shot, who: (seat: number) => string): string {
  const what = e.effects.flatMap((x) => x.ops).map((op) => opWords(op, who));
  // A Scope's extra damage is already in its target's hit: it is named, not added again.
  const scopes = e.scopes.map((sc) => `${powerup(sc.card)} played on ${who(sc.target)} (1 of that damage)`);
  const reloaded = e.reloaded.length ? `${who(e.seat)} reloaded ${list(e.reloaded.map(weapon))} first; ` : '';
  const payments = e.discarded.filter((card) => !e.scopes.some((sc) => sc.card === card));
  const paid = payments.length ? `; paid with ${list(payments.map(powerup))}` : '';
  return `${reloaded}${who(e.seat)} shot with ${weapon(e.weapon)} from ${squareName(e.from)}: ${list([...what, ...scopes])}${paid}`;
}

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
    case 'shot':
      return shotLabel(e, who);
    case 'reloaded':
      return `${who(e.seat)} reloaded ${weapon(e.weapon)}`;
    case 'tagback-played':
      return `${who(e.seat)} played ${powerup(e.card)} on ${who(e.target)}`;
    case 'choice-taken': {
      const c = e.choice;
      const chosen = c.kind === 'player' ? who(c.seat) : c.kind === 'square' ? squareName(c.square) : c.kind === 'room' ? `the ${c.room} room` : c.kind === 'direction' ? `direction ${c.direction}` : 'none';
      return `${who(e.seat)}: ${chosen}, the only possible choice (${e.question}), was taken without asking`;
    }
    case 'reaction-set':
      return `${who(e.seat)}: Tagback Grenade when hit, ${REACTION_WORDS[e.setting]}`;
    case 'kill-scored': {
      const paid = e.points.flatMap((pts, seat) => (pts > 0 ? [`${who(seat)} ${plural(pts, 'point')}`] : []));
      return `${who(e.killer)} ${e.overkill ? 'overkilled' : 'killed'} ${who(e.victim)}${paid.length ? `; the board paid ${paid.join(', ')}` : ''}${e.overkill ? `; ${who(e.victim)} gave ${who(e.killer)} a revenge mark` : ''}`;
    }
    case 'double-kill':
      return `${who(e.seat)} scored a double kill`;
    case 'refilled':
      return 'Ammo tiles and weapon racks were refilled';
    case 'frenzy-started':
      return 'Final Frenzy begins';
    case 'turn-ended':
      return `${who(e.seat)} ended the turn`;
    case 'game-ended': {
      const scores = e.scores.map((pts, seat) => `${who(seat)} ${plural(pts, 'point')}`).join(', ');
      return `The game is over: ${e.winners.map(who).join(' and ')} won (${scores})`;
    }
    default:
      return null;
  }
}
