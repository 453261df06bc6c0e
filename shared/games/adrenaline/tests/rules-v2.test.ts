/** The rule-check fixes of rules version 2, each beside the version 1 behaviour that tables started before it keep. */
import { describe, expect, it } from 'vitest';
import { applyMove, playOut, replay } from '../../../engine';
import { adrenaline } from '../index';
import type { AdrenalineMove } from '../moves/schema';
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

describe('apply refuses what legalMoves never offers', () => {
  it('given A whose only weapon (Electroscythe) can hit nobody from its square, then rules 2 refuse the Shoot action that rules 1 accepted', () => {
    const s = given({ players: { 0: { weapons: ['electroscythe'] }, 1: { square: '3,2' }, 2: { square: '3,2' } } });
    const shoot = { type: 'shoot', from: '0,1' } as const;
    expect(adrenaline.legalMoves(s, A)).not.toContainEqual(shoot);
    expect(v1.when(s, A, shoot).state.turn.shot).not.toBeNull();
    expect(v2.refusal(s, A, shoot)).toEqual({ code: 'move/cannot-hit', message: 'None of your weapons can hit anyone from that square.' });
  });

  it('given a shot where only the Lock Rifle can hit, then rules 2 refuse choosing the Electroscythe', () => {
    const s = given({ players: { 0: { weapons: ['electroscythe', 'lock-rifle'] }, 1: { square: '2,1' }, 2: { square: '3,2' } } });
    const begun = v2.when(s, A, { type: 'shoot', from: '0,1' }).state;
    expect(adrenaline.legalMoves(begun, A)).toEqual([{ type: 'weapon', weapon: 'lock-rifle' }]);
    expect(v2.refusal(begun, A, { type: 'weapon', weapon: 'electroscythe' }).code).toBe('move/cannot-hit');
    expect(v1.when(begun, A, { type: 'weapon', weapon: 'electroscythe' }).state.turn.shot!.weapon).toBe('electroscythe');
  });

  it('given an ammo tile, then rules 2 refuse grabbing it with a payment or a weapon to drop', () => {
    const s = given({ players: { 0: { powerups: ['newton:red'] } } });
    const card = s.players[A].powerups[0];
    const grab: AdrenalineMove = { type: 'grab', to: '1,1', pay: [card] };
    expect(s.tiles['1,1']).toBeTruthy();
    expect(v2.refusal(s, A, grab).code).toBe('move/nothing-to-pay');
    expect(v1.when(s, A, grab).state.players[A].powerups).toEqual([card]);
    expect(v2.when(s, A, { type: 'grab', to: '1,1', pay: [] }).state.tiles['1,1']).toBeNull();
  });
});

describe('no reaction prompt for a seat that has answered, and no question with one possible answer', () => {
  const table = (cards: string[]) =>
    given({ config: { reactionDefault: 'ask' }, players: { 0: { weapons: ['lock-rifle'] }, 1: { square: '2,1', powerups: cards }, 2: { square: '3,2' } } });
  const hitB = (rules: typeof v1, cards: string[]) => rules.shot(table(cards), A, 'lock-rifle', [effect('basic'), target(B)]).state;

  it('given rules 2, when B plays its only grenade, then its window closes: the turn goes on without a decline', () => {
    const s = hitB(v2, ['tagback-grenade:red']);
    const { state } = v2.when(s, B, { type: 'tagback', card: s.players[B].powerups[0] });
    expect(state.reactions).toEqual([]);
    expect(adrenaline.prompts(state)[0]).toMatchObject({ seat: A, kind: 'actions' });
  });

  it('given rules 1, then B is still asked to decline after playing its only grenade', () => {
    const s = hitB(v1, ['tagback-grenade:red']);
    const { state } = v1.when(s, B, { type: 'tagback', card: s.players[B].powerups[0] });
    expect(adrenaline.prompts(state)).toEqual([expect.objectContaining({ seat: B, kind: 'tagback' })]);
  });

  it('given two grenades, then every set of them is one choice, and both go in one move', () => {
    const s = hitB(v2, ['tagback-grenade:red', 'tagback-grenade:blue']);
    const [red, blue] = s.players[B].powerups;
    expect(adrenaline.legalMoves(s, B)).toEqual([
      { type: 'tagback', card: red },
      { type: 'tagback', card: blue },
      { type: 'tagback', card: red, also: [blue] },
      { type: 'decline' },
    ]);
    const { state, events } = v2.when(s, B, { type: 'tagback', card: red, also: [blue] });
    expect(state.players[A].marks[B]).toBe(2);
    expect(events.filter((e) => e.type === 'tagback-played')).toHaveLength(2);
    expect(state.reactions).toEqual([]);
  });

  it('given two identical Newtons, then each Newton choice is listed once', () => {
    const s = given({ players: { 0: { powerups: ['newton:red'] } } });
    const twin = given({ players: { 0: { powerups: ['newton:red', 'newton:red'] } } });
    const newtons = (state: typeof s) => adrenaline.legalMoves(state, A).filter((m) => m.type === 'newton');
    expect(newtons(twin)).toHaveLength(newtons(s).length);
  });

  it('given rules 2 and one possible target, then the engine takes it, tells the shooter, and tells nobody else before the confirm', () => {
    const s = given({ players: { 0: { weapons: ['lock-rifle'] }, 1: { square: '2,1' }, 2: { square: '3,2' } } });
    const { state, events } = v2.when(s, A, { type: 'shoot', from: '0,1' }, { type: 'weapon', weapon: 'lock-rifle' }, effect('basic'));
    const taken = { type: 'choice-taken', seat: A, effect: 'basic', choice: { kind: 'player', seat: B }, question: 'a target you can see' };
    expect(events).toEqual([taken]);
    expect(adrenaline.redact(events[0], A)).toEqual(taken);
    expect(adrenaline.redact(events[0], B)).toBeNull();
    expect(state.turn.shot!.used).toEqual(['basic']);
    const asked = v1.when(s, A, { type: 'shoot', from: '0,1' }, { type: 'weapon', weapon: 'lock-rifle' }, effect('basic')).state;
    expect(adrenaline.legalMoves(asked, A)).toEqual([{ type: 'target', seat: B }]);
  });
});

describe('the rules version is never stored in the state', () => {
  it('given a bot game played under rules 2, when replayed under rules 1, then the hashes agree up to the first move a fix touches', () => {
    const start = { config: { skulls: 5 }, seats: 4, seed: 'rules-versions', startedAt: 0 };
    const log = playOut(adrenaline, start, 3).log;
    const newest = replay(adrenaline, start, log, log.length, 2);
    const old = replay(adrenaline, start, log, log.length, 1);
    const split = old.hashes.findIndex((h, k) => h !== newest.hashes[k]);
    const agreed = split < 0 ? old.hashes.length : split;
    expect(agreed).toBeGreaterThan(20);
    // Where they part, rules 2 answered a question by itself, or the move is one a fix changed.
    const parting = log[agreed - 1];
    const before = replay(adrenaline, start, log, agreed - 1, 2).state;
    const r = applyMove(adrenaline, before, parting.seat, parting.move, parting.at, 2);
    const autoAnswered = r.ok && r.events.some((e) => (e as { type: string }).type === 'choice-taken');
    expect(autoAnswered || ['tagback', 'end-turn', 'confirm'].includes((parting.move as { type: string }).type)).toBe(true);
  });
});
