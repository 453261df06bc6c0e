/**
 * The Exploration Robot's exploring and the Server Robot's room use (data: robot-cards.json, digest §5.13): the robot
 * explores through an unexplored corridor without the Entrance effect; the Server Robot uses its computer room, even
 * with a malfunction marker.
 */
import { describe, expect, it } from 'vitest';
import { HIBERNATORIUM } from '../data';
import { legalMoves } from '../legal-moves';
import { robotActivations } from '../rules/robot-actions';
import type { RetaliationState } from '../state';
import { cardsOf, given, refusal, when, type GivenOptions } from '../testing/given';

const UNEXPLORED = 'cp-a-r02--a-r03';

/** The robot `card` revealed in `robotAt`; the Sprinklers Control (a-r02) and the Server Room (b-r01) around the Hibernatorium, a-r03 unexplored. */
function table(card: string, robotAt: string, players: GivenOptions['players']): RetaliationState {
  const s = given({
    rooms: { 'a-r02': 'sprinklers-control', 'b-r01': 'server-room', 'c-r01': 'armory' },
    players,
    corridors: { 'cp-a-r02--hibernatorium': {}, 'cp-b-r01--hibernatorium': {}, [UNEXPLORED]: {} },
    replaceCorridors: true,
    exploration: ['exploration-10'],
  });
  Object.assign(s, { hibernatoriumDiscovered: true });
  s.robot = { ...s.robot, card, revealed: true, space: robotAt, malfunction: false };
  return s;
}
const activate = (s: RetaliationState, extra: object, cards = 1) => ({ type: 'activate-robot', option: 1, pay: cardsOf(s, 0, cards), ...extra }) as const;

describe('Exploration Robot: exploring', () => {
  const explorer = () => table('exploration-robot', 'a-r02', { 0: { space: 'a-r02' } });

  it('given the robot next to an unexplored corridor, then its second option explores exactly through it', () => {
    expect(robotActivations(explorer()).filter((a) => a.option === 1)).toEqual([{ option: 1, target: UNEXPLORED }]);
  });

  it('given card 10 (2 Adults in the corridor passed, then a noise roll), when the robot explores, then a room is placed, the robot stands in it, and neither the Adults nor the roll come', () => {
    const s = explorer();
    const { state, events } = when(s, 0, activate(s, { target: UNEXPLORED }));
    expect(state.spaces['a-r03']).toBeDefined();
    expect(state.robot.space).toBe('a-r03');
    expect(state.players[0].space).toBe('a-r02');
    expect(events).toContainEqual(expect.objectContaining({ type: 'explored', space: 'a-r03', card: 'exploration-10' }));
    expect(events).toContainEqual({ type: 'robot-moved', path: ['a-r03'] });
    expect(events.some((e) => e.type === 'noise-rolled' || e.type === 'moved')).toBe(false);
    expect(state.intruders).toEqual([]);
  });

  it('given the unexplored corridor behind a closed door, then the robot cannot explore through it and the move is refused', () => {
    const s = explorer();
    Object.assign(s.corridors[UNEXPLORED], { door: 'closed', doorEnd: 'a-r02' });
    expect(robotActivations(s).some((a) => a.option === 1)).toBe(false);
    expect(refusal(s, 0, activate(s, { target: UNEXPLORED })).code).toBe('move/illegal');
  });

  it('given no unexplored corridor around the robot (in the Server Room), then only its moves are offered', () => {
    const s = table('exploration-robot', 'b-r01', { 0: { space: 'b-r01' } });
    expect(robotActivations(s).every((a) => a.option === 0)).toBe(true);
  });
});

describe('Server Robot: using its computer room', () => {
  it('given the robot in the Server Room with a malfunction marker, when activated there, then the room is used all the same (a Data token)', () => {
    const s = table('server-robot', 'b-r01', { 0: { space: 'b-r01' } });
    s.spaces['b-r01'].malfunction = true;
    const moves = legalMoves(s, 0);
    expect(moves.some((m) => m.type === 'use-room')).toBe(false);
    expect(moves).toContainEqual(expect.objectContaining({ type: 'activate-robot', option: 1, use: 'gain-data' }));
    const { state } = when(s, 0, activate(s, { use: 'gain-data' }));
    expect(state.players[0].dataToken).toBe(true);
  });

  it('given the robot in the Sprinklers Control and the character in the Server Room, when activated from afar (2 cards), then the room acts from afar', () => {
    const s = table('server-robot', 'a-r02', { 0: { space: 'b-r01' } });
    s.spaces['a-r02'].fire = true;
    s.markers.fire -= 1;
    const { state, events } = when(s, 0, activate(s, { use: 'put-out-fires', section: 'A' }, 2));
    expect(state.spaces['a-r02'].fire).toBe(false);
    expect(events).toContainEqual({ type: 'room-used-remotely', seat: 0, space: 'a-r02' });
  });

  it('given the robot in a room without a computer icon (the Armory), then it offers no room use', () => {
    const s = table('server-robot', 'c-r01', { 0: { space: 'c-r01' } });
    expect(robotActivations(s, 0).some((a) => a.option === 1)).toBe(false);
    expect(refusal(s, 0, activate(s, { use: 'take-ammo' })).code).toBe('move/illegal');
  });

  it('given an option the room does not have, then the activation is refused and nothing changes', () => {
    const s = table('server-robot', 'b-r01', { 0: { space: 'b-r01' } });
    expect(refusal(s, 0, activate(s, { use: 'put-out-fires', section: 'B' })).message).toContain('robot cannot do that');
  });
});
