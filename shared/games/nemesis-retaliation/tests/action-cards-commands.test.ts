/**
 * The Move, Shoot or Burst command of First in Command and Chain of Command (data action-cards.json; digest §5.3
 * orders: the commander makes every choice, no self-harm commands; §12.11 ranks). Seat 0 is the Recon, seat 1 the
 * Officer, seat 2 Medical Support (rank 2, the only sourced rank); the other ranks are given by the table's config.
 */
import { describe, expect, it } from 'vitest';
import { given, refusal, when } from '../testing/given';

const A = 'a-r04';
const TO_A = 'cp-a-r04--landing-zone';
const FIC = 'officer--first-in-command';
const rifle = { carbine: [{ token: 'ammo' as const, half: false }] };

const table = (opts: { ranks?: Record<string, number> } = {}) =>
  given({
    seats: 3,
    config: opts.ranks ? { ranks: opts.ranks } : {},
    rooms: { [A]: 'surgery-room' },
    players: { 0: { space: A, hand: [FIC, 'recon--chain-of-command'] }, 1: { space: A }, 2: { space: 'landing-zone' } },
  });

describe('First in Command: a lower-ranking character in reach moves, shoots or bursts', () => {
  it('given the Recon ranked 4 by the table and Medical Support (rank 2) one corridor away, when it orders her to move, then she moves into the Recon\'s room at no cost of hers', () => {
    const s = table({ ranks: { recon: 4 } });
    const hand = s.players[2].hand.slice();
    const { state, events } = when(s, 0, { type: 'play-card', card: FIC, option: 1, seat: 2, choice: 'move', target: TO_A });
    expect(state.players[2].space).toBe(A);
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', seat: 2, from: 'landing-zone', to: A }));
    expect(state.players[2].hand).toEqual(hand);
    expect(state.players[0].discard).toContain(FIC);
  });

  it('given an Adult in her room, when the Recon orders her to shoot it with her Carbine, then she shoots', () => {
    const s = given({
      seats: 3, config: { ranks: { recon: 4 } }, rooms: { [A]: 'surgery-room' },
      players: { 0: { space: A, hand: [FIC] }, 2: { space: 'landing-zone', hands: rifle } },
      intruders: [{ type: 'adult', where: 'landing-zone' }],
    });
    const adult = s.intruders[0].id;
    const { events } = when(s, 0, { type: 'play-card', card: FIC, option: 1, seat: 2, choice: 'shoot:carbine', target: adult });
    expect(events).toContainEqual(expect.objectContaining({ type: 'shot', seat: 2, weapon: 'carbine', target: adult }));
  });

  it('given an Adult in a corridor, when the Recon orders her to burst into it, then the Recon gives out the hits', () => {
    const s = given({
      seats: 3, config: { ranks: { recon: 4 } }, rooms: { [A]: 'surgery-room' },
      players: { 0: { space: A, hand: [FIC] }, 2: { space: 'landing-zone', hands: rifle } },
      intruders: [{ type: 'adult', where: TO_A }],
    });
    const { state, events } = when(s, 0, { type: 'play-card', card: FIC, option: 1, seat: 2, choice: 'burst:carbine', target: TO_A });
    expect(events).toContainEqual(expect.objectContaining({ type: 'burst', seat: 2, weapon: 'carbine', corridor: TO_A }));
    expect(state.players[2].itemGear.carbine[0]).toEqual({ token: 'ammo', half: true });
    expect(state.allocation).toMatchObject({ seat: 0, corridor: TO_A });
  });

  it('given an intruder in the corridor, then moving her through it is not an order anyone may give (no self-harm)', () => {
    const s = given({ seats: 3, config: { ranks: { recon: 4 } }, rooms: { [A]: 'surgery-room' }, players: { 0: { space: A, hand: [FIC] }, 2: { space: 'landing-zone' } }, intruders: [{ type: 'larva', where: TO_A }] });
    expect(refusal(s, 0, { type: 'play-card', card: FIC, option: 1, seat: 2, choice: 'move', target: TO_A }).message).toMatch(/never past intruders/);
  });

  it('given no rank for the Recon or the Officer (the sources print only Medical Support\'s), then the command is refused, naming the gap', () => {
    const s = table();
    expect(refusal(s, 0, { type: 'play-card', card: FIC, option: 1, seat: 2, choice: 'move', target: TO_A }).message).toBe('The ranks of Recon and Officer are not known: only Medical Support\'s rank is printed in the sources.');
  });

  it('given the Recon ranked 1, then nobody in reach ranks lower', () => {
    const s = table({ ranks: { recon: 1, officer: 6 } });
    expect(refusal(s, 0, { type: 'play-card', card: FIC, option: 1, seat: 2, choice: 'move', target: TO_A }).message).toMatch(/ranks lower than you/);
  });

  it('given the Officer ranked 6 in the same room, when Chain of Command\'s command is played on the Recon by seat 1, then the Recon\'s standing Chain of Command ignores it', () => {
    const s = given({ seats: 3, config: { ranks: { officer: 6, recon: 3 } }, rooms: { [A]: 'surgery-room' }, players: { 0: { space: A, hand: ['recon--chain-of-command'] }, 1: { space: A, hand: ['heavy-gun-operator--chain-of-command'] } } });
    s.turn = { seat: 1, actions: 0 };
    s.players[0].reactions = { command: 'always' };
    const { state, events } = when(s, 1, { type: 'play-card', card: 'heavy-gun-operator--chain-of-command', option: 1, seat: 0, choice: 'move', target: TO_A });
    expect(state.players[0].space).toBe(A);
    expect(events).toContainEqual({ type: 'command-ignored', seat: 0 });
    expect(state.players[0].discard).toContain('recon--chain-of-command');
  });
});
