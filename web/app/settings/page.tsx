import type { Metadata } from 'next';
import { Settings } from '../../../shared/api';
import { api } from '../../lib/api';
import { isLocalStack } from '../../lib/local-stack';
import { requireUser } from '../../lib/session';
import { DeadLetterList } from './dead-letters';
import { SettingsForm } from './settings-form';
import { TokensPanel } from './tokens-panel';

export const metadata: Metadata = { title: 'Settings' };

export default async function SettingsPage() {
  await requireUser('/settings');
  const settings = await api('/me/settings', Settings);
  return (
    <>
      <section className="panel" style={{ maxWidth: 720 }}>
        <h1>Settings</h1>
        <SettingsForm settings={settings} httpAllowed={isLocalStack()} />
      </section>
      <DeadLetterList />
      <TokensPanel />
    </>
  );
}
