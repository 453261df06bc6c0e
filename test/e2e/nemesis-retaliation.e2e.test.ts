import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine';
import type { RetaliationState } from '../../shared/games/nemesis-retaliation/state';
import { runBoardTable } from './support/board-table';
import { screenshot } from './support/players';
import { findSecrets } from './support/secrets';
import { createAndSeat, useTableRun } from './support/table-run';

/**
 * Three players in three browsers at one Nemesis: Retaliation table, on the real local stack and the built site. Each
 * drafts a character, support equipment and a belt by clicking in the decision bar, then on its first turn moves by
 * clicking a space of the facility and passes in the decision bar; random bots then play the game to its end through
 * the game service. No browser may ever receive another seat's hand, deck, backpack or objectives (or the decks, the
 * bag, the corridor stack, the robot before it is revealed), as the engine's `secrets` lists them.
 */
describe('Nemesis: Retaliation: three players at one table, in Chromium', () => {
  const run = useTableRun(['ann@e2e.test', 'bob@e2e.test', 'cy@e2e.test']);
  const { bySeat } = run;

  const table = runBoardTable<RetaliationState>(run, 'svg[aria-label="The facility"]', 'retaliation');
  const { internal, observe, expectNoSeatSawAnotherSeatsSecrets, awaited, inTheBar, botsUntilTurnOf, botsUntilATurn, shots } = table;
  const chooseOnFacility = table.chooseOnBoard;

  it('given three signed-in players, when Ann creates a Nemesis: Retaliation table and the others join by the invite link, then it starts', async () => {
    // The options read in words: the corridor tiles, the infected count and Deadly Mode.
    const checkForm = async (page: Page) => {
      for (const words of ['Corridor tiles', 'Infected contamination cards', 'Deadly Mode']) await expect(page.getByText(words).count()).resolves.toBeGreaterThan(0);
    };
    await createAndSeat(run, { game: 'nemesis-retaliation', name: 'Drop zone', board: 'svg[aria-label="The facility"]', shots: 'retaliation', checkForm });
    expect((await internal()).meta.status).toBe('active');
  }, 300_000);

  it('given the drafts, when each player keeps a character, support equipment and a belt by clicking in the decision bar, then the engine starts round 1', async () => {
    const CHARACTERS = /^Play the (Recon|Heavy Gun Operator|Combat Engineer|Officer|Medical Support|Contractor)$/;
    for (let picks = 0; picks < 12; picks++) {
      const next = await awaited();
      if (next?.kind === 'turn') break;
      // The seat about to choose sees its own offer now: it has seen those cards, even when they go back unseen later.
      const now = await internal();
      observe(now.game, now.state);
      const { page } = bySeat.get(next!.seat)!;
      await page.goto(run.tableUrl);
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
    for (let turns = 0; turns < 6 && played.size < 3; turns++) {
      const seat = await botsUntilATurn(rng, 1);
      if (seat === null) break;
      if (played.has(seat)) break;
      const { page } = bySeat.get(seat)!;
      await page.goto(run.tableUrl);
      const label = await chooseOnFacility(page, /^Move to /);
      let { state } = await internal();
      // The move is taken (an action spent), or it ended the character's turn or life on the way (pursuit, exploration).
      expect(state.turn?.seat !== seat || (state.turn?.actions ?? 0) > 0 || state.players[seat].status !== 'in-play', label).toBe(true);
      if (played.size === 0) await shots(page, 'retaliation-table');
      if (await botsUntilTurnOf(seat, rng, 1)) {
        await page.goto(run.tableUrl);
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
    await bySeat.get(me)!.page.goto(run.tableUrl);
    expect(findSecrets(await bySeat.get(me)!.page.content(), game.secrets(state, other)).length).toBeGreaterThan(0);
  }, 600_000);

  it('given the table under way, when random bots play on through the service, then the game ends and no browser ever got a secret', async () => {
    await table.botsToTheEnd(Rng.fromSeed('retaliation-e2e-bots'));
    const page = bySeat.get(0)!.page;
    await expect(page.getByText(/Won by|Everybody lost/).count()).resolves.toBeGreaterThan(0);
    await shots(page, 'retaliation-finished');
  }, 600_000);
});

