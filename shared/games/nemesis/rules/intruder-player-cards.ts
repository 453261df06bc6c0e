/**
 * Playing an intruder-player card (digest §5.22, D25), one of three ways: Move (any 1 intruder through the corridor
 * of the card's number; "any": the player names it), Attack (an intruder attacks a character in its room: the player
 * draws the card's number of attack cards and resolves 1, the rest go under the attack deck; a Larva infects with no
 * draw, §12.18), or the card's special effect. The choices among drawn cards wait in `intruderPlayer.pending`.
 */
import type { Rng, Seat } from '../../../engine';
import { isContamination } from '../data';
import type { NemesisEvent } from '../events';
import type { Intruder, NemesisState } from '../state';
import { drawAttackCard, intruderAttack } from './attack';
import { boardOf, type NoiseNumber } from './board';
import { drawEventCard, moveIntruderThrough } from './combat';
import { resolveEventCard } from './event-phase';
import { infectionRule, larvaDeaths } from './infection';
import { intruderCardKind, intruderCardOf } from './intruder-player';
import { noiseRolls } from './series';
import { charactersIn, inCombat, intruderInCombat } from './ship';

export interface IntruderPlay {
  card: string;
  as: 'move' | 'attack' | 'special';
  intruder?: string;
  corridor?: number;
  target?: number;
}

const PLANNING_DRAW = 3;
const HEALED = 2;
const METAMORPHOSIS_DRAW = 4;

/** What the card's special effect needs named: a character (Pursuit), an intruder (Self-Healing), or nothing. */
export function specialNeeds(card: string): 'target' | 'intruder' | null {
  const kind = intruderCardKind(card);
  if (kind === 'intruder-card-pursuit') return 'target';
  if (kind === 'intruder-card-self-healing') return 'intruder';
  return null;
}

/** Why the play is not allowed, or null. Checked before anything changes. */
export function playProblem(s: NemesisState, play: IntruderPlay): string | null {
  const data = intruderCardOf(play.card);
  if (!data || !s.intruderPlayer!.hand.includes(play.card)) return 'That card is not in your hand.';
  const intruder = s.intruders.find((i) => i.id === play.intruder);
  if (play.as === 'move') {
    if (!intruder) return 'Name an intruder on the board to move.';
    if (data.moveCorridor === 'any' ? !isNoiseNumber(play.corridor) : play.corridor !== undefined) return 'Only a card marked "any" lets you name the corridor: name 1, 2, 3 or 4 with it, and none with the others.';
    return play.target === undefined ? null : 'A Move names no character.';
  }
  if (play.as === 'attack') {
    if (!intruder) return 'Name the intruder that attacks.';
    if (play.target === undefined || !charactersIn(s, intruder.room).includes(play.target)) return 'The attacked character must stand in the same room as the intruder.';
    return play.corridor === undefined ? null : 'An Attack names no corridor.';
  }
  if (play.corridor !== undefined) return 'A special effect names no corridor.';
  const needs = specialNeeds(play.card);
  if (needs === 'target') {
    const p = play.target === undefined ? null : s.players[play.target];
    if (!p || p.status !== 'aboard' || inCombat(s, play.target!)) return 'Name a character aboard and not in combat: it makes a noise roll.';
    return play.intruder === undefined ? null : 'This effect names no intruder.';
  }
  if (needs === 'intruder') {
    if (!intruder || intruder.injuries === 0) return 'Name an injured intruder to heal.';
    return play.target === undefined ? null : 'This effect names no character.';
  }
  return play.intruder === undefined && play.target === undefined ? null : 'This effect names nothing.';
}

const isNoiseNumber = (n: number | undefined): n is NoiseNumber => n === 1 || n === 2 || n === 3 || n === 4;

