/**
 * Rules audit, Agendas (rules addendum A4 step 3, A12, A11): given/when/then cases for the sentences no other test
 * proved.
 */
import { describe, expect, it } from 'vitest';
import { agendaDeckOf } from '../data';
import type { EffectContext } from '../effects/types';
import { matEffects } from '../effects/mat';
import { agendaSlotsFor } from '../moves/turn-moves';
import { focusGame, play, refusalOf } from '../testing';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };

describe('Voidfall audit: placing the played Agenda (A4 step 3)', () => {
  it('given a Might Agenda under a Trade token in slot 2, when another Might Agenda is placed, then it may only replace it; the old card goes under its deck and the token stays on the slot', () => {
    const [held, played] = agendaDeckOf('might').slice(-2);
    let { s, seat } = focusGame('standard-prosperity', played);
    const p = s.players[seat];
    s.agendaDecks.might = s.agendaDecks.might.filter((c) => c !== held);
    p.agendaSlots[1] = { agenda: held, corrupted: false, tradeToken: true };
    p.agendaSlots[2] = { agenda: null, corrupted: false, tradeToken: false };
    expect(agendaSlotsFor(s, seat, played)).toEqual([1]);
    // "not allowed if a slot already holds an Agenda of the same type"; never the Starting slot (slot 0 is not a choice).
    expect(refusalOf(s, seat, { type: 'end-turn', agendaSlot: 2 })).toBe('move/illegal');
    s = play(s, seat, { type: 'end-turn', agendaSlot: 1 });
    expect(s.players[seat].agendaSlots[1]).toMatchObject({ agenda: played, tradeToken: true });
    expect(s.agendaDecks.might.at(-1)).toBe(held);
  });
});

describe('Voidfall audit: gaining an Agenda (A12 "Empty deck and offer → cannot gain that type")', () => {
  it('given the Support deck and offer empty, then Support is not offered; with only the deck left, only the draw', () => {
    const { s, seat } = focusGame();
    const types = () => matEffects.gain_agenda.choices(s, seat, { op: 'gain_agenda' }, ctx).filter((c) => c.agendaType === 'support');
    s.agendaOffer.support = null;
    expect(types()).toEqual([{ agendaType: 'support', deck: true }]);
    s.agendaDecks.support = [];
    expect(types()).toEqual([]);
  });

  it('A11/A12 "whoever takes that offer card gains it": given a Corrupted Wealth offer, then taking it names a free Corruption place for the marker', () => {
    const { s, seat } = focusGame();
    s.agendaOfferCorrupted.wealth = true;
    const offer = matEffects.gain_agenda.choices(s, seat, { op: 'gain_agenda' }, ctx).filter((c) => c.agendaType === 'wealth' && !c.deck);
    expect(offer.length).toBeGreaterThan(0);
    expect(offer.every((c) => c.to !== undefined)).toBe(true);
  });
});
