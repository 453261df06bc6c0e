import { describe, expect, it } from 'vitest';
import { ammoTiles } from '../data';
import type { AdrenalineState } from '../state';
import { given, held, rackWeapon, refusal, when } from '../testing/given';

// Arena map-10: spawnpoints red (0,1), blue (2,0), yellow (3,2); every other square holds an ammo tile.
function tileOf(s: AdrenalineState, kind: string, sq: string): AdrenalineState {
  const out = structuredClone(s);
  const id = ammoTiles.find((t) => t.kind === kind && !Object.values(out.tiles).includes(t.id))!.id;
  out.ammoDeck = out.ammoDeck.filter((t) => t !== id);
  out.tiles[sq] = id;
  return out;
}

describe('grab: ammo tiles and weapons', () => {
  it('worked example 1: given A on the yellow spawnpoint with R1 B1 Y2, when A grabs the Railgun (Y Y B), then A pays only Y B and later reloads Y Y B', () => {
    const s = given({ players: { 0: { square: '3,2', ammo: { red: 1, blue: 1, yellow: 2 } } } });
    rackWeapon(s, 'yellow', 0, 'railgun');
    const { state } = when(s, 0, { type: 'grab', to: '3,2', weapon: 'railgun', pay: [] });
    expect(state.players[0].ammo).toEqual({ red: 1, blue: 0, yellow: 1 });
    expect(state.players[0].weapons).toEqual([{ id: 'railgun', loaded: true }]);
    const later = structuredClone(state);
    later.players[0].weapons[0].loaded = false;
    expect(refusal(later, 0, { type: 'reload', weapon: 'railgun', pay: [] }).code).toBe('move/cannot-pay');
    later.players[0].ammo = { red: 0, blue: 1, yellow: 2 };
    expect(when(later, 0, { type: 'reload', weapon: 'railgun', pay: [] }).state.players[0].ammo).toEqual({ red: 0, blue: 0, yellow: 0 });
  });

  it('worked example 2: given R0 B1 Y0 and a yellow Newton, when A grabs Whisper (pickup B Y), then a blue cube and the Newton pay; the Newton cannot pay a blue cube', () => {
    // The data has no weapon costing R B B; Whisper's pickup B Y shows the same rule with a mixed payment.
    const s = given({ players: { 0: { square: '2,0', ammo: { red: 0, blue: 1, yellow: 0 }, powerups: ['newton:yellow'] } } });
    rackWeapon(s, 'blue', 0, 'whisper');
    rackWeapon(s, 'blue', 1, 'lock-rifle');
    const newton = held(s, 0, 'newton:yellow');
    const { state, events } = when(s, 0, { type: 'grab', to: '2,0', weapon: 'whisper', pay: [newton] });
    expect(state.players[0].ammo).toEqual({ red: 0, blue: 0, yellow: 0 });
    expect(state.players[0].powerups).toEqual([]);
    expect(state.powerupDiscard).toContain(newton);
    expect(events).toContainEqual(expect.objectContaining({ type: 'grabbed-weapon', paidWith: [newton] }));
    const noBlue = structuredClone(s);
    noBlue.players[0].ammo.blue = 0;
    expect(refusal(noBlue, 0, { type: 'grab', to: '2,0', weapon: 'lock-rifle', pay: [newton] }).code).toBe('move/cannot-pay');
  });

  it('worked example 3: given R3 B1 Y0 and 3 powerups, when A grabs "P R B", then B2, the red is lost, no card is drawn, and the square refills only at the end of the turn', () => {
    const s = tileOf(given({ players: { 0: { square: '1,1', ammo: { red: 3, blue: 1, yellow: 0 }, powerups: ['newton:red', 'newton:blue', 'teleporter:red'] } } }), 'prb', '1,1');
    const { state } = when(s, 0, { type: 'grab', to: '1,1', pay: [] });
    expect(state.players[0].ammo).toEqual({ red: 3, blue: 2, yellow: 0 });
    expect(state.players[0].powerups).toHaveLength(3);
    expect(state.tiles['1,1']).toBeNull();
    expect(refusal(state, 0, { type: 'grab', to: '1,1', pay: [] }).code).toBe('move/nothing-to-grab');
    const ended = when(state, 0, { type: 'end-turn' }).state;
    expect(ended.tiles['1,1']).not.toBeNull();
  });

  it('given fewer than 3 powerups, when A grabs a tile with a powerup, then A draws 1', () => {
    const s = tileOf(given({ players: { 0: { square: '1,1' } } }), 'pby', '1,1');
    const { state, events } = when(s, 0, { type: 'grab', to: '1,1', pay: [] });
    expect(state.players[0].powerups).toHaveLength(1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'powerups-drawn', seat: 0, count: 1 }));
  });

  it('worked example 4: given 2 loaded and 1 unloaded weapons, when A grabs a 4th, then A must drop one into that rack, and B can later take it loaded', () => {
    const s = given({ players: { 0: { square: '2,0', weapons: ['thor', 'zx-2', 'furnace:unloaded'] }, 1: { square: '2,0', ammo: { red: 1, blue: 1, yellow: 1 } } } });
    rackWeapon(s, 'blue', 1, 'electroscythe');
    expect(refusal(s, 0, { type: 'grab', to: '2,0', weapon: 'electroscythe', pay: [] }).code).toBe('move/must-drop');
    const { state } = when(s, 0, { type: 'grab', to: '2,0', weapon: 'electroscythe', drop: 'furnace', pay: [] });
    expect(state.players[0].weapons.map((w) => w.id)).toEqual(['thor', 'zx-2', 'electroscythe']);
    expect(state.racks.blue[1]).toBe('furnace');
    const bTurn = structuredClone(state);
    bTurn.turn = { seat: 1, stage: 'actions', actionsLeft: 2, shot: null, killed: [], lastSkullTaken: false };
    const taken = when(bTurn, 1, { type: 'grab', to: '2,0', weapon: 'furnace', pay: [] }).state;
    expect(taken.players[1].weapons).toEqual([{ id: 'furnace', loaded: true }]);
    expect(taken.players[1].ammo).toEqual({ red: 1, blue: 0, yellow: 1 });
  });

  it('worked example 18: given an empty weapon deck, when A grabs the last weapon of a rack, then the slot stays empty after the turn', () => {
    const s = given({ players: { 0: { square: '0,1' } } });
    s.weaponDeck = [];
    const weapon = s.racks.red.find((w) => w !== null)!;
    const paid = structuredClone(s);
    paid.players[0].ammo = { red: 3, blue: 3, yellow: 3 };
    const { state } = when(paid, 0, { type: 'grab', to: '0,1', weapon, pay: [] }, { type: 'end-turn' });
    expect(state.racks.red.filter((w) => w === null)).toHaveLength(1);
  });

  it('given a square 2 moves away and no adrenaline, then grabbing there is refused; with 3 damage it is allowed', () => {
    const s = given({ players: { 0: { square: '0,1' } } });
    expect(refusal(s, 0, { type: 'grab', to: '2,1', pay: [] }).code).toBe('move/too-far');
    const hurt = given({ players: { 0: { square: '0,1', damage: [1, 1, 1] } } });
    expect(when(hurt, 0, { type: 'grab', to: '2,1', pay: [] }).state.players[0].square).toBe('2,1');
  });
});
