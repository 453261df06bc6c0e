import { describe, expect, it } from 'vitest';
import { roomById } from '../data';
import { nemesis } from '../index';
import { boardOf } from '../rules/board';
import type { NemesisState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
const activate = (s: NemesisState, card: string, discard?: string) => ({ type: 'activate-quest' as const, card, pay: cardsOf(s, 0, 1), ...(discard ? { discard } : {}) });
const use = (s: NemesisState, card: string, choice: string | undefined, cost: number) => ({ type: 'use-quest' as const, card, pay: cardsOf(s, 0, cost), ...(choice ? { choice } : {}) });
const active = (s: NemesisState, card: string) => {
  s.players[0].quests.find((q) => q.card === card)!.active = true;
};

describe('quest item activation (§5.15, §12.11)', () => {
  it('given the Mechanic in the Storage, when it activates the Plasma Torch paying 1 card, then the item is face up and the action counts', () => {
    const s = given({ players: { 0: { character: 'mechanic', room: X } }, explored: { [X]: 'storage' } });
    const { state, events } = when(s, 0, activate(s, 'plasma-torch'));
    expect(state.players[0].quests).toContainEqual({ card: 'plasma-torch', active: true });
    expect(state.players[0].hand).toHaveLength(4);
    expect(state.turn!.actions).toBe(1);
    expect(events).toContainEqual({ type: 'quest-activated', seat: 0, card: 'plasma-torch', discarded: null });
    expect(nemesis.legalMoves(s, 0)).toContainEqual(activate(s, 'plasma-torch'));
  });

  it('given the wrong room, no payment, or combat, then the activation is refused and nothing changes', () => {
    const s = given({ players: { 0: { character: 'mechanic', room: X } }, explored: { [X]: 'canteen' } });
    expect(refusal(s, 0, activate(s, 'plasma-torch')).message).toMatch(/Storage/);
    const storage = given({ players: { 0: { character: 'mechanic', room: X } }, explored: { [X]: 'storage' }, intruders: [{ type: 'larva', room: X }] });
    expect(refusal(storage, 0, activate(storage, 'plasma-torch')).code).toBe('move/in-combat');
    storage.intruders = [];
    expect(refusal(storage, 0, { ...activate(storage, 'plasma-torch'), pay: [] }).code).toBe('move/payment');
  });

  it('given an Energy Charge in the inventory, when the Mechanic activates the Flashlight with it, then the charge goes face up to the yellow discard pile', () => {
    const s = given({ players: { 0: { character: 'mechanic', room: X } }, explored: { [X]: 'canteen' } });
    s.players[0].inventory = ['yellow-energy-charge-1', 'yellow-tools-1'];
    expect(refusal(s, 0, activate(s, 'flashlight')).message).toMatch(/Energy Charge/);
    expect(refusal(s, 0, activate(s, 'flashlight', 'yellow-tools-1')).code).toBe('move/quest');
    const { state, events } = when(s, 0, activate(s, 'flashlight', 'yellow-energy-charge-1'));
    expect(state.players[0].inventory).toEqual(['yellow-tools-1']);
    expect(state.decks.itemDiscard.yellow).toContain('yellow-energy-charge-1');
    expect(events).toContainEqual({ type: 'quest-activated', seat: 0, card: 'flashlight', discarded: 'yellow-energy-charge' });
  });

  it('given a heavy quest item (the Holo Computer), then it is taken into a hand, and refused with both hands full', () => {
    const s = given({ players: { 0: { character: 'scientist', room: X } }, explored: { [X]: 'generator' } });
    const { state } = when(s, 0, activate(s, 'holo-computer'));
    expect(state.players[0].hands).toContainEqual({ kind: 'item', card: 'holo-computer', ammo: null });
    expect(state.players[0].quests.map((q) => q.card)).toEqual(['laboratory-equipment']);
    s.players[0].hands.push({ kind: 'object', object: 'intruder-egg' });
    expect(refusal(s, 0, activate(s, 'holo-computer')).message).toMatch(/hands are full/);
  });
});

describe('quest item effects', () => {
  it('given the active Plasma Torch, then it closes a destroyed door of a corridor of the room, and opens a closed one', () => {
    const s = given({ players: { 0: { character: 'mechanic', room: X } }, explored: { [X]: 'canteen' } });
    active(s, 'plasma-torch');
    const [c1, c2] = boardOf(s.side).exits(X).flatMap((e) => (e.kind === 'corridor' ? [e.id] : []));
    s.corridors[c1].door = 'destroyed';
    s.corridors[c2].door = 'closed';
    const first = when(s, 0, use(s, 'plasma-torch', `close:${c1}`, 1)).state;
    expect(first.corridors[c1].door).toBe('closed');
    const second = when(first, 0, use(first, 'plasma-torch', `open:${c2}`, 1)).state;
    expect(second.corridors[c2].door).toBe('open');
    // Reusable: it stays face up.
    expect(second.players[0].quests).toContainEqual({ card: 'plasma-torch', active: true });
  });

  it('given the active Evacuation Key in an Evacuation Section, then one of its pods is unlocked and the key leaves the game', () => {
    const s = given({ players: { 0: { character: 'pilot', room: X } }, explored: { [X]: 'evacuation-section-a' } });
    active(s, 'pilot-evacuation-key');
    const pod = s.pods.find((p) => p.section === 'A')!;
    const other = s.pods.find((p) => p.section === 'B')!;
    expect(refusal(s, 0, use(s, 'pilot-evacuation-key', `unlock-${other.number}`, 1)).code).toBe('move/use-quest');
    const { state } = when(s, 0, use(s, 'pilot-evacuation-key', `unlock-${pod.number}`, 1));
    expect(state.pods.find((p) => p.number === pod.number)!.locked).toBe(false);
    expect(state.players[0].quests.map((q) => q.card)).toEqual(['orbital-maneuvering-system']);
  });

  it('given the active Security Key, then it sets the doors of any room, as the Command Center does', () => {
    const s = given({ players: { 0: { character: 'scout', room: X } }, explored: { [X]: 'canteen' } });
    active(s, 'security-key');
    const [c1, ...rest] = boardOf(s.side).exits('a-slot-05').flatMap((e) => (e.kind === 'corridor' ? [e.id] : []));
    let played = when(s, 0, use(s, 'security-key', 'a-slot-05', 1));
    played = when(played.state, 0, { type: 'set-door', corridor: c1, door: 'closed' });
    for (const c of rest) played = when(played.state, 0, { type: 'set-door', corridor: c, door: 'open' });
    expect(played.state.corridors[c1].door).toBe('closed');
    expect(played.state.decision).toBeNull();
    expect(played.state.players[0].quests.map((q) => q.card)).toEqual(['motion-scanner']);
  });

  it('given the active Laboratory Equipment and a carcass in the room, then the carcass weakness is discovered', () => {
    const s = given({ players: { 0: { character: 'scientist', room: X } }, explored: { [X]: 'canteen' } });
    active(s, 'laboratory-equipment');
    expect(refusal(s, 0, use(s, 'laboratory-equipment', 'intruder-carcass', 1)).code).toBe('move/use-quest');
    s.floor.push({ room: X, object: 'intruder-carcass' });
    const { state } = when(s, 0, use(s, 'laboratory-equipment', 'intruder-carcass', 1));
    expect(state.weaknesses.find((w) => w.object === 'intruder-carcass')!.revealed).toBe(true);
  });

  it('given the active Flashlight (cost 2), then it searches the room: the counter goes down and 1 of 2 cards is kept', () => {
    const s = given({ players: { 0: { character: 'mechanic', room: X } }, explored: { [X]: 'canteen' } });
    active(s, 'flashlight');
    s.rooms[X].items = 2;
    const colour = roomById.get('canteen')!.colour;
    const { state } = when(s, 0, use(s, 'flashlight', colour, 2));
    expect(state.rooms[X].items).toBe(1);
    expect(state.search?.cards).toHaveLength(2);
    expect(state.search?.deck).toBe(colour);
    s.rooms[X].items = 0;
    expect(refusal(s, 0, use(s, 'flashlight', colour, 2)).code).toBe('move/searched-out');
  });

  it('given the active Log Key in a room with a computer, then the Captain sees one objective of another player, in secret; elsewhere it is refused', () => {
    const s = given({ seats: 2, players: { 0: { character: 'captain', room: X } }, explored: { [X]: 'comms-room' } });
    active(s, 'log-key');
    s.players[1].objectives = s.players[1].objectives.slice(0, 1);
    const seen = s.players[1].objectives[0];
    expect(nemesis.secrets!(s, 0)).toContain(seen);
    const { state, events } = when(s, 0, use(s, 'log-key', 'character:1:0', 1));
    expect(state.players[0].knowledge).toContainEqual({ round: 1, what: 'objectives', seat: 1, objectives: [seen] });
    expect(nemesis.secrets!(state, 0)).not.toContain(seen);
    expect(JSON.stringify(events)).not.toContain(seen);
    expect(state.players[0].quests.map((q) => q.card)).toEqual(['intercom']);
    const canteen = given({ seats: 2, players: { 0: { character: 'captain', room: X } }, explored: { [X]: 'canteen' } });
    active(canteen, 'log-key');
    expect(refusal(canteen, 0, use(canteen, 'log-key', 'character:1:0', 1)).code).toBe('move/use-quest');
  });

  it('given the active Orbital Maneuvering System, then everybody passes, the event phase runs without the Intruder Attack step, and round 2 begins', () => {
    const s = given({ seats: 2, players: { 0: { character: 'pilot', room: X }, 1: { room: 'a-slot-05' } }, intruders: [{ type: 'adult', room: 'a-slot-05' }] });
    active(s, 'orbital-maneuvering-system');
    const { state, events } = when(s, 0, use(s, 'orbital-maneuvering-system', undefined, 1));
    expect(events).toContainEqual({ type: 'passed', seat: 1, discarded: [] });
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
    expect(events.some((e) => e.type === 'time-advanced')).toBe(true);
    expect(state.round).toBe(2);
    expect(state.players[0].quests.map((q) => q.card)).toEqual(['pilot-evacuation-key']);
    // Without it, the same end of the round brings the Adult's attack.
    const plain = when(s, 0, { type: 'pass', discard: [] });
    const after = when(plain.state, 1, { type: 'pass', discard: [] });
    expect(after.events.some((e) => e.type === 'attacked' && e.seat === 1)).toBe(true);
  });

  it('given the active Intercom, then Order and Motivation also reach a character in a room with a computer; without it they do not', () => {
    const Y = 'a-slot-05';
    const s = given({ seats: 2, players: { 0: { character: 'captain', room: X }, 1: { room: Y } }, explored: { [X]: 'canteen', [Y]: 'comms-room' } });
    s.players[0].hand = ['captain-order-1', 'captain-motivation-1', 'captain-search-1'];
    const exit = boardOf(s.side).exits(Y).find((e) => e.kind === 'corridor' && e.to !== X)!;
    const order = { type: 'play-card' as const, card: 'captain-order-1', pay: [], choice: `1:${exit.id}` };
    const motivation = { type: 'play-card' as const, card: 'captain-motivation-1', pay: [], choice: 'intercom' };
    expect(refusal(s, 0, order).code).toBe('move/card-option');
    expect(refusal(s, 0, motivation).code).toBe('move/card-option');
    active(s, 'intercom');
    expect(when(s, 0, order).state.players[1].room).toBe(exit.to);
    const hand = s.players[1].hand.length;
    expect(when(s, 0, motivation).state.players[1].hand).toHaveLength(hand + 1);
    expect(refusal(s, 0, use(s, 'intercom', undefined, 0)).message).toMatch(/works by itself/);
  });

  it('given the active Armor, when an Adult attack hits the Soldier as he escapes, then the Armor is discarded and the Bite does nothing', () => {
    const HIB = 'hibernatorium';
    const s = given({ seats: 2, players: { 0: { character: 'soldier' }, 1: { room: X } }, explored: { [X]: 'canteen' }, intruders: [{ type: 'adult', room: HIB }], attacks: ['attack-bite-1'] });
    s.milestones.firstEncounter = true;
    active(s, 'armor');
    const corridor = boardOf(s.side).exits(s.players[0].room!).find((e) => e.to === X)!.id;
    const { state, events } = when(s, 0, { type: 'move', corridor, pay: cardsOf(s, 0, 1) });
    expect(events).toContainEqual({ type: 'attacked', seat: 0, intruder: state.intruders[0].id, card: 'attack-bite-1', hit: true });
    expect(events).toContainEqual({ type: 'quest-used', seat: 0, card: 'armor', choice: null });
    expect(state.players[0]).toMatchObject({ room: X, seriousWounds: [], quests: [{ card: 'autoloader', active: false }] });
  });

  it('given the active Autoloader, which works by itself, then its use as an action is refused with a sentence', () => {
    const s = given({ players: { 0: { character: 'soldier', room: X } }, explored: { [X]: 'canteen' } });
    active(s, 'autoloader');
    expect(refusal(s, 0, use(s, 'autoloader', undefined, 0)).message).toMatch(/works by itself/);
  });
});
