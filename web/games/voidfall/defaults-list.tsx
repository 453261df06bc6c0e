import type { DefaultInPlay } from './default-words';
import { defaultWords } from './default-words';

/** The labelled defaults a game plays with, each with its label (the rules page and the table show the same list). */
export function DefaultsList({ defaults }: { defaults: readonly DefaultInPlay[] }) {
  return (
    <ul>
      {defaults.map((d) => {
        const { text, label } = defaultWords(d);
        return (
          <li key={d.id}>
            {text} <em>({label})</em>
          </li>
        );
      })}
    </ul>
  );
}
