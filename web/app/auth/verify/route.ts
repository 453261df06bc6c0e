import { NextResponse, type NextRequest } from 'next/server';
import { apiOrigin } from '../../../lib/api-origin';
import { safeNext } from '../../../lib/safe-next';

/**
 * The sign-in link lands here: the site redeems the token with the API and keeps the session cookie on its own origin,
 * so every later page can forward it to the API from the server.
 */
export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token') ?? '';
  const res = await fetch(`${apiOrigin()}/api/v1/auth/verify?token=${encodeURIComponent(token)}`, {
    redirect: 'manual',
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  const cookies = res.headers.getSetCookie();
  // A used or expired link: the sign-in page says so and offers a new one (keeping where the user was going).
  if (cookies.length === 0) return seeOther(`/sign-in?error=link-invalid${nextQuery(request.nextUrl.searchParams.get('next'))}`);
  const response = seeOther(destination(res, request.nextUrl.searchParams.get('next')));
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}

function nextQuery(next: string | null): string {
  const page = safeNext(next);
  return page === '/' ? '' : `&next=${encodeURIComponent(page)}`;
}

/** A relative Location keeps the browser on the host it used (127.0.0.1 vs localhost), where the cookie was set. */
function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location: path } });
}

/** Where to go once signed in: the page the API sends the user to (the `next` it stored with the link), else ours. */
function destination(res: Response, fallback: string | null): string {
  const location = res.headers.get('location');
  if (location) {
    const url = new URL(location, 'http://site.invalid');
    return safeNext(`${url.pathname}${url.search}`);
  }
  return safeNext(fallback);
}
