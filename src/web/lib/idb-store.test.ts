import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createIdbStore } from '@/web/lib/idb-store';

/** Creates the database as an opener asking for no version does: version 1, no store in it. */
function createEmpty(name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => {
      const version = request.result.version;
      request.result.close();
      resolve(version);
    };
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

describe('the IndexedDB store', () => {
  it('keeps, lists and deletes values by key, structured-cloned', async () => {
    const store = createIdbStore<{ text: string; photo: Blob }>('kept-values');
    await store.set('a', { text: 'one', photo: new Blob(['bytes']) });
    await store.set('b', { text: 'two', photo: new Blob([]) });
    expect((await store.get('a'))?.text).toBe('one');
    expect((await store.values()).map((value) => value.text).sort()).toEqual(['one', 'two']);
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
  });

  it('deletes the entries under a prefix, and none beside it', async () => {
    const store = createIdbStore<string>('prefixed');
    for (const key of ['editor:1', 'editor:1/tab/a', 'editor:1/tab/b', 'editor:12/tab/c']) {
      await store.set(key, key);
    }
    await store.deleteStartingWith('editor:1/tab/');
    expect((await store.values()).sort()).toEqual(['editor:1', 'editor:12/tab/c']);
  });

  it('heals a database that exists without its store, and opens it again afterwards', async () => {
    expect(await createEmpty('made-empty')).toBe(1);
    const store = createIdbStore<string>('made-empty');
    await store.set('draft', 'Behind the harbour clock');
    expect(await store.get('draft')).toBe('Behind the harbour clock');

    // The next page load opens the healed database (one version up) and finds what was kept.
    const reopened = createIdbStore<string>('made-empty');
    expect(await reopened.values()).toEqual(['Behind the harbour clock']);
  });

  it('steps aside for another tab opening the database a version up, then carries on', async () => {
    const store = createIdbStore<string>('shared-by-tabs');
    await store.set('draft', 'kept');
    // Another tab's upgrade (a heal, say) would wait for ever on a connection that stays open.
    const version = await new Promise<number>((resolve, reject) => {
      const request = indexedDB.open('shared-by-tabs', 2);
      request.onsuccess = () => {
        request.result.close();
        resolve(request.result.version);
      };
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    expect(version).toBe(2);
    expect(await store.get('draft')).toBe('kept');
  });
});
