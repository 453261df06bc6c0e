/**
 * Nemesis: Retaliation moves in words, from the seat's own view: places by their room names, cards by their printed
 * names, payments card by card. Every move kind of the engine has an entry here: a test fails when one is missing.
 */
import { playCardWords } from './card-play-words';
import { ammoLossWords, spendingWords } from './ammo-words';
import type { MoveOf, RetaliationMove } from '../../../shared/games/nemesis-retaliation/moves/schema';
import type { RetaliationView } from '../../../shared/games/nemesis-retaliation/view';
import { corridorPositions } from '../../../shared/games/nemesis-retaliation/data';
import { CREW_MOVE_WORDS } from './crew-words';
import { ITEM_MOVE_WORDS } from './item-words';
import { PAUSE_MOVE_WORDS } from './pause-words';
import { cardName, characterName, GEAR_WORDS, type Names } from './names';

export function paying(pay: readonly string[]): string {
  return pay.length === 0 ? '' : `, paying with ${pay.map(cardName).join(' and ')}`;
}

const ends = new Map(corridorPositions.map((p) => [p.id, p.spaces]));

/** The space a corridor leads to from the viewer's room (explored or not). */
export function destinationOf(corridor: string, from: string | null): string | null {
  return ends.get(corridor)?.find((sp) => sp !== from) ?? null;
}

const SECTION = (s: string | undefined) => `section ${s ?? ''}`.trim();

/** A room action's option in words (the room is the one the seat stands in). */
function roomOptionWords(m: MoveOf<'use-room'>, names: Names): string | null {
  const target = m.target ? names.place(m.target) : 'a place';
  const tokens = m.tokens?.length ? m.tokens.map((t) => GEAR_WORDS[t] ?? 'a token').join(', ') : 'nothing';
  const OPTIONS: Record<string, string> = {
    'board-lander': 'Board the Lander',
    'take-gear': `Take ${tokens} from the Landing Zone`,
    'toggle-life-support': 'Switch the life support of this section',
    'check-anti-aircraft': m.swap ? 'Check the Anti-Aircraft tokens and swap them' : 'Check the Anti-Aircraft tokens and leave them',
    'activate-hibernatorium': 'Turn the Hibernatorium on',
    hibernate: 'Go into hibernation',
    'board-shuttle': 'Escape in the Escape Shuttle',
    autodestruction: 'Start the Autodestruction',
    'shut-down': 'Shut the Reactor down (all power cut for good)',
    'restore-health': 'Restore 2 health',
    'discard-wound': `Treat the serious wound ${cardName(m.wound)}`,
    'remove-larva': 'Have the Larva removed (surgery)',
    'take-ammo': `Take ${tokens} from the Armory`,
    'put-out-fires': `Put out every fire in ${SECTION(m.section)}`,
    'gain-data': 'Take a Data token',
    'destroy-egg': 'Destroy an egg in the Nest',
    decontaminate: 'Decontaminate (contamination cards out, unscanned)',
    shelter: 'Shelter (contamination cards out, unscanned)',
    'resolve-noise': `Resolve the noise marker in ${target}`,
    'discard-noise': `Remove the noise marker from ${target}`,
    'discard-fire': `Put out the fire in ${target}`,
    'technical-corridor': `Go through the technical corridors to ${target}`,
    'draw-items': 'Draw items from the Supply Room',
    doors: `In ${SECTION(m.section)}, open or close the doors of ${(m.doors ?? []).map(names.corridor).join(', ') || 'no corridor'}`,
    'secure-robot-room': 'Secure the Security Robot Room',
    reinforce: `Reinforce ${target}`,
    gunnery: `Fire the guns into ${target}`,
    'move-intruder': `Move ${m.intruder ? names.intruder(m.intruder) : 'an intruder'} to ${target}`,
    'draw-support': 'Draw support equipment in the Experimental Military Lab',
    drill: `Drill a new corridor toward ${target}`,
    'take-egg': 'Take an egg from the Nest (a heavy item)',
  };
  // An option the engine added and this board does not know yet has no words: the words test fails on it.
  return Object.prototype.hasOwnProperty.call(OPTIONS, m.option) ? OPTIONS[m.option] : null;
}

/** A move whose words are built from the move alone and the viewer's names. */
type Labeler<K extends RetaliationMove['type']> = (m: MoveOf<K>, view: RetaliationView, names: Names) => string | null;

const here = (view: RetaliationView) => (view.me ? view.players[view.me.seat].space : null);
const to = (corridor: string, view: RetaliationView, names: Names) => {
  const d = destinationOf(corridor, here(view));
  return d ? names.space(d) : 'the next room';
};

/** Revive: the fallen character carried along. */
const carrying = (body: number | undefined, names: Names) => (body === undefined ? '' : `, carrying the fallen ${names.seat(body)}`);

