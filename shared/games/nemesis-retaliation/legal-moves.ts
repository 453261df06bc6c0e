/**
 * Every move `apply` accepts for a seat now (the conformance suite checks both ways). Paying cards are listed as sets
 * (hand order); a pass lists every set of cards to discard.
 */
import type { Seat } from '../../engine';
import { awaited } from './moves';
import type { RetaliationMove } from './moves/schema';
import { cardPlays, keepable, reactionSettingMoves } from './rules/action-cards';
import { combatProblem, costOf, type BasicAction } from './rules/actions';
import { intrudersAt } from './rules/board';
import { payOptions } from './rules/cards';
import { allocations } from './rules/combat';
import { beltOptions } from './rules/draft';
import { ammoChoices, firingWeapons } from './rules/equipment';
import { gearMoves } from './rules/gear';
import { discardMoves } from './rules/items';
import { itemFollowUpMoves, itemTurnMoves } from './rules/items-legal';
import { secureProblem } from './rules/markers';
import { roomMoves } from './rules/room-menu';
import { robotMoves } from './rules/robot-actions';
import { carryMoves } from './rules/revive';
import { panicChoices } from './rules/event-panic';
import { woundSurcharge } from './rules/wound-effects';
import { keepChoices } from './rules/rooms-supply';
import { exits } from './rules/movement';
import { moveExits } from './rules/passage';
import { mayChooseObjective } from './rules/turns';
import type { RetaliationState } from './state';
import { sprintChoices } from './rules/card-effects/sprint';
import { armDiscards, overfullHands } from './rules/wound-arm';
import { aimChoices } from './rules/card-effects/taking-aim';
import { burstOnChoices } from './rules/card-effects/continuous-fire';
import { orderBurstChoices } from './rules/card-effects/fire-at-will';
import { againChoices, repelTargets, SAWED_OFF } from './rules/fire-again';
import { LAUNCHER, launcherChoices, launcherCorridors } from './rules/grenade-launcher';
import { pauseMoves } from './moves/pause-answers';
import { askSettingMoves } from './rules/card-effects/reactions';

function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((acc, x) => [...acc, ...acc.map((a) => [...a, x])], [[]]);
}

function paid(s: RetaliationState, seat: Seat, action: BasicAction, build: (pay: string[]) => RetaliationMove[]): RetaliationMove[] {
  if (combatProblem(s, seat, action)) return [];
  return payOptions(s, seat, costOf(action) + woundSurcharge(s, seat, action)).flatMap(build);
}

