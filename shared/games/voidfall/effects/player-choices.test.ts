import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { freeCorruptionPlaces } from '../rules/corruption';
import { focusGame, play, refusalOf } from '../testing';

describe('Voidfall choices the player makes (formerly made for them)', () => {
  it('given 3 Materials and 2 Credits, when Prepare (3 Materials) is taken, then the player chooses how many Credits stand in, never more than the cost', () => {
    let { s, seat } = focusGame('standard-conquest');
    s.players[seat].resources = { food: 0, energy: 0, materials: 3, credits: 2, science: 0 };
    const pays = legalMoves(s, seat).filter((m) => m.type === 'take-action' && m.action === 'focus-3').map((m) => (m as { pay?: object }).pay ?? null);
    expect(pays).toEqual([null, { materials: 2, credits: 1 }, { materials: 1, credits: 2 }]);
    expect(refusalOf(s, seat, { type: 'take-action', action: 'focus-3', pay: { credits: 3, materials: 0 } })).toBe('move/illegal');
    s = play(s, seat, { type: 'take-action', action: 'focus-3', pay: { credits: 2, materials: 1 } });
    expect(s.players[seat].resources).toMatchObject({ materials: 2, credits: 0 });
  });

  it('given no payment named, then the named resources are spent first (the default)', () => {
    let { s, seat } = focusGame('standard-conquest');
    s.players[seat].resources = { food: 0, energy: 0, materials: 3, credits: 2, science: 0 };
    s = play(s, seat, { type: 'take-action', action: 'focus-3' });
    expect(s.players[seat].resources).toMatchObject({ materials: 0, credits: 2 });
  });

  it('given a Corrupted Might offer, when the player takes it, then its Corruption goes to the free place the player names', () => {
    let { s, seat } = focusGame('standard-conquest');
    s.agendaOfferCorrupted.might = true;
    s.players[seat].resources = { food: 0, energy: 2, materials: 0, credits: 2, science: 0 };
    s = play(s, seat, { type: 'take-action', action: 'focus-2' });
    const free = freeCorruptionPlaces(s, seat);
    const offers = legalMoves(s, seat).filter((m) => m.type === 'resolve-effect' && m.choice.agendaType === 'might' && m.choice.deck === false);
    expect(offers.map((m) => (m.type === 'resolve-effect' ? m.choice.to : null))).toEqual(free);
    const last = free[free.length - 1];
    expect(last.kind).not.toBe(free[0].kind);
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { agendaType: 'might', deck: false, to: last } });
    expect(freeCorruptionPlaces(s, seat)).not.toContainEqual(last);
    expect(freeCorruptionPlaces(s, seat)).toContainEqual(free[0]);
  });
});

describe('Voidfall: restrictions the rules do not make are lifted', () => {
  it('given no free Guild or Installation space anywhere, then Grow is still offered: the cost is paid and nothing is left to do', () => {
    let { s, seat } = focusGame('standard-development');
    for (const x of Object.values(s.sectors)) if (x.owner === seat) Object.assign(x, { guilds: ['farmers', 'farmers', 'farmers'], installations: ['shipyard', 'shipyard', 'shipyard'] });
    s.players[seat].resources.materials = 1;
    expect(legalMoves(s, seat)).toContainEqual({ type: 'take-action', action: 'focus-1' });
    s = play(s, seat, { type: 'take-action', action: 'focus-1' });
    expect([s.players[seat].resources.materials, s.focusTurn!.pending, s.focusTurn!.done]).toEqual([0, null, ['focus-1']]);
  });

  it('given the Outpost\'s lone cube, then Settle may recall it: the Outpost is abandoned and Settle has nothing left to build', () => {
    let { s, seat } = focusGame('standard-development');
    const { outpost } = s.map.starts[seat];
    s.sectors[outpost].fleets = [{ type: 'corvette', power: 1 }];
    s = play(s, seat, { type: 'take-action', action: 'focus-2', recall: { sector: outpost, fleet: 'corvette' } });
    expect(s.sectors[outpost].owner).toBeNull();
    expect(s.focusTurn!.pending).toBeNull();
  });
});
