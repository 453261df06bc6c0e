/** The action round as async windows (digest §11.4): setup, windows, phases, data events, time pressure, androids. */
import { describe, expect, it } from 'vitest';
import { setupGame } from '../../engine/kernel';
import { cardById } from './data/cards';
import { spaceAlert } from '.';
import type { SpaceAlertState } from './state';
import { advance, newGame, play, tryMove } from './testing-game';

const code = (r: ReturnType<typeof tryMove>) => (r.ok ? 'accepted' : r.error.code);
const normal = (s: SpaceAlertState, seat: number) => s.members[seat].hand.filter((c) => !cardById(c)!.heroic);

describe('setup: the team and the dealt stacks', () => {
  it.each([
    [4, {}, 4, [5, 5, 5]],
    [5, {}, 5, [5, 5, 5]],
    [3, {}, 4, [6, 6, 6]],
    [2, {}, 4, [9, 6, 6]],
    [4, { fifthMember: true }, 5, [6, 5, 5]],
    [2, { fifthMember: true }, 5, [10, 6, 6]],
  ])('given %i players and %j, then %i members and phase stacks %j (heroic included)', (players, config, members, stacks) => {
    const s = newGame(config, players);
    expect(s.members).toHaveLength(members);
    const p = s.members[0];
    expect([p.hand.length, ...p.stacks.map((x) => x.length)]).toEqual(stacks);
    expect(p.hand.filter((c) => cardById(c)!.heroic)).toHaveLength(1);
    expect(s.members.filter((m) => m.kind === 'android').every((m) => m.heroic && m.hand.length === 0)).toBe(true);
  });
  it('given 2 players with an android seated after the Captain, then it acts second in the crew order', () => {
    const s = newGame({ androidSeats: [1] }, 2);
    expect(s.members.map((m) => m.name)).toEqual(['Seat 1', 'Android 1', 'Seat 2', 'Android 2']);
    expect(s.members.map((m) => m.index)).toEqual([0, 1, 2, 3]);
  });
  it('given solo, then 4 androids with a heroic card each and every normal card face up in the pool', () => {
    const s = newGame({}, 1);
    expect(s.members.map((m) => m.kind)).toEqual(['android', 'android', 'android', 'android']);
    expect([s.pool.length, s.deck.length]).toEqual([90, 0]);
    expect(s.timeline.every((e) => e.type === 'threat' || e.type === 'phase-end')).toBe(true);
  });
  it('given mission 1 (T+3 is an unconfirmed report), then it is a threat with 5 members only', () => {
    const has = (s: SpaceAlertState) => s.timeline.some((e) => e.type === 'threat' && e.turn === 3);
    expect([has(newGame({ mission: 'mission-1' }, 4)), has(newGame({ mission: 'mission-1' }, 5)), has(newGame({ mission: 'mission-1', fifthMember: true }, 4))]).toEqual([false, true, true]);
  });
  it('given an unknown mission id, then the config is refused', () => {
    expect(setupGame(spaceAlert, { config: { mission: 'mission-99' }, seats: 4, seed: 'x', startedAt: 0 }).ok).toBe(false);
  });
});

