import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
const RIFLE = 'assault-rifle';
const reload = (s: NemesisState, pay: string[]) => ({ type: 'use-item' as const, item: 'red-energy-charge-1', pay, choice: `reload:${RIFLE}` });

/** The Soldier in a room of this tile, holding the Assault Rifle with 1 Ammo and an Energy Charge, the Autoloader face up or not. */
function soldier(tile: string, autoloader: boolean): NemesisState {
  const s = given({ seats: 2, players: { 0: { character: 'soldier', room: X } }, explored: { [X]: tile } });
  const p = s.players[0];
  p.inventory = ['red-energy-charge-1'];
  p.hands = [{ kind: 'item', card: RIFLE, ammo: 1 }];
  p.quests.find((q) => q.card === 'autoloader')!.active = autoloader;
  return s;
}

describe('Autoloader (quest item): the Assault Rifle holds 1 more Ammo and an Energy Charge loads it for free', () => {
  it('given the Soldier in the Armory, when he activates the Autoloader paying 1 card, then it is face up', () => {
    const s = soldier('armory', false);
    const { state } = when(s, 0, { type: 'activate-quest', card: 'autoloader', pay: cardsOf(s, 0, 1) });
    expect(state.players[0].quests).toContainEqual({ card: 'autoloader', active: true });
  });

  it('given the active Autoloader, when an Energy Charge loads the Assault Rifle paying nothing, then it holds 6 Ammo and the hand is kept', () => {
    const s = soldier('canteen', true);
    const hand = [...s.players[0].hand];
    const { state } = when(s, 0, reload(s, []));
    expect(state.players[0].hands[0]).toEqual({ kind: 'item', card: RIFLE, ammo: 6 });
    expect(state.players[0].hand).toEqual(hand);
    expect(nemesis.legalMoves(s, 0)).toContainEqual(reload(s, []));
    expect(refusal(s, 0, reload(s, cardsOf(s, 0, 1))).message).toMatch(/costs 0 action cards/);
  });

  it('given the active Autoloader, then the Energy Charge used on a door still costs its 1 card', () => {
    const s = soldier('canteen', true);
    const doors = nemesis.legalMoves(s, 0).filter((m) => m.type === 'use-item' && m.choice !== `reload:${RIFLE}`);
    expect(doors.length).toBeGreaterThan(0);
    expect(doors.every((m) => m.type === 'use-item' && m.pay.length === 1)).toBe(true);
  });

  it('given the Autoloader still sideways, then the reload costs 1 card and fills the printed 5 Ammo', () => {
    const s = soldier('canteen', false);
    expect(refusal(s, 0, reload(s, [])).message).toMatch(/costs 1 action card/);
    expect(when(s, 0, reload(s, cardsOf(s, 0, 1))).state.players[0].hands[0]).toEqual({ kind: 'item', card: RIFLE, ammo: 5 });
  });

  it('given the active Autoloader and the Rifle at 5 Ammo, then the Armory charges it to 6', () => {
    const s = soldier('armory', true);
    s.players[0].hands[0] = { kind: 'item', card: RIFLE, ammo: 5 };
    const { state } = when(s, 0, { type: 'room-action', pay: cardsOf(s, 0, 2), choice: RIFLE });
    expect(state.players[0].hands[0]).toEqual({ kind: 'item', card: RIFLE, ammo: 6 });
  });

  it('given the Rifle handed to the Scout, then the Autoloader stays with the Soldier and the Scout loads it to 5 for 1 card', () => {
    const s = soldier('canteen', true);
    s.players[0].hands = [];
    s.players[1].room = X;
    s.players[1].inventory = ['red-energy-charge-1'];
    s.players[1].hands = [{ kind: 'item', card: RIFLE, ammo: 1 }];
    s.turn = { seat: 1, actions: 0 };
    expect(refusal(s, 1, reload(s, [])).message).toMatch(/costs 1 action card/);
    const pay = s.players[1].hand.filter((c) => !c.startsWith('contamination-')).slice(0, 1);
    expect(when(s, 1, reload(s, pay)).state.players[1].hands[0]).toEqual({ kind: 'item', card: RIFLE, ammo: 5 });
  });

  it('given the active Autoloader, then using it as an action is refused: it works by itself', () => {
    const s = soldier('canteen', true);
    expect(refusal(s, 0, { type: 'use-quest', card: 'autoloader', pay: [] }).message).toMatch(/works by itself/);
  });
});
