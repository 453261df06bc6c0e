'use client';
import { useActionState } from 'react';
import { createToken, type TokenResult } from './token-actions';
import { FormError } from '../../components/form-error';

export function TokenForm() {
  const [state, action, pending] = useActionState<TokenResult, FormData>(createToken, {});
  return (
    <form action={action}>
      <label htmlFor="token-name">New token name</label>
      <div className="row">
        <input id="token-name" name="name" type="text" maxLength={60} required placeholder="my turn script" />
        <button type="submit" className="secondary" disabled={pending}>
          Create a token
        </button>
      </div>
      {state.created && (
        <div className="panel secret-once" role="status">
          <p>
            <strong>{state.created.name}</strong>, shown this once: send it as <code>Authorization: Bearer …</code>
          </p>
          <code className="token-value">{state.created.token}</code>
        </div>
      )}
      <FormError error={state.error} />
    </form>
  );
}
