/**
 * Item options that act on movement, the turn, the hands, the robot and the facility's secure tokens (data items.json
 * texts): the Exploring Drone, the Flashbang, the Adrenaline Injection, Duct Tape's taping, Security System Control,
 * the Robot Controller's tokens and the Supporting Robot Controller's call. The options that hand over to a robot
 * activation or a room use are rules/items-relay.ts.
 */
import type { Seat } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState, TacticalToken } from '../state';
import { corridorsOf, isRoom, otherEnd, sectionOf } from './board';
import { drawCards } from './cards';
import { burstRoll } from './combat';
import { cardMove } from './card-effects/move-cards';
import { heldItems, takeFromSupply } from './equipment';
import { explore, isExplorable } from './explore';
import { NONE, type ItemEffect } from './items-effect-kind';
import { moveExits } from './passage';
import { malfunctionWeapon } from './weapon-texts';

const roomOf = (s: RetaliationState, seat: Seat) => s.players[seat].space!;

/** Exploring Drone: an Exploration Sequence beyond a corridor you could move along, without moving and without the Entrance effect. */
export const exploringDrone: ItemEffect = {
  targets: (s, seat) => moveExits(s, seat).filter((c) => isExplorable(s, otherEnd(c, roomOf(s, seat)))),
  apply: (s, seat, _who, corridor, rng) => explore(s, seat, corridor!, otherEnd(corridor!, roomOf(s, seat)), false, rng, true) ?? [],
};

/** Flashbang: a Move whose pursuit attacks are all prevented (the noise roll after it is not an attack "during" it: FAQ on Duck and Cover). */
export const flashbang: ItemEffect = {
  targets: (s, seat) => moveExits(s, seat),
  apply: (s, seat, _who, corridor, rng) => cardMove(s, seat, corridor!, { prevent: Infinity, noise: true }, rng),
};

/** Adrenaline Injection: 1 card drawn; the turn then has no action limit and ends only with a Pass (rules/flow.ts). */
export const adrenaline: ItemEffect = {
  targets: (s, seat) => (s.turn?.seat === seat && !s.turn.unlimited ? [NONE] : []),
  apply: (s, seat, _who, _target, rng) => {
    s.turn!.unlimited = true;
    return drawCards(s, seat, 1, rng);
  },
};

/** The heavy items in hand that fill a hand slot themselves (not taped on top of another). */
const loose = (s: RetaliationState, seat: Seat) => s.players[seat].hands.filter((h) => !s.players[seat].taped?.includes(h));

/**
 * Duct Tape's second option: a heavy item taped on top of another in the same hand slot, so the other slot is free
 * (FAQ: a third may be taped there too). The target is the item put on top; it needs another item to go on.
 */
export const tape: ItemEffect = {
  targets: (s, seat) => (loose(s, seat).length >= 2 ? loose(s, seat) : []),
  apply: (s, seat, _who, item) => {
    (s.players[seat].taped ??= []).push(item!);
    return [];
  },
};

const SEPARATOR = '>';
/** A Security System Control target: the room whose secure token is spent, and the corridor around it fired into. */
export const securityTarget = (room: string, corridor: string) => `${room}${SEPARATOR}${corridor}`;

/**
 * Security System Control: a secure token of any room in your section spent for a burst die into a corridor around
 * that room (hits allocated as a Burst's); the ★ face puts a malfunction marker on this item.
 */
export const securitySystem: ItemEffect = {
  targets: (s, seat) =>
    Object.keys(s.spaces)
      .filter((room) => isRoom(s, room) && s.spaces[room].secure > 0 && sectionOf(room) === sectionOf(roomOf(s, seat)))
      .sort()
      .flatMap((room) => corridorsOf(s, room).map((c) => securityTarget(room, c))),
  apply: (s, seat, _who, target, rng) => {
    const [room, corridor] = target!.split(SEPARATOR);
    s.spaces[room].secure -= 1;
    s.markers.secure += 1;
    const { face, hits } = burstRoll(s, seat, corridor, 0, 'burst', rng);
    const events: RetaliationEvent[] = [{ type: 'burst', seat, weapon: null, corridor, face, hits }];
    const item = heldItems(s, seat).find((i) => itemOfInstance(i).id === 'security-system-control');
    // None left in the supply: a fire in the room instead (component limits, as for every weapon's marker).
    if (face.includes('special') && item) events.push(...malfunctionWeapon(s, seat, item));
    return events;
  },
};

/** The robot's two tactical slots (digest setup step 9: 1 Ammo and 1 Oxygen). */
const ROBOT_SLOTS: readonly TacticalToken[] = ['ammo', 'oxygen'];

function emptyRobotSlots(s: RetaliationState): TacticalToken[] {
  const held = s.robot.gear.slice();
  return ROBOT_SLOTS.filter((kind) => {
    const i = held.indexOf(kind);
    if (i < 0) return true;
    held.splice(i, 1);
    return false;
  });
}

/** Robot Controller's second option: the item discarded, the robot's empty slots get their tokens from the supply. */
export const refillRobot: ItemEffect = {
  discards: true,
  targets: (s) => (s.robot.revealed && emptyRobotSlots(s).some((t) => s.gearSupply[t] > 0) ? [NONE] : []),
  apply: (s) => {
    for (const kind of emptyRobotSlots(s)) if (takeFromSupply(s, kind)) s.robot.gear.push(kind);
    return [];
  },
};

/** Supporting Robot Controller's second option: the robot placed in your room, its card revealed if it was not yet. */
export const callRobot: ItemEffect = {
  targets: (s, seat) => (s.robot.space !== roomOf(s, seat) ? [NONE] : []),
  apply: (s, seat) => {
    // The card turns face up as the Hibernatorium's discovery would turn it (the room itself stays undiscovered).
    const events: RetaliationEvent[] = s.robot.revealed ? [] : [{ type: 'robot-revealed', robot: s.robot.card }];
    s.robot.revealed = true;
    s.robot.space = roomOf(s, seat);
    if (s.spaces[s.robot.space].room === 'reactor') s.robotReachedReactor = true;
    return [...events, { type: 'robot-moved', path: [s.robot.space] }];
  },
};
