import { describe, expect, it } from 'vitest';
import { focusGame } from '../testing';
import { fleetEffects } from './fleets';
import { preferredEffects } from './preferred';
import type { EffectContext } from './types';

const ctx: EffectContext = { location: null, earlier: [], ifBoth: null };
const e = { op: 'preferred_focus_action' };

/** The first seat, playing Temptation, holding Politics as Valnis (which prefers it), with 2 Energy and 3 Credits. */
function withPolitics() {
  const { s, seat } = focusGame('standard-temptation');
  const p = s.players[seat];
  p.house = 'valnis';
  Object.assign(p.resources, { energy: 2, credits: 3 });
  s.focusTurn!.pending = { action: 'focus-1', name: 'Exploit', groups: [], location: null, earlier: [] };
  return { s, seat, p, politics: p.focusHand.find((c) => c.startsWith('standard-politics@'))! };
}

describe('Voidfall Preferred Focus action: the player chooses how Credits pay its cost (A7, A12)', () => {
  it('given Impose (2 Energy, 1 Credit) with 2 Energy and 3 Credits, then every way to pay is offered, the plain one without a payment named', () => {
    const { s, seat, politics } = withPolitics();
    const impose = preferredEffects.preferred_focus_action.choices(s, seat, e, ctx).filter((c) => c.card === politics && c.value === 2);
    expect(impose).toEqual([
      { card: politics, value: 2 },
      { card: politics, value: 2, pay: { energy: 1, credits: 2 } },
      { card: politics, value: 2, pay: { credits: 3 } },
    ]);
  });

  it('given all Credits chosen, then the Energy stays; without a payment named, the Energy goes first (the old reading)', () => {
    const { s, seat, p, politics } = withPolitics();
    const chosen = structuredClone(s);
    const r = preferredEffects.preferred_focus_action.resolve(chosen, seat, e, { card: politics, value: 2, pay: { credits: 3 } }, ctx);
    expect([chosen.players[seat].resources.energy, chosen.players[seat].resources.credits]).toEqual([2, 0]);
    expect(r.events[0]).toMatchObject({ paid: { credits: 3 } });
    preferredEffects.preferred_focus_action.resolve(s, seat, e, { card: politics, value: 2 }, ctx);
    expect([p.resources.energy, p.resources.credits]).toEqual([0, 2]);
  });
});

describe('Voidfall deployment: the player chooses how Credits pay a cube\'s cost (A7, A9)', () => {
  it('given a Dreadnought (1 Material) with 1 Material and 1 Credit, then both ways are offered and the chosen one is paid', () => {
    const { s, seat } = focusGame('standard-reinforcement');
    const { home } = s.map.starts[seat];
    const p = s.players[seat];
    p.technologies.push('dreadnoughts-plain');
    Object.assign(p.resources, { materials: 1, credits: 1 });
    const deploy = { op: 'deploy_fleet_power', count: 1, where: home };
    const dreadnoughts = fleetEffects.deploy_fleet_power.choices(s, seat, deploy, ctx).filter((c) => c.fleet === 'dreadnought');
    expect(dreadnoughts).toEqual([{ sector: home, fleet: 'dreadnought' }, { sector: home, fleet: 'dreadnought', pay: { credits: 1 } }]);
    fleetEffects.deploy_fleet_power.resolve(s, seat, deploy, dreadnoughts[1], ctx);
    expect([p.resources.materials, p.resources.credits]).toEqual([1, 0]);
    expect(s.sectors[home].fleets).toContainEqual({ type: 'dreadnought', power: 1 });
  });
});
