import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const secret = 'test-secret-1';

describe('unsubscribe tokens', () => {
  it('given a token signed with the secret, when verified, then it yields the user and the channel', () => {
    const token = createUnsubscribeToken({ userId: 'u-42', channel: 'email' }, secret);
    expect(verifyUnsubscribeToken(token, secret)).toEqual({ userId: 'u-42', channel: 'email' });
  });

  it('given a token for another user with the signature of the first, when verified, then it is refused', () => {
    const [, signature] = createUnsubscribeToken({ userId: 'u-42', channel: 'email' }, secret).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ u: 'u-43', c: 'email' })).toString('base64url');
    expect(verifyUnsubscribeToken(`${forgedPayload}.${signature}`, secret)).toBeNull();
  });

  it('given a token signed with another secret or malformed, when verified, then it is refused', () => {
    expect(verifyUnsubscribeToken(createUnsubscribeToken({ userId: 'u-42', channel: 'email' }, 'other'), secret)).toBeNull();
    expect(verifyUnsubscribeToken('garbage', secret)).toBeNull();
    expect(verifyUnsubscribeToken('a.b.c', secret)).toBeNull();
  });
});
