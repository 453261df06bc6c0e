import { describe, expect, it } from 'vitest';
import { applyVoidfall } from '../moves';
import { redactEvent } from '../events';
import { legalMoves } from '../legal-moves';
import { play, refusalOf } from '../testing';
import { view } from '../view';
import type { VoidfallState } from '../state';
import { houseGame } from './testing-houses';
import { tokenFace } from './tokens';

/** Applies a move and returns the state and its events; throws on a refusal. */
function step(s: VoidfallState, seat: number, move: Parameters<typeof applyVoidfall>[2]) {
  const r = applyVoidfall(s, seat, move);
  if (!r.ok) throw new Error(r.error.message);
  return { s: { ...r.state, rng: s.rng } as VoidfallState, events: r.events };
}

describe('Voidfall held Bounty and Reclaim tokens (A15)', () => {
  it('given Yarvek holding two Bounty tokens, when it Rallies discarding one, then no other seat\'s view or event tells which, and the token lies face down under the supply', () => {
    const { s: s0, seat } = houseGame('yarvek', 'yarvek-conquest');
    const other = 1 - seat;
    const p = s0.players[seat];
    p.bountyTokens = ['bounty-food-science-1', 'bounty-2-energy-2'];
    s0.bountySupply = s0.bountySupply.filter((t) => !p.bountyTokens.includes(t));
    const offered = legalMoves(s0, seat).filter((m) => m.type === 'take-action' && m.action === 'focus-2');
    expect(offered.map((m) => (m as { token?: string }).token)).toEqual(['bounty-food-science-1', 'bounty-2-energy-2']);
    expect(refusalOf(s0, seat, { type: 'take-action', action: 'focus-2', token: 'bounty-2-food-1' })).toBe('move/illegal');
    const { s, events } = step(s0, seat, { type: 'take-action', action: 'focus-2', token: 'bounty-food-science-1' });
    expect(s.players[seat].bountyTokens).toEqual(['bounty-2-energy-2']);
    expect(s.bountySupply.at(-1)).toBe('bounty-food-science-1');
    expect(s.focusTurn!.pending!.name).toBe('Rally');
    const seen = JSON.stringify([view(s, other), view(s, 'spectator'), events.map((e) => redactEvent(e, other)), events.map((e) => redactEvent(e, 'spectator'))]);
    expect(seen).not.toMatch(/bounty-food-science|1 Food and 1 Science/);
    expect(seen).not.toMatch(/bounty-2-energy/);
    expect(JSON.stringify(view(s, seat))).toContain('bounty-2-energy-2');
  });

  it('given Yarvek holding a Reclaim token, when it Recycles discarding it, then two choices of "remove a Corruption from a sector or activate 1" open', () => {
    let { s, seat } = houseGame('yarvek', 'yarvek-conquest');
    s.players[seat].reclaimTokens = ['reclaim-activate-or-deploy-1'];
    s = play(s, seat, { type: 'take-action', action: 'focus-3', token: 'reclaim-activate-or-deploy-1' });
    expect(s.players[seat].reclaimTokens).toEqual([]);
    expect(s.focusTurn!.pending!.name).toBe('Recycle');
    expect(refusalOf(s, seat, { type: 'take-action', action: 'focus-2' })).toBe('move/illegal');
  });

  it('given a held "2 Food or 1 Influence" Bounty token, when used for 1 Influence, then Influence rises, everyone reads its text, and it goes under the supply', () => {
    let { s, seat } = houseGame('yarvek', 'yarvek-conquest');
    s.players[seat].bountyTokens = ['bounty-2-food-4'];
    const influence = s.players[seat].influence;
    const uses = legalMoves(s, seat).filter((m) => m.type === 'use-token');
    expect(uses.map((m) => (m as { effects: number[] }).effects)).toEqual([[0], [1]]);
    expect(refusalOf(s, seat, { type: 'use-token', token: 'bounty-2-food-4', effects: [0, 1], choice: {} })).toBe('move/illegal');
    const r = step(s, seat, { type: 'use-token', token: 'bounty-2-food-4', effects: [1], choice: {} });
    s = r.s;
    expect(s.players[seat].influence).toBe(influence + 1);
    expect(r.events.map((e) => redactEvent(e, 1 - seat))).toContainEqual({ type: 'token-used', seat, kind: 'bounty', text: 'Gain 2 Food or gain 1 Influence.', sector: null });
    expect(JSON.stringify(r.events)).not.toContain('bounty-2-food-4');
    expect([s.players[seat].bountyTokens, s.bountySupply.at(-1), s.turnUndo]).toEqual([[], 'bounty-2-food-4', []]);
  });

  it('given "1 Science and/or 1 Influence", then both together may be taken', () => {
    let { s, seat } = houseGame('yarvek', 'yarvek-conquest');
    s.players[seat].bountyTokens = ['bounty-science-and-or-influence-1'];
    const { science } = s.players[seat].resources;
    s = play(s, seat, { type: 'use-token', token: 'bounty-science-and-or-influence-1', effects: [0, 1], choice: {} });
    expect(s.players[seat].resources.science).toBe(science + 1);
  });

  it('given a Reclaim token taken from a sector still held, when used, then its Sector Defense goes in that sector only; once the sector is lost, only the Influence is open', () => {
    let { s, seat } = houseGame('yarvek', 'yarvek-conquest');
    const { outpost } = s.map.starts[seat];
    Object.assign(s.sectors[outpost], { owner: seat, installations: [] });
    const token = 'reclaim-sector-defense-and-or-influence-2';
    s.players[seat].reclaimTokens = [token];
    s.players[seat].reclaimSectors = { [token]: outpost };
    const options = legalMoves(s, seat).filter((m) => m.type === 'use-token' && m.token === token);
    expect(options).toContainEqual({ type: 'use-token', token, effects: [0, 1], choice: { sector: outpost, installation: 'sector_defense' } });
    expect(options.every((m) => m.type !== 'use-token' || m.choice.sector === undefined || m.choice.sector === outpost)).toBe(true);
    s.sectors[outpost].owner = null;
    expect(legalMoves(s, seat).filter((m) => m.type === 'use-token' && m.token === token)).toEqual([{ type: 'use-token', token, effects: [1], choice: {} }]);
    s.sectors[outpost].owner = seat;
    s = play(s, seat, { type: 'use-token', token, effects: [0, 1], choice: { sector: outpost, installation: 'sector_defense' } });
    expect(s.sectors[outpost].installations).toEqual(['sector_defense']);
    expect(s.players[seat].reclaimSectors).toEqual({});
  });

  it('given the default Farmers\' Reclaim token, then it reads as the Scientists\' one with Farmers', () => {
    expect(tokenFace('reclaim-farmers-guild-or-resource-1').text).toBe('Establish a Farmers\' Guild in this sector or gain 1 resource.');
  });
});