describe('windows and announcements', () => {
  it('given mission 2, when every player is ready, then the next announcement fires and its threat card is drawn', () => {
    let s = newGame({ mission: 'mission-2' }, 4);
    const first = s.timeline[0];
    if (first.type !== 'threat') throw new Error('mission 2 opens with a threat');
    const top = s.threatDecks[`${first.threatKind}-${first.severity}`][0];
    for (const seat of [0, 1, 2]) s = play(s, seat, { type: 'ready' });
    expect(s.next).toBe(0);
    s = play(s, 3, { type: 'ready' });
    expect([s.next, s.window.index, s.announced[0]?.threat, s.announced[0]?.turn]).toEqual([1, 1, top, 2]);
    expect(s.ready).toEqual([false, false, false, false]);
  });
  it('given a seat marked ready, when it tries to place a card, then it is told to wait', () => {
    let s = newGame({ mission: 'mission-2' }, 4);
    s = play(s, 0, { type: 'ready' });
    expect(code(tryMove(s, 0, { type: 'place', card: normal(s, 0)[0], slot: 1, half: 'action' }))).toBe('move/not-your-turn');
  });
  it('given the phase-1 end, then every player who had not advanced picks up the phase-2 stack', () => {
    let s = newGame({ mission: 'mission-2' }, 4);
    const stack = s.members[1].stacks[0];
    s = advance(s, (x) => x.scriptPhase === 2);
    expect(s.phase).toEqual([2, 2, 2, 2]);
    expect(s.members[1].hand).toEqual(expect.arrayContaining(stack));
  });
  it('given a member advanced early, then advancing past the last phase is refused', () => {
    let s = newGame({ mission: 'first-test-run' }, 4);
    s = play(s, 0, { type: 'advance-phase' });
    expect(code(tryMove(s, 0, { type: 'advance-phase' }))).toBe('move/last-phase');
  });
  it('given communications go down, then chat is closed until they are restored', () => {
    let s = newGame({ mission: 'mission-1' }, 4);
    s = advance(s, (x) => x.commsDown);
    expect(spaceAlert.chatOpen!(s)).toBe(false);
    s = advance(s, (x) => !x.commsDown);
    expect(spaceAlert.chatOpen!(s)).toBe(true);
  });
  it('given incoming data, then every player draws one card', () => {
    let s = newGame({ mission: 'mission-1' }, 4);
    s = advance(s, (x) => x.timeline[x.next].type === 'incoming-data');
    const before = s.members.map((m) => m.hand.length);
    s = advance(s, (x) => x.timeline[x.next - 1].type === 'incoming-data');
    expect(s.members.map((m) => m.hand.length)).toEqual(before.map((n) => n + 1));
  });
});

describe('data transfer', () => {
  const atTransfer = () => advance(newGame({ mission: 'mission-1' }, 4), (x) => x.status === 'transfer');
  it('given a transfer, then heroic cards, yourself and unknown cards are refused', () => {
    const s = atTransfer();
    const heroic = s.members[0].hand.find((c) => cardById(c)!.heroic)!;
    expect(code(tryMove(s, 0, { type: 'give', card: heroic, to: 1 }))).toBe('move/heroic-not-transferable');
    expect(code(tryMove(s, 0, { type: 'give', card: normal(s, 0)[0], to: 0 }))).toBe('move/bad-recipient');
    expect(code(tryMove(s, 0, { type: 'give', card: normal(s, 1)[0], to: 1 }))).toBe('move/not-in-hand');
    expect(code(tryMove(s, 0, { type: 'ready' }))).toBe('move/transfer-in-progress');
  });
  it('given P1 gives to P2 and P2 gives to P3, when all have chosen, then the gifts move at once (no re-gifting)', () => {
    let s = atTransfer();
    const [a, b] = [normal(s, 0)[0], normal(s, 1)[0]];
    s = play(s, 0, { type: 'give', card: a, to: 1 });
    s = play(s, 1, { type: 'give', card: b, to: 2 });
    expect(s.members[1].hand).toContain(b);
    s = play(s, 2, { type: 'give', card: null, to: null });
    s = play(s, 3, { type: 'give', card: null, to: null });
    expect([s.status, s.members[1].hand.includes(a), s.members[1].hand.includes(b), s.members[2].hand.includes(b)]).toEqual(['planning', true, false, true]);
  });
});

