/** A PostgreSQL database of a bench's own: created on the server `serverUrl` names, dropped afterwards. */
import pg from 'pg';

/** Open sessions keep a database from being dropped; the server under test may still be closing its pool. */
async function waitForDisconnect(admin, name) {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const { rows } = await admin.query('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
    if (rows[0].open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Runs `work(url)` against a fresh database `name` on that server; resolves to null (with a note)
 * when the server is unreachable. `keep`: the database is dropped first and left in place afterwards.
 */
export async function withPostgresDatabase(serverUrl, name, work, { keep = false } = {}) {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL skipped: ${serverUrl} is unreachable (${error.message}).`);
    return null;
  }
  if (keep) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } catch (error) {
    console.error('PostgreSQL bench failed:', error);
    throw error;
  } finally {
    await waitForDisconnect(admin, name);
    if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
