/** Room actions (data rooms.json) and the procedures they start (digest §5.17, §13.1 example 10). */
import { describe, expect, it } from 'vitest';
import { LANDING_ZONE } from '../data';
import { legalMoves } from '../legal-moves';
import { view } from '../view';
import { cardsOf, given, seekRoll, when } from '../testing/given';
import type { RoomOption } from '../rules/rooms';
import { objectiveMet } from '../rules/objectives';

const R = 'a-r04';
function inRoom(room: string, space = R) {
  const s = given({ rooms: { [space]: room }, players: { 0: { space } } });
  return s;
}
const use = (s: ReturnType<typeof given>, option: RoomOption, extra: object = {}) => ({ type: 'use-room', option, pay: cardsOf(s, 0, 2), ...extra }) as const;

describe('Life Support Control', () => {
  it('given Section A life support off, when it is flipped on, then a turn ending in Section A costs no oxygen', () => {
    const s = inRoom('life-support-control-a');
    const { state, events } = when(s, 0, use(s, 'toggle-life-support'), { type: 'pass', discard: [] });
    expect(events).toContainEqual({ type: 'life-support', section: 'A', active: true });
    expect(state.players[0].oxygen).toBe(7);
  });

  it('given Life Support Control B, when the Anti-Aircraft tokens are checked and swapped, then only that seat sees the order and the event tells nothing', () => {
    const s = inRoom('life-support-control-b', 'b-r03');
    s.antiAircraft.stack = ['active', 'inactive'];
    const { state, events } = when(s, 0, use(s, 'check-anti-aircraft', { swap: true }));
    expect(state.antiAircraft.stack).toEqual(['inactive', 'active']);
    expect(view(state, 0).antiAircraft.order).toEqual(['inactive', 'active']);
    expect(view(state, 1).antiAircraft.order).toBeNull();
    expect(events).toContainEqual({ type: 'anti-aircraft-checked', seat: 0 });
  });
});

describe('Escapes', () => {
  it('given an active Hibernatorium, when the noise roll brings no intruder, then the character hibernates and takes no more turns', () => {
    const s = inRoom('hibernatorium', 'hibernatorium');
    Object.assign(s, { hibernatoriumDiscovered: true, hibernatoriumActive: true });
    const { state } = seekRoll(s, 0, use(s, 'hibernate'), (_e, x) => x.players[0].status === 'hibernating');
    expect(state.turn?.seat).toBe(1);
  });

  it('given the Hibernatorium is off, then it offers no action (Life Support Control C turns it on)', () => {
    const s = inRoom('hibernatorium', 'hibernatorium');
    s.hibernatoriumDiscovered = true;
    expect(legalMoves(s, 0).some((m) => m.type === 'use-room')).toBe(false);
    const c = inRoom('life-support-control-c', 'c-r04');
    expect(when(c, 0, use(c, 'activate-hibernatorium')).state.hibernatoriumActive).toBe(true);
  });

  it('given the Escape Shuttle, when a Hazard puts an intruder in the room, then the escape fails; otherwise one person escapes, once', () => {
    const s = inRoom('escape-shuttle', 'c-r04');
    const failed = seekRoll(s, 0, use(s, 'board-shuttle'), (e) => e.some((x) => x.type === 'escape-failed'));
    expect(failed.state.players[0].status).not.toBe('escaped');
    const { state } = seekRoll(s, 0, use(s, 'board-shuttle'), (_e, x) => x.players[0].status === 'escaped');
    expect(state.players[0].escapedVia).toBe('shuttle');
    expect(state.shuttleUsed).toBe(true);
  });
});

describe('Autodestruction and the Reactor', () => {
  it('given the round marker on 6, when the Cooling System starts Autodestruction, then the token goes on 11 (example 10)', () => {
    const s = inRoom('cooling-system', 'b-r03');
    s.round = 6;
    expect(when(s, 0, use(s, 'autodestruction')).state.autodestruction).toBe(11);
  });

  it('given Autodestruction running, when the Reactor cuts the power, then it stops and life support can never come back', () => {
    const s = inRoom('reactor', 'c-r04');
    Object.assign(s, { autodestruction: 9, lifeSupport: { A: true, B: false, C: true } });
    const { state } = when(s, 0, use(s, 'shut-down'));
    expect(state).toMatchObject({ autodestruction: null, powerCut: true, lifeSupport: { A: false, B: false, C: false } });
    expect(state.antiAircraft.stack).toEqual([]);
  });
});

describe('The Landing Zone supply', () => {
  it('given empty belt slots, when tokens are taken, then they fill the belt and leave the supply slots', () => {
    const s = given({ players: { 0: { belt: [null, null, { token: 'medpack', half: false }, null] } } });
    expect(s.players[0].space).toBe(LANDING_ZONE);
    const { state } = when(s, 0, use(s, 'take-gear', { tokens: ['oxygen', 'oxygen', 'ammo'] }));
    expect(state.players[0].belt.filter((b) => b !== null)).toHaveLength(4);
    expect(state.landingZoneGear).toMatchObject({ oxygen: 2, ammo: 3 });
  });
});

