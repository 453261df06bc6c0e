/**
 * Rules audit, Civilization tracks (rules addendum A13 '"Advance again" spaces chain into the next space', A11 "a
 * Corrupted Civilization track gives no benefit").
 */
import { describe, expect, it } from 'vitest';
import { civilizationTrackOf } from '../data';
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
});
