'use client';
import { useActionState, useEffect, useRef } from 'react';
import { postChat, type FormResult } from '../../app/games/[id]/actions';
import { FormError } from '../form-error';

export function ChatForm({ gameId }: { gameId: string }) {
  const [state, action, pending] = useActionState<FormResult & { sent?: number }, FormData>(async (previous, form) => {
    const result = await postChat(previous, form);
    return result.error ? result : { sent: Date.now() };
  }, {});
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.sent) formRef.current?.reset();
  }, [state.sent]);
  return (
    <form ref={formRef} action={action}>
      <input type="hidden" name="gameId" value={gameId} />
      <label htmlFor="chat-text">Message</label>
      <div className="row">
        <input id="chat-text" name="text" type="text" maxLength={1000} required autoComplete="off" />
        <button type="submit" disabled={pending}>
          Send
        </button>
      </div>
      <FormError error={state.error} />
    </form>
  );
}
