import pg from 'pg';

/** Any fixed number: the key of the advisory lock every starting process takes. */
const START_LOCK = 0x756e6470;

/**
 * Runs a process's start (migrations, the admin account, the job queue's schema) while holding
 * a PostgreSQL advisory lock, so processes of a fleet started together start one after another
 * instead of migrating the same database at once. The lock is its session's: a process that dies
 * starting lets the next one in.
 */
export async function whileStarting<T>(databaseUrl: string, start: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
    return await start();
  } finally {
    await client.end();
  }
}
