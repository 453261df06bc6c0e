/** Where a Voidfall game stands, for lobby lines: "Cycle 2, Focus round 3: waiting for seat 2 to take a Focus turn." */
import { prompts } from './prompts';
import type { VoidfallState } from './state';

/** What each prompt kind waits for, in a player's words ("seat 2" becomes the player's name in the lobby). */
const AWAITED: Record<string, string> = {
  'choose-house': 'to choose a House and Origin',
  'keep-agenda': 'to keep one of two Agendas',
  'preselect-focus': 'to pick a Focus card face down',
  'select-focus': 'to play a Focus card',
  'end-turn': 'to confirm a Focus turn',
  'order-peek': 'to order two Galactic Events',
  'focus-actions': 'to take Focus actions',
  invasion: 'to gather an invasion',
  'resolve-action': 'to resolve an action',
  'skirmish-target': 'to choose where the Voidborn strike',
  'event-frame': 'to resolve a Galactic Event frame',
  'combat-damage': 'to choose which Fleet Power a Damage recalls',
  'discard-glory': 'to choose a Glory token to discard',
  'replicator-toll': 'to pay a toll on a Combat Replicators deployment',
  'pay-upkeep': 'to choose how to pay Upkeep',
  'choose-objective': 'to choose a Galactic objective',
  'objective-reward': 'to resolve a Galactic objective’s reward',
  'set-up-task': 'to finish an Origin set-up',
};

export function summary(s: VoidfallState): string {
  if (s.phase === 'over') return 'The game is over: the third Cycle has ended.';
  const when = s.phase === 'set-up' ? 'Set-up' : s.round > 0 ? `Cycle ${s.cycle}, Focus round ${s.round}` : `Cycle ${s.cycle}`;
  const waiting = prompts(s);
  if (waiting.length === 0) return `${when}: the game goes on.`;
  const who = waiting.map((p) => `seat ${p.seat + 1}`).join(', ');
  const what = AWAITED[waiting[0].kind];
  // A kind added later without words here still reads as a sentence: the prompt's own message.
  return what ? `${when}: waiting for ${who} ${what}.` : `${when}: waiting for ${who}. ${waiting[0].message}`;
}
