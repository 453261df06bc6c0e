import { describe, expect, it } from 'vitest';
import { adrenaline } from '../../shared/games/adrenaline';
import { given } from '../../shared/games/adrenaline/testing/given';
import { spaceAlert } from '../../shared/games/space-alert';
import { newGame } from '../../shared/games/space-alert/testing-game';
import { seatsFor, start } from './adrenaline/testing/positions';
import { moveLabels } from './move-labels';

/** No label may read like an engine id: powerup/card instance ids and raw coordinates belong to the engine. */
const RAW = /\b(pu|ac)-\d+\b|\b\d,\d\b/;

describe('move labels of the prompt panel, in each game\'s own words', () => {
  it('given an Adrenaline seat at its spawn, then each move names the powerup by type and colour and the spawnpoint', () => {
    const s = start();
    const moves = adrenaline.legalMoves(s, 0);
    const labels = moveLabels('adrenaline', moves, adrenaline.view(s, 0), seatsFor(3, 0))!;
    expect(labels).toHaveLength(moves.length);
    for (const label of labels) expect(label).toMatch(/^Discard .+ \((red|blue|yellow)\) and spawn on the (red|blue|yellow) spawnpoint$/);
  });

  it('given an Adrenaline seat with two actions, then runs use square names and ending the turn reads as words', () => {
    const s = given({ players: { 0: { square: '0,1', ammo: { red: 3, blue: 3, yellow: 3 } } } });
    const moves = adrenaline.legalMoves(s, 0);
    const labels = moveLabels('adrenaline', moves, adrenaline.view(s, 0), seatsFor(3, 0))!;
    expect(labels).toContain('Run to B2');
    expect(labels[moves.findIndex((m) => m.type === 'end-turn')]).toBe('End the turn');
    for (const label of labels) {
      expect(label).not.toBeNull();
      expect(label).not.toMatch(RAW);
    }
  });

  it('given a Space Alert member planning, then placements name the card halves and the slot, never the card id', () => {
    const s = newGame({}, 4, 'labels');
    const moves = spaceAlert.legalMoves(s, 0);
    const labels = moveLabels('space-alert', moves, spaceAlert.view(s, 0), seatsFor(4, 0))!;
    const placed = labels.filter((l, i) => moves[i].type === 'place');
    expect(placed.length).toBeGreaterThan(0);
    for (const label of placed) expect(label).toMatch(/^Play .+ as .+, slot \d+ of your board$/);
    for (const label of labels) if (label) expect(label).not.toMatch(RAW);
    expect(labels[moves.findIndex((m) => m.type === 'ready')]).toBe('Ready for the next announcement');
  });

  it('given a game without its own wording or no legal moves, then there are no labels', () => {
    expect(moveLabels('high-card', [{ type: 'decline' }], {}, [])).toBeNull();
    expect(moveLabels('adrenaline', null, {}, [])).toBeNull();
  });
});
