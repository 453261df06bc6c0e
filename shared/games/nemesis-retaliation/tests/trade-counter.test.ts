/** Trade counter-offers (digest C3 "accept / reject / counter"; §7 hidden backpacks; rules/trade.ts). */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import type { RetaliationState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';
import { secrets, view } from '../view';
import { hold } from './items-hold';

const grenade = { token: 'grenade' as const, half: false };

/** Three characters in the Landing Zone: seat 0 holds Tools and a belt grenade, seat 1 a loaded shotgun and a Flashbang. */
function table(): RetaliationState {
  const s = given({ seats: 3, players: { 0: { belt: [grenade, null, null, null] }, 1: { belt: [null, null, null, null], hands: { 'sawed-off-shotgun': [{ token: 'ammo', half: true }] } } } });
  return hold(hold(s, 0, 'tools-1'), 1, 'flashbang-1');
}

/** Seat 0 offers its Tools for seat 1's shotgun; seat 1 answers with a counter-offer. */
function countering(s = table()): RetaliationState {
  const weapon = s.players[1].hands[0];
  const asked = when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }, { type: 'trade-add', thing: 'tools-1', side: 'give' }, { type: 'trade-add', thing: weapon, side: 'take' }, { type: 'trade-send' }).state;
  return when(asked, 1, { type: 'trade-counter' }).state;
}

