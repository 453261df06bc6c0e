/**
 * §6.2 for the Shoots, Bursts and spendings of action cards: a play names the Ammo token spent (`ammo`) when the tokens
 * it draws from hold both a Half and a Full one; listed only then; unnamed, a Half goes first (the old reading).
 */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import type { MoveOf } from '../moves/schema';
import { corridorsOf } from '../rules/board';
import type { GearSlot, RetaliationState } from '../state';
import { faced, given, refusal, seekRoll, when } from '../testing/given';

const LZ = 'landing-zone';
const RIFLE = 'drum-mag-rifle';
const half: GearSlot = { token: 'ammo', half: true };
const full: GearSlot = { token: 'ammo', half: false };
const mixed = { [RIFLE]: [half, full, null] as GearSlot[] };

const plays = (s: RetaliationState, card: string) => legalMoves(s, 0).filter((m): m is MoveOf<'play-card'> => m.type === 'play-card' && m.card === card);
const gear = (s: RetaliationState, seat = 0) => s.players[seat].itemGear[RIFLE];

describe('Forcing Fire and Tactical Retreat: the Ammo token spent', () => {
  const FF = 'heavy-gun-operator--forcing-fire';
  const adultHere = (hands: Record<string, GearSlot[]>) => given({ intruders: [{ type: 'adult', where: LZ }], players: { 0: { hand: [FF], hands } } });

  it('given a Half and a Full token, then the play is listed unnamed and naming each kind', () => {
    expect(plays(adultHere(mixed), FF).map((m) => m.ammo)).toEqual([undefined, 'half', 'full']);
  });

  it('given a Half and a Full token, when Forcing Fire names the Full one, then it turns Half and the Half stays', () => {
    const { state, events } = when(adultHere(mixed), 0, { type: 'play-card', card: FF, choice: RIFLE, ammo: 'full' });
    expect(gear(state)).toEqual([half, half, null]);
    expect(events).toContainEqual({ type: 'ammo-spent', seat: 0, item: RIFLE, left: 'half' });
  });

  it('given a Half and a Full token, when Forcing Fire names none, then the Half goes (as before), the same as naming it', () => {
    const s = adultHere(mixed);
    const unnamed = when(s, 0, { type: 'play-card', card: FF, choice: RIFLE });
    expect(gear(unnamed.state)).toEqual([null, full, null]);
    expect(when(s, 0, { type: 'play-card', card: FF, choice: RIFLE, ammo: 'half' }).state).toEqual(unnamed.state);
  });

  it('given only Full tokens, then no named play is listed, and naming a Half is refused with a sentence', () => {
    const s = adultHere({ [RIFLE]: [full, full, null] });
    expect(plays(s, FF).map((m) => m.ammo)).toEqual([undefined]);
    expect(refusal(s, 0, { type: 'play-card', card: FF, choice: RIFLE, ammo: 'half' })).toEqual({
      code: 'move/illegal',
      message: 'There is no Half Ammo token to spend: name the Full one, or none.',
    });
    expect(refusal(s, 0, { type: 'play-card', card: FF, choice: RIFLE, ammo: 'full' }).message).toBe('Name the Ammo token to spend only when your weapon holds both a Half and a Full one.');
  });

  it('given a card that spends no Ammo, when its play names a token, then it is refused', () => {
    const rest = given({ players: { 0: { hand: ['combat-engineer--rest'], hands: mixed } } });
    expect(refusal(rest, 0, { type: 'play-card', card: 'combat-engineer--rest', ammo: 'full' }).message).toBe('Nothing here spends an Ammo token from a weapon: name none.');
  });

  it('given a Half and a Full token, when Tactical Retreat names the Full one, then it turns Half', () => {
    const TR = 'combat-engineer--tactical-retreat';
    const s = given({ players: { 0: { hand: [TR, 'combat-engineer--rest'], hands: mixed } } });
    const move = plays(s, TR).find((m) => m.ammo === 'full' && m.seat === undefined)!;
    expect(gear(when(s, 0, move).state)).toEqual([half, half, null]);
  });
});

