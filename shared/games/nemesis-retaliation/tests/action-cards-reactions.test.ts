/** Reactions (R1): Stay Calm, Duck and Cover, Chain of Command under the standing settings always and never (ask: reaction-ask.test.ts). */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { given, refusal, when } from '../testing/given';
import { view } from '../view';

const A = 'a-r04';
const B = 'b-r03';
const AB = 'cp-a-r04--b-r03';
const TO_A = 'cp-a-r04--landing-zone';
const LZ = 'landing-zone';
const leave = (s: ReturnType<typeof given>) => when(s, 0, { type: 'move', corridor: TO_A, pay: [s.players[0].hand.find((c) => c === 'recon--sprint')!] });

function table(hand1: string[], setting: 'never' | 'always') {
  const s = given({ rooms: { [A]: 'surgery-room' }, intruders: [{ type: 'adult', where: LZ }], players: { 0: { hand: ['recon--sprint', 'contractor--duck-and-cover'] }, 1: { hand: hand1 } } });
  s.players[1].reactions = { attack: setting };
  return s;
}

describe('Stay Calm (reaction)', () => {
  it('given the Officer set to react and holding Stay Calm, when an Adult attacks you in the Officer\'s room, then the attack is prevented and the card discarded', () => {
    const { state, events } = leave(table(['officer--stay-calm'], 'always'));
    expect(events).toContainEqual({ type: 'attack-prevented', seat: 0, by: 1 });
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
    expect(state.players[1].hand).toEqual([]);
    expect(state.players[1].discard).toEqual(['officer--stay-calm']);
    expect(state.players[0].space).toBe(A);
  });

  it('given the setting "never", then the card stays in hand and the attack happens', () => {
    const { state, events } = leave(table(['officer--stay-calm'], 'never'));
    expect(events.some((e) => e.type === 'attacked' && e.seat === 0)).toBe(true);
    expect(state.players[1].hand).toEqual(['officer--stay-calm']);
  });
});

describe('Duck and Cover (reaction)', () => {
  it('given you set to react and holding Duck and Cover, when an Adult attacks you beside the Officer, then it attacks the Officer instead', () => {
    const s = table([], 'never');
    s.players[0].reactions = { attack: 'always' };
    const { state, events } = leave(s);
    expect(events).toContainEqual({ type: 'attack-redirected', seat: 0, to: 1 });
    expect(events.some((e) => e.type === 'attacked' && e.seat === 1)).toBe(true);
    expect(events.some((e) => e.type === 'attacked' && e.seat === 0)).toBe(false);
    expect(state.players[0].discard).toContain('contractor--duck-and-cover');
  });

  it('given nobody else in the room, then the attack is not redirected', () => {
    const s = table([], 'never');
    s.players[1].space = A;
    s.players[0].reactions = { attack: 'always' };
    const { events } = leave(s);
    expect(events.some((e) => e.type === 'attacked' && e.seat === 0)).toBe(true);
  });
});

describe('Chain of Command (reaction)', () => {
  it('given the Officer set to ignore commands with Chain of Command in hand, when Stay Calm commands the room, then the Officer draws nothing', () => {
    const s = given({ seats: 3, rooms: { [A]: 'surgery-room', [B]: 'server-room' }, corridors: { [AB]: { noise: 2 } }, players: { 0: { space: A, hand: ['officer--stay-calm'] }, 1: { space: B, hand: ['recon--chain-of-command'] }, 2: { space: B, hand: [] } } });
    s.players[1].reactions = { command: 'always' };
    const { state, events } = when(s, 0, { type: 'play-card', card: 'officer--stay-calm', option: 1, target: B });
    expect(events).toContainEqual({ type: 'command-ignored', seat: 1 });
    expect(state.players[1].hand).toEqual([]);
    expect(state.players[2].hand).toHaveLength(1);
  });
});

describe('reaction settings reveal nothing of the hand', () => {
  it('given the same setting with and without a reaction card, then views of the other seat and prompts are the same', () => {
    const holding = table(['officer--stay-calm'], 'always');
    const empty = table(['officer--rest'], 'always');
    expect(view(holding, 0).players[1].reactions).toEqual(view(empty, 0).players[1].reactions);
    expect(prompts(holding)).toEqual(prompts(empty));
    // An attack that nobody prevents asks nobody anything either.
    const played = leave(empty);
    expect(prompts(played.state).every((p) => p.seat === 0 || p.kind !== 'reaction')).toBe(true);
  });

  it('given your turn, then you may switch a setting for free; switching to the same value is refused', () => {
    const s = given();
    expect(legalMoves(s, 0)).toContainEqual({ type: 'set-reaction', trigger: 'attack', setting: 'always' });
    const { state } = when(s, 0, { type: 'set-reaction', trigger: 'attack', setting: 'always' });
    expect(state.players[0].reactions).toEqual({ attack: 'always' });
    expect(state.turn).toEqual({ seat: 0, actions: 0 });
    expect(view(state, 1).players[0].reactions).toEqual({ attack: 'always', command: 'never' });
    expect(refusal(state, 0, { type: 'set-reaction', trigger: 'attack', setting: 'always' }).message).toMatch(/already/);
  });
});
