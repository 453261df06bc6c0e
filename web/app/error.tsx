'use client';

/** Shown when a page could not be built, most often because the service did not answer. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="panel" role="alert">
      <h1>Something went wrong</h1>
      <p>The game service did not answer as expected. Your games are safe; try again in a moment.</p>
      <button type="button" onClick={() => reset()}>
        Try again
      </button>
    </section>
  );
}
