/**
 * Audit of the rules digest §5.8.3-5.8.4 and §5.9 rule by rule (doors, Careful Move, the Exploration sequence): each
 * test names the rule it proves. Rules already proved elsewhere are listed in the README's "Audit (section 5)".
 */
import { describe, expect, it } from 'vitest';
import { HIBERNATORIUM, LANDING_ZONE } from '../data';
import { legalMoves } from '../legal-moves';
import type { RetaliationEvent } from '../events';
import { cardsOf, given, refusal, tokenOf, when } from '../testing/given';

const ASSAULT = { 'assault-rifle': [{ token: 'ammo' as const, half: false }, { token: 'ammo' as const, half: false }] };
const explored = (events: RetaliationEvent[]) => events.find((e) => e.type === 'explored') as Extract<RetaliationEvent, { type: 'explored' }> | undefined;

describe('§5.8.4 a closed door: characters never move through its corridor (rulebook "DOORS"), a Burst still reaches its near side', () => {
  const closedAtLanding = () =>
    given({
      rooms: { 'a-r04': 'armory' },
      replaceCorridors: true,
      corridors: { 'cp-a-r04--landing-zone': { noise: 1, door: 'closed', doorEnd: LANDING_ZONE } },
      players: { 0: { space: 'a-r04', hands: ASSAULT }, 1: { space: LANDING_ZONE, hands: ASSAULT } },
    });

  it('given the door closed at the Landing Zone end, then a character on the far side (no door on its side) cannot move through it either', () => {
    const s = closedAtLanding();
    const moves = legalMoves(s, 0).filter((m) => m.type === 'move' || m.type === 'careful-move');
    expect(moves).toEqual([]);
    expect(refusal(s, 0, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(s, 0, 1) }).code).toBe('move/no-way');
    expect(s.players[0].space).toBe('a-r04');
  });

  it('given the same door, then the far-side character may Burst into the corridor, and the Landing Zone side may not', () => {
    const s = closedAtLanding();
    expect(legalMoves(s, 0)).toContainEqual(expect.objectContaining({ type: 'burst', corridor: 'cp-a-r04--landing-zone' }));
    s.turn = { seat: 1, actions: 0 };
    expect(legalMoves(s, 1).filter((m) => m.type === 'burst' || m.type === 'move')).toEqual([]);
  });

  it('given the door opened again, then the move is legal both ways', () => {
    const s = closedAtLanding();
    s.corridors['cp-a-r04--landing-zone'].door = 'destroyed';
    expect(legalMoves(s, 0)).toContainEqual(expect.objectContaining({ type: 'move', corridor: 'cp-a-r04--landing-zone' }));
  });
});

