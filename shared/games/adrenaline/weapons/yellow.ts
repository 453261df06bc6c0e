/** The yellow weapons, each effect implemented from its `rulesText` in weapons.json. */
import { canSee, directionBetween, directions, lineThroughWalls, squaresWithin, step, straightLine, type Direction } from '../rules/geometry';
import type { Op } from '../state';
import { at, figures, hit, move, remember, targetsOf, type EffectEnv, type EffectScript, type ScriptIO } from './script';

const me = (env: EffectEnv) => env.squares[env.shooter]!;
const onMySquare = (env: EffectEnv, exclude: number[] = []) => at(env, env.squares, me(env)).filter((t) => !exclude.includes(t));
const oneMoveAway = (env: EffectEnv) => squaresWithin(env.board, me(env), 1, 1);

export const yellowWeapons: Record<string, Record<string, EffectScript>> = {
  railgun: {
    basic(env, io) {
      const line = railLine(env, io);
      const t = io.player(figures(env).filter((f) => line.includes(env.squares[f]!)), 'a target in that line')!;
      return { ops: [hit(t, 3)], memory: remember(env, 'basic', [t]) };
    },
    piercing(env, io) {
      const line = railLine(env, io);
      const inLine = figures(env).filter((f) => line.includes(env.squares[f]!));
      const first = io.player(inLine, 'a target in that line')!;
      const second = io.player(inLine.filter((t) => t !== first), 'a second target in that line (or none)', true);
      const targets = second === null ? [first] : [first, second];
      return { ops: targets.map((t) => hit(t, 2)), memory: remember(env, 'piercing', targets) };
    },
  },
  cyberblade: {
    basic(env, io) {
      const t = io.player(onMySquare(env, targetsOf(env, 'slice-and-dice')), 'a target on your square')!;
      return { ops: [hit(t, 2)], memory: remember(env, 'basic', [t]) };
    },
    shadowstep(env, io) {
      const to = io.square(oneMoveAway(env), 'where to step (1 square)')!;
      return { ops: [move(env.shooter, to)], memory: env.memory };
    },
    'slice-and-dice'(env, io) {
      const t = io.player(onMySquare(env, targetsOf(env, 'basic')), 'another target on your square')!;
      return { ops: [hit(t, 2)], memory: remember(env, 'slice-and-dice', [t]) };
    },
  },
  'zx-2': {
    basic(env, io) {
      const t = io.player(seen(env), 'a target you can see')!;
      return { ops: [hit(t, 1, 2)], memory: remember(env, 'basic', [t]) };
    },
    scanner(env, io) {
      const targets: number[] = [];
      for (let i = 0; i < 3; i++) {
        const t = io.player(seen(env, targets), i === 0 ? 'a target you can see' : 'another target you can see (or none)', i > 0);
        if (t === null) break;
        targets.push(t);
      }
      return { ops: targets.map((t) => hit(t, 0, 1)), memory: remember(env, 'scanner', targets) };
    },
  },
  shotgun: {
    basic(env, io) {
      const t = io.player(onMySquare(env), 'a target on your square')!;
      const to = io.square(squaresWithin(env.board, me(env), 1, 1), 'where to move the target 1 square (or not at all)', true);
      return { ops: [hit(t, 3), ...(to === null ? [] : [move(t, to)])], memory: remember(env, 'basic', [t]) };
    },
    'long-barrel'(env, io) {
      const squares = oneMoveAway(env);
      const t = io.player(figures(env).filter((f) => squares.includes(env.squares[f]!)), 'a target exactly 1 move away')!;
      return { ops: [hit(t, 2)], memory: remember(env, 'long-barrel', [t]) };
    },
  },
  'power-glove': {
    basic(env, io) {
      const squares = oneMoveAway(env);
      const t = io.player(figures(env).filter((f) => squares.includes(env.squares[f]!)), 'a target exactly 1 move away')!;
      return { ops: [move(env.shooter, env.squares[t]!), hit(t, 1, 2)], memory: remember(env, 'basic', [t]) };
    },
    'rocket-fist'(env, io) {
      const first = io.square(oneMoveAway(env), 'the square to fly to (1 move)')!;
      const d = directionBetween(me(env), first) as Direction;
      const ops: Op[] = [move(env.shooter, first)];
      const t1 = io.player(at(env, env.squares, first), 'a target to punch there (or none)', true);
      if (t1 !== null) ops.push(hit(t1, 2));
      const next = step(env.board, first, d);
      const second = io.square(next === null ? [] : [next], 'fly 1 more square in the same direction (or stop)', true);
      const targets = t1 === null ? [] : [t1];
      if (second !== null) {
        ops.push(move(env.shooter, second));
        const t2 = io.player(at(env, env.squares, second).filter((t) => t !== t1), 'a target to punch there (or none)', true);
        if (t2 !== null) {
          ops.push(hit(t2, 2));
          targets.push(t2);
        }
      }
      return { ops, memory: remember(env, 'rocket-fist', targets) };
    },
  },
  shockwave: {
    basic(env, io) {
      const squares = oneMoveAway(env);
      const targets: number[] = [];
      for (let i = 0; i < 3; i++) {
        const used = targets.map((t) => env.squares[t]);
        const options = figures(env).filter((f) => squares.includes(env.squares[f]!) && !used.includes(env.squares[f]));
        const t = io.player(options, i === 0 ? 'a target exactly 1 move away' : 'another target 1 move away on a different square (or none)', i > 0);
        if (t === null) break;
        targets.push(t);
      }
      return { ops: targets.map((t) => hit(t, 1)), memory: remember(env, 'basic', targets) };
    },
    tsunami(env) {
      const squares = oneMoveAway(env);
      const targets = figures(env).filter((f) => squares.includes(env.squares[f]!));
      return { ops: targets.map((t) => hit(t, 1)), memory: remember(env, 'tsunami', targets) };
    },
  },
  sledgehammer: {
    basic(env, io) {
      const t = io.player(onMySquare(env), 'a target on your square')!;
      return { ops: [hit(t, 2)], memory: remember(env, 'basic', [t]) };
    },
    pulverize(env, io) {
      const t = io.player(onMySquare(env), 'a target on your square')!;
      const reach = [me(env), ...new Set(directions.flatMap((d) => straightLine(env.board, me(env), d, 2)))];
      const to = io.square(reach, 'where the target lands: 0, 1 or 2 squares in one direction')!;
      return { ops: [hit(t, 3), ...(to === me(env) ? [] : [move(t, to)])], memory: remember(env, 'pulverize', [t]) };
    },
  },
};

function seen(env: EffectEnv, exclude: number[] = []) {
  return figures(env).filter((t) => !exclude.includes(t) && canSee(env.board, me(env), env.squares[t]!));
}

function railLine(env: EffectEnv, io: ScriptIO): string[] {
  const d = io.direction([...directions], 'a cardinal direction for the shot');
  return lineThroughWalls(env.board, me(env), d as Direction);
}
