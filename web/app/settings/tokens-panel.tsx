import { TokenList } from '../../../shared/api';
import { api } from '../../lib/api';
import { revokeToken } from './token-actions';
import { TokenForm } from './token-form';

/** Personal API tokens, for scripts and bots that play through the API: listed, created (shown once), revoked. */
export async function TokensPanel() {
  const tokens = await api('/me/tokens', TokenList).catch(() => null);
  return (
    <section className="panel" style={{ maxWidth: 720 }} aria-labelledby="tokens-heading">
      <h2 id="tokens-heading">API tokens</h2>
      {tokens === null ? (
        <p className="muted">Your tokens could not be loaded.</p>
      ) : tokens.tokens.length === 0 ? (
        <p className="muted">No token yet.</p>
      ) : (
        <ul className="plain tokens">
          {tokens.tokens.map((t) => (
            <li key={t.id} className="row">
              <span>
                <strong>{t.name}</strong>{' '}
                <span className="small muted">
                  created {t.createdAt.slice(0, 10)}, {t.lastUsedAt ? `last used ${t.lastUsedAt.slice(0, 10)}` : 'never used'}
                </span>
              </span>
              <form action={revokeToken}>
                <input type="hidden" name="tokenId" value={t.id} />
                <button type="submit" className="secondary" aria-label={`Revoke ${t.name}`}>
                  Revoke
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <TokenForm />
    </section>
  );
}
