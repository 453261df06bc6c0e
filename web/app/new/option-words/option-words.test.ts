import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { games } from '../../../../shared/games';
import { configFields, wordedFields } from '../../../lib/config-fields';
import { optionWords } from '.';

/** The JSON Schema the API publishes for a game's options (the same call as the API's game list). */
const published = (id: string) => z.toJSONSchema(games[id].configSchema, { io: 'input', unrepresentable: 'any' });

describe.each([
  ['adrenaline', 4],
  ['space-alert', 4],
  ['nemesis', 2],
  ['nemesis-retaliation', 3],
  ['voidfall', 4],
])('the new-game options of %s in its own words', (id, optionsShown) => {
  const fields = wordedFields(configFields(published(id)), optionWords([id])[id]);

  it('given every option the form shows, then it has a name and a sentence, and each value of a choice has a name', () => {
    expect(fields.length).toBeGreaterThanOrEqual(optionsShown);
    for (const field of fields) {
      expect(field.description, field.key).toBeTruthy();
      // "Game" names the game chooser of the form: an option's name never competes with it.
      expect(field.label, field.key).not.toMatch(/\bgame\b/i);
      if (field.kind !== 'choice') continue;
      for (const option of field.options) expect(field.choices?.[option]?.label, `${field.key}=${option}`).toBeTruthy();
    }
  });

  it('given the names shown, then none is a raw value (an id with dashes or underscores) or a camelCase key', () => {
    const shown = fields.flatMap((f) => [f.label, f.description ?? '', ...(f.kind === 'choice' ? Object.values(f.choices ?? {}).flatMap((c) => [c.label, c.description ?? '']) : [])]);
    for (const text of shown) expect(text).not.toMatch(/\b(map-\d|final-frenzy|sudden-death|first-test-run|mission-\d|simulation-\d)|[a-z]_[a-z]|\b[a-z]+[A-Z][a-z]+\b/);
  });
});

describe('arena pictures and missions', () => {
  const adrenaline = optionWords(['adrenaline']).adrenaline;
  const spaceAlert = optionWords(['space-alert'])['space-alert'];

  it('given the arenas, then each has a map of its rooms with as many cells as squares, and its recommended player count', () => {
    const arena = adrenaline.map.choices!['map-10'];
    expect(arena.label).toBe('10-square arena');
    expect(arena.picture!.cells).toHaveLength(10);
    expect(arena.description).toContain('best with 3 to 4');
  });

  it('given a fixed mission, then its sentence counts its threats and silences from its script', () => {
    expect(spaceAlert.mission.choices!['first-test-run'].description).toBe('2 phases; 3 threats, 4 data events, no communications down.');
    expect(spaceAlert.mission.choices!['mission-1'].label).toBe('Mission 1');
  });
});
