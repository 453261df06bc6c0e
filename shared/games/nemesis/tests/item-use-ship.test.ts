import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import { cardsOf, given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
const withItems = (tile: string, inventory: string[]) => {
  const s = given({ seats: 2, players: { 0: { room: X } }, explored: { [X]: tile } });
  s.players[0].inventory = inventory;
  return s;
};
const use = (s: ReturnType<typeof given>, item: string, choice?: string) => ({ type: 'use-item' as const, item, pay: cardsOf(s, 0, 1), ...(choice ? { choice } : {}) });

describe('Item actions on weapons, contamination and the ship (D14)', () => {
  it('given Alcohol and a clean contamination card in hand, then that card leaves the game; an INFECTED one also brings a new contamination card', () => {
    const s = withItems('canteen', ['green-alcohol-1', 'green-alcohol-2']);
    const [bad, good] = [s.decks.contamination[0], s.decks.contamination[1]];
    s.decks.contamination = s.decks.contamination.slice(2);
    s.players[0].hand = [...s.players[0].hand.slice(0, 3), bad, good];
    s.infected = [bad];
    const clean = when(s, 0, use(s, 'green-alcohol-1', good));
    expect(clean.state.decks.contaminationRemoved).toEqual([good]);
    expect(clean.events).toContainEqual({ type: 'scanned', seat: 0, contamination: 1, infected: 0 });
    const next = s.decks.contamination[0];
    const sick = when(s, 0, use(s, 'green-alcohol-2', bad));
    expect([sick.state.players[0].hand.includes(bad), sick.state.players[0].discard.includes(next), sick.state.players[0].larva]).toEqual([false, true, false]);
    expect(refusal(s, 0, use(s, 'green-alcohol-1', cardsOf(s, 0, 2)[1])).code).toBe('move/use-item');
  });

  it('given an Energy Charge and a half-empty energy weapon, then it is fully loaded; a classic weapon is not an option', () => {
    const s = withItems('canteen', ['red-energy-charge-1']);
    s.players[0].hands = [{ kind: 'item', card: 'assault-rifle', ammo: 1 }, { kind: 'item', card: 'six-shooter', ammo: 2 }];
    const { state } = when(s, 0, use(s, 'red-energy-charge-1', 'reload:assault-rifle'));
    expect(state.players[0].hands[0]).toEqual({ kind: 'item', card: 'assault-rifle', ammo: 5 });
    const options = nemesis.legalMoves(s, 0).flatMap((m) => (m.type === 'use-item' ? [m.choice] : []));
    expect(options).toContain('reload:assault-rifle');
    expect(options).not.toContain('reload:six-shooter');
  });

  it('given an Energy Charge, then a door of a corridor of the room can be closed instead', () => {
    const s = withItems('canteen', ['yellow-energy-charge-1']);
    const close = nemesis.legalMoves(s, 0).find((m) => m.type === 'use-item' && m.choice?.startsWith('close:'));
    expect(close).toBeDefined();
    const corridor = (close as { choice: string }).choice.slice('close:'.length);
    expect(when(s, 0, close!).state.corridors[corridor].door).toBe('closed');
  });

  it('given Chemicals and a Flamethrower held with 1 ammo, then it is loaded to 4; no other weapon takes Chemicals', () => {
    const s = withItems('canteen', ['yellow-chemicals-1']);
    s.players[0].hands = [{ kind: 'item', card: 'crafted-flamethrower-1', ammo: 1 }, { kind: 'item', card: 'assault-rifle', ammo: 1 }];
    expect(when(s, 0, use(s, 'yellow-chemicals-1', 'reload:crafted-flamethrower-1')).state.players[0].hands[0]).toEqual({ kind: 'item', card: 'crafted-flamethrower-1', ammo: 4 });
    expect(refusal(s, 0, use(s, 'yellow-chemicals-1', 'reload:assault-rifle')).code).toBe('move/use-item');
  });

  it('given a Recon Drone, then its user alone learns an unexplored room tile and its token (by effect and item count)', () => {
    const s = withItems('canteen', ['red-recon-drone-1']);
    const slot = Object.keys(s.rooms).find((k) => !s.rooms[k].explored)!;
    const { state } = when(s, 0, use(s, 'red-recon-drone-1', slot));
    expect(state.players[0].knowledge).toContainEqual(expect.objectContaining({ what: 'room', slot, tile: s.rooms[slot].tile, token: expect.any(String), items: expect.any(Number) }));
    expect(JSON.stringify(nemesis.view(state, 1).players[0])).not.toContain(s.rooms[slot].tile);
    expect(nemesis.secrets(state, 0)).not.toContain(s.rooms[slot].tile);
    expect(nemesis.secrets(state, 0)).toContain(s.rooms[slot].token);
  });

  it('given an Evacuation Key in an Evacuation Section, then one of its pods is unlocked; elsewhere no pod can be chosen', () => {
    const s = withItems('evacuation-section-a', ['red-evacuation-key-1']);
    const pod = s.pods.find((p) => p.section === 'A')!;
    expect(pod.locked).toBe(true);
    expect(when(s, 0, use(s, 'red-evacuation-key-1', `pod:${pod.number}`)).state.pods.find((p) => p.number === pod.number)!.locked).toBe(false);
    const away = withItems('canteen', ['red-evacuation-key-1']);
    expect(refusal(away, 0, use(away, 'red-evacuation-key-1', `pod:${pod.number}`)).message).toBe('Choose an escape pod of the Evacuation Section you stand in.');
  });

  it('given the Self-Destruct Key in a room with a computer, then the self-destruct starts; elsewhere it is refused', () => {
    const s = withItems('comms-room', ['red-self-destruct-key-1']);
    const { state, events } = when(s, 0, use(s, 'red-self-destruct-key-1'));
    expect(state.selfDestruct).toBe(0);
    expect(events).toContainEqual({ type: 'self-destruct-started', reason: 'Started with the Self-Destruct Key.' });
    const away = withItems('canteen', ['red-self-destruct-key-1']);
    expect(refusal(away, 0, use(away, 'red-self-destruct-key-1')).message).toBe('The Self-Destruct Key works only in a room with a computer.');
  });
});

describe('Tools, Duct Tape and the Antidote (D14)', () => {
  it('given Tools in an Engine room, then the engine can be ordered as with Repairs, and a door of the room can be closed', () => {
    const s = withItems('engine-1', ['yellow-tools-1', 'yellow-duct-tape-1']);
    const options = nemesis.legalMoves(s, 0).flatMap((m) => (m.type === 'use-item' && m.item === 'yellow-tools-1' ? [m.choice] : []));
    expect(options).toEqual(expect.arrayContaining(['engine:working', 'engine:damaged']));
    expect(options.some((c) => c?.startsWith('close:'))).toBe(true);
    const { state } = when(s, 0, use(s, 'yellow-duct-tape-1', 'engine:damaged'));
    expect(state.engines['1'][0]).toBe('engine-1-damaged');
  });

  it('given the Antidote, a Larva and an INFECTED card in the discard pile, then both are removed, 1 contamination card is received, deck and discard are shuffled together, and the character passes', () => {
    const s = withItems('canteen', ['crafted-antidote-1']);
    const bad = s.decks.contamination.shift()!;
    s.infected = [bad];
    Object.assign(s.players[0], { larva: true, discard: [bad] });
    const { state } = when(s, 0, use(s, 'crafted-antidote-1'));
    const p = state.players[0];
    expect([p.larva, p.passed, p.discard.length, state.decks.contaminationRemoved]).toEqual([false, true, 0, [bad]]);
    expect(p.deck.filter((c) => c.startsWith('contamination-'))).toHaveLength(1);
    expect(state.turn?.seat).not.toBe(0);
  });
});

describe('Items that move their user (D14)', () => {
  it('given the Technical Corridors Plans in a room with an entrance, then the character moves to another room with one, by the technical corridors, and does not pass', () => {
    const s = withItems('canteen', ['yellow-technical-corridors-plans-1']);
    const moves = nemesis.legalMoves(s, 0).filter((m) => m.type === 'use-item');
    expect(moves.length).toBeGreaterThan(0);
    const to = (moves[0] as { choice: string }).choice;
    const { state, events } = when(s, 0, moves[0]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', seat: 0, from: X, to, corridor: 'technical-corridors' }));
    expect(state.players[0].passed).toBe(false);
  });

  it('given a Space Suit in a yellow room, then the hand is discarded and the character moves to another explored yellow room; from a room of another colour it is refused', () => {
    const s = given({ seats: 2, players: { 0: { room: X } }, explored: { [X]: 'generator', 'a-slot-15': 'fire-control-system' } });
    s.players[0].inventory = ['yellow-space-suit-1'];
    const hand = s.players[0].hand.length;
    const { state } = when(s, 0, use(s, 'yellow-space-suit-1', 'a-slot-15'));
    expect([state.players[0].room, state.players[0].hand.length, state.players[0].discard.length]).toEqual(['a-slot-15', 0, hand]);
    const green = withItems('canteen', ['yellow-space-suit-1']);
    expect(refusal(green, 0, use(green, 'yellow-space-suit-1', 'a-slot-15')).code).toBe('move/use-item');
  });
});
