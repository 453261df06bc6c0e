/** Solo and co-op (digest §5.19, §10.4): setup, the difficulty setting, the shared victory, repeated requirements. */
import { describe, expect, it } from 'vitest';
import { Rng, setupGame } from '../../../engine';
import { nemesisRetaliation } from '../index';
import { legalMoves } from '../legal-moves';
import { drawSoloCoopTasks, MAX_SOLO_COOP_TASKS } from '../rules/coop';
import { endGame } from '../rules/end';
import { configSchema, type RetaliationConfig, type RetaliationState } from '../state';
import { given } from '../testing/given';

function started(config: Partial<RetaliationConfig>, seats: number, seed = 'coop') {
  const setup = setupGame<RetaliationState>(nemesisRetaliation, { config, seats, seed, startedAt: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.state;
}

/** A co-op table at the end of round 14 with these tasks, after `arrange` set the outcome. */
function ended(tasks: string[], arrange: (s: RetaliationState) => void, seats = 3) {
  const s = given({ seats, config: { mode: 'coop' } });
  s.missionTasks = tasks;
  arrange(s);
  endGame(s, 'Round 14 ended.', new Rng(s.rng));
  return s;
}
const escape = (s: RetaliationState, seat: number, via: 'lander' | 'shuttle' = 'shuttle') => Object.assign(s.players[seat], { status: 'escaped', escapedVia: via });

describe('Co-op setup', () => {
  it('given the standard config, then the mode is standard with no change to the number of tasks', () => {
    expect(configSchema.parse({})).toMatchObject({ mode: 'standard', missionTaskChange: 0 });
  });

  it('given co-op for 3 players, when the game is set up, then 3 Solo/Co-op Mission Tasks lie face up and nobody has objectives', () => {
    const s = started({ mode: 'coop' }, 3);
    expect(s.solo).toBe(true);
    expect(s.missionTasks).toHaveLength(3);
    expect(new Set(s.missionTasks).size).toBe(3);
    expect(s.players.map((p) => p.objectives)).toEqual([[], [], []]);
  });

  it('given the standard game for 3 players, then 1 Mission Task and 2 objectives each, as before', () => {
    const s = started({}, 3);
    expect(s.solo).toBe(false);
    expect(s.missionTasks).toHaveLength(1);
    expect(s.players.every((p) => p.objectives.length === 2)).toBe(true);
  });

  it('given the difficulty one task harder (or easier), then one more (or fewer) task is drawn, never fewer than 1', () => {
    expect(started({ mode: 'coop', missionTaskChange: 1 }, 2).missionTasks).toHaveLength(3);
    expect(started({ mode: 'coop', missionTaskChange: -1 }, 2).missionTasks).toHaveLength(1);
    expect(started({ missionTaskChange: -4 }, 1).missionTasks).toHaveLength(1);
    expect(started({ missionTaskChange: 2 }, 1).missionTasks).toHaveLength(3);
  });

  it('given any shuffle, then Closedown and Shutdown are never drawn together (FAQ errata), even with every task drawn', () => {
    for (let seed = 0; seed < 40; seed++) {
      const tasks = drawSoloCoopTasks(MAX_SOLO_COOP_TASKS, Rng.fromSeed(`closedown-${seed}`));
      expect(tasks).toHaveLength(MAX_SOLO_COOP_TASKS);
      expect(tasks.includes('closedown') && tasks.includes('shutdown-task')).toBe(false);
    }
    expect(drawSoloCoopTasks(99, Rng.fromSeed('x'))).toHaveLength(MAX_SOLO_COOP_TASKS);
  });

  it('given a co-op table, when a player has a turn, then no objective choice is offered', () => {
    const s = given({ seats: 2, config: { mode: 'coop' } });
    expect(legalMoves(s, 0).some((m) => m.type === 'choose-objective')).toBe(false);
  });
});

describe('Co-op victory', () => {
  it('given every task met and one survivor, when the game ends, then the whole team wins, the dead included', () => {
    const s = ended(['faceoff', 'shutdown-task'], (x) => {
      Object.assign(x, { queenDead: true, powerCut: true });
      escape(x, 0);
      x.players[1].status = 'dead';
      x.players[2].status = 'dead';
    });
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0, 1, 2]);
    expect(nemesisRetaliation.outcome(s)).toMatchObject({ winners: [0, 1, 2] });
  });

  it('given one task unmet, then nobody wins', () => {
    const s = ended(['faceoff', 'shutdown-task'], (x) => {
      x.queenDead = true;
      escape(x, 0);
    });
    expect(s.winners).toEqual([]);
  });

  it('given every task met but no survivor, then nobody wins', () => {
    const s = ended(['faceoff'], (x) => {
      x.queenDead = true;
    });
    expect(s.players.every((p) => p.status === 'dead')).toBe(true);
    expect(s.winners).toEqual([]);
  });

  it('given both Egg tasks, when one character escapes with 2 Eggs, then the repeated requirement is unmet: it needs 2 different characters', () => {
    const s = ended(['culinary-sample', 'scientific-sample'], (x) => {
      escape(x, 0);
      x.eggsAtEscape = { 0: 2 };
    });
    expect(s.winners).toEqual([]);
  });

  it('given both Egg tasks, when 2 different characters escape with an Egg each and survive, then the team wins', () => {
    const s = ended(['culinary-sample', 'scientific-sample'], (x) => {
      escape(x, 0);
      escape(x, 2, 'lander');
      x.eggsAtEscape = { 0: 1, 2: 1 };
    });
    expect(s.winners).toEqual([0, 1, 2]);
  });

  it('given both Egg tasks in a solo game, then the one character meets them both ("as many as the rules allow")', () => {
    const s = given({ seats: 1 });
    s.missionTasks = ['culinary-sample', 'scientific-sample'];
    escape(s, 0);
    s.eggsAtEscape = { 0: 1 };
    endGame(s, 'Round 14 ended.', new Rng(s.rng));
    expect(s.winners).toEqual([0]);
  });

  it('given Crucial Intelligence and a character escaping by the Lander with a Data token, then it is met; by the Shuttle, not', () => {
    const won = ended(['crucial-intelligence'], (x) => {
      escape(x, 1, 'lander');
      x.players[1].dataToken = true;
    });
    expect(won.winners).toEqual([0, 1, 2]);
    const lost = ended(['crucial-intelligence'], (x) => {
      escape(x, 1, 'shuttle');
      x.players[1].dataToken = true;
    });
    expect(lost.winners).toEqual([]);
  });
});
