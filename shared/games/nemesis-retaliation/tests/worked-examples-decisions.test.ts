/**
 * Decision points of the rules digest §6 checked as the player's own choice. F4: a token gained from an action card
 * (Explosives, First Aid) goes where the player says, the belt or a held item with a free slot for it; with no free
 * place it cannot be gained (reading 12.26), and the card is refused.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import type { GearSlot } from '../state';
import { given, refusal, when } from '../testing/given';

const EXPLOSIVES = 'combat-engineer--explosives';
const ammo: GearSlot = { token: 'ammo', half: false };
const grenade: GearSlot = { token: 'grenade', half: false };
const fullBelt: GearSlot[] = [ammo, ammo, ammo, ammo];
const table = (belt: GearSlot[], launcher: GearSlot[]) =>
  given({ rooms: { 'b-r03': 'server-room' }, players: { 0: { space: 'b-r03', hand: [EXPLOSIVES], belt, hands: { 'grenade-launcher': launcher } } } });
const gains = (s: ReturnType<typeof given>) => legalMoves(s, 0).filter((m) => m.type === 'play-card' && m.card === EXPLOSIVES && m.option === 1);

describe('F4: where a token gained from an action card goes', () => {
  it('given a free belt slot and a free Grenade slot on the Grenade Launcher, then both places are offered, and the launcher is chosen', () => {
    const s = table([null, ammo, ammo, ammo], [ammo, grenade, null]);
    expect(gains(s).map((m) => m.type === 'play-card' && (m.choice ?? 'belt'))).toEqual(['belt', 'grenade-launcher']);
    const { state } = when(s, 0, { type: 'play-card', card: EXPLOSIVES, option: 1, choice: 'grenade-launcher' });
    expect(state.players[0].itemGear['grenade-launcher'][2]).toEqual(grenade);
    expect(state.players[0].belt[0]).toBeNull();
  });

  it('given a full belt but a free Grenade slot on the launcher, then the Grenade can still be gained there', () => {
    const s = table(fullBelt, [ammo, null, grenade]);
    const { state } = when(s, 0, { type: 'play-card', card: EXPLOSIVES, option: 1, choice: 'grenade-launcher' });
    expect(state.players[0].itemGear['grenade-launcher'][1]).toEqual(grenade);
    expect(refusal(s, 0, { type: 'play-card', card: EXPLOSIVES, option: 1 }).message).toMatch(/held item|tactical belt/);
  });

  it('given no free place for a Grenade anywhere, then the gain is refused and nothing changes', () => {
    const s = table(fullBelt, [ammo, grenade, grenade]);
    expect(gains(s)).toEqual([]);
    expect(refusal(s, 0, { type: 'play-card', card: EXPLOSIVES, option: 1 }).message).toMatch(/no free slot for a Grenade/);
  });
});
