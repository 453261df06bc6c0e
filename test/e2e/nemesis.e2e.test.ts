import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomStep, Rng } from '../../shared/engine';
import type { NemesisState } from '../../shared/games/nemesis/state';
import { launchChromium } from './support/browser';
import { newPlayer, screenshot, SCREENSHOTS, signIn, type Player } from './support/players';
import { freePort } from './support/processes';
import { findSecrets, secretsInContext } from './support/secrets';
import { buildSite, serveSite, type Site } from './support/site';
import { startE2eStack, type E2eStack } from './support/stack';

/**
 * Four players in four browsers at one Nemesis table, on the real local stack and the built site. Each drafts a
 * character in the decision bar, then on its first turn moves by clicking a room of the ship and passes in the
 * decision bar; random bots then play the game to its end through the game service. No browser may ever receive
 * another seat's hand, deck, items or objectives (or the decks, the bag, unexplored rooms), as the engine's `secrets`
 * lists them.
 */
describe('Nemesis: four players at one table, in Chromium', () => {
  let stack: E2eStack;
  let site: Site;
  let browser: Browser;
  let players: Player[] = [];
  const bySeat = new Map<number, Player>();
  /** What each browser received from the service and the site's pages (not the site's code: it names every card in the box). */
  const received = new Map<Player, string[]>();
  let tableUrl = '';
  let gameId = '';

  beforeAll(async () => {
    const port = await freePort();
    [stack] = await Promise.all([startE2eStack(`http://127.0.0.1:${port}`), buildSite()]);
    site = await serveSite(stack.apiOrigin, port);
    browser = await launchChromium();
    players = await Promise.all(['ann@e2e.test', 'bob@e2e.test', 'cy@e2e.test', 'dee@e2e.test'].map((email) => newPlayer(browser, email)));
    for (const player of players) {
      const bodies: string[] = [];
      received.set(player, bodies);
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
    await site?.stop();
    await stack?.stop();
  });

  /** The table's full state, for the checks only (the browsers never get it). */
  async function internal() {
    const { meta, game, state } = await stack.service.internalState(gameId);
    return { meta, game, state: state as NemesisState };
  }

  /** Every id a seat's own view has ever shown it: a card it once held may later lie in a place it may not see. */
  const shown = new Map<number, Set<string>>();
  function observe(game: Awaited<ReturnType<typeof internal>>['game'], state: NemesisState): void {
    for (const seat of bySeat.keys()) {
      const seen = shown.get(seat) ?? new Set<string>();
      for (const id of JSON.stringify(game.view(state, seat)).match(/"[a-z0-9][a-z0-9-]*"/g) ?? []) seen.add(id.slice(1, -1));
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
      await player.page.goto(tableUrl);
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
      () => {
        const ship = document.querySelector('svg[aria-label^="The ship"]');
        const bar = document.querySelector('.decision-bar button');
        const live = (el: Element | null) => el === null || Object.keys(el).some((key) => key.startsWith('__reactProps'));
        return ship !== null && live(ship) && live(bar);
      },
      undefined,
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
    if (now === version) await screenshot(page, 'nemesis-no-move');
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

  /** Clicks outlined rooms of the ship in turn until one offers a move whose label matches; then that move. */
  async function chooseOnShip(page: Page, label: RegExp): Promise<string> {
    await hydrated(page);
    const outlined = page.locator('svg[aria-label^="The ship"] g[role="button"]');
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
    throw new Error(`no room of the ship offers ${label}`);
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
      await stack.service.submitMove(meta.seats[step.seat].userId!, gameId, { expectedVersion: meta.version, clientMoveId: `answer-${meta.version}`, move: step.move });
    }
    return false;
  }

  async function shots(page: Page, name: string): Promise<void> {
    await page.goto(tableUrl);
    await hydrated(page);
    await screenshot(page, name);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-first-screen.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await hydrated(page);
    await screenshot(page, `${name}-phone`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-phone-first-screen.png`) });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  it('given four signed-in players, when Ann creates a Nemesis table and the others join by the invite link, then it starts', async () => {
    for (const player of players) {
      await player.page.setViewportSize({ width: 1280, height: 800 });
      await signIn(player, site.url);
    }
    const [ann, ...guests] = players;
    await ann.page.goto(`${site.url}/new`);
    await ann.page.getByLabel('Game', { exact: true }).selectOption('nemesis');
    await ann.page.getByLabel('Table name (optional)').fill('Night shift');
    while ((await ann.page.locator('.seats li').count()) < 4) await ann.page.getByRole('button', { name: 'Add a seat' }).click();
    await screenshot(ann.page, 'nemesis-new-game');
    await ann.page.getByRole('button', { name: 'Create the game' }).click();
    await ann.page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/).catch(async (error: unknown) => {
      await screenshot(ann.page, 'nemesis-new-game-refused');
      throw error;
    });
    tableUrl = ann.page.url();
    gameId = tableUrl.split('/').pop()!;
    for (const guest of guests) {
      await guest.page.goto(`${site.url}/join/${gameId}`);
      await guest.page.getByRole('button', { name: 'Take a seat' }).click();
      await guest.page.waitForURL(tableUrl);
    }
    await ann.page.reload();
    const start = ann.page.getByRole('button', { name: 'Start the game' });
    if ((await start.count()) > 0) await start.click();
    await ann.page.locator('svg[aria-label^="The ship"]').waitFor();
    for (const player of players) {
      await player.page.goto(tableUrl);
      const names = await player.page.locator('.seat-list .seat-name').allInnerTexts();
      bySeat.set(names.indexOf('You'), player);
    }
    expect([...bySeat.keys()].sort()).toEqual([0, 1, 2, 3]);
    expect((await internal()).meta.status).toBe('active');
  }, 300_000);

  it('given the draft, when each player keeps a character by clicking it in the decision bar, then the engine places them aboard', async () => {
    for (let picks = 0; picks < 4; picks++) {
      const next = await awaited();
      expect(next?.kind).toBe('choose-character');
      const { page } = bySeat.get(next!.seat)!;
      await page.goto(tableUrl);
      if (picks === 0) await screenshot(page, 'nemesis-draft');
      const chosen = await inTheBar(page, /^Play the /);
      const { state } = await internal();
      expect(state.players[next!.seat].character).not.toBeNull();
      expect(chosen).toMatch(/^Play the (Captain|Pilot|Scientist|Scout|Soldier|Mechanic)$/);
      await expectNoSeatSawAnotherSeatsSecrets();
    }
    const { state } = await internal();
    expect(state.phase).toBe('player');
    expect(state.players.every((p) => p.status === 'aboard' && p.room !== null)).toBe(true);
  }, 480_000);

  it('given round 1, when each player moves by clicking a room of the ship and passes in the decision bar, then the engine agrees', async () => {
    const rng = Rng.fromSeed('nemesis-e2e-answers');
    const played = new Set<number>();
    for (let turns = 0; turns < 8 && played.size < 4; turns++) {
      const next = await awaited();
      if (!next || !(await botsUntilTurnOf(next.seat, rng, 1))) break;
      const seat = next.seat;
      if (played.has(seat)) break;
      const { page } = bySeat.get(seat)!;
      await page.goto(tableUrl);
      const before = (await internal()).state.players[seat].room;
      const label = await chooseOnShip(page, /^Move to /);
      let { state } = await internal();
      expect(state.players[seat].room === null || state.players[seat].room !== before, label).toBe(true);
      if (played.size === 0) await shots(page, 'nemesis-table');
      if (await botsUntilTurnOf(seat, rng, 1)) {
        await page.goto(tableUrl);
        await inTheBar(page, 'Pass');
        ({ state } = await internal());
        // The last of the four to pass ends the player phase: the event phase runs and round 2 clears every pass.
        expect(state.players[seat].passed || state.round > 1).toBe(true);
      }
      played.add(seat);
      await expectNoSeatSawAnotherSeatsSecrets();
    }
    expect(played.size).toBeGreaterThanOrEqual(2);
    // Not vacuous: a player's own page carries its own card ids, which are exactly what the others must not see.
    const { game, state } = await internal();
    const [me, other] = [...bySeat.keys()];
    await bySeat.get(me)!.page.goto(tableUrl);
    expect(findSecrets(await bySeat.get(me)!.page.content(), game.secrets(state, other)).length).toBeGreaterThan(0);
  }, 600_000);

  it('given the table under way, when random bots play on through the service, then the game ends and no browser ever got a secret', async () => {
    const rng = Rng.fromSeed('nemesis-e2e-bots');
    for (let moves = 1; ; moves++) {
      const { meta, game, state } = await internal();
      observe(game, state);
      if (game.outcome(state)) break;
      expect(moves).toBeLessThan(3000);
      const step = randomStep(game, state, rng)!;
      await stack.service.submitMove(meta.seats[step.seat].userId!, gameId, { expectedVersion: meta.version, clientMoveId: `bot-${moves}`, move: step.move });
      if (moves % 40 === 0) await expectNoSeatSawAnotherSeatsSecrets();
    }
    await expectNoSeatSawAnotherSeatsSecrets();
    const page = bySeat.get(0)!.page;
    await expect(page.getByText(/Won by|Everybody lost/).count()).resolves.toBeGreaterThan(0);
    await shots(page, 'nemesis-finished');
  }, 600_000);
});

