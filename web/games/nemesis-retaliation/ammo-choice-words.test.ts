/**
 * §6.2 in words: where a shot may name its Ammo token, each choice says which token it spends, so the board and the
 * decision bar offer distinct choices (board-choices.ts groups moves by their words).
 */
import { describe, expect, it } from 'vitest';
import { nemesisRetaliation as game } from '../../../shared/games/nemesis-retaliation';
import { legalMoves } from '../../../shared/games/nemesis-retaliation/legal-moves';
import type { RetaliationState } from '../../../shared/games/nemesis-retaliation/state';
import { given, when } from '../../../shared/games/nemesis-retaliation/testing/given';
import { boardChoices, MAT } from './board-choices';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { seatsFor } from './testing/self-played';

const half = { token: 'ammo' as const, half: true };
const full = { token: 'ammo' as const, half: false };

const labelsOf = (s: RetaliationState, type: string) => {
  const view = game.view(s, 0);
  const names = namesFor(view, seatsFor(s.seats, 0));
  return legalMoves(s, 0).filter((m) => m.type === type).map((m) => moveLabel(m, view, names)!);
};

describe('the Ammo token in the words of a choice', () => {
  it('given Forcing Fire with a Half and a Full token, then the mat offers it three ways, two naming the token', () => {
    const s = given({ intruders: [{ type: 'adult', where: 'landing-zone' }], players: { 0: { hand: ['heavy-gun-operator--forcing-fire'], hands: { 'drum-mag-rifle': [half, full, null] } } } });
    const view = game.view(s, 0);
    const mat = boardChoices(legalMoves(s, 0), view, namesFor(view, seatsFor(s.seats, 0))).get(MAT)!.map((c) => c.label).filter((l) => l.startsWith('Play Forcing Fire'));
    expect(mat).toHaveLength(3);
    expect(mat.filter((l) => l.endsWith('spending a Full Ammo token'))).toHaveLength(1);
    expect(mat.filter((l) => l.endsWith('spending a Half Ammo token'))).toHaveLength(1);
  });

  it('given a card\'s Shoot, then the token is the one an Ammo loss spends', () => {
    const s = given({ intruders: [{ type: 'adult', where: 'landing-zone' }], players: { 0: { hand: ['contractor--weak-spot'], hands: { 'drum-mag-rifle': [half, full, null] } } } });
    expect(labelsOf(s, 'play-card').filter((l) => l.includes('an Ammo loss spending a Full Ammo token'))).toHaveLength(1);
  });

  it('given Shoot First\'s pause with a Half and a Full token, then each Burst reads three ways, two naming the token', () => {
    const s = when(given({
      rooms: { 'a-r04': 'surgery-room' },
      intruders: [{ type: 'adult', where: 'cp-a-r03--landing-zone' }],
      players: { 0: { hand: ['recon--shoot-first', 'recon--rest'], hands: { 'drum-mag-rifle': [half, full, null] } } },
    }), 0, { type: 'play-card', card: 'recon--shoot-first', target: 'cp-a-r04--landing-zone' }).state;
    const labels = labelsOf(s, 'shoot-first').filter((l) => l.startsWith('Shoot First: burst'));
    expect(new Set(labels).size).toBe(labels.length);
    const naming = labels.filter((l) => l.endsWith(', spending a Full Ammo token')).length;
    expect(naming).toBeGreaterThan(0);
    expect(labels).toHaveLength(3 * naming);
  });

  it('given the basic Shoot and Burst, then the token is named the same way', () => {
    const s = given({ intruders: [{ type: 'adult', where: 'landing-zone' }], players: { 0: { hands: { 'drum-mag-rifle': [half, full, null] } } } });
    expect(labelsOf(s, 'shoot').some((l) => l.includes('an Ammo loss spending a Full Ammo token'))).toBe(true);
    expect(labelsOf(s, 'burst').some((l) => l.includes('spending a Half Ammo token'))).toBe(true);
  });
});