/** Each move kind's words. Partial on purpose: a kind added to the engine and missing here fails the words test. */
export const MOVE_WORDS: Partial<{ [K in RetaliationMove['type']]: Labeler<K> }> = {
  'choose-character': (m) => `Play the ${characterName(m.character)}`,
  'choose-support': (m) => `Take the ${cardName(m.item)}`,
  'choose-belt': (m) => `Fill your belt: ${m.tokens.map((t) => GEAR_WORDS[t] ?? 'a token').join(', ')}`,
  'choose-objective': (m) => `Keep the objective ${cardName(m.keep)}`,
  'end-turn': () => 'End your turn without choosing an objective',
  pass: (m) => (m.discard.length ? `Pass, discarding ${m.discard.map(cardName).join(' and ')}` : 'Pass'),
  move: (m, view, names) => `Move to ${to(m.corridor, view, names)} by ${names.corridor(m.corridor)}${carrying(m.carry, names)}${paying(m.pay)}`,
  'careful-move': (m, view, names) => `Move cautiously to ${to(m.corridor, view, names)} by ${names.corridor(m.corridor)}${carrying(m.carry, names)}${paying(m.pay)}`,
  secure: (m, view, names) => `Place a secure token in ${names.space(here(view) ?? '')}${paying(m.pay)}`,
  shoot: (m, _v, names) =>
    m.repel ? `Repel ${names.intruder(m.target)} with the ${cardName(m.weapon)}${paying(m.pay)}` : `Shoot ${names.intruder(m.target)} with the ${cardName(m.weapon)}${ammoLossWords(m.ammo)}${paying(m.pay)}`,
  burst: (m, _v, names) => `Fire a burst with the ${cardName(m.weapon)} into ${names.corridor(m.corridor)}${m.launcher ? ', its grenades first (or instead)' : ''}${spendingWords(m.ammo)}${paying(m.pay)}`,
  melee: (m, _v, names) =>
    `Attack ${names.intruder(m.target)} in melee${m.ifSurvives === 'attack' ? ' (if it survives, take its counter-attack)' : ` (if it survives, your ${cardName(m.ifSurvives)} malfunctions instead)`}${paying(m.pay)}`,
  'use-gear': (m, view, names) => {
    const slot = view.me ? view.players[view.me.seat].belt[m.slot] : null;
    const token = slot ? (GEAR_WORDS[slot.token] ?? 'a token') : 'a token';
    const onto = m.target ? (slot?.token === 'grenade' ? ` into ${names.corridor(m.target)}` : ` to reload the ${cardName(m.target)}`) : '';
    const on = m.on !== undefined ? ` on ${names.seat(m.on)} if they accept` : '';
    return `Use the ${token} from your belt${onto}${on}${m.more ? ' (more gear after it)' : ''}${paying(m.pay)}`;
  },
  'play-card': (m, _v, names) => {
    // "Use the Room" through a card names the room's option as Use the Room does.
    const room = m.room && roomOptionWords({ type: 'use-room', ...m.room, pay: [] } as MoveOf<'use-room'>, names);
    // A card's Shoot spends its Ammo only on an Ammo loss; its Burst or spending, outright.
    const ammo = m.choice?.startsWith('shoot:') ? ammoLossWords(m.ammo) : spendingWords(m.ammo);
    return `${playCardWords(m, names)}${room ? `: ${room.replace(/^./, (c) => c.toLowerCase())}` : ''}${ammo}`;
  },
  'keep-item': (m) => (m.item ? `Keep the ${cardName(m.item)}` : 'Keep none of the items found'),
  'allocate-hits': (m, _v, names) => (m.kill.length ? `Kill ${m.kill.map(names.intruder).join(' and ')}` : 'Kill nothing with these hits'),
  'use-room': (m, _v, names) => {
    const words = roomOptionWords(m, names);
    const remote = m.remote ? `Using ${names.space(m.remote)} from afar: ${words?.replace(/^./, (c) => c.toLowerCase())}` : words;
    return words && `${remote}${paying(m.pay)}`;
  },
  'keep-drawn': (m) => (m.items.length ? `Keep ${m.items.map((i) => `the ${cardName(i)}`).join(' and ')}` : 'Keep none of the cards drawn'),
  'take-off': (m) => (m.go ? 'Take off in the Lander now' : 'Wait aboard the Lander'),
  'burst-on': (m, _v, names) => (m.corridor ? `Continuous Fire: burst with the BF Gun into ${names.corridor(m.corridor)}${spendingWords(m.ammo)}` : 'Continuous Fire: stop without a Burst'),
  'aim-reroll': (m) => (m.reroll ? 'Taking Aim: roll again and keep the second result' : 'Taking Aim: keep this roll'),
  ...CREW_MOVE_WORDS,
  ...ITEM_MOVE_WORDS,
  ...PAUSE_MOVE_WORDS,
  // The Server Robot's room use names the room's option as Use the Room does; every other activation, the crew words.
  'activate-robot': (m, view, names) => (m.use ? robotRoomWords(m, view, names) : CREW_MOVE_WORDS['activate-robot']!(m, view, names)),
};

/** Server Robot: the robot's computer room used through it, in the words of that room's option. */
function robotRoomWords(m: MoveOf<'activate-robot'>, view: RetaliationView, names: Names): string | null {
  const words = roomOptionWords({ type: 'use-room', option: m.use as MoveOf<'use-room'>['option'], target: m.target, section: m.section, doors: m.doors, intruder: m.intruder, pay: [] }, names);
  const place = names.space(m.remote ?? view.robot.space ?? '');
  return words && `Activate the robot to use ${place}: ${words.replace(/^./, (c) => c.toLowerCase())}${paying(m.pay)}`;
}

export function moveLabel(move: unknown, view: RetaliationView, names: Names): string | null {
  if (typeof move !== 'object' || move === null) return null;
  const m = move as RetaliationMove;
  const words = MOVE_WORDS[m.type] as Labeler<typeof m.type> | undefined;
  return words ? words(m as never, view, names) : null;
}
