import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { adrenaline } from '../../../shared/games/adrenaline';
import { LogPanel } from '../../components/table/log-panel';
import { PromptPanel } from '../../components/table/prompt-panel';
import { madeOnBoard, moveLabels } from '../move-labels';
import { seatsFor } from './testing/positions';
import { logFor, selfPlayed, SEATS } from './testing/self-played';
import { rawWords, readableText } from './testing/raw-words';
import { renderBoard, renderWithRouter } from './testing/render';

// The table's server actions only run inside Next; static rendering never calls them.
vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn(), postChat: vi.fn() }));

describe('the raw-word check', () => {
  it('given engine ids, enums, flags and seat numbers, then each is caught; given game words, then none is', () => {
    const raw = ['Discard pu-07', 'Run to 2,1', 'on map-11-a', 'to shot-prepare', 'loaded: yes', 'null', 'Scores by seat: 1: 0', 'Buy lock-rifle', 'with whisper'];
    expect(rawWords(raw)).toHaveLength(raw.length);
    expect(rawWords(['Discard Newton (red) and spawn on the red spawnpoint', 'Ann shot Bob with Lock Rifle from B2', 'Kill-shot track', 'No powerups.'])).toEqual([]);
  });
});

describe('a whole self-played Adrenaline game, as its players read it', () => {
  const game = selfPlayed();

  it('given the game, then it went through every kind of decision worth wording', () => {
    for (const kind of ['spawn', 'actions', 'shot-prepare', 'shot-effects', 'shot-resolving', 'respawn']) expect(game.seenKinds).toContain(kind);
  });

  it('given each sampled decision, then the board and the decision bar of the deciding seat hold no raw id, enum or flag', () => {
    const found = new Set<string>();
    for (const { state, seat } of game.asked) {
      const view = adrenaline.view(state, seat);
      const seats = seatsFor(SEATS, seat);
      const moves = adrenaline.legalMoves(state, seat);
      const prompts = adrenaline.prompts(state).filter((p) => p.seat === seat);
      const bar = renderWithRouter(
        createElement(PromptPanel, { gameId: 'g', version: 1, prompts, legalMoves: moves, labels: moveLabels('adrenaline', moves, view, seats), onBoard: madeOnBoard('adrenaline', moves) }),
      );
      for (const raw of rawWords([...readableText(renderBoard({ state, seat })), ...readableText(bar)])) found.add(raw);
    }
    expect([...found]).toEqual([]);
  });

  it('given the whole log, then every seat reads it as words', () => {
    for (let seat = 0; seat < SEATS; seat++) {
      const html = renderToStaticMarkup(createElement(LogPanel, { log: logFor(game.log, seat), seats: seatsFor(SEATS, seat), mySeat: seat, gameType: 'adrenaline' }));
      expect(rawWords(readableText(html))).toEqual([]);
    }
  });
});
