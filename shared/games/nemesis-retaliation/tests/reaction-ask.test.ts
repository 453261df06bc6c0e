/** Reactions set to `ask` (R1): the sequence pauses before the attack, the seats asked answer, and it resumes. */
import { describe, expect, it } from 'vitest';
import { applyMove, replay, Rng, setupGame, stateHash, type LoggedMove, type Seat } from '../../../engine';
import { nemesisRetaliation } from '../index';
import { legalMoves } from '../legal-moves';
import type { RetaliationMove } from '../moves/schema';
import { prompts } from '../prompts';
import type { RetaliationState } from '../state';
import { given, refusal, when } from '../testing/given';
import { view } from '../view';

const A = 'a-r04';
const TO_A = 'cp-a-r04--landing-zone';
const LZ = 'landing-zone';
const SPRINT = 'recon--sprint';
const move: RetaliationMove = { type: 'move', corridor: TO_A, pay: [SPRINT] };

/** The Recon leaves the Landing Zone past an Adult; the Officer stands there with `hand1`, set to `setting`. */
function table(hand1: string[], setting: 'never' | 'always' | 'ask') {
  const s = given({ rooms: { [A]: 'surgery-room' }, intruders: [{ type: 'adult', where: LZ }], players: { 0: { hand: [SPRINT, 'recon--rest'] }, 1: { hand: hand1 } } });
  s.players[1].reactions = { attack: setting };
  return s;
}

/** Everything but the settings themselves and the kernel's bookkeeping the pause leaves behind. */
const comparable = (s: RetaliationState) => ({ ...s, players: s.players.map((p) => ({ ...p, reactions: undefined })), pause: undefined });

describe('a reaction set to ask, during a movement', () => {
  it('given the Officer set to ask with Stay Calm, when the Recon is attacked leaving the room, then the move pauses and asks the Officer only', () => {
    const { state, events } = when(table(['officer--stay-calm'], 'ask'), 0, move);
    expect(state.pause?.ask).toMatchObject({ kind: 'reaction', trigger: 'attack', seat: 0, asked: [1] });
    expect(prompts(state)).toEqual([expect.objectContaining({ seat: 1, kind: 'react', mode: 'simultaneous', timeoutMove: { type: 'react', reaction: null } })]);
    expect(legalMoves(state, 1)).toEqual([{ type: 'react', reaction: null }, { type: 'react', reaction: 'stay-calm' }]);
    expect(legalMoves(state, 0)).toEqual([]);
    // Nothing after the choice has happened yet: the Recon still stands in the Landing Zone.
    expect(state.players[0].space).toBe(LZ);
    expect(events.some((e) => e.type === 'attacked' || e.type === 'moved')).toBe(false);
    expect(refusal(state, 0, { type: 'react', reaction: null }).code).toBe('move/not-your-turn');
    expect(refusal(state, 1, { type: 'react', reaction: 'duck-and-cover', cover: 0 }).code).toBe('move/illegal');
  });

  it('when the Officer plays Stay Calm, then the attack is prevented and the move goes on to the room', () => {
    const paused = when(table(['officer--stay-calm'], 'ask'), 0, move).state;
    const { state, events } = when(paused, 1, { type: 'react', reaction: 'stay-calm' });
    expect(events).toContainEqual({ type: 'attack-prevented', seat: 0, by: 1 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', seat: 0, to: A }));
    expect(state.players[1].discard).toEqual(['officer--stay-calm']);
    expect(state.pause ?? null).toBeNull();
    expect(state.turn).toMatchObject({ seat: 0, actions: 1 });
  });

  it('when the Officer declines, then the state is exactly the one where nobody is ever asked (the PRNG included)', () => {
    const paused = when(table(['officer--stay-calm'], 'ask'), 0, move).state;
    const declined = when(paused, 1, { type: 'react', reaction: null });
    const never = when(table(['officer--stay-calm'], 'never'), 0, move);
    expect(comparable(declined.state)).toEqual(comparable(never.state));
    expect(declined.state.players[1].hand).toEqual(['officer--stay-calm']);
    // The events before the pause came out with the move, the rest with the answer: together, the whole sequence.
    const first = when(table(['officer--stay-calm'], 'ask'), 0, move).events;
    expect([...first, ...declined.events]).toEqual(never.events);
  });

  it('when the time runs out, then the prompt\'s time-out move plays no reaction', () => {
    const paused = when(table(['officer--stay-calm'], 'ask'), 0, move).state;
    const timeout = prompts(paused)[0].timeoutMove as RetaliationMove;
    const { state, events } = when(paused, 1, timeout);
    expect(events.some((e) => e.type === 'attacked' && e.seat === 0)).toBe(true);
    expect(state.players[1].hand).toEqual(['officer--stay-calm']);
  });
});

describe('an ask pause reveals nothing of the hand', () => {
  it('given the Officer set to ask with or without Stay Calm, then the pause, the prompts and the Recon\'s view are the same', () => {
    const holding = when(table(['officer--stay-calm'], 'ask'), 0, move).state;
    const empty = when(table(['officer--rest'], 'ask'), 0, move).state;
    expect(prompts(holding)).toEqual(prompts(empty));
    const seen = (s: RetaliationState) => ({ ...view(s, 0), players: undefined });
    expect(seen(holding)).toEqual(seen(empty));
    expect(view(holding, 0).pause).toEqual({ kind: 'reaction', seat: 0, intruder: holding.intruders[0].id, waiting: [1] });
    expect(view(holding, 0).me?.hand).toEqual(['recon--rest']);
    expect(JSON.stringify(view(holding, 0))).not.toContain('stay-calm');
    expect(JSON.stringify(prompts(holding))).not.toContain('Stay Calm');
  });
});

/** Both characters in the Landing Zone with two Adults; both pass, so the Intruder Phase attacks twice. */
function intruderPhase() {
  const s = given({ intruders: [{ type: 'adult', where: LZ }, { type: 'adult', where: LZ }], players: { 0: { hand: [] }, 1: { hand: ['officer--stay-calm'] } } });
  s.players[1].reactions = { attack: 'ask' };
  return s;
}

describe('a reaction set to ask, in the Intruder Phase', () => {
  it('given two Adults in the room, when the first attack is prevented by Stay Calm, then the phase goes on with the second Adult and asks again', () => {
    const passed = when(intruderPhase(), 0, { type: 'pass', discard: [] });
    const first = when(passed.state, 1, { type: 'pass', discard: [] });
    const [one, two] = first.state.intruders.map((i) => i.id);
    expect(first.events).toContainEqual({ type: 'phase', phase: 'intruder' });
    expect(first.state.pause?.ask).toMatchObject({ kind: 'reaction', seat: 0, intruder: one, asked: [1] });
    const second = when(first.state, 1, { type: 'react', reaction: 'stay-calm' });
    expect(second.events).toContainEqual({ type: 'attack-prevented', seat: 0, by: 1 });
    // The second Adult's attack: asked again (the setting is public; the hand is now empty).
    expect(second.state.pause?.ask).toMatchObject({ kind: 'reaction', seat: 0, intruder: two, asked: [1] });
    expect(legalMoves(second.state, 1)).toEqual([{ type: 'react', reaction: null }]);
    const done = when(second.state, 1, { type: 'react', reaction: null });
    expect(done.events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0, intruder: two }));
    // The rest of the round follows: the Event Phase draws its card.
    expect(done.events.some((e) => e.type === 'event-card')).toBe(true);
    expect(done.state.pause ?? null).toBeNull();
  });

  it('given the same moves replayed from the same state, then every state hashes the same', () => {
    const log: Array<[Seat, RetaliationMove]> = [[0, { type: 'pass', discard: [] }], [1, { type: 'pass', discard: [] }], [1, { type: 'react', reaction: 'stay-calm' }], [1, { type: 'react', reaction: null }]];
    const replay = () => {
      let s = intruderPhase();
      return log.map(([seat, m]) => {
        const r = applyMove<RetaliationState>(nemesisRetaliation, s, seat, m, 1000);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        return stateHash(s);
      });
    };
    expect(replay()).toEqual(replay());
  });
});

