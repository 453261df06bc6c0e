import 'server-only';
import { cookies } from 'next/headers';
import { parseSetCookie } from './set-cookie';

/** Copies the API's session cookies onto the site's origin (sign-in, sign-out), from a server action or route handler. */
export async function relaySetCookies(res: Response): Promise<void> {
  const jar = await cookies();
  for (const header of res.headers.getSetCookie()) {
    const cookie = parseSetCookie(header);
    if (cookie) jar.set(cookie.name, cookie.value, cookie.options);
  }
}
