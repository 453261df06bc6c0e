/** The robot (digest §5.13, data robot-cards.json): activation local or remote, its cards, movement, malfunction. */
import { describe, expect, it } from 'vitest';
import { HIBERNATORIUM } from '../data';
import { legalMoves } from '../legal-moves';
import { robotMoves } from '../rules/robot-actions';
import { activationCost, robotPaths } from '../rules/robot';
import { resolveMainEffect } from '../rules/event-effects';
import type { RetaliationState } from '../state';
import { cardsOf, given, refusal, seekRoll, when, type GivenOptions } from '../testing/given';
import { Rng } from '../../../engine';

/** The robot `card` revealed in the discovered Hibernatorium, with rooms west (Reactor) and south-west (Server Room). */
function withRobot(card: string, players: GivenOptions['players'] = { 0: { space: HIBERNATORIUM } }): RetaliationState {
  const s = given({
    rooms: { 'a-r02': 'reactor', 'b-r01': 'server-room', 'c-r01': 'armory' },
    players,
    corridors: { 'cp-a-r02--hibernatorium': {}, 'cp-b-r01--hibernatorium': {}, 'cp-a-r02--a-r03': {} },
    replaceCorridors: true,
  });
  Object.assign(s, { hibernatoriumDiscovered: true });
  s.robot = { ...s.robot, card, revealed: true, space: HIBERNATORIUM, malfunction: false };
  return s;
}
const activate = (s: RetaliationState, option: number, extra: object = {}, cards = 1) => ({ type: 'activate-robot', option, pay: cardsOf(s, 0, cards), ...extra }) as const;

describe('Activating the robot', () => {
  it('given the character in the robot\'s room, then activation costs 1 card; from the Server Room (computer icon) 2, or 1 with a Data token', () => {
    expect(activationCost(withRobot('medical-robot'), 0)).toBe(1);
    const remote = withRobot('medical-robot', { 0: { space: 'b-r01' } });
    expect(activationCost(remote, 0)).toBe(2);
    expect(refusal(remote, 0, activate(remote, 0, { path: ['a-r02'] })).message).toMatch(/2/);
    remote.players[0].dataToken = true;
    expect(activationCost(remote, 0)).toBe(1);
    expect(activationCost(withRobot('medical-robot', { 0: { space: 'c-r01' } }), 0)).toBeNull(); // the Armory has no computer icon
  });

  it('given the Hibernatorium undiscovered, a malfunctioning robot, or an intruder in the character\'s room, then it cannot be activated', () => {
    const hidden = withRobot('medical-robot');
    Object.assign(hidden, { hibernatoriumDiscovered: false });
    hidden.robot.revealed = false;
    expect(robotMoves(hidden, 0)).toEqual([]);
    const broken = withRobot('medical-robot');
    broken.robot.malfunction = true;
    expect(robotMoves(broken, 0)).toEqual([]);
    const fight = withRobot('medical-robot');
    fight.intruders.push({ id: 'i-90', type: 'adult', where: HIBERNATORIUM, hits: 0 });
    expect(activationCost(fight, 0)).toBeNull();
  });
});

describe('Robot movement', () => {
  it('given the Medical Robot, when it moves twice through the Reactor, then it stands at the end of the path and the Reactor box is marked', () => {
    const s = withRobot('medical-robot');
    const { state, events } = when(s, 0, activate(s, 0, { path: ['a-r02', HIBERNATORIUM] }));
    expect(state.robot.space).toBe(HIBERNATORIUM);
    expect(state.robotReachedReactor).toBe(true);
    expect(events).toContainEqual({ type: 'robot-moved', path: ['a-r02', HIBERNATORIUM] });
  });

  it('given a closed door and an unexplored corridor, then the robot passes neither', () => {
    const s = withRobot('medical-robot');
    s.corridors['cp-b-r01--hibernatorium'] = { ...s.corridors['cp-b-r01--hibernatorium'], door: 'closed', doorEnd: 'b-r01' };
    const ends = new Set(robotPaths(s, 2).map((p) => p.at(-1)));
    expect(ends).toEqual(new Set(['a-r02', HIBERNATORIUM])); // a-r03 is unexplored, b-r01 behind a closed door
    expect(refusal(s, 0, activate(s, 0, { path: ['b-r01'] })).message).toMatch(/cannot do that/);
  });

  it('given a path in the wrong order, then it is refused (each step must be next to the last)', () => {
    const s = withRobot('medical-robot');
    expect(refusal(s, 0, activate(s, 0, { path: [HIBERNATORIUM, 'a-r02'] })).message).toMatch(/cannot do that/);
  });
});

describe('Robot cards', () => {
  it('given the Medical Robot with a wounded character in its room, when it tends them, then the chosen serious wound is discarded', () => {
    const s = withRobot('medical-robot', { 0: { space: HIBERNATORIUM, seriousWounds: 1 } });
    const wound = s.players[0].seriousWounds[0];
    const { state } = when(s, 0, activate(s, 1, { seat: 0, wound }));
    expect(state.players[0].seriousWounds).toEqual([]);
  });

  it('given the Military Robot, when its burst rolls the special face, then a malfunction marker goes on the robot', () => {
    const s = withRobot('military-robot');
    s.intruders.push({ id: 'i-90', type: 'adult', where: 'cp-a-r02--hibernatorium', hits: 0 });
    const { state } = seekRoll(s, 0, activate(s, 1, { target: 'cp-a-r02--hibernatorium' }), (e) => e.some((x) => x.type === 'burst' && x.face.includes('special')));
    expect(state.robot.malfunction).toBe(true);
    expect(state.markers.malfunction).toBe(s.markers.malfunction - 1);
    expect(state.allocation).toMatchObject({ corridor: 'cp-a-r02--hibernatorium' });
  });

  it('given the Securing Robot, then it closes a door around it, or places 2 secure tokens in its room', () => {
    const s = withRobot('securing-robot');
    s.corridors['cp-a-r02--hibernatorium'] = { ...s.corridors['cp-a-r02--hibernatorium'], door: 'open', doorEnd: HIBERNATORIUM };
    expect(when(s, 0, activate(s, 1, { target: 'cp-a-r02--hibernatorium' })).state.corridors['cp-a-r02--hibernatorium'].door).toBe('closed');
    expect(when(s, 0, activate(s, 2)).state.spaces[HIBERNATORIUM].secure).toBe(2);
  });

  it('given the Technical Robot in a burning room, when it discards the fire marker, then the marker returns to the supply', () => {
    const s = withRobot('technical-robot');
    s.spaces[HIBERNATORIUM].fire = true;
    s.markers.fire -= 1;
    const { state } = when(s, 0, activate(s, 1, { target: 'fire' }));
    expect(state.spaces[HIBERNATORIUM].fire).toBe(false);
    expect(state.markers.fire).toBe(s.markers.fire + 1);
  });

  it('given the Exploration Robot, then only its move is offered (exploring by robot is not built)', () => {
    const s = withRobot('exploration-robot');
    expect(new Set(legalMoves(s, 0).flatMap((m) => (m.type === 'activate-robot' ? [m.option] : [])))).toEqual(new Set([0]));
  });
});

describe('Rise of the Machine', () => {
  it('given the event, then the robot takes a malfunction marker from the supply and cannot be activated', () => {
    const s = withRobot('medical-robot');
    const supply = s.markers.malfunction;
    resolveMainEffect(s, 'rise-of-the-machine', new Rng(s.rng));
    expect(s.robot.malfunction).toBe(true);
    expect(s.markers.malfunction).toBeLessThan(supply);
    expect(robotMoves(s, 0)).toEqual([]);
  });
});
