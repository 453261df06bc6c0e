import { describe, expect, it } from 'vitest';
import { effectWords } from './effect-words';

describe('Voidfall Technology ability words', () => {
  it('given Sentries, when a build is replaced by a Sentry deployment, then it reads as a deployment, not a build', () => {
    expect(effectWords('build_installation', { sector: 'sector-2-3', fleet: 'sentry' })).toBe('Deploy a Sentry in C4 instead of building');
    expect(effectWords('build_installation', { sector: 'sector-2-3', installation: 'shipyard' })).toBe('Build an Installation: Shipyard in C4');
  });
});