describe('the ask setting', () => {
  it('given your turn, then ask is offered for each trigger, and from ask you may go back to never', () => {
    const s = table(['officer--stay-calm'], 'never');
    expect(legalMoves(s, 0)).toContainEqual({ type: 'set-reaction', trigger: 'attack', setting: 'ask' });
    const set = when(s, 0, { type: 'set-reaction', trigger: 'command', setting: 'ask' });
    expect(set.events).toEqual([{ type: 'reaction-set', seat: 0, trigger: 'command', setting: 'ask' }]);
    expect(legalMoves(set.state, 0)).toContainEqual({ type: 'set-reaction', trigger: 'command', setting: 'never' });
    expect(view(set.state, 1).players[0].reactions.command).toBe('ask');
  });
});

describe('several seats asked at once', () => {
  /** Three characters in the Landing Zone with an Adult; the Recon leaves; the Officer and the Medic are set to ask. */
  function crowd() {
    const s = given({ seats: 3, rooms: { [A]: 'surgery-room' }, intruders: [{ type: 'adult', where: LZ }], players: { 0: { hand: [SPRINT, 'recon--rest'] }, 1: { hand: ['officer--stay-calm'] }, 2: { hand: ['medical-support--rest'] } } });
    s.players[1].reactions = { attack: 'ask' };
    s.players[2].reactions = { attack: 'ask' };
    return s;
  }

  it('given two seats asked, when one answers, then the others still wait and nobody can see what was answered', () => {
    const paused = when(crowd(), 0, move).state;
    expect(prompts(paused).map((p) => p.seat)).toEqual([1, 2]);
    const one = when(paused, 1, { type: 'react', reaction: 'stay-calm' });
    expect(one.events).toEqual([]);
    expect(prompts(one.state).map((p) => p.seat)).toEqual([2]);
    expect(view(one.state, 2).pause).toEqual({ kind: 'reaction', seat: 0, intruder: paused.intruders[0].id, waiting: [2] });
    // The Officer's answer is not in anyone's view, not even the card's name.
    for (const seat of [0, 2]) expect(JSON.stringify(view(one.state, seat))).not.toContain('stay-calm');
    expect(view(one.state, 2).players[1].handCount).toBe(1);
    const all = when(one.state, 2, { type: 'react', reaction: null });
    expect(all.events).toContainEqual({ type: 'attack-prevented', seat: 0, by: 1 });
  });
});

