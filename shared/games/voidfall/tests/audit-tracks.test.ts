/**
 * Rules audit, Civilization tracks (rules addendum A13 '"Advance again" spaces chain into the next space', A11 "a
 * Corrupted Civilization track gives no benefit").
 */
import { describe, expect, it } from 'vitest';
import { civilizationTrackOf } from '../data';
import { economyEffects } from '../effects/economy';
import { matEffects } from '../effects/mat';
import type { EffectContext } from '../effects/types';
import { focusGame } from '../testing';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };
const advance = (track: string) => ({ op: 'advance_track', track });

describe('Voidfall audit: Civilization tracks (A13)', () => {
  it('given the standard Economy track at 0 (space 1: "Advance again"), when advancing, then the benefit is one more advance on Economy, which gives space 2\'s benefit', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    expect(civilizationTrackOf(p.house!, 'economy').id).toBe('standard-economy');
    p.tracks.economy = 0;
    p.trackCorruption.economy = false;
    const first = matEffects.advance_track.resolve(s, seat, advance('economy'), { track: 'economy' }, ctx);
    expect(p.tracks.economy).toBe(1);
    expect(first.triggered).toEqual([{ effects: [{ op: 'advance_track', track: 'economy' }], mode: expect.any(String) }]);
    const second = matEffects.advance_track.resolve(s, seat, first.triggered![0].effects[0], { track: 'economy' }, ctx);
    expect(p.tracks.economy).toBe(2);
    const space2 = civilizationTrackOf(p.house!, 'economy').spaces[1].structured as { op: string };
    expect(second.triggered?.[0].effects.map((e) => e.op)).toEqual([space2.op]);
  });

  it('given a Corrupted Economy marker, when advancing onto "Advance again", then nothing chains (no benefit)', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    p.tracks.economy = 0;
    p.trackCorruption.economy = true;
    const r = matEffects.advance_track.resolve(s, seat, advance('economy'), { track: 'economy' }, ctx);
    expect([p.tracks.economy, r.triggered]).toEqual([1, undefined]);
  });

  it('given Society at 6 and 2 Active Fleet Power, when entering space 7 (Tier IV), then 2 are deactivated first and its benefit "Gain 20 Influence" is gained', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    p.tracks.society = 6;
    p.trackCorruption.society = false;
    p.fleetPower = { active: 2, inactive: p.fleetPower.inactive };
    const influence = p.influence;
    const r = matEffects.advance_track.resolve(s, seat, advance('society'), { track: 'society' }, ctx);
    expect([p.tracks.society, p.fleetPower.active]).toEqual([7, 0]);
    const benefit = r.triggered![0].effects[0];
    expect(benefit).toEqual({ op: 'gain_influence', amount: 20 });
    economyEffects.gain_influence.resolve(s, seat, benefit, {}, ctx);
    expect(p.influence).toBe(influence + 20);
  });
});
