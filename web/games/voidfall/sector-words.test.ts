import { describe, expect, it } from 'vitest';
import { voidfall } from '../../../shared/games/voidfall';
import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { namesFor } from './names';
import { sectorKindWords, shortKindWords } from './sector-words';
import { seatsFor, selfPlayed } from './testing/self-played';

describe('a start sector in words', () => {
  // The first position where every House is on the galaxy: each start sector is held by its player.
  const played = selfPlayed(2, 'sector-words', {}, 400);
  const step = played.find(({ state }) => {
    const view = voidfall.view(state, 0) as VoidfallView;
    return view.map.starts.slice(0, 2).every((st, seat) => view.sectors[st.outpost]?.owner === seat);
  })!;
  const view = voidfall.view(step.state, 0) as VoidfallView;
  const names = namesFor(0, seatsFor(2, 0));
  const { outpost } = view.map.starts[1];

  it('given Bob holds his Outpost, then Ann reads it as his', () => {
    expect(shortKindWords(view, outpost, names)).toBe('Bob’s Outpost');
    expect(sectorKindWords(view, outpost, names)).toBe('Outpost of Bob');
  });

  it('given the Voidborn took it, then it reads as lost, not as still his', () => {
    const lost: VoidfallView = { ...view, sectors: { ...view.sectors, [outpost]: { ...view.sectors[outpost]!, owner: null } } };
    expect(shortKindWords(lost, outpost, names)).toBe('Outpost (lost)');
    expect(sectorKindWords(lost, outpost, names)).toBe('Outpost of Bob, lost');
  });
});
