'use client';
import { useState, useTransition, type FormEvent } from 'react';
import type { Settings } from '../../../shared/api';
import { saveSettings, type SettingsResult } from './actions';
import { FieldError, invalidProps, SecretOnce } from './field-error';
import { WebhookFields } from './webhook-fields';

const toLocal = (iso: string | undefined) => (iso ? iso.slice(0, 16) : '');

/**
 * The settings form. It is submitted by hand rather than as a form action, because React resets a form after its
 * action: a refused field would then throw away everything else that was typed.
 */
export function SettingsForm({ settings, httpAllowed }: { settings: Settings; httpAllowed: boolean }) {
  const [state, setState] = useState<SettingsResult>({});
  const [pending, startSave] = useTransition();
  const errors = state.fieldErrors ?? {};
  const refused = Object.keys(errors).length > 0;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startSave(async () => setState(await saveSettings(form)));
  }
  return (
    <form onSubmit={submit} noValidate>
      <p className="muted small">Signed in as {settings.email}</p>
      <label htmlFor="displayName">Display name</label>
      <input id="displayName" name="displayName" type="text" maxLength={40} defaultValue={settings.displayName} {...invalidProps('displayName-error', errors.displayName)} />
      <FieldError id="displayName-error" message={errors.displayName} />

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
        <input
          id="reminderHours"
          name="reminderHours"
          type="number"
          min={1}
          max={336}
          defaultValue={settings.reminderHours ?? ''}
          {...invalidProps('reminderHours-error', errors.reminderHours)}
        />
        <FieldError id="reminderHours-error" message={errors.reminderHours} />
      </fieldset>

      <WebhookFields settings={settings} httpAllowed={httpAllowed} error={errors.webhookUrl ?? errors.webhookFormat} />

      <fieldset className="fieldset" {...invalidProps('vacation-error', errors.vacation)}>
        <legend>Vacation (UTC)</legend>
        <p className="small muted">While you are away, your time limits wait for your return instead of running out (60 days at most).</p>
        <label htmlFor="vacationFrom">From</label>
        <input id="vacationFrom" name="vacationFrom" type="datetime-local" defaultValue={toLocal(settings.vacation?.from)} />
        <label htmlFor="vacationUntil">Until</label>
        <input id="vacationUntil" name="vacationUntil" type="datetime-local" defaultValue={toLocal(settings.vacation?.until)} />
        <FieldError id="vacation-error" message={errors.vacation} />
      </fieldset>

      <button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save settings'}
      </button>
      {state.saved && !pending && (
        <p className={refused ? 'error' : 'notice'} role="status">
          {refused ? 'Your other settings were saved; the marked ones were not. Correct them and save again.' : 'Settings saved.'}
        </p>
      )}
      {state.webhookSecret && (
        <SecretOnce secret={state.webhookSecret}>
          <strong>Your webhook signing secret</strong>, shown this once: keep it where your receiver can check the signature
          header of each call.
        </SecretOnce>
      )}
      {state.error && (
        <p className="error" role="alert">
          {state.error}
        </p>
      )}
    </form>
  );
}
