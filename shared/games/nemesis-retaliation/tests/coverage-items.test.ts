/** Items no other test uses (data items.json `text`), one given/when/then each, played with the Use Item action. */
import { describe, expect, it } from 'vitest';
import { characterOf, LANDING_ZONE } from '../data';
import { intrudersAt } from '../rules/board';
import type { RetaliationState } from '../state';
import { cardsOf, given, refusal, rolled, seekRoll, tokenOf, when } from '../testing/given';
import { hold } from './items-hold';

const A = 'a-r04';
const use = (s: RetaliationState, item: string, option: number, extra: object = {}) => ({ type: 'use-item', item, option, pay: cardsOf(s, 0, 1), ...extra }) as const;
const holding = (item: string, opts: Parameters<typeof given>[0] = {}) => hold(given(opts), 0, item);

describe('items, one by one', () => {
  it('Heavy Oxygen Tank: gain 7 Oxygen (up to the track\'s end)', () => {
    const s = holding('heavy-oxygen-tank-1', { players: { 0: { oxygen: 1 } } });
    const { state } = when(s, 0, use(s, 'heavy-oxygen-tank-1', 0));
    expect(state.players[0].oxygen).toBe(Math.min(8, characterOf('recon').maxOxygen));
  });

  it('Antiseptic: 1 Contamination card of your hand leaves the game unscanned', () => {
    const s = holding('antiseptic-1', { players: { 0: { hand: ['recon--sprint', 'recon--rest', 'contamination-1'] } } });
    const { state } = when(s, 0, { type: 'use-item', item: 'antiseptic-1', option: 0, pay: ['recon--sprint'], target: 'contamination-1' });
    const p = state.players[0];
    expect([...p.hand, ...p.deck, ...p.discard]).not.toContain('contamination-1');
  });

  it('Emergency Life Support Codes: only in a working computer room; flips the Life Support of any section', () => {
    const outside = holding('emergency-life-support-codes');
    expect(refusal(outside, 0, use(outside, 'emergency-life-support-codes', 0, { target: 'C' })).message).toMatch(/computer/i);
    const s = holding('emergency-life-support-codes', { rooms: { [A]: 'server-room' }, players: { 0: { space: A } } });
    const before = s.lifeSupport.C;
    expect(when(s, 0, use(s, 'emergency-life-support-codes', 0, { target: 'C' })).state.lifeSupport.C).toBe(!before);
    s.spaces[A].malfunction = true;
    expect(refusal(s, 0, use(s, 'emergency-life-support-codes', 0, { target: 'C' })).message).toMatch(/malfunction/i);
  });

  it('Anti-Aircraft Codes: in a working computer room, both tokens looked at and put back in the order chosen', () => {
    const s = holding('anti-aircraft-codes', { rooms: { [A]: 'server-room' }, players: { 0: { space: A } } });
    s.antiAircraft.stack = ['active', 'inactive'];
    const { state } = when(s, 0, use(s, 'anti-aircraft-codes', 0, { target: 'swap' }));
    expect(state.antiAircraft.stack).toEqual(['inactive', 'active']);
    expect(state.antiAircraft.seenBy).toContain(0);
  });

  it('Military Taser: a character of your choice discards every action card of its hand', () => {
    const s = holding('military-taser-1');
    const cards = s.players[1].hand.slice();
    const { state } = when(s, 0, use(s, 'military-taser-1', 1, { target: '1' }));
    expect(state.players[1].hand).toEqual([]);
    expect(state.players[1].discard).toEqual(expect.arrayContaining(cards));
  });

  it('Portable Barrier: closes an accessible corridor even without a door slot', () => {
    const s = holding('portable-barrier-1');
    const [corridor] = Object.keys(s.corridors).filter((c) => c.includes(LANDING_ZONE) && s.corridors[c].door === 'none');
    const { state } = when(s, 0, use(s, 'portable-barrier-1', 0, { target: corridor }));
    expect(state.corridors[corridor].door).toBe('closed');
  });

  it('Engineering Equipment: discards the Fire marker of your room', () => {
    const s = holding('engineering-equipment', { rooms: { [A]: 'armory' }, players: { 0: { space: A } }, fire: [A] });
    const { state } = when(s, 0, use(s, 'engineering-equipment', 0, { target: 'fire' }));
    expect(state.spaces[A].fire).toBe(false);
    expect(state.markers.fire).toBe(s.markers.fire + 1);
  });

  it('Noise Scanner: a Noise marker anywhere is discarded for a noise roll; its own value draws a token there, another does not', () => {
    const far = 'cp-a-r04--b-r04';
    const s = holding('noise-scanner', { bag: [tokenOf('larva')], rooms: { [A]: 'armory' }, corridors: { [far]: { noise: 2, noiseMarker: true } } });
    const hit = seekRoll(s, 0, use(s, 'noise-scanner', 0, { target: far }), rolled('2')).state;
    expect(hit.corridors[far].noise).toBe(false);
    expect(intrudersAt(hit, far).map((i) => i.type)).toEqual(['larva']);
    const miss = seekRoll(s, 0, use(s, 'noise-scanner', 0, { target: far }), rolled('3')).state;
    expect(miss.corridors[far].noise).toBe(false);
    expect(intrudersAt(miss, far)).toEqual([]);
  });

  it('RPG Launcher: in a neighbouring room and its corridors every door is destroyed, every intruder killed, each character there loses 3 HP', () => {
    const AB = 'cp-a-r04--landing-zone';
    const s = holding('rpg-launcher', {
      replaceCorridors: true,
      rooms: { [A]: 'armory' },
      corridors: { [AB]: { noise: 1, door: 'closed', doorEnd: A } },
      players: { 0: { space: LANDING_ZONE }, 1: { space: A } },
      intruders: [{ type: 'adult', where: A }, { type: 'larva', where: AB }],
    });
    const { state } = when(s, 0, use(s, 'rpg-launcher', 0, { target: A }));
    expect(state.corridors[AB].door).toBe('destroyed');
    expect(intrudersAt(state, A)).toEqual([]);
    expect(intrudersAt(state, AB)).toEqual([]);
    expect(state.players[1].health).toBe(3);
    expect(state.players[0].health).toBe(0);
  });
});

describe('Decontamination Room', () => {
  it('discards the hand and spends 2 Oxygen to remove every Contamination card of deck and discard pile; closed at 1 Oxygen', () => {
    const s = given({ rooms: { [A]: 'decontamination-room' }, players: { 0: { space: A } } });
    const p0 = s.players[0];
    p0.deck.push('contamination-1');
    p0.discard.push('contamination-2');
    const { state } = when(s, 0, { type: 'use-room', option: 'decontaminate', pay: cardsOf(s, 0, 2) });
    const p = state.players[0];
    expect(p.hand).toEqual([]);
    expect([...p.deck, ...p.discard].filter((c) => c.startsWith('contamination'))).toEqual([]);
    expect(p.oxygen).toBe(p0.oxygen - 2);
    p0.oxygen = 1;
    expect(refusal(s, 0, { type: 'use-room', option: 'decontaminate', pay: cardsOf(s, 0, 2) }).code).toBe('move/illegal');
  });
});