describe('time pressure', () => {
  it('given budgeted mode, then the first window (35 s) allows 4 operations and refuses the fifth', () => {
    let s = newGame({ mission: 'mission-2', timePressure: 'budgeted' }, 4);
    expect(s.budget[0]).toBe(4);
    s = play(s, 0, { type: 'place', card: normal(s, 0)[0], slot: 1, half: 'action' });
    s = play(s, 0, { type: 'swap', from: 1, to: 2 });
    s = play(s, 0, { type: 'remove', slot: 2 });
    s = play(s, 0, { type: 'place', card: normal(s, 0)[0], slot: 1, half: 'action' });
    expect(code(tryMove(s, 0, { type: 'place', card: normal(s, 0)[0], slot: 2, half: 'action' }))).toBe('move/budget-spent');
  });
  it('given live mode, when the deadline has not passed, then closing is refused; once passed, the next announcement fires', () => {
    const s = newGame({ mission: 'mission-2', timePressure: 'live' }, 4);
    expect(s.window.deadlineAt).toBe(35_000);
    expect(code(tryMove(s, 2, { type: 'deadline' }, 34_999))).toBe('move/deadline-not-reached');
    expect(play(s, 2, { type: 'deadline' }, 35_000).next).toBe(1);
  });
  it('given relaxed mode, then there is no deadline to invoke', () => {
    expect(code(tryMove(newGame({}, 4), 0, { type: 'deadline' }))).toBe('move/no-deadline');
  });
});

describe('androids and solo', () => {
  it('given a card placed on an android, then nobody can take it back, and own heroic cards may not go there', () => {
    let s = newGame({ mission: 'mission-2' }, 3);
    const android = s.members[3].index;
    s = play(s, 0, { type: 'place', card: normal(s, 0)[0], slot: 1, half: 'move', member: android });
    expect(code(tryMove(s, 1, { type: 'remove', slot: 1, member: android }))).toBe('move/android-final');
    const heroic = s.members[0].hand.find((c) => cardById(c)!.heroic)!;
    expect(code(tryMove(s, 0, { type: 'place', card: heroic, slot: 2, half: 'action', member: android }))).toBe('move/heroic-not-yours');
    s = play(s, 1, { type: 'place', card: s.members[3].heroic!, slot: 2, half: 'action', member: android });
    expect(s.members[3].heroic).toBeNull();
    expect(code(tryMove(s, 0, { type: 'place', card: normal(s, 0)[0], slot: 4, half: 'move', member: android }))).toBe('move/slot-locked');
  });
  it('given solo, then pool cards go on any android and may be taken back until the phase ends', () => {
    let s = newGame({}, 1);
    const card = s.pool[0];
    s = play(s, 0, { type: 'place', card, slot: 1, half: 'action', member: 2 });
    expect(s.pool).not.toContain(card);
    s = play(s, 0, { type: 'remove', slot: 1, member: 2 });
    expect(s.pool).toContain(card);
    expect(code(tryMove(s, 0, { type: 'place', card, slot: 1, half: 'action' }))).toBe('move/not-your-board');
  });
});

describe('the end of the action round', () => {
  it('given phase 2 has not ended, then a vote to jump is refused', () => {
    expect(code(tryMove(newGame({}, 4), 0, { type: 'ready', jump: true }))).toBe('move/too-early-to-jump');
  });
  it('given phase 2 ended, when every player votes to jump, then the mission resolves at once', () => {
    let s = advance(newGame({ mission: 'mission-2' }, 2), (x) => x.scriptPhase === 3 && x.status === 'planning');
    const pending = s.timeline.length - s.next;
    s = play(s, 0, { type: 'ready', jump: true });
    s = play(s, 1, { type: 'ready', jump: true });
    expect([s.status, pending > 1]).toEqual(['over', true]);
    expect(spaceAlert.outcome(s)?.reason).toContain('time pressure: relaxed');
  });
  it('given the last announcement, then the plan resolves and the outcome names the score', () => {
    const s = advance(newGame({ mission: 'simulation-1' }, 4), () => false);
    const outcome = spaceAlert.outcome(s)!;
    expect(s.resolution!.turns.length).toBeGreaterThan(1);
    expect(outcome.scores).toHaveLength(4);
    expect(outcome.winners).toEqual(s.resolution!.won ? [0, 1, 2, 3] : []);
  });
});
