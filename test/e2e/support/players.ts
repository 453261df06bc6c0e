import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

export interface Player {
  email: string;
  context: BrowserContext;
  page: Page;
  /** Every response body this player's browser received, for the secrecy checks. */
  received: string[];
  /** Waits until every response seen so far has been read. */
  settle(): Promise<void>;
}

/** A browser context of its own (its own cookies), recording every response it receives. */
export async function newPlayer(browser: Browser, email: string): Promise<Player> {
  const context = await browser.newContext();
  const received: string[] = [];
  const pending: Promise<void>[] = [];
  context.on('response', (response) => {
    pending.push(
      response.text().then(
        (text) => void received.push(text),
        () => undefined, // redirects and aborted requests have no body
      ),
    );
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${email}] page error: ${error.message}`));
  return { email, context, page, received, settle: async () => void (await Promise.all(pending)) };
}

/** The name a test player picks on the welcome page: the email's local part ("ann@…" is "ann"), as the tests name them. */
export const nameOf = (email: string) => email.slice(0, email.indexOf('@'));

/**
 * Signs in the way a player does locally: ask for a link, open it from the caught mail; a new account picks its name on
 * the welcome page first. `from`: the page first asked for (sign-in brings the player back to it); `landing`: where
 * that page finally leads.
 */
export async function signIn(player: Player, site: string, options: { shots?: boolean; from?: string; landing?: string } = {}): Promise<void> {
  const { page, email } = player;
  const shots = options.shots ?? false;
  const from = options.from ?? '/';
  const landing = `${site}${options.landing ?? from}`;
  await page.goto(`${site}${from}`);
  await page.waitForURL(/\/sign-in/);
  await page.getByLabel('Email address').fill(email);
  if (shots) await screenshot(page, 'sign-in');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByRole('status').filter({ hasText: 'We sent a sign-in link' }).waitFor();
  await page.goto(`${site}/dev/mail`);
  if (shots) await screenshot(page, 'caught-mail');
  await page.locator('.mail').filter({ hasText: `To ${email}` }).first().getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname === '/welcome' || url.href === landing);
  if (new URL(page.url()).pathname === '/welcome') {
    if (shots) await screenshot(page, 'welcome');
    await page.getByLabel('Your name at the table').fill(nameOf(email));
    await page.getByRole('button', { name: 'Use this name' }).click();
  }
  await page.waitForURL(landing);
}

/** On the table, if this player has a decision, takes the first listed move and confirms it; false when nothing is asked. */
export async function playFirstMove(page: Page, tableUrl: string): Promise<boolean> {
  if (page.url() !== tableUrl) await page.goto(tableUrl);
  else await page.reload();
  const choices = page.locator('.move-group button.choice');
  const lists = page.locator('.move-group select.move-select');
  if ((await choices.count()) > 0) await choices.first().click();
  else if ((await lists.count()) > 0) await lists.first().selectOption({ index: 1 });
  else return false;
  await page.getByRole('button', { name: /^Confirm/ }).click();
  // The last move of a game ends it: the decision panel (and its "accepted" line) gives way to the outcome.
  await page.getByRole('status').filter({ hasText: 'Move accepted.' }).or(page.getByText(/^(Won by|Everybody lost)/)).first().waitFor();
  return true;
}
