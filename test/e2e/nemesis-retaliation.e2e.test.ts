import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomStep, Rng } from '../../shared/engine';
import type { RetaliationState } from '../../shared/games/nemesis-retaliation/state';
import { launchChromium } from './support/browser';
import { newPlayer, screenshot, signIn, type Player } from './support/players';
import { freePort } from './support/processes';
import { boardTable } from './support/board-table';
import { findSecrets } from './support/secrets';
import { buildSite, serveSite, type Site } from './support/site';
import { startE2eStack, type E2eStack } from './support/stack';

/**
 * Two players in two browsers at one Nemesis: Retaliation table, on the real local stack and the built site. Each
 * drafts a character, support equipment and a belt by clicking in the decision bar, then on its first turn moves by
 * clicking a space of the facility and passes in the decision bar; random bots then play the game to its end through
 * the game service. No browser may ever receive another seat's hand, deck, backpack or objectives (or the decks, the
 * bag, the corridor stack, the robot before it is revealed), as the engine's `secrets` lists them.
 */
describe('Nemesis: Retaliation: two players at one table, in Chromium', () => {
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
    players = await Promise.all(['ann@e2e.test', 'bob@e2e.test'].map((email) => newPlayer(browser, email)));
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

  const table = boardTable<RetaliationState>({
    stack: () => stack,
    gameId: () => gameId,
    tableUrl: () => tableUrl,
    bySeat,
    received,
    board: 'svg[aria-label="The facility"]',
    name: 'retaliation',
  });
  const { internal, observe, expectNoSeatSawAnotherSeatsSecrets, awaited, inTheBar, botsUntilTurnOf, botsUntilATurn, shots } = table;
  const chooseOnFacility = table.chooseOnBoard;

  it('given two signed-in players, when Ann creates a Nemesis: Retaliation table and Bob joins by the invite link, then it starts', async () => {
    for (const player of players) {
      await player.page.setViewportSize({ width: 1280, height: 800 });
      await signIn(player, site.url);
    }
    const [ann, ...guests] = players;
    await ann.page.goto(`${site.url}/new`);
    await ann.page.getByLabel('Game', { exact: true }).selectOption('nemesis-retaliation');
    await ann.page.getByLabel('Table name (optional)').fill('Drop zone');
    // The options read in words: the corridor tiles, the infected count and Deadly Mode.
    await expect(ann.page.getByText('Corridor tiles').count()).resolves.toBeGreaterThan(0);
    await expect(ann.page.getByText('Infected contamination cards').count()).resolves.toBeGreaterThan(0);
    await expect(ann.page.getByText('Deadly Mode').count()).resolves.toBeGreaterThan(0);
    while ((await ann.page.locator('.seats li').count()) < 2) await ann.page.getByRole('button', { name: 'Add a seat' }).click();
    await screenshot(ann.page, 'retaliation-new-game');
    await ann.page.getByRole('button', { name: 'Create the game' }).click();
    await ann.page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/).catch(async (error: unknown) => {
      await screenshot(ann.page, 'retaliation-new-game-refused');
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
    await ann.page.locator('svg[aria-label="The facility"]').waitFor();
    for (const player of players) {
      await player.page.goto(tableUrl);
      const names = await player.page.locator('.seat-list .seat-name').allInnerTexts();
      bySeat.set(names.indexOf('You'), player);
    }
    expect([...bySeat.keys()].sort()).toEqual([0, 1]);
    expect((await internal()).meta.status).toBe('active');
  }, 300_000);

  it('given the drafts, when each player keeps a character, support equipment and a belt by clicking in the decision bar, then the engine starts round 1', async () => {
    const CHARACTERS = /^Play the (Recon|Heavy Gun Operator|Combat Engineer|Officer|Medical Support|Contractor)$/;
    for (let picks = 0; picks < 8; picks++) {
      const next = await awaited();
      if (next?.kind === 'turn') break;
      // The seat about to choose sees its own offer now: it has seen those cards, even when they go back unseen later.
      const now = await internal();
      observe(now.game, now.state);
      const { page } = bySeat.get(next!.seat)!;
      await page.goto(tableUrl);
      if (picks === 0) await screenshot(page, 'retaliation-draft');
      if (next!.kind === 'choose-character') {
        expect(await inTheBar(page, /^Play the /)).toMatch(CHARACTERS);
        expect((await internal()).state.players[next!.seat].character).not.toBeNull();
      } else if (next!.kind === 'choose-support') {
        expect(await inTheBar(page, /^Take the /)).not.toMatch(/-/);
      } else {
        expect(next!.kind).toBe('choose-belt');
        expect(await inTheBar(page, /^Fill your belt: /)).toMatch(/^Fill your belt: (Ammo|Grenade|Oxygen|Medpack)/);
      }
      await expectNoSeatSawAnotherSeatsSecrets();
    }
    const { state } = await internal();
    expect(state.phase).toBe('player');
    expect(state.players.every((p) => p.status === 'in-play' && p.space === 'landing-zone')).toBe(true);
  }, 480_000);

  it('given round 1, when each player moves by clicking a space of the facility and passes in the decision bar, then the engine agrees', async () => {
    const rng = Rng.fromSeed('retaliation-e2e-answers');
    const played = new Set<number>();
    for (let turns = 0; turns < 4 && played.size < 2; turns++) {
      const seat = await botsUntilATurn(rng, 1);
      if (seat === null) break;
      if (played.has(seat)) break;
      const { page } = bySeat.get(seat)!;
      await page.goto(tableUrl);
      const label = await chooseOnFacility(page, /^Move to /);
      let { state } = await internal();
      // The move is taken (an action spent), or it ended the character's turn or life on the way (pursuit, exploration).
      expect(state.turn?.seat !== seat || (state.turn?.actions ?? 0) > 0 || state.players[seat].status !== 'in-play', label).toBe(true);
      if (played.size === 0) await shots(page, 'retaliation-table');
      if (await botsUntilTurnOf(seat, rng, 1)) {
        await page.goto(tableUrl);
        await inTheBar(page, 'Pass');
        ({ state } = await internal());
        // The last to pass ends the player phase: the round runs on and round 2 clears every pass.
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
    const rng = Rng.fromSeed('retaliation-e2e-bots');
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
    await shots(page, 'retaliation-finished');
  }, 600_000);
});

