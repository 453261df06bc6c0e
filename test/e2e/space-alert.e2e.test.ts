import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardById } from '../../shared/games/space-alert/data/cards';
import type { SpaceAlertState } from '../../shared/games/space-alert/state';
import { cardLabel } from '../../web/games/space-alert/model';
import { launchChromium } from './support/browser';
import { newPlayer, SCREENSHOTS, screenshot, signIn, type Player } from './support/players';
import { freePort } from './support/processes';
import { findSecrets, secretsInContext } from './support/secrets';
import { buildSite, serveSite, type Site } from './support/site';
import { startE2eStack, type E2eStack } from './support/stack';

/**
 * Four players in four browsers on one Space Alert mission, on the real local stack and the built site. Each plans on the
 * board (clicks a card in its hand, then a slot of its action board) and marks itself ready, window after window, gives
 * nothing in data transfers, until the mission is resolved and scored; then the turn-by-turn replay is browsed. No browser
 * may ever receive another seat's hand or program cards (or the decks, or the script ahead) while they are hidden.
 */
describe('Space Alert: four players on one mission, in Chromium', () => {
  let stack: E2eStack;
  let site: Site;
  let browser: Browser;
  let players: Player[] = [];
  const bySeat = new Map<number, Player>();
  let tableUrl = '';
  let gameId = '';
  let placedThroughBoard = 0;
  /** Clicks (and list choices) Ann makes while she plans phase 1, and announcements she had to answer in it. */
  const annPhase1 = { clicks: 0, cardClicks: 0, woken: 0, windows: new Set<number>() };
  let counting = false;

  /** A click by a player; Ann's are counted while she plans phase 1. */
  async function click(seat: number, target: Locator): Promise<void> {
    await target.click();
    if (seat === 0 && counting) annPhase1.clicks += 1;
  }

  beforeAll(async () => {
    const port = await freePort();
    [stack] = await Promise.all([startE2eStack(`http://127.0.0.1:${port}`), buildSite()]);
    site = await serveSite(stack.apiOrigin, port);
    browser = await launchChromium();
    players = await Promise.all(['ann@e2e.test', 'bob@e2e.test', 'cy@e2e.test', 'dee@e2e.test'].map((email) => newPlayer(browser, email)));
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await stack?.stop();
  });

  /** The engine names players' members "Seat 1"; the page shows the display names instead. */
  const withNames = (text: string) => text.replace(/\bSeat (\d)\b/g, (_, n: string) => nameOfSeat(Number(n) - 1));
  const nameOfSeat = (seat: number) => {
    const email = bySeat.get(seat)!.email;
    return email.charAt(0).toUpperCase() + email.slice(1, email.indexOf('@'));
  };

  /**
   * Writes Ann's clicks for phase 1 under the "Clicks" heading of bench/RESULTS.md, replacing only its own line; only when
   * RECORD_CLICKS=1, so that an ordinary test run leaves the working tree clean.
   */
  async function recordClicks(): Promise<void> {
    const file = path.resolve(import.meta.dirname, '../../bench/RESULTS.md');
    const windows = annPhase1.windows.size;
    const line =
      `- Space Alert, one planning phase for one player (phase 1, 3 cards placed by clicking a hand card then a turn, action half up): ` +
      `**${annPhase1.clicks} clicks** with "Ready for the rest of phase 1" and "ask me again on a new threat in red only" ` +
      `(asked again ${annPhase1.woken} time${annPhase1.woken === 1 ? '' : 's'} in the phase, by a threat in her zone, one click each); answering each announcement instead would have taken ` +
      `${annPhase1.cardClicks + windows} (the same card clicks and one Ready per window: ${windows} windows in this mission's phase 1). Measured by test/e2e/space-alert.e2e.test.ts.`;
    const text = await readFile(file, 'utf8').catch(() => '');
    const lines = text.replace(/\n+$/, '').split('\n').filter((l) => !l.startsWith('- Space Alert, one planning phase'));
    const at = lines.findIndex((l) => /^#+ Clicks/.test(l));
    if (at < 0) lines.push('', '## Clicks', '', line);
    else {
      // After the last line of the section (other games' lines stay as they are).
      let end = at + 1;
      while (end < lines.length && !/^#+ |^<!--/.test(lines[end])) end += 1;
      while (end > at + 1 && lines[end - 1].trim() === '') end -= 1;
      lines.splice(end, 0, ...(end === at + 1 ? ['', line] : [line]));
    }
    await writeFile(file, `${lines.join('\n')}\n`);
  }

  async function internal() {
    const { meta, game, state } = await stack.service.internalState(gameId);
    return { meta, game, state: state as SpaceAlertState };
  }

  /**
   * What this browser received since the last check, and the page it shows, against what its seat may not see now.
   * Secrets only shrink for a seat in this run (nobody gives a card away), so checking each response once is enough.
   */
  async function expectNothingHiddenReached(seat: number): Promise<number> {
    const player = bySeat.get(seat)!;
    const { game, state } = await internal();
    const secrets: string[] = game.secrets(state, seat);
    await player.settle();
    const seen = [...player.received.splice(0), await player.page.content()].join('\n');
    expect(secretsInContext(seen, secrets), player.email).toEqual([]);
    return secrets.length;
  }

  async function accepted(page: Page): Promise<void> {
    await page.getByRole('status').filter({ hasText: 'Move accepted.' }).waitFor({ timeout: 30_000 });
  }

  /** On a fresh table page: one card from the hand onto the first empty slot of the phase being planned, through the board. */
  async function placeOneCard(seat: number): Promise<boolean> {
    const { page } = bySeat.get(seat)!;
    const card = page.locator('button[aria-label^="Card "]').first();
    const slot = page.getByRole('button', { name: /^Turn \d+: empty$/ }).first();
    if ((await card.count()) === 0 || (await slot.count()) === 0) return false;
    // The page names a card by its halves only ("A / move red"), never by its id.
    const named = (await card.getAttribute('aria-label'))!.replace(/^Card /, '');
    const turn = Number((await slot.getAttribute('aria-label'))!.match(/^Turn (\d+)/)![1]);
    await click(seat, card);
    await click(seat, slot);
    await accepted(page);
    const { state } = await internal();
    const placed = state.members.find((m) => m.seat === seat)!.slots[turn - 1]?.card;
    expect(cardLabel(cardById(placed ?? '') ?? { id: '' })).toBe(named);
    if (seat === 0 && counting) annPhase1.cardClicks += 2;
    placedThroughBoard += 1;
    return true;
  }

  /** One seat's turn in the current window: place a card if it can, then ready; in a data transfer, give nothing. */
  async function planAndReady(seat: number): Promise<void> {
    const { page } = bySeat.get(seat)!;
    await page.goto(tableUrl);
    await expectNothingHiddenReached(seat);
    // The board's own buttons act at once; the prompt panel lists the same moves as choices to confirm.
    const board = page.getByRole('region', { name: 'The board as your seat sees it' });
    const giveNothing = board.getByRole('button', { name: 'Give nothing' });
    if ((await giveNothing.count()) > 0) {
      await click(seat, giveNothing);
      await accepted(page);
    } else {
      const standing = seat === 0 && counting;
      if (standing) annPhase1.woken += 1;
      if (await placeOneCard(seat)) await page.goto(tableUrl);
      // Ann, woken by a threat in her zone, stands ready again for the rest of her phase; the others answer each announcement.
      await click(seat, board.getByRole('button', { name: standing ? 'Ready for the rest of phase 1' : 'Ready for the next announcement' }));
      await accepted(page);
    }
    await expectNothingHiddenReached(seat);
  }

  it('given four signed-in players, when Ann creates a Space Alert mission with three open seats and the others join, then it starts', async () => {
    for (const p of players) await signIn(p, site.url);
    const [ann, ...others] = players;
    await ann.page.goto(`${site.url}/new`);
    await ann.page.getByLabel('Game').selectOption('space-alert');
    await ann.page.getByLabel('Table name (optional)').fill('Sector 7');
    while ((await ann.page.locator('.seats li').count()) < 4) await ann.page.getByRole('button', { name: 'Add a seat' }).click();
    await ann.page.getByRole('button', { name: 'Create the game' }).click();
    await ann.page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/);
    tableUrl = ann.page.url();
    gameId = tableUrl.split('/').pop()!;
    for (const p of others) {
      await p.page.goto(`${site.url}/join/${gameId}`);
      await p.page.getByRole('button', { name: 'Take a seat' }).click();
      await p.page.waitForURL(tableUrl);
    }
    await ann.page.reload();
    const start = ann.page.getByRole('button', { name: 'Start the game' });
    if ((await start.count()) > 0) await start.click();
    for (const p of players) {
      await p.page.goto(tableUrl);
      await p.page.getByRole('region', { name: 'Your hand' }).waitFor();
      // My own board is the one marked "(you)"; its figure carries my crew number (players come first, in seat order).
      const mine = p.page.locator('section[aria-label^="Action board of"][aria-label*="you)"]');
      bySeat.set(Number(await mine.locator('header > span').first().innerText()) - 1, p);
    }
    expect([...bySeat.keys()].sort()).toEqual([0, 1, 2, 3]);
    expect((await internal()).state.status).toBe('planning');
  }, 240_000);

  /** Every awaited seat plans one card and readies (or gives nothing), round after round, until `done` holds. */
  async function playOn(done: (s: SpaceAlertState) => boolean): Promise<SpaceAlertState> {
    for (let round = 0; round < 80; round += 1) {
      const { state } = await internal();
      if (state.status === 'over' || done(state)) return state;
      const waiting = state.status === 'transfer' ? state.gifts.map((g, seat) => (g ? -1 : seat)) : state.ready.map((r, seat) => (r ? -1 : seat));
      for (const seat of waiting.filter((x) => x >= 0)) {
        const now = (await internal()).state;
        if (now.status === 'over') break;
        counting = now.phase[0] === 1;
        if (counting) annPhase1.windows.add(now.window.index);
        await planAndReady(seat);
      }
    }
    return (await internal()).state;
  }

  it('given phase 1, when Ann plans all of it, watches the red zone and stands ready for the rest of the phase, then her turns are set in few clicks', async () => {
    const ann = bySeat.get(0)!.page;
    counting = true;
    annPhase1.windows.add((await internal()).state.window.index);
    for (let turn = 1; turn <= 3; turn += 1) {
      await ann.goto(tableUrl);
      expect(await placeOneCard(0)).toBe(true);
    }
    await ann.goto(tableUrl);
    const board = ann.getByRole('region', { name: 'The board as your seat sees it' });
    // A list choice: open it, pick the zone (two clicks or taps).
    await board.getByLabel('While ready for the rest of the phase, ask me again').selectOption('red');
    annPhase1.clicks += 2;
    await accepted(ann);
    await ann.goto(tableUrl);
    await click(0, board.getByRole('button', { name: 'Ready for the rest of phase 1' }));
    await accepted(ann);
    const { state } = await internal();
    expect(state.members.find((m) => m.seat === 0)!.slots.slice(0, 3).every(Boolean)).toBe(true);
    expect(state.standing?.[0]).toBe(1);
    expect(state.watch?.[0]).toBe('red');
    await ann.goto(tableUrl);
    await expect(board.innerText()).resolves.toContain('You are ready for the rest of phase 1');
  }, 180_000);

  it('given the first window, when the others click a hand card then a slot, then the card lies on their board, face down for the others', async () => {
    for (const seat of [1, 2, 3]) {
      await bySeat.get(seat)!.page.goto(tableUrl);
      expect(await placeOneCard(seat)).toBe(true);
    }
    const { game, state } = await internal();
    const ann = bySeat.get(0)!.page;
    await ann.goto(tableUrl);
    expect(await ann.getByRole('img', { name: /^Turn 1: a card, face down/ }).count()).toBe(3);
    // Not vacuous: Ann's page shows her own cards, exactly what the other seats may not see.
    expect(findSecrets(await ann.content(), game.secrets(state, 1)).length).toBeGreaterThan(0);
    await screenshot(ann, 'space-alert-planning');
    await ann.setViewportSize({ width: 390, height: 844 });
    await screenshot(ann, 'space-alert-planning-phone');
    await ann.setViewportSize({ width: 1280, height: 800 });
    for (const seat of [0, 1, 2, 3]) expect(await expectNothingHiddenReached(seat)).toBeGreaterThan(0);
  }, 600_000);

  /** The part of the page a player sees without scrolling, as a picture, and where a thing is on it. */
  async function aboveTheFold(page: Page, name: string, width: number, height: number, things: Record<string, Locator>): Promise<void> {
    await page.setViewportSize({ width, height });
    await page.goto(tableUrl);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
    for (const [what, thing] of Object.entries(things)) {
      const box = await thing.first().boundingBox();
      expect(box, what).not.toBeNull();
      expect(box!.y, `${what} starts within the first ${height} px at ${width} px wide`).toBeLessThan(height - 40);
      expect(box!.x + Math.min(box!.width, 100), `${what} is on screen`).toBeLessThanOrEqual(width);
    }
    // Nothing makes the page scroll sideways; if something does, name the widest culprits.
    const wide = await page.evaluate((w) => {
      if (document.documentElement.scrollWidth <= w) return [];
      return [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > w + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} right=${Math.round(el.getBoundingClientRect().right)}`);
    }, width);
    expect(wide).toEqual([]);
  }

  it('given announced threats, when Bob opens the table on a laptop and on a phone, then the threats are on screen with the planner', async () => {
    const state = await playOn((x) => x.status === 'planning' && x.announced.length >= 2 && !x.ready[1]);
    expect(state.announced.length).toBeGreaterThanOrEqual(2);
    const bob = bySeat.get(1)!.page;
    const threat = bob.locator('li[aria-label^="Threat T+"]');
    const hand = bob.getByRole('region', { name: 'Your hand' });
    const myBoard = bob.locator('section[aria-label^="Action board of"][aria-label*="you)"]');
    await aboveTheFold(bob, 'space-alert-table-1280x800', 1280, 800, { 'a threat card': threat, 'the hand': hand, 'my action board': myBoard });
    await expect(threat.first().innerText()).resolves.toMatch(/X\s+\S[\s\S]*Y\s+\S[\s\S]*Z\s+\S/);
    // On a phone the tracks come first; which zone's card comes first depends on the mission, so the tracks are what must show.
    const tracks = bob.getByRole('heading', { name: 'Threats and trajectories' });
    await aboveTheFold(bob, 'space-alert-table-390x844', 390, 844, { 'the threat tracks': tracks });
    await bob.setViewportSize({ width: 1280, height: 800 });
  }, 1_200_000);

  it('given the mission under way, when everyone plans on the board and marks ready window after window, then it is resolved and scored', async () => {
    await playOn(() => false);
    const { game, state } = await internal();
    expect(state.status).toBe('over');
    expect(game.outcome(state)).not.toBeNull();
    expect(state.resolution!.turns.length).toBeGreaterThan(1);
    expect(placedThroughBoard).toBeGreaterThan(8);
    const ann = bySeat.get(0)!.page;
    await ann.goto(tableUrl);
    await ann.getByRole('region', { name: 'Mission result' }).waitFor();
    await expect(ann.getByRole('region', { name: 'Mission result' }).innerText()).resolves.toContain(withNames(state.resolution!.reason));
    if (state.resolution!.score) await expect(ann.getByText(`Score ${state.resolution!.score.total}:`).count()).resolves.toBe(1);
    if (process.env.RECORD_CLICKS === '1') await recordClicks();
  }, 1_200_000);

  it('given the resolved mission, when Dee steps through the replay, then each turn shows what happened, and play runs on by itself', async () => {
    const { state } = await internal();
    const turns = state.resolution!.turns;
    const dee = bySeat.get(3)!.page;
    await dee.goto(tableUrl);
    const heading = dee.locator('h4[aria-live="polite"]');
    await expect(heading.innerText()).resolves.toMatch(/^The jump/);
    await dee.getByRole('button', { name: 'Next turn' }).click();
    await expect(heading.innerText()).resolves.toBe('Turn 1');
    const turn1 = state.resolution!.log.filter((e) => e.turn === 1);
    // Display names are the players' own (their case too); the engine's line names their seats.
    const shown = (await dee.getByRole('list', { name: 'What happened in turn 1' }).innerText()).toLowerCase();
    expect(shown).toContain(withNames(turn1[0].text).toLowerCase());
    await dee.getByRole('button', { name: 'Next turn' }).click();
    await dee.getByRole('button', { name: 'Previous turn' }).click();
    await expect(heading.innerText()).resolves.toBe('Turn 1');
    await dee.getByRole('button', { name: 'Play' }).click();
    await dee.waitForFunction(() => document.querySelector('h4[aria-live="polite"]')?.textContent === 'Turn 3', undefined, { timeout: 15_000 });
    await dee.getByRole('button', { name: 'Pause' }).click();
    await dee.getByRole('button', { name: 'Last' }).click();
    await expect(heading.innerText()).resolves.toBe(`Turn ${turns[turns.length - 1].turn}`);
    await screenshot(dee, 'space-alert-replay');
    await dee.setViewportSize({ width: 390, height: 844 });
    await screenshot(dee, 'space-alert-replay-phone');
    await dee.setViewportSize({ width: 1280, height: 800 });
  }, 120_000);
});
