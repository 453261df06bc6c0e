import type { Outcome, Seat } from '../../shared/engine';

/** What a player can be told about. One notice per (change, seat); each channel renders it its own way. */
export type NoticeType = 'your-turn' | 'game-started' | 'game-ended' | 'chat-mention' | 'reminder' | 'timed-out';

/** What the recipient's own seat is asked to do: the prompt's kind and sentence, never its options. */
export interface AwaitedAction {
  kind: string;
  mode: 'turn' | 'simultaneous' | 'reaction';
  message: string;
  /** Milliseconds since the epoch; null without a time limit. */
  deadline: number | null;
}

/**
 * One message for one seat of one game. It names the game, the table, what is awaited of the recipient and a link,
 * and nothing else: no view, no hand, no prompt options, so it cannot carry another seat's secrets.
 */
export interface Notice {
  type: NoticeType;
  gameId: string;
  gameType: string;
  gameTitle: string;
  tableName: string | null;
  seat: Seat;
  /** The game's version the notice is about (the stream record's seq). */
  seq: number;
  /** When the change happened, ms since the epoch. */
  at: number;
  /** The seat's page. */
  url: string;
  /** Set when the recipient is awaited (your-turn, reminder, game-started when the seat acts first, timed-out when it acts again). */
  awaited: AwaitedAction | null;
  /** game-ended: the result and the link to the history. */
  result?: { outcome: Outcome; youWon: boolean; historyUrl: string; /** Display names by seat, to word winners and scores. */ names?: string[] };
  /** chat-mention: who wrote and the message (table chat is public to the table). */
  chat?: { fromName: string; text: string };
  /** timed-out: what was done in the recipient's place. */
  timeout?: { policy: 'skip' | 'bot' | 'resign' };
}
