/**
 * Audit of the rules digest §3 (set-up) for 1-5 players in each mode (standard, solo, co-op, co-op with Revive, and
 * Deadly Mode with each): the whole §3.A-3.C table in one place, each count checked against the data.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { objectiveOfInstance } from '../data';
import { setup } from '../setup';
import { configSchema } from '../state';

const start = (seats: number, config: object, seed = 'audit') => setup(configSchema.parse(config), seats, { rng: Rng.fromSeed(`${seed}-${seats}`), now: 0 });
const modes = [{}, { mode: 'coop' }, { mode: 'coop-revive' }, { deadly: true }, { mode: 'coop', deadly: true }];

describe('§3.A-3.C for every player count and mode', () => {
  it('given 1-5 players in each mode, then tracks, supplies, decks and the robot stand as the digest and the data say', () => {
    for (const seats of [1, 2, 3, 4, 5]) {
      for (const config of modes) {
        const s = start(seats, config);
        const where = `${seats} players, ${JSON.stringify(config)}`;
        expect([s.round, s.lander.space, s.lander.state, s.autodestruction, s.objectivesChosen, s.queenHits, s.eggs], where).toEqual([1, 10, 'arriving', null, 0, 0, 5]);
        expect(s.landingZoneGear, where).toEqual({ ammo: 4, grenade: 4, oxygen: 4, medpack: 4 });
        expect(s.lifeSupport, where).toEqual({ A: false, B: false, C: false });
        expect([s.hibernatoriumActive, s.hibernatoriumDiscovered, s.robot.revealed, s.robot.space], where).toEqual([false, false, false, 'hibernatorium']);
        expect(s.robot.gear, where).toEqual(['ammo', 'oxygen']);
        expect([s.decks.queenHealth.length, s.decks.attacks.length, s.decks.events.length, s.decks.exploration.length], where).toEqual([12, 20, 20, 12]);
        expect([s.decks.seriousWounds.length, s.decks.contamination.length], where).toEqual([27, 27]);
        expect(s.markers, where).toEqual({ fire: 9, malfunction: 14, secure: 20 });
        expect(Object.keys(s.corridors).length + s.corridorStack.length, where).toBe(40);
        expect(s.players.map((p) => p.playerNumber).sort(), where).toEqual(Array.from({ length: seats }, (_, i) => i + 1));
        expect(s.config.deadly, where).toBe((config as { deadly?: boolean }).deadly === true);
      }
    }
  });

  it('given the standard game for 2-5, then 1 Mission Task and a Mission and a Private objective each, all for that many players', () => {
    for (const seats of [2, 3, 4, 5]) {
      const s = start(seats, {});
      expect(s.solo).toBe(false);
      expect(s.missionTasks).toHaveLength(1);
      for (const p of s.players) {
        expect(p.objectives.map((o) => objectiveOfInstance(o).type)).toEqual(['mission', 'private']);
        for (const o of p.objectives) expect(objectiveOfInstance(o).minPlayers ?? 1).toBeLessThanOrEqual(seats);
      }
    }
  });

  it('given solo (1 player, whatever the mode) or co-op, then one Solo/Co-op Mission Task per character and no objectives (§5.19)', () => {
    for (const seats of [1, 2, 3, 4, 5]) {
      for (const config of seats === 1 ? [{}, { mode: 'coop' }] : [{ mode: 'coop' }, { mode: 'coop-revive' }]) {
        const s = start(seats, config);
        expect(s.solo).toBe(true);
        expect(s.missionTasks).toHaveLength(seats);
        expect(s.players.every((p) => p.objectives.length === 0)).toBe(true);
      }
    }
  });
});