describe('Trade counter-offers', () => {
  it('given seat 0 offers its Tools for the shotgun, when seat 1 counters asking the Tools for its Flashbang, and seat 0 accepts, then the Tools and the Flashbang change hands and the shotgun stays', () => {
    const s = table();
    const weapon = s.players[1].hands[0];
    const c = countering(s);
    expect(prompts(c)).toEqual([expect.objectContaining({ seat: 1, kind: 'compose-counter', timeoutMove: { type: 'trade-cancel' } })]);
    // The counter may ask back what seat 0 just offered (the Tools, a backpack item seat 1 has seen) and its public things.
    expect(legalMoves(c, 1)).toEqual(expect.arrayContaining([{ type: 'trade-add', thing: 'tools-1', side: 'take' }, { type: 'trade-add', thing: 'belt-0', side: 'take' }, { type: 'trade-add', thing: 'flashbang-1', side: 'give' }]));
    expect(legalMoves(c, 0)).toEqual([]);
    const sent = when(c, 1, { type: 'trade-add', thing: 'flashbang-1', side: 'give' }, { type: 'trade-add', thing: 'tools-1', side: 'take' }, { type: 'trade-send' });
    expect(sent.events).toEqual([{ type: 'trade-proposed', seat: 1, partner: 0, counter: true }]);
    expect(prompts(sent.state)).toEqual([expect.objectContaining({ seat: 0, kind: 'answer-trade', timeoutMove: { type: 'answer-trade', accept: false } })]);
    expect(legalMoves(sent.state, 0)).toEqual([{ type: 'answer-trade', accept: true }, { type: 'answer-trade', accept: false }, { type: 'trade-counter' }]);
    const { state, events } = when(sent.state, 0, { type: 'answer-trade', accept: true });
    expect(state.players[1].backpack).toEqual(['tools-1']);
    expect(state.players[0].backpack).toEqual(['flashbang-1']);
    expect(state.players[1].hands).toEqual([weapon]);
    expect(events[0]).toEqual({ type: 'trade-answered', seat: 0, partner: 1, accepted: true, by: 0 });
    // A backpack card received in a trade is gained: the partner may use its card at once (one gainer is asked at a
    // time, the partner first: rules/equipment.ts), then the action ends.
    expect(prompts(state)).toEqual([expect.objectContaining({ seat: 1, kind: 'use-on-gain' })]);
    expect(when(state, 1, { type: 'use-on-gain', option: null }).state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('then a Flashbang offered in the counter is hidden from the third seat, and from seat 0 until the counter is sent', () => {
    const c = when(countering(), 1, { type: 'trade-add', thing: 'flashbang-1', side: 'give' }).state;
    expect(view(c, 1).trade).toMatchObject({ by: 1, counters: 1, give: [], take: ['flashbang-1'], offered: ['tools-1'] });
    expect(view(c, 0).trade).toMatchObject({ by: 1, give: null, take: null, offered: ['tools-1'] });
    expect(secrets(c, 0)).toContain('flashbang-1');
    // Seat 1 saw the Tools offered to it: it knows them while it counters.
    expect(secrets(c, 1)).not.toContain('tools-1');
    const sent = when(c, 1, { type: 'trade-send' }).state;
    expect(view(sent, 0).trade).toMatchObject({ stage: 'answer', give: [], take: ['flashbang-1'] });
    expect(secrets(sent, 0)).not.toContain('flashbang-1');
    expect(view(sent, 2).trade).toEqual({ seat: 0, partner: 1, stage: 'answer', give: null, take: null, by: 1, counters: 1, offered: null });
    expect(secrets(sent, 2)).toEqual(expect.arrayContaining(['flashbang-1', 'tools-1']));
  });

  it('then a counter cannot ask for a backpack item the other side never offered', () => {
    const s = hold(table(), 0, 'antiseptic-1');
    const c = countering(s);
    expect(legalMoves(c, 1)).not.toContainEqual({ type: 'trade-add', thing: 'antiseptic-1', side: 'take' });
    expect(refusal(c, 1, { type: 'trade-add', thing: 'antiseptic-1', side: 'take' }).code).toBe('move/illegal');
  });

  it('when seat 0 counters the counter, then seat 1 may only accept or refuse: two counter-offers end the haggling', () => {
    const c = when(countering(), 1, { type: 'trade-add', thing: 'flashbang-1', side: 'give' }, { type: 'trade-send' }).state;
    // Seat 0 may now ask back the Flashbang seat 1 offered, though it is in seat 1's backpack.
    const again = when(c, 0, { type: 'trade-counter' }).state;
    expect(prompts(again)).toEqual([expect.objectContaining({ seat: 0, kind: 'compose-counter', timeoutMove: { type: 'trade-cancel' } })]);
    const last = when(again, 0, { type: 'trade-add', thing: 'flashbang-1', side: 'take' }, { type: 'trade-add', thing: 'belt-0', side: 'give' }, { type: 'trade-send' }).state;
    expect(legalMoves(last, 1)).toEqual([{ type: 'answer-trade', accept: true }, { type: 'answer-trade', accept: false }]);
    expect(refusal(last, 1, { type: 'trade-counter' }).message).toBe('This trade has had all its counter-offers: accept or refuse it.');
    const accepted = when(last, 1, { type: 'answer-trade', accept: true }).state;
    // Only the proposer gained a backpack card (the Flashbang): it may use it at once.
    expect(prompts(accepted)).toEqual([expect.objectContaining({ seat: 0, kind: 'use-on-gain' })]);
    const done = when(accepted, 0, { type: 'use-on-gain', option: null }).state;
    expect(done.players[0].backpack).toEqual(['tools-1', 'flashbang-1']);
    expect(done.players[1].belt).toContainEqual(grenade);
    expect(done.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('when the counter is not sent before the deadline, then its time-out refuses the trade: nothing changes hands and the action counts', () => {
    const s = table();
    const c = countering(s);
    const timeout = prompts(c)[0].timeoutMove as { type: 'trade-cancel' };
    expect(legalMoves(c, 1)).toContainEqual(timeout);
    const { state, events } = when(c, 1, timeout);
    expect(events[0]).toEqual({ type: 'trade-answered', seat: 0, partner: 1, accepted: false, by: 1 });
    expect(state.trade).toBeNull();
    expect(state.players[0].backpack).toEqual(['tools-1']);
    expect(state.players[1].backpack).toEqual(['flashbang-1']);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('when the proposer refuses the counter-offer, then the trade ends the same way', () => {
    const c = when(countering(), 1, { type: 'trade-add', thing: 'flashbang-1', side: 'give' }, { type: 'trade-send' }).state;
    const { state, events } = when(c, 0, { type: 'answer-trade', accept: false });
    expect(events[0]).toEqual({ type: 'trade-answered', seat: 0, partner: 1, accepted: false, by: 0 });
    expect(state.players[1].backpack).toEqual(['flashbang-1']);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('then a counter that does not fit cannot be sent: seat 1 cannot take a third heavy item', () => {
    const s = given({ seats: 2, players: { 0: { hands: { 'assault-rifle': [null] } }, 1: { hands: { carbine: [null], 'drum-mag-rifle': [null, null, null] } } } });
    const asked = when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }, { type: 'trade-add', thing: 'assault-rifle', side: 'give' }, { type: 'trade-add', thing: 'carbine', side: 'take' }, { type: 'trade-send' }).state;
    const c = when(asked, 1, { type: 'trade-counter' }, { type: 'trade-add', thing: 'assault-rifle', side: 'take' }).state;
    expect(legalMoves(c, 1)).not.toContainEqual({ type: 'trade-send' });
    expect(refusal(c, 1, { type: 'trade-send' }).message).toMatch(/does not fit/);
  });
});
