/** Voidfall log lines: each engine event in the game's words, with players by name ("You" for the reader). */
import type { SeatInfo } from '../../../shared/api';
import { effectWords } from './effect-words';
import { actionWordsOf } from './action-words';
import { agendaTypeName, amountsWords, cardName, fleetName, houseName, listWords, originName, placeName, sectorName } from './names';
import { seatLabel } from '../../lib/format';

type Event = Record<string, unknown> & { type: string; seat?: number };
type Words = (e: Event, who: string) => string;

const OUTCOME_WORDS: Record<string, string> = { win: 'won', loss: 'lost', tie: 'tied' };
const SKIRMISH_WORDS: Record<string, string> = { defended: 'was held', lost: 'was lost', tie: 'ended in a tie and was abandoned' };

/**
 * A steps list of a Combat in one line. The engine writes them as sentences to the player who fought ("you strike
 * first"): another reader gets that player's name instead.
 */
function stepsWords(steps: unknown, who: string): string {
  if (!Array.isArray(steps) || steps.length === 0) return '';
  const text = steps.join(' ');
  if (who === 'You') return ` ${text}`;
  return ` ${text
    .replace(/\byou (strike|deal)\b/g, (_, verb: string) => `${who} ${verb}s`)
    .replace(/\byour\b/g, `${who}’s`)
    .replace(/\byou\b/g, who)}`;
}

