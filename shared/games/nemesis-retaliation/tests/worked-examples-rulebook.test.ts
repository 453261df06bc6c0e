/**
 * The rules digest's §13.1 worked examples not already tested by the family tests (the README's "Audit" table names
 * where every example 1-29 is tested): 1 (help cards and objective decks at 3 players), 5 (closed doors do not stop
 * an "any room" effect), 6 (a door closed on a burning room is no attack).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { missionTasks, objectiveOfInstance } from '../data';
import { setup } from '../setup';
import { configSchema } from '../state';
import { cardsOf, given, when } from '../testing/given';

describe('Help cards (example 1)', () => {
  it('given 3 players, then help cards 1, 2 and 3 are dealt, and every objective and the Mission Task fit 3 players', () => {
    const minPlayersOfTask = (id: string) => missionTasks.find((t) => t.id === id)!.minPlayers ?? 1;
    for (const seed of ['e1-a', 'e1-b', 'e1-c', 'e1-d', 'e1-e', 'e1-f']) {
      const s = setup(configSchema.parse({}), 3, { rng: Rng.fromSeed(seed), now: 0 });
      expect(s.players.map((p) => p.playerNumber).sort()).toEqual([1, 2, 3]);
      for (const o of s.players.flatMap((p) => p.objectives)) expect(objectiveOfInstance(o).minPlayers ?? 1).toBeLessThanOrEqual(3);
      expect(s.missionTasks.every((t) => minPlayersOfTask(t) <= 3)).toBe(true);
    }
  });
});

describe('Closed doors and "anywhere" (example 5)', () => {
  it('given a room whose every corridor has a closed door on its side, when the Technical Corridor Entrance moves you "to any room", then you reach it', () => {
    const R = 'c-r08';
    const s = given({
      rooms: { 'a-r04': 'technical-corridor-entrance', 'c-r06': 'armory', 'c-r07': 'reactor', [R]: 'surgery-room' },
      corridors: { 'cp-c-r06--c-r08': { door: 'closed', doorEnd: R }, 'cp-c-r07--c-r08': { door: 'closed', doorEnd: R } },
      players: { 0: { space: 'a-r04' } },
    });
    const { state } = when(s, 0, { type: 'use-room', option: 'technical-corridor', pay: cardsOf(s, 0, 2), target: R });
    expect(state.players[0].space).toBe(R);
  });
});

describe('Side-effect harm (example 6)', () => {
  it('given another character in a burning room next door, when Repairs closes the door between, then it is legal and they stay shut in', () => {
    const A = 'a-r04';
    const B = 'b-r03';
    const AB = 'cp-a-r04--b-r03';
    const s = given({
      rooms: { [A]: 'surgery-room', [B]: 'armory' }, replaceCorridors: true,
      corridors: { [AB]: { door: 'open', doorEnd: A } }, fire: [B],
      players: { 0: { space: A, hand: ['recon--repairs'] }, 1: { space: B } },
    });
    const { state } = when(s, 0, { type: 'play-card', card: 'recon--repairs', option: 1, target: AB });
    expect(state.corridors[AB].door).toBe('closed');
    expect(state.spaces[B].fire).toBe(true);
    expect(state.players[1].space).toBe(B);
  });
});
