/**
 * A small typed key-value store over IndexedDB: what the device keeps across reloads that
 * localStorage cannot hold (photos as Blobs and large data URLs, by structured clone).
 * One database per name, one object store in it; every call opens its own transaction.
 */
export type IdbStore<T> = {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every entry whose key starts with `prefix`. */
  deleteStartingWith(prefix: string): Promise<void>;
  /** Every value in the store (the outbox lists what waits to be sent). */
  values(): Promise<T[]>;
};

const STORE = 'values';

function promised<R>(request: IDBRequest<R>): Promise<R> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

/**
 * Opens the database with its one store. A database that exists without the store (created
 * empty by another opener that asked for no version, a test reading it, or a store deleted by
 * hand) is opened once more one version up, which creates the store: otherwise every later
 * call would fail on it for good, and with it what the phone keeps.
 */
function openWithStore(
  databaseName: string,
  onClosed: () => void,
  version?: number,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    // No version first: whatever version the phone has (one up if it was healed), or a new one.
    const request =
      version === undefined ? indexedDB.open(databaseName) : indexedDB.open(databaseName, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) {
        request.result.createObjectStore(STORE);
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      if (db.objectStoreNames.contains(STORE)) {
        // Another tab healing or upgrading this database must not wait on this connection:
        // it closes, and the store's next call opens it again.
        db.onversionchange = () => {
          db.close();
          onClosed();
        };
        return resolve(db);
      }
      db.close();
      if (version !== undefined) return reject(new Error('IndexedDB store could not be made'));
      openWithStore(databaseName, onClosed, db.version + 1).then(resolve, reject);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

export function createIdbStore<T>(databaseName: string): IdbStore<T> {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () =>
    (opened ??= openWithStore(databaseName, () => (opened = undefined)).catch((error: unknown) => {
      opened = undefined;
      throw error;
    }));

  async function write(change: (store: IDBObjectStore) => void): Promise<void> {
    const transaction = (await database()).transaction(STORE, 'readwrite');
    change(transaction.objectStore(STORE));
    await done(transaction);
  }

  return {
    async get(key) {
      const transaction = (await database()).transaction(STORE, 'readonly');
      return (await promised(transaction.objectStore(STORE).get(key))) as T | undefined;
    },
    async values() {
      const transaction = (await database()).transaction(STORE, 'readonly');
      return (await promised(transaction.objectStore(STORE).getAll())) as T[];
    },
    set: (key, value) => write((store) => store.put(value, key)),
    delete: (key) => write((store) => store.delete(key)),
    deleteStartingWith: (prefix) =>
      write((store) => store.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`))),
  };
}
