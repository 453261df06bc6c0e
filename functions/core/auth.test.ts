import { describe, expect, it } from 'vitest';
import { signValue, unsignValue } from './auth';

describe('the signed session cookie value', () => {
  it('given a value signed with the secret, when it is read back with the same secret, then the value comes back', () => {
    expect(unsignValue(signValue('session-123', 'k1'), 'k1')).toBe('session-123');
  });

  it('given a signed value, when its value, its signature or the secret differ, then it is refused', () => {
    const signed = signValue('session-123', 'k1');
    expect(unsignValue(signed.replace('123', '124'), 'k1')).toBeNull();
    expect(unsignValue(`${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`, 'k1')).toBeNull();
    expect(unsignValue(signed, 'k2')).toBeNull();
    expect(unsignValue('no-signature', 'k1')).toBeNull();
  });
});
