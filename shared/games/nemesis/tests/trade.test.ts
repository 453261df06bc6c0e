import { describe, expect, it } from 'vitest';
import { redactEvent } from '../events';
import { nemesis } from '../index';
import { prompts } from '../prompts';
import type { NemesisState } from '../state';
import { view } from '../view';
import { cardsOf, given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
/** Seats 0 and 1 (and 2 when asked) stand in X; seat 0 carries a Medkit, seat 1 a Grenade. */
const table = (seats = 2, opts: Parameters<typeof given>[0] = {}) => {
  const players = Object.fromEntries(Array.from({ length: seats }, (_, k) => [k, { room: X }]));
  const s = given({ seats, explored: { [X]: 'canteen' }, ...opts, players });
  s.players[0].inventory = ['green-medkit-1'];
  s.players[1].inventory = ['red-grenade-1'];
  return s;
};
const propose = (s: NemesisState, offers: Array<{ seat: number; give: string[]; take: string[] }>) => ({ type: 'propose-trade' as const, offers, pay: cardsOf(s, 0, 1) });
const swap = (s: NemesisState) => propose(s, [{ seat: 1, give: ['green-medkit-1'], take: ['inventory:0'] }]);

describe('Trade (D11, D22)', () => {
  it('given a Medkit offered for the Grenade, when the counterparty accepts, then the cards change hands, 1 card was paid and the turn goes on', () => {
    const s = table();
    const pay = cardsOf(s, 0, 1);
    const asked = when(s, 0, swap(s));
    expect(asked.events).toContainEqual({ type: 'trade-proposed', seat: 0, with: [1] });
    expect(asked.state.players[0].discard).toEqual(pay);
    expect(prompts(asked.state)).toEqual([
      { seat: 1, kind: 'answer-trade', mode: 'simultaneous', message: 'Trade: the Scout offers you the Medkit and asks for the Grenade. Accept or refuse?', timeoutMove: { type: 'answer-trade', accept: false } },
    ]);
    // With nobody else in the room there is no window for others: the counterparty answers, or shows a card first.
    expect(nemesis.legalMoves(asked.state, 1)).toEqual([{ type: 'answer-trade', accept: true }, { type: 'answer-trade', accept: false }, { type: 'show-card', to: 0, card: 'red-grenade-1' }]);
    expect(nemesis.legalMoves(asked.state, 0)).toEqual([]);
    const { state, events } = when(asked.state, 1, { type: 'answer-trade', accept: true });
    expect([state.players[0].inventory, state.players[1].inventory]).toEqual([['red-grenade-1'], ['green-medkit-1']]);
    expect(events).toContainEqual({ type: 'traded', seat: 0, with: 1, gave: [{ colour: 'green', thing: 'green-medkit' }], got: [{ colour: 'red', thing: 'red-grenade' }] });
    expect([state.trade, state.turn]).toEqual([null, { seat: 0, actions: 1 }]);
  });

  it('given a proposal, when the counterparty refuses, then nothing changes hands but the card paid and the action are spent', () => {
    const s = table();
    const asked = when(s, 0, swap(s)).state;
    const { state, events } = when(asked, 1, { type: 'answer-trade', accept: false });
    expect([state.players[0].inventory, state.players[1].inventory]).toEqual([['green-medkit-1'], ['red-grenade-1']]);
    expect(events).toEqual([{ type: 'trade-answered', seat: 1, accepted: false }]);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
    expect(state.players[0].hand).toHaveLength(4);
  });

  it('given a proposal left unanswered, then the prompt says a timeout refuses it, and refusing is one of the listed answers', () => {
    const s = table();
    const asked = when(s, 0, swap(s)).state;
    const prompt = prompts(asked).find((p) => p.seat === 1)!;
    expect(prompt.timeoutMove).toMatchObject({ type: 'answer-trade', accept: false });
    expect(nemesis.legalMoves(asked, 1)).toContainEqual({ type: 'answer-trade', accept: false });
  });

  it('given a trade as the second action, when it is answered, then the turn passes to the next seat', () => {
    const s = table();
    s.turn = { seat: 0, actions: 1 };
    const asked = when(s, 0, swap(s)).state;
    expect(asked.turn).toEqual({ seat: 0, actions: 2 });
    expect(when(asked, 1, { type: 'answer-trade', accept: true }).state.turn?.seat).toBe(1);
  });

  it('given offers to two characters, when one accepts and one refuses, then only the accepted exchange happens, a weapon with its ammo', () => {
    const s = table(3);
    s.players[2].inventory = ['yellow-tools-1'];
    const rifle = s.players[0].hands[0];
    s.players[2].hands = [];
    const asked = when(s, 0, propose(s, [{ seat: 1, give: ['green-medkit-1'], take: [] }, { seat: 2, give: [rifle.kind === 'item' ? rifle.card : ''], take: ['inventory:0'] }])).state;
    expect(prompts(asked).map((p) => p.seat)).toEqual([1, 2]);
    const one = when(asked, 2, { type: 'answer-trade', accept: true }).state;
    expect(refusal(one, 2, { type: 'answer-trade', accept: false })).toEqual({ code: 'move/not-now', message: 'A Trade is waiting for the answers of the characters asked.' });
    const answered = when(one, 1, { type: 'answer-trade', accept: false }).state;
    // The two others may still trade among themselves: the exchanges happen once both are done.
    expect(answered.players[2].hands).toEqual([]);
    const { state } = when(when(answered, 1, { type: 'end-trade' }).state, 2, { type: 'end-trade' });
    expect(state.players[2].hands).toEqual([rifle]);
    expect(state.players[0].hands).toEqual([]);
    expect([state.players[0].inventory, state.players[1].inventory, state.players[2].inventory]).toEqual([['green-medkit-1', 'yellow-tools-1'], ['red-grenade-1'], []]);
  });

  it('given a trade waiting for answers, then nobody else may act, the proposer included', () => {
    const asked = when(table(), 0, swap(table())).state;
    // Only the seats asked have a prompt: the kernel refuses anyone else before the game is asked.
    expect(refusal(asked, 0, { type: 'pass', discard: [] }).code).toBe('move/not-your-turn');
    expect(refusal(asked, 1, { type: 'pass', discard: [] })).toEqual({ code: 'move/not-now', message: 'A Trade is waiting for the answers of the characters asked.' });
  });

  it('given illegal proposals, then each is refused with a sentence and nothing changes', () => {
    const s = table(3, { intruders: [] });
    s.players[2].room = 'a-slot-11';
    const cases: Array<[Array<{ seat: number; give: string[]; take: string[] }>, string]> = [
      [[{ seat: 2, give: ['green-medkit-1'], take: [] }], 'You can only trade with other characters in your room.'],
      [[{ seat: 0, give: ['green-medkit-1'], take: [] }], 'You can only trade with other characters in your room.'],
      [[{ seat: 1, give: [], take: [] }], 'Each offer must give or ask for something.'],
      [[{ seat: 1, give: ['red-grenade-1'], take: [] }], 'You can only give what you carry, each thing once.'],
      [[{ seat: 1, give: ['green-medkit-1', 'green-medkit-1'], take: [] }], 'You can only give what you carry, each thing once.'],
      [[{ seat: 1, give: [], take: ['inventory:3'] }], 'Ask only for things the other character carries, each once.'],
      [[{ seat: 1, give: [], take: ['red-grenade-1'] }], 'Ask only for things the other character carries, each once.'],
      [[{ seat: 1, give: ['green-medkit-1'], take: [] }, { seat: 1, give: [], take: ['inventory:0'] }], 'Make one offer to each character.'],
    ];
    for (const [offers, message] of cases) expect(refusal(s, 0, propose(s, offers))).toEqual({ code: 'move/trade', message });
    expect(refusal(s, 0, { ...swap(s), pay: [] }).code).toBe('move/payment');
    const fight = table(2, { intruders: [{ type: 'larva', room: X }] });
    expect(refusal(fight, 0, swap(fight)).message).toBe('Trade cannot be done in combat.');
  });

  it('given a counterparty with both hands full, then it cannot be given a heavy thing; with one free hand it can take an egg', () => {
    const s = table();
    s.players[1].hands.push({ kind: 'item', card: 'yellow-fire-extinguisher-1', ammo: null });
    s.players[0].hands.push({ kind: 'object', object: 'intruder-egg' });
    const egg = [{ seat: 1, give: ['intruder-egg'], take: [] }];
    expect(refusal(s, 0, propose(s, egg)).message).toBe('Whatever the answers, nobody may end up holding more heavy things than hands.');
    s.players[1].hands.pop();
    const { state } = when(when(s, 0, propose(s, egg)).state, 1, { type: 'answer-trade', accept: true });
    expect(state.players[1].hands).toContainEqual({ kind: 'object', object: 'intruder-egg' });
  });

  it('given characters in a room, then the listed proposals give and ask for one thing at most each way, naming the other\'s inventory by place', () => {
    const s = table();
    const listed = nemesis.legalMoves(s, 0).filter((m) => m.type === 'propose-trade');
    expect(listed.length).toBeGreaterThan(0);
    for (const m of listed) if (m.type === 'propose-trade') expect(m.offers[0].give.length + m.offers[0].take.length).toBeLessThanOrEqual(2);
    expect(JSON.stringify(listed)).not.toContain('red-grenade-1');
    expect(JSON.stringify(listed)).toContain('inventory:0');
  });
});

describe('Trade secrecy (§7)', () => {
  it('given a trade seen by a third character, then it learns who traded and the colours, never the card names; the traders see the names', () => {
    const s = table(3);
    const asked = when(s, 0, swap(s));
    const third = JSON.stringify([view(asked.state, 2), asked.events.map((e) => redactEvent(e, 2))]);
    expect(third).not.toMatch(/medkit|grenade/);
    expect(view(asked.state, 2).trade).toEqual({ seat: 0, waiting: [1], trading: [1, 2], offered: [] });
    // Its own prompt is the window's, which names nobody's cards.
    expect(view(asked.state, 2).me!.prompt?.message).toMatch(/^While this Trade lasts you may trade with the [A-Z]\w+, or show a card; say when you are done\.$/);
    const answered = when(when(asked.state, 1, { type: 'answer-trade', accept: true }).state, 2, { type: 'end-trade' }).state;
    const done = when(answered, 1, { type: 'end-trade' });
    const traded = done.events.find((e) => e.type === 'traded')!;
    expect(redactEvent(traded, 2)).toEqual({ type: 'traded', seat: 0, with: 1, gave: [{ colour: 'green', thing: null }], got: [{ colour: 'red', thing: null }] });
    expect(redactEvent(traded, 'spectator')).toEqual(redactEvent(traded, 2));
    expect(redactEvent(traded, 1)).toEqual(traded);
    expect(JSON.stringify(view(done.state, 2))).not.toMatch(/medkit|grenade/);
    expect(view(done.state, 2).players[0].inventoryColours).toEqual(['red']);
  });

  it('given a heavy item traded, then everyone may read its name (heavy items in hand are public)', () => {
    const s = table(3);
    // The third character watches from the next room (in the room it would open a window for the others).
    s.players[2].room = 'a-slot-11';
    s.players[1].hands = [];
    const rifle = s.players[0].hands[0].kind === 'item' ? s.players[0].hands[0].card : '';
    s.players[0].hands.push({ kind: 'item', card: 'yellow-fire-extinguisher-1', ammo: null });
    s.players[0].taped = [[rifle, 'yellow-fire-extinguisher-1']];
    const asked = when(s, 0, propose(s, [{ seat: 1, give: [rifle], take: [] }])).state;
    const done = when(asked, 1, { type: 'answer-trade', accept: true });
    expect(done.state.players[0].taped).toEqual([]);
    const traded = done.events.find((e) => e.type === 'traded')!;
    expect(redactEvent(traded, 2)).toEqual({ type: 'traded', seat: 0, with: 1, gave: [{ colour: null, thing: rifle }], got: [] });
  });
});
