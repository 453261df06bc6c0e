import { describe, expect, it } from 'vitest';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import type { NemesisMove } from '../moves/schema';
import type { NemesisState } from '../state';
import { corridorBetween, given, refusal, seekRoll, when } from '../testing/given';

const X = 'a-slot-14';
const NEXT = 'a-slot-13';
type Shot = Extract<NemesisEvent, { type: 'shot' }>;
const shotWhere = (wanted: (e: Shot) => boolean) => (events: NemesisEvent[]) => events.some((e) => e.type === 'shot' && wanted(e));
const shotOf = (events: NemesisEvent[]) => events.find((e) => e.type === 'shot') as Shot;
const play = (card: string, choice: string): NemesisMove => ({ type: 'play-card', card, pay: [], choice });

/** Seat 0 (and seat 1 when `both`) in the Canteen with a Breeder; room 13 next door explored (the Armory). */
function fight(character: 'soldier' | 'scout' | 'captain', hand: string[], both = false): NemesisState {
  return given({
    players: { 0: { character, room: X, hand }, 1: { character: character === 'scout' ? 'soldier' : 'scout', room: both ? X : NEXT } },
    explored: { [X]: 'canteen', [NEXT]: 'armory' },
    intruders: [{ type: 'breeder', room: X }],
  });
}
const SOLDIER = ['soldier-taking-aim-1', 'soldier-full-auto-1', 'soldier-covering-fire-1', 'soldier-search-1', 'soldier-rest-1'];
const SCOUT = ['scout-adrenaline-1', 'scout-suppressive-fire-1', 'scout-search-1', 'scout-rest-1', 'scout-demolition-1'];
const CAPTAIN = ['captain-suppressive-fire-1', 'captain-search-1', 'captain-rest-1', 'captain-order-1', 'captain-reload-1'];

describe('Taking Aim (a Shoot with an energy weapon; the die may be rerolled once)', () => {
  it('given a first roll that deals nothing, then the die is rolled again; the card is the action and 1 ammo is spent', () => {
    const s = fight('soldier', SOLDIER);
    const { state, events } = seekRoll(s, 0, play('soldier-taking-aim-1', 'assault-rifle@intruder-1'), shotWhere((e) => e.rerolled !== undefined));
    expect(['blank', 'creeper', 'adult']).toContain(shotOf(events).rerolled);
    expect(state.players[0].hands[0]).toMatchObject({ ammo: 4 });
    expect(state.players[0].discard).toContain('soldier-taking-aim-1');
    expect(state.turn).toMatchObject({ seat: 0, actions: 1 });
  });

  it('given a classic weapon, or no combat, then it is refused and nothing changes', () => {
    const s = fight('soldier', SOLDIER);
    s.players[0].hands = [{ kind: 'item', card: 'six-shooter', ammo: 6 }];
    expect(refusal(s, 0, play('soldier-taking-aim-1', 'six-shooter@intruder-1')).code).toBe('move/card-option');
    const calm = fight('soldier', SOLDIER);
    calm.intruders = [];
    expect(refusal(calm, 0, play('soldier-taking-aim-1', 'assault-rifle@intruder-1')).code).toBe('move/not-in-combat');
  });
});

describe('Full Auto (all the Assault Rifle\'s ammo for one Shoot, +1 injury per 2 ammo, even on a miss)', () => {
  it('given 5 ammo and a blank, then the Breeder still takes 2 injuries and the rifle is empty', () => {
    const s = fight('soldier', SOLDIER);
    const { state, events } = seekRoll(s, 0, play('soldier-full-auto-1', 'intruder-1'), shotWhere((e) => e.face === 'blank'));
    expect(shotOf(events).injuries).toBe(2);
    expect(state.players[0].hands[0]).toMatchObject({ ammo: 0 });
  });

  it('given 3 ammo and a single hit, then 2 (rifle) + 1 (ammo) injuries', () => {
    const s = fight('soldier', SOLDIER);
    s.players[0].hands = [{ kind: 'item', card: 'assault-rifle', ammo: 3 }];
    expect(shotOf(seekRoll(s, 0, play('soldier-full-auto-1', 'intruder-1'), shotWhere((e) => e.face === 'single-hit')).events).injuries).toBe(3);
  });
});

