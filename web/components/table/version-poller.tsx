'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

const INTERVAL_MS = 4000;

/** While the page is visible, asks the site for the table's stamp only, and refreshes the table when someone moved or wrote. */
export function VersionPoller({ gameId, stamp }: { gameId: string; stamp: string }) {
  const router = useRouter();
  const [status, setStatus] = useState('');
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const res = await fetch(`/games/${gameId}/version`, { cache: 'no-store' });
        if (!res.ok || stopped) return;
        const body = (await res.json()) as { stamp?: string };
        if (typeof body.stamp === 'string' && body.stamp !== stamp) {
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
  }, [gameId, stamp, router]);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {status}
    </p>
  );
}
