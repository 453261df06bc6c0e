/** The random mission generator keeps the public generators' rules for every seed. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/rng';
import { missionFileSchema } from '../data';
import { generateMission } from './generator';

describe('random missions', () => {
  const missions = Array.from({ length: 150 }, (_, i) => generateMission(Rng.fromSeed(`gen-${i}`)));

  it('given the same seed, then the same mission', () => {
    expect(generateMission(Rng.fromSeed('gen-7'))).toEqual(missions[7]);
  });
  it('given any seed, then it validates as a mission, with threat level 8 including one unconfirmed common level', () => {
    for (const m of missions) {
      expect(() => missionFileSchema.parse({ missions: [m] })).not.toThrow();
      const threats = m.events.flatMap((e) => (e.type === 'threat' ? [e] : []));
      expect(threats.reduce((n, t) => n + (t.severity === 'serious' ? 2 : 1), 0)).toBe(8);
      expect(threats.filter((t) => !t.confirmed).map((t) => t.severity)).toEqual(['common']);
      expect(new Set(threats.map((t) => t.turn)).size).toBe(threats.length);
    }
  });
  it('given any seed, then slots respect their windows, internal threats never neighbour, T+1-4 come in phase 1', () => {
    for (const m of missions) {
      const threats = m.events.flatMap((e) => (e.type === 'threat' ? [e] : []));
      for (const t of threats) {
        const [lo, hi] = t.kind === 'internal' ? (t.severity === 'serious' ? [3, 6] : [2, 7]) : t.severity === 'serious' ? [2, 7] : [1, 8];
        expect(t.turn).toBeGreaterThanOrEqual(lo);
        expect(t.turn).toBeLessThanOrEqual(hi);
        expect(t.at < m.phase_ends_s[0]).toBe(t.turn <= 4);
      }
      const internal = threats.filter((t) => t.kind === 'internal').map((t) => t.turn);
      for (const a of internal) expect(internal.includes(a + 1)).toBe(false);
      expect(threats.filter((t) => t.kind === 'internal').length).toBeLessThanOrEqual(2);
    }
  });
  it('given any seed, then 3 phases of the documented lengths, at least 3 transfers, 2 incoming data, 45-60 s of silence', () => {
    for (const m of missions) {
      const [a, b, c] = m.phase_ends_s;
      expect([a >= 205 && a <= 240, b - a >= 180 && b - a <= 225, c - b >= 140 && c - b <= 155]).toEqual([true, true, true]);
      expect(m.events.filter((e) => e.type === 'data_transfer').length).toBeGreaterThanOrEqual(3);
      expect(m.events.filter((e) => e.type === 'incoming_data').length).toBeGreaterThanOrEqual(2);
      const silence = m.events.reduce((n, e) => n + (e.type === 'communications_down' ? e.duration : 0), 0);
      expect(silence).toBeLessThanOrEqual(60);
      expect(silence).toBeGreaterThanOrEqual(45);
      for (const e of m.events) if (e.type === 'communications_down') expect(e.duration).toBeGreaterThanOrEqual(9);
    }
  });
});