export const EVENT_WORDS: Record<string, Words> = {
  'house-chosen': (e, who) => `${who} took House ${houseName(e.house)}, ${originName(e.origin)}.`,
  'agendas-drawn': (e, who) => (Array.isArray(e.cards) ? `${who} drew ${listWords(e.cards.map(cardName))}, to keep one.` : `${who} drew ${Number(e.count)} ${agendaTypeName(e.agendaType)} Agendas, to keep one.`),
  'agenda-gained': (e, who) => `${who} gained ${e.card ? cardName(e.card) : `a ${agendaTypeName(e.agendaType)} Agenda`} from ${e.from === 'deck' ? 'its deck' : 'the offer'}.`,
  'glory-upgraded': (e, who) => `${who} upgraded a Glory token from ${Number(e.from)} to ${Number(e.to)}.`,
  'corruption-removed': (e, who) => `${who} removed a Corruption from ${placeName(e.from)}.`,
  'corruption-moved': (e, who) => `${who} moved a Corruption from ${placeName(e.from)} to ${placeName(e.to)}.`,
  'cycle-started': (e) => `Cycle ${Number(e.cycle)} begins.`,
  'trade-token-boxed': (e) => `The Trade token of space ${Number(e.space)} of the Galactic board went back to the box.`,
  'improved-offer-changed': (e) => (Array.isArray(e.offer) && e.offer.length > 0 ? `Improved Technologies on offer: ${listWords(e.offer.map(cardName))}.` : 'The improved Technologies left the offer.'),
  'galactic-event-revealed': (e) => `The Galactic Event of Cycle ${Number(e.cycle)} is ${cardName(e.event)}: ${Number(e.focusRounds)} Focus rounds.`,
  'focus-preselected': (e, who) => (e.card ? `${who} picked ${cardName(e.card)} face down.` : `${who} picked a Focus card face down.`),
  'focus-selected': (e, who) => `${who} played ${cardName(e.card)}${e.agenda ? ` with ${cardName(e.agenda)}` : ''}.`,
  'agenda-placed': (e, who) => `${who} put ${cardName(e.agenda)} in Agenda slot ${Number(e.slot)}${e.replaced ? `, replacing a ${agendaTypeName(e.replaced)} Agenda` : ''}.`,
  'turn-ended': (e, who) => `${who} ended the turn.`,
  'focus-cards-returned': (e, who) => `${who} took back ${Number(e.count)} Focus cards.`,
  'trade-token-flipped': (e, who) => `${who} flipped a Trade token for a third action.`,
  'action-taken': (e, who) => `${who} took ${actionWordsOf(e)}${e.paid && Object.keys(e.paid as object).length > 0 ? `, paying ${amountsWords(e.paid)}` : ''}.`,
  'effect-resolved': (e, who) => `${who}: ${effectWords(e.op, e.choice)}.`,
  'action-ended': (e, who) => `${who} finished the action.`,
  'action-undone': (e, who) => `${who} took back the last action.`,
  'galactic-events-peeked': (e, who) => `${who} looked at the next Galactic Events of Cycle ${Number(e.cycle)}.`,
  'fleet-power-moved': (e, who) => `${who} moved a ${fleetName(e.fleet)} from ${sectorName(e.from)} to ${sectorName(e.to)}.`,
  'sector-abandoned': (e, who) => `${who} abandoned ${sectorName(e.sector)}${typeof e.gloryDiscarded === 'number' ? `, discarding a Glory token of ${e.gloryDiscarded}` : ''}.`,
  'combat-resolved': (e, who) => `${who} ${OUTCOME_WORDS[String(e.outcome)] ?? 'ended'} the Combat in ${sectorName(e.sector)}.${stepsWords(e.steps, who)}`,
  'sector-invaded': (e, who) => `${who} took ${sectorName(e.sector)}, gaining ${Number(e.influence)} Influence${Number(e.tokensTaken) > 0 ? ` and ${Number(e.tokensTaken)} face-down tokens` : ''}.`,
  'bombard-absorption-bought': (e, who) => `${who} bombarded: ${amountsWords(e.paid)} spent for 1 ${e.absorption === 'approach' ? 'Approach' : 'Salvo'} Absorption in the coming Combat.`,
  'replicator-toll-answered': (e, who) => (e.toll === 'decline' ? `${who} did not deploy with Combat Replicators.`
    : `${who} deployed with Combat Replicators, ${e.toll === 'material' ? 'spending 1 Material' : `gaining a Corruption on ${placeName(e.toll)}`} for the Galactic Event's toll.`),
  'glory-discarded': (e, who) => `${who} discarded a Glory token of ${Number(e.value)} for the lost ${sectorName(e.sector)}.`,
  'skirmish-resolved': (e, who) =>
    e.sector ? `The Voidborn struck ${who === 'You' ? 'you' : who} with strength ${Number(e.strength)} in ${sectorName(e.sector)}: the sector ${SKIRMISH_WORDS[String(e.outcome)] ?? 'was fought over'}.${stepsWords(e.steps, who)}` : `The Voidborn found no sector of ${who === 'You' ? 'yours' : who} to strike.`,
  'turn-cleaned-up': (e, who) => {
    const parts = [
      Number(e.recalled) > 0 ? `recalled ${Number(e.recalled)} Fleet Power` : '',
      Array.isArray(e.gloryReturned) && e.gloryReturned.length > 0 ? `returned Glory tokens of ${listWords(e.gloryReturned.map(String))}` : '',
      Number(e.tradeTokensPlaced) > 0 ? `put ${Number(e.tradeTokensPlaced)} Trade tokens on Agendas` : '',
      Number(e.tradeTokensReturned) > 0 ? `returned ${Number(e.tradeTokensReturned)} Trade tokens` : '',
    ].filter(Boolean);
    return parts.length > 0 ? `${who} cleaned up: ${listWords(parts)}.` : `${who} cleaned up.`;
  },
  'upkeep-paid': (e, who) =>
    `${who} paid an Upkeep of ${Number(e.upkeep)}${e.paid && Object.keys(e.paid as object).length > 0 ? ` with ${amountsWords(e.paid)}` : ''}${Number(e.unpaid) > 0 ? `; ${Number(e.unpaid)} unpaid, losing ${Number(e.influenceLost)} Influence` : ''}.`,
  'galactic-objective-scored': (e, who) => {
    const gains = [
      `${Number(e.influence)} Influence`,
      Number(e.bountyTokens) > 0 ? `${Number(e.bountyTokens)} Bounty tokens` : '',
      Number(e.activated) > 0 ? `${Number(e.activated)} Fleet Power activated` : '',
      typeof e.glory === 'number' ? `a Glory token of ${e.glory}` : '',
      e.produced && Object.keys(e.produced as object).length > 0 ? `${amountsWords(e.produced)} produced` : '',
    ].filter(Boolean);
    // A reward made only of choices: its parts follow as their own lines.
    if (gains.length === 1 && Number(e.influence) === 0) return `${who} took the objective of ${cardName(e.event)}.`;
    return `${who} met the objective of ${cardName(e.event)}: ${listWords(gains)}.`;
  },
  'objective-reward-ended': (e, who) => `${who} left the rest of the objective’s reward.`,
  'agenda-scored': (e, who) => `${who} scored ${cardName(e.agenda)}: ${Array.isArray(e.influence) ? e.influence.reduce((a: number, b: number) => a + Number(b), 0) : 0} Influence.`,
  'token-used': (e, who) => `${who} used a ${e.kind === 'reclaim' ? 'Reclaim' : 'Bounty'} token: ${String(e.text ?? '')}${typeof e.sector === 'string' ? ` (in ${sectorName(e.sector)})` : ''}`,
  'event-frame-resolved': (e, who) =>
    `${who} resolved frame ${Number(e.frame)} of the Galactic Event: ${String(e.done ?? '')}${Array.isArray(e.sectors) && e.sectors.length > 0 ? ` (in ${listWords(e.sectors.map(sectorName))})` : ''}.`,
  'game-ended': (e, who) => `The game is over. Influence: ${Array.isArray(e.scores) ? e.scores.join(', ') : ''}.`,
};

/** A log line for `event`, or a plain sentence of its kind when it has no words yet (the words test forbids that). */
export function eventLabel(event: unknown, seats: SeatInfo[]): string | null {
  const e = event as Event;
  if (typeof e?.type !== 'string') return null;
  const who = typeof e.seat === 'number' ? seatLabel(seats, e.seat) : 'The game';
  if (Object.prototype.hasOwnProperty.call(EVENT_WORDS, e.type)) return EVENT_WORDS[e.type](e, who);
  const text = e.type.replace(/-/g, ' ');
  return `${who}: ${text}.`;
}
