'use client';
/**
 * After resolution: the mission turn by turn from the view's resolution record. Each step shows the ship and the tracks
 * after that turn, what every member had programmed for it, and the log of what happened and why, step by step.
 */
import { useEffect, useState } from 'react';
import { ActionBoard } from './action-board';
import { programsForTurn, shipModel, stepsOfTurn, tokensByTrack, withCrewNames } from './model';
import { ShipDiagram } from './ship';
import styles from './space-alert.module.css';
import { Trajectories } from './trajectories';
import type { ResolutionRecord, SpaceAlertView } from './view-types';

const AUTOPLAY_MS = 1800;

export function Replay({ view, record, names, seatNames }: { view: SpaceAlertView; record: ResolutionRecord; names: string[]; seatNames: Array<string | null> }) {
  const last = record.turns.length - 1;
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setAt((n) => (n >= last ? n : n + 1)), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, last]);
  useEffect(() => {
    if (playing && at >= last) setPlaying(false);
  }, [playing, at, last]);

  const snapshot = record.turns[at];
  const turn = snapshot?.turn ?? 0;
  const steps = stepsOfTurn(record.log, turn);
  const programs = programsForTurn(view.crew, turn);
  const go = (n: number) => setAt(Math.max(0, Math.min(last, n)));

  return (
    <section className={styles.replay} aria-labelledby="sa-replay-heading">
      <h3 id="sa-replay-heading">Turn-by-turn replay</h3>
      <div className={`row ${styles.replayControls}`}>
        <button type="button" className="secondary" onClick={() => go(0)} disabled={at === 0}>
          First
        </button>
        <button type="button" className="secondary" onClick={() => go(at - 1)} disabled={at === 0}>
          Previous turn
        </button>
        <button type="button" onClick={() => (at >= last ? (go(0), setPlaying(true)) : setPlaying(!playing))} aria-pressed={playing}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" className="secondary" onClick={() => go(at + 1)} disabled={at === last}>
          Next turn
        </button>
        <button type="button" className="secondary" onClick={() => go(last)} disabled={at === last}>
          Last
        </button>
      </div>
      <label className={styles.replaySlider}>
        <span>{`Turn ${turn} of ${record.turns[last]?.turn ?? 0}`}</span>
        <input type="range" min={0} max={last} value={at} onChange={(e) => go(Number(e.target.value))} aria-label={`Replay step ${at} of ${last}`} />
      </label>
      <h4 aria-live="polite" className={styles.turnHeading}>
        {turn === 0 ? 'The jump: the ship enters the sector' : `Turn ${turn}`}
      </h4>
      <div className={styles.replayGrid}>
        <ShipDiagram view={view} ship={shipModel(view, snapshot ?? null)} names={names} />
        <div>
          {programs.length > 0 && (
            <div className={styles.programs}>
              <strong className="small">Programmed for turn {turn}:</strong>
              <ul className="plain small">
                {programs.map((p) => (
                  <li key={p.index}>
                    <span className={`${styles.dot} ${styles[`crew${p.index}`]}`} aria-hidden="true" /> {names[p.index]}: {p.text}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ol className={styles.steps} aria-label={`What happened in turn ${turn}`}>
            {steps.map((s, i) => (
              <li key={i}>
                <strong>{s.title}</strong>
                <ul>
                  {s.lines.map((line, j) => (
                    <li key={j}>{withCrewNames(line, seatNames)}</li>
                  ))}
                </ul>
              </li>
            ))}
            {steps.length === 0 && <li className="muted">Nothing happened in this turn.</li>}
          </ol>
        </div>
      </div>
      <Trajectories view={view} tokens={tokensByTrack(view, snapshot ?? null)} />
      <h4>Action boards</h4>
      {view.crew.map((m) => (
        <ActionBoard key={m.index} member={m} name={names[m.index]} planningPhase={null} over currentTurn={turn} />
      ))}
    </section>
  );
}