describe('§5.3, §5.9 Careful Move (2 cards, Not In Combat)', () => {
  it('given a discovered room next door, when moving carefully, then a secure token lies there and the noise roll still comes', () => {
    const s = given({ rooms: { 'a-r04': 'armory' } });
    const { state, events } = when(s, 0, { type: 'careful-move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(s, 0, 2) });
    expect(state.players[0].space).toBe('a-r04');
    expect(state.spaces['a-r04'].secure).toBe(1);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['moved', 'secure-placed', 'noise-rolled']));
    expect(events.findIndex((e) => e.type === 'secure-placed')).toBeLessThan(events.findIndex((e) => e.type === 'noise-rolled'));
  });

  it('given 1 card paid, or an intruder in your room, then it is refused', () => {
    const s = given({ rooms: { 'a-r04': 'armory' } });
    expect(refusal(s, 0, { type: 'careful-move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(s, 0, 1) })).toBeTruthy();
    const fighting = given({ rooms: { 'a-r04': 'armory' }, intruders: [{ type: 'adult', where: LANDING_ZONE }] });
    expect(refusal(fighting, 0, { type: 'careful-move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(fighting, 0, 2) }).message).toMatch(/combat|intruder/i);
  });

  it('given an unexplored corridor, when moving carefully, then the secure token goes in the new room (exploration step 4)', () => {
    const s = given({ exploration: ['exploration-06'] });
    const { state } = when(s, 0, { type: 'careful-move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(s, 0, 2) });
    expect(state.players[0].space).toBe('a-r04');
    expect(state.spaces['a-r04'].secure).toBe(1);
  });
});

describe('§5.9 the Exploration sequence', () => {
  it('given card 4 (corridors ne, e, se) and a room already on b-r03, then no corridor newly joins that room (exception b); the noise marker lies on the new ne corridor', () => {
    const s = given({ rooms: { 'b-r03': 'armory' }, exploration: ['exploration-04'] });
    const { state, events } = when(s, 0, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(s, 0, 1) });
    expect(explored(events)?.corridors.sort()).toEqual(['cp-a-r04--b-r01', 'cp-a-r04--b-r04']);
    expect(state.corridors['cp-a-r04--b-r03']).toBeUndefined();
    expect(state.corridors['cp-a-r04--b-r01'].noise).toBe(true);
  });

  it('given card 8 (corridors e, w) on a-r03, whose west is outside the facility, then only the east corridor is laid (exception a)', () => {
    const s = given({ exploration: ['exploration-08'], bag: [tokenOf('blank')] });
    const { events } = when(s, 0, { type: 'move', corridor: 'cp-a-r03--landing-zone', pay: cardsOf(s, 0, 1) });
    expect(explored(events)?.corridors).toEqual(['cp-a-r03--b-r01']);
  });

  it('given the section pile empty, then a "?" room is placed; with "?" empty too, no room is placed and the character stays', () => {
    const s = given({ exploration: ['exploration-06'] });
    s.roomPiles.A = [];
    const top = s.roomPiles['?'][0];
    const { state } = when(s, 0, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(s, 0, 1) });
    expect(state.spaces['a-r04'].room).toBe(top);
    const none = given({ exploration: ['exploration-06'] });
    none.roomPiles.A = [];
    none.roomPiles['?'] = [];
    const after = when(none, 0, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(none, 0, 1) }).state;
    expect(after.players[0].space).toBe(LANDING_ZONE);
    expect(after.spaces['a-r04']).toBeUndefined();
  });

  it('given cards 1-3, then they leave the game after use; an empty deck is rebuilt from the discard pile without them', () => {
    let s = given({ exploration: ['exploration-03'], bag: [tokenOf('blank')] });
    s = when(s, 0, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(s, 0, 1) }).state;
    expect(s.explorationRemoved).toEqual(['exploration-03']);
    expect(s.decks.explorationDiscard).not.toContain('exploration-03');
    const empty = given();
    empty.decks.exploration = [];
    empty.decks.explorationDiscard = ['exploration-06'];
    empty.explorationRemoved = ['exploration-01', 'exploration-02', 'exploration-03'];
    const { state, events } = when(empty, 0, { type: 'move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(empty, 0, 1) });
    expect(explored(events)?.card).toBe('exploration-06');
    expect(state.explorationRemoved).toHaveLength(3);
  });

  it('given a room explored next to the Hibernatorium, when the card lays a corridor to it, then it is discovered and the robot revealed (data README 8)', () => {
    const s = given({ rooms: { 'a-r04': 'armory' }, corridors: { 'cp-a-r04--b-r01': { noise: 2 } }, exploration: ['exploration-04'], players: { 0: { space: 'a-r04' } } });
    expect(s.hibernatoriumDiscovered).toBe(false);
    const { state, events } = when(s, 0, { type: 'move', corridor: 'cp-a-r04--b-r01', pay: cardsOf(s, 0, 1) });
    expect(state.corridors['cp-b-r01--hibernatorium']).toBeDefined();
    expect(state.hibernatoriumDiscovered).toBe(true);
    expect(state.robot.revealed).toBe(true);
    expect(events).toContainEqual({ type: 'hibernatorium-discovered', robot: s.robot.card });
    expect(state.spaces[HIBERNATORIUM].room).toBe('hibernatorium');
  });
});
