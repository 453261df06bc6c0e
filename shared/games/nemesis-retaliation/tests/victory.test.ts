/** The victory check (digest §10.3-10.4): objectives, the Mission Task, the last objective choice. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { nemesisRetaliation } from '../index';
import { legalMoves } from '../legal-moves';
import { endGame } from '../rules/end';
import { missionFulfilled, objectiveMet } from '../rules/objectives';
import { view } from '../view';
import { given, when } from '../testing/given';

function ended(setup: (s: ReturnType<typeof given>) => void, seats = 2) {
  const s = given({ seats });
  setup(s);
  endGame(s, 'Round 14 ended.', new Rng(s.rng));
  return s;
}

describe('Objectives', () => {
  it('given Facility Restart as the Mission Task, then it is fulfilled only with the Hibernatorium on and the Reactor shut down', () => {
    const s = given();
    s.missionTasks = ['facility-restart'];
    expect(missionFulfilled(s)).toBe(false);
    Object.assign(s, { hibernatoriumActive: true, powerCut: true });
    expect(missionFulfilled(s)).toBe(true);
  });

  it('given Official Order kept by a hibernating survivor and the Mission Task done, then that player wins', () => {
    const s = ended((x) => {
      x.missionTasks = ['eradication'];
      x.queenDead = true;
      Object.assign(x.players[0], { status: 'hibernating', chosenObjective: 'official-order-1', objectives: ['official-order-1', 'quarantine'] });
    });
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
    expect(nemesisRetaliation.outcome(s)).toMatchObject({ winners: [0] });
  });

  it('given "Character number 1 must not survive", then it is met when player 1 died, and never for player 1 itself', () => {
    const s = given();
    const one = s.players.findIndex((p) => p.playerNumber === 1);
    const other = 1 - one;
    s.players[other].chosenObjective = 'the-right-moment-to-strike';
    s.players[one].status = 'dead';
    s.players[other].status = 'escaped';
    expect(objectiveMet(s, other)).toBe(true);
    s.players[one].status = 'escaped';
    expect(objectiveMet(s, other)).toBe(false);
  });

  it('given a survivor who never chose, when the game ends, then it chooses in secret before the reveal', () => {
    const s = ended((x) => {
      x.players[0].status = 'escaped';
      x.players[0].escapedVia = 'lander';
    });
    expect(s.phase).toBe('final-objectives');
    expect(nemesisRetaliation.prompts(s)).toEqual([expect.objectContaining({ seat: 0, kind: 'choose-objective', mode: 'simultaneous' })]);
    expect(legalMoves(s, 1)).toEqual([]);
    const keep = s.players[0].objectives[1];
    const { state, events } = when(s, 0, { type: 'choose-objective', keep });
    expect(state.phase).toBe('over');
    expect(events).toContainEqual({ type: 'objectives-revealed', objectives: [keep, null] });
    expect(view(state, 1).players[0].revealedObjective).toBe(keep);
    expect(JSON.stringify(view(state, 1))).not.toContain(`"${s.players[0].objectives[0]}"`);
  });
});

describe('Solo victory (§5.19)', () => {
  it('given the solo task Safety Procedure, then a surviving character wins only with the Hibernatorium on', () => {
    for (const active of [false, true]) {
      const s = ended((x) => {
        x.missionTasks = ['safety-procedure'];
        x.hibernatoriumActive = active;
        x.players[0].status = 'hibernating';
      }, 1);
      expect(s.winners).toEqual(active ? [0] : []);
    }
  });

  it('given the task met but the character dead, then nobody wins', () => {
    const s = ended((x) => {
      x.missionTasks = ['safety-procedure'];
      x.hibernatoriumActive = true;
    }, 1);
    expect(s.players[0].status).toBe('dead');
    expect(s.winners).toEqual([]);
  });
});
