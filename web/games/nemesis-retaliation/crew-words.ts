/**
 * Nemesis: Retaliation words for the robot, the reaction settings and the Panic event: the robot's option by its card's
 * printed text, places by the viewer's names (moves) or by space labels (log lines).
 */
import { corridorPositions, robotCards } from '../../../shared/games/nemesis-retaliation/data';
import type { RetaliationEvent } from '../../../shared/games/nemesis-retaliation/events';
import type { MoveOf, RetaliationMove } from '../../../shared/games/nemesis-retaliation/moves/schema';
import type { RetaliationView } from '../../../shared/games/nemesis-retaliation/view';
import { cardName, placeWords, type Names } from './names';
import { SETTING_WORDS } from './pause-words';
import { ammoLossWords, spendingWords, tokenWords } from './ammo-words';

type Labeler<K extends RetaliationMove['type']> = (m: MoveOf<K>, view: RetaliationView, names: Names) => string | null;
type EventOf<T extends RetaliationEvent['type']> = Extract<RetaliationEvent, { type: T }>;
type Line<T extends RetaliationEvent['type']> = (e: EventOf<T>, who: (seat: number) => string) => string;

const paid = (pay: readonly string[]) => (pay.length ? `, paying with ${pay.map(cardName).join(' and ')}` : '');
const TRIGGERS: Record<string, string> = { attack: 'when an intruder attacks (Stay Calm, Duck and Cover)', command: 'when a command is played on you (Chain of Command)' };
const MARKERS: Record<string, string> = { fire: 'fire', malfunction: 'malfunction' };

/** The printed text of option `n` of a robot card ("Move the Robot up to 2 times"): its text lists them split by OR. */
function robotOption(card: string | null, n: number): string {
  const option = robotCards.find((c) => c.id === card)?.text.split(/\s+OR\s+/)[n];
  return option?.trim().replace(/\.$/, '') ?? `its option ${n + 1}`;
}

/** Where a corridor leads from the viewer's room. */
function beyond(corridor: string, view: RetaliationView, names: Names): string {
  const here = view.me ? view.players[view.me.seat].space : null;
  const to = corridorPositions.find((p) => p.id === corridor)?.spaces.find((sp) => sp !== here);
  return to ? names.space(to) : 'the next room';
}

export const CREW_MOVE_WORDS: { [K in 'activate-robot' | 'panic-choice' | 'set-reaction' | 'sprint-again' | 'order-burst' | 'fire-again']?: Labeler<K> } = {
  'fire-again': (m) => (m.go ? `Fire the second shot your weapon allows${ammoLossWords(m.ammo)}` : 'Stop without a second shot'),
  'order-burst': (m, _view, names) => `Fire at Will: order a Burst with the ${cardName(m.weapon)} into ${names.corridor(m.corridor)}${spendingWords(m.ammo)}`,
  'sprint-again': (m, view, names) => (m.corridor ? `Sprint on to ${beyond(m.corridor, view, names)} by ${names.corridor(m.corridor)}, spending 1 Oxygen` : 'Stop sprinting here'),
  'activate-robot': (m, view, names) => {
    const details = [
      m.path?.length ? `through ${m.path.map(names.place).join(', ')}` : '',
      m.target ? `at ${MARKERS[m.target] ? `the ${MARKERS[m.target]} marker` : names.place(m.target)}` : '',
      m.seat !== undefined ? `for ${names.seat(m.seat)}` : '',
      m.wound ? `treating ${cardName(m.wound)}` : '',
    ].filter(Boolean);
    return `Activate the robot: ${robotOption(view.robot.card, m.option)}${details.length ? ` (${details.join(', ')})` : ''}${paid(m.pay)}`;
  },
  'panic-choice': (m) => (m.weapon ? `Panic: spend 1 Ammo of the ${cardName(m.weapon)}${tokenWords(m.ammo)}` : 'Panic: lose 1 Oxygen'),
  'set-reaction': (m, _view, names) =>
    `${SETTING_WORDS[m.setting].move} your reaction cards ${TRIGGERS[m.trigger] ?? ''}`.trim() +
    (m.cover === undefined ? '' : `, Duck and Cover sending attacks to ${names.seat(m.cover)} when in your room`),
};

export const CREW_EVENT_WORDS: { [K in 'weapon-marked' | 'retreat-offered' | 'retreat-answered' | 'attack-prevented' | 'attack-redirected' | 'command-ignored' | 'marker-discarded' | 'reaction-set' | 'robot-activated' | 'robot-moved']?: Line<K> } = {
  'weapon-marked': (e, who) => `The ${cardName(e.item)} of ${who(e.seat)} now carries ${e.markers} marker${e.markers === 1 ? '' : 's'}.`,
  'retreat-offered': (e, who) => `${who(e.seat)} asked ${who(e.to)} to come along on a Tactical Retreat.`,
  'retreat-answered': (e, who) => `${who(e.to)} ${e.accepted ? 'came along with' : 'stayed behind, leaving'} ${who(e.seat)}.`,
  'attack-prevented': (e, who) => `${who(e.by)} prevented an attack on ${who(e.seat)}.`,
  'attack-redirected': (e, who) => `The attack on ${who(e.seat)} went to ${who(e.to)} instead.`,
  'command-ignored': (e, who) => `${who(e.seat)} ignored a command.`,
  'marker-discarded': (e) => `A ${MARKERS[e.marker] ?? 'marker'} marker was removed from ${placeWords(e.where)}.`,
  'reaction-set': (e, who) =>
    `${who(e.seat)} will ${SETTING_WORDS[e.setting].line} reaction cards ${TRIGGERS[e.trigger] ?? ''}`.trim() +
    (e.cover === undefined ? '' : `, Duck and Cover sending attacks to ${who(e.cover)} when in the same room`) +
    '.',
  'robot-activated': (e, who) => `${who(e.seat)} activated the robot (${cardName(e.card)}): ${robotOption(e.card, e.option)}.`,
  'robot-moved': (e) => `The robot moved through ${e.path.map(placeWords).join(', ')}.`,
};

export const CREW_PROMPT_KINDS: Record<string, string> = {
  panic: 'choosing between oxygen and ammo (Panic)',
  'channel-command': 'playing a command through Officer\u2019s Channel',
  'order-burst': 'ordering the Bursts of Fire at Will',
  'fire-again': 'deciding whether to fire a second shot',
  'answer-retreat': 'deciding whether to come along on a Tactical Retreat',
};
