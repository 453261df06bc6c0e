/** The mission script so far: every announcement with its script time, the current window last. */
import { clock } from './model';
import styles from './space-alert.module.css';
import type { SpaceAlertView } from './view-types';

export function Announcements({ view }: { view: SpaceAlertView }) {
  const list = view.announcements;
  return (
    <section className={styles.announcements} aria-label="Announcements">
      <h4>Announcements</h4>
      <ol className={styles.annList}>
        {list.map((a, i) => (
          <li key={a.id} className={i === list.length - 1 && view.status !== 'over' ? styles.latest : undefined}>
            <span className={styles.time}>{clock(a.at)}</span> {a.text}
          </li>
        ))}
      </ol>
      {view.status === 'planning' && (
        <p className="small muted">
          Window {view.window.index + 1}: script time {clock(view.window.fromSec)} to {clock(view.window.toSec)}; the next announcement comes when everyone is ready
          {view.window.deadlineAt !== null ? ` or at ${new Date(view.window.deadlineAt).toISOString().slice(11, 19)} UTC` : ''}.
        </p>
      )}
    </section>
  );
}
