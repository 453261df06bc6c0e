import { describe, expect, it } from 'vitest';
import { redactEvent, type NemesisEvent } from '../events';
import { nemesis } from '../index';
import { prompts } from '../prompts';
import type { NemesisState } from '../state';
import { view } from '../view';
import { cardsOf, given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
/**
 * Four characters in X: the Scout (seat 0, active) with a Medkit, the Captain (1) with a Grenade, the Pilot (2) with
 * Tools, the Mechanic (3) with Bandages; each holds its starting weapon.
 */
const table = () => {
  const s = given({ seats: 4, explored: { [X]: 'canteen' }, players: { 0: { room: X }, 1: { room: X }, 2: { room: X }, 3: { room: X } } });
  s.players[0].inventory = ['green-medkit-1'];
  s.players[1].inventory = ['red-grenade-1'];
  s.players[2].inventory = ['yellow-tools-1'];
  s.players[3].inventory = ['green-bandages-1'];
  return s;
};
/** The active player pays for a Trade with no offer of its own: the window opens for the three others. */
const opened = (s = table()) => when(s, 0, { type: 'propose-trade', offers: [], pay: cardsOf(s, 0, 1) });
const grenadeForTools = { type: 'offer-trade' as const, with: 2, give: ['red-grenade-1'], take: ['inventory:0'] };
const allDone = (s: NemesisState, seats: number[]) => seats.reduce((t, seat) => when(t, seat, { type: 'end-trade' }).state, s);
/** The others' inventory cards, as seat 3 (the Mechanic, with its own Bandages) must never read them. */
const SECRET = /medkit|grenade|tools/;
/** What seat 3 receives: its view, its own prompts, and the events as redacted for it. */
const seenBy3 = (s: NemesisState, events: NemesisEvent[]) => JSON.stringify([view(s, 3), prompts(s).filter((p) => p.seat === 3), events.map((e) => redactEvent(e, 3))]);

describe('Trade window: the other characters trade among themselves (D11, D22)', () => {
  it('given three others in the room, when the active player pays a Trade with no offer, then each of them gets the same simultaneous prompt, timeout: refuse', () => {
    const s = table();
    const { state, events } = opened(s);
    expect(events).toContainEqual({ type: 'trade-proposed', seat: 0, with: [] });
    expect(state.players[0].hand).toHaveLength(4);
    expect(prompts(state).map((p) => [p.seat, p.kind, p.mode, p.options])).toEqual([1, 2, 3].map((seat) => [seat, 'answer-trade', 'simultaneous', undefined]));
    expect(prompts(state)[0].message).toBe('While this Trade lasts you may trade with the Pilot or the Mechanic, or show a card; say when you are done.');
    expect(nemesis.legalMoves(state, 1)).toContainEqual(grenadeForTools);
    expect(nemesis.legalMoves(state, 1)).toContainEqual({ type: 'end-trade' });
  });

  it('given the window, when the Captain offers the Grenade for the Pilot\'s Tools and the Pilot accepts, then they change hands at once; once all are done the turn goes on', () => {
    const offered = when(opened().state, 1, grenadeForTools);
    expect(offered.events).toEqual([{ type: 'trade-proposed', seat: 1, with: [2] }]);
    const asked = prompts(offered.state).find((p) => p.seat === 2)!;
    expect(asked.message).toMatch(/^Trade: the Captain offers you the Grenade and asks for the Tools\. Accept or refuse\? While this Trade lasts/);
    expect(nemesis.legalMoves(offered.state, 2).slice(0, 2)).toEqual([{ type: 'answer-trade', accept: true, from: 1 }, { type: 'answer-trade', accept: false, from: 1 }]);
    const accepted = when(offered.state, 2, { type: 'answer-trade', accept: true, from: 1 });
    expect([accepted.state.players[1].inventory, accepted.state.players[2].inventory]).toEqual([['yellow-tools-1'], ['red-grenade-1']]);
    expect(accepted.events).toEqual([
      { type: 'trade-answered', seat: 2, accepted: true, from: 1 },
      { type: 'traded', seat: 1, with: 2, gave: [{ colour: 'red', thing: 'red-grenade' }], got: [{ colour: 'yellow', thing: 'yellow-tools' }] },
    ]);
    expect(accepted.state.trade).not.toBeNull();
    const closed = allDone(accepted.state, [1, 2, 3]);
    expect([closed.trade, closed.turn]).toEqual([null, { seat: 0, actions: 1 }]);
  });

  it('given an offer in the window, when it is refused, then nothing changes hands and the Captain may offer again', () => {
    const offered = when(opened().state, 1, grenadeForTools).state;
    expect(refusal(offered, 1, { ...grenadeForTools, with: 3 })).toEqual({ code: 'move/trade', message: 'Wait for the answer to your offer first.' });
    const { state, events } = when(offered, 2, { type: 'answer-trade', accept: false, from: 1 });
    expect(events).toEqual([{ type: 'trade-answered', seat: 2, accepted: false, from: 1 }]);
    expect([state.players[1].inventory, state.players[2].inventory]).toEqual([['red-grenade-1'], ['yellow-tools-1']]);
    expect(state.trade!.side).toEqual([]);
    expect(nemesis.legalMoves(state, 1)).toContainEqual(grenadeForTools);
  });

  it('given illegal offers in the window, then each is refused with a sentence and nothing changes', () => {
    const s = opened().state;
    const cases: Array<[number, unknown, string]> = [
      [1, { ...grenadeForTools, with: 0 }, 'Offer a trade to another character of the room, other than the one whose Trade this is.'],
      [1, { ...grenadeForTools, with: 1 }, 'Offer a trade to another character of the room, other than the one whose Trade this is.'],
      [1, { ...grenadeForTools, give: [], take: [] }, 'An offer must give or ask for something.'],
      [1, { ...grenadeForTools, give: ['yellow-tools-1'] }, 'You can only give what you carry and have not promised in this trade, each thing once.'],
      [1, { ...grenadeForTools, take: ['inventory:1'] }, 'Ask only for things the other character carries and has not promised in this trade, each once.'],
      [1, { ...grenadeForTools, take: ['yellow-tools-1'] }, 'Ask only for things the other character carries and has not promised in this trade, each once.'],
    ];
    for (const [seat, move, message] of cases) expect(refusal(s, seat, move)).toEqual({ code: 'move/trade', message });
    // Done, the Captain still has a prompt while the Pilot's offer to it waits for its answer.
    const done = when(when(s, 2, { type: 'offer-trade', with: 1, give: ['yellow-tools-1'], take: [] }).state, 1, { type: 'end-trade' }).state;
    expect(refusal(done, 1, grenadeForTools).message).toBe('You are done trading in this window; you can still answer the offers made to you.');
    expect(refusal(done, 1, { type: 'end-trade' }).code).toBe('move/not-now');
    expect(refusal(s, 2, { type: 'answer-trade', accept: true, from: 1 })).toEqual({ code: 'move/not-now', message: 'That character has made you no offer to answer.' });
    // The active player has no prompt while the window is open: the kernel refuses it before the game is asked.
    expect(refusal(s, 0, { type: 'end-trade' }).code).toBe('move/not-your-turn');
  });

  it('given the active player asks the Captain for the Grenade, then the Captain cannot offer it to another meanwhile; the asked exchange happens at the close', () => {
    const s = table();
    const asked = when(s, 0, { type: 'propose-trade', offers: [{ seat: 1, give: ['green-medkit-1'], take: ['inventory:0'] }], pay: cardsOf(s, 0, 1) }).state;
    expect(refusal(asked, 1, grenadeForTools).message).toBe('You can only give what you carry and have not promised in this trade, each thing once.');
    const answered = when(asked, 1, { type: 'answer-trade', accept: true }).state;
    expect(answered.players[1].inventory).toEqual(['red-grenade-1']);
    const closed = allDone(answered, [1, 2, 3]);
    expect([closed.players[0].inventory, closed.players[1].inventory]).toEqual([['red-grenade-1'], ['green-medkit-1']]);
  });

  it('given the Pilot with one free hand, when it accepts an egg from the Mechanic, then the Captain\'s heavy item can no longer be accepted; a full hand is never offered one', () => {
    const s = table();
    s.players[3].hands.push({ kind: 'object', object: 'intruder-egg' });
    s.players[1].hands.push({ kind: 'item', card: 'yellow-fire-extinguisher-1', ammo: null });
    let t = opened(s).state;
    t = when(t, 1, { type: 'offer-trade', with: 2, give: ['yellow-fire-extinguisher-1'], take: [] }).state;
    t = when(t, 3, { type: 'offer-trade', with: 2, give: ['intruder-egg'], take: [] }).state;
    t = when(t, 2, { type: 'answer-trade', accept: true, from: 3 }).state;
    expect(t.players[2].hands).toHaveLength(2);
    expect(nemesis.legalMoves(t, 2)).not.toContainEqual({ type: 'answer-trade', accept: true, from: 1 });
    expect(refusal(t, 2, { type: 'answer-trade', accept: true, from: 1 })).toEqual({ code: 'move/trade', message: 'Accepting would leave someone with more heavy things than hands. Refuse it.' });
    const weapon = t.players[3].hands.flatMap((h) => (h.kind === 'item' ? [h.card] : []))[0];
    expect(refusal(t, 3, { type: 'offer-trade', with: 2, give: [weapon], take: [] })).toEqual({ code: 'move/trade', message: 'Nobody may end up holding more heavy things than hands.' });
  });

  it('given a side trade, then a third seat\'s view, prompts and events name no inventory card, only colours', () => {
    const s = table();
    const a = opened(s);
    const b = when(a.state, 1, grenadeForTools);
    const c = when(b.state, 2, { type: 'answer-trade', accept: true, from: 1 });
    for (const [state, events] of [[a.state, a.events], [b.state, b.events], [c.state, c.events]] as const) expect(seenBy3(state, events)).not.toMatch(SECRET);
    const traded = c.events.find((e) => e.type === 'traded')!;
    expect(redactEvent(traded, 3)).toEqual({ type: 'traded', seat: 1, with: 2, gave: [{ colour: 'red', thing: null }], got: [{ colour: 'yellow', thing: null }] });
    expect(redactEvent(traded, 0)).toEqual(redactEvent(traded, 3));
    expect(view(b.state, 3).trade).toEqual({ seat: 0, waiting: [], trading: [1, 2, 3], offered: [{ seat: 1, with: 2 }] });
  });
});

describe('Showing a card without trading (D11: "items may be shown privately during negotiation")', () => {
  it('given characters in the room on one\'s turn, when the Scout shows its Medkit to the Captain, then only those two read it; nothing else changes', () => {
    const s = table();
    expect(nemesis.legalMoves(s, 0)).toContainEqual({ type: 'show-card', to: 1, card: 'green-medkit-1' });
    const { state, events } = when(s, 0, { type: 'show-card', to: 1, card: 'green-medkit-1' });
    expect(events).toEqual([{ type: 'card-shown', seat: 0, to: 1, colour: 'green', card: 'green-medkit' }]);
    expect(redactEvent(events[0], 1)).toEqual(events[0]);
    expect(redactEvent(events[0], 3)).toEqual({ type: 'card-shown', seat: 0, to: 1, colour: null, card: null });
    expect(redactEvent(events[0], 'spectator')).toEqual(redactEvent(events[0], 3));
    expect(seenBy3(state, events)).not.toMatch(SECRET);
    expect([state.players[0].inventory, state.turn]).toEqual([['green-medkit-1'], { seat: 0, actions: 0 }]);
  });

  it('given the window, then an other may show a card to anyone in the room, the active player included', () => {
    const t = opened().state;
    expect(nemesis.legalMoves(t, 3)).toContainEqual({ type: 'show-card', to: 0, card: 'green-bandages-1' });
    const { events } = when(t, 3, { type: 'show-card', to: 2, card: 'green-bandages-1' });
    expect(redactEvent(events[0], 1)).toEqual({ type: 'card-shown', seat: 3, to: 2, colour: null, card: null });
  });

  it('given illegal shows, then each is refused with a sentence', () => {
    const s = table();
    s.players[3].room = 'a-slot-11';
    expect(refusal(s, 0, { type: 'show-card', to: 3, card: 'green-medkit-1' }).message).toBe('Show a card only to another character in your room while trading (not in combat).');
    expect(refusal(s, 0, { type: 'show-card', to: 1, card: 'red-grenade-1' }).message).toBe('Show one of the item cards of your inventory.');
    const fight = given({ seats: 2, explored: { [X]: 'canteen' }, players: { 0: { room: X }, 1: { room: X } }, intruders: [{ type: 'larva', room: X }] });
    fight.players[0].inventory = ['green-medkit-1'];
    expect(refusal(fight, 0, { type: 'show-card', to: 1, card: 'green-medkit-1' }).code).toBe('move/trade');
  });
});

describe('Trading face-up quest items (§5.15: "from then on a normal item: it may be given away")', () => {
  it('given the Scout\'s active Flashlight, when it is given to the Captain, then it moves face up with its active state; everyone may read it', () => {
    const s = table();
    s.players[0].quests = [{ card: 'flashlight', active: true }, { card: 'armor', active: false }];
    const offer = { type: 'propose-trade' as const, offers: [{ seat: 1, give: ['flashlight'], take: [] }], pay: cardsOf(s, 0, 1) };
    expect(nemesis.legalMoves(s, 0)).toContainEqual({ ...offer, offers: [{ seat: 1, give: ['flashlight'], take: [] }] });
    const asked = when(s, 0, offer).state;
    expect(prompts(asked).find((p) => p.seat === 1)!.message).toMatch(/^Trade: the Scout offers you the Flashlight and asks for nothing/);
    const answered = when(asked, 1, { type: 'answer-trade', accept: true });
    const { state, events } = when(allDone(answered.state, [1, 2]), 3, { type: 'end-trade' });
    expect(state.players[0].quests).toEqual([{ card: 'armor', active: false }]);
    expect(state.players[1].quests).toContainEqual({ card: 'flashlight', active: true });
    const traded = events.find((e) => e.type === 'traded')!;
    expect(redactEvent(traded, 3)).toEqual({ type: 'traded', seat: 0, with: 1, gave: [{ colour: null, thing: 'flashlight' }], got: [] });
  });

  it('given a sideways (inactive) quest item, then it cannot be given or asked for', () => {
    const s = table();
    s.players[0].quests = [{ card: 'armor', active: false }];
    s.players[1].quests = [{ card: 'log-key', active: false }];
    expect(refusal(s, 0, { type: 'propose-trade', offers: [{ seat: 1, give: ['armor'], take: [] }], pay: cardsOf(s, 0, 1) }).message).toBe('You can only give what you carry, each thing once.');
    expect(refusal(s, 0, { type: 'propose-trade', offers: [{ seat: 1, give: [], take: ['log-key'] }], pay: cardsOf(s, 0, 1) }).message).toBe('Ask only for things the other character carries, each once.');
  });
});
