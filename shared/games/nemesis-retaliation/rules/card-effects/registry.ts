/**
 * Every action card's effects, in printed order (data: action-cards.json `options`), by the card's name part of its id
 * (`<character>--<name>`): the same name plays the same on every character's deck. An effect that needs a part of the
 * game not built yet is an `unbuilt` sentence: the card refuses that effect instead of faking it.
 */
import { actionCardOptionCounts } from '../../data';
import { breakthrough } from './breakthrough';
import { moveShootOrBurst } from './commands';
import { fireAtWill } from './fire-at-will';
import { grenadeBlast, hippocraticOath, weakSpot } from './combat-cards';
import { blastCorridor, destroyDoor, discardFire, discardMalfunction, moveLander, openOrCloseDoor, placeRoomMalfunction, placeTwoSecure, reinforce, remoteDoor } from './facility';
import { duckAndCover, letsGo, moveQuietly, scoutAhead, scoutCarefully } from './move-cards';
import { tacticalRetreat } from './retreat';
import { combatDrugs, drawTwoItems, fieldSurgery, gainToken, restoreOneHp, stayCalm } from './people';
import { COMMAND_OPTION, officersChannel } from './channel';
import { rest, search } from './search';
import { computerRoomUse, preparedRoomUse } from './room-use';
import { sprint } from './sprint';
import { shootFirst } from '../shoot-first';
import { takingAim } from './taking-aim';
import { continuousFire } from './continuous-fire';
import { fastReload, forcingFire } from './weapon-cards';
import { nameOf, withCost, type EffectScript } from './types';

const scripts: Record<string, EffectScript[]> = {
  search: [search],
  rest: [rest],
  'chain-of-command': [moveLander, moveShootOrBurst],
  'first-in-command': [moveLander, moveShootOrBurst],
  'fire-at-will': [moveLander, fireAtWill],
  'lets-go': [moveLander, letsGo],
  'officers-channel': [moveLander, officersChannel((card) => effectsOf(card)[COMMAND_OPTION])],
  'stay-calm': [moveLander, stayCalm],
  'computer-skills': [computerRoomUse, remoteDoor],
  demolition: [destroyDoor, placeRoomMalfunction],
  explosives: [blastCorridor, gainToken('yellow', 'grenade')],
  'fast-repairs': [discardMalfunction, openOrCloseDoor],
  repairs: [withCost(1, discardMalfunction), openOrCloseDoor],
  'fast-secure': [placeTwoSecure, reinforce],
  secure: [placeTwoSecure, withCost(1, reinforce)],
  'basic-secure': [withCost(1, placeTwoSecure), withCost(1, reinforce)],
  pyrotechnics: [discardFire, grenadeBlast],
  'tactical-retreat': [tacticalRetreat],
  'always-prepared': [preparedRoomUse, drawTwoItems],
  'duck-and-cover': [duckAndCover],
  'move-quietly': [moveQuietly],
  'weak-spot': [weakSpot],
  'first-aid': [restoreOneHp, gainToken('green', 'medpack')],
  'combat-drugs': [combatDrugs],
  'field-surgery': [fieldSurgery],
  'hippocratic-oath': [hippocraticOath],
  scouting: [scoutCarefully, scoutAhead],
  breakthrough: [breakthrough],
  'continuous-fire': [continuousFire],
  'fast-reload': [fastReload],
  'forcing-fire': [forcingFire],
  'shoot-first': [shootFirst],
  sprint: [sprint],
  'taking-aim': [takingAim],
};


/** How many alternative effects each card prints (the data's `options`; the typed accessor does not keep them). */
export const optionCount = (card: string) => actionCardOptionCounts[card] ?? 0;

/** The effects of a card, one per printed option. */
export function effectsOf(card: string): EffectScript[] {
  const list = scripts[nameOf(card)];
  if (!list || list.length !== optionCount(card)) throw new Error(`no effects for action card ${card}`);
  return list;
}
