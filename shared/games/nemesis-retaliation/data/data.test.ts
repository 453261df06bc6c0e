import { describe, expect, it } from 'vitest';
import * as data from './index';

const sum = (list: readonly { count: number }[]) => list.reduce((n, e) => n + e.count, 0);

describe('Nemesis: Retaliation data', () => {
  it('given every file, then each parses (a bad file throws at import) and is listed for reference checks', () => {
    expect(Object.keys(data.dataFiles)).toHaveLength(26);
    for (const list of Object.values(data.dataFiles)) expect(list.length).toBeGreaterThan(0);
  });

  it('given the component list (rulebook pp. 3-5), then the decks have their physical sizes', () => {
    expect(data.rooms.filter((r) => !r.fixedSpace)).toHaveLength(23);
    expect(['A', 'B', 'C', '?'].map((p) => data.rooms.filter((r) => !r.fixedSpace && r.pile === p).length)).toEqual([3, 3, 4, 13]);
    expect(data.corridorTiles.filter((c) => c.inRulebookCountOf40 === true)).toHaveLength(40);
    expect(sum(data.eventCards)).toBe(20);
    expect(sum(data.attackCards)).toBe(20);
    expect(sum(data.queenHealthCards)).toBe(12);
    expect(sum(data.seriousWounds)).toBe(27);
    expect(data.contaminationCard.count).toBe(27);
    expect(sum(data.robotCards)).toBe(6);
    expect(data.explorationCards).toHaveLength(12);
    expect(sum(data.objectives)).toBe(22);
    expect(sum(data.objectives.filter((o) => o.type === 'mission'))).toBe(7);
    expect(sum(data.missionTasks)).toBe(8);
    expect(sum(data.soloCoopTasks)).toBe(12);
    for (const deck of ['red', 'green', 'yellow'] as const) expect(sum(data.items.filter((i) => i.deck === deck))).toBe(30);
    expect(sum(data.items.filter((i) => i.deck === 'support'))).toBe(24);
    expect(sum(data.items.filter((i) => i.deck === 'character'))).toBe(7);
    expect(data.actionCards).toHaveLength(60);
  });

  it('given the intruder tokens, then there are 1 Blank, 9 Queen, 8 Drone, 16 Adult and 6 Larva with their backs', () => {
    const of = (t: string) => data.intruderTokenBacks.filter((b) => b.type === t);
    expect(['blank', 'queen', 'drone', 'adult', 'larva'].map((t) => of(t).length)).toEqual([1, 9, 8, 16, 6]);
    expect(of('adult').filter((b) => b.back === '4')).toHaveLength(4);
  });

  it('given the board, then 21 slots and the 2 fixed rooms; the Landing Zone touches 3 corridor positions', () => {
    expect(data.boardSpaces.filter((b) => b.kind === 'room-slot')).toHaveLength(21);
    expect(data.spaceOf(data.LANDING_ZONE).fixedRoom).toBe(data.LANDING_ZONE);
    expect(data.spaceOf(data.HIBERNATORIUM).section).toBe('B');
    expect(data.corridorPositions.filter((p) => p.touchesLandingZone)).toHaveLength(3);
  });

  it('given the cross-file references, then every id named exists', () => {
    for (const c of data.characters) {
      expect(c.actionDeck.map((a) => data.actionCardOf(a).character)).toEqual(Array(10).fill(c.id));
      for (const i of c.characterItems) expect(data.itemOf(i).deck).toBe('character');
    }
    expect(data.characters.filter((c) => c.contractor).map((c) => c.characterItems.length)).toEqual([2]);
    expect(() => data.roomOf('no-such-room')).toThrow(/unknown room/);
  });

  it('given the tracks, then the Objective Choice track draws 3,2,2,1,1 and the Lander starts on round 10 of 14', () => {
    expect(data.objectiveChoiceDraws).toEqual([3, 2, 2, 1, 1]);
    expect([data.landerSetupSpace, data.roundTrackSpaces]).toEqual([10, 14]);
    expect(data.contaminationCard.infectedCount).toBeNull();
    expect(data.contaminationCard.defaultInfectedSplit).toEqual({ infectedCount: 7, notInfectedCount: 20 });
  });
});
