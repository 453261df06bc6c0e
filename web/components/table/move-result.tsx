import type { MoveResult } from '../../app/games/[id]/actions';

/** "Move accepted." or the service's sentence for a refused move. */
export function MoveResultLine({ result, className }: { result: MoveResult; className?: string }) {
  if (result.ok)
    return (
      <p className={className ?? 'notice'} role="status">
        Move accepted.
      </p>
    );
  return (
    <p className={className ?? 'error'} role="alert">
      {result.message}
    </p>
  );
}
