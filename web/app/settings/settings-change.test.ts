import { describe, expect, it } from 'vitest';
import { changeFromForm, withoutField } from './settings-change';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const filled = {
  displayName: 'Ann',
  emailNotifications: 'on',
  reminderHours: '6',
  webhookUrl: 'https://hooks.example.com/x',
  webhookFormat: 'slack',
  vacationFrom: '2026-12-01T08:00',
  vacationUntil: '2026-12-05T08:00',
};

describe('the settings form read into a change', () => {
  it('given every field valid, when read, then each is in the change and nothing is refused', () => {
    expect(changeFromForm(form(filled))).toEqual({
      change: {
        displayName: 'Ann',
        emailNotifications: true,
        notifyOnChatMention: false,
        reminderHours: 6,
        webhookUrl: 'https://hooks.example.com/x',
        webhookFormat: 'slack',
        vacation: { from: '2026-12-01T08:00:00.000Z', until: '2026-12-05T08:00:00.000Z' },
      },
      errors: {},
    });
  });

  it('given empty optional fields, when read, then they clear the setting', () => {
    const { change } = changeFromForm(form({ ...filled, reminderHours: '', webhookUrl: ' ', vacationFrom: '', vacationUntil: '' }));
    expect(change).toMatchObject({ reminderHours: null, webhookUrl: null, vacation: null });
  });

  it('given a broken URL and a vacation ending before it starts, when read, then only those two are left out, each with a sentence', () => {
    const { change, errors } = changeFromForm(form({ ...filled, webhookUrl: 'hooks example', vacationUntil: '2026-11-30T08:00' }));
    expect(Object.keys(errors).sort()).toEqual(['vacation', 'webhookUrl']);
    expect(errors.webhookUrl).toBe('The webhook address is not a valid URL.');
    expect(change).not.toHaveProperty('webhookUrl');
    expect(change).not.toHaveProperty('vacation');
    expect(change).toMatchObject({ displayName: 'Ann', reminderHours: 6, webhookFormat: 'slack' });
  });

  it('given an empty name and 0 hours, when read, then both are refused and the rest kept', () => {
    const { change, errors } = changeFromForm(form({ ...filled, displayName: '  ', reminderHours: '0' }));
    expect(Object.keys(errors).sort()).toEqual(['displayName', 'reminderHours']);
    expect(change).toMatchObject({ webhookUrl: 'https://hooks.example.com/x' });
  });

  it('given a field the service refused, when dropped, then the rest of the change is unchanged', () => {
    const { change } = changeFromForm(form(filled));
    const rest = withoutField(change, 'webhookUrl');
    expect(rest).not.toHaveProperty('webhookUrl');
    expect(rest.displayName).toBe('Ann');
    expect(change.webhookUrl).toBe('https://hooks.example.com/x');
  });
});
