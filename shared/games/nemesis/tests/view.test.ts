import { describe, expect, it } from 'vitest';
import { setupGame } from '../../../engine';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { given } from '../testing/given';

const viewers = [0, 1, 2, 'spectator'] as const;
const json = (s: NemesisState, viewer: (typeof viewers)[number]) => JSON.stringify(nemesis.view(s, viewer));

describe('view and secrets', () => {
  const s = given({ seats: 3 });

  it('given any viewer, then none of its declared secrets, no PRNG state and no INFECTED list is in its view', () => {
    for (const viewer of viewers) {
      const v = json(s, viewer);
      for (const secret of nemesis.secrets(s, viewer)) expect(v).not.toContain(JSON.stringify(secret));
      expect(v).not.toContain('"rng"');
      expect(v).not.toContain('infected');
    }
  });

  it('given a seat, then it sees its own hand and both objectives, and of others only counts', () => {
    const v = nemesis.view(s, 0);
    expect(v.me!.hand).toEqual(s.players[0].hand);
    expect(v.me!.objectives).toEqual(s.players[0].objectives);
    expect(v.players[1]).toMatchObject({ handCount: 5, deckCount: 5, objectiveCount: 2 });
    expect(v.players[1]).not.toHaveProperty('objectives');
    expect(nemesis.secrets(s, 0)).toEqual(expect.arrayContaining([...s.players[1].hand, ...s.players[1].objectives, ...s.players[2].objectives]));
    expect(nemesis.secrets(s, 0)).not.toContain(s.players[0].hand[0]);
  });

  it('given action decks, then others\' decks are secret and every deck, even one\'s own, is shown as a count (its order is secret)', () => {
    expect(nemesis.secrets(s, 0)).toEqual(expect.arrayContaining(s.players[1].deck));
    expect(nemesis.view(s, 0).players[0].deckCount).toBe(5);
    for (const card of s.players[0].deck) expect(json(s, 0)).not.toContain(JSON.stringify(card));
  });

  it('given unexplored rooms, then neither their tile nor their token is shown, and every such tile and token is declared secret', () => {
    const v = nemesis.view(s, 'spectator');
    const unexplored = v.rooms.filter((r) => !r.explored);
    expect(unexplored).toHaveLength(16);
    expect(unexplored.every((r) => r.room === null && r.faceDownToken)).toBe(true);
    const hidden = Object.values(s.rooms).filter((r) => !r.explored);
    expect(nemesis.secrets(s, 'spectator')).toEqual(expect.arrayContaining([...hidden.map((r) => r.tile), ...hidden.map((r) => r.token!)]));
  });

  it('given the bag, then everyone sees only how many tokens of each type it holds, never which tokens (their back numbers)', () => {
    const v = nemesis.view(s, 1);
    expect(v.bag).toEqual({ blank: 1, larva: 4, creeper: 1, adult: 6, breeder: 0, queen: 1 });
    expect(nemesis.secrets(s, 1)).toEqual(expect.arrayContaining([...s.bag, ...s.supply]));
  });

  it('given engines, coordinates and weaknesses, then they are hidden and declared secret', () => {
    const v = nemesis.view(s, 0);
    expect(v.engines).toEqual({ '1': 2, '2': 2, '3': 2 });
    expect(v.weaknesses.every((w) => w.card === null)).toBe(true);
    expect(nemesis.secrets(s, 0)).toEqual(expect.arrayContaining([s.coordinates, ...Object.values(s.engines).flat(), ...s.weaknesses.map((w) => w.card)]));
  });

  it('given inventories, then others see the number and colour of the cards only', () => {
    const t = structuredClone(s);
    t.players[1].inventory = ['red-grenade-1', 'green-medkit-3'];
    expect(nemesis.view(t, 0).players[1].inventoryColours).toEqual(['red', 'green']);
    expect(json(t, 0)).not.toContain('red-grenade-1');
    expect(nemesis.view(t, 1).me!.inventory).toEqual(['red-grenade-1', 'green-medkit-3']);
  });

  it('given a contamination card in a hand, then even its owner is not told whether it is INFECTED', () => {
    const t = structuredClone(s);
    t.players[0].hand = [t.infected[0], ...t.players[0].hand.slice(1)];
    expect(nemesis.view(t, 0).me!.hand[0]).toBe(t.infected[0]);
    expect(json(t, 0)).not.toMatch(/infected/i);
  });

  it('given the draft, then the two offered cards are public and the draft deck is a count', () => {
    const r = setupGame<NemesisState>(nemesis, { config: {}, seats: 2, seed: 'draft', startedAt: 0 });
    if (!r.ok) throw new Error();
    expect(nemesis.view(r.state, 'spectator').draft).toEqual({ seat: r.state.draft!.order[0], offer: r.state.draft!.offer, deckCount: 4 });
  });

  it('given drawn cards, then other seats learn the count only', () => {
    const e = { type: 'cards-drawn' as const, seat: 0, count: 2, cards: ['scout-search-1', 'scout-rest-1'] };
    expect(nemesis.redact(e, 1)).toEqual({ type: 'cards-drawn', seat: 0, count: 2 });
    expect(nemesis.redact(e, 0)).toEqual(e);
  });
});
