/** The rule-check fixes of rules version 2, each beside the version 1 behaviour that tables started before it keep. */
import { describe, expect, it } from 'vitest';
import { effect, given, skip, square, target, underRules } from '../testing/given';

const [A, B, C] = [0, 1, 2];
const v1 = underRules(1);
const v2 = underRules(2);

describe('Fragmenting Warhead after a Rocket Jump: Tagback sight from where the shooter stood during the basic effect', () => {
  // A on 0,1 (red room) hits B on 2,1; C stands on 2,1 too. A then jumps to 1,2 (white room), out of sight of 2,1,
  // and adds the warhead: C is hit only by the warhead, which went off while A still stood on 0,1, in C's sight.
  const table = () =>
    given({
      config: { reactionDefault: 'ask' },
      players: { 0: { square: '0,1', weapons: ['rocket-launcher'], ammo: { red: 2, yellow: 2 } }, 1: { square: '2,1' }, 2: { square: '2,1' } },
    });
  const steps = [effect('basic'), target(B), skip, effect('rocket-jump'), square('1,2'), effect('fragmenting-warhead')];

  it('given rules 2, then C (hit only by the warhead) gets a Tagback window', () => {
    const { state } = v2.shot(table(), A, 'rocket-launcher', steps);
    expect(state.players[A].square).toBe('1,2');
    expect(state.players[C].damage).toEqual([A]);
    expect(state.reactions.map((r) => r.seat)).toEqual([B, C]);
  });

  it('given rules 1, then sight is judged from the square A jumped to, and C gets none', () => {
    const { state } = v1.shot(table(), A, 'rocket-launcher', steps);
    expect(state.reactions.map((r) => r.seat)).toEqual([B]);
  });
});

describe('the last Final Frenzy turn ends the game at once', () => {
  // A plays the last frenzy turn and kills B, who would otherwise be asked to respawn first.
  const table = () => {
    const s = given({ config: { endMode: 'final-frenzy', skulls: 5 }, players: { 0: { square: '1,1', weapons: ['electroscythe'] }, 1: { square: '1,1', damage: Array(10).fill(C) } } });
    s.skullsLeft = 0;
    s.frenzy = { order: [A], twoActions: [], lastSkullBy: C };
    s.turn.actionsLeft = 1;
    return s;
  };

  it('given rules 2, when the turn ends, then the kill is scored and the game is over without a respawn', () => {
    const killed = v2.shot(table(), A, 'electroscythe', [effect('basic')]).state;
    const { state, events } = v2.when(killed, A, { type: 'end-turn' });
    expect(state.phase).toBe('over');
    expect(state.respawnQueue).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['kill-scored', 'turn-ended', 'game-ended']);
  });

  it('given rules 1, then the table first waits for B to respawn', () => {
    const killed = v1.shot(table(), A, 'electroscythe', [effect('basic')]).state;
    const { state } = v1.when(killed, A, { type: 'end-turn' });
    expect(state.phase).toBe('playing');
    expect(state.respawnQueue).toEqual([B]);
  });
});
