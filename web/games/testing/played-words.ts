/**
 * The words check of a whole self-played game, shared by the boards' game-words tests: at every position, each seat's
 * legal moves have labels and the events it may see have log lines; the board is rendered every `renderEvery`
 * positions and at the end; every text is run through the game's raw-words finder.
 */
import { expect } from 'vitest';
import type { AnyGameModule, Prompt } from '../../../shared/engine';

export interface PlayedWords<S> {
  game: AnyGameModule;
  players: number;
  /** Every position of the game, with the events of the move that led there. */
  played: ReadonlyArray<{ state: S; events: unknown[] }>;
  /** Rendering the board is the slow part: every this many positions, and the last one. */
  renderEvery: number;
  /** The board's static HTML for a seat. */
  board: (state: S, seat: number) => string;
  /** The board a spectator sees, checked once at the end when given. */
  spectatorBoard?: (state: S) => string;
  label: (move: unknown, view: unknown, seat: number) => string | null;
  line: (event: unknown, seat: number) => string | null;
  /** What the seat list says a prompt kind waits for; checked when given. */
  promptWords?: (kind: Prompt['kind']) => string | null;
  /** Checks the lobby line too (each "seat N" written as a name, as the lobby does). */
  summary?: boolean;
  rawWords: (texts: string[]) => string[];
  readableText: (html: string) => string[];
}

/** Every raw word found (at most 20), and how many move labels were read. */
export function playedWords<S>(w: PlayedWords<S>): { raw: string[]; labels: number } {
  const raw: string[] = [];
  let labels = 0;
  const last = w.played.length - 1;
  w.played.forEach(({ state, events }, step) => {
    const render = step % w.renderEvery === 0 || step === last;
    if (w.promptWords) for (const p of w.game.prompts(state)) expect(w.promptWords(p.kind), p.kind).not.toBeNull();
    if (w.spectatorBoard && step === last) raw.push(...w.rawWords(w.readableText(w.spectatorBoard(state))));
    for (let seat = 0; seat < w.players; seat++) {
      const view = w.game.view(state, seat);
      if (render) raw.push(...w.rawWords(w.readableText(w.board(state, seat))));
      for (const move of w.game.legalMoves(state, seat)) {
        const label = w.label(move, view, seat);
        expect(label, JSON.stringify(move)).not.toBeNull();
        raw.push(...w.rawWords([label!]));
        labels += 1;
      }
      for (const e of events) {
        const seen = w.game.redact(e as never, seat);
        if (seen === null) continue;
        const line = w.line(seen, seat);
        expect(line, JSON.stringify(e)).not.toBeNull();
        raw.push(...w.rawWords([line!]));
      }
    }
    if (w.summary) raw.push(...w.rawWords([w.game.summary!(state).replace(/\bseat \d\b/g, 'Ann')]));
  });
  return { raw: [...new Set(raw)].slice(0, 20), labels };
}
