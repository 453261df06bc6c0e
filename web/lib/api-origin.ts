/** Where the site's server reaches the HTTP API. Read at request time so tests can point the site at their own stack. */
export function apiOrigin(): string {
  return process.env.API_ORIGIN ?? 'http://127.0.0.1:8787';
}
