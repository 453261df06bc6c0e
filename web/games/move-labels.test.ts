import { describe, expect, it } from 'vitest';
import { adrenaline } from '../../shared/games/adrenaline';
import { given } from '../../shared/games/adrenaline/testing/given';
import { spaceAlert } from '../../shared/games/space-alert';
import { newGame } from '../../shared/games/space-alert/testing-game';
import { seatsFor, start } from './adrenaline/testing/positions';
import { awaitedWords, eventLabel, madeOnBoard, moveLabels } from './move-labels';
import { applyMove, Rng, setupGame } from '../../shared/engine';
import type { AdrenalineState } from '../../shared/games/adrenaline/state';
import { purposefulStep } from './adrenaline/testing/self-played';

/** No label may read like an engine id: powerup/card instance ids and raw coordinates belong to the engine. */
const RAW = /\b(pu|ac)-\d+\b|\b\d,\d\b/;

describe('move labels of the prompt panel, in each game\'s own words', () => {
  it('given an Adrenaline seat at its spawn, then each move names the powerup by type and colour and the spawnpoint', () => {
    const s = start();
    const moves = adrenaline.legalMoves(s, 0).filter((m) => m.type === 'spawn');
    const labels = moveLabels('adrenaline', moves, adrenaline.view(s, 0), seatsFor(3, 0))!;
    expect(labels).toHaveLength(2);
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
    for (const label of placed) expect(label).toMatch(/^Play .+ turn \d+/);
    for (const label of labels) if (label) expect(label).not.toMatch(RAW);
    expect(labels[moves.findIndex((m) => m.type === 'ready')]).toBe('Ready for the next announcement');
  });

  it('given a game without its own wording or no legal moves, then there are no labels', () => {
    expect(moveLabels('high-card', [{ type: 'decline' }], {}, [])).toBeNull();
    expect(moveLabels('adrenaline', null, {}, [])).toBeNull();
  });
});

describe('log events in the game\'s own words', () => {
  it('given a whole Adrenaline game seen from one seat, then every event reads as words, with no instance id or raw square', () => {
    const start = { config: {}, seats: 3, seed: 'event-labels', startedAt: 0 };
    const setup = setupGame<AdrenalineState>(adrenaline, start);
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.state;
    const rng = Rng.fromSeed('event-labels');
    const types = new Set<string>();
    for (let i = 0; !adrenaline.outcome(state); i++) {
      expect(i).toBeLessThan(10000);
      const step = purposefulStep(state, rng)!;
      const r = applyMove<AdrenalineState>(adrenaline, state, step.seat, step.move, i * 1000);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      for (const event of r.events) {
        const seen = adrenaline.redact(event as never, 1);
        if (!seen) continue;
        const label = eventLabel('adrenaline', seen, seatsFor(3, 1));
        expect(label, JSON.stringify(seen)).not.toBeNull();
        expect(label).not.toMatch(RAW);
        types.add((seen as { type: string }).type);
      }
    }
    expect([...types]).toEqual(expect.arrayContaining(['spawned', 'ran', 'shot', 'turn-ended', 'game-ended']));
  });

  it('given a spawn, then it names the discarded powerup and the square', () => {
    const label = eventLabel('adrenaline', { type: 'spawned', seat: 1, discarded: 'pu-01', square: '0,1' }, seatsFor(3, 0));
    expect(label).toMatch(/^.+ discarded .+ \((red|blue|yellow)\) and spawned on A2$/);
  });

  it('given a game without its own wording, then the log describes its events generically', () => {
    expect(eventLabel('high-card', { type: 'declined', seat: 0 }, [])).toBeNull();
  });
});

describe('what a seat is awaited for, and which moves the board offers', () => {
  it('given Adrenaline prompt kinds, then the header reads them as the game\'s words; other games\' kinds are made readable', () => {
    expect(awaitedWords('adrenaline', 'shot-prepare', 'turn')).toBe('shooting: choosing a weapon');
    expect(awaitedWords('adrenaline', 'tagback', 'reaction')).toBe('answering with a Tagback Grenade (a reaction)');
    expect(awaitedWords('high-card', 'play-card', 'simultaneous')).toBe('play card (everyone at once)');
  });

  it('given an Adrenaline seat with two actions, then runs are made on the board while shooting and ending the turn stay in the bar', () => {
    const s = given({ players: { 0: { square: '0,1', weapons: ['lock-rifle'] }, 1: { square: '1,1' } } });
    const moves = adrenaline.legalMoves(s, 0);
    const onBoard = madeOnBoard('adrenaline', moves)!;
    const where = (type: string) => onBoard[moves.findIndex((m) => m.type === type)];
    expect([where('run'), where('shoot'), where('end-turn')]).toEqual([true, false, false]);
    expect(madeOnBoard('high-card', [{ type: 'play' }])).toBeNull();
  });
});
