import { describe, expect, it } from 'vitest';
import { MENTION_QUIET_MS, mentionedSeats, planChatNotices } from './chat-mentions';
import type { TableFacts } from './table-facts';
import { testLinks } from './testing/table';

const seats: TableFacts['seats'] = [
  { seat: 0, userId: 'u-0', name: 'Ann', status: 'joined' },
  { seat: 1, userId: 'u-1', name: 'Anna Bell', status: 'joined' },
  { seat: 2, userId: null, name: null, status: 'open' },
  { seat: 3, userId: 'u-3', name: 'Rex', status: 'resigned' },
];
const facts: TableFacts = { gameId: 'g-1', gameType: 'high-card', gameTitle: 'High Card', tableName: null, version: 9, seats, awaited: new Map(), outcome: null, timeoutPolicy: 'bot', timeouts: [] };

describe('chat mentions', () => {
  it('given names after an @, when read, then the seats held by those names are mentioned, whatever the case', () => {
    expect(mentionedSeats('@ann and @ANNA BELL, your move', seats)).toEqual([0, 1]);
  });

  it('given a longer word or no @, when read, then nobody is mentioned by mistake', () => {
    expect(mentionedSeats('@Annabel, Ann and anna bell', seats)).toEqual([]);
    expect(mentionedSeats('@Anna Bellows', seats)).toEqual([]);
  });

  it('given a resigned or open seat, when named, then it is not mentioned', () => {
    expect(mentionedSeats('@Rex @null', seats)).toEqual([]);
  });

  it('given a line that mentions its own writer, when planned, then only the others are told, with the line and its quiet period as the ref', () => {
    const planned = planChatNotices({ id: 'c-7', gameId: 'g-1', seat: 0, userId: 'u-0', name: 'Ann', text: '@Ann @Anna Bell ready?', at: 5 }, facts, testLinks);
    expect(planned.map((p) => [p.userId, p.ref, p.notice.type, p.notice.chat])).toEqual([['u-1', 'chat-mentions:0', 'chat-mention', { fromName: 'Ann', text: '@Ann @Anna Bell ready?' }]]);
  });

  it('given many lines mentioning one player, when planned, then lines of one quarter of an hour share one ref and the next quarter gets a new one', () => {
    const line = (id: string, at: number) => ({ id, gameId: 'g-1', seat: 0, userId: 'u-0', name: 'Ann', text: '@Anna Bell hey', at });
    const start = 1_800_000_000_000 - (1_800_000_000_000 % MENTION_QUIET_MS);
    const refs = [0, 1, 60_000, MENTION_QUIET_MS - 1, MENTION_QUIET_MS].map((dt, i) => planChatNotices(line(`c-${i}`, start + dt), facts, testLinks)[0].ref);
    expect(new Set(refs.slice(0, 4)).size).toBe(1);
    expect(refs[4]).not.toBe(refs[0]);
  });
});
