import Link from 'next/link';

export default function NotFound() {
  return (
    <section className="panel">
      <h1>Not found</h1>
      <p>
        There is no such page or game, or it is not one of yours. <Link href="/">Back to my games</Link>.
      </p>
    </section>
  );
}
