import type { Metadata } from 'next';
import { listGameTypes } from '../../lib/game-types';
import { requireUser } from '../../lib/session';
import { NewGameForm } from './new-game-form';
import { optionWords } from './option-words';

export const metadata: Metadata = { title: 'New game' };

export default async function NewGamePage() {
  await requireUser('/new');
  const types = await listGameTypes();
  return (
    <section className="panel">
      <h1>New game</h1>
      {types.length === 0 ? <p>No game is available yet.</p> : <NewGameForm types={types} words={optionWords(types.map((t) => t.id))} />}
    </section>
  );
}