/** Plays a card already checked by `playProblem`; it is discarded before its effect. */
export function playIntruderCard(s: NemesisState, play: IntruderPlay, rng: Rng, events: NemesisEvent[]): void {
  const ip = s.intruderPlayer!;
  const data = intruderCardOf(play.card)!;
  ip.hand = ip.hand.filter((c) => c !== play.card);
  ip.discard.push(play.card);
  const intruder = s.intruders.find((i) => i.id === play.intruder) ?? null;
  events.push({ type: 'intruder-card-played', seat: ip.seat, card: intruderCardKind(play.card), as: play.as, intruder: intruder?.id ?? null, target: play.target ?? null });
  if (play.as === 'move') return moveIntruderThrough(s, intruder!, (play.corridor ?? data.moveCorridor) as NoiseNumber, rng, events);
  if (play.as === 'attack') {
    if (intruder!.type === 'larva') return intruderAttack(s, intruder!, play.target!, rng, events);
    const cards = Array.from({ length: data.attackDraw }, () => drawAttackCard(s, rng));
    ip.pending = { kind: 'attack', intruder: intruder!.id, target: play.target!, cards };
    if (cards.length === 1) pickDrawn(s, cards[0], rng, events);
    return;
  }
  switch (intruderCardKind(play.card)) {
    case 'intruder-card-pursuit':
      return noiseRolls(s, [play.target!], true, rng, events);
    case 'intruder-card-coordinated-hunt':
      return coordinatedHunt(s, rng, events);
    case 'intruder-card-metamorphosis':
      return metamorphosis(s, rng, events);
    case 'intruder-card-planning':
      ip.pending = { kind: 'planning', cards: Array.from({ length: PLANNING_DRAW }, () => drawEventCard(s, rng)) };
      return;
    case 'intruder-card-self-healing':
      intruder!.injuries = Math.max(0, intruder!.injuries - HEALED);
      events.push({ type: 'intruder-healed', intruder: intruder!.id, injuries: intruder!.injuries });
      return;
    default:
      throw new Error(`no rule for intruder-player card ${play.card}`);
  }
}

/**
 * The choice among drawn cards: the attack card resolved (the rest go under the attack deck), or Planning's event
 * card resolved as in the event phase (reading: the other two go to the event discard pile).
 */
export function pickDrawn(s: NemesisState, card: string, rng: Rng, events: NemesisEvent[]): void {
  const ip = s.intruderPlayer!;
  const pending = ip.pending!;
  ip.pending = null;
  const rest = pending.cards.filter((c) => c !== card);
  if (pending.kind === 'attack') {
    s.decks.attacks.push(...rest);
    const attacker = s.intruders.find((i) => i.id === pending.intruder);
    if (attacker) intruderAttack(s, attacker, pending.target, rng, events, card);
    else s.decks.attackDiscard.push(card);
    return;
  }
  s.decks.eventDiscard.push(...rest);
  events.push({ type: 'event-card-drawn', card, purpose: 'event' });
  resolveEventCard(s, card, rng, events);
}

/** Every Adult not in combat moves into a neighbouring room with a character, the lowest room number if several. */
function coordinatedHunt(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  const board = boardOf(s.side);
  const hunters = s.intruders.filter((i) => i.type === 'adult' && !intruderInCombat(s, i));
  for (const hunter of hunters) {
    if (s.phase === 'over' || !s.intruders.includes(hunter)) continue;
    const exits = board.exits(hunter.room).filter((e) => e.kind === 'corridor' && charactersIn(s, e.to!).length > 0);
    exits.sort((a, b) => board.slotIds.indexOf(a.to!) - board.slotIds.indexOf(b.to!));
    // A closed door on the way is met as in any intruder movement (destroyed, the Adult stays).
    if (exits.length > 0) moveIntruderThrough(s, hunter as Intruder, exits[0].numbers[0], rng, events);
  }
}

/**
 * Every character with a Larva dies (a Creeper appears); then every character draws 4 cards of its deck, scans the
 * contamination among them (a Larva if one reads INFECTED) and discards them (reading: a shorter deck gives fewer).
 */
function metamorphosis(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  if (!larvaDeaths(s, aboard(s), 'metamorphosis', rng, events)) metamorphosisScans(s, rng, events);
}

const aboard = (s: NemesisState): Seat[] => s.players.flatMap((p, seat) => (p.status === 'aboard' ? [seat] : []));

/** Metamorphosis after its deaths: every character draws 4 cards of its deck, scans them and discards them. */
export function metamorphosisScans(s: NemesisState, rng: Rng, events: NemesisEvent[]): void {
  for (const seat of aboard(s)) {
    if (s.phase === 'over') return;
    const p = s.players[seat];
    const drawn = p.deck.splice(0, METAMORPHOSIS_DRAW);
    const scanned = drawn.filter(isContamination);
    const infected = scanned.filter((c) => s.infected.includes(c)).length;
    events.push({ type: 'scanned', seat, contamination: scanned.length, infected });
    p.discard.push(...drawn);
    if (infected > 0 && !p.larva) infectionRule(s, seat, rng, events);
  }
}