describe('Duck and Cover and Chain of Command when asked', () => {
  it('given the Recon set to ask with Duck and Cover beside two characters, then it names the character the attack goes to', () => {
    const s = given({ seats: 3, rooms: { [A]: 'surgery-room' }, intruders: [{ type: 'adult', where: LZ }], players: { 0: { hand: [SPRINT, 'contractor--duck-and-cover'] }, 1: { hand: [] }, 2: { hand: [] } } });
    s.players[0].reactions = { attack: 'ask' };
    const paused = when(s, 0, move).state;
    expect(legalMoves(paused, 0)).toEqual([
      { type: 'react', reaction: null },
      { type: 'react', reaction: 'duck-and-cover', cover: 1 },
      { type: 'react', reaction: 'duck-and-cover', cover: 2 },
    ]);
    const sent = when(paused, 0, { type: 'react', reaction: 'duck-and-cover', cover: 2 });
    expect(sent.events).toContainEqual({ type: 'attack-redirected', seat: 0, to: 2 });
    // The attack on the Medic is one more attack in the Recon's room: the Recon, set to ask, is asked again.
    expect(sent.state.pause?.ask).toMatchObject({ kind: 'reaction', seat: 2, redirected: true, asked: [0] });
    expect(legalMoves(sent.state, 0)).toEqual([{ type: 'react', reaction: null }]);
    const { events } = when(sent.state, 0, { type: 'react', reaction: null });
    expect(events.some((e) => e.type === 'attacked' && e.seat === 2)).toBe(true);
  });

  it('given the Officer set to ask on commands, when Stay Calm commands the room, then the Officer is asked and may ignore it', () => {
    const B = 'b-r03';
    const s = given({ seats: 3, rooms: { [A]: 'surgery-room', [B]: 'server-room' }, corridors: { 'cp-a-r04--b-r03': { noise: 2 } }, players: { 0: { space: A, hand: ['officer--stay-calm'] }, 1: { space: B, hand: ['recon--chain-of-command'] }, 2: { space: B, hand: [] } } });
    s.players[1].reactions = { command: 'ask' };
    const played = when(s, 0, { type: 'play-card', card: 'officer--stay-calm', option: 1, target: B });
    const paused = played.state;
    expect(played.events).toEqual([{ type: 'card-played', seat: 0, card: 'Stay Calm' }]);
    expect(paused.pause?.ask).toEqual({ kind: 'reaction', trigger: 'command', seat: 1, asked: [1] });
    expect(prompts(paused)[0].message).toBe('A command is played on the Officer: play a reaction card, or none.');
    expect(legalMoves(paused, 1)).toEqual([{ type: 'react', reaction: null }, { type: 'react', reaction: 'chain-of-command' }]);
    const ignored = when(paused, 1, { type: 'react', reaction: 'chain-of-command' });
    expect(ignored.events).toContainEqual({ type: 'command-ignored', seat: 1 });
    expect(ignored.state.players[2].hand).toHaveLength(1);
    const obeyed = when(paused, 1, { type: 'react', reaction: null });
    expect(obeyed.state.players[1].hand).toHaveLength(2);
    expect(obeyed.events.some((e) => e.type === 'card-played')).toBe(false);
  });
});

describe('a logged game with pauses, replayed by the kernel', () => {
  it('given bots that set their reactions to ask, when the game is replayed from its start and log, then every state hashes the same', () => {
    const start = { config: {}, seats: 3, seed: 'ask-replay', startedAt: 0 };
    const setup = setupGame<RetaliationState>(nemesisRetaliation, start);
    if (!setup.ok) throw new Error(setup.error.message);
    let s = setup.state;
    const pick = Rng.fromSeed('ask-replay-bots');
    const log: LoggedMove[] = [];
    const hashes = [stateHash(s)];
    let pauses = 0;
    for (let n = 0; n < 1500 && s.phase !== 'over' && pauses < 6; n++) {
      const asked = prompts(s);
      const seat = asked[pick.int(asked.length)].seat;
      const legal = legalMoves(s, seat);
      const ask = legal.find((m) => m.type === 'set-reaction' && m.setting === 'ask');
      const m = ask && pick.int(3) === 0 ? ask : legal[pick.int(legal.length)];
      const r = applyMove<RetaliationState>(nemesisRetaliation, s, seat, m, n);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      if (s.pause && !legal.some((x) => x.type === 'react')) pauses += 1;
      log.push({ seat, move: m, at: n });
      hashes.push(stateHash(s));
    }
    expect(pauses).toBeGreaterThan(0);
    const replayed = replay<RetaliationState>(nemesisRetaliation, start, log);
    expect(replayed.ok).toBe(true);
    expect(replayed.hashes).toEqual(hashes);
  });
});
