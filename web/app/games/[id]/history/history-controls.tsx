'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

/** Step through the game: a slider for any step, previous/next links that also work without JavaScript. */
export function HistoryControls({ gameId, at, total }: { gameId: string; at: number; total: number }) {
  const router = useRouter();
  const [value, setValue] = useState(at);
  const [shown, setShown] = useState(at);
  if (shown !== at) {
    // The server rendered another step (a link was followed): the slider follows it.
    setShown(at);
    setValue(at);
  }
  const href = (k: number) => `/games/${gameId}/history?at=${k}`;
  return (
    <div className="history-controls">
      <label htmlFor="history-step">
        Step {value} of {total}
      </label>
      <input
        id="history-step"
        type="range"
        min={0}
        max={total}
        step={1}
        value={value}
        onChange={(e) => setValue(Number(e.target.value))}
        onPointerUp={() => router.push(href(value))}
        onKeyUp={() => router.push(href(value))}
      />
      <div className="row">
        {at > 0 ? (
          <Link className="button secondary" href={href(at - 1)} aria-label="Previous step">
            ← Previous
          </Link>
        ) : (
          <span className="button secondary disabled" aria-disabled="true">← Previous</span>
        )}
        {at < total ? (
          <Link className="button secondary" href={href(at + 1)} aria-label="Next step">
            Next →
          </Link>
        ) : (
          <span className="button secondary disabled" aria-disabled="true">Next →</span>
        )}
        <Link href={`/games/${gameId}`}>Back to the table</Link>
      </div>
    </div>
  );
}
