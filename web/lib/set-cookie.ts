/** The options `cookies().set` understands, as far as a Set-Cookie header carries them. */
export interface CookieOptions {
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
}

/** Parses one Set-Cookie header into a name, a value and the options `cookies().set` understands. */
export function parseSetCookie(header: string): { name: string; value: string; options: CookieOptions } | null {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  if (eq <= 0) return null;
  const options: CookieOptions = {};
  for (const attribute of attributes) {
    const [rawKey, ...rest] = attribute.split('=');
    const key = rawKey.toLowerCase();
    const value = rest.join('=');
    if (key === 'path') options.path = value;
    else if (key === 'domain') options.domain = value;
    else if (key === 'max-age') options.maxAge = Number(value);
    else if (key === 'expires') options.expires = new Date(value);
    else if (key === 'httponly') options.httpOnly = true;
    else if (key === 'secure') options.secure = true;
    else if (key === 'samesite') options.sameSite = value.toLowerCase() as 'lax' | 'strict' | 'none';
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), options };
}

