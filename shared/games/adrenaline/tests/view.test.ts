import { describe, expect, it } from 'vitest';
import { adrenaline } from '../index';
import { given } from '../testing/given';

const [A, B] = [0, 1];

describe('view and secrets', () => {
  const s = given({ players: { 0: { powerups: ['newton:red', 'teleporter:blue'], weapons: ['lock-rifle', 'zx-2:unloaded'] }, 1: { powerups: ['tagback-grenade:yellow'], weapons: ['thor', 'furnace:unloaded'] } } });

  it('given a seat, then it sees its own powerups and weapons, others\' powerups only as a count, and others\' loaded weapons only as a count', () => {
    const v = adrenaline.view(s, A);
    expect(v.me!.powerups.map((c) => c.type)).toEqual(['newton', 'teleporter']);
    expect(v.players[A].weapons).toEqual([
      { id: 'lock-rifle', name: 'Lock Rifle', color: 'blue', loaded: true },
      { id: 'zx-2', name: 'ZX-2', color: 'yellow', loaded: false },
    ]);
    expect(v.players[B]).toMatchObject({ powerupCount: 1, weaponCount: 2, loadedCount: 1, unloaded: [{ id: 'furnace', name: 'Furnace', color: 'red' }] });
    expect(JSON.stringify(v)).not.toContain('"thor"');
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.players[B].powerups[0]));
  });

  it('given any viewer, then no deck order, no other hand and no PRNG state is in the view', () => {
    for (const viewer of [A, B, 2, 'spectator'] as const) {
      const json = JSON.stringify(adrenaline.view(s, viewer));
      for (const secret of adrenaline.secrets(s, viewer)) expect(json).not.toContain(JSON.stringify(secret));
      expect(json).not.toContain('"rng"');
    }
    expect(adrenaline.secrets(s, A)).toEqual(expect.arrayContaining([...s.players[B].powerups, ...s.weaponDeck, ...s.powerupDeck, ...s.ammoDeck]));
    expect(adrenaline.secrets(s, A)).not.toContain(s.players[A].powerups[0]);
  });

  it('given the view, then the arena describes itself: squares with coordinates, rooms, sides, spawnpoints and the recommended players', () => {
    const arena = adrenaline.view(s, 'spectator').arena;
    expect(arena).toMatchObject({ id: 'map-10', recommendedPlayers: { min: 3, max: 4 }, spawnpoints: { red: '0,1', blue: '2,0', yellow: '3,2' } });
    expect(arena.squares).toHaveLength(10);
    expect(arena.squares[0]).toEqual({ square: '0,0', x: 0, y: 0, room: 'blue', spawn: null, sides: { N: 'wall', E: 'floor', S: 'door', W: 'wall' } });
  });

  it('given a powerup draw, then other seats see the count but not the card', () => {
    const e = { type: 'powerups-drawn' as const, seat: A, count: 1, cards: ['pu-07'] };
    expect(adrenaline.redact(e, B)).toEqual({ type: 'powerups-drawn', seat: A, count: 1 });
    expect(adrenaline.redact(e, A)).toEqual(e);
  });

  it('given a board with 2 skulls flipped to its frenzy side, then every viewer sees no skull on it and its 2-1-1-1 values', () => {
    const flipped = given({ players: { 1: { skulls: 2, frenzyBoard: true } } });
    for (const viewer of [A, B, 'spectator' as const]) {
      expect(adrenaline.view(flipped, viewer).players[B]).toMatchObject({ skulls: 0, frenzyBoard: true, boardValues: [2, 1, 1, 1] });
    }
    expect(adrenaline.view(given({ players: { 1: { skulls: 2 } } }), A).players[B].skulls).toBe(2);
  });
});
