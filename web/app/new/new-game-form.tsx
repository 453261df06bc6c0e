'use client';
import { useActionState, useMemo, useState } from 'react';
import type { GameType } from '../../../shared/api';
import { configFields, configFromValues, wordedFields, type GameOptionWords } from '../../lib/config-fields';
import { createGame, type CreateGameState } from './actions';
import { ConfigEditor } from './config-editor';
import { SeatsEditor, type SeatDraft } from './seats-editor';

/** The type's option fields in its own words (when the site has words for it). */
function fieldsOf(type: GameType, words: Record<string, GameOptionWords>): ReturnType<typeof configFields> {
  return wordedFields(configFields(type.configSchema), words[type.id]);
}

function defaultsOf(fields: ReturnType<typeof configFields>): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const field of fields) {
    if (field.kind === 'boolean') values[field.key] = field.default;
    else if (field.default !== undefined) values[field.key] = String(field.default);
  }
  return values;
}

function initialSeats(type: GameType): SeatDraft[] {
  return [{ type: 'creator' }, ...Array.from({ length: Math.max(1, type.players.min - 1) }, () => ({ type: 'open' }) as SeatDraft)];
}

export function NewGameForm({ types, words }: { types: GameType[]; words: Record<string, GameOptionWords> }) {
  const [state, action, pending] = useActionState<CreateGameState, FormData>(createGame, {});
  const [typeId, setTypeId] = useState(types[0].id);
  const type = types.find((t) => t.id === typeId) ?? types[0];
  const fields = useMemo(() => fieldsOf(type, words), [type, words]);
  const [values, setValues] = useState(() => defaultsOf(fields));
  const [seats, setSeats] = useState<SeatDraft[]>(() => initialSeats(type));
  const [name, setName] = useState('');
  const [limit, setLimit] = useState('');
  const [policy, setPolicy] = useState<'bot' | 'skip' | 'resign'>('bot');
  const [spectators, setSpectators] = useState(false);

  const chooseType = (id: string) => {
    const next = types.find((t) => t.id === id) ?? types[0];
    setTypeId(next.id);
    setValues(defaultsOf(fieldsOf(next, words)));
    setSeats(initialSeats(next));
  };
  const request = JSON.stringify({
    type: type.id,
    config: configFromValues(fields, values),
    seats,
    timeLimitHours: limit ? Number(limit) : null,
    timeoutPolicy: policy,
    allowSpectators: spectators,
    name: name.trim() || undefined,
  });

  return (
    <form action={action}>
      <input type="hidden" name="request" value={request} />
      <label htmlFor="game-type">Game</label>
      <select id="game-type" value={typeId} onChange={(e) => chooseType(e.target.value)}>
        {types.map((t) => (
          <option key={t.id} value={t.id}>
            {t.title} ({t.players.min === t.players.max ? t.players.min : `${t.players.min}-${t.players.max}`} players)
          </option>
        ))}
      </select>
      <label htmlFor="game-name">Table name (optional)</label>
      <input id="game-name" type="text" maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
      <ConfigEditor fields={fields} values={values} onChange={(key, value) => setValues({ ...values, [key]: value })} />
      <SeatsEditor seats={seats} min={type.players.min} max={type.players.max} onChange={setSeats} />
      <fieldset className="fieldset">
        <legend>Time</legend>
        <label htmlFor="time-limit">Time limit per move, in hours (empty for none)</label>
        <input id="time-limit" type="number" min={1} max={720} step={1} value={limit} onChange={(e) => setLimit(e.target.value)} />
        <label htmlFor="timeout-policy">When a player runs out of time</label>
        <select id="timeout-policy" value={policy} onChange={(e) => setPolicy(e.target.value as typeof policy)}>
          <option value="bot">A random legal move is played for them</option>
          <option value="skip">Their turn is skipped</option>
          <option value="resign">They resign</option>
        </select>
      </fieldset>
      <label className="inline" htmlFor="allow-spectators">
        <input id="allow-spectators" type="checkbox" checked={spectators} onChange={(e) => setSpectators(e.target.checked)} />
        Anyone with the link may watch (they see only what no seat keeps secret)
      </label>
      <button type="submit" disabled={pending}>
        {pending ? 'Creating…' : 'Create the game'}
      </button>
      {state.error && (
        <p className="error" role="alert">
          {state.error}
        </p>
      )}
    </form>
  );
}
