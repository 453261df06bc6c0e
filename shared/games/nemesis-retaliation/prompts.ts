/** What each awaited seat is asked, in the game's words (no ids). */
import type { Prompt } from '../../engine';
import { awaited } from './moves';
import { panicDefault } from './rules/event-panic';
import { itemPrompt } from './rules/items-prompts';
import { retreatPrompt } from './rules/card-effects/retreat';
import { againPrompt } from './rules/fire-again';
import { launcherPrompt } from './rules/grenade-launcher';
import { armPrompt } from './rules/wound-arm';
import type { RetaliationState } from './state';
import { pausePrompts } from './rules/pause-prompts';

function message(s: RetaliationState): { kind: string; message: string } {
  switch (s.phase) {
    case 'character-draft':
      return { kind: 'choose-character', message: 'Keep one of the two characters dealt to you.' };
    case 'support-draft':
      return { kind: 'choose-support', message: 'Take one support equipment card.' };
    case 'belts':
      return { kind: 'choose-belt', message: 'Choose 4 tactical gear tokens for your belt.' };
    case 'takeoff':
      return { kind: 'take-off', message: 'You are aboard the Lander: take off now, or wait?' };
    case 'panic':
      return { kind: 'panic', message: 'Panic: lose 1 Oxygen, or spend 1 Ammo from one of your weapons (a Half token first, unless you name its Full one)?' };
    case 'final-objectives':
      return { kind: 'choose-objective', message: 'The game is over: choose the objective you keep, in secret.' };
    default:
      if (s.sprint) return { kind: 'sprint-again', message: 'Sprint: spend 1 Oxygen to move again, or stop here.' };
      if (s.aim) return { kind: 'aim-reroll', message: 'Taking Aim: keep your roll, or roll once more and keep the second result.' };
      if (s.search) return { kind: 'keep-item', message: 'Keep one of the items you found, or none.' };
      if (s.roomDraw) return { kind: 'keep-drawn', message: `Keep up to ${s.roomDraw.keep} of the cards you drew; the rest are discarded.` };
      if (s.allocation) return { kind: 'allocate-hits', message: `Give out your ${s.allocation.hits} hits among the intruders in the corridor.` };
      if (s.continuousFire) return { kind: 'burst-on', message: 'Continuous Fire: Burst with the BF Gun into a corridor around you, or not.' };
      if (s.fireAtWill) return { kind: 'order-burst', message: 'Fire at Will: choose the weapon and the corridor of the next Burst you order.' };
      if (s.channel) return { kind: 'channel-command', message: 'Officer\'s Channel: play the command card you chose, on any room of the facility.' };
      if (s.turn?.closing) return { kind: 'end-turn', message: 'Your two actions are done: choose your objective now, or end your turn.' };
      return { kind: 'turn', message: s.turn!.actions === 0 ? 'Your turn: take 2 actions, or pass.' : 'Take your second action, or pass.' };
  }
}

export function prompts(s: RetaliationState): Prompt[] {
  if (s.phase === 'over') return [];
  if (s.pause) return pausePrompts(s);
  const arm = s.phase === 'player' ? armPrompt(s) : null;
  if (arm) return [arm];
  const again = s.phase === 'player' ? againPrompt(s) : null;
  if (again) return [again];
  const launcher = s.phase === 'player' ? launcherPrompt(s) : null;
  if (launcher) return [launcher];
  const retreat = s.phase === 'player' ? retreatPrompt(s) : null;
  if (retreat) return [retreat];
  const item = s.phase === 'player' && !s.allocation ? itemPrompt(s) : null;
  if (item) return [item];
  const { kind, message: text } = message(s);
  const mode = s.phase === 'takeoff' || s.phase === 'panic' || s.phase === 'final-objectives' ? 'simultaneous' : 'turn';
  if (s.phase === 'panic') return awaited(s).map((seat) => ({ seat, kind, mode, message: text, timeoutMove: { type: 'panic-choice', weapon: panicDefault(s, seat) } }));
  // A Lander occupant who lets the time run out waits (takes off only by choice).
  if (s.phase === 'takeoff') return awaited(s).map((seat) => ({ seat, kind, mode, message: text, timeoutMove: { type: 'take-off', go: false } }));
  // Taking Aim's reroll is a may: a time-out keeps the first roll.
  if (s.phase === 'player' && s.aim) return awaited(s).map((seat) => ({ seat, kind, mode, message: text, timeoutMove: { type: 'aim-reroll', reroll: false } }));
  // Continuous Fire's Burst is a may: a time-out fires none.
  if (s.phase === 'player' && s.continuousFire && !s.allocation) return awaited(s).map((seat) => ({ seat, kind, mode, message: text, timeoutMove: { type: 'burst-on', corridor: null } }));
  // T0 after action 2 is a may: a time-out ends the turn without choosing.
  if (s.phase === 'player' && s.turn?.closing) return awaited(s).map((seat) => ({ seat, kind, mode, message: text, timeoutMove: { type: 'end-turn' } }));
  return awaited(s).map((seat) => ({ seat, kind, mode, message: text }));
}
