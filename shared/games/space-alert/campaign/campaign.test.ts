/** Campaign of linked missions (rulebook §6, digest §5.13) and digest §13 Ex27. */
import { describe, expect, it } from 'vitest';
import { spaceAlert } from '..';
import { attackZone } from '../resolution/hull';
import { initialSim } from '../resolution/resolve';
import type { ScoreLine } from '../resolution/record';
import { advance, newGame, play, tryMove } from '../testing-game';
import { campaignTotal } from './score';

const line = (over: Partial<ScoreLine>): ScoreLine => ({ destroyed: 0, survived: 0, damageTiles: 0, worstZone: 0, knockedOut: 0, lyingBattlebots: 0, visual: 0, total: 0, ...over });
const code = (r: ReturnType<typeof tryMove>) => (r.ok ? 'accepted' : r.error.code);

describe('Ex27: campaign visual points', () => {
  it('given visual points 2, 0 and 0 over three missions, then floor(2/3) = 0 is added', () => {
    const played = [2, 0, 0].map((visual, i) => ({ missionId: `m${i}`, won: true, reason: '', threatPoints: 10, visual, score: line({ visual, damageTiles: 1, worstZone: 1 }) }));
    expect(campaignTotal(played)).toBe(30 - 2 + 0);
  });
  it('given a lost mission anywhere, then the campaign scores nothing', () => {
    expect(campaignTotal([{ missionId: 'm', won: false, reason: '', threatPoints: 0, visual: 0, score: null }])).toBeNull();
  });
});

describe('a two-mission campaign', () => {
  const survived = advance(newGame({ mission: 'first-test-run', campaign: 2 }, 4, 'c3'), (x) => x.status === 'interval');
  const carried = survived.campaign.interval!.carry.damage;

  it('given the first mission survived, then the team is asked whether to go on, and one "stop" ends it with the total', () => {
    expect(spaceAlert.prompts(survived).map((p) => p.kind)).toEqual(['campaign-vote', 'campaign-vote', 'campaign-vote', 'campaign-vote']);
    let s = play(survived, 0, { type: 'campaign-vote', continue: true });
    for (const seat of [1, 2]) s = play(s, seat, { type: 'campaign-vote', continue: true });
    s = play(s, 3, { type: 'campaign-vote', continue: false });
    expect(spaceAlert.outcome(s)?.scores[0]).toBe(campaignTotal(s.campaign.played));
  });

  it('given everyone goes on, then members repair in order, at most 2 tiles per zone, and mission 2 starts with the rest', () => {
    let s = survived;
    s = play(s, 0, { type: 'campaign-vote', continue: true, normal: 'yellow', serious: 'mixed' });
    s = play(s, 1, { type: 'campaign-vote', continue: true, normal: 'yellow', serious: 'yellow' });
    for (const seat of [2, 3]) s = play(s, seat, { type: 'campaign-vote', continue: true, normal: 'mixed', serious: 'yellow' });
    expect(s.campaign.difficulty).toEqual({ normal: 'mixed', serious: 'mixed' });
    const white = carried.white;
    expect(code(tryMove(s, 1, { type: 'campaign-repair', repair: 'nothing' }))).toBe('move/not-your-turn');
    expect(code(tryMove(s, 0, { type: 'campaign-repair', repair: 'tile', tile: 'tile-red-6' }))).toBe('move/no-such-tile');
    s = play(s, 0, { type: 'campaign-repair', repair: 'tile', tile: white[0] });
    s = play(s, 1, { type: 'campaign-repair', repair: 'tile', tile: white[1] });
    expect(code(tryMove(s, 2, { type: 'campaign-repair', repair: 'tile', tile: white[2] }))).toBe('move/zone-repaired');
    expect(code(tryMove(s, 2, { type: 'campaign-repair', repair: 'bots' }))).toBe('move/no-broken-bots');
    s = play(s, 2, { type: 'campaign-repair', repair: 'tile', tile: carried.red[0] });
    s = play(s, 3, { type: 'campaign-repair', repair: 'nothing' });
    expect([s.status, s.campaign.played.length, s.window.index]).toEqual(['planning', 1, 0]);
    expect(s.campaign.carry!.damage).toEqual({ red: [], white: white.slice(2), blue: carried.blue });
    expect(s.damageStacks.white).toHaveLength(6 - white.length + 2);
    expect(spaceAlert.view(s, 2).ship.damage).toEqual(s.campaign.carry!.damage);
    expect([s.threatDecks['external-common'].length, s.threatDecks['external-serious'].length]).toEqual([10 + 7, 8 + 6]);
    const finished = advance(s, () => false);
    expect(finished.campaign.played).toHaveLength(2);
    expect(spaceAlert.outcome(finished)?.reason).toContain('campaign of 2 mission(s)');
  });
});

describe('carried damage', () => {
  const sim = (carry: { damage: { red: string[]; white: string[]; blue: string[] }; brokenBots: number; bay: 'LR' | 'UB' }) =>
    initialSim({ crew: [], threats: [], trajectories: { red: 'T1', white: 'T1', blue: 'T1', internal: 'T1' }, damageStacks: { red: ['tile-red-1', 'tile-red-2'], white: [], blue: [] }, carry });
  it('given an unrepaired red shield tile, then the red shield starts with capacity 1 and one cube fewer (0)', () => {
    expect(sim({ damage: { red: ['tile-red-3'], white: [], blue: [] }, brokenBots: 0, bay: 'LR' }).ship.shields.red).toEqual({ energy: 0, capacity: 1 });
  });
  it('given an unrepaired structure tile in red, then each point of damage to red flips 2 tiles', () => {
    const s = sim({ damage: { red: ['tile-red-6'], white: [], blue: [] }, brokenBots: 0, bay: 'LR' });
    s.ship.shields.red.energy = 0;
    attackZone(s, 'red', 1, 'E1-07');
    expect(s.ship.damage.red).toHaveLength(3);
  });
  it('given one broken battlebot unit and the team choosing UB, then only the UB bay holds a unit', () => {
    expect(sim({ damage: { red: [], white: [], blue: [] }, brokenBots: 1, bay: 'UB' }).ship.bays).toEqual({ LR: 'empty', UB: 'lying' });
  });
});
