/**
 * Weapon effects are written as plain sequential scripts that ask for one choice at a time (a player, a square,
 * a room, a direction). The runner replays a script over the choices made so far: when they run out it reports
 * the next question, so every effect is a finite series of small player decisions and a pure function of them.
 */
import type { Seat } from '../../../engine';
import type { Choice, Op, ShotMemory } from '../state';
import { canSee, dist, type Board, type Square } from '../rules/geometry';

export interface Ask {
  kind: 'player' | 'square' | 'room' | 'direction';
  options: Array<Seat | string>;
  /** The player may choose nothing here (fewer targets, no move). */
  optional: boolean;
  label: string;
}

export interface Resolution {
  ops: Op[];
  memory: ShotMemory;
}

export interface EffectEnv {
  board: Board;
  shooter: Seat;
  /** Every figure's square as the effect starts (null when off the board). */
  squares: ReadonlyArray<Square | null>;
  memory: ShotMemory;
}

export interface ScriptIO {
  player(options: Seat[], label: string, optional?: boolean): Seat | null;
  square(options: Square[], label: string, optional?: boolean): Square | null;
  room(options: string[], label: string): string;
  direction(options: string[], label: string): string;
  /** Refuses the effect as resolved so far (e.g. it would hit nobody). */
  refuse(reason: string): never;
}

export type EffectScript = (env: EffectEnv, io: ScriptIO) => Resolution;

class NeedInput {
  constructor(readonly ask: Ask) {}
}
class Refused {
  constructor(readonly reason: string) {}
}

export type RunResult = { kind: 'ask'; ask: Ask } | { kind: 'done'; resolution: Resolution } | { kind: 'refused'; reason: string };

function value(c: Choice): Seat | string | null {
  switch (c.kind) {
    case 'player':
      return c.seat;
    case 'square':
      return c.square;
    case 'room':
      return c.room;
    case 'direction':
      return c.direction;
    case 'skip':
      return null;
    default: {
      const never: never = c;
      return never;
    }
  }
}

export function runScript(script: EffectScript, env: EffectEnv, choices: readonly Choice[]): RunResult {
  let i = 0;
  const take = (kind: Ask['kind'], options: Array<Seat | string>, label: string, optional: boolean) => {
    if (options.length === 0 && optional) return null;
    if (options.length === 0) throw new Refused(`There is no legal choice for: ${label}.`);
    if (i >= choices.length) throw new NeedInput({ kind, options, optional, label });
    const c = choices[i++];
    if (c.kind === 'skip') {
      if (!optional) throw new Refused(`You must choose: ${label}.`);
      return null;
    }
    const v = value(c);
    if (c.kind !== kind || !options.includes(v as never)) throw new Refused(`That is not a legal choice for: ${label}.`);
    return v;
  };
  const io: ScriptIO = {
    player: (o, l, opt = false) => take('player', o, l, opt) as Seat | null,
    square: (o, l, opt = false) => take('square', o, l, opt) as Square | null,
    room: (o, l) => take('room', o, l, false) as string,
    direction: (o, l) => take('direction', o, l, false) as string,
    refuse: (reason) => {
      throw new Refused(reason);
    },
  };
  try {
    const resolution = script(env, io);
    if (i < choices.length) return { kind: 'refused', reason: 'This effect needs no further choice.' };
    if (resolution.ops.length === 0) return { kind: 'refused', reason: 'This effect would hit nobody and move nothing.' };
    return { kind: 'done', resolution };
  } catch (e) {
    if (e instanceof NeedInput) return { kind: 'ask', ask: e.ask };
    if (e instanceof Refused) return { kind: 'refused', reason: e.reason };
    throw e;
  }
}

export function choiceFor(ask: Ask, v: Seat | string | null): Choice {
  if (v === null) return { kind: 'skip' };
  switch (ask.kind) {
    case 'player':
      return { kind: 'player', seat: v as Seat };
    case 'square':
      return { kind: 'square', square: v as string };
    case 'room':
      return { kind: 'room', room: v as string };
    case 'direction':
      return { kind: 'direction', direction: v as string };
  }
}

/** Whether the effect can still be completed from these choices (depth-first over the remaining questions). */
export function feasible(script: EffectScript, env: EffectEnv, choices: readonly Choice[]): boolean {
  const r = runScript(script, env, choices);
  if (r.kind === 'done') return true;
  if (r.kind === 'refused') return false;
  const next = [...r.ask.options, ...(r.ask.optional ? [null] : [])];
  return next.some((v) => feasible(script, env, [...choices, choiceFor(r.ask, v)]));
}

/** Helpers the scripts share. */
export function figures(env: EffectEnv): Seat[] {
  return env.squares.flatMap((sq, seat) => (sq !== null && seat !== env.shooter ? [seat] : []));
}
export const at = (env: EffectEnv, squares: ReadonlyArray<Square | null>, sq: Square): Seat[] =>
  squares.flatMap((s, seat) => (s === sq && seat !== env.shooter ? [seat] : []));
export const sees = (env: EffectEnv, from: Square, seat: Seat, squares = env.squares) => canSee(env.board, from, squares[seat]!);
export const distTo = (env: EffectEnv, from: Square, seat: Seat, squares = env.squares) => dist(env.board, from, squares[seat]!);
export const hit = (seat: Seat, damage: number, marks = 0): Op => ({ op: 'hit', seat, damage, marks });
export const move = (seat: Seat, to: Square): Op => ({ op: 'move', seat, to });
export const remember = (env: EffectEnv, effect: string, targets: Seat[], extra: Partial<ShotMemory> = {}): ShotMemory => ({
  ...env.memory,
  ...extra,
  targets: { ...env.memory.targets, [effect]: targets },
});
export const targetsOf = (env: EffectEnv, ...effects: string[]): Seat[] => effects.flatMap((e) => env.memory.targets[e] ?? []);
