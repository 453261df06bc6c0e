import { describe, expect, it } from 'vitest';
import { effectWords } from './effect-words';

describe('Voidfall Technology ability words', () => {
  it('given Sentries, when a build is replaced by a Sentry deployment, then it reads as a deployment, not a build', () => {
    expect(effectWords('build_installation', { sector: 'sector-2-3', fleet: 'sentry' })).toBe('Deploy a Sentry in C4 instead of building');
    expect(effectWords('build_installation', { sector: 'sector-2-3', installation: 'shipyard' })).toBe('Build an Installation: Shipyard in C4');
  });
});

describe('Voidfall Technology action words', () => {
  it('given a Technology action, then the move names its Technology, never its key', async () => {
    const { actionName } = await import('./move-labels');
    const view = { focusTurn: { focus: 'standard-production@0', agenda: null } } as unknown as Parameters<typeof actionName>[0];
    expect(actionName(view, 'tech-neural-matrix-credits')).toBe('the Neural Matrix action');
    expect(actionName(view, 'tech-ark-ships')).toBe('the Ark Ships action');
    expect(actionName(view, 'tech-purifier')).toBe('the Purifier action');
  });
});

describe('Voidfall Technologies the engine does not play', () => {
  it('given Hyperdrive, Tactical Transports or Robotics, then the board says beside the data\'s text that the ability is not played; a played one reads as the data', async () => {
    const { technologyText, NOT_PLAYED } = await import('./card-texts');
    expect(technologyText('hyperdrive-plain')).toMatch(/exact wording not available\)\. \(not played in this game/);
    expect(technologyText('tactical-transports-improved').endsWith(NOT_PLAYED)).toBe(true);
    expect(technologyText('robotics-plus4')).toBe(`Double both the cost and the effect of one action of a Development Focus.${NOT_PLAYED}`);
    expect(technologyText('trade-nexus-improved')).not.toContain(NOT_PLAYED);
  });
});
