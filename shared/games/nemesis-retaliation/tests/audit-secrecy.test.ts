/**
 * Audit of the rules digest §7 rule by rule: for each row of "what must never be inferable", two states that differ
 * only in that secret give the same view to everyone who may not see it (so nothing in the view, ids, counts or order,
 * can tell them apart), and a different view to the one who may.
 */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../engine';
import { intruderTokens } from '../data';
import type { RetaliationState } from '../state';
import { given } from '../testing/given';
import { view } from '../view';

const viewers: Viewer[] = [0, 1, 2, 'spectator'];
const sameFor = (a: RetaliationState, b: RetaliationState, who: Viewer[]) => {
  for (const viewer of who) expect(view(a, viewer), `viewer ${viewer}`).toEqual(view(b, viewer));
};
const twin = (change: (s: RetaliationState) => void) => {
  const a = given({ seats: 3 });
  const b = structuredClone(a);
  change(b);
  return [a, b] as const;
};
const reversed = (list: string[]) => list.splice(0, list.length, ...list.slice().reverse());

describe('§7.2 what must never be inferable from the engine\'s output', () => {
  it('the order of every deck and tile stack (action decks, exploration, events, attacks, Queen Health, items, wounds, corridors, rooms)', () => {
    const [a, b] = twin((s) => {
      for (const p of s.players) reversed(p.deck);
      const d = s.decks;
      for (const list of [d.exploration, d.events, d.attacks, d.queenHealth, d.items.red, d.items.green, d.items.yellow, d.contamination, d.seriousWounds, d.support]) reversed(list);
      reversed(s.corridorStack);
      for (const pile of Object.values(s.roomPiles)) reversed(pile);
    });
    sameFor(a, b, viewers);
  });

  it('the back numbers of intruder tokens in the bag and the piles (same types, other tokens)', () => {
    const [a, b] = twin((s) => {
      const adultInBag = s.bag.find((t) => intruderTokens.find((x) => x.id === t)!.type === 'adult')!;
      const back = intruderTokens.find((x) => x.id === adultInBag)!.back;
      const other = s.tokenPiles.adult.find((t) => intruderTokens.find((x) => x.id === t)!.back !== back)!;
      s.bag = s.bag.map((t) => (t === adultInBag ? other : t)).sort();
      s.tokenPiles.adult = s.tokenPiles.adult.map((t) => (t === other ? adultInBag : t));
    });
    sameFor(a, b, viewers);
  });

  it('the INFECTED status of Contamination cards, even those lying face up in a discard pile', () => {
    const [a, b] = twin((s) => {
      s.players[1].discard.push('contamination-1');
      s.infected = s.infected.includes('contamination-1') ? s.infected.filter((c) => c !== 'contamination-1') : [...s.infected.slice(1), 'contamination-1'];
    });
    a.players[1].discard.push('contamination-1');
    sameFor(a, b, viewers);
  });

  it('another player\'s objectives and hand, and its backpack (whose size is public)', () => {
    const [a, b] = twin((s) => {
      const p = s.players[1];
      [p.hand, p.deck] = [p.deck.slice(0, 5), [...p.hand, ...p.deck.slice(5)]];
      p.objectives = p.objectives.slice().reverse();
      p.backpack = ['tools-1'];
    });
    a.players[1].backpack = ['medkit-1'];
    sameFor(a, b, [0, 2, 'spectator']);
    expect(view(a, 1)).not.toEqual(view(b, 1));
  });

  it('the unchosen Search cards (to all but the searcher)', () => {
    const [a, b] = twin((s) => {
      s.search = { seat: 0, cards: [s.decks.items.red[1], s.decks.items.green[1]] };
    });
    a.search = { seat: 0, cards: [a.decks.items.red[0], a.decks.items.green[0]] };
    sameFor(a, b, [1, 2, 'spectator']);
    expect(view(a, 0)).not.toEqual(view(b, 0));
  });

  it('which robot is in play, until it is revealed', () => {
    const [a, b] = twin((s) => {
      s.robot.card = s.robot.card === 'medical-robot' ? 'military-robot' : 'medical-robot';
    });
    sameFor(a, b, viewers);
    a.robot.revealed = b.robot.revealed = true;
    expect(view(a, 0)).not.toEqual(view(b, 0));
  });

  it('the Anti-Aircraft order, to everyone but a player who checked it', () => {
    const [a, b] = twin((s) => {
      s.antiAircraft.stack.reverse();
    });
    sameFor(a, b, viewers);
    a.antiAircraft.seenBy = b.antiAircraft.seenBy = [2];
    sameFor(a, b, [0, 1, 'spectator']);
    expect(view(a, 2)).not.toEqual(view(b, 2));
  });
});
