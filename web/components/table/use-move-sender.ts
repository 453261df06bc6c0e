'use client';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { submitMove, type MoveResult } from '../../app/games/[id]/actions';

function newClientMoveId(): string {
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Sends moves of this seat at the version it saw, then refreshes the table. A new version clears a refusal about the
 * old table; a conflict message explains the refresh itself, so it stays.
 */
export function useMoveSender(gameId: string, version: number) {
  const router = useRouter();
  const [result, setResult] = useState<MoveResult | null>(null);
  const [pending, startTransition] = useTransition();
  const [seenVersion, setSeenVersion] = useState(version);
  if (seenVersion !== version) {
    setSeenVersion(version);
    if (result && !result.ok && !result.conflict) setResult(null);
  }
  const send = (move: unknown, onAccepted?: () => void) =>
    startTransition(async () => {
      const outcome = await submitMove({ gameId, expectedVersion: version, clientMoveId: newClientMoveId(), move });
      setResult(outcome);
      if (outcome.ok) onAccepted?.();
      router.refresh();
    });
  return { send, pending, result, setResult };
}
