'use client';
import { useActionState } from 'react';
import type { FormResult } from '../../app/games/[id]/actions';

/** One button that runs a server action for this game (start, join, resign) and shows the service's sentence if refused. */
export function GameActionButton({
  action,
  gameId,
  label,
  pendingLabel,
  secondary = false,
}: {
  action: (previous: FormResult, form: FormData) => Promise<FormResult>;
  gameId: string;
  label: string;
  pendingLabel: string;
  secondary?: boolean;
}) {
  const [state, formAction, pending] = useActionState<FormResult, FormData>(action, {});
  return (
    <form action={formAction} className="inline-form">
      <input type="hidden" name="gameId" value={gameId} />
      <button type="submit" className={secondary ? 'secondary' : undefined} disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
      {state.error && (
        <span className="error" role="alert">
          {' '}
          {state.error}
        </span>
      )}
    </form>
  );
}
