/** The computer rooms that work the facility from afar and the Server Room's remote use (data rooms.json). */
import { describe, expect, it } from 'vitest';
import { HIBERNATORIUM } from '../data';
import { legalMoves } from '../legal-moves';
import { roomMoves } from '../rules/room-menu';
import type { RetaliationState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';
import type { RoomOption } from '../rules/rooms';

const use = (s: RetaliationState, option: RoomOption, extra: object = {}) => ({ type: 'use-room', option, pay: cardsOf(s, 0, 2), ...extra }) as const;
const roomMovesOf = (s: RetaliationState) => roomMoves(s, 0);

/** A robot revealed and standing in `space` (the Hibernatorium discovered). */
function withRobot(s: RetaliationState, space: string): RetaliationState {
  Object.assign(s, { hibernatoriumDiscovered: true });
  s.robot = { ...s.robot, revealed: true, space };
  return s;
}

describe('Door Control Room', () => {
  const doors = () => given({
    rooms: { 'a-r04': 'door-control-room', 'a-r05': 'armory', 'b-r04': 'reactor' },
    players: { 0: { space: 'a-r04' } },
    corridors: {
      'cp-a-r04--landing-zone': { door: 'open', doorEnd: 'a-r04' },
      'cp-a-r04--a-r05': { door: 'closed', doorEnd: 'a-r05' },
      'cp-a-r05--landing-zone': { door: 'destroyed', doorEnd: 'a-r05' },
      'cp-b-r03--b-r04': { door: 'open', doorEnd: 'b-r04' },
    },
    replaceCorridors: true,
  });

  it('given an open and a closed door in Section A, when both are named, then the open one closes and the closed one opens', () => {
    const s = doors();
    const { state, events } = when(s, 0, use(s, 'doors', { section: 'A', doors: ['cp-a-r04--landing-zone', 'cp-a-r04--a-r05'] }));
    expect(state.corridors['cp-a-r04--landing-zone'].door).toBe('closed');
    expect(state.corridors['cp-a-r04--a-r05'].door).toBe('open');
    expect(events).toContainEqual({ type: 'doors-changed', opened: ['cp-a-r04--a-r05'], closed: ['cp-a-r04--landing-zone'] });
  });

  it('given a destroyed door and a door of Section B, then neither can be worked as Section A; the menu offers only workable doors', () => {
    const s = doors();
    expect(refusal(s, 0, use(s, 'doors', { section: 'A', doors: ['cp-a-r05--landing-zone'] })).message).toMatch(/doors of that section/);
    expect(refusal(s, 0, use(s, 'doors', { section: 'A', doors: ['cp-b-r03--b-r04'] })).message).toMatch(/doors of that section/);
    const named = roomMovesOf(s).flatMap((m) => (m.type === 'use-room' ? m.doors ?? [] : []));
    expect(new Set(named)).toEqual(new Set(['cp-a-r04--landing-zone', 'cp-a-r04--a-r05', 'cp-b-r03--b-r04']));
  });
});

describe('Security Robot Room', () => {
  const room = () => given({
    rooms: { 'b-r03': 'security-robot-room', 'b-r01': 'armory' },
    players: { 0: { space: 'b-r03' } },
    corridors: { 'cp-b-r01--hibernatorium': {}, 'cp-a-r04--b-r01': { noiseMarker: true }, 'cp-b-r01--b-r03': {} },
    replaceCorridors: true,
  });

  it('given the robot in the Hibernatorium, then a secure token goes there, but a corridor to the Hibernatorium cannot be reinforced', () => {
    const s = withRobot(room(), HIBERNATORIUM);
    const { state } = when(s, 0, use(s, 'secure-robot-room'));
    expect(state.spaces[HIBERNATORIUM].secure).toBe(1);
    expect(roomMovesOf(s).some((m) => m.type === 'use-room' && m.option === 'reinforce')).toBe(false);
  });

  it('given the robot in a room, when an empty corridor next to it is reinforced, then its noise marker goes and noise rolls never call it', () => {
    const s = withRobot(room(), 'b-r01');
    s.intruders.push({ id: 'i-90', type: 'adult', where: 'cp-b-r01--b-r03', hits: 0 });
    const targets = roomMovesOf(s).flatMap((m) => (m.type === 'use-room' && m.option === 'reinforce' ? [m.target] : []));
    expect(targets).toEqual(['cp-a-r04--b-r01']); // the occupied one and the Hibernatorium's are not offered
    const { state, events } = when(s, 0, use(s, 'reinforce', { target: 'cp-a-r04--b-r01' }));
    expect(state.corridors['cp-a-r04--b-r01']).toMatchObject({ reinforced: true, noise: false });
    expect(events).toContainEqual({ type: 'corridor-reinforced', corridor: 'cp-a-r04--b-r01' });
  });

  it('given a malfunctioning or unrevealed robot, then the room has nothing to do', () => {
    const s = withRobot(room(), 'b-r01');
    s.robot.malfunction = true;
    expect(roomMovesOf(s)).toEqual([]);
    expect(roomMovesOf(room())).toEqual([]);
  });
});

describe('Gunnery Room', () => {
  it('given Adults in a corridor next to the Armory (red icons), when the Gunnery Room fires, then the burst die hits them and the player allocates', () => {
    const s = given({
      rooms: { 'b-r03': 'gunnery-room', 'a-r05': 'armory', 'a-r07': 'escape-shuttle' },
      players: { 0: { space: 'b-r03' } },
      corridors: { 'cp-a-r05--a-r07': {}, 'cp-a-r04--b-r03': {} },
      replaceCorridors: true,
      intruders: [{ type: 'adult', where: 'cp-a-r05--a-r07' }, { type: 'adult', where: 'cp-a-r05--a-r07' }],
    });
    const { state, events } = when(s, 0, use(s, 'gunnery', { target: 'cp-a-r05--a-r07' }));
    const burst = events.find((e) => e.type === 'burst');
    expect(burst).toMatchObject({ weapon: null, corridor: 'cp-a-r05--a-r07' });
    expect(state.allocation).toMatchObject({ seat: 0, corridor: 'cp-a-r05--a-r07' });
    expect(legalMoves(state, 0).every((m) => m.type === 'allocate-hits')).toBe(true);
  });

  it('given the only red-icon rooms carry a malfunction marker, then their corridors are not targets', () => {
    const s = given({ rooms: { 'b-r03': 'gunnery-room', 'a-r05': 'armory', 'a-r07': 'surgery-room' }, players: { 0: { space: 'b-r03' } }, corridors: { 'cp-a-r05--a-r07': {} }, replaceCorridors: true });
    s.spaces['a-r05'].malfunction = true;
    expect(refusal(s, 0, use(s, 'gunnery', { target: 'cp-a-r05--a-r07' })).message).toMatch(/cannot do that|place this room/);
  });
});

describe('Pressure Control', () => {
  const room = () => given({
    rooms: { 'c-r04': 'pressure-control', 'a-r04': 'armory' },
    players: { 0: { space: 'c-r04' }, 1: { space: 'a-r04' } },
    corridors: { 'cp-a-r04--landing-zone': { noiseMarker: true } },
    intruders: [{ type: 'adult', where: 'landing-zone', hits: 1 }],
    secure: { 'a-r04': 1 },
  });

  it('given an Adult in the Landing Zone, when it is moved into a room with a character and a secure token, then it enters and the token is spent', () => {
    const s = room();
    const id = s.intruders[0].id;
    const { state, events } = when(s, 0, use(s, 'move-intruder', { intruder: id, target: 'a-r04' }));
    expect(state.intruders[0].where).toBe('a-r04');
    expect(events).toContainEqual({ type: 'secure-removed', space: 'a-r04', intruder: id });
  });

  it('given a noise marker in a corridor, when the Adult is moved there, then the marker goes and its hit markers are discarded', () => {
    const s = room();
    const id = s.intruders[0].id;
    const { state } = when(s, 0, use(s, 'move-intruder', { intruder: id, target: 'cp-a-r04--landing-zone' }));
    expect(state.intruders[0]).toMatchObject({ where: 'cp-a-r04--landing-zone', hits: 0 });
    expect(state.corridors['cp-a-r04--landing-zone'].noise).toBe(false);
    expect(refusal(s, 0, use(s, 'move-intruder', { intruder: id, target: 'landing-zone' })).message).toMatch(/intruder and a room/);
  });
});

describe('Drilling Station', () => {
  it('given the robot in the Armory, when a corridor is drilled from it, then a tile from the insert lies there, any door end toward the robot', () => {
    const s = withRobot(given({ rooms: { 'b-r03': 'drilling-station', 'a-r05': 'armory' }, players: { 0: { space: 'b-r03' } } }), 'a-r05');
    const top = s.corridorStack[0];
    const target = roomMovesOf(s).find((m) => m.type === 'use-room' && m.option === 'drill')!;
    const position = (target as { target: string }).target;
    const { state, events } = when(s, 0, { ...target, pay: cardsOf(s, 0, 2) });
    expect(state.corridors[position].tile).toBe(top);
    expect(state.corridorStack).not.toContain(top);
    expect([null, 'a-r05']).toContain(state.corridors[position].doorEnd);
    expect(events).toContainEqual({ type: 'corridor-drilled', corridor: position, tile: top });
  });

  it('given a malfunctioning robot, then nothing can be drilled', () => {
    const s = withRobot(given({ rooms: { 'b-r03': 'drilling-station', 'a-r05': 'armory' }, players: { 0: { space: 'b-r03' } } }), 'a-r05');
    s.robot.malfunction = true;
    expect(roomMovesOf(s)).toEqual([]);
  });
});

describe('Server Room, used from afar', () => {
  const server = () => given({ rooms: { 'b-r03': 'server-room', 'c-r04': 'sprinklers-control', 'a-r04': 'life-support-control-a' }, players: { 0: { space: 'b-r03' } }, fire: ['c-r04'] });

  it('given Sprinklers Control elsewhere, when the Server Room uses it remotely, then the fires of the chosen section go out', () => {
    const s = server();
    const { state, events } = when(s, 0, use(s, 'put-out-fires', { section: 'C', remote: 'c-r04' }));
    expect(state.spaces['c-r04'].fire).toBe(false);
    expect(events[1]).toEqual({ type: 'room-used-remotely', seat: 0, space: 'c-r04' });
  });

  it('given Life Support Control A used from Section B, then it flips Section A life support (the room\'s own section)', () => {
    const s = server();
    const { state } = when(s, 0, use(s, 'toggle-life-support', { remote: 'a-r04' }));
    expect(state.lifeSupport).toMatchObject({ A: true, B: false });
  });

  it('given a malfunction marker on the far room, or a player outside the Server Room, then remote use is refused', () => {
    const s = server();
    s.spaces['c-r04'].malfunction = true;
    expect(refusal(s, 0, use(s, 'put-out-fires', { section: 'C', remote: 'c-r04' })).message).toMatch(/Server Room/);
    const t = given({ rooms: { 'b-r03': 'armory', 'c-r04': 'sprinklers-control' }, players: { 0: { space: 'b-r03' } } });
    expect(refusal(t, 0, use(t, 'put-out-fires', { section: 'C', remote: 'c-r04' })).message).toMatch(/Server Room/);
  });
});

describe('Shelter', () => {
  it('given a character in the Shelter with no secure token, when an Adult is moved in, then it stays but does not attack (always secured)', () => {
    const s = given({
      rooms: { 'c-r04': 'pressure-control', 'a-r04': 'shelter' },
      players: { 0: { space: 'c-r04' }, 1: { space: 'a-r04' } },
      intruders: [{ type: 'adult', where: 'landing-zone' }],
    });
    const id = s.intruders[0].id;
    const { state, events } = when(s, 0, use(s, 'move-intruder', { intruder: id, target: 'a-r04' }));
    expect(state.intruders[0].where).toBe('a-r04');
    expect(events).toContainEqual({ type: 'attack-stopped', space: 'a-r04', intruder: id });
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
    expect(state.spaces['a-r04'].secure).toBe(0);
  });
});
