/** The answer to a companion's Tactical Retreat reads as that, not as an item used on you (the move is the same kind). */
import { describe, expect, it } from 'vitest';
import { nemesisRetaliation as game } from '../../../shared/games/nemesis-retaliation';
import { legalMoves } from '../../../shared/games/nemesis-retaliation/legal-moves';
import { given, when } from '../../../shared/games/nemesis-retaliation/testing/given';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { promptKindWords } from './prompt-words';
import { seatsFor } from './testing/self-played';

const TR = 'combat-engineer--tactical-retreat';

describe('a Tactical Retreat offer in words', () => {
  it('given Ann asks Bob along, then Bob reads "Come along" and "Stay behind", and the lobby says what he is asked', () => {
    const table = given({
      rooms: { 'a-r04': 'surgery-room' },
      intruders: [{ type: 'adult', where: 'landing-zone' }],
      players: { 0: { hand: [TR, 'combat-engineer--rest'], hands: { 'assault-rifle': [{ token: 'ammo', half: false }] } } },
    });
    const { state } = when(table, 0, { type: 'play-card', card: TR, target: 'cp-a-r04--landing-zone', choice: 'assault-rifle', pay: ['combat-engineer--rest'], seat: 1 });
    const view = game.view(state, 1);
    const labels = legalMoves(state, 1).map((m) => moveLabel(m, view, namesFor(view, seatsFor(state.seats, 1))));
    expect(labels.sort()).toEqual(['Come along on the Tactical Retreat', 'Stay behind']);
    const [prompt] = game.prompts(state);
    expect(promptKindWords(prompt.kind)).toBe('deciding whether to come along on a Tactical Retreat');
    expect(game.summary!(state)).toContain('to say whether they come along on a Tactical Retreat');
  });
});
