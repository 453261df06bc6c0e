import { describe, expect, it } from 'vitest';
import * as data from './index';

describe('Nemesis data', () => {
  it('given every data file, then each parses and the composition checks hold (a bad file throws at import)', () => {
    expect(data.rooms.filter((r) => r.tileBack === '1')).toHaveLength(11);
    expect(data.rooms.filter((r) => r.tileBack === '2')).toHaveLength(9);
    expect(data.rooms.filter((r) => r.tileBack === 'board')).toHaveLength(5);
    expect(data.explorationTokens).toHaveLength(20);
    expect(data.intruderTokens.map((t) => t.type).filter((t) => t === 'adult')).toHaveLength(12);
    expect(data.attackCards).toHaveLength(20);
    expect(data.eventCards).toHaveLength(20);
    expect(data.objectives.filter((o) => o.deck === 'personal')).toHaveLength(9);
    expect(data.soloCoopObjectives).toHaveLength(7);
    expect(data.coordinatesCards.every((c) => Object.values(c.destinations).includes('earth'))).toBe(true);
    expect(data.weaknesses).toHaveLength(8);
    expect(data.intruderPlayerCards).toHaveLength(10);
    expect(data.helpCards.map((h) => h.playerNumber)).toEqual([1, 2, 3, 4, 5]);
  });

  it('given the instances, then decks have their physical sizes and ids are unique', () => {
    const decks = [...data.itemInstances.red, ...data.itemInstances.yellow, ...data.itemInstances.green, ...data.itemInstances.blue, ...data.seriousWoundInstances, ...data.contaminationInstances];
    expect(decks).toHaveLength(30 * 3 + 12 + 16 + 27);
    expect(new Set(decks).size).toBe(decks.length);
    for (const c of data.characterIds) expect(data.actionDeckOf(c)).toHaveLength(10);
    expect(data.actionCardOf('scout-scavenging-1').name).toBe('Scavenging');
    expect(data.itemOf('red-grenade-2')?.name).toBe('Grenade');
    expect(data.infectedCount).toBe(7);
  });

  it('given the dice, then they have the faces of the data README (not the digest\'s guess)', () => {
    expect(data.noiseDieFaces).toHaveLength(10);
    expect(data.combatDieFaces.filter((f) => f === 'creeper')).toHaveLength(2);
    expect(data.combatDieFaces.filter((f) => f === 'single-hit')).toHaveLength(1);
  });

  it('given the tracks, then hibernation opens after 7 advances, the jump comes at the 15th, self-destruct is critical after 3 and explodes after 6', () => {
    expect([data.timeTrackFirstBlue, data.timeTrackJump, data.selfDestructFirstYellow, data.selfDestructSkull]).toEqual([7, 15, 3, 6]);
  });

  it('given both board sides, then each has 5 special, 11 room "1" and 5 room "2" slots', () => {
    for (const side of ['A', 'B'] as const) {
      const slots = data.boardData[side].slots;
      expect(slots.filter((s) => s.category === 'special')).toHaveLength(5);
      expect(slots.filter((s) => s.category === 'room-1')).toHaveLength(11);
      expect(slots.filter((s) => s.category === 'room-2')).toHaveLength(5);
    }
  });
});
