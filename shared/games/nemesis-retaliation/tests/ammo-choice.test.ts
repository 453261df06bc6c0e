/** §6.2: a Shoot or Burst with a weapon holding both a Half and a Full Ammo token names the token it spends (default: a Half). */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import type { MoveOf } from '../moves/schema';
import type { GearSlot } from '../state';
import { faced, given, refusal, seekRoll, when } from '../testing/given';

const RIFLE = 'drum-mag-rifle';
const half: GearSlot = { token: 'ammo', half: true };
const full: GearSlot = { token: 'ammo', half: false };

const table = (slots: Array<GearSlot | null>) => given({ players: { 0: { hands: { [RIFLE]: slots as GearSlot[] } } } });
const bursts = (s: ReturnType<typeof given>) => legalMoves(s, 0).filter((m): m is MoveOf<'burst'> => m.type === 'burst' && m.weapon === RIFLE);

describe('which Ammo token a Burst spends', () => {
  it('given a Half and a Full token, then the Burst is listed unnamed and naming each kind', () => {
    const listed = bursts(table([half, full, null]));
    expect(new Set(listed.map((m) => m.ammo))).toEqual(new Set([undefined, 'half', 'full']));
  });

  it('given a Half and a Full token, when the Burst names the Full one, then it turns Half and the Half stays', () => {
    const s = table([half, full, null]);
    const m = bursts(s).find((x) => x.ammo === 'full')!;
    const { state, events } = when(s, 0, m);
    expect(state.players[0].itemGear[RIFLE].slice(0, 2)).toEqual([half, half]);
    expect(events).toContainEqual({ type: 'ammo-spent', seat: 0, item: RIFLE, left: 'half' });
  });

  it('given a Half and a Full token, when the Burst names none (or the Half), then the Half is spent (today\'s reading)', () => {
    const s = table([half, full, null]);
    const unnamed = bursts(s).find((x) => x.ammo === undefined)!;
    for (const m of [unnamed, { ...unnamed, ammo: 'half' as const }]) {
      const { state } = when(s, 0, m);
      expect(state.players[0].itemGear[RIFLE].slice(0, 2)).toEqual([null, full]);
    }
  });

  it('given tokens all of one kind, then no named Burst is listed and naming one is refused', () => {
    const s = table([full, full, null]);
    expect(bursts(s).some((m) => m.ammo !== undefined)).toBe(false);
    const m = { ...bursts(s)[0], ammo: 'full' as const };
    expect(refusal(s, 0, m)).toEqual({ code: 'move/illegal', message: 'Name the Ammo token to spend only when your weapon holds both a Half and a Full one.' });
  });
});

describe('which Ammo token a Shoot\'s Ammo loss spends', () => {
  const withAdult = (slots: GearSlot[]) => given({ intruders: [{ type: 'adult', where: 'landing-zone' }], players: { 0: { hands: { [RIFLE]: slots } } } });
  const shots = (s: ReturnType<typeof given>) => legalMoves(s, 0).filter((m): m is MoveOf<'shoot'> => m.type === 'shoot' && m.weapon === RIFLE);

  it('given a Half and a Full token, when the Shoot names the Full one and rolls an Ammo loss, then the Full turns Half', () => {
    const s = withAdult([half, full]);
    expect(new Set(shots(s).map((m) => m.ammo))).toEqual(new Set([undefined, 'half', 'full']));
    const named = seekRoll(s, 0, shots(s).find((m) => m.ammo === 'full')!, faced('ammo-loss'));
    expect(named.state.players[0].itemGear[RIFLE].slice(0, 2)).toEqual([half, half]);
    const unnamed = seekRoll(s, 0, shots(s).find((m) => m.ammo === undefined)!, faced('ammo-loss'));
    expect(unnamed.state.players[0].itemGear[RIFLE].slice(0, 2)).toEqual([null, full]);
  });

  it('given tokens all of one kind, then no named Shoot is listed and naming one is refused', () => {
    const s = withAdult([half, half]);
    expect(shots(s).some((m) => m.ammo !== undefined)).toBe(false);
    expect(refusal(s, 0, { ...shots(s)[0], ammo: 'half' }).code).toBe('move/illegal');
  });
});
