/** Repel (digest §5.10.3, reading 12.13) and the objectives that count carried eggs (data objectives.json, mission-tasks.json). */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { repel } from '../rules/doors';
import { missionFulfilled, objectiveMet, soloTaskMet } from '../rules/objectives';
import { cardsOf, given, seekRoll } from '../testing/given';

describe('Repel', () => {
  const room = () => given({
    rooms: { 'a-r04': 'armory', 'a-r05': 'surgery-room' },
    players: { 0: { space: 'a-r04' }, 1: { space: 'a-r05' } },
    corridors: { 'cp-a-r04--a-r05': { noise: 3 }, 'cp-a-r04--landing-zone': { noise: 1, noiseMarker: true } },
    replaceCorridors: true,
    intruders: [{ type: 'adult', where: 'a-r04', hits: 2 }],
  });

  it('given an Adult in a room, when it is repelled, then it goes into the corridor with the lowest ID, losing its hit markers and the noise marker there', () => {
    const s = room();
    const id = s.intruders[0].id;
    const events = repel(s, id, 'a-r04', new Rng(s.rng));
    expect(s.intruders[0]).toMatchObject({ where: 'cp-a-r04--landing-zone', hits: 0 });
    expect(s.corridors['cp-a-r04--landing-zone'].noise).toBe(false);
    expect(events).toEqual([{ type: 'intruders-moved', moves: [{ intruder: id, from: 'a-r04', to: 'cp-a-r04--landing-zone' }] }]);
  });

  it('given a closed door on the room side of that corridor, then the door is destroyed and the Adult stays', () => {
    const s = room();
    s.corridors['cp-a-r04--landing-zone'] = { ...s.corridors['cp-a-r04--landing-zone'], door: 'closed', doorEnd: 'a-r04' };
    const events = repel(s, s.intruders[0].id, 'a-r04', new Rng(s.rng));
    expect(s.intruders[0].where).toBe('a-r04');
    expect(s.corridors['cp-a-r04--landing-zone'].door).toBe('destroyed');
    expect(events).toEqual([{ type: 'door-destroyed', corridor: 'cp-a-r04--landing-zone' }]);
  });

  it('given an Adult in a corridor repelled from one end, then it enters the room at the far end and attacks the character there', () => {
    const s = room();
    s.intruders[0].where = 'cp-a-r04--a-r05';
    const events = repel(s, s.intruders[0].id, 'a-r04', new Rng(s.rng));
    expect(s.intruders[0].where).toBe('a-r05');
    expect(events.some((e) => e.type === 'attacked' && e.seat === 1)).toBe(true);
  });

  it('given a corridor leading into the unmapped void, then the intruder repelled along it stays put', () => {
    const s = given({ rooms: { 'a-r04': 'armory' }, players: { 0: { space: 'a-r04' } }, corridors: { 'cp-a-r04--b-r03': {} }, replaceCorridors: true, intruders: [{ type: 'adult', where: 'cp-a-r04--b-r03' }] });
    expect(repel(s, s.intruders[0].id, 'a-r04', new Rng(s.rng))).toEqual([]);
    expect(s.intruders[0].where).toBe('cp-a-r04--b-r03');
  });
});

describe('Objectives with eggs', () => {
  it('given Luxurious Offer, then it is met by a survivor holding an egg, not by one without', () => {
    const s = given();
    Object.assign(s.players[0], { chosenObjective: 'luxurious-offer', status: 'hibernating' });
    expect(objectiveMet(s, 0)).toBe(false);
    s.players[0].hands = ['intruder-egg-1'];
    expect(objectiveMet(s, 0)).toBe(true);
  });

  it('given Primary Samples, when one escaper leaves by the Shuttle with 2 eggs and later dies of eclosion, then the task still counts them', () => {
    const s = given({ rooms: { 'c-r04': 'escape-shuttle' }, players: { 0: { space: 'c-r04', hands: { 'intruder-egg-1': [], 'intruder-egg-2': [] } } } });
    s.missionTasks = ['primary-samples'];
    expect(missionFulfilled(s)).toBe(false);
    const move = { type: 'use-room', option: 'board-shuttle', pay: cardsOf(s, 0, 2) } as const;
    const after = seekRoll(s, 0, move, (_e, x) => x.players[0].status === 'escaped').state;
    expect(after.eggsAtEscape).toEqual({ 0: 2 });
    Object.assign(after.players[0], { status: 'dead', hands: [] });
    expect(missionFulfilled(after)).toBe(true);
  });

  it('given Escort Mission, then it needs the robot once in the Reactor and an escaper holding a Data token', () => {
    const s = given();
    s.missionTasks = ['escort-mission'];
    Object.assign(s.players[0], { dataToken: true, escapedVia: 'lander', status: 'escaped' });
    expect(missionFulfilled(s)).toBe(false);
    s.robotReachedReactor = true;
    expect(missionFulfilled(s)).toBe(true);
  });

  it('given the solo Culinary Sample, then an escape carrying an egg meets it', () => {
    const s = given({ seats: 1 });
    expect(soloTaskMet(s, 'culinary-sample')).toBe(false);
    Object.assign(s.players[0], { escapedVia: 'shuttle', status: 'escaped' });
    s.eggsAtEscape = { 0: 1 };
    expect(soloTaskMet(s, 'culinary-sample')).toBe(true);
  });
});
