/**
 * The Trade under way, in words, above the ship: whose Trade it is, who has still to answer it, who is still trading
 * in its window and who offered to whom. All of it is public (digest §7); what is offered never reaches this view.
 */
import type { NemesisView } from '../../../shared/games/nemesis/view';
import type { Names } from './names';
import styles from './nemesis.module.css';

const join = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? ''));

export function tradeLine(view: NemesisView, names: Names): string | null {
  const trade = view.trade;
  if (!trade) return null;
  const parts = [`A Trade by ${names.seat(trade.seat)}.`];
  if (trade.waiting.length > 0) parts.push(`Waiting for ${join(trade.waiting.map(names.seat))} to answer it.`);
  if (trade.trading?.length) parts.push(`Still trading among themselves: ${join(trade.trading.map(names.seat))}.`);
  for (const o of trade.offered ?? []) parts.push(`${names.seat(o.seat)} made an offer to ${names.seat(o.with)}.`);
  return parts.join(' ');
}

export function TradeLine({ view, names }: { view: NemesisView; names: Names }) {
  const line = tradeLine(view, names);
  return line ? (
    <p className={styles.muted} role="status">
      {line}
    </p>
  ) : null;
}
