/** The red weapons, each effect implemented from its `rulesText` in weapons.json. */
import { canSee, directions, dist, squaresWithin, straightLine, type Direction } from '../rules/geometry';
import { at, figures, hit, move, remember, targetsOf, type EffectEnv, type EffectScript } from './script';

const me = (env: EffectEnv) => env.squares[env.shooter]!;
const seen = (env: EffectEnv, exclude: number[] = []) => figures(env).filter((t) => !exclude.includes(t) && canSee(env.board, me(env), env.squares[t]!));
const nearVortex = (env: EffectEnv, vortex: string, exclude: number[]) =>
  figures(env).filter((t) => !exclude.includes(t) && dist(env.board, vortex, env.squares[t]!) <= 1);
/** A target's possible one-square moves, through floor or doors. */
const oneStep = (env: EffectEnv, sq: string) => squaresWithin(env.board, sq, 1, 1);

export const redWeapons: Record<string, Record<string, EffectScript>> = {
  'vortex-cannon': {
    basic(env, io) {
      const vortex = io.square(
        env.board.squares.filter((s) => s !== me(env) && canSee(env.board, me(env), s)),
        'the vortex: a square you can see, not your own',
      )!;
      const t = io.player(nearVortex(env, vortex, targetsOf(env, 'black-hole')), 'a target on the vortex or 1 move from it')!;
      return { ops: [move(t, vortex), hit(t, 2)], memory: remember(env, 'basic', [t], { vortex }) };
    },
    'black-hole'(env, io) {
      const vortex = env.memory.vortex!;
      const exclude = targetsOf(env, 'basic');
      const first = io.player(nearVortex(env, vortex, exclude), 'a target on the vortex or 1 move from it')!;
      const second = io.player(nearVortex(env, vortex, [...exclude, first]), 'a second target (or none)', true);
      const targets = second === null ? [first] : [first, second];
      return { ops: targets.flatMap((t) => [move(t, vortex), hit(t, 1)]), memory: remember(env, 'black-hole', targets) };
    },
  },
  furnace: {
    basic(env, io) {
      const mine = env.board.room[me(env)];
      const rooms = [...new Set([...env.board.visible[me(env)]].map((s) => env.board.room[s]))].filter((r) => r !== mine);
      const room = io.room(rooms, 'a room you can see, other than yours');
      const targets = figures(env).filter((t) => env.board.room[env.squares[t]!] === room);
      return { ops: targets.map((t) => hit(t, 1)), memory: remember(env, 'basic', targets) };
    },
    'cozy-fire'(env, io) {
      const sq = io.square(oneStep(env, me(env)), 'a square exactly 1 move away')!;
      const targets = at(env, env.squares, sq);
      return { ops: targets.map((t) => hit(t, 1, 1)), memory: remember(env, 'cozy-fire', targets) };
    },
  },
  heatseeker: {
    basic(env, io) {
      const options = figures(env).filter((t) => !canSee(env.board, me(env), env.squares[t]!));
      const t = io.player(options, 'a target you cannot see')!;
      return { ops: [hit(t, 3)], memory: remember(env, 'basic', [t]) };
    },
  },
  hellion: {
    basic: (env, io) => hellion(env, io, 1, 'basic'),
    'nano-tracer': (env, io) => hellion(env, io, 2, 'nano-tracer'),
  },
  flamethrower: {
    basic(env, io) {
      const line = flameLine(env, io);
      const first = io.player(at(env, env.squares, line[0]), 'a target on the first square (or none)', true);
      const second = line[1] ? io.player(at(env, env.squares, line[1]), 'a target on the second square (or none)', true) : null;
      const targets = [first, second].filter((t): t is number => t !== null);
      return { ops: targets.map((t) => hit(t, 1)), memory: remember(env, 'basic', targets) };
    },
    barbecue(env, io) {
      const line = flameLine(env, io);
      const reach = line.length > 1 ? io.square(line, 'how far the flames reach: the first or the second square')! : line[0];
      const first = at(env, env.squares, line[0]);
      const second = reach === line[1] ? at(env, env.squares, line[1]) : [];
      return { ops: [...first.map((t) => hit(t, 2)), ...second.map((t) => hit(t, 1))], memory: remember(env, 'barbecue', [...first, ...second]) };
    },
  },
  'grenade-launcher': {
    basic(env, io) {
      const t = io.player(seen(env), 'a target you can see')!;
      const to = io.square(oneStep(env, env.squares[t]!), 'where to move the target 1 square (or not at all)', true);
      return { ops: [hit(t, 1), ...(to === null ? [] : [move(t, to)])], memory: remember(env, 'basic', [t]) };
    },
    'extra-grenade'(env, io) {
      const sq = io.square([...env.board.visible[me(env)]], 'a square you can see (your own included)')!;
      const targets = at(env, env.squares, sq);
      return { ops: targets.map((t) => hit(t, 1)), memory: remember(env, 'extra-grenade', targets) };
    },
  },
  'rocket-launcher': {
    basic(env, io) {
      const t = io.player(seen(env).filter((f) => env.squares[f] !== me(env)), 'a target you can see, not on your square')!;
      const origin = env.squares[t]!;
      const to = io.square(oneStep(env, origin), 'where to move the target 1 square (or not at all)', true);
      const rocketOrigin = { square: origin, occupants: at(env, env.squares, origin) };
      return { ops: [hit(t, 2), ...(to === null ? [] : [move(t, to)])], memory: remember(env, 'basic', [t], { rocketOrigin }) };
    },
    'rocket-jump'(env, io) {
      const to = io.square(squaresWithin(env.board, me(env), 1, 2), 'where to jump (1 or 2 squares)')!;
      return { ops: [move(env.shooter, to)], memory: env.memory };
    },
    /** Resolved during the basic effect: everyone who stood on the target's square then, the target included. */
    'fragmenting-warhead'(env) {
      const targets = env.memory.rocketOrigin!.occupants.filter((t) => t !== env.shooter);
      return { ops: targets.map((t) => hit(t, 1)), memory: remember(env, 'fragmenting-warhead', targets) };
    },
  },
};

function hellion(env: EffectEnv, io: Parameters<EffectScript>[1], marks: number, effect: string) {
  const t = io.player(seen(env).filter((f) => env.squares[f] !== me(env)), 'a target you can see, at least 1 move away')!;
  const others = at(env, env.squares, env.squares[t]!).filter((o) => o !== t);
  return { ops: [hit(t, 1, marks), ...others.map((o) => hit(o, 0, marks))], memory: remember(env, effect, [t, ...others]) };
}

function flameLine(env: EffectEnv, io: Parameters<EffectScript>[1]): string[] {
  const dirs = directions.filter((d) => straightLine(env.board, me(env), d, 1).length > 0);
  const d = io.direction(dirs, 'a direction for the flames') as Direction;
  return straightLine(env.board, me(env), d, 2);
}
