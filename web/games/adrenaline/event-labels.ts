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
type Choice = Extract<AdrenalineEvent, { type: 'choice-taken' }>['choice'];

const DIRECTIONS: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

function choiceWords(choice: Choice, who: (seat: number) => string): string {
  if (choice.kind === 'player') return who(choice.seat);
  if (choice.kind === 'square') return squareName(choice.square);
  if (choice.kind === 'room') return `the ${choice.room} room`;
  if (choice.kind === 'direction') return DIRECTIONS[choice.direction] ?? 'that direction';
  return 'skip';
}

/** One operation of an effect in words: "Bob took 2 damage and 1 mark", "Bob was moved to C1". */
function opWords(op: Shot['effects'][number]['ops'][number], who: (seat: number) => string): string {
  if (op.op === 'move') return `${who(op.seat)} ${who(op.seat) === 'You' ? 'were' : 'was'} moved to ${squareName(op.to)}`;
  const got = [op.damage > 0 ? plural(op.damage, 'damage').replace('damages', 'damage') : '', op.marks > 0 ? plural(op.marks, 'mark') : ''].filter(Boolean);
  return `${who(op.seat)} ${op.damage > 0 ? 'took' : 'got'} ${got.join(' and ') || 'nothing'}`;
}

/** One step of a shot as the engine reports it (newer logs): tokens placed with the marks they converted, marks landed, kills. */
function stepWords(step: NonNullable<Shot['steps']>[number], who: (seat: number) => string): string {
  const name = who(step.seat);
  if (step.kind === 'moved') return `${name} ${name === 'You' ? 'were' : 'was'} moved from ${squareName(step.from)} to ${squareName(step.to)}`;
  const parts: string[] = [];
  if (step.placed > 0 || step.damage > 0) {
    const converted = step.converted > 0 ? ` (${step.damage} + ${plural(step.converted, 'mark')} turned into damage)` : '';
    parts.push(`took ${step.placed} damage${converted}`);
  }
  if (step.marksAdded > 0) parts.push(`got ${plural(step.marksAdded, 'mark')}`);
  if (step.marks > step.marksAdded) parts.push(`lost ${plural(step.marks - step.marksAdded, 'mark')} beyond the 3 allowed`);
  const end = step.overkilled ? ', overkilled' : step.killed ? ', killed' : '';
  return `${name} ${parts.join(' and ') || 'took nothing'}${end}`;
}

/** A whole shot: weapon and square, each effect's hits and moves in order, Targeting Scopes and the powerups paid with. */
function shotLabel(e: Shot, who: (seat: number) => string): string {
  const what = e.steps ? e.steps.map((step) => stepWords(step, who)) : e.effects.flatMap((x) => x.ops).map((op) => opWords(op, who));
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
    case 'powerup-played': {
      const from = e.from ? ` from ${squareName(e.from)}` : '';
      return e.power === 'newton'
        ? `${who(e.seat)} played ${powerup(e.card)}: ${who(e.target)} moved${from} to ${squareName(e.to)}`
        : `${who(e.seat)} played ${powerup(e.card)} and teleported${from} to ${squareName(e.to)}`;
    }
    case 'shot':
      return shotLabel(e, who);
    case 'reloaded':
      return `${who(e.seat)} reloaded ${weapon(e.weapon)}`;
    case 'tagback-played':
      return `${who(e.seat)} played ${powerup(e.card)} on ${who(e.target)}${e.marksAdded === 0 ? ' (no mark: already 3)' : e.marksAdded ? `: ${who(e.target)} got 1 mark` : ''}`;
    case 'choice-taken':
      return `Only one answer was possible to "${e.question}": ${choiceWords(e.choice, who)}`;
    case 'reaction-set':
      return `${who(e.seat)}: Tagback Grenade when hit, ${REACTION_WORDS[e.setting]}`;
    case 'kill-scored': {
      const paid = e.points.flatMap((pts, seat) => (pts > 0 ? [`${who(seat)} ${plural(pts, 'point')}`] : []));
      const revenge = e.overkill && e.overkillMarks !== 0 ? `; ${who(e.victim)} gave ${who(e.killer)} a revenge mark` : '';
      return `${who(e.killer)} ${e.overkill ? 'overkilled' : 'killed'} ${who(e.victim)}${paid.length ? `; the board paid ${paid.join(', ')}` : ''}${revenge}`;
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
      const final = (pts: number, seat: number) =>
        e.boardPoints && e.trackPoints ? ` (${e.boardPoints[seat]} from the last boards, ${e.trackPoints[seat]} from the kill-shot track)` : '';
      const scores = e.scores.map((pts, seat) => `${who(seat)} ${plural(pts, 'point')}${final(pts, seat)}`).join(', ');
      return `The game is over: ${e.winners.map(who).join(' and ')} won (${scores})`;
    }
    default:
      return null;
  }
}
