/**
 * §6.2 for Shoot First's shot and the Grenade Launcher's Burst after its grenades: the answer names the Ammo token
 * spent (`ammo`) when the tokens it draws from hold both a Half and a Full one; listed only then; unnamed (and on a
 * time-out, which holds fire or fires unnamed), a Half goes first as before.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { corridorsOf } from '../rules/board';
import type { GearSlot } from '../state';
import { given, refusal, when } from '../testing/given';
const A = 'a-r04';
const LZ = 'landing-zone';
const AB = 'cp-a-r04--b-r03';
const CARD = 'recon--shoot-first';
const play = { type: 'play-card', card: CARD, target: 'cp-a-r04--landing-zone' } as const;
const BESIDE = 'cp-a-r03--landing-zone';
const RIFLE = 'drum-mag-rifle';
const half: GearSlot = { token: 'ammo', half: true };
const full: GearSlot = { token: 'ammo', half: false };

describe('Shoot First: the token its shot spends', () => {
  const paused = (slots: GearSlot[]) =>
    when(given({
      rooms: { [A]: 'surgery-room' },
      corridors: { [AB]: { noise: 3 } },
      intruders: [{ type: 'adult', where: BESIDE }],
      players: { 0: { hand: [CARD, 'recon--rest'], hands: { [RIFLE]: slots } } },
    }), 0, play).state;

  it('given a Half and a Full token, when the Burst before the move names the Full one, then it turns Half and the Half stays', () => {
    const s = paused([half, full, null]);
    const bursts = legalMoves(s, 0).filter((m) => m.type === 'shoot-first' && m.corridor === BESIDE);
    expect(bursts.map((m) => (m as { ammo?: string }).ammo)).toEqual([undefined, 'half', 'full']);
    const { state } = when(s, 0, { type: 'shoot-first', weapon: RIFLE, corridor: BESIDE, ammo: 'full' });
    expect(state.players[0].itemGear[RIFLE]).toEqual([half, half, null]);
  });

  it('given a Half and a Full token, when the Burst names none, then the Half goes (as before)', () => {
    const { state } = when(paused([half, full, null]), 0, { type: 'shoot-first', weapon: RIFLE, corridor: BESIDE });
    expect(state.players[0].itemGear[RIFLE]).toEqual([null, full, null]);
  });

  it('given only Full tokens, then no token is named, and naming one is refused; holding fire names none', () => {
    const s = paused([full, full, null]);
    expect(legalMoves(s, 0).some((m) => m.type === 'shoot-first' && m.ammo !== undefined)).toBe(false);
    expect(refusal(s, 0, { type: 'shoot-first', weapon: RIFLE, corridor: BESIDE, ammo: 'half' }).message).toBe('There is no Half Ammo token to spend: name the Full one, or none.');
    expect(refusal(s, 0, { type: 'shoot-first', weapon: null, ammo: 'half' }).message).toBe('To hold fire, name no target and no Ammo token.');
  });
});

describe('the Grenade Launcher: the token of the Burst after its grenades', () => {
  const LAUNCHER = 'grenade-launcher';
  const grenade: GearSlot = { token: 'grenade', half: false };
  // The launcher's own ammo slot is empty: its Burst draws on the Autoloader Belt's two tokens.
  const declared = (belt: GearSlot[]) => {
    const s = given({ players: { 0: { hands: { [LAUNCHER]: [null, grenade, null] }, armor: 'autoloader-belt' } } });
    s.players[0].itemGear['autoloader-belt'] = belt;
    const corridor = corridorsOf(s, LZ)[0];
    return { corridor, state: when(s, 0, { type: 'burst', weapon: LAUNCHER, corridor, pay: s.players[0].hand.slice(0, 1), launcher: true }).state };
  };

  it('given a Half and a Full token on the belt, when the declared Burst names the Full one, then it turns Half', () => {
    const { state: s } = declared([half, full]);
    const bursts = legalMoves(s, 0).filter((m) => m.type === 'launcher-fire' && m.fire === 'burst');
    expect(bursts.map((m) => (m as { ammo?: string }).ammo)).toEqual([undefined, 'half', 'full']);
    expect(when(s, 0, { type: 'launcher-fire', fire: 'burst', ammo: 'full' }).state.players[0].itemGear['autoloader-belt']).toEqual([half, half]);
    expect(when(s, 0, { type: 'launcher-fire', fire: 'burst' }).state.players[0].itemGear['autoloader-belt']).toEqual([null, full]);
  });

  it('given two Half tokens, then no token is named; naming one, or naming one for a grenade, is refused', () => {
    const { state: s, corridor } = declared([half, half]);
    expect(legalMoves(s, 0).some((m) => m.type === 'launcher-fire' && m.ammo !== undefined)).toBe(false);
    expect(refusal(s, 0, { type: 'launcher-fire', fire: 'burst', ammo: 'full' }).message).toBe('There is no Full Ammo token to spend: name the Half one, or none.');
    expect(refusal(s, 0, { type: 'launcher-fire', fire: 'grenade', corridor, ammo: 'half' }).message).toBe('Only the Burst spends an Ammo token: name none.');
  });

  it('given the Burst declared with the grenades, then naming the token with the declaration is refused: it is named when the Burst fires', () => {
    const s = given({ players: { 0: { hands: { [LAUNCHER]: [null, grenade, null] }, armor: 'autoloader-belt' } } });
    s.players[0].itemGear['autoloader-belt'] = [half, full];
    const corridor = corridorsOf(s, LZ)[0];
    expect(refusal(s, 0, { type: 'burst', weapon: LAUNCHER, corridor, pay: s.players[0].hand.slice(0, 1), launcher: true, ammo: 'full' }).message).toBe('Name the Ammo token when the launcher fires its Burst, after its grenades.');
  });
});
