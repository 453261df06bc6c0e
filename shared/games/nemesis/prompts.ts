/** Who the table waits for: the draft pick, then the First Encounter's simultaneous objective choice, then the turn. */
import type { Prompt } from '../../engine';
import { characterById } from './data';
import type { NemesisState } from './state';
import { forcedDropPrompts, mustDrop } from './rules/arm-wound';
import { doorShortagePrompt } from './rules/door-shortage';
import { tradeTimeoutMove, windowQuestion, windowSeats } from './rules/trade-window';
import { intruderPrompt, isIntruderPlayer } from './rules/intruder-player';
import { interruptionPrompts } from './rules/interruption';
import { nervesPrompt } from './rules/reactions';
import { relocationPrompt } from './rules/relocation';
import { rerollPrompt } from './rules/reroll';

export function prompts(s: NemesisState): Prompt[] {
  if (s.phase === 'over') return [];
  if (s.draft) {
    const seat = s.draft.order[s.draft.next];
    const names = s.draft.offer.map((c) => characterById.get(c)!.name);
    return [{ seat, kind: 'choose-character', mode: 'turn', message: `Choose your character: the ${names.join(' or the ')}.`, options: { offer: s.draft.offer.slice() } }];
  }
  if (s.objectiveChoice) {
    return s.objectiveChoice.waiting.map((seat) => ({
      seat,
      kind: 'choose-objective',
      mode: 'simultaneous',
      message: 'The First Encounter: keep one of your two objectives; the other is removed unseen.',
      // Reading for timeouts (digest §11): keep the corporate objective, the first of the two.
      options: { objectives: s.players[seat].objectives.slice() },
      timeoutMove: { type: 'choose-objective', objective: s.players[seat].objectives[0] },
    }));
  }
  if (s.pause) return [s.pause.kind === 'relocate' ? relocationPrompt(s) : nervesPrompt(s)];
  if (s.doorShortage) return [doorShortagePrompt(s)];
  if (mustDrop(s).length > 0) return forcedDropPrompts(s);
  if (s.search) {
    const { seat, cards } = s.search;
    return [{ seat, kind: 'keep-item', mode: 'turn', message: 'Search: keep one of the two cards; the other goes to the bottom of its deck.', options: { cards: cards.slice() } }];
  }
  if (s.trade) {
    // Each seat of the Trade answers on its own; on timeout its offers are refused (nothing changes hands) and it is done.
    return windowSeats(s.trade).map((seat) => ({ seat, kind: 'answer-trade', mode: 'simultaneous', message: windowQuestion(s, seat), timeoutMove: tradeTimeoutMove(s.trade!, seat) }));
  }
  if (s.cover) {
    const message = 'Another character gives you covering fire: move with it through the corridor it chose, without intruder attacks?';
    // On timeout the character stays where it is.
    return [{ seat: s.cover.asked, kind: 'answer-cover', mode: 'turn', message, options: { card: s.cover.card, corridor: s.cover.corridor }, timeoutMove: { type: 'answer-cover', agree: false } }];
  }
  if (s.decision?.kind === 'doors') {
    const { seat, corridors } = s.decision;
    // On timeout the door is left as it is.
    const message = 'Set the doors of the chosen room one at a time: open or close the next one (or leave it as it is).';
    return [{ seat, kind: 'set-door', mode: 'turn', message, options: { corridor: corridors[0] }, timeoutMove: { type: 'set-door', corridor: corridors[0], door: s.corridors[corridors[0]].door } }];
  }
  if (s.decision?.kind === 'event-look') {
    const message = 'Risk Assessment: put the event card you looked at back on top of the event deck, or at its bottom.';
    return [{ seat: s.decision.seat, kind: 'place-event', mode: 'turn', message, timeoutMove: { type: 'place-event', where: 'top' } }];
  }
  if (s.decision?.kind === 'reroll') return [rerollPrompt(s)];
  if (s.interruption) return interruptionPrompts(s);
  if (s.phase !== 'player' || !s.turn) return [];
  const { seat, actions } = s.turn;
  if (isIntruderPlayer(s, seat)) return [intruderPrompt(s)];
  const seated = s.players[seat].pod !== null;
  const message = seated
    ? 'You wait in an escape pod: launch it, leave it (free), or stay (you pass).'
    : actions === 0
      ? 'Your turn: take up to 2 actions, or pass.'
      : 'Take your second action, or pass.';
  return [{ seat, kind: 'turn', mode: 'turn', message, options: { actionsTaken: actions } }];
}
