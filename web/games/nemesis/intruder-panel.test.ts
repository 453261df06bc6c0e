import { describe, expect, it, vi } from 'vitest';
import { Rng } from '../../../shared/engine';
import { intruderPlayerCards } from '../../../shared/games/nemesis/data';
import { startPlayerPhase } from '../../../shared/games/nemesis/rules/round';
import { die } from '../../../shared/games/nemesis/rules/wounds';
import { given } from '../../../shared/games/nemesis/testing/given';
import { renderBoard } from './testing/render';

// The table's server action only runs inside Next; static rendering never calls it.
vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

describe('the intruder-player variant on the board', () => {
  // Seat 2's character dies first, so its player takes the intruders' cards at the next player phase.
  const s = given({ seats: 3, config: { mode: 'intruder-player' }, players: { 0: { room: 'a-slot-05' }, 1: { room: 'a-slot-05' }, 2: { room: 'a-slot-05' } } });
  s.milestones.firstEncounter = true;
  die(s, 2, Rng.fromSeed('die'), []);
  s.players.forEach((p) => (p.passed = true));
  startPlayerPhase(s, Rng.fromSeed('phase'), []);
  const hand = s.intruderPlayer!.hand.map((id) => intruderPlayerCards.find((c) => c.id === id)!);
  const others = intruderPlayerCards.filter((c) => !hand.some((h) => h.name === c.name));

  it('given the intruder player, then its board shows its hand with each card and its printed text', () => {
    const html = renderBoard(s, 2);
    expect(hand.length).toBeGreaterThan(0);
    expect(html).toContain('You play the intruders');
    for (const card of hand) expect(html).toContain(card.text.replace(/"/g, '&quot;'));
  });

  it('given another seat, then its board says how many cards the intruders hold and names none of them', () => {
    const html = renderBoard(s, 0);
    expect(html).toContain('Cleo (Pilot) plays the intruders');
    expect(html).toContain(`${hand.length} cards in the intruders&#x27; hand`);
    for (const card of hand) expect(html).not.toContain(card.text.replace(/"/g, '&quot;'));
    expect(others.length).toBeGreaterThan(0);
  });
});
