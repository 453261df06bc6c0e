'use client';
import { useActionState } from 'react';
import { chooseName, type WelcomeState } from './actions';
import { FormError } from '../../components/form-error';

export function WelcomeForm({ next, current }: { next: string; current: string }) {
  const [state, action, pending] = useActionState<WelcomeState, FormData>(chooseName, {});
  return (
    <>
      <form action={action}>
        <input type="hidden" name="next" value={next} />
        <label htmlFor="displayName">Your name at the table</label>
        <input id="displayName" name="displayName" type="text" maxLength={40} required autoComplete="nickname" />
        <div className="row" style={{ marginTop: 12 }}>
          <button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Use this name'}
          </button>
        </div>
        <FormError error={state.error} />
      </form>
      <form action={action} style={{ marginTop: 12 }}>
        <input type="hidden" name="next" value={next} />
        <input type="hidden" name="keep" value="on" />
        <button type="submit" className="secondary" disabled={pending}>
          Keep “{current}” for now
        </button>
      </form>
    </>
  );
}
