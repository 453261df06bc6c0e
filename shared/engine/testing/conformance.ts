import { isListedMove, randomStep } from '../bot';
import { deepFreeze } from '../clone';
import { stableStringify, stateHash } from '../hash';
import { applyMove, replay, setupGame, type GameStart, type LoggedMove } from '../kernel';
import { Rng } from '../rng';
import type { AnyGameModule, BaseState, Seat, Viewer } from '../types';
import { MovePool, offMenuProblems } from './off-menu';

export interface ConformanceOptions {
  seeds?: Array<string | number>;
  playerCounts?: number[];
  /** Configs to play, each completed by the game's defaults. */
  configs?: unknown[];
  maxMoves?: number;
  /** Extra moves the game knows to be illegal at a state; each must be refused and change nothing. */
  illegalMoves?: (state: any) => Array<{ seat: Seat; move: unknown }>;
  /** Check secrets at every n-th state only (long games); 1 checks every state. */
  secretsEvery?: number;
  /**
   * The off-menu check (`apply` accepts only moves `legalMoves` lists): how many candidate moves to try per checked
   * state and at every how many states (default 4 at every state), and the move types the game accepts without listing
   * them, each with its reason (an undo or a standing setting that would send random bots in circles); or `{ skip }`
   * with the reason a game cannot pass yet. `choiceKey` says when two moves are the same choice (e.g. identical cards),
   * of which the game lists one.
   */
  offMenu?: { candidates?: number; every?: number; unlisted?: Record<string, string>; choiceKey?: (move: unknown) => string } | { skip: string };
}

export interface ConformanceRun {
  config: unknown;
  players: number;
  seed: string;
  moves: number;
  finished: boolean;
}

export interface ConformanceReport {
  problems: string[];
  runs: ConformanceRun[];
}

function jsonRoundTrips(state: unknown): boolean {
  return stableStringify(JSON.parse(JSON.stringify(state))) === stableStringify(state);
}

/** The tokens of a secret as they would appear in JSON: a string is looked for as a quoted value. */
function leaks(json: string, secret: string): boolean {
  return json.includes(JSON.stringify(secret));
}

function rngTokens(state: BaseState): RegExp[] {
  return state.rng.map((n) => new RegExp(`(?<![0-9])${n}(?![0-9])`));
}

/** A prompt's time-out move (what the service plays when the seat's time runs out) must be one of its legal moves. */
function timeoutMoveProblems(game: AnyGameModule, state: BaseState, where: string): string[] {
  return game.prompts(state)
    .filter((p) => p.timeoutMove !== undefined)
    .filter((p) => !isListedMove(game, state, p.seat, p.timeoutMove))
    .map((p) => `${where}: seat ${p.seat}'s time-out move ${JSON.stringify(p.timeoutMove)} (${p.kind}) is not one of its legal moves`);
}

/**
 * Every viewer's view, own prompts and redacted events must hold none of the secrets the game declares for that viewer,
 * nor the PRNG state nor the seed.
 */
function secretProblems(game: AnyGameModule, state: BaseState, events: unknown[], seats: number, seed: string, where: string): string[] {
  const problems: string[] = [];
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), 'spectator'];
  const rngRes = rngTokens(state);
  for (const viewer of viewers) {
    const view = JSON.stringify(game.view(state, viewer));
    const prompts = JSON.stringify(game.prompts(state).filter((p) => p.seat === viewer));
    const redacted = JSON.stringify(events.map((e) => game.redact(e, viewer)));
    const shown = { view, prompts, events: redacted };
    for (const [part, json] of Object.entries(shown)) {
      for (const secret of game.secrets(state, viewer)) {
        if (leaks(json, secret)) problems.push(`${where}: secret ${JSON.stringify(secret)} leaks to viewer ${viewer} in ${part}`);
      }
      if (rngRes.every((re) => re.test(json))) problems.push(`${where}: the PRNG state leaks to viewer ${viewer} in ${part}`);
      if (json.includes(seed)) problems.push(`${where}: the seed leaks to viewer ${viewer} in ${part}`);
    }
  }
  return problems;
}

