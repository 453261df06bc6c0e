/** Words of the pauses: reactions asked before an attack, Shoot First's shot, and the table line while a pause waits. */
import { describe, expect, it, vi } from 'vitest';
import { applyMove } from '../../../shared/engine';
import { nemesisRetaliation as game } from '../../../shared/games/nemesis-retaliation';
import type { RetaliationMove } from '../../../shared/games/nemesis-retaliation/moves/schema';
import type { RetaliationState } from '../../../shared/games/nemesis-retaliation/state';
import { given } from '../../../shared/games/nemesis-retaliation/testing/given';
import { isBoardMove } from './board-choices';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { promptKindWords } from './prompt-words';
import { rawWords, readableText } from './testing/raw-words';
import { renderBoard } from './testing/render';
import { seatsFor } from './testing/self-played';

vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

function play(s: RetaliationState, seat: number, move: RetaliationMove): RetaliationState {
  const r = applyMove<RetaliationState>(game, s, seat, move, 0);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function offered(s: RetaliationState, seat: number) {
  const view = game.view(s, seat);
  const names = namesFor(view, seatsFor(s.seats, seat));
  const moves = game.legalMoves(s, seat);
  return { moves, labels: moves.map((m) => moveLabel(m, view, names) ?? '') };
}

describe('Pauses in words', () => {
  it('given a reaction asked before an attack, then the answers read in words, go to the decision bar, and the table says what it waits for', () => {
    const s = given({ rooms: { 'a-r04': 'surgery-room' }, intruders: [{ type: 'adult', where: 'landing-zone' }], players: { 0: { hand: ['recon--sprint'] }, 1: { hand: ['officer--stay-calm'] } } });
    s.players[1].reactions = { attack: 'ask' };
    const paused = play(s, 0, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: ['recon--sprint'] });
    const { moves, labels } = offered(paused, 1);
    expect(labels).toEqual(['Play no reaction', 'Play Stay Calm: prevent the attack']);
    expect(moves.some(isBoardMove)).toBe(false);
    expect(promptKindWords('react')).toBe('deciding whether to play a reaction card');
    const board = readableText(renderBoard(paused, 0));
    expect(board.some((line) => line.includes('Waiting for reactions before the Adult'))).toBe(true);
    expect(rawWords([...labels, ...board])).toEqual([]);
  });

  it('given Shoot First before its move, then firing and holding fire read in words', () => {
    const s = given({ intruders: [{ type: 'adult', where: 'cp-a-r03--landing-zone' }], players: { 0: { hand: ['recon--shoot-first'], hands: { 'assault-rifle': [{ token: 'ammo', half: false }] } } } });
    const paused = play(s, 0, { type: 'play-card', card: 'recon--shoot-first', target: 'cp-a-r04--landing-zone' });
    const { moves, labels } = offered(paused, 0);
    expect(labels[0]).toBe('Shoot First: hold fire');
    expect(labels).toContainEqual(expect.stringMatching(/^Shoot First: burst with the Assault Rifle into the unexplored corridor \d+$/));
    expect(moves.some(isBoardMove)).toBe(false);
    expect(promptKindWords('shoot-first')).toBe('deciding whether Shoot First fires now');
    expect(rawWords(labels)).toEqual([]);
  });
});
