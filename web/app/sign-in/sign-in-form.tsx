'use client';
import { useActionState } from 'react';
import { requestSignInLink, type SignInState } from './actions';
import { FormError } from '../../components/form-error';

export function SignInForm({ next }: { next: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(requestSignInLink, {});
  if (state.sent) {
    return (
      <p className="notice" role="status">
        We sent a sign-in link to {state.sent}. Open it on this device to continue.
      </p>
    );
  }
  return (
    <form action={action}>
      <input type="hidden" name="next" value={next} />
      <label htmlFor="email">Email address</label>
      <input id="email" name="email" type="email" autoComplete="email" required />
      <div className="row" style={{ marginTop: 12 }}>
        <button type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Email me a sign-in link'}
        </button>
      </div>
      <FormError error={state.error} />
    </form>
  );
}