describe('Adrenaline (a Shoot or an Escape, then draw 1 action card)', () => {
  it('given a shot, then the Scout shoots and draws a card', () => {
    const s = fight('scout', SCOUT);
    const { state, events } = when(s, 0, play('scout-adrenaline-1', 'shoot:scout-rifle@intruder-1'));
    expect(events.filter((e) => e.type === 'shot')).toHaveLength(1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'cards-drawn', seat: 0, count: 1 }));
    expect(state.players[0].hand).toHaveLength(5);
  });

  it('given an escape, then the Breeder attacks first, and a surviving Scout moves and draws a card', () => {
    const s = fight('scout', SCOUT);
    const { state, events } = when(s, 0, play('scout-adrenaline-1', `escape:${corridorBetween(s, X, NEXT)}`));
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0, intruder: 'intruder-1' }));
    if (state.players[0].status === 'aboard') {
      expect(state.players[0].room).toBe(NEXT);
      expect(events).toContainEqual(expect.objectContaining({ type: 'cards-drawn', seat: 0 }));
    }
  });
});

describe('Suppressive Fire (1 ammo; you, or another character if its player agrees, move with no intruder attack)', () => {
  it('given the Captain alone, then he moves next door, no intruder attacks, and 1 ammo is gone', () => {
    const s = fight('captain', CAPTAIN);
    const { state, events } = when(s, 0, play('captain-suppressive-fire-1', `six-shooter@0@${corridorBetween(s, X, NEXT)}`));
    expect(state.players[0].room).toBe(NEXT);
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
    expect(state.players[0].hands[0]).toMatchObject({ ammo: 5 });
  });

  it('given another character chosen, then its player is asked (only it may answer) and it moves when it agrees', () => {
    const s = fight('captain', CAPTAIN, true);
    const asked = when(s, 0, play('captain-suppressive-fire-1', `six-shooter@1@${corridorBetween(s, X, NEXT)}`));
    expect(asked.events).toContainEqual({ type: 'cover-asked', seat: 0, asked: 1, card: 'suppressive-fire' });
    expect(nemesis.prompts!(asked.state)).toEqual([expect.objectContaining({ seat: 1, kind: 'answer-cover' })]);
    expect(nemesis.legalMoves!(asked.state, 1)).toEqual([{ type: 'answer-cover', agree: true }, { type: 'answer-cover', agree: false }]);
    expect(nemesis.legalMoves!(asked.state, 0)).toEqual([]);
    expect(refusal(asked.state, 0, { type: 'pass', discard: [] }).code).toMatch(/not-now|not-your-turn/);
    const agreed = when(asked.state, 1, { type: 'answer-cover', agree: true });
    expect(agreed.state.players[1].room).toBe(NEXT);
    expect(agreed.state.players[0].room).toBe(X);
    expect(agreed.state.cover).toBeNull();
  });

  it('given the other player refuses, then nobody moves (the ammo and card are spent)', () => {
    const s = fight('captain', CAPTAIN, true);
    const asked = when(s, 0, play('captain-suppressive-fire-1', `six-shooter@1@${corridorBetween(s, X, NEXT)}`));
    const refused = when(asked.state, 1, { type: 'answer-cover', agree: false });
    expect(refused.state.players.map((p) => p.room)).toEqual([X, X]);
    expect(refused.state.players[0].hands[0]).toMatchObject({ ammo: 5 });
  });
});

