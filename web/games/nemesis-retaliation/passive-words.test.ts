/** F7 in words: a passive item's settings and the Perimeter Security Device's question read as the game's words. */
import { describe, expect, it } from 'vitest';
import { nemesisRetaliation as game } from '../../../shared/games/nemesis-retaliation';
import { legalMoves } from '../../../shared/games/nemesis-retaliation/legal-moves';
import type { RetaliationState } from '../../../shared/games/nemesis-retaliation/state';
import { cardsOf, given, when } from '../../../shared/games/nemesis-retaliation/testing/given';
import { eventLabel } from './event-labels';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { promptKindWords } from './prompt-words';
import { seatsFor } from './testing/self-played';

const labelsOf = (s: RetaliationState, seat: number, type: string) => {
  const view = game.view(s, seat);
  return legalMoves(s, seat)
    .filter((m) => m.type === type)
    .map((m) => moveLabel(m, view, namesFor(view, seatsFor(s.seats, seat))));
};

describe('passive items at their owner’s discretion, in words', () => {
  it('given Ann holds the Perimeter Security Device, then she reads its settings, and when asked at a Hazard, the question', () => {
    const s = given({ exploration: ['exploration-09'], players: { 0: { hands: { 'perimeter-security-device': [] } } } });
    expect(labelsOf(s, 0, 'set-passive')).toEqual(['Perimeter Security Device: be asked at each Hazard while you discover a room', 'Perimeter Security Device: never ignore Hazards']);
    const set = when(s, 0, { type: 'set-passive', item: 'perimeter-security-device', setting: 'ask' });
    expect(eventLabel(set.events[0], seatsFor(s.seats, 1))).toMatch(/ set the Perimeter Security Device to be asked at each Hazard while you discover a room\.$/);
    const asked = when(set.state, 0, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(set.state, 0, 1) }).state;
    expect(labelsOf(asked, 0, 'apply-passive')).toEqual(['Ignore the Hazard (Perimeter Security Device)', 'Let the Hazard happen']);
    expect(promptKindWords(game.prompts(asked)[0].kind)).toBe('deciding whether their Perimeter Security Device ignores a Hazard');
    expect(game.summary!(asked)).toContain('to say whether their Perimeter Security Device ignores a Hazard');
  });
});
