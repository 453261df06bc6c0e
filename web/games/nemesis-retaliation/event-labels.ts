/**
 * Nemesis: Retaliation log lines in the game's words. A log line has no view, so places are named by their printed
 * space labels ("room A3", which the board shows on each room) and rooms by name where the event carries them. Every
 * event kind has an entry here: a test fails when one is missing.
 */
import type { SeatInfo } from '../../../shared/api';
import type { RetaliationEvent } from '../../../shared/games/nemesis-retaliation/events';
import { seatLabel } from '../../lib/format';
import { CREW_EVENT_WORDS } from './crew-words';
import { ITEM_EVENT_WORDS } from './item-words';
import { cardName, characterName, GEAR_WORDS, INTRUDER_WORDS, placeWords, roomName, TECHNICAL_CORRIDOR } from './names';

type EventOf<T extends RetaliationEvent['type']> = Extract<RetaliationEvent, { type: T }>;
type Line<T extends RetaliationEvent['type']> = (e: EventOf<T>, who: (seat: number) => string) => string;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const list = (xs: readonly string[]) => (xs.length <= 1 ? (xs[0] ?? 'nothing') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const intruder = (id: string) => (id === TECHNICAL_CORRIDOR ? 'an Adult from the technical corridors' : `intruder #${id.replace(/^\D+/, '')}`);
const STATUS: Record<string, string> = { 'in-play': 'is back in the facility', lander: 'is aboard the Lander', hibernating: 'is hibernating', escaped: 'escaped', dead: 'is dead' };
const NOISE: Record<string, string> = { hazard: 'Hazard' };
const FACES: Record<string, string> = { critical: 'a Critical', 'ammo-loss': 'Ammo loss', '4+special': '4 and the star' };
const face = (f: string) => FACES[f] ?? f;
const PHASES: Record<string, string> = { intruder: 'The intruder phase begins.', event: 'The event phase begins.', cleanup: 'Cleanup: the start player changes and hands are refilled.' };
const LANDER: Record<string, string> = { landed: 'The Lander landed in the Landing Zone', destroyed: 'The Lander was shot down by the Anti-Aircraft system', departed: 'The Lander took off' };
const DEATH: Record<string, string> = { autodestruction: 'the Autodestruction', fire: 'fire spreading everywhere (no fire marker left)' };

/** Each event kind's line. Partial on purpose: a kind added to the engine and missing here fails the words test. */
export const EVENT_WORDS: Partial<{ [K in RetaliationEvent['type']]: Line<K> }> = {
  'draft-offered': (e, who) => (e.characters ? `${who(e.seat)} were dealt the ${list(e.characters.map(characterName))}.` : `${who(e.seat)} was dealt two characters.`),
  'character-chosen': (e, who) => `${who(e.seat)} chose the ${characterName(e.character)}.`,
  'support-taken': (e, who) => `${who(e.seat)} took the ${cardName(e.item)}.`,
  'belt-filled': (e, who) => `${who(e.seat)} filled a belt: ${list(e.tokens.map((t) => GEAR_WORDS[t] ?? 'a token'))}.`,
  'game-started': (e, who) => `The game began; ${who(e.startPlayer)} starts.`,
  'round-started': (e, who) => `Round ${e.round} began; ${who(e.startPlayer)} starts.`,
  'cards-drawn': (e, who) => (e.cards ? `${who(e.seat)} drew ${list(e.cards.map(cardName))}.` : `${who(e.seat)} drew ${plural(e.count, 'card')}.`),
  paid: (e, who) => `${who(e.seat)} paid with ${list(e.cards.map(cardName))}.`,
  passed: (e, who) => `${who(e.seat)} passed${e.discarded.length ? `, discarding ${list(e.discarded.map(cardName))}` : ''}.`,
  'objective-chosen': (e, who) => `${who(e.seat)} chose an objective and drew ${plural(e.drew, 'card')}.`,
  moved: (e, who) => `${who(e.seat)} moved${e.careful ? ' cautiously' : ''} from ${placeWords(e.from)} to ${placeWords(e.to)}.`,
  explored: (e, who) => `${who(e.seat)} explored ${placeWords(e.space)}: the ${roomName(e.room)}${e.corridors.length ? `, with ${plural(e.corridors.length, 'new corridor')}` : ''}.`,
  'hibernatorium-discovered': (e) => `The Hibernatorium was discovered; the robot is the ${cardName(e.robot)}.`,
  'noise-rolled': (e, who) => `${who(e.seat)} rolled noise: ${NOISE[e.result] ?? e.result}.`,
  'noise-placed': (e) => `A noise marker was placed in ${placeWords(e.corridor)}.`,
  'token-drawn': (e) => `An intruder token was drawn for ${placeWords(e.where)}: ${INTRUDER_WORDS[e.intruderType] ?? 'an intruder'}${e.back ? ` (back ${e.back})` : ''}.`,
  'bag-changed': (e) => `Added to the intruder bag: ${list(e.added.map((t) => INTRUDER_WORDS[t] ?? 'a token'))}.`,
  'intruders-placed': (e) => `In ${placeWords(e.where)} appeared: ${list(e.intruders.map((i) => `${INTRUDER_WORDS[i.intruderType] ?? 'an intruder'} #${i.id.replace(/^\D+/, '')}`))}.`,
  'intruders-moved': (e) => `Intruders moved: ${list(e.moves.map((m) => `${intruder(m.intruder)} to ${placeWords(m.to)}`))}.`,
  'door-destroyed': (e) => `The door in ${placeWords(e.corridor)} was destroyed.`,
  'doors-closed': (e) => `Doors closed in ${list(e.corridors.map(placeWords))}.`,
  'secure-placed': (e) => `A secure token was placed in ${placeWords(e.space)}.`,
  'secure-removed': (e) => `A secure token in ${placeWords(e.space)} stopped the attack of ${intruder(e.intruder)}.`,
  'marker-placed': (e) => `A ${e.marker === 'fire' ? 'fire' : 'malfunction'} marker was placed in ${placeWords(e.where)}.`,
  attacked: (e, who) => `${intruder(e.intruder)} attacked ${who(e.seat)}${e.card ? `: ${cardName(e.card)}` : ''}.`,
  'larva-attached': (e, who) => (e.kept ? `A Larva attached itself to ${who(e.seat)}.` : `A Larva attacked ${who(e.seat)}.`),
  'health-lost': (e, who) => `${who(e.seat)} lost ${e.amount} health${e.armorLost ? ` and the ${cardName(e.armorLost)}` : ''}.`,
  healed: (e, who) => `${who(e.seat)} recovered ${e.amount} health.`,
  'serious-wound': (e, who) => `${who(e.seat)} suffered a serious wound: ${cardName(e.card)}.`,
  contaminated: (e, who) => `${who(e.seat)} gained ${plural(e.count, 'Contamination card')}.`,
  'oxygen-changed': (e, who) => `${who(e.seat)} now has ${e.oxygen} oxygen${e.suffocating ? ' and is suffocating' : ''}.`,
  'character-died': (e, who) => `${who(e.seat)} died.`,
  'body-carried': (e, who) => `${who(e.seat)} carried the fallen ${who(e.body)} to ${placeWords(e.to)}.`,
  revived: (e, who) => `${who(e.seat)} was revived by the AutoDoc in ${placeWords(e.where)}.`,
  'status-changed': (e, who) => `${who(e.seat)} ${STATUS[e.status] ?? 'changed place'}.`,
  shot: (e, who) => `${who(e.seat)} shot ${intruder(e.target)} with the ${cardName(e.weapon)} (rolled ${face(e.face)})${e.killed ? ' and killed it' : ''}.`,
  melee: (e, who) => `${who(e.seat)} attacked ${intruder(e.target)} in melee (rolled ${face(e.face)})${e.killed ? ' and killed it' : ''}.`,
  'aim-rolled': (e, who) => `${who(e.seat)} took aim and rolled ${face(e.face)} on the ${e.die === 'shoot' ? 'Shoot' : 'Burst'} die.`,
  burst: (e, who) => `${who(e.seat)} fired ${e.weapon ? `a burst of the ${cardName(e.weapon)}` : 'a grenade'} into ${placeWords(e.corridor)}: ${plural(e.hits, 'hit')} (rolled ${face(e.face)}).`,
  'hits-allocated': (e, who) => `${who(e.seat)} gave out the hits${e.killed.length ? `, killing ${list(e.killed.map(intruder))}` : ''}.`,
  'ammo-spent': (e, who) => `${who(e.seat)} spent ammo of the ${cardName(e.item)} (${e.left === 'half' ? 'half left' : 'empty'}).`,
  'gear-used': (e, who) => `${who(e.seat)} used ${GEAR_WORDS[e.token] ?? 'a token'}${e.target ? ` on ${e.token === 'grenade' ? placeWords(e.target) : `the ${cardName(e.target)}`}` : ''}.`,
  'intruder-killed': (e) => `${INTRUDER_WORDS[e.intruderType] ?? 'An intruder'} #${e.intruder.replace(/^\D+/, '')} was killed in ${placeWords(e.where)}.`,
  'intruder-hit': (e) => `${intruder(e.intruder)} took a hit (${plural(e.hits, 'hit')} now).`,
  'queen-health': (e) => `The Queen lost health: ${plural(e.discarded, 'more card')} discarded, ${e.left} left.`,
  'queen-died': () => 'The Queen died.',
  'queen-left-map': () => 'The Queen left the map (back in the pool).',
  'queen-activated': (e) => `The Queen (${intruder(e.intruder)}) was activated.`,
  'item-malfunctioned': (e, who) => `The ${cardName(e.item)} of ${who(e.seat)} ${e.destroyed ? 'was destroyed' : 'malfunctioned'}.`,
  phase: (e) => PHASES[e.phase] ?? 'A new phase began.',
  'event-card': (e) => `The event card ${cardName(e.card)} was drawn.`,
  'bag-developed': (e) => `Bag development drew ${INTRUDER_WORDS[e.drawn] ?? 'a token'}.`,
  'time-advanced': (e) => `The round marker moved to ${e.round}.`,
  lander: (e) => `${LANDER[e.state] ?? 'The Lander moved'}${e.topToken ? ` (the Anti-Aircraft system was ${e.topToken})` : ''}.`,
  'escape-failed': (e, who) => `${who(e.seat)} failed to escape.`,
  'life-support': (e) => `Life support of section ${e.section} is now ${e.active ? 'on' : 'off'}.`,
  'anti-aircraft-checked': (e, who) => `${who(e.seat)} checked the Anti-Aircraft tokens.`,
  'hibernatorium-activated': () => 'The Hibernatorium was turned on.',
  autodestruction: (e) => `The Autodestruction was set for round ${e.round}.`,
  'power-cut': () => 'The Reactor was shut down: all power is cut for good.',
  'wound-discarded': (e, who) => `${who(e.seat)} had the serious wound ${cardName(e.card)} treated.`,
  'card-played': (e, who) => `${who(e.seat)} played ${cardName(e.card)}.`,
  'noise-discarded': (e) => `The noise marker in ${placeWords(e.corridor)} was removed.`,
  searched: (e, who) => (e.cards ? `${who(e.seat)} searched and found ${list(e.cards.map(cardName))}.` : `${who(e.seat)} searched and found ${plural(e.count, 'item')}.`),
  'item-kept': (e, who) => `${who(e.seat)} ${e.kept ? 'kept an item' : 'kept nothing'}.`,
  'larva-removed': (e, who) => `The Larva of ${who(e.seat)} was removed.`,
  decontaminated: (e, who) => `${who(e.seat)} was decontaminated.`,
  'fires-out': (e) => `The fires of section ${e.section} went out${e.rooms.length ? ` (${list(e.rooms.map(placeWords))})` : ''}.`,
  'data-token': (e, who) => `${who(e.seat)} took a Data token.`,
  'egg-destroyed': (e, who) => `${who(e.seat)} destroyed an egg (${plural(e.eggs, 'egg')} left).`,
  scanned: (e, who) => `The contamination of ${who(e.seat)} was scanned: ${plural(e.contamination, 'card')}, ${e.infected} infected.`,
  eclosion: (e, who) => `A Larva hatched in ${who(e.seat)} (${plural(e.contamination, 'Contamination card')}).`,
  'facility-destroyed': (e) => `The facility was destroyed by ${DEATH[e.reason] ?? 'disaster'}.`,
  'objectives-revealed': (e, who) => {
    const kept = e.objectives.flatMap((o, seat) => (o ? [`${who(seat)}, ${cardName(o)}`] : []));
    return kept.length ? `Objectives revealed: ${list(kept)}.` : 'No objective is revealed (no survivor holds one).';
  },
  'lander-moved': (e, who) => `${who(e.seat)} moved the Lander to round ${e.space}.`,
  'corridor-reinforced': (e) => `${placeWords(e.corridor).replace(/^the/, 'The')} was reinforced.`,
  'door-changed': (e) => `The door in ${placeWords(e.corridor)} was ${e.door === 'open' ? 'opened' : 'closed'}.`,
  'doors-changed': (e) => `Doors ${[e.opened.length ? `opened in ${list(e.opened.map(placeWords))}` : '', e.closed.length ? `closed in ${list(e.closed.map(placeWords))}` : ''].filter(Boolean).join('; ') || 'left as they were'}.`,
  'corridor-placed': (e, who) => `${who(e.seat)} laid a corridor tile in ${placeWords(e.corridor)}.`,
  'malfunction-discarded': (e, who) => `${who(e.seat)} repaired a malfunction in ${placeWords(e.from)}.`,
  'fire-discarded': (e) => `The fire in ${placeWords(e.space)} went out.`,
  'gear-gained': (e, who) => `${who(e.seat)} gained ${GEAR_WORDS[e.token] ?? 'a token'}.`,
  'gear-discarded': (e, who) => `${who(e.seat)} discarded ${GEAR_WORDS[e.token] ?? 'a token'}.`,
  'egg-taken': (e, who) => `${who(e.seat)} took an egg from the Nest (${plural(e.eggs, 'egg')} left).`,
  'items-kept': (e, who) => `${who(e.seat)} kept ${plural(e.kept, 'card')}${e.discarded.length ? ` and discarded ${list(e.discarded.map(cardName))}` : ''}.`,
  'corridor-drilled': (e) => `A corridor was drilled: ${placeWords(e.corridor)}.`,
  'room-used-remotely': (e, who) => `${who(e.seat)} used ${placeWords(e.space)} from afar.`,
  'attack-stopped': (e) => `The attack of ${intruder(e.intruder)} in ${placeWords(e.space)} was stopped.`,
  ...ITEM_EVENT_WORDS,
  ...CREW_EVENT_WORDS,
  'game-ended': (e, who) => `The game ended. ${e.reason}${e.winners.length ? ` Winners: ${list(e.winners.map(who))}.` : ' Nobody won.'}`,
};

export function eventLabel(event: unknown, seats: SeatInfo[]): string | null {
  const e = event as RetaliationEvent;
  const words = EVENT_WORDS[e?.type] as Line<typeof e.type> | undefined;
  if (!words) return null;
  const line = words(e as never, (seat) => seatLabel(seats, seat));
  // "You was" reads wrong: the viewer's own seat is "You".
  const fixed = line.replace(/^You was\b/, 'You were').replace(/^You is\b/, 'You are').replace(/^You has\b/, 'You have');
  // "intruder #1 attacked You" reads "Intruder #1 attacked you".
  return fixed.replace(/(?<=[a-z,] )You\b/g, 'you').replace(/^./, (c) => c.toUpperCase());
}
