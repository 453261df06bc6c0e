import { apiOrigin } from './api-origin';

/** The caught-mail page exists only against a local stack (its API serves /dev/mail there and never in AWS). */
export function isLocalStack(): boolean {
  const host = new URL(apiOrigin()).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '::1';
}
