// Background jobs (ADR 0079) and the catalogue import that is their first user. background_job holds a job's
// state and progress on both databases (the page polls it; a restart reads it); on SQLite it is also the queue,
// on PostgreSQL graphile-worker keeps the queue in its own schema. catalogue_import_row keeps every row of an
// uploaded file with its preview errors and, once applied, its outcome, so the job resumes from next_position.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

  await db.schema
    .createTable('background_job')
    .addColumn('id', 'integer', id)
    .addColumn('task', 'varchar(100)', (c) => c.notNull())
    .addColumn('payload_json', 'text', (c) => c.notNull())
    // queued | running | done | failed | interrupted
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('progress_done', 'integer', zero)
    .addColumn('progress_total', 'integer', zero)
    .addColumn('attempts', 'integer', zero)
    .addColumn('error', 'text')
    // Who runs it now (a process's or graphile-worker's worker id) and when it last said so.
    .addColumn('worker_id', 'varchar(100)')
    .addColumn('heartbeat_at', 'varchar(30)')
    .addColumn('run_after', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(30)')
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('background_job_status_idx')
    .on('background_job')
    .columns(['status', 'run_after'])
    .execute();

  await db.schema
    .createTable('catalogue_import')
    .addColumn('id', 'integer', id)
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('format', 'varchar(10)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('staff_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('ip', 'varchar(100)', (c) => c.notNull())
    .addColumn('job_id', 'integer', (c) => c.references('background_job.id'))
    .addColumn('total_rows', 'integer', zero)
    .addColumn('invalid_rows', 'integer', zero)
    .addColumn('errors_json', 'text', (c) => c.notNull())
    .addColumn('next_position', 'integer', zero)
    .addColumn('applied_rows', 'integer', zero)
    .addColumn('failed_rows', 'integer', zero)
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('catalogue_import_created_idx').on('catalogue_import').column('created_at').execute();

  await db.schema
    .createTable('catalogue_import_row')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('catalogue_import.id').onDelete('cascade'))
    // 0-based order in the file; row_number is what a person reads (the header is row 1).
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('sku', 'varchar(400)', (c) => c.notNull())
    .addColumn('values_json', 'text', (c) => c.notNull())
    .addColumn('errors_json', 'text')
    // pending | applied | failed
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('catalogue_import_row_pk', ['import_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_import_row').execute();
  await db.schema.dropTable('catalogue_import').execute();
  await db.schema.dropTable('background_job').execute();
}
