import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomStep, Rng } from '../../shared/engine';
import type { VoidfallState } from '../../shared/games/voidfall/state';
import { runBoardTable } from './support/board-table';
import { screenshot } from './support/players';
import { findSecrets } from './support/secrets';
import { createAndSeat, useTableRun } from './support/table-run';

const GALAXY = 'svg[aria-label="The galaxy"]';

/**
 * Two players in two browsers at one Voidfall table, on the real local stack and the built site. Each takes a House in
 * the decision bar; the first player's Focus turn is played by clicking: a Focus card of the hand, taking it back, playing
 * it again, an action of the turn panel, its effects (on the galaxy or in the panel), ending the action and the turn.
 * Random bots then play the game to its end through the game service. No browser may ever receive another seat's
 * hand or held tokens (or the decks), as the engine's `secrets` lists them.
 */
describe('Voidfall: two players at one table, in Chromium', () => {
  const run = useTableRun(['ann@e2e.test', 'bob@e2e.test']);
  const { bySeat } = run;
  const table = runBoardTable<VoidfallState>(run, GALAXY, 'voidfall');
  const { internal, observe, expectNoSeatSawAnotherSeatsSecrets, awaited, hydrated, inTheBar, shots } = table;

  /** Clicks a button and waits until the engine took a move and the page shows the new version. */
  async function clickForMove(page: Page, button: ReturnType<Page['locator']>): Promise<string> {
    await hydrated(page);
    const version = (await internal()).meta.version;
    const text = await button.first().innerText();
    await button.first().click();
    const until = Date.now() + 45_000;
    while (Date.now() < until && (await internal()).meta.version === version) await page.waitForTimeout(200);
    const now = (await internal()).meta.version;
    if (now === version) await screenshot(page, 'voidfall-no-move');
    expect(now, text).toBeGreaterThan(version);
    await page.locator(`section.table-board[data-version="${now}"]`).waitFor();
    await hydrated(page);
    return text;
  }

  const turnPanel = (page: Page) => page.getByRole('region', { name: 'The Focus turn' });
  /** A Focus card of the hand clicked, then the move it offers without an Agenda. */
  async function playFocusCard(page: Page): Promise<string> {
    await hydrated(page);
    await page.getByRole('region', { name: 'Your hand' }).getByRole('button').first().click();
    return clickForMove(page, page.getByRole('group', { name: 'Moves for what you chose' }).getByRole('button', { name: /^Play [^,]+$/ }).filter({ hasNotText: ' with ' }));
  }

  it('given two signed-in players, when Ann creates a Voidfall table and Bob joins by the invite link, then it starts', async () => {
    const checkForm = async (page: Page) => {
      for (const words of ['Scenario', 'Houses', 'Advanced Focus', 'Galaxy']) await expect(page.getByText(words, { exact: true }).count()).resolves.toBeGreaterThan(0);
    };
    await createAndSeat(run, { game: 'voidfall', name: 'Fallen empire', board: GALAXY, shots: 'voidfall', checkForm });
    expect((await internal()).meta.status).toBe('active');
  }, 600_000);

  it('given the set-up, when each player takes a House and Origin in the decision bar (and finishes its Origin tasks and the frames of the first Galactic Event), then Cycle 1 starts', async () => {
    for (let picks = 0; picks < 24; picks++) {
      const next = await awaited();
      if (!next || next.kind === 'select-focus') break;
      const { page } = bySeat.get(next.seat)!;
      await page.goto(run.tableUrl);
      if (picks === 0) await screenshot(page, 'voidfall-house-choice');
      if (next.kind === 'choose-house') expect(await inTheBar(page, /^Take House [A-Z][a-z]+ with Origin [AB]$/)).toMatch(/^Take House /);
      else {
        // An Origin's set-up task (an Agenda, a Glory upgrade, a Corruption moved) or a Galactic Event frame: its first
        // choice in the bar, or, when it is a sector, the first outlined sector and the first move it lists.
        await hydrated(page);
        const buttons = page.getByRole('group', { name: 'Moves not on the board' }).getByRole('button');
        if ((await buttons.count()) > 0) await clickForMove(page, buttons);
        else {
          await page.locator(`${GALAXY} g[role="button"][aria-label*=": "]`).first().click();
          await clickForMove(page, page.getByRole('group', { name: 'Moves for what you chose' }).getByRole('button').filter({ hasNotText: 'Back' }));
        }
      }
      await expectNoSeatSawAnotherSeatsSecrets();
    }
    const { state } = await internal();
    expect(state.phase).toBe('focus');
    expect(state.players.every((p) => p.house !== null)).toBe(true);
  }, 480_000);

  it('given the first Focus turn, when its player clicks a Focus card, takes it back, plays it again, takes an action and ends the turn, then the engine agrees', async () => {
    const next = (await awaited())!;
    expect(next.kind).toBe('select-focus');
    const seat = next.seat;
    const { page } = bySeat.get(seat)!;
    await page.goto(run.tableUrl);
    const played = await playFocusCard(page);
    let { state } = await internal();
    expect(state.focusTurn?.focus, played).not.toBeNull();
    await shots(page, 'voidfall-table');

    // Take the Selection back: the turn panel's undo, then the card is in hand again.
    await clickForMove(page, turnPanel(page).getByRole('button', { name: /Take back the last action/ }));
    ({ state } = await internal());
    expect(state.focusTurn?.focus ?? null).toBeNull();
    await playFocusCard(page);

    // An action of the played card, then its effects: a sector outlined on the galaxy or a button of the panel.
    const take = turnPanel(page).getByRole('button', { name: /^Take / });
    expect(await take.count()).toBeGreaterThan(0);
    const action = await clickForMove(page, take);
    ({ state } = await internal());
    expect(state.focusTurn!.pending !== null || state.focusTurn!.done.length > 0, action).toBe(true);
    const moves = page.getByRole('group', { name: 'Moves for what you chose' }).getByRole('button').filter({ hasNotText: 'Back' });
    for (let steps = 0; steps < 8; steps++) {
      const pending = (await internal()).state.focusTurn?.pending;
      if (!pending) break;
      const outlined = page.locator(`${GALAXY} g[role="button"][aria-label*=": "]`);
      const effects = turnPanel(page).getByRole('group', { name: 'Effects of the action' }).getByRole('button');
      const invasion = pending.invasion;
      if (steps === 0 && !invasion && (await effects.count()) > 0) await clickForMove(page, effects);
      else if ((steps === 0 && !invasion) || (invasion && invasion.force.length === 0)) {
        if ((await outlined.count()) === 0) break;
        await outlined.first().click();
        await clickForMove(page, moves);
      } else await clickForMove(page, turnPanel(page).getByRole('button', { name: invasion ? 'Launch the invasion' : 'End this action' }));
    }
    const ended = await clickForMove(page, turnPanel(page).getByRole('button', { name: /^End your turn/ }));
    ({ state } = await internal());
    expect(state.focusTurn?.seat ?? state.turnOrder[state.turn], ended).not.toBe(seat);

    // The other seat's page shows its own hand only: none of this seat's cards' ids, nor the decks'.
    await expectNoSeatSawAnotherSeatsSecrets();
    const other = 1 - seat;
    const { game } = await internal();
    await bySeat.get(seat)!.page.goto(run.tableUrl);
    expect(findSecrets(await bySeat.get(seat)!.page.content(), game.secrets(state, other)).length).toBeGreaterThan(0);
    await bySeat.get(other)!.page.goto(run.tableUrl);
    expect(await bySeat.get(other)!.page.getByRole('region', { name: 'Your hand' }).count()).toBe(1);
    expect(findSecrets(await bySeat.get(other)!.page.content(), game.secrets(state, other))).toEqual([]);
  }, 600_000);

  it('given the table under way, when random bots play on through the service, then the game ends and no browser ever got a secret', async () => {
    // A few bot moves first, for a galaxy with more on it in the mid-game screenshots.
    const rng = Rng.fromSeed('voidfall-e2e-bots');
    for (let i = 0; i < 120; i++) {
      const { meta, game, state } = await internal();
      observe(game, state);
      if (game.outcome(state) || state.cycle > 1) break;
      const step = randomStep(game, state, rng)!;
      await run.stack.service.submitMove(meta.seats[step.seat].userId!, run.gameId, { expectedVersion: meta.version, clientMoveId: `mid-${meta.version}`, move: step.move });
    }
    await expectNoSeatSawAnotherSeatsSecrets();
    const seat = (await awaited())?.seat ?? 0;
    await shots(bySeat.get(seat)!.page, 'voidfall-mid-game');
    await table.botsToTheEnd(rng);
    const page = bySeat.get(0)!.page;
    await expect(page.getByText(/Won by|shared|The game is over/).count()).resolves.toBeGreaterThan(0);
    await shots(page, 'voidfall-finished');
  }, 900_000);
});
