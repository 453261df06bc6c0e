import { describe, expect, it } from 'vitest';
import { focusGame } from '../testing';
import { preferredEffects } from './preferred';
import type { EffectContext } from './types';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };
const e = { op: 'preferred_focus_action' };

describe('Voidfall Preferred Focus action: the player chooses how Credits pay its cost (A7, A12)', () => {
  it('given Impose (2 Energy, 1 Credit) with 2 Energy and 3 Credits, then every way to pay is offered, the plain one without a payment named', () => {
    const { s, seat } = focusGame('standard-temptation');
    const p = s.players[seat];
    // Valnis prefers Politics (whichever House the first seat got in the test game).
    p.house = 'valnis';
    const politics = p.focusHand.find((c) => c.startsWith('standard-politics@'))!;
    Object.assign(p.resources, { energy: 2, credits: 3 });
    const impose = preferredEffects.preferred_focus_action.choices(s, seat, e, ctx).filter((c) => c.card === politics && c.value === 2);
    expect(impose).toEqual([
      { card: politics, value: 2 },
      { card: politics, value: 2, pay: { energy: 1, credits: 2 } },
      { card: politics, value: 2, pay: { credits: 3 } },
    ]);
  });

  it('given all Credits chosen, then the Energy stays; without a payment named, the Energy goes first (the old reading)', () => {
    const { s, seat } = focusGame('standard-temptation');
    const p = s.players[seat];
    // Valnis prefers Politics (whichever House the first seat got in the test game).
    p.house = 'valnis';
    const politics = p.focusHand.find((c) => c.startsWith('standard-politics@'))!;
    Object.assign(p.resources, { energy: 2, credits: 3 });
    s.focusTurn!.pending = { action: 'focus-1', name: 'Exploit', groups: [], location: null, earlier: [] };
    const chosen = structuredClone(s);
    const r = preferredEffects.preferred_focus_action.resolve(chosen, seat, e, { card: politics, value: 2, pay: { credits: 3 } }, ctx);
    expect([chosen.players[seat].resources.energy, chosen.players[seat].resources.credits]).toEqual([2, 0]);
    expect(r.events[0]).toMatchObject({ paid: { credits: 3 } });
    preferredEffects.preferred_focus_action.resolve(s, seat, e, { card: politics, value: 2 }, ctx);
    expect([p.resources.energy, p.resources.credits]).toEqual([0, 2]);
  });
});