function playAndCheck(game: AnyGameModule, start: GameStart, opts: ConformanceOptions): { problems: string[]; run: ConformanceRun } {
  const where0 = `${game.id} players=${start.seats} seed=${start.seed} config=${JSON.stringify(start.config)}`;
  const problems: string[] = [];
  const run: ConformanceRun = { config: start.config, players: start.seats, seed: start.seed, moves: 0, finished: false };
  const setup = setupGame<BaseState>(game, start);
  if (!setup.ok) return { problems: [`${where0}: setup refused: ${setup.error.message}`], run };
  let state = setup.state;
  const log: LoggedMove[] = [];
  const botRng = Rng.fromSeed(`conformance-bot:${start.seed}`);
  // Its own PRNG, so that the bots play the same games with or without the off-menu check.
  const offMenuRng = Rng.fromSeed(`conformance-off-menu:${start.seed}`);
  const pool = new MovePool();
  const offMenu = opts.offMenu && 'skip' in opts.offMenu ? null : { candidates: 4, every: 1, unlisted: {}, ...opts.offMenu };
  const every = opts.secretsEvery ?? 1;
  const maxMoves = opts.maxMoves ?? 5000;
  let events: unknown[] = [];
  const fresh = (p: string[]) => problems.push(...p);
  while (problems.length < 20) {
    const where = `${where0} move=${log.length}`;
    if (!jsonRoundTrips(state)) problems.push(`${where}: the state is not plain JSON (it does not survive JSON.stringify/parse)`);
    if (log.length % every === 0 || game.outcome(state)) fresh(secretProblems(game, state, events, start.seats, start.seed, where));
    if (game.outcome(state)) {
      run.finished = true;
      break;
    }
    if (log.length >= maxMoves) {
      problems.push(`${where}: no end after ${maxMoves} moves`);
      break;
    }
    fresh(timeoutMoveProblems(game, state, where));
    const step = randomStep(game, state, botRng);
    if (!step) {
      problems.push(`${where}: stuck: the game awaits seats that have no legal move`);
      break;
    }
    deepFreeze(state);
    const before = stateHash(state);
    const at = start.startedAt + (log.length + 1) * 1000;

    const malformed = applyMove(game, state, step.seat, { type: '__not-a-move__', junk: [1, 2, 3] }, at);
    if (malformed.ok) problems.push(`${where}: a malformed move was accepted`);
    const otherSeat = Array.from({ length: start.seats }, (_, i) => i).find((s) => !game.prompts(state).some((p) => p.seat === s));
    if (otherSeat !== undefined && applyMove(game, state, otherSeat, step.move, at).ok) {
      problems.push(`${where}: seat ${otherSeat}, not awaited, could move`);
    }
    for (const bad of opts.illegalMoves?.(state) ?? []) {
      const refused = applyMove(game, state, bad.seat, bad.move, at);
      if (refused.ok) problems.push(`${where}: the illegal move ${JSON.stringify(bad.move)} by seat ${bad.seat} was accepted`);
      else if (!refused.error.message) problems.push(`${where}: a refusal has no message`);
    }
    if (offMenu && log.length % offMenu.every === 0) fresh(offMenuProblems(game, state, step.seat, { pool, rng: offMenuRng, count: offMenu.candidates, unlisted: offMenu.unlisted, choiceKey: offMenu.choiceKey }, at, where));

    let result;
    try {
      result = game.apply(state, step.seat, game.moveSchema.parse(step.move), { rng: new Rng(state.rng), now: at });
    } catch (err) {
      problems.push(`${where}: apply threw (${err instanceof Error ? err.message : String(err)}); a frozen-state TypeError means it mutated its input`);
      break;
    }
    if (stateHash(state) !== before) problems.push(`${where}: apply mutated its input state`);
    if (!result.ok) {
      problems.push(`${where}: legalMoves listed ${JSON.stringify(step.move)} for seat ${step.seat} but apply refused it: ${result.error.code} ${result.error.message}`);
      break;
    }
    const applied = applyMove<BaseState>(game, state, step.seat, step.move, at);
    if (!applied.ok) {
      problems.push(`${where}: the kernel refused a legal move: ${applied.error.message}`);
      break;
    }
    state = applied.state;
    events = applied.events;
    log.push({ seat: step.seat, move: step.move, at });
    run.moves = log.length;
  }

  const again = replay<BaseState>(game, start, log);
  const first = setupGame<BaseState>(game, start);
  if (!again.ok) problems.push(`${where0}: the replay refused move ${again.error?.at}: ${again.error?.error.message}`);
  else if (first.ok) {
    // Hash every step of a second, independent run of the same log and compare: any hidden input breaks equality.
    let s = first.state;
    const hashes = [stateHash(s)];
    for (const m of log) {
      const r = applyMove<BaseState>(game, s, m.seat, m.move, m.at);
      if (!r.ok) break;
      s = r.state;
      hashes.push(stateHash(s));
    }
    const k = hashes.findIndex((h, i) => h !== again.hashes[i]);
    if (k >= 0 || hashes.length !== again.hashes.length) problems.push(`${where0}: replay is not deterministic (hashes differ at step ${k})`);
    if (again.hashes[again.hashes.length - 1] !== stateHash(state)) problems.push(`${where0}: replay does not rebuild the played state`);
  }
  return { problems, run };
}

/** Plays complete bot games for every seed, player count and config, checking the kernel contract at every step. */
export function runConformance(game: AnyGameModule, opts: ConformanceOptions = {}): ConformanceReport {
  const seeds = opts.seeds ?? [1, 2, 3];
  const counts = opts.playerCounts ?? Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i);
  const configs = opts.configs ?? [{}];
  const report: ConformanceReport = { problems: [], runs: [] };
  for (const config of configs) {
    for (const seats of counts) {
      for (const seed of seeds) {
        const start: GameStart = { config, seats, seed: `conformance-seed-${seed}-x7q`, startedAt: 1_767_225_600_000 /* 2026-01-01T00:00:00Z */ };
        const { problems, run } = playAndCheck(game, start, opts);
        report.problems.push(...problems);
        report.runs.push(run);
      }
    }
  }
  return report;
}
