import { describe, expect, it } from 'vitest';
import { technologyEffects } from '../effects/technologies';
import { focusGame } from '../testing';
import { gainableBasics, gainableImproved, MAX_TECHNOLOGIES } from './technologies';

const ctx = { location: null, earlier: [], ifBoth: null };
const invent = { op: 'gain_technology', kinds: ['basic', 'improved'] };

describe('Voidfall Technologies (A13, D3)', () => {
  it('given the tableau, when a basic Technology is gained, then its +4 copy comes first (4 Influence) and its immediate bonus is triggered', () => {
    const { s, seat } = focusGame();
    const stack = s.tableau[0];
    const [top, second] = stack.cards;
    expect(top.endsWith('-plus4')).toBe(true);
    const influence = s.players[seat].influence;
    const r = technologyEffects.gain_technology.resolve(s, seat, invent, { card: top }, ctx);
    expect([s.players[seat].influence, stack.cards, s.players[seat].technologies]).toEqual([influence + 4, [second], [expect.any(String), top]]);
    expect(r.triggered?.[0].effects.length ?? 0).toBeGreaterThan(0);
    // A Technology already on the mat cannot be gained twice.
    expect(gainableBasics(s, seat)).not.toContain(second);
  });

  it('given 5 Technologies, then no basic one can be gained', () => {
    const { s, seat } = focusGame();
    s.players[seat].technologies = s.tableau.slice(0, MAX_TECHNOLOGIES).map((t) => t.cards[0]);
    expect(gainableBasics(s, seat)).toEqual([]);
  });

  it('given no Improved-Technology marker passed, then nothing can be improved; after passing one, the own starting Technology can be (Cycle 1)', () => {
    const { s, seat } = focusGame();
    const own = s.players[seat].ownImproved!;
    expect(gainableImproved(s, seat)).toEqual([]);
    s.players[seat].tracks.society = 3;
    expect(gainableImproved(s, seat)).toEqual([own]);
    const influence = s.players[seat].influence;
    technologyEffects.gain_technology.resolve(s, seat, invent, { card: own }, ctx);
    expect([s.players[seat].technologies, s.players[seat].ownImproved, s.players[seat].influence]).toEqual([[own], null, influence + 2]);
    expect(gainableImproved(s, seat)).toEqual([]);
  });
});

describe('Voidfall Improved-Technology limit: the rules digest\'s Ex 2 (rulebook)', () => {
  it('given markers that passed 1 + 2 + 0 Improved-Technology markers and 3 improved Technologies, then a 4th upgrade is refused until Economy passes one', () => {
    const { s, seat } = focusGame();
    const p = s.players[seat];
    p.tracks = { society: 3, statecraft: 5, economy: 0 };
    const techs = s.tableau.slice(0, 4).map((t) => t.technology);
    p.technologies = [...techs.slice(0, 3).map((t) => `${t}-improved`), `${techs[3]}-plain`];
    p.ownImproved = `${techs[3]}-improved`;
    expect(gainableImproved(s, seat)).toEqual([]);
    p.tracks.economy = 3;
    expect(gainableImproved(s, seat)).toEqual([`${techs[3]}-improved`]);
  });
});