describe('Covering Fire (1 ammo; you and/or 1 other character, if its player agrees, move to the same room)', () => {
  it('given both chosen and an agreement, then both move next door with no intruder attack', () => {
    const s = fight('soldier', SOLDIER, true);
    const asked = when(s, 0, play('soldier-covering-fire-1', `assault-rifle@0+1@${corridorBetween(s, X, NEXT)}`));
    expect(asked.state.players[0].room).toBe(X);
    const { state, events } = when(asked.state, 1, { type: 'answer-cover', agree: true });
    expect(state.players.map((p) => p.room)).toEqual([NEXT, NEXT]);
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
  });

  it('given both chosen and a refusal, then only the Soldier moves', () => {
    const s = fight('soldier', SOLDIER, true);
    const asked = when(s, 0, play('soldier-covering-fire-1', `assault-rifle@0+1@${corridorBetween(s, X, NEXT)}`));
    expect(when(asked.state, 1, { type: 'answer-cover', agree: false }).state.players.map((p) => p.room)).toEqual([NEXT, X]);
  });

  it('given the card\'s options, then they are listed as legal moves (you, the other, both; each open corridor)', () => {
    const s = fight('soldier', SOLDIER, true);
    const corridor = corridorBetween(s, X, NEXT);
    const choices = nemesis.legalMoves!(s, 0).flatMap((m) => (m.type === 'play-card' && m.card === 'soldier-covering-fire-1' ? [m.choice] : []));
    expect(choices).toEqual(expect.arrayContaining([`assault-rifle@0@${corridor}`, `assault-rifle@1@${corridor}`, `assault-rifle@0+1@${corridor}`]));
  });
});

describe('Nerves of Steel (discard it during a surprise attack to ignore it; a standing setting, `always` by default)', () => {
  const HIB = 'a-slot-11';
  /** The Soldier (hand: Nerves of Steel and one card to pay) walks into the Canteen and meets an Adult (back number 4). */
  function surprised(setting?: 'always' | 'never') {
    const s = given({ players: { 0: { character: 'soldier', hand: ['soldier-nerves-of-steel-1', 'soldier-search-1'] } }, explored: { [X]: 'canteen' }, bag: ['intruder-token-adult-10'], attacks: ['attack-scratch-1'] });
    s.milestones.firstEncounter = true;
    s.corridors['a-corridor-14-17'].noise = true;
    if (setting) s.players[0].nerves = setting;
    const move: NemesisMove = { type: 'move', corridor: corridorBetween(s, HIB, X), pay: ['soldier-search-1'] };
    return seekRoll(s, 0, move, (events) => events.some((e) => e.type === 'surprise-attack'));
  }

  it('given the card in hand and the default setting, then it is played by itself and the surprise attack does nothing', () => {
    const { state, events } = surprised();
    expect(events).toContainEqual({ type: 'card-played', seat: 0, card: 'nerves-of-steel' });
    expect(events.some((e) => e.type === 'attacked')).toBe(false);
    expect(state.players[0].discard).toContain('soldier-nerves-of-steel-1');
    expect(state.players[0].lightWounds).toBe(0);
  });

  it('given the setting `never`, then the card stays in hand and the attack happens', () => {
    const { state, events } = surprised('never');
    expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0 }));
    expect(state.players[0].hand).toContain('soldier-nerves-of-steel-1');
  });

  it('given the Soldier\'s turn, then the setting is a free move seen by the Soldier alone; other characters have none, and the card is no action', () => {
    const s = fight('soldier', [...SOLDIER.slice(0, 4), 'soldier-nerves-of-steel-1']);
    expect(nemesis.legalMoves!(s, 0)).toContainEqual({ type: 'set-reaction', card: 'nerves-of-steel', setting: 'never' });
    const { state, events } = when(s, 0, { type: 'set-reaction', card: 'nerves-of-steel', setting: 'never' });
    expect(events).toEqual([]);
    expect(state.turn).toMatchObject({ seat: 0, actions: 0 });
    expect(nemesis.view(state, 0).me).toMatchObject({ nerves: 'never' });
    expect(JSON.stringify(nemesis.view(state, 1))).not.toContain('never');
    expect(refusal(state, 0, play('soldier-nerves-of-steel-1', '')).code).toBe('move/card-option');
    const scout = fight('scout', SCOUT);
    expect(refusal(scout, 0, { type: 'set-reaction', card: 'nerves-of-steel', setting: 'never' }).code).toBe('move/no-reaction');
  });
});
