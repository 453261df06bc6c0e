import { describe, expect, it } from 'vitest';
import { nemesis } from '../../../shared/games/nemesis';
import type { NemesisMove } from '../../../shared/games/nemesis/moves/schema';
import { cardsOf, corridorBetween, given, rolled, seekRoll } from '../../../shared/games/nemesis/testing/given';
import { madeOnBoard } from '../move-labels';
import { boardChoices, intruderKey } from './board-choices';
import { namesFor } from './names';
import { promptKindWords } from './prompt-words';
import { seatsFor } from './testing/self-played';

describe('D23 on the board: the miniature to relocate is clicked on the ship', () => {
  it('given the relocation choice, then each candidate intruder offers its move, labelled by type and room', () => {
    const s = given({
      players: { 1: { room: 'a-slot-13' } },
      explored: { 'a-slot-14': 'canteen', 'a-slot-05': 'storage' },
      bag: ['intruder-token-creeper-1'],
      intruders: [
        { type: 'creeper', room: 'a-slot-05' },
        { type: 'creeper', room: 'a-slot-13' },
        { type: 'creeper', room: 'a-slot-17' },
      ],
    });
    s.milestones.firstEncounter = true;
    s.corridors['a-corridor-14-17'].noise = true;
    const { state } = seekRoll(s, 0, { type: 'move', corridor: corridorBetween(s, 'a-slot-11', 'a-slot-14'), pay: cardsOf(s, 0, 1) }, rolled('2'));
    const moves = nemesis.legalMoves(state, 0) as NemesisMove[];
    const view = nemesis.view(state, 0);
    const choices = boardChoices(moves, view, namesFor(view, seatsFor(2, 0)));
    expect([...choices.keys()]).toEqual([intruderKey('intruder-1'), intruderKey('intruder-3')]);
    expect(choices.get(intruderKey('intruder-1'))![0].label).toMatch(/^Move the Creeper #1 from .+ to the new room$/);
    expect(madeOnBoard('nemesis', moves)).toEqual([true, true]);
    expect(promptKindWords('relocate-intruder')).toBe('choosing which intruder miniature moves');
  });
});
