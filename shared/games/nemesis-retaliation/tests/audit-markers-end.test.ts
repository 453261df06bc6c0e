/**
 * Audit of the rules digest §5.8.2 (the Nest and fire), §5.8.5 (fire and malfunction markers), §5.8.6 (secure tokens)
 * and §10 (the end of the game in its order) rule by rule. Each test names the rule it proves; the rest are listed in
 * the README's "Audit (section 5)".
 */
import type { RetaliationMove } from '../moves/schema';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { LANDING_ZONE } from '../data';
import { legalMoves } from '../legal-moves';
import { endGame } from '../rules/end';
import { placeFire, placeMalfunction } from '../rules/markers';
import { cardsOf, given, refusal, seekRoll, when } from '../testing/given';
import { hold } from './items-hold';

const pass: RetaliationMove = { type: 'pass', discard: [] };
const secure = (s: ReturnType<typeof given>) => ({ type: 'secure', pay: cardsOf(s, 0, 1) }) as const;

describe('§5.8.5 fire and malfunction markers', () => {
  it('given a fire in a room, when another is to be placed there, then it is ignored and the supply keeps it', () => {
    const s = given({ fire: [LANDING_ZONE] });
    const supply = s.markers.fire;
    expect(placeFire(s, LANDING_ZONE)).toEqual([]);
    expect(s.markers.fire).toBe(supply);
  });

  it('given the Nest (indestructible), then it never receives a malfunction marker', () => {
    const s = given({ rooms: { 'c-r01': 'nest' } });
    expect(placeMalfunction(s, 'c-r01')).toEqual([]);
    expect(s.spaces['c-r01'].malfunction).toBe(false);
  });

  it('given a malfunction marker on a room, then its action cannot be used', () => {
    const s = given({ rooms: { 'a-r04': 'emergency-room' }, players: { 0: { space: 'a-r04', health: 3 } } });
    expect(legalMoves(s, 0).some((m) => m.type === 'use-room')).toBe(true);
    s.spaces['a-r04'].malfunction = true;
    expect(legalMoves(s, 0).some((m) => m.type === 'use-room')).toBe(false);
    expect(refusal(s, 0, { type: 'use-room', option: 'restore-health', pay: cardsOf(s, 0, 2) })).toBeTruthy();
  });

  it('given no malfunction marker left, when the Security System Control rolls its ★, then a fire marker goes in the room instead (§5.1 component limits)', () => {
    const s = hold(given({ rooms: { 'a-r04': 'armory' }, secure: { 'a-r04': 1 } }), 0, 'security-system-control');
    s.markers.malfunction = 0;
    const move = { type: 'use-item', item: 'security-system-control', option: 0, pay: cardsOf(s, 0, 1), target: 'a-r04>cp-a-r04--landing-zone' } as const;
    const { state } = seekRoll(s, 0, move, (events) => events.some((e) => e.type === 'burst' && e.face.includes('special')));
    expect(state.markers.malfunction).toBe(0);
    expect(state.players[0].itemMalfunctions['security-system-control']).toBeUndefined();
    expect(state.spaces[LANDING_ZONE].fire).toBe(true);
  });
});

describe('§5.8.2 the Nest and fire', () => {
  it('given a fire in the Nest with 1 egg left, when the Intruder Phase burns, then the egg is removed and the Nest is destroyed', () => {
    let s = given({ rooms: { 'c-r01': 'nest' }, fire: ['c-r01'] });
    s.eggs = 1;
    s = when(s, 0, pass).state;
    const { state } = when(s, 1, pass);
    expect([state.eggs, state.nestDestroyed]).toEqual([0, true]);
  });
});

describe('§5.8.6 secure tokens', () => {
  it('given a room with 3 secure tokens, an intruder, or the cannot-be-secured icon, then the Secure action is not listed and is refused', () => {
    const full = given({ secure: { [LANDING_ZONE]: 3 } });
    const fighting = given({ intruders: [{ type: 'larva', where: LANDING_ZONE }] });
    const nest = given({ rooms: { 'c-r01': 'nest' }, players: { 0: { space: 'c-r01' } } });
    for (const s of [full, fighting, nest]) {
      expect(legalMoves(s, 0).some((m) => m.type === 'secure')).toBe(false);
      expect(refusal(s, 0, secure(s))).toBeTruthy();
    }
    const open = given({ secure: { [LANDING_ZONE]: 2 } });
    expect(when(open, 0, secure(open)).state.spaces[LANDING_ZONE].secure).toBe(3);
  });

  it('given no secure token left in the supply, then none can be placed (component limits)', () => {
    const s = given();
    s.markers.secure = 0;
    expect(refusal(s, 0, secure(s))).toBeTruthy();
  });
});

describe('§10 the end of the game, in order', () => {
  it('given a character still aboard a Lander that has not taken off, when round 14 ends, then it is inside the facility and dies', () => {
    const s = given();
    s.players[1].status = 'lander';
    s.players[0].status = 'escaped';
    const events = endGame(s, 'Round 14 ended.', new Rng(s.rng));
    expect(events).toContainEqual({ type: 'character-died', seat: 1, cause: 'the end of round 14' });
  });

  it('given a survivor whose scan finds an INFECTED card, then it gains a Larva and goes through eclosion too; the reveal comes last', () => {
    const s = given();
    for (const p of s.players) p.status = 'escaped';
    s.players[0].discard = ['contamination-1'];
    s.infected = ['contamination-1'];
    s.players[0].chosenObjective = s.players[0].objectives[0];
    s.players[1].chosenObjective = s.players[1].objectives[0];
    const events = endGame(s, 'test', new Rng(s.rng));
    const order = events.filter((e) => ['scanned', 'eclosion', 'objectives-revealed'].includes(e.type)).map((e) => ('seat' in e ? `${e.type}:${e.seat}` : e.type));
    expect(order).toEqual(['scanned:0', 'scanned:1', 'eclosion:0', 'objectives-revealed']);
    expect(s.players[0].larva).toBe(true);
  });

  it('given everyone dead or escaped in the middle of a round, then the game ends at once (no character left in play)', () => {
    const s = given();
    s.players[1].status = 'escaped';
    s.players[0].chosenObjective = s.players[0].objectives[0];
    s.players[1].chosenObjective = s.players[1].objectives[0];
    s.players[0].health = 8;
    s.players[0].space = LANDING_ZONE;
    s.spaces[LANDING_ZONE].fire = true;
    const { state } = when(s, 0, pass);
    expect(state.players[0].status).toBe('dead');
    expect(state.phase).toBe('over');
    expect(state.ending).toBe('No character is left in the facility.');
  });
});
