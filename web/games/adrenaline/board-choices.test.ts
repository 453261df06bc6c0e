import { describe, expect, it } from 'vitest';
import { adrenaline } from '../../../shared/games/adrenaline';
import { given } from '../../../shared/games/adrenaline/testing/given';
import { boardChoices, effectKey, powerupKey, rackKey, seatKey, squareKey, weaponKey } from './board-choices';
import { play, seatsFor, shotAwaitingTarget, start } from './testing/positions';
import { namesFor } from './view-model';

function choicesFor(state: Parameters<typeof adrenaline.view>[0], seat: number) {
  const view = adrenaline.view(state, seat);
  return boardChoices(adrenaline.legalMoves(state, seat), view, namesFor(view, seatsFor(state.seats, seat)));
}

describe('board choices: which legal moves a click on the board offers', () => {
  it('given the first player at the spawn, when the board is drawn, then each of its two powerups offers spawning on its colour', () => {
    const s = start();
    const choices = choicesFor(s, 0);
    const hand = adrenaline.view(s, 0).me!.powerups;
    expect([...choices.keys()]).toEqual(hand.map((c) => powerupKey(c.id)));
    for (const card of hand) {
      expect(choices.get(powerupKey(card.id))![0].label).toMatch(new RegExp(`^Discard .+ \\(${card.color}\\) and spawn on the ${card.color} spawnpoint$`));
    }
  });

  it('given a seat waiting for another player, then nothing on the board is offered to it', () => {
    expect(choicesFor(start(), 1).size).toBe(0);
  });

  it('given a seat with two actions, then squares offer Run and Grab, and rack weapons offer Buy with their payment', () => {
    const s = given({ players: { 0: { square: '0,1', ammo: { red: 3, blue: 3, yellow: 3 } } } });
    const choices = choicesFor(s, 0);
    // map-10: from the red spawnpoint A2, B2 is one step away and holds an ammo tile.
    expect(choices.get(squareKey('1,1'))!.map((c) => c.label)).toEqual(['Run to B2', 'Grab the ammo on B2']);
    const rackWeapon = s.racks.red[0]!;
    expect(choices.get(rackKey(rackWeapon))![0].label).toMatch(/^Buy .+, paying with cubes$/);
    // A run of 4 is not a legal run: D3 (3,2) is 4 steps from A2 on this map.
    expect(choices.get(squareKey('3,2'))).toBeUndefined();
    // Moves with no place on the board stay with the prompt panel.
    const all = [...choices.values()].flat().map((c) => c.move.type);
    expect(all).not.toContain('end-turn');
  });

  it('given a shot waiting for its target, then only the figures the rifle can hit are offered, by name', () => {
    const { state, seat } = shotAwaitingTarget();
    const choices = choicesFor(state, seat);
    expect([...choices.keys()]).toEqual([seatKey(1)]);
    expect(choices.get(seatKey(1))!.map((c) => c.label)).toEqual(['Target Bob']);
  });

  it('given a seat choosing its weapon, then its loaded weapon in hand offers "Shoot with"', () => {
    const s = given({ players: { 0: { square: '0,0', weapons: ['lock-rifle'] }, 1: { square: '2,0' } } });
    const choices = choicesFor(play(s, 0, { type: 'shoot', from: '0,0' }), 0);
    expect(choices.get(weaponKey('lock-rifle'))!.map((c) => c.label)).toEqual(['Shoot with Lock Rifle']);
  });

  it('given a Newton in hand, then destination squares offer moving each other figure there, naming the card', () => {
    const s = given({ players: { 0: { square: '0,1', powerups: ['newton:red'] }, 1: { square: '2,0' }, 2: { square: '3,2' } } });
    const labels = choicesFor(s, 0).get(squareKey('1,0'))!.map((c) => c.label);
    expect(labels).toContain('Newton: move Bob to B1 (Newton (red))');
  });

  it('given a shot with its weapon chosen, then each usable effect of the weapon is offered by name with its payment', () => {
    const s = given({ players: { 0: { square: '0,0', weapons: ['lock-rifle'], ammo: { red: 1, blue: 0, yellow: 0 } }, 1: { square: '2,0' } } });
    const choices = choicesFor(play(s, 0, { type: 'shoot', from: '0,0' }, { type: 'weapon', weapon: 'lock-rifle' }), 0);
    // Optional effects may come in any order (the weapons data), so the Second Lock (one red cube, which seat 0 has) is offered too.
    expect([...choices.keys()].filter((k) => k.startsWith('effect:'))).toEqual([effectKey('basic'), effectKey('second-lock')]);
    expect(choices.get(effectKey('basic'))!.map((c) => c.label)).toEqual(['Use Basic effect, paying with cubes']);
    expect(choices.get(effectKey('second-lock'))!.map((c) => c.label)).toEqual(['Use Second Lock, paying with cubes']);
  });

  it('given two identical powerups that could pay the same cost, then the board offers that payment once', () => {
    const s = given({ players: { 0: { square: '0,1', weapons: ['lock-rifle:unloaded'], powerups: ['newton:blue', 'newton:blue'], ammo: { red: 0, blue: 1, yellow: 0 } } } });
    const reloads = adrenaline.legalMoves(s, 0).filter((m) => m.type === 'reload');
    const offered = choicesFor(s, 0).get(weaponKey('lock-rifle'))!.map((c) => c.label);
    expect(new Set(offered).size).toBe(offered.length);
    // The engine already lists one choice per kind of card, and the board keeps it so.
    expect(offered.length).toBe(reloads.length);
    expect(offered).toContain('Reload Lock Rifle, discarding Newton (blue)');
  });
});
