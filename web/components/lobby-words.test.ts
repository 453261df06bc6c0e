import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../shared/api';
import { ago, lobbySections, needsYouBadge, playersLine, resultLine, stateLine } from './lobby-words';

const now = Date.parse('2026-11-25T12:00:00Z');
const ann = { seat: 0, status: 'joined' as const, name: 'Ann', isMe: true };
const bob = { seat: 1, status: 'joined' as const, name: 'Bob', isMe: false };

function line(over: Partial<GameSummary>): GameSummary {
  return {
    id: 'g-1', type: 'space-alert', title: 'Space Alert', name: null, status: 'active', seats: [ann, bob], mySeat: 0, awaited: [1],
    yourTurn: false, deadline: null, version: 3, createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-21T10:00:00Z',
    timeLimitHours: null, timeoutPolicy: 'bot', outcome: null, ...over,
  };
}

/** No raw id, enum value or null may reach a lobby line. */
const wordsOnly = (text: string) => expect(text).not.toMatch(/\bnull\b|undefined|your-turn|g-1|\bseat \d/);

describe('lobby lines in words', () => {
  it('given an invitation I have not answered, when sectioned, then it is under "Needs you", not "Waiting for others"', () => {
    const invited = line({ id: 'inv', status: 'open', mySeat: null, needsYou: 'invitation', seats: [{ ...ann, isMe: false }, { ...bob, status: 'invited', name: 'Invited player', isMe: true }] });
    const sections = lobbySections([line({ id: 'other' }), invited]);
    expect(sections.needsYou.map((g) => g.id)).toEqual(['inv']);
    expect(sections.waiting.map((g) => g.id)).toEqual(['other']);
    expect(needsYouBadge(invited, now)).toBe('Invitation: take your seat');
    expect(stateLine(invited, now)).toBe('A seat is saved for you');
  });

  it('given two turns of mine, when sectioned, then the one timing out first comes first and is flagged', () => {
    const later = line({ id: 'later', yourTurn: true, needsYou: 'your-turn', deadline: '2026-11-28T12:00:00Z', updatedAt: '2026-11-25T11:00:00Z' });
    const soon = line({ id: 'soon', yourTurn: true, needsYou: 'your-turn', deadline: '2026-11-25T15:00:00Z', updatedAt: '2026-11-20T11:00:00Z' });
    expect(lobbySections([later, soon]).needsYou.map((g) => g.id)).toEqual(['soon', 'later']);
    expect(needsYouBadge(soon, now)).toBe('Your turn: time runs out soon');
    expect(needsYouBadge(later, now)).toBe('Your turn');
  });

  it('given a game under way, when its state line is written, then it has where it stands, the last move and the time left', () => {
    const text = stateLine(line({ progress: 'Window 3: waiting for Bob.', lastMoveAt: '2026-11-25T09:00:00Z', deadline: '2026-11-26T12:00:00Z' }), now);
    expect(text).toBe('Window 3: waiting for Bob. · last move 3 h ago · 1 d 0 h left');
    expect(stateLine(line({}), now)).toBe('Waiting for Bob · no move yet');
    wordsOnly(text);
  });

  it('given a finished solo game, when written, then it is a solo game with its result, never "no opponents yet"', () => {
    const solo = line({ status: 'finished', seats: [ann], awaited: [], outcome: { winners: [0], scores: [34], reason: 'Mission survived.' } });
    expect(playersLine(solo)).toBe('Solo game');
    expect(stateLine(solo, now)).toBe('Won · score 34');
  });

  it('given finished games, when the result is written, then winners and scores go by name', () => {
    expect(resultLine(line({ status: 'finished', outcome: { winners: [1], scores: [9, 12], reason: 'x' } }))).toBe('Won by Bob · You 9, Bob 12');
    expect(resultLine(line({ status: 'finished', outcome: { winners: [0, 1], scores: [30, 30], reason: 'x' } }))).toBe('Won together · score 30');
    expect(resultLine(line({ status: 'finished', outcome: { winners: [], scores: [], reason: 'Every player resigned.' } }))).toBe('Nobody won: Every player resigned.');
  });

  it('given an open table with an invited and an open seat, when its players are written, then they are named or counted', () => {
    const open = line({ status: 'open', seats: [ann, { ...bob, status: 'invited', name: 'Invited player' }, { seat: 2, status: 'open', name: null, isMe: false }] });
    expect(playersLine(open)).toBe('You and Invited player, 1 open seat');
    expect(playersLine(line({}))).toBe('You and Bob');
    expect(playersLine(line({ seats: [{ ...ann, isMe: false }, { ...bob, isMe: true }] }))).toBe('Ann and you');
  });

  it('given times in the past, when told how long ago, then minutes, hours and days are used', () => {
    expect(ago('2026-11-25T11:59:40Z', now)).toBe('just now');
    expect(ago('2026-11-25T11:35:00Z', now)).toBe('25 min ago');
    expect(ago('2026-11-23T12:00:00Z', now)).toBe('2 d ago');
  });
});
