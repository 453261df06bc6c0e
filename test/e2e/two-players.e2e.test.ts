import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAt } from '../../functions/core/game-state';
import { verifyWebhook } from '../../functions/notify/webhook-signature';
import { launchChromium } from './support/browser';
import { newPlayer, playFirstMove, screenshot, signIn, type Player } from './support/players';
import { freePort } from './support/processes';
import { findSecrets, secretsInContext } from './support/secrets';
import { buildSite, serveSite, type Site } from './support/site';
import { startWebhookReceiver } from './support/webhook-receiver';
import { startE2eStack, type E2eStack } from './support/stack';

/**
 * Two players in two browsers, on the real local stack and the built site: sign in through the caught mail, create and
 * join a table of the two-player fixture game, play it to its end, watch each other's moves arrive, browse the history.
 * Player B's browser must never receive anything player A's seat hides from B.
 */
// Generous budgets: on two cores the suite shares the machine with the integration tests of `npm test`.
describe('two players at one table, in Chromium', { timeout: 120_000 }, () => {
  let stack: E2eStack;
  let site: Site;
  let browser: Browser;
  let ann: Player;
  let bob: Player;
  let tableUrl = '';
  let gameId = '';
  const BOB_SEAT = 1;

  beforeAll(async () => {
    const port = await freePort();
    [stack] = await Promise.all([startE2eStack(`http://127.0.0.1:${port}`), buildSite()]);
    site = await serveSite(stack.apiOrigin, port);
    browser = await launchChromium();
    ann = await newPlayer(browser, 'ann@e2e.test');
    bob = await newPlayer(browser, 'bob@e2e.test');
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await stack?.stop();
  });

  /** Everything Bob's browser received so far, and the page he is on, checked against what Ann's seat hides from him now. */
  async function expectNothingSecretReachedBob(): Promise<number> {
    const { game, state } = await stack.service.internalState(gameId);
    if (!state) return 0;
    const secrets: string[] = game.secrets(state, BOB_SEAT);
    await bob.settle();
    const seen = [...bob.received, await bob.page.content()].join('\n');
    expect(secretsInContext(seen, secrets)).toEqual([]);
    return secrets.length;
  }

  /** The history page Bob is on, checked against what was hidden from his seat after `k` moves. */
  async function expectHistoryStepHidesSecrets(k: number): Promise<void> {
    const { meta, game } = await stack.service.internalState(gameId);
    const { state } = await loadAt(stack.service.ports, meta, k);
    // A fresh load: after client-side navigation the document still holds the first page's payload.
    await bob.page.reload();
    expect(secretsInContext(await bob.page.content(), game.secrets(state, BOB_SEAT))).toEqual([]);
  }

  it('given two players, when each signs in through the caught email, then each lands on "my games"', async () => {
    await signIn(ann, site.url, { shots: true });
    await signIn(bob, site.url);
    await expect(ann.page.getByRole('heading', { name: 'My games' }).isVisible()).resolves.toBe(true);
    await expect(bob.page.getByRole('heading', { name: 'My games' }).isVisible()).resolves.toBe(true);
  });

  it('given Ann, when she saves a display name in settings, then the site greets her by it', async () => {
    await ann.page.goto(`${site.url}/settings`);
    await ann.page.getByLabel('Display name').fill('Ann');
    await ann.page.getByRole('button', { name: 'Save settings' }).click();
    await ann.page.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
    await screenshot(ann.page, 'settings');
    await ann.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(ann.page, 'settings-phone');
    await ann.page.setViewportSize({ width: 1280, height: 800 });
    await ann.page.goto(`${site.url}/`);
    await expect(ann.page.locator('.who').innerText()).resolves.toContain('Ann');
  });

  it('given Ann, when a webhook URL is refused, then her other settings are saved, the field is marked and nothing she typed is lost', async () => {
    await ann.page.goto(`${site.url}/settings`);
    const reminder = ann.page.getByLabel(/^Remind me after/);
    const url = ann.page.getByLabel('Webhook URL (empty for none)');
    await reminder.fill('12');
    await url.fill('https://169.254.169.254/latest/');
    await ann.page.getByRole('button', { name: 'Save settings' }).click();
    await ann.page.getByRole('status').filter({ hasText: 'Your other settings were saved; the marked ones were not.' }).waitFor();
    await expect(ann.page.locator('#webhookUrl-error').innerText()).resolves.toContain('private or reserved network');
    await expect(url.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(url.inputValue()).resolves.toBe('https://169.254.169.254/latest/');
    await expect(reminder.inputValue()).resolves.toBe('12');
    await screenshot(ann.page, 'settings-refused-url');
    await ann.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(ann.page, 'settings-refused-url-phone');
    await ann.page.setViewportSize({ width: 1280, height: 800 });
    await ann.page.reload();
    await expect(reminder.inputValue()).resolves.toBe('12');
    await expect(url.inputValue()).resolves.toBe('');
  });

  it('given Ann, when she tests a typed URL, saves it, tests again and rotates the secret, then each call is signed by the secret shown at that time', async () => {
    const receiver = await startWebhookReceiver();
    const verified = (callIndex: number, secret: string) => {
      const call = receiver.calls[callIndex];
      const headers = { signature: String(call.headers['x-signature']), timestamp: String(call.headers['x-signature-timestamp']), deliveryId: String(call.headers['x-delivery-id']) };
      return verifyWebhook(call.body, headers, secret, Date.now());
    };
    const delivered = ann.page.getByRole('status').filter({ hasText: 'The test notification was delivered to this address.' });
    try {
      await ann.page.goto(`${site.url}/settings`);
      await ann.page.getByLabel('Webhook URL (empty for none)').fill(receiver.url);
      // Not saved yet: the test goes to the address in the field.
      await ann.page.getByRole('button', { name: 'Send a test' }).click();
      await delivered.waitFor();
      expect(receiver.calls).toHaveLength(1);
      await ann.page.getByRole('button', { name: 'Save settings' }).click();
      const secret = await ann.page.locator('.secret-once code').innerText();
      expect(secret.length).toBeGreaterThan(16);
      await ann.page.getByRole('button', { name: 'Send a test' }).click();
      await expect.poll(() => receiver.calls.length).toBe(2);
      expect(verified(1, secret)).toEqual({ ok: true });

      await ann.page.reload();
      await expect(ann.page.locator('.secret-once').count()).resolves.toBe(0);
      await ann.page.getByRole('button', { name: 'Rotate the signing secret' }).click();
      const rotated = await ann.page.locator('.secret-once code').innerText();
      expect(rotated).not.toBe(secret);
      await screenshot(ann.page, 'settings-rotated-secret');
      await ann.page.getByRole('button', { name: 'Send a test' }).click();
      await expect.poll(() => receiver.calls.length).toBe(3);
      expect(verified(2, rotated)).toEqual({ ok: true });
      expect(verified(2, secret)).toEqual({ ok: false, reason: 'mismatch' });
    } finally {
      await receiver.close();
    }
  });

  it('given Ann, when she creates an API token, then it works once shown and stops working once revoked', async () => {
    await ann.page.goto(`${site.url}/settings`);
    await ann.page.getByLabel('New token name').fill('e2e script');
    await ann.page.getByRole('button', { name: 'Create a token' }).click();
    const token = await ann.page.locator('.token-value').innerText();
    const asScript = () => fetch(`${stack.apiOrigin}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await asScript()).status).toBe(200);
    await screenshot(ann.page, 'settings-tokens');
    await ann.page.getByRole('button', { name: 'Revoke e2e script' }).click();
    await ann.page.getByText('No token yet.').waitFor();
    expect((await asScript()).status).toBe(401);
  });

  it('given Ann, when she creates a table with an open seat and Bob opens the invite link, then both hold a seat', async () => {
    await ann.page.goto(`${site.url}/new`);
    await ann.page.getByLabel('Game', { exact: true }).selectOption('high-card');
    await ann.page.getByLabel('Table name (optional)').fill('Friday cards');
    await screenshot(ann.page, 'new-game');
    await ann.page.getByRole('button', { name: 'Create the game' }).click();
    await ann.page.waitForURL(/\/games\/[A-Za-z0-9_-]+$/);
    tableUrl = ann.page.url();
    gameId = tableUrl.split('/').pop()!;
    const joinLink = await ann.page.locator('.join-link').innerText();
    expect(joinLink).toBe(`${site.url}/join/${gameId}`);

    await bob.page.goto(joinLink);
    await screenshot(bob.page, 'join');
    await bob.page.getByRole('button', { name: 'Take a seat' }).click();
    await bob.page.waitForURL(tableUrl);
    await ann.page.reload();
    const start = ann.page.getByRole('button', { name: 'Start the game' });
    if ((await start.count()) > 0) {
      await start.click();
      await ann.page.locator('.move-group').first().waitFor();
    }
    await expect(ann.page.locator('.seat-list').innerText()).resolves.toMatch(/You[\s\S]*bob/i);
  });

  it('given a started game, when the notifier runs, then Bob\'s caught mail holds a turn email linking to the table', async () => {
    const turnMail = bob.page.locator('.mail').filter({ hasText: `To ${bob.email}` }).filter({ hasText: `/games/${gameId}` });
    for (let attempt = 0; attempt < 30 && (await turnMail.count()) === 0; attempt += 1) {
      await bob.page.goto(`${site.url}/dev/mail`);
      if ((await turnMail.count()) === 0) await bob.page.waitForTimeout(1000);
    }
    await turnMail.first().getByRole('link', { name: new RegExp(`/games/${gameId}`) }).first().click();
    await bob.page.waitForURL(tableUrl);
  });

  it('given a started game and an invitation, when Bob opens "my games", then both are under "Needs you", each saying why, in words', async () => {
    const annAccount = await stack.service.ports.users.userForEmail(ann.email, Date.now(), () => 'unused');
    await stack.service.createGame(annAccount.userId, {
      type: 'high-card', config: {}, seats: [{ type: 'creator' }, { type: 'invite', email: bob.email }],
      timeLimitHours: null, timeoutPolicy: 'bot', allowSpectators: false, name: 'Sunday cards',
    });
    await bob.page.goto(`${site.url}/`);
    const needsYou = bob.page.getByRole('region', { name: /Needs you/ });
    await expect(needsYou.getByRole('link', { name: /Friday cards/ }).count()).resolves.toBe(1);
    const invitation = needsYou.locator('.game-line').filter({ hasText: 'Sunday cards' });
    await expect(invitation.innerText()).resolves.toContain('Invitation: take your seat');
    await expect(invitation.innerText()).resolves.toContain('Ann and you');
    await expect(needsYou.locator('.game-line').filter({ hasText: 'Friday cards' }).innerText()).resolves.toMatch(/Your turn[\s\S]*Ann and you[\s\S]*no move yet/);
    await expect(bob.page.getByRole('region', { name: /Waiting for others/ }).getByText('Sunday cards').count()).resolves.toBe(0);
    await screenshot(bob.page, 'my-games');
    await bob.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(bob.page, 'my-games-phone');
    await bob.page.setViewportSize({ width: 1280, height: 800 });
  });

  it('given Bob on the table, when he sends a card he does not hold, then the engine\'s sentence is shown and nothing changes', async () => {
    await bob.page.goto(tableUrl);
    const before = (await stack.service.internalState(gameId)).meta.version;
    await bob.page.getByText('Write the move as JSON').click();
    await bob.page.getByLabel('Move (JSON)').fill('{"type":"play","card":"card-999"}');
    await bob.page.getByRole('button', { name: 'Send this move' }).click();
    await bob.page.getByRole('alert').filter({ hasText: 'That card is not in your hand.' }).waitFor();
    expect((await stack.service.internalState(gameId)).meta.version).toBe(before);
  });

  it('given Bob watching the table, when Ann plays a card, then Bob sees it arrive without reloading, and never sees the card', async () => {
    await bob.page.goto(tableUrl);
    expect(await playFirstMove(ann.page, tableUrl)).toBe(true);
    await bob.page.locator('.log-entry').filter({ hasText: 'Played by Ann' }).waitFor({ timeout: 15_000 });
    await screenshot(ann.page, 'table');
    await screenshot(bob.page, 'table-other-seat');
    // The check is not vacuous: Ann's own page shows her hand, which is exactly what is secret from Bob.
    const { game, state } = await stack.service.internalState(gameId);
    const hiddenFromBob: string[] = game.secrets(state!, BOB_SEAT);
    expect(findSecrets(await ann.page.content(), hiddenFromBob).length).toBeGreaterThan(0);
    expect(await expectNothingSecretReachedBob()).toBeGreaterThan(0);
  });

  it('given both at the table, when Ann writes in the chat, then Bob reads it without reloading', async () => {
    await bob.page.goto(tableUrl);
    await ann.page.goto(tableUrl);
    await ann.page.getByLabel('Message').fill('Good luck, Bob!');
    await ann.page.getByRole('button', { name: 'Send' }).click();
    await ann.page.locator('.chat li').filter({ hasText: 'Good luck, Bob!' }).waitFor();
    const line = bob.page.locator('.chat li').filter({ hasText: 'Good luck, Bob!' });
    await line.waitFor({ timeout: 15_000 });
    await expect(line.innerText()).resolves.toContain('Ann');
  });

  it('given the game under way, when both take their turns to the end, then it is finished and Bob never received a secret', async () => {
    for (let turn = 0; turn < 40; turn += 1) {
      const { state, game } = await stack.service.internalState(gameId);
      if (game.outcome(state!)) break;
      await playFirstMove(ann.page, tableUrl);
      await expectNothingSecretReachedBob();
      await playFirstMove(bob.page, tableUrl);
      await expectNothingSecretReachedBob();
    }
    const { state, game } = await stack.service.internalState(gameId);
    expect(game.outcome(state!)).not.toBeNull();
    await bob.page.reload();
    await expect(bob.page.locator('.badge.done, #table-heading').count()).resolves.toBeGreaterThan(0);
    await expect(bob.page.getByText(/Won by|Everybody lost/).count()).resolves.toBeGreaterThan(0);
    await screenshot(bob.page, 'table-finished');
    await bob.page.goto(`${site.url}/`);
    const finished = bob.page.getByRole('region', { name: /Finished/ }).locator('.game-line').filter({ hasText: 'Friday cards' });
    await expect(finished.innerText()).resolves.toMatch(/Won by|Nobody won/);
    await expect(finished.innerText()).resolves.not.toMatch(/no opponents yet|\bnull\b/);
    await screenshot(bob.page, 'my-games-finished');
    await bob.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(bob.page, 'my-games-finished-phone');
    await bob.page.setViewportSize({ width: 1280, height: 800 });
    await bob.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(bob.page, 'table-phone');
    await bob.page.setViewportSize({ width: 1280, height: 800 });
  }, 300_000);

  it('given a finished game, when Bob browses its history, then previous and the slider step through it from his seat', async () => {
    await bob.page.goto(`${tableUrl}/history`);
    const heading = bob.page.locator('#board-heading');
    const last = Number((await heading.innerText()).match(/\d+/)![0]);
    expect(last).toBeGreaterThan(3);
    await bob.page.getByRole('link', { name: 'Previous step' }).click();
    await bob.page.waitForURL(`${tableUrl}/history?at=${last - 1}`);
    await expect(heading.innerText()).resolves.toBe(`After step ${last - 1}`);
    await expectHistoryStepHidesSecrets(last - 1);
    const slider = bob.page.getByLabel(/^Step \d+ of \d+$/);
    await slider.focus();
    await bob.page.keyboard.press('Home');
    await bob.page.waitForURL(`${tableUrl}/history?at=0`);
    await expect(heading.innerText()).resolves.toBe('After step 0');
    await expectHistoryStepHidesSecrets(0);
    await bob.page.getByRole('link', { name: 'Next step' }).click();
    await bob.page.waitForURL(`${tableUrl}/history?at=1`);
    await expect(heading.innerText()).resolves.toBe('After step 1');
    await expectHistoryStepHidesSecrets(1);
    await screenshot(bob.page, 'history');
    await expectNothingSecretReachedBob();
  });
  it('given a signed-out visitor opening the table link, when he signs in, then he is brought back and offered no seat', async () => {
    const carl = await newPlayer(browser, 'carl@e2e.test');
    // Without a seat, the table sends him on to its join page; the service refuses him a seat, in its own words.
    await signIn(carl, site.url, { from: `/games/${gameId}`, landing: `/join/${gameId}` });
    await carl.page.getByRole('button', { name: 'Take a seat' }).click();
    await carl.page.getByRole('alert').filter({ hasText: 'This game has already started: its seats are taken.' }).waitFor();
    await screenshot(carl.page, 'join-refused');
    const { game, state } = await stack.service.internalState(gameId);
    await carl.settle();
    expect(secretsInContext(carl.received.join('\n'), game.secrets(state!, 'spectator'))).toEqual([]);
    await carl.context.close();
  });

  it('given Bob signed in, when he signs out, then his games need a new sign-in', async () => {
    await bob.page.goto(`${site.url}/`);
    await bob.page.getByRole('button', { name: 'Sign out' }).click();
    await bob.page.waitForURL(/\/sign-in$/);
    await bob.page.goto(`${site.url}/`);
    await bob.page.waitForURL(/\/sign-in\?next=%2F$/);
  });
});
