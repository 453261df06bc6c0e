import type { BoardChoice } from './board-choices';

/** A row of buttons, one per choice; `primary` for the turn's confirmation, `undo` for taking back. */
export function ChoiceButtons({ choices, pending, onSend, kind = 'secondary' }: { choices: BoardChoice[]; pending: boolean; onSend: (c: BoardChoice) => void; kind?: 'secondary' | 'primary' | 'undo' }) {
  return (
    <>
      {choices.map((c, i) => (
        <button key={i} type="button" className={kind === 'primary' ? undefined : 'secondary'} disabled={pending} onClick={() => onSend(c)}>
          {kind === 'undo' ? `↶ ${c.label}` : c.label}
        </button>
      ))}
    </>
  );
}
