'use client';
import { useRef, useState, useTransition } from 'react';
import type { Settings } from '../../../shared/api';
import { rotateWebhookSecret, sendTestWebhook, type WebhookActionResult } from './actions';
import { FieldError, invalidProps, SecretOnce } from './field-error';

/**
 * The webhook part of the settings form: the address and format (saved with the form), a test of what is typed in the
 * fields right now, and the rotation of the signing secret.
 */
export function WebhookFields({ settings, httpAllowed, error }: { settings: Settings; httpAllowed: boolean; error?: string }) {
  const url = useRef<HTMLInputElement>(null);
  const format = useRef<HTMLSelectElement>(null);
  const [test, setTest] = useState<WebhookActionResult | null>(null);
  const [rotated, setRotated] = useState<WebhookActionResult | null>(null);
  const [busy, start] = useTransition();
  return (
    <fieldset className="fieldset">
      <legend>Webhook</legend>
      <label htmlFor="webhookUrl">Webhook URL (empty for none)</label>
      <input
        id="webhookUrl"
        name="webhookUrl"
        type="url"
        maxLength={500}
        ref={url}
        defaultValue={settings.webhookUrl ?? ''}
        {...invalidProps('webhookUrl-error', error)}
      />
      <p className="small muted">
        {httpAllowed ? 'An https:// address; on this local stack http:// to this machine works too.' : 'An https:// address on the public internet.'}
      </p>
      <FieldError id="webhookUrl-error" message={error} />
      <label htmlFor="webhookFormat">Format</label>
      <select id="webhookFormat" name="webhookFormat" ref={format} defaultValue={settings.webhookFormat}>
        <option value="json">JSON (signed)</option>
        <option value="discord">Discord</option>
        <option value="slack">Slack</option>
      </select>
      <div className="row" style={{ marginTop: 10 }}>
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => start(async () => setTest(await sendTestWebhook(url.current?.value ?? '', format.current?.value ?? '')))}
        >
          {busy ? 'Working…' : 'Send a test'}
        </button>
        {settings.hasWebhookSecret && (
          <button type="button" className="secondary" disabled={busy} onClick={() => start(async () => setRotated(await rotateWebhookSecret()))}>
            Rotate the signing secret
          </button>
        )}
      </div>
      <p className="small muted">The test goes to the address in the field, saved or not.</p>
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
      {rotated?.error && (
        <p className="error" role="alert">
          {rotated.error}
        </p>
      )}
      {rotated?.webhookSecret && (
        <SecretOnce secret={rotated.webhookSecret}>
          <strong>Your new webhook signing secret</strong>, shown this once: the old one no longer signs anything, so give this
          one to your receiver now.
        </SecretOnce>
      )}
    </fieldset>
  );
}
