/** Words of the modes and robot options: the Server Robot's room use, the Exploration Robot, carrying a fallen character. */
import { describe, expect, it } from 'vitest';
import { nemesisRetaliation as game } from '../../../shared/games/nemesis-retaliation';
import { legalMoves } from '../../../shared/games/nemesis-retaliation/legal-moves';
import { kill } from '../../../shared/games/nemesis-retaliation/rules/health';
import type { RetaliationState } from '../../../shared/games/nemesis-retaliation/state';
import { given } from '../../../shared/games/nemesis-retaliation/testing/given';
import { eventLabel } from './event-labels';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { rawWords } from './testing/raw-words';
import { seatsFor } from './testing/self-played';

function labels(s: RetaliationState, type: string): string[] {
  const view = game.view(s, 0);
  const names = namesFor(view, seatsFor(s.seats, 0));
  return legalMoves(s, 0).filter((m) => m.type === type).map((m) => moveLabel(m, view, names) ?? '');
}

function robotTable(card: string, space: string): RetaliationState {
  const s = given({
    rooms: { 'a-r02': 'sprinklers-control', 'b-r01': 'server-room' },
    players: { 0: { space } },
    corridors: { 'cp-a-r02--hibernatorium': {}, 'cp-b-r01--hibernatorium': {}, 'cp-a-r02--a-r03': {} },
    replaceCorridors: true,
  });
  Object.assign(s, { hibernatoriumDiscovered: true });
  s.robot = { ...s.robot, card, revealed: true, space, malfunction: false };
  return s;
}

describe('Modes and robot options in words', () => {
  it('given the Server Robot in the Server Room, then its room use reads as the room\'s option, with no raw id', () => {
    const words = labels(robotTable('server-robot', 'b-r01'), 'activate-robot');
    expect(words).toContainEqual(expect.stringMatching(/^Activate the robot to use the Server Room \(B1\): take a Data token, paying with /));
    expect(rawWords(words)).toEqual([]);
  });

  it('given the Exploration Robot by an unexplored corridor, then its exploring names the corridor in words', () => {
    const words = labels(robotTable('exploration-robot', 'a-r02'), 'activate-robot');
    expect(words.some((w) => w.includes('Unexplored Corridor') && w.includes('corridor'))).toBe(true);
    expect(rawWords(words)).toEqual([]);
  });

  it('given a fallen character in co-op with Revive, then carrying it and its revival read in words', () => {
    const s = given({ config: { mode: 'coop-revive' } });
    kill(s, 1, 'a test');
    const words = labels(s, 'move').filter((w) => w.includes('carrying'));
    expect(words.length).toBeGreaterThan(0);
    expect(rawWords(words)).toEqual([]);
    const seats = seatsFor(2, 0);
    const lines = [eventLabel({ type: 'revived', seat: 1, where: 'a-r04' }, seats) ?? '', eventLabel({ type: 'body-carried', seat: 0, body: 1, to: 'a-r04' }, seats) ?? ''];
    expect(lines[0]).toMatch(/was revived by the AutoDoc in /);
    expect(lines[1]).toMatch(/carried the fallen .+ to /);
    expect(rawWords(lines)).toEqual([]);
  });
});
