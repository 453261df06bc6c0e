import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import { handSlots } from '../rules/ship';
import { secrets, view } from '../view';
import type { NemesisState } from '../state';
import { cardsOf, corridorBetween, given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
const HIB = 'a-slot-11';
const use = (s: NemesisState, item: string, choice?: string, extra: { discard?: string[]; seat?: number } = {}) => ({
  type: 'use-item' as const,
  item,
  pay: cardsOf(s, extra.seat ?? 0, 1),
  ...(choice ? { choice } : {}),
  ...(extra.discard ? { discard: extra.discard } : {}),
});
const withItems = (inventory: string[], opts: Parameters<typeof given>[0] = {}) => {
  const s = given({ explored: { [X]: 'canteen' }, ...opts, players: { 0: { room: X }, ...opts.players } });
  s.players[0].inventory = inventory;
  return s;
};

describe('Military Drugs', () => {
  it('given 5 cards and Military Drugs, when 1 pays and 2 others (a contamination card among them) are discarded, then 3 are drawn and all 3 discarded cards are on the discard pile', () => {
    const s = withItems(['green-military-drugs-1']);
    const contamination = s.decks.contamination.shift()!;
    s.players[0].hand = [...s.players[0].hand.slice(0, 4), contamination];
    const [payCard, kept, gone] = s.players[0].hand;
    const move = { type: 'use-item' as const, item: 'green-military-drugs-1', pay: [payCard], discard: [gone, contamination] };
    const { state, events } = when(s, 0, move);
    expect(state.players[0].hand).toHaveLength(5 - 1 - 2 + 3);
    expect(state.players[0].hand).toContain(kept);
    expect(state.players[0].discard).toEqual([payCard, gone, contamination]);
    expect(events).toContainEqual({ type: 'hand-discarded', seat: 0, cards: [expect.any(String), 'contamination'] });
    expect(state.decks.itemDiscard.green).toEqual(['green-military-drugs-1']);
    expect(nemesis.legalMoves(s, 0)).toContainEqual(move);
  });

  it('given Military Drugs, then a card that pays cannot also be discarded, and a card not in hand cannot be named', () => {
    const s = withItems(['green-military-drugs-1']);
    const [payCard] = cardsOf(s, 0, 1);
    expect(refusal(s, 0, { type: 'use-item', item: 'green-military-drugs-1', pay: [payCard], discard: [payCard] }).message).toBe('A card cannot both pay for Military Drugs and be discarded by them.');
    expect(refusal(s, 0, { type: 'use-item', item: 'green-military-drugs-1', pay: [payCard], discard: ['pilot-search-9'] }).code).toBe('move/use-item');
    s.players[0].inventory.push('green-medkit-1');
    s.players[0].seriousWounds = [{ card: 'wound-arm-1', dressed: false }];
    expect(refusal(s, 0, { ...use(s, 'green-medkit-1', 'dress'), discard: [] }).message).toBe('Only Military Drugs discard cards besides the payment.');
  });

  it('given Military Drugs and no discard, then only 1 card is drawn', () => {
    const s = withItems(['green-military-drugs-1']);
    expect(when(s, 0, use(s, 'green-military-drugs-1')).state.players[0].hand).toHaveLength(5);
  });
});

describe('Nemesis Plans', () => {
  it('given Nemesis Plans, when two unexplored rooms are chosen, then their tiles (not their tokens) are known to the user only', () => {
    const s = withItems(['yellow-nemesis-plans-1']);
    const [a, b] = ['a-slot-02', 'a-slot-03'];
    expect([s.rooms[a].explored, s.rooms[b].explored]).toEqual([false, false]);
    const { state } = when(s, 0, use(s, 'yellow-nemesis-plans-1', `${a}+${b}`));
    expect(state.players[0].knowledge).toEqual([
      { round: 1, what: 'room', slot: a, tile: s.rooms[a].tile, token: null, items: null },
      { round: 1, what: 'room', slot: b, tile: s.rooms[b].tile, token: null, items: null },
    ]);
    expect(secrets(state, 0)).not.toContain(s.rooms[a].tile);
    expect(secrets(state, 0)).toContain(s.rooms[a].token);
    expect(secrets(state, 1)).toContain(s.rooms[a].tile);
  });

  it('given Nemesis Plans, then the same room twice or an explored room is refused, and the pairs are listed once each', () => {
    const s = withItems(['yellow-nemesis-plans-1']);
    expect(refusal(s, 0, use(s, 'yellow-nemesis-plans-1', 'a-slot-02+a-slot-02')).code).toBe('move/use-item');
    expect(refusal(s, 0, use(s, 'yellow-nemesis-plans-1', `a-slot-02+${X}`)).code).toBe('move/use-item');
    const pairs = nemesis.legalMoves(s, 0).flatMap((m) => (m.type === 'use-item' && m.item === 'yellow-nemesis-plans-1' && m.pay[0] === cardsOf(s, 0, 1)[0] ? [m.choice] : []));
    const unexplored = Object.keys(s.rooms).filter((k) => !s.rooms[k].explored).length;
    expect(pairs).toHaveLength((unexplored * (unexplored - 1)) / 2);
  });
});

describe('Smoke Grenade', () => {
  it('given a fight in the room, when the Smoke Grenade is used toward the Hibernatorium, then the others there discard 1 action card and the user leaves without being attacked', () => {
    const s = withItems(['red-smoke-grenade-1'], { seats: 3, players: { 0: { room: X }, 1: { room: X }, 2: { room: HIB } }, intruders: [{ type: 'adult', room: X }] });
    const corridor = corridorBetween(s, X, HIB);
    const { state, events } = when(s, 0, use(s, 'red-smoke-grenade-1', corridor));
    expect(state.players[0].room).toBe(HIB);
    expect(events.filter((e) => e.type === 'attacked')).toEqual([]);
    expect(state.players[1].hand).toHaveLength(4);
    expect(state.players[1].discard).toHaveLength(1);
    expect(state.players[2].hand).toHaveLength(5);
    expect(events).toContainEqual({ type: 'hand-discarded', seat: 1, cards: [expect.any(String)] });
  });

  it('given no intruder in the room, then the Smoke Grenade cannot be used (combat only); nor through a closed door', () => {
    const calm = withItems(['red-smoke-grenade-1']);
    expect(refusal(calm, 0, use(calm, 'red-smoke-grenade-1', corridorBetween(calm, X, HIB))).message).toBe('Smoke Grenade can only be used in combat.');
    const fight = withItems(['red-smoke-grenade-1'], { intruders: [{ type: 'adult', room: X }] });
    fight.corridors[corridorBetween(fight, X, HIB)].door = 'closed';
    expect(refusal(fight, 0, use(fight, 'red-smoke-grenade-1', corridorBetween(fight, X, HIB))).code).toBe('move/use-item');
  });
});

describe('Decoy', () => {
  it('given an Adult in the user\'s room and a Creeper two rooms away, when the Decoy goes into the room between, then the Adult attacks once and both move there', () => {
    const s = withItems(['red-decoy-1'], { intruders: [{ type: 'adult', room: X }, { type: 'creeper', room: 'a-slot-10' }, { type: 'larva', room: 'a-slot-17' }] });
    const { state, events } = when(s, 0, use(s, 'red-decoy-1', 'a-slot-13'));
    expect(state.intruders.map((i) => [i.type, i.room])).toEqual([['adult', 'a-slot-13'], ['creeper', 'a-slot-13'], ['larva', 'a-slot-17']]);
    expect(events.filter((e) => e.type === 'attacked').map((e) => e.type === 'attacked' && [e.seat, e.intruder])).toEqual([[0, 'intruder-1']]);
  });

  it('given a closed door between the decoy room and an intruder, then the door is destroyed and that intruder stays; a room not next to the user is refused', () => {
    const s = withItems(['red-decoy-1'], { intruders: [{ type: 'creeper', room: 'a-slot-10' }] });
    const door = corridorBetween(s, 'a-slot-10', 'a-slot-13');
    s.corridors[door].door = 'closed';
    const { state, events } = when(s, 0, use(s, 'red-decoy-1', 'a-slot-13'));
    expect(state.intruders[0].room).toBe('a-slot-10');
    expect(state.corridors[door].door).toBe('destroyed');
    expect(events).toContainEqual({ type: 'door-destroyed', corridor: door });
    expect(refusal(s, 0, use(s, 'red-decoy-1', 'a-slot-10')).message).toBe('That is not one of the options of Decoy.');
  });
});

describe('Comms Key', () => {
  it('given a room with a computer and another character with a signal marker, then its objectives are known to the user alone', () => {
    const s = withItems(['red-comms-key-1'], { explored: { [X]: 'comms-room' } });
    s.players[1].signal = true;
    const { state } = when(s, 0, use(s, 'red-comms-key-1', 'character:1'));
    expect(state.players[0].knowledge).toEqual([{ round: 1, what: 'objectives', seat: 1, objectives: s.players[1].objectives }]);
    expect(view(state, 0).me!.knowledge).toEqual(state.players[0].knowledge);
    expect(view(state, 1).me!.knowledge).toEqual([]);
    for (const o of s.players[1].objectives) expect(secrets(state, 0)).not.toContain(o);
    for (const o of s.players[0].objectives) expect(secrets(state, 1)).toContain(o);
  });

  it('given no signal marker, or no computer, then the Comms Key has no target', () => {
    const quiet = withItems(['red-comms-key-1'], { explored: { [X]: 'comms-room' } });
    expect(refusal(quiet, 0, use(quiet, 'red-comms-key-1', 'character:1')).code).toBe('move/use-item');
    const plain = withItems(['red-comms-key-1']);
    plain.players[1].signal = true;
    expect(refusal(plain, 0, use(plain, 'red-comms-key-1', 'character:1')).code).toBe('move/use-item');
    expect(nemesis.legalMoves(plain, 0).some((m) => m.type === 'use-item' && m.item === 'red-comms-key-1')).toBe(false);
  });
});

describe('Heavy items in hand and Duct Tape', () => {
  it('given a Fire Extinguisher held in hand, when used on a fire, then it leaves the hand for the yellow discard pile', () => {
    const s = withItems([]);
    s.players[0].hands.push({ kind: 'item', card: 'yellow-fire-extinguisher-1', ammo: null });
    s.rooms[X].fire = true;
    const { state } = when(s, 0, use(s, 'yellow-fire-extinguisher-1', 'extinguish'));
    expect(state.rooms[X].fire).toBe(false);
    expect(state.players[0].hands.map((h) => h.kind === 'item' && h.card)).toEqual([s.players[0].hands[0].kind === 'item' && s.players[0].hands[0].card]);
    expect(state.decks.itemDiscard.yellow).toEqual(['yellow-fire-extinguisher-1']);
  });

  it('given two heavy items in hand, when Duct Tape binds them, then a third heavy thing can be picked up; heavy objects cannot be taped', () => {
    const s = withItems(['yellow-duct-tape-1']);
    const weapon = s.players[0].hands[0].kind === 'item' ? s.players[0].hands[0].card : '';
    s.players[0].hands.push({ kind: 'item', card: 'yellow-fire-extinguisher-1', ammo: null });
    s.floor.push({ room: X, object: 'intruder-carcass' });
    expect(refusal(s, 0, { type: 'pick-up', object: 'intruder-carcass', pay: cardsOf(s, 0, 1) }).code).toBe('move/hands-full');
    const { state } = when(s, 0, use(s, 'yellow-duct-tape-1', `bind:${weapon}+yellow-fire-extinguisher-1`));
    expect(state.players[0].taped).toEqual([[weapon, 'yellow-fire-extinguisher-1']]);
    expect(handSlots(state, 0)).toBe(3);
    expect(view(state, 1).players[0].taped).toEqual([[weapon, 'yellow-fire-extinguisher-1']]);
    const after = when(state, 0, { type: 'pick-up', object: 'intruder-carcass', pay: cardsOf(state, 0, 1) }).state;
    expect(after.players[0].hands).toHaveLength(3);

    const egg = withItems(['yellow-duct-tape-1']);
    egg.players[0].hands.push({ kind: 'object', object: 'intruder-egg' });
    expect(nemesis.legalMoves(egg, 0).some((m) => m.type === 'use-item' && m.choice?.startsWith('bind:'))).toBe(false);
    expect(refusal(egg, 0, use(egg, 'yellow-duct-tape-1', `bind:${weapon}+intruder-egg`)).code).toBe('move/use-item');
  });

  it('given a taped pair, when one of them is used up, then the pair no longer frees a hand slot', () => {
    const s = withItems([]);
    const weapon = s.players[0].hands[0].kind === 'item' ? s.players[0].hands[0].card : '';
    s.players[0].hands.push({ kind: 'item', card: 'yellow-fire-extinguisher-1', ammo: null });
    s.players[0].taped = [[weapon, 'yellow-fire-extinguisher-1']];
    s.rooms[X].fire = true;
    const { state } = when(s, 0, use(s, 'yellow-fire-extinguisher-1', 'extinguish'));
    expect(handSlots(state, 0)).toBe(2);
    expect(state.players[0].taped).toEqual([]);
  });
});

describe('Item use is an action of one\'s own turn', () => {
  it('given seat 1 holding Military Drugs on seat 0\'s turn, then using it is refused and not offered', () => {
    const s = withItems([], { players: { 1: { room: X } } });
    s.players[1].inventory = ['green-military-drugs-1'];
    expect(refusal(s, 1, use(s, 'green-military-drugs-1', undefined, { seat: 1 })).code).toBe('move/not-your-turn');
    expect(nemesis.legalMoves(s, 1)).toEqual([]);
  });
});
