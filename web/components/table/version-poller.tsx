'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

const INTERVAL_MS = 4000;

/** While the page is visible, asks the site for the table's version only, and refreshes the table when someone else moved. */
export function VersionPoller({ gameId, version }: { gameId: string; version: number }) {
  const router = useRouter();
  const [status, setStatus] = useState('');
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const res = await fetch(`/games/${gameId}/version`, { cache: 'no-store' });
        if (!res.ok || stopped) return;
        const body = (await res.json()) as { version?: number };
        if (typeof body.version === 'number' && body.version !== version) {
          setStatus('The table changed: updated.');
          router.refresh();
        }
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    };
    const timer = setInterval(check, INTERVAL_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [gameId, version, router]);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {status}
    </p>
  );
}
