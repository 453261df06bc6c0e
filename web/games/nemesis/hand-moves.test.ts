import { describe, expect, it } from 'vitest';
import { nemesis } from '../../../shared/games/nemesis';
import type { NemesisMove } from '../../../shared/games/nemesis/moves/schema';
import { madeOnBoard, moveLabels } from '../move-labels';
import { handChoices, passDiscarding } from './board-choices';
import { namesFor } from './names';
import { seatsFor, selfPlayed } from './testing/self-played';

describe('moves made with the hand', () => {
  const game = selfPlayed(3, 'hand-moves', 'A', 300);
  // A first turn of a round: a full hand, so dozens of ways to pay and to discard.
  const turn = game.find((s) => s.state.turn !== null && s.state.turn.actions === 0 && s.state.players[s.state.turn.seat].hand.length >= 5)!.state;
  const seat = turn.turn!.seat;
  const moves = nemesis.legalMoves(turn, seat) as NemesisMove[];
  const view = nemesis.view(turn, seat);
  const seats = seatsFor(3, seat);

  it('given a full hand, then the decision bar keeps only moves with no place on the board or in the hand: a plain pass, no payment variants', () => {
    const onBoard = madeOnBoard('nemesis', moves)!;
    const labels = moveLabels('nemesis', moves, view, seats)!;
    const bar = new Set(labels.filter((_, i) => !onBoard[i]));
    expect(bar).toContain('Pass');
    expect([...bar].filter((l) => /paying|discarding/.test(String(l)))).toEqual([]);
    expect(moves.filter((m) => m.type === 'pass').length).toBeGreaterThan(8);
  });

  it('given the cards in hand, then each playable card is one choice whatever pays for it, and a pass discards exactly the selection', () => {
    const choices = handChoices(moves, view, namesFor(view, seats));
    const played = moves.filter((m) => m.type === 'play-card');
    expect(played.length).toBeGreaterThan(0);
    expect(choices.reduce((n, c) => n + c.moves.length, 0)).toBe(moves.filter((m) => 'pay' in m && !['move', 'careful-move', 'shoot', 'melee', 'room-action', 'pick-up'].includes(m.type)).length);
    expect(new Set(choices.map((c) => c.label)).size).toBe(choices.length);
    const two = turn.players[seat].hand.slice(0, 2);
    expect(passDiscarding(moves, two)).toMatchObject({ type: 'pass', discard: expect.arrayContaining(two) });
    expect(passDiscarding(moves, [])).toBeNull();
  });
});