describe('a card\'s Burst: Breakthrough, Taking Aim, Fast Reload', () => {
  it('given a Half and a Full token, when Breakthrough bursts naming the Full one, then it turns Half', () => {
    const BT = 'heavy-gun-operator--breakthrough';
    const s = given({ players: { 0: { hand: [BT], hands: mixed } } });
    const move = plays(s, BT).find((m) => m.ammo === 'full')!;
    expect(gear(when(s, 0, move).state)).toEqual([half, half, null]);
  });

  it('given a Half and a Full token, when Taking Aim bursts naming the Full one, then it turns Half before the reroll choice', () => {
    const TA = 'recon--taking-aim';
    const s = given({ players: { 0: { hand: [TA], hands: mixed } } });
    const corridor = corridorsOf(s, LZ)[0];
    const { state } = when(s, 0, { type: 'play-card', card: TA, target: RIFLE, choice: `burst:${corridor}`, ammo: 'full' });
    expect(gear(state)).toEqual([half, half, null]);
    expect(state.aim).toMatchObject({ weapon: RIFLE, corridor });
  });

  it('given a Half on the rifle and a Full on the belt, then Fast Reload offers both tokens once the Full is in; naming the Full bursts with it', () => {
    const FR = 'heavy-gun-operator--fast-reload';
    const s = given({ players: { 0: { hand: [FR], hands: { [RIFLE]: [half, null, null] }, belt: [full, null, null, null] } } });
    const corridor = corridorsOf(s, LZ)[0];
    expect(plays(s, FR).filter((m) => m.choice === `burst:${corridor}`).map((m) => m.ammo)).toEqual([undefined, 'half', 'full']);
    const { state } = when(s, 0, { type: 'play-card', card: FR, target: RIFLE, choice: `burst:${corridor}`, ammo: 'full' });
    expect(gear(state)).toEqual([half, half, null]);
  });

  it('given a Full on the rifle and a Full on the belt, then Fast Reload names no token', () => {
    const FR = 'heavy-gun-operator--fast-reload';
    const s = given({ players: { 0: { hand: [FR], hands: { [RIFLE]: [full, null, null] }, belt: [full, null, null, null] } } });
    expect(plays(s, FR).every((m) => m.ammo === undefined)).toBe(true);
  });
});

describe('a card\'s Shoot: the token an Ammo loss spends (Taking Aim, Weak Spot)', () => {
  const withAdult = (card: string) => given({ intruders: [{ type: 'adult', where: LZ }], players: { 0: { hand: [card], hands: mixed } } });

  it('given a Half and a Full token, when Taking Aim\'s Shoot names the Full one and keeps an Ammo loss, then the Full turns Half', () => {
    const TA = 'recon--taking-aim';
    const s = withAdult(TA);
    const adult = s.intruders[0].id;
    const aimed = seekRoll(s, 0, { type: 'play-card', card: TA, target: RIFLE, choice: `shoot:${adult}`, ammo: 'full' }, (events) => events.some((e) => e.type === 'aim-rolled' && e.face === 'ammo-loss'));
    expect(gear(aimed.state)).toEqual(mixed[RIFLE]);
    const { state } = when(aimed.state, 0, { type: 'aim-reroll', reroll: false });
    expect(gear(state)).toEqual([half, half, null]);
  });

  it('given a Half and a Full token, when Weak Spot shoots naming the Full one and rolls an Ammo loss, then the Full turns Half; unnamed, the Half goes', () => {
    const WS = 'contractor--weak-spot';
    const s = withAdult(WS);
    const adult = s.intruders[0].id;
    const shot = { type: 'play-card', card: WS, target: adult, choice: `shoot:${RIFLE}` } as const;
    expect(plays(s, WS).filter((m) => m.choice === `shoot:${RIFLE}`).map((m) => m.ammo)).toEqual([undefined, 'half', 'full']);
    expect(plays(s, WS).filter((m) => m.choice?.startsWith('melee')).every((m) => m.ammo === undefined)).toBe(true);
    expect(gear(seekRoll(s, 0, { ...shot, ammo: 'full' }, faced('ammo-loss')).state)).toEqual([half, half, null]);
    expect(gear(seekRoll(s, 0, shot, faced('ammo-loss')).state)).toEqual([null, full, null]);
  });
});

describe('a command: the commander names the commanded character\'s token (O1)', () => {
  const A = 'a-r04';
  const TO_A = 'cp-a-r04--landing-zone';
  const FIC = 'officer--first-in-command';

  it('given Medical Support holding a Half and a Full token, when the Recon orders her Burst naming the Full one, then her Full turns Half', () => {
    const s = given({
      seats: 3, config: { ranks: { recon: 4 } }, rooms: { [A]: 'surgery-room' },
      players: { 0: { space: A, hand: [FIC] }, 2: { space: LZ, hands: mixed } },
    });
    const orders = plays(s, FIC).filter((m) => m.choice === `burst:${RIFLE}` && m.target === TO_A);
    expect(orders.map((m) => m.ammo)).toEqual([undefined, 'half', 'full']);
    const { state } = when(s, 0, orders.find((m) => m.ammo === 'full')!);
    expect(gear(state, 2)).toEqual([half, half, null]);
  });
});
