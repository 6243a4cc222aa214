import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { isPostgresUrl } from '../db/client.js';
import { testEnv } from './test-env.js';

declare module 'vitest' {
  export interface ProvidedContext {
    workerDatabasePrefix: string;
  }
}

export default function setup(project: TestProject): (() => Promise<void>) | undefined {
  const baseUrl = testEnv.TEST_DATABASE_URL;
  if (!baseUrl || !isPostgresUrl(baseUrl)) {
    project.provide('workerDatabasePrefix', '');
    return undefined;
  }
  const baseName = decodeURIComponent(new URL(baseUrl).pathname.slice(1)) || 'postgres';
  // Short enough that "<prefix>_w<n>" stays within PostgreSQL's 63-character names.
  const prefix = `${baseName.slice(0, 30)}_run_${randomBytes(4).toString('hex')}`;
  project.provide('workerDatabasePrefix', prefix);
  return async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [`${prefix}_w`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