describe('Rooms that tend and clear', () => {
  it('given two serious wounds, when the Emergency Room discards the first, then the other slides left and the marker stays', () => {
    const s = given({ rooms: { [R]: 'emergency-room' }, players: { 0: { space: R, seriousWounds: 2, health: 6 } } });
    const [first, second] = s.players[0].seriousWounds;
    const { state } = when(s, 0, use(s, 'discard-wound', { wound: first }));
    expect(state.players[0].seriousWounds).toEqual([second]);
    expect(state.players[0].health).toBe(6);
  });

  it('given a Larva, when the Surgery Room removes it, then the hand is discarded and Infected cards leave the game', () => {
    const s = given({ rooms: { [R]: 'surgery-room' }, players: { 0: { space: R } } });
    Object.assign(s.players[0], { larva: true, discard: ['contamination-1', 'contamination-2'] });
    s.infected = ['contamination-1'];
    const { state } = when(s, 0, use(s, 'remove-larva'));
    const p = state.players[0];
    expect(p.larva).toBe(false);
    expect(p.hand).toEqual([]);
    expect([...p.deck, ...p.discard]).toContain('contamination-2');
    expect([...p.deck, ...p.discard]).not.toContain('contamination-1');
  });

  it('given the Server Room, when a Data token is gained, then the Shutdown objective needs only life support off', () => {
    const s = given({ rooms: { 'b-r03': 'server-room' }, players: { 0: { space: 'b-r03' } } });
    const { state } = when(s, 0, use(s, 'gain-data'));
    expect(state.players[0].dataToken).toBe(true);
    expect(legalMoves(state, 0).some((m) => m.type === 'use-room' && m.option === 'gain-data')).toBe(false);
    state.players[0].chosenObjective = 'shutdown';
    expect(objectiveMet(state, 0)).toBe(true);
    state.lifeSupport.B = true;
    expect(objectiveMet(state, 0)).toBe(false);
  });

  it('given fires in Section A, when Sprinklers Control puts them out, then the markers go back to the supply', () => {
    const s = given({ rooms: { [R]: 'sprinklers-control' }, players: { 0: { space: R } }, fire: [LANDING_ZONE] });
    const { state } = when(s, 0, use(s, 'put-out-fires', { section: 'A' }));
    expect(state.spaces[LANDING_ZONE].fire).toBe(false);
    expect(state.markers.fire).toBe(s.markers.fire + 1);
  });

  it('given the Nest with one egg left, when it is destroyed, then the Nest is destroyed for good', () => {
    const s = given({ rooms: { 'c-r04': 'nest' }, players: { 0: { space: 'c-r04' } } });
    s.eggs = 1;
    const { state } = when(s, 0, use(s, 'destroy-egg'));
    expect(state).toMatchObject({ eggs: 0, nestDestroyed: true });
  });

  it('given empty belt slots, when the Armory gives Ammo and a Grenade, then they come from the supply', () => {
    const s = given({ rooms: { [R]: 'armory' }, players: { 0: { space: R, belt: [null, null, null, null] } } });
    const { state } = when(s, 0, use(s, 'take-ammo', { tokens: ['ammo', 'grenade'] }));
    expect(state.players[0].belt.filter(Boolean)).toHaveLength(2);
    expect(state.gearSupply.ammo).toBe(s.gearSupply.ammo - 1);
  });
});

describe('Alarm Room, Life Support Control A, Technical Corridor Entrance', () => {
  it('given noise markers, when the Alarm Room discards one, then only that corridor loses it', () => {
    const s = given({ rooms: { [R]: 'alarm-room' }, players: { 0: { space: R } } });
    const [c1, c2] = Object.keys(s.corridors);
    s.corridors[c1].noise = true;
    s.corridors[c2].noise = true;
    const { state } = when(s, 0, use(s, 'discard-noise', { target: c1 }));
    expect([state.corridors[c1].noise, state.corridors[c2].noise]).toEqual([false, true]);
  });

  it('given a fire anywhere, when Life Support Control A puts it out, then the marker returns to the supply', () => {
    const s = given({ rooms: { [R]: 'life-support-control-a' }, players: { 0: { space: R } }, fire: [LANDING_ZONE] });
    expect(when(s, 0, use(s, 'discard-fire', { target: LANDING_ZONE })).state.spaces[LANDING_ZONE].fire).toBe(false);
  });

  it('given the Technical Corridor Entrance, when used, then the character reaches any room, suffers an Adult\'s attack, and rolls for noise', () => {
    const s = given({ rooms: { [R]: 'technical-corridor-entrance', 'c-r08': 'armory' }, players: { 0: { space: R } }, attacks: ['scratch-3'] });
    const { state, events } = when(s, 0, use(s, 'technical-corridor', { target: 'c-r08' }));
    expect(state.players[0].space).toBe('c-r08');
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0, card: 'scratch-3' }));
    expect(events.some((e) => e.type === 'noise-rolled')).toBe(true);
  });
});
