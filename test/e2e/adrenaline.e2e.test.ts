import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomStep, Rng } from '../../shared/engine';
import { launchChromium } from './support/browser';
import { newPlayer, screenshot, SCREENSHOTS, signIn, type Player } from './support/players';
import { freePort } from './support/processes';
import { findSecrets, secretsInContext } from './support/secrets';
import type { AdrenalineState } from '../../shared/games/adrenaline/state';
import { squareName } from '../../web/games/adrenaline/view-model';
import { buildSite, serveSite, type Site } from './support/site';
import { startE2eStack, type E2eStack } from './support/stack';

/**
 * Three players in three browsers at one Adrenaline table, on the real local stack and the built site. Each spawns by
 * clicking a powerup in its hand on the board, runs by clicking a square of the arena, and ends its turn in the prompt
 * panel; random bots then play the game to its end through the game service. No player's browser may ever receive
 * another seat's powerups (or the decks), as the engine's `secrets` lists them.
 */
describe('Adrenaline: three players at one table, in Chromium', () => {
  let stack: E2eStack;
  let site: Site;
  let browser: Browser;
  let players: Player[] = [];
  /** players by seat, read from each player's own table page */
  const bySeat = new Map<number, Player>();
  let tableUrl = '';
  let gameId = '';

  beforeAll(async () => {
    const port = await freePort();
    [stack] = await Promise.all([startE2eStack(`http://127.0.0.1:${port}`), buildSite()]);
    site = await serveSite(stack.apiOrigin, port);
    browser = await launchChromium();
    players = await Promise.all(['ann@e2e.test', 'bob@e2e.test', 'cleo@e2e.test'].map((email) => newPlayer(browser, email)));
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await stack?.stop();
  });

  /** The table's full state, for the checks only (the browsers never get it). */
  async function internal() {
    const { meta, game, state } = await stack.service.internalState(gameId);
    return { meta, game, state: state as AdrenalineState };
  }

  /** Powerup ids each seat's own view has ever shown it (its hand, the discard pile): a seen id is no longer news to it. */
  const shown = new Map<number, Set<string>>();
  /** How many of each player's responses were already checked. */
  const checked = new Map<Player, number>();

  function observe(game: Awaited<ReturnType<typeof internal>>['game'], state: AdrenalineState): void {
    for (const seat of bySeat.keys()) {
      const seen = shown.get(seat) ?? new Set<string>();
      for (const id of JSON.stringify(game.view(state, seat)).match(/pu-\d+/g) ?? []) seen.add(id);
      shown.set(seat, seen);
    }
  }

  /**
   * What each browser received since the last check, and the page it shows now, against the engine's secrets for its
   * seat among the other seats' powerups. A card a seat once held and discarded may come back from the reshuffled deck
   * into another hand; such an id is left out, as its string is no longer secret to that seat.
   */
  async function expectNoSeatSawAnotherSeatsPowerups(): Promise<number> {
    const { game, state } = await internal();
    observe(game, state);
    let hidden = 0;
    for (const [seat, player] of bySeat) {
      await player.settle();
      const others = new Set(state.players.flatMap((p, i) => (i === seat ? [] : p.powerups)));
      const secret = game.secrets(state, seat).filter((id: string) => others.has(id) && !shown.get(seat)!.has(id));
      const seen = [...player.received.slice(checked.get(player) ?? 0), await player.page.content()].join('\n');
      checked.set(player, player.received.length);
      expect(secretsInContext(seen, secret), player.email).toEqual([]);
      hidden += secret.length;
    }
    return hidden;
  }

  async function awaitedSeat(): Promise<number | null> {
    const { game, state } = await internal();
    return game.outcome(state) ? null : (game.prompts(state)[0]?.seat ?? null);
  }

  /** Clicks made in the browsers, counted per measured task. */
  let clicks = 0;
  async function click(target: Locator): Promise<void> {
    clicks += 1;
    await target.click();
  }

  /** Right after a load the server-rendered board shows before React has hydrated it, and a click then does nothing. */
  async function hydrated(page: Page): Promise<void> {
    await page.waitForFunction(() => {
      const arena = document.querySelector('svg[aria-label^="The arena"]');
      return arena !== null && Object.keys(arena).some((key) => key.startsWith('__reactProps'));
    });
  }

  /** Waits until the engine took a move after `version`, and the page shows the table at that new version. */
  async function nextVersion(page: Page, version: number): Promise<number> {
    for (let i = 0; i < 600 && (await internal()).meta.version === version; i++) await page.waitForTimeout(100);
    const now = (await internal()).meta.version;
    expect(now).toBeGreaterThan(version);
    await page.locator(`section.table-board[data-version="${now}"]`).waitFor();
    await hydrated(page);
    return now;
  }

  /**
   * Clicks outlined things on the board in turn until one offers a move whose label matches: a thing with one move
   * sends it at once (its label says which), one with several lists them and the matching one is clicked.
   */
  async function chooseOnBoard(page: Page, outlined: Locator, label: RegExp): Promise<string> {
    await hydrated(page);
    const list = page.getByRole('group', { name: 'Moves for what you chose' });
    const version = (await internal()).meta.version;
    const count = await outlined.count();
    for (let i = 0; i < count; i++) {
      const own = (await outlined.nth(i).getAttribute('aria-label')) ?? '';
      if (label.test(own)) {
        await click(outlined.nth(i));
        await nextVersion(page, version);
        return own;
      }
      if (!/: \d+ choices$/.test(own)) continue;
      await click(outlined.nth(i));
      const move = list.getByRole('button', { name: label });
      if ((await move.count()) === 0) {
        await click(list.getByRole('button', { name: 'Back' }));
        continue;
      }
      const text = await move.first().innerText();
      await click(move.first());
      await nextVersion(page, version);
      return text;
    }
    throw new Error(`nothing outlined on the board offers ${label}`);
  }

  /** The board's top edge is on the first screen: the player sees the arena without scrolling. */
  async function expectBoardAboveTheFold(page: Page): Promise<void> {
    const box = await page.locator('section.table-board').boundingBox();
    const viewport = page.viewportSize()!;
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(viewport.height / 2);
    const arena = await page.locator('svg[aria-label^="The arena"]').boundingBox();
    expect(arena!.y).toBeLessThan(viewport.height);
  }

  it('given three signed-in players, when Ann creates an Adrenaline table and the others join by the invite link, then it starts', async () => {
    for (const player of players) await signIn(player, site.url);
    const [ann, bob, cleo] = players;
    await ann.page.goto(`${site.url}/new`);
    await ann.page.getByLabel('Game', { exact: true }).selectOption('adrenaline');
    await ann.page.locator('#config-skulls').fill('5');
    await ann.page.locator('#config-endMode').selectOption('sudden-death');
    await ann.page.getByLabel('Table name (optional)').fill('Arena night');
    await ann.page.getByRole('button', { name: 'Create the game' }).click();
    await ann.page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/);
    tableUrl = ann.page.url();
    gameId = tableUrl.split('/').pop()!;
    for (const guest of [bob, cleo]) {
      await guest.page.goto(`${site.url}/join/${gameId}`);
      await guest.page.getByRole('button', { name: 'Take a seat' }).click();
      await guest.page.waitForURL(tableUrl);
    }
    await ann.page.reload();
    const start = ann.page.getByRole('button', { name: 'Start the game' });
    if ((await start.count()) > 0) await start.click();
    await ann.page.getByRole('region', { name: 'Your hand' }).or(ann.page.locator('svg[aria-label^="The arena"]')).first().waitFor();
    for (const player of players) {
      await player.page.goto(tableUrl);
      const names = await player.page.locator('.seat-list .seat-name').allInnerTexts();
      bySeat.set(names.indexOf('You'), player);
    }
    expect([...bySeat.keys()].sort()).toEqual([0, 1, 2]);
    expect((await internal()).meta.status).toBe('active');
  });

  it('given the game started, when each player spawns, runs and ends a first turn through the board and the prompt panel, then the engine agrees', async () => {
    const played = new Set<number>();
    while (played.size < 3) {
      const seat = await awaitedSeat();
      expect(seat).not.toBeNull();
      const player = bySeat.get(seat!)!;
      const { page } = player;
      await page.goto(tableUrl);
      const hand = page.getByRole('region', { name: 'Your hand' });
      const spawnLabel = await chooseOnBoard(page, hand.locator('button[aria-pressed]'), /^Discard .+ and spawn on the \w+ spawnpoint$/);
      const color = spawnLabel.match(/on the (\w+) spawnpoint/)![1];
      let { game, state } = await internal();
      observe(game, state);
      expect(state.players[seat!].square).toBe(game.view(state, seat!).arena.spawnpoints[color]);
      if (played.size === 0) {
        // A player arrives from a link (not a reload, which keeps the scroll of the click on the hand).
        await page.goto(tableUrl);
        await hydrated(page);
        await expectBoardAboveTheFold(page);
        await screenshot(page, 'adrenaline-table');
        await page.screenshot({ path: path.join(SCREENSHOTS, 'adrenaline-table-first-screen.png') });
        await page.setViewportSize({ width: 390, height: 844 });
        await expectBoardAboveTheFold(page);
        await screenshot(page, 'adrenaline-table-phone');
        await page.screenshot({ path: path.join(SCREENSHOTS, 'adrenaline-table-phone-first-screen.png') });
        await page.setViewportSize({ width: 1280, height: 800 });
      }

      await page.reload();
      const here = squareName(state.players[seat!].square!);
      const elsewhere = page.locator(`svg[aria-label^="The arena"] g[role="button"]:not([aria-label^="${here},"])`);
      const runLabel = await chooseOnBoard(page, elsewhere, /^Run to [A-D][1-3]$/);
      ({ game, state } = await internal());
      observe(game, state);
      expect(squareName(state.players[seat!].square!)).toBe(runLabel.replace('Run to ', ''));
      expect(state.turn.actionsLeft).toBe(1);

      // Ending the turn is one click in the decision bar.
      const version = (await internal()).meta.version;
      clicks = 0;
      await click(page.getByRole('group', { name: 'Moves not on the board' }).getByRole('button', { name: 'End the turn' }));
      await nextVersion(page, version);
      expect(clicks).toBe(1);
      played.add(seat!);
      await expectNoSeatSawAnotherSeatsPowerups();
    }
    // Not vacuous: a player's own page carries its own powerup ids, which are exactly what the others must not see.
    const { game, state } = await internal();
    const [me, other] = [...bySeat.keys()];
    await bySeat.get(me)!.page.reload();
    expect(findSecrets(await bySeat.get(me)!.page.content(), game.secrets(state, other)).length).toBeGreaterThan(0);
  }, 300_000);

  /** Whether `seat` may start a shot from where it stands now (the engine lists a shot only when it can be completed). */
  async function canShootHere(seat: number): Promise<boolean> {
    const { game, state } = await internal();
    if (game.outcome(state) || state.turn.seat !== seat || state.turn.shot || state.respawnQueue.length || state.reactions.length) return false;
    return game.legalMoves(state, seat).some((m: { type: string; from?: string }) => m.type === 'shoot' && m.from === state.players[seat].square);
  }

  /**
   * A basic shot through the page, as a player makes it, counting the clicks: "Shoot from" in the decision bar, then the
   * weapon, its basic effect and the target on the board, Skip where an option is offered, and Confirm the shot.
   */
  async function shootInTheBrowser(seat: number): Promise<number> {
    const { page } = bySeat.get(seat)!;
    await page.goto(tableUrl);
    await hydrated(page);
    const bar = page.getByRole('group', { name: 'Moves not on the board' });
    const board = page.locator('section.table-board');
    const list = page.getByRole('group', { name: 'Moves for what you chose' });
    let version = (await internal()).meta.version;
    clicks = 0;
    const before = (await internal()).state.players[seat];
    const here = squareName(before.square!);
    const unloadedBefore = before.weapons.filter((w) => !w.loaded).length;
    await click(bar.getByRole('button', { name: `Shoot from ${here}` }));
    version = await nextVersion(page, version);
    while ((await internal()).state.turn.shot) {
      expect(clicks).toBeLessThan(20);
      const confirm = bar.getByRole('button', { name: 'Confirm the shot' });
      const skip = bar.getByRole('button', { name: /^Skip/ });
      const fire = bar.getByRole('button', { name: /^Fire / });
      // The basic effect first; then whatever the board offers (a weapon, a target), first listed move first.
      const basic = board.locator('button[aria-pressed][aria-label^="Use Basic"]');
      const outlined = board.locator('[aria-pressed]');
      if ((await confirm.count()) > 0) await click(confirm);
      else if ((await skip.count()) > 0) await click(skip);
      else if ((await fire.count()) > 0) await click(fire.first());
      else {
        await click((await basic.count()) > 0 ? basic.first() : outlined.first());
        if ((await list.count()) > 0) await click(list.getByRole('button').first());
      }
      version = await nextVersion(page, version);
    }
    // The shot was made: one more of the shooter's weapons is unloaded, and the turn goes on.
    const unloaded = (await internal()).state.players[seat].weapons.filter((w) => !w.loaded).length;
    expect(unloaded).toBe(unloadedBefore + 1);
    return clicks;
  }

  it('given every player past a first turn, when random bots play on through the service, then the game ends and no browser ever got a secret', async () => {
    const rng = Rng.fromSeed('adrenaline-e2e-bots');
    let shotClicks: number | null = null;
    for (let moves = 1; ; moves++) {
      const { meta, game, state } = await internal();
      observe(game, state);
      if (game.outcome(state)) break;
      if (shotClicks === null && (await canShootHere(state.turn.seat))) {
        shotClicks = await shootInTheBrowser(state.turn.seat);
        console.log(`Clicks for a basic shot in the browser: ${shotClicks}`);
        expect(shotClicks).toBeLessThanOrEqual(7);
        continue;
      }
      expect(moves).toBeLessThan(5000);
      const step = randomStep(game, state, rng)!;
      const userId = meta.seats[step.seat].userId!;
      await stack.service.submitMove(userId, gameId, { expectedVersion: meta.version, clientMoveId: `bot-${moves}`, move: step.move });
      if (moves % 250 === 0) {
        for (const player of players) await player.page.goto(tableUrl);
        await expectNoSeatSawAnotherSeatsPowerups();
      }
    }
    expect(shotClicks).not.toBeNull();
    for (const player of players) await player.page.goto(tableUrl);
    await expectNoSeatSawAnotherSeatsPowerups();
    const page = bySeat.get(0)!.page;
    await expect(page.getByText(/Won by|Everybody lost/).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText('The game is over.').count()).resolves.toBe(1);
    await screenshot(page, 'adrenaline-finished');
  }, 900_000);
});
