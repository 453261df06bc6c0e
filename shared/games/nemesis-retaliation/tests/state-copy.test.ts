import { describe, expect, it } from 'vitest';
import { copyProblem, selfPlayedStates } from '../../../engine/testing/state-copies';
import { nemesisRetaliation } from '../index';
import type { RetaliationState } from '../state';
import { copyRetaliationState } from '../state-copy';

describe('the copy of a state that every move works on', () => {
  const starts = [
    { config: {}, seats: 1, seed: 'copy-1' },
    { config: { corridorTiles: 'all-44' }, seats: 3, seed: 'copy-2' },
    { config: { mode: 'coop' }, seats: 4, seed: 'copy-3' },
  ];
  const games = starts.map((start) => selfPlayedStates<RetaliationState>(nemesisRetaliation, { ...start, startedAt: 0 }));

  it('given every state of three self-played games, then the copy equals the state and shares no object with it', () => {
    const states = games.flat();
    expect(states.length).toBeGreaterThan(40);
    for (const s of states) expect(copyProblem(s, copyRetaliationState(s))).toBeNull();
  });

  it('given a state and a player with fields the copy does not know, then those fields are copied too, not shared', () => {
    const s = games[1][games[1].length - 1];
    const changed = { ...s, added: { list: [1] }, players: s.players.map((p) => ({ ...p, added: [{ n: 1 }] })) } as RetaliationState;
    expect(copyProblem(changed, copyRetaliationState(changed))).toBeNull();
  });
});
