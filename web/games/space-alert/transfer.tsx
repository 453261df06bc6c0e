/** Data transfer: give one card (not a heroic one) to another player, or nothing; all gifts change hands together. */
import { useState } from 'react';
import { halfLabel } from './model';
import styles from './space-alert.module.css';
import type { SpaceAlertView } from './view-types';

export function Transfer({ view, names, pending, send }: { view: SpaceAlertView; names: string[]; pending: boolean; send: (move: Record<string, unknown>) => void }) {
  const me = view.me!;
  const [card, setCard] = useState('');
  const [to, setTo] = useState('');
  if (me.gift) return <p className="muted">You have chosen your gift: waiting for the others.</p>;
  const others = view.crew.filter((m) => m.kind === 'player' && m.seat !== me.seat);
  const giftable = me.hand.filter((c) => !c.heroic);
  return (
    <fieldset className={`fieldset ${styles.transfer}`}>
      <legend>Data transfer</legend>
      <label htmlFor="sa-gift-card">Card to give</label>
      <select id="sa-gift-card" value={card} onChange={(e) => setCard(e.target.value)}>
        <option value="">Choose a card…</option>
        {giftable.map((c) => (
          <option key={c.id} value={c.id}>
            {halfLabel(c, 'action')} / {halfLabel(c, 'move')}
          </option>
        ))}
      </select>
      <label htmlFor="sa-gift-to">To</label>
      <select id="sa-gift-to" value={to} onChange={(e) => setTo(e.target.value)}>
        <option value="">Choose a player…</option>
        {others.map((m) => (
          <option key={m.index} value={String(m.seat)}>
            {names[m.index]}
          </option>
        ))}
      </select>
      <div className="row">
        <button type="button" disabled={pending || !card || !to} onClick={() => send({ type: 'give', card, to: Number(to) })}>
          Give this card
        </button>
        <button type="button" className="secondary" disabled={pending} onClick={() => send({ type: 'give', card: null, to: null })}>
          Give nothing
        </button>
      </div>
    </fieldset>
  );
}
