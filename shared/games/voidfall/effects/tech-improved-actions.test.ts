import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { yieldOf } from '../data';
import { productionLevel } from '../rules/production';
import { focusGame, play, refusalOf } from '../testing';
import type { VoidfallState } from '../state';

const techMoves = (s: VoidfallState, seat: number) =>
  legalMoves(s, seat).flatMap((m) => (m.type === 'take-action' && m.action.startsWith('tech-') ? [m.action] : []));

/** A Focus turn with `card` selected and the seat's cards of `technology` replaced by `cards`. */
function turnWith(card: string, technology: string, cards: string[]) {
  const { s, seat } = focusGame();
  const p = s.players[seat];
  p.technologies = [...p.technologies.filter((t) => !t.startsWith(`${technology}-`)), ...cards];
  // Innovation waits aside in Cycle 1: the test takes it into the hand.
  const id = `${card}@${seat}`;
  p.focusAside = p.focusAside.filter((c) => c !== id);
  if (!p.focusHand.includes(id)) p.focusHand.push(id);
  return { s: play(s, seat, { type: 'select-focus', card: id, agenda: null }), seat };
}

describe('Voidfall improved Technology actions (A3)', () => {
  it('given improved Neural Matrix and a Production Focus, when its action is taken, then Credits are produced (with the basic 2 more), once a turn', () => {
    let { s, seat } = turnWith('standard-production', 'neural-matrix', ['neural-matrix-plain', 'neural-matrix-improved']);
    const p = s.players[seat];
    p.resources.credits = 0;
    expect(techMoves(s, seat)).toEqual(['tech-neural-matrix-credits']);
    const expected = yieldOf('credits', productionLevel(s, seat, 'credits')) + 2;
    s = play(s, seat, { type: 'take-action', action: 'tech-neural-matrix-credits' });
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: {} });
    expect(s.players[seat].resources.credits).toBe(expected);
    expect(techMoves(s, seat)).toEqual([]);
    expect(refusalOf(s, seat, { type: 'take-action', action: 'tech-neural-matrix-credits' })).toBe('move/illegal');
  });

  it('given only basic Neural Matrix and a Production Focus, then no Technology action is offered and taking it is refused', () => {
    const { s, seat } = turnWith('standard-production', 'neural-matrix', ['neural-matrix-plain']);
    expect(techMoves(s, seat)).toEqual([]);
    expect(refusalOf(s, seat, { type: 'take-action', action: 'tech-neural-matrix-credits' })).toBe('move/illegal');
  });

  it('given improved Neural Matrix and an Innovation Focus, when its action is taken, then 1 Influence per Bankers\' Guild is gained, Corrupted sectors included', () => {
    let { s, seat } = turnWith('standard-innovation', 'neural-matrix', ['neural-matrix-plain', 'neural-matrix-improved']);
    const { home, outpost } = s.map.starts[seat];
    s.sectors[home].guilds = ['bankers', 'farmers'];
    Object.assign(s.sectors[outpost], { guilds: ['bankers', 'bankers'], corrupted: true });
    expect(techMoves(s, seat)).toEqual(['tech-neural-matrix-influence']);
    const influence = s.players[seat].influence;
    s = play(s, seat, { type: 'take-action', action: 'tech-neural-matrix-influence' });
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: {} });
    expect(s.players[seat].influence).toBe(influence + 3);
  });

  it('given improved Ark Ships and a Reinforcement Focus, when its action is taken, then the Home Sector\'s Population grows by 1 (no other sector is offered)', () => {
    let { s, seat } = turnWith('standard-reinforcement', 'ark-ships', ['ark-ships-plain', 'ark-ships-improved']);
    const { home, outpost } = s.map.starts[seat];
    s.sectors[home].population = 3;
    Object.assign(s.sectors[outpost], { corrupted: false, population: 2 });
    expect(techMoves(s, seat)).toEqual(['tech-ark-ships']);
    s = play(s, seat, { type: 'take-action', action: 'tech-ark-ships' });
    const grow = legalMoves(s, seat).filter((m) => m.type === 'resolve-effect');
    expect(grow).toEqual([{ type: 'resolve-effect', group: 0, index: 0, choice: { sector: home } }]);
    expect(refusalOf(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: outpost } })).not.toBeNull();
    s = play(s, seat, grow[0]);
    expect([s.sectors[home].population, s.sectors[outpost].population]).toEqual([4, 2]);
  });

  it('given only basic Ark Ships and a Reinforcement Focus, then no Technology action is offered', () => {
    const { s, seat } = turnWith('standard-reinforcement', 'ark-ships', ['ark-ships-plain']);
    expect(techMoves(s, seat)).toEqual([]);
  });
});
