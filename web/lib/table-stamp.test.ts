import { describe, expect, it } from 'vitest';
import { tableStamp } from './table-stamp';

describe('the stamp the table poller compares', () => {
  it('given a new chat message and no move, when stamped, then the stamp changes', () => {
    const before = tableStamp(7, { messages: [{ id: 'm1' }] });
    expect(tableStamp(7, { messages: [{ id: 'm1' }, { id: 'm2' }] })).not.toBe(before);
  });
  it('given a new move, when stamped, then the stamp changes', () => {
    expect(tableStamp(8, { messages: [] })).not.toBe(tableStamp(7, { messages: [] }));
  });
  it('given nothing new, when stamped twice, then the stamps are equal', () => {
    expect(tableStamp(7, null)).toBe(tableStamp(7, null));
  });
});
