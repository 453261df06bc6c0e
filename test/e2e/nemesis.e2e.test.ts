import { describe, expect, it } from 'vitest';
import { Rng } from '../../shared/engine';
import type { NemesisState } from '../../shared/games/nemesis/state';
import { runBoardTable } from './support/board-table';
import { screenshot } from './support/players';
import { findSecrets } from './support/secrets';
import { createAndSeat, useTableRun } from './support/table-run';

/**
 * Four players in four browsers at one Nemesis table, on the real local stack and the built site. Each drafts a
 * character in the decision bar, then on its first turn moves by clicking a room of the ship and passes in the
 * decision bar; random bots then play the game to its end through the game service. No browser may ever receive
 * another seat's hand, deck, items or objectives (or the decks, the bag, unexplored rooms), as the engine's `secrets`
 * lists them.
 */
describe('Nemesis: four players at one table, in Chromium', () => {
  const run = useTableRun(['ann@e2e.test', 'bob@e2e.test', 'cy@e2e.test', 'dee@e2e.test']);
  const { bySeat } = run;

  const table = runBoardTable<NemesisState>(run, 'svg[aria-label^="The ship"]', 'nemesis');
  const { internal, expectNoSeatSawAnotherSeatsSecrets, awaited, inTheBar, botsUntilTurnOf, shots } = table;
  const chooseOnShip = table.chooseOnBoard;

  it('given four signed-in players, when Ann creates a Nemesis table and the others join by the invite link, then it starts', async () => {
    await createAndSeat(run, { game: 'nemesis', name: 'Night shift', board: 'svg[aria-label^="The ship"]', shots: 'nemesis' });
    expect((await internal()).meta.status).toBe('active');
  }, 300_000);

  it('given the draft, when each player keeps a character by clicking it in the decision bar, then the engine places them aboard', async () => {
    for (let picks = 0; picks < 4; picks++) {
      const next = await awaited();
      expect(next?.kind).toBe('choose-character');
      const { page } = bySeat.get(next!.seat)!;
      await page.goto(run.tableUrl);
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
      await page.goto(run.tableUrl);
      const before = (await internal()).state.players[seat].room;
      const label = await chooseOnShip(page, /^Move to /);
      let { state } = await internal();
      expect(state.players[seat].room === null || state.players[seat].room !== before, label).toBe(true);
      if (played.size === 0) await shots(page, 'nemesis-table');
      if (await botsUntilTurnOf(seat, rng, 1)) {
        await page.goto(run.tableUrl);
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
    await bySeat.get(me)!.page.goto(run.tableUrl);
    expect(findSecrets(await bySeat.get(me)!.page.content(), game.secrets(state, other)).length).toBeGreaterThan(0);
  }, 600_000);

  it('given the table under way, when random bots play on through the service, then the game ends and no browser ever got a secret', async () => {
    await table.botsToTheEnd(Rng.fromSeed('nemesis-e2e-bots'));
    const page = bySeat.get(0)!.page;
    await expect(page.getByText(/Won by|Everybody lost/).count()).resolves.toBeGreaterThan(0);
    await shots(page, 'nemesis-finished');
  }, 600_000);
});

