import type { Notice } from '../notice';

/** A your-turn notice with every field set, for template and channel tests; `over` changes what a test needs. */
export function sampleNotice(over: Partial<Notice> = {}): Notice {
  return {
    type: 'your-turn',
    gameId: 'g-abc123',
    gameType: 'high-card',
    gameTitle: 'High Card',
    tableName: 'Friday table',
    seat: 1,
    seq: 7,
    at: Date.UTC(2026, 10, 20, 9, 30),
    url: 'http://127.0.0.1:3000/games/g-abc123?seat=1',
    awaited: { kind: 'play', mode: 'simultaneous', message: 'Play a card face down.', deadline: Date.UTC(2026, 10, 21, 9, 30) },
    ...over,
  };
}
