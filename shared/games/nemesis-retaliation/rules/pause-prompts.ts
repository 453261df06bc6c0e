/**
 * What an open pause (rules/attack-pause.ts) asks, and what everyone may see of it. A reaction prompt names the attack
 * (public: the intruder and the character it is about to hit) and never a hand: every seat asked gets the same words.
 * The answers already given stay secret until the attack resolves.
 */
import type { Prompt, Seat } from '../../../engine';
import { characterOf } from '../data';
import { pauseAwaited } from '../moves/pause-answers';
import type { PauseAsk, RetaliationState } from '../state';

const INTRUDER_WORDS: Record<string, string> = { queen: 'The Queen', drone: 'A Drone', adult: 'An Adult', larva: 'A Larva' };

function characterWords(s: RetaliationState, seat: Seat): string {
  const id = s.players[seat].character;
  return id ? `the ${characterOf(id).name}` : 'a character';
}

/** Where Shoot First's movement stands when its shot is offered. */
function shootFirstMoment(s: RetaliationState, ask: Extract<PauseAsk, { kind: 'shoot-first' }>): string {
  if (ask.ended) return 'your movement is over';
  if (ask.arrived) return 'you have arrived, before anything your arrival brings';
  if (ask.attacker === null) return 'before you move';
  if (ask.attacked === undefined) return 'an intruder is about to attack you';
  const type = s.intruders.find((i) => i.id === ask.attacker)?.type;
  const who = (type && INTRUDER_WORDS[type]) || 'An intruder';
  return `${who.charAt(0).toLowerCase()}${who.slice(1)} is about to attack ${characterWords(s, ask.attacked)}`;
}

function message(s: RetaliationState, ask: PauseAsk): { kind: string; message: string } {
  switch (ask.kind) {
    case 'reaction':
      if (ask.trigger === 'command') return { kind: 'react', message: `A command is played on ${characterWords(s, ask.seat)}: play a reaction card, or none.` };
      return { kind: 'react', message: `${INTRUDER_WORDS[ask.intruderType] ?? 'An intruder'} is about to attack ${characterWords(s, ask.seat)}: play a reaction card, or none.` };
    case 'shoot-first':
      return { kind: 'shoot-first', message: `Shoot First: ${shootFirstMoment(s, ask)}. Shoot or Burst now, or hold fire.` };
    case 'allocate':
      return { kind: 'allocate-hits', message: `Give out your ${s.allocation?.hits ?? 0} hits among the intruders in the corridor.` };
    case 'passive':
      return { kind: 'apply-passive', message: 'A Hazard while you discover this room: your Perimeter Security Device may ignore it. Ignore the Hazard, or let it happen?' };
  }
}

/** The prompts of the open pause; a time-out plays no reaction, or holds fire (the cards' "may"), or applies a passive item as printed. */
export function pausePrompts(s: RetaliationState): Prompt[] {
  const ask = s.pause!.ask;
  const { kind, message: text } = message(s, ask);
  const timeoutMove = ask.kind === 'reaction' ? { type: 'react', reaction: null } : ask.kind === 'shoot-first' ? { type: 'shoot-first', weapon: null } : ask.kind === 'passive' ? { type: 'apply-passive', apply: true } : undefined;
  const mode = ask.kind === 'reaction' ? 'simultaneous' : 'turn';
  return pauseAwaited(s).map((seat) => ({ seat, kind, mode, message: text, ...(timeoutMove ? { timeoutMove } : {}) }));
}

/** The public side of the pause: what it is about and who has still to answer (never what anyone answered). */
export function pauseView(s: RetaliationState) {
  if (!s.pause) return null;
  const ask = s.pause.ask;
  const about = ask.kind === 'reaction' && ask.trigger === 'attack' ? { intruder: ask.intruder } : {};
  return { kind: ask.kind, seat: ask.seat, ...about, waiting: pauseAwaited(s) };
}
