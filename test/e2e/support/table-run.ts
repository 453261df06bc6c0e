/**
 * One e2e run of a board game: the local stack, the built site, Chromium and the players' browsers, each recording
 * what it received from the service and the site's pages; then the table Ann creates and the others join by the
 * invite link, and each player's seat read from its own page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from './browser';
import { newPlayer, screenshot, signIn, type Player } from './players';
import { freePort } from './processes';
import { buildSite, serveSite, type Site } from './site';
import { startE2eStack, type E2eStack } from './stack';

export interface TableRun {
  readonly stack: E2eStack;
  readonly site: Site;
  readonly players: Player[];
  /** What each browser received from the service and the site's pages (not the site's code: it names every card in the box). */
  readonly received: Map<Player, string[]>;
  readonly bySeat: Map<number, Player>;
  tableUrl: string;
  gameId: string;
}

/** Starts everything before the suite's tests and stops it after them. */
export function useTableRun(emails: string[]): TableRun {
  let browser: Browser | undefined;
  const run = { players: [], received: new Map(), bySeat: new Map(), tableUrl: '', gameId: '' } as unknown as TableRun & { stack: E2eStack; site: Site };
  beforeAll(async () => {
    const port = await freePort();
    [run.stack] = await Promise.all([startE2eStack(`http://127.0.0.1:${port}`), buildSite()]);
    run.site = await serveSite(run.stack.apiOrigin, port);
    browser = await launchChromium();
    run.players.push(...(await Promise.all(emails.map((email) => newPlayer(browser!, email)))));
    for (const player of run.players) {
      const bodies: string[] = [];
      run.received.set(player, bodies);
      player.context.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/_next/static/')) return;
        response.text().then(
          (text) => void bodies.push(text),
          () => undefined,
        );
      });
    }
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await run.site?.stop();
    await run.stack?.stop();
  });
  return run;
}

export interface NewTable {
  /** The game's id in the new-game form. */
  game: string;
  name: string;
  /** The board's drawing, awaited once the game has started. */
  board: string;
  /** The prefix of the screenshots' names. */
  shots: string;
  /** Checks of the filled new-game form before it is sent (its option words). */
  checkForm?: (page: Player['page']) => Promise<void>;
}

/** Every player signs in; Ann creates the table with a seat each, the others join; `bySeat` is read from their pages. */
export async function createAndSeat(run: TableRun, { game, name, board, shots, checkForm }: NewTable): Promise<void> {
  const { site, players, bySeat } = run;
  for (const player of players) {
    await player.page.setViewportSize({ width: 1280, height: 800 });
    await signIn(player, site.url);
  }
  const [ann, ...guests] = players;
  await ann.page.goto(`${site.url}/new`);
  await ann.page.getByLabel('Game', { exact: true }).selectOption(game);
  await ann.page.getByLabel('Table name (optional)').fill(name);
  await checkForm?.(ann.page);
  while ((await ann.page.locator('.seats li').count()) < players.length) await ann.page.getByRole('button', { name: 'Add a seat' }).click();
  await screenshot(ann.page, `${shots}-new-game`);
  await ann.page.getByRole('button', { name: 'Create the game' }).click();
  await ann.page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/).catch(async (error: unknown) => {
    await screenshot(ann.page, `${shots}-new-game-refused`);
    throw error;
  });
  run.tableUrl = ann.page.url();
  run.gameId = run.tableUrl.split('/').pop()!;
  for (const guest of guests) {
    await guest.page.goto(`${site.url}/join/${run.gameId}`);
    await guest.page.getByRole('button', { name: 'Take a seat' }).click();
    await guest.page.waitForURL(run.tableUrl);
  }
  await ann.page.reload();
  const start = ann.page.getByRole('button', { name: 'Start the game' });
  if ((await start.count()) > 0) await start.click();
  await ann.page.locator(board).waitFor();
  for (const player of players) {
    await player.page.goto(run.tableUrl);
    const names = await player.page.locator('.seat-list .seat-name').allInnerTexts();
    bySeat.set(names.indexOf('You'), player);
  }
  expect([...bySeat.keys()].sort()).toEqual(players.map((_, seat) => seat));
}
