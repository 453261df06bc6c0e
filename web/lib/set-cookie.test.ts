import { describe, expect, it } from 'vitest';
import { parseSetCookie } from './set-cookie';

describe('reading the API session cookie', () => {
  it('given the session cookie of a sign-in, when parsed, then its value and every attribute are kept', () => {
    expect(parseSetCookie('ha_session=abc.def=; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax')).toEqual({
      name: 'ha_session',
      value: 'abc.def=',
      options: { maxAge: 2592000, path: '/', httpOnly: true, sameSite: 'lax' },
    });
  });
  it('given the cookie cleared at sign-out, when parsed, then it expires at once', () => {
    const cookie = parseSetCookie('ha_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(cookie?.options.maxAge).toBe(0);
    expect(cookie?.options.expires?.getTime()).toBe(0);
  });
  it('given a header without a name, when parsed, then it is ignored', () => {
    expect(parseSetCookie('=oops; Path=/')).toBeNull();
  });
});
