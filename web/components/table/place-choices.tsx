import type { ReactNode } from 'react';

/** What every board's list of moves has: a label for the move and the move itself. */
export interface LabelledChoice {
  label: string;
}

/**
 * The moves a click on the board offers, listed where the player just clicked, with a way back. The first move takes
 * the keyboard focus; `suffix` adds words to a button (what the move is paid with), `note` describes the place first.
 */
export function PlaceChoices<C extends LabelledChoice>({
  className,
  choices,
  pending,
  onSend,
  onClose,
  suffix,
  note,
}: {
  className: string;
  choices: C[];
  pending: boolean;
  onSend: (c: C) => void;
  onClose: () => void;
  suffix?: (c: C) => ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className={className} role="group" aria-label="Moves for what you chose">
      {note}
      {choices.map((c, i) => (
        <button key={i} type="button" disabled={pending} autoFocus={i === 0} onClick={() => onSend(c)}>
          {c.label}
          {suffix?.(c)}
        </button>
      ))}
      <button type="button" className="secondary" onClick={onClose}>
        Back
      </button>
    </div>
  );
}
