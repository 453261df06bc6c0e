/** A path on this site to return to after signing in; anything else (another origin, `//host`) falls back to the lobby. */
export function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/(?![/\\])/.test(next) && next.length <= 200 ? next : '/';
}
