/** The blue weapons, each effect implemented from its `rulesText` in weapons.json. */
import { squaresWithin } from '../rules/geometry';
import { figures, hit, move, remember, sees, targetsOf, type EffectScript } from './script';

const visibleTargets = (env: Parameters<EffectScript>[0], exclude: number[] = []) =>
  figures(env).filter((t) => !exclude.includes(t) && sees(env, env.squares[env.shooter]!, t));

export const blueWeapons: Record<string, Record<string, EffectScript>> = {
  'lock-rifle': {
    basic(env, io) {
      const t = io.player(visibleTargets(env, targetsOf(env, 'second-lock')), 'a target you can see')!;
      return { ops: [hit(t, 2, 1)], memory: remember(env, 'basic', [t]) };
    },
    'second-lock'(env, io) {
      const t = io.player(visibleTargets(env, targetsOf(env, 'basic')), 'another target you can see, to mark')!;
      return { ops: [hit(t, 0, 1)], memory: remember(env, 'second-lock', [t]) };
    },
  },
  'machine-gun': {
    basic(env, io) {
      const first = io.player(visibleTargets(env), 'a target you can see')!;
      const second = io.player(visibleTargets(env, [first]), 'a second target you can see', true);
      const targets = second === null ? [first] : [first, second];
      return { ops: targets.map((t) => hit(t, 1)), memory: remember(env, 'basic', targets) };
    },
    'focus-shot'(env, io) {
      const options = targetsOf(env, 'basic').filter((t) => !targetsOf(env, 'turret-tripod-a').includes(t));
      const t = io.player(options, 'a target of the basic effect to hit again')!;
      return { ops: [hit(t, 1)], memory: remember(env, 'focus-shot', [t]) };
    },
    'turret-tripod'(env, io) {
      const basic = targetsOf(env, 'basic');
      const a = io.player(basic.filter((t) => !targetsOf(env, 'focus-shot').includes(t)), 'a basic target not hit by Focus Shot (or none)', true);
      const b = io.player(visibleTargets(env, basic), 'a new target you can see', a !== null);
      const ops = [...(a === null ? [] : [hit(a, 1)]), ...(b === null ? [] : [hit(b, 1)])];
      const memory = remember(env, 'turret-tripod', [...(a === null ? [] : [a]), ...(b === null ? [] : [b])]);
      return { ops, memory: { ...memory, targets: { ...memory.targets, 'turret-tripod-a': a === null ? [] : [a] } } };
    },
  },
  thor: {
    basic(env, io) {
      const t = io.player(visibleTargets(env), 'a target you can see')!;
      return { ops: [hit(t, 2)], memory: remember(env, 'basic', [t]) };
    },
    'chain-reaction'(env, io) {
      const first = targetsOf(env, 'basic')[0];
      const options = figures(env).filter((t) => t !== first && sees(env, env.squares[first]!, t));
      const t = io.player(options, 'a second target that your first target can see')!;
      return { ops: [hit(t, 1)], memory: remember(env, 'chain-reaction', [t]) };
    },
    'high-voltage'(env, io) {
      const earlier = targetsOf(env, 'basic', 'chain-reaction');
      const second = targetsOf(env, 'chain-reaction')[0];
      const options = figures(env).filter((t) => !earlier.includes(t) && sees(env, env.squares[second]!, t));
      const t = io.player(options, 'a third target that your second target can see')!;
      return { ops: [hit(t, 2)], memory: remember(env, 'high-voltage', [t]) };
    },
  },
  'plasma-gun': {
    basic(env, io) {
      const t = io.player(visibleTargets(env), 'a target you can see')!;
      return { ops: [hit(t, 2)], memory: remember(env, 'basic', [t]) };
    },
    'phase-glide'(env, io) {
      const to = io.square(squaresWithin(env.board, env.squares[env.shooter]!, 1, 2), 'where to glide (1 or 2 squares)')!;
      return { ops: [move(env.shooter, to)], memory: env.memory };
    },
    'charged-shot'(env, io) {
      const t = io.player(targetsOf(env, 'basic'), 'the basic target, for 1 more damage')!;
      return { ops: [hit(t, 1)], memory: remember(env, 'charged-shot', [t]) };
    },
  },
  whisper: {
    basic(env, io) {
      const me = env.squares[env.shooter]!;
      const options = visibleTargets(env).filter((t) => (env.board.distance[me][env.squares[t]!] ?? Infinity) >= 2);
      const t = io.player(options, 'a target you can see at least 2 moves away')!;
      return { ops: [hit(t, 3, 1)], memory: remember(env, 'basic', [t]) };
    },
  },
  electroscythe: {
    basic: (env) => everyoneOnMySquare(env, 1),
    reaper: (env) => everyoneOnMySquare(env, 2),
  },
  'tractor-beam': {
    basic(env, io) {
      const me = env.squares[env.shooter]!;
      const landing = (t: number) => squaresWithin(env.board, env.squares[t]!, 0, 2).filter((s) => env.board.visible[me].has(s));
      const t = io.player(figures(env).filter((f) => landing(f).length > 0), 'a target to pull into view')!;
      const to = io.square(landing(t), 'where the target ends (a square you can see, 0 to 2 moves away)')!;
      return { ops: [move(t, to), hit(t, 1)], memory: remember(env, 'basic', [t]) };
    },
    punisher(env, io) {
      const me = env.squares[env.shooter]!;
      const options = figures(env).filter((f) => (env.board.distance[me][env.squares[f]!] ?? Infinity) <= 2);
      const t = io.player(options, 'a target 0 to 2 moves away, pulled onto your square')!;
      return { ops: [move(t, me), hit(t, 3)], memory: remember(env, 'punisher', [t]) };
    },
  },
};

function everyoneOnMySquare(env: Parameters<EffectScript>[0], damage: number) {
  const me = env.squares[env.shooter]!;
  const targets = figures(env).filter((t) => env.squares[t] === me);
  return { ops: targets.map((t) => hit(t, damage)), memory: remember(env, 'everyone', targets) };
}
