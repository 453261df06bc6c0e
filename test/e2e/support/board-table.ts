/**
 * Driving one table of a board game in several browsers, for e2e tests: the table's internal state (checks only), the
 * secrecy check of every browser against its seat's `secrets`, clicks that wait for the move to land, the decision bar,
 * outlined board elements, bots answering prompts or playing to the end through the service, and screenshots at desktop
 * and phone sizes.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { randomStep, type BaseState, type Rng } from '../../../shared/engine';
import { screenshot, SCREENSHOTS, type Player } from './players';
import { secretsInContext } from './secrets';
import type { E2eStack } from './stack';
import type { TableRun } from './table-run';

export interface BoardTableOptions {
  stack: () => E2eStack;
  gameId: () => string;
  tableUrl: () => string;
  bySeat: Map<number, Player>;
  /** What each browser received from the service and the site's pages. */
  received: Map<Player, string[]>;
  /** The board's drawing, e.g. `svg[aria-label="The facility"]`: its outlined groups are clicked, its hydration awaited. */
  board: string;
  /** The screenshot name of a click that brought no move. */
  name: string;
}

export function boardTable<S extends BaseState & { round: number }>({ stack, gameId, tableUrl, bySeat, received, board, name }: BoardTableOptions) {
  /** The table's full state, for the checks only (the browsers never get it). */
  async function internal() {
    const { meta, game, state } = await stack().service.internalState(gameId());
    return { meta, game, state: state as unknown as S };
  }

  /** Every id a seat's own view has ever shown it (a card once public or held may later lie in a place it may not see); ids may hold `@` (Voidfall's `<card>@<seat>`). */
  const shown = new Map<number, Set<string>>();
  function observe(game: Awaited<ReturnType<typeof internal>>['game'], state: S): void {
    for (const seat of bySeat.keys()) {
      const seen = shown.get(seat) ?? new Set<string>();
      for (const id of JSON.stringify(game.view(state, seat)).match(/"[a-z0-9][a-z0-9@-]*"/g) ?? []) seen.add(id.slice(1, -1));
      shown.set(seat, seen);
    }
  }

  /** What each browser received since the last check, and the page it shows now, against its seat's secrets. */
  async function expectNoSeatSawAnotherSeatsSecrets(): Promise<number> {
    const { game, state } = await internal();
    observe(game, state);
    let hidden = 0;
    for (const [seat, player] of bySeat) {
      // A fresh load: a page left open keeps a request waiting for the next version, whose body would never end.
      await player.page.goto(tableUrl());
      await player.settle();
      const secret = game.secrets(state, seat).filter((id: string) => !shown.get(seat)!.has(id));
      const seen = [...received.get(player)!.splice(0), await player.page.content()].join('\n');
      expect(secretsInContext(seen, secret), player.email).toEqual([]);
      hidden += secret.length;
    }
    return hidden;
  }

  async function awaited(): Promise<{ seat: number; kind: string } | null> {
    const { game, state } = await internal();
    if (game.outcome(state)) return null;
    const p = game.prompts(state)[0];
    return p ? { seat: p.seat, kind: p.kind } : null;
  }

  /** Right after a load the server-rendered board shows before React has hydrated it, and a click then does nothing. */
  async function hydrated(page: Page): Promise<void> {
    await page.waitForFunction(
      (selector) => {
        const facility = document.querySelector(selector);
        const bar = document.querySelector('.decision-bar button');
        const live = (el: Element | null) => el === null || Object.keys(el).some((key) => key.startsWith('__reactProps'));
        return facility !== null && live(facility) && live(bar);
      },
      board,
      { timeout: 60_000 },
    );
  }

  /** Clicks, and clicks again if the page took the first click before it could act on it (the move never came). */
  async function clickForMove(page: Page, target: ReturnType<Page['locator']>, version: number): Promise<number> {
    await target.click();
    const until = Date.now() + 15_000;
    while (Date.now() < until && (await internal()).meta.version === version) await page.waitForTimeout(250);
    if ((await internal()).meta.version === version && (await target.count()) > 0) await target.click();
    return nextVersion(page, version);
  }

  /** Waits until the engine took a move after `version`, and the page shows the table at that new version. */
  async function nextVersion(page: Page, version: number): Promise<number> {
    const until = Date.now() + 45_000;
    while (Date.now() < until && (await internal()).meta.version === version) await page.waitForTimeout(200);
    const now = (await internal()).meta.version;
    if (now === version) await screenshot(page, `${name}-no-move`);
    expect(now).toBeGreaterThan(version);
    await page.locator(`section.table-board[data-version="${now}"]`).waitFor();
    await hydrated(page);
    return now;
  }

  /** One click on a button in the decision bar, waiting for the move to land. */
  async function inTheBar(page: Page, name: RegExp | string): Promise<string> {
    await hydrated(page);
    const version = (await internal()).meta.version;
    const button = page.getByRole('group', { name: 'Moves not on the board' }).getByRole('button', { name, exact: typeof name === 'string' });
    const text = await button.first().innerText();
    await clickForMove(page, button.first(), version);
    return text;
  }

  /** Clicks outlined elements of the board in turn until one offers a move whose label matches; then that move. */
  async function chooseOnBoard(page: Page, label: RegExp): Promise<string> {
    await hydrated(page);
    const outlined = page.locator(`${board} g[role="button"]`);
    const list = page.getByRole('group', { name: 'Moves for what you chose' });
    const version = (await internal()).meta.version;
    const count = await outlined.count();
    for (let i = 0; i < count; i++) {
      const own = (await outlined.nth(i).getAttribute('aria-label')) ?? '';
      if (!label.test(own) && !/: \d+ choices$/.test(own)) continue;
      await outlined.nth(i).click();
      const move = list.getByRole('button', { name: label });
      if ((await move.count()) === 0) {
        await list.getByRole('button', { name: 'Back' }).click();
        continue;
      }
      const text = await move.first().innerText();
      await clickForMove(page, move.first(), version);
      return text;
    }
    throw new Error(`nothing outlined on the board offers ${label}`);
  }

  /** Bots answer whatever is asked until `seat` is awaited for a turn (or the round moved on, or the game ended). */
  async function botsUntilTurnOf(seat: number, rng: Rng, round: number): Promise<boolean> {
    for (let k = 0; k < 50; k++) {
      const { meta, game, state } = await internal();
      if (game.outcome(state) || state.round !== round) return false;
      const p = game.prompts(state)[0];
      if (p?.kind === 'turn' && p.seat === seat) return true;
      if (p?.kind === 'turn') return false;
      const step = randomStep(game, state, rng)!;
      await stack().service.submitMove(meta.seats[step.seat].userId!, gameId(), { expectedVersion: meta.version, clientMoveId: `answer-${meta.version}`, move: step.move });
    }
    return false;
  }

  /** Bots answer whatever is asked until some seat is awaited for a turn: that seat (null if the round moved on or the game ended). */
  async function botsUntilATurn(rng: Rng, round: number): Promise<number | null> {
    for (let k = 0; k < 50; k++) {
      const { meta, game, state } = await internal();
      if (game.outcome(state) || state.round !== round) return null;
      const p = game.prompts(state)[0];
      if (p?.kind === 'turn') return p.seat;
      const step = randomStep(game, state, rng)!;
      await stack().service.submitMove(meta.seats[step.seat].userId!, gameId(), { expectedVersion: meta.version, clientMoveId: `answer-${meta.version}`, move: step.move });
    }
    return null;
  }

  /** Random bots play through the service to the end of the game; every browser is checked for secrets as they go. */
  async function botsToTheEnd(rng: Rng): Promise<void> {
    for (let moves = 1; ; moves++) {
      const { meta, game, state } = await internal();
      observe(game, state);
      if (game.outcome(state)) break;
      expect(moves).toBeLessThan(3000);
      const step = randomStep(game, state, rng)!;
      await stack().service.submitMove(meta.seats[step.seat].userId!, gameId(), { expectedVersion: meta.version, clientMoveId: `bot-${moves}`, move: step.move });
      if (moves % 40 === 0) await expectNoSeatSawAnotherSeatsSecrets();
    }
    await expectNoSeatSawAnotherSeatsSecrets();
  }

  async function shots(page: Page, name: string): Promise<void> {
    await page.goto(tableUrl());
    await hydrated(page);
    await screenshot(page, name);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-first-screen.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await hydrated(page);
    await screenshot(page, `${name}-phone`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-phone-first-screen.png`) });
    const fold = page.getByRole('button', { name: 'Fold to see the board' });
    if (await fold.isVisible()) {
      // On a phone the decision bar covers the board's foot: folded, it keeps its heading and one line of the question.
      const bar = page.locator('.decision-bar');
      const before = (await bar.boundingBox())!.height;
      await fold.click();
      await expect.poll(async () => (await bar.boundingBox())!.height).toBeLessThan(Math.min(before, 140));
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-phone-folded-first-screen.png`) });
      await page.getByRole('button', { name: 'Show the moves' }).click();
      await expect.poll(async () => (await bar.boundingBox())!.height).toBe(before);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  return { internal, observe, expectNoSeatSawAnotherSeatsSecrets, awaited, hydrated, inTheBar, chooseOnBoard, botsUntilTurnOf, botsUntilATurn, botsToTheEnd, shots };
}

/** The board table of a `useTableRun` suite: `boardTable` wired to the run's stack, table and browsers. */
export function runBoardTable<S extends BaseState & { round: number }>(run: TableRun, board: string, name: string) {
  return boardTable<S>({ stack: () => run.stack, gameId: () => run.gameId, tableUrl: () => run.tableUrl, bySeat: run.bySeat, received: run.received, board, name });
}
