import { describe, expect, it } from 'vitest';
import { catalogue, catalogueIds, loadGameModule } from './catalogue';
import { catalogueEntryOf } from './catalogue-entry';
import { games } from './index';

describe('the games catalogue', () => {
  it('given the registered modules, when the catalogue is read, then it lists each of them as its module says (else run infra/write-game-catalogue.ts)', () => {
    expect(catalogue).toEqual(Object.values(games).map(catalogueEntryOf));
    expect(catalogueIds()).toEqual(Object.keys(games));
  });

  it('given each game id, when its module is loaded, then it is that game, and the same object on a second load', async () => {
    for (const id of catalogueIds()) {
      const first = await loadGameModule(id);
      expect(first?.id).toBe(id);
      expect(first).toBe(games[id]);
      expect(await loadGameModule(id)).toBe(first);
    }
  });

  it('given an unknown or inherited name, when it is loaded, then there is no game', async () => {
    expect(await loadGameModule('chess')).toBeUndefined();
    expect(await loadGameModule('toString')).toBeUndefined();
  });
});
