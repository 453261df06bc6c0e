/**
 * Every effect of every weapon, keyed by the ids of weapons.json. Checked at load: a weapon or effect in the data
 * without a script (or the reverse) fails loudly here instead of mid-game.
 */
import { weaponById, weapons } from '../data';
import { blueWeapons } from './blue';
import { redWeapons } from './red';
import type { EffectScript } from './script';
import { yellowWeapons } from './yellow';

export const effectScripts: Record<string, Record<string, EffectScript>> = { ...blueWeapons, ...redWeapons, ...yellowWeapons };

for (const w of weapons) {
  const scripts = effectScripts[w.id];
  if (!scripts) throw new Error(`weapon ${w.id} has no effect scripts`);
  for (const e of w.effects) if (!scripts[e.id]) throw new Error(`weapon ${w.id}: effect ${e.id} has no script`);
  for (const id of Object.keys(scripts)) if (!w.effects.some((e) => e.id === id)) throw new Error(`weapon ${w.id}: script ${id} is not in the data`);
}
for (const id of Object.keys(effectScripts)) if (!weaponById.has(id)) throw new Error(`effect scripts for unknown weapon ${id}`);