function turnMoves(s: RetaliationState, seat: Seat): RetaliationMove[] {
  const p = s.players[seat];
  const room = p.space!;
  const here = intrudersAt(s, room).map((i) => i.id);
  const ways = exits(s, seat);
  const moveWays = moveExits(s, seat);
  const weapons = firingWeapons(s, seat);
  const moves: RetaliationMove[] = subsets(p.hand).map((discard) => ({ type: 'pass', discard }));
  if (mayChooseObjective(s, seat)) {
    for (const keep of p.objectives) moves.push({ type: 'choose-objective', keep });
  }
  for (const card of new Set(p.hand)) moves.push(...cardPlays(s, seat, card));
  moves.push(...reactionSettingMoves(s, seat), ...askSettingMoves(s, seat));
  moves.push(...paid(s, seat, 'move', (pay) => moveWays.map((corridor) => ({ type: 'move', corridor, pay }))));
  moves.push(...paid(s, seat, 'careful-move', (pay) => moveWays.map((corridor) => ({ type: 'careful-move', corridor, pay }))));
  moves.push(...carryMoves(s, seat));
  if (!secureProblem(s, room)) moves.push(...paid(s, seat, 'secure', (pay) => [{ type: 'secure', pay }]));
  moves.push(...paid(s, seat, 'shoot', (pay) => weapons.flatMap((weapon) => here.map((target) => ({ type: 'shoot', weapon, target, pay }) as const))));
  moves.push(...paid(s, seat, 'shoot', (pay) => weapons.flatMap((weapon) => ammoChoices(s, seat, weapon).flatMap((ammo) => here.map((target) => ({ type: 'shoot', weapon, target, pay, ammo }) as const)))));
  moves.push(...paid(s, seat, 'shoot', (pay) => repelTargets(s, seat).map((target) => ({ type: 'shoot', weapon: SAWED_OFF, target, pay, repel: true }) as const)));
  moves.push(...paid(s, seat, 'burst', (pay) => weapons.flatMap((weapon) => ways.map((corridor) => ({ type: 'burst', weapon, corridor, pay }) as const))));
  // §6.2: the Ammo token to spend, named only when the weapon holds both kinds (unnamed: a Half first).
  moves.push(...paid(s, seat, 'burst', (pay) => weapons.flatMap((weapon) => ammoChoices(s, seat, weapon).flatMap((ammo) => ways.map((corridor) => ({ type: 'burst', weapon, corridor, pay, ammo }) as const)))));
  moves.push(...paid(s, seat, 'burst', (pay) => launcherCorridors(s, seat).map((corridor) => ({ type: 'burst', weapon: LAUNCHER, corridor, pay, launcher: true }) as const)));
  const defences = ['attack', ...p.hands];
  moves.push(...paid(s, seat, 'melee', (pay) => here.flatMap((target) => defences.map((ifSurvives) => ({ type: 'melee', target, ifSurvives, pay }) as const))));
  moves.push(...paid(s, seat, 'use-tactical-gear', (pay) => gearMoves(s, seat, pay)));
  moves.push(...itemTurnMoves(s, seat));
  moves.push(...paid(s, seat, 'use-room', (pay) => roomMoves(s, seat).map((m) => ({ ...m, pay }))));
  moves.push(...robotMoves(s, seat));
  return moves;
}

export function legalMoves(s: RetaliationState, seat: Seat): RetaliationMove[] {
  if (!awaited(s).includes(seat)) return [];
  if (s.pause) return pauseMoves(s, seat);
  switch (s.phase) {
    case 'character-draft':
      return s.characterDraft!.offer.map((character) => ({ type: 'choose-character', character }));
    case 'support-draft':
      return s.supportDraft!.offer.map((item) => ({ type: 'choose-support', item }));
    case 'belts':
      return beltOptions(s).map((tokens) => ({ type: 'choose-belt', tokens }));
    case 'takeoff':
      return [{ type: 'take-off', go: true }, { type: 'take-off', go: false }];
    case 'panic':
      return panicChoices(s, seat);
    case 'final-objectives':
      return s.players[seat].objectives.map((keep) => ({ type: 'choose-objective', keep }));
    case 'player':
      if (overfullHands(s) !== null) return armDiscards(s, seat);
      if (s.sprint) return sprintChoices(s, seat);
      if (s.aim) return aimChoices();
      if (!s.allocation && itemFollowUpMoves(s, seat)) return itemFollowUpMoves(s, seat)!;
      if (s.allocation) return allocations(s, s.allocation.corridor, s.allocation.hits).map((kill) => ({ type: 'allocate-hits', kill }));
      if (s.launcher) return launcherChoices(s);
      if (s.continuousFire) return burstOnChoices(s, seat);
      if (s.channel) return cardPlays(s, seat, s.channel.card);
      if (s.again) return againChoices(s);
      if (s.fireAtWill) return orderBurstChoices(s);
      if (s.retreat) return [{ type: 'answer-consent', accept: true }, { type: 'answer-consent', accept: false }];
      if (s.search) return [...[null, ...keepable(s)].map((item): RetaliationMove => ({ type: 'keep-item', item })), ...discardMoves(s, seat)];
      if (s.roomDraw) return keepChoices(s).map((items) => ({ type: 'keep-drawn', items }));
      if (s.turn?.closing) return [...s.players[seat].objectives.map((keep): RetaliationMove => ({ type: 'choose-objective', keep })), { type: 'end-turn' }];
      return turnMoves(s, seat);
    default:
      return [];
  }
}
