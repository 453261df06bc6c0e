'use client';
import { useActionState, useState, useTransition } from 'react';
import type { Settings } from '../../../shared/api';
import { saveSettings, sendTestWebhook, type SettingsResult, type WebhookTestResult } from './actions';

const toLocal = (iso: string | undefined) => (iso ? iso.slice(0, 16) : '');

export function SettingsForm({ settings }: { settings: Settings }) {
  const [state, action, pending] = useActionState<SettingsResult, FormData>(saveSettings, {});
  const [test, setTest] = useState<WebhookTestResult | null>(null);
  const [testing, startTest] = useTransition();
  return (
    <form action={action}>
      <p className="muted small">Signed in as {settings.email}</p>
      <label htmlFor="displayName">Display name</label>
      <input id="displayName" name="displayName" type="text" required maxLength={40} defaultValue={settings.displayName} />

      <fieldset className="fieldset">
        <legend>Email</legend>
        <label className="inline">
          <input type="checkbox" name="emailNotifications" defaultChecked={settings.emailNotifications} />
          Email me when it is my turn
        </label>
        <label className="inline">
          <input type="checkbox" name="notifyOnChatMention" defaultChecked={settings.notifyOnChatMention} />
          Email me when someone mentions me in a chat
        </label>
        <label htmlFor="reminderHours">Remind me after this many hours without a move (empty for never)</label>
        <input id="reminderHours" name="reminderHours" type="number" min={1} max={336} defaultValue={settings.reminderHours ?? ''} />
      </fieldset>

      <fieldset className="fieldset">
        <legend>Webhook</legend>
        <label htmlFor="webhookUrl">Webhook URL (HTTPS; empty for none)</label>
        <input id="webhookUrl" name="webhookUrl" type="url" maxLength={500} defaultValue={settings.webhookUrl ?? ''} />
        <label htmlFor="webhookFormat">Format</label>
        <select id="webhookFormat" name="webhookFormat" defaultValue={settings.webhookFormat}>
          <option value="json">JSON (signed)</option>
          <option value="discord">Discord</option>
          <option value="slack">Slack</option>
        </select>
        <div className="row" style={{ marginTop: 10 }}>
          <button
            type="button"
            className="secondary"
            disabled={testing || !settings.webhookUrl}
            onClick={() => startTest(async () => setTest(await sendTestWebhook()))}
          >
            {testing ? 'Sending…' : 'Send a test'}
          </button>
          {!settings.webhookUrl && <span className="small muted">Save a URL first.</span>}
        </div>
        {test?.message && (
          <p className="notice" role="status">
            {test.message}
          </p>
        )}
        {test?.error && (
          <p className="error" role="alert">
            {test.error}
          </p>
        )}
      </fieldset>

      <fieldset className="fieldset">
        <legend>Vacation (UTC)</legend>
        <p className="small muted">While you are away, your time limits wait for your return instead of running out (60 days at most).</p>
        <label htmlFor="vacationFrom">From</label>
        <input id="vacationFrom" name="vacationFrom" type="datetime-local" defaultValue={toLocal(settings.vacation?.from)} />
        <label htmlFor="vacationUntil">Until</label>
        <input id="vacationUntil" name="vacationUntil" type="datetime-local" defaultValue={toLocal(settings.vacation?.until)} />
      </fieldset>

      <button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save settings'}
      </button>
      {state.saved && (
        <p className="notice" role="status">
          Settings saved.
        </p>
      )}
      {state.webhookSecret && (
        <div className="panel secret-once" role="status">
          <p>
            <strong>Your webhook signing secret</strong>, shown this once: keep it where your receiver can check the
            signature header of each call.
          </p>
          <code>{state.webhookSecret}</code>
        </div>
      )}
      {state.error && (
        <p className="error" role="alert">
          {state.error}
        </p>
      )}
    </form>
  );
}
