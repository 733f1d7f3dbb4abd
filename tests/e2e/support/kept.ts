import type { Page } from 'playwright-core';

/**
 * What the app keeps in one of its IndexedDB databases (the outbox, drafts, a hunt's steps),
 * read from the page. It never creates the database: opening one that does not exist yet would
 * make it empty, before the app could give it its store. Blobs come back as `{ blobSize }`.
 */
export function readKept(page: Page, database: string): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve) => {
        const opening = indexedDB.open(name);
        // Not there yet: abandon the creation rather than make it empty.
        opening.onupgradeneeded = () => opening.transaction?.abort();
        opening.onerror = () => resolve([]);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('values')) {
            db.close();
            return resolve([]);
          }
          const reading = db.transaction('values').objectStore('values').getAll();
          reading.onerror = () => resolve([]);
          reading.onsuccess = () => {
            db.close();
            const text = JSON.stringify(reading.result, (_key, value: unknown) =>
              value instanceof Blob ? { blobSize: value.size } : value,
            );
            resolve(JSON.parse(text) as unknown[]);
          };
        };
      }),
    database,
  );
}
