// Frozen in time: imports nothing from src/ (nor the contract: its SEEDED_ROLES may change later,
// and a later change is a later migration; db/staff-roles.test.ts keeps the two equal).
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

const ALL = ['orders', 'customers', 'returns', 'moderation', 'catalogue', 'promotions', 'content', 'settings']
  .concat(['reports', 'staff'])
  .flatMap((area) => [`${area}.view`, `${area}.change`, `${area}.importExport`]);

const ROLES: { systemName: string; name: string; permissions: string[] }[] = [
  { systemName: 'Administrators', name: 'مدیران', permissions: ALL },
  {
    systemName: 'OrderManagers',
    name: 'مدیران سفارش',
    permissions: [
      'orders.view',
      'orders.change',
      'orders.importExport',
      'customers.view',
      'returns.view',
      'returns.change',
      'reports.view',
    ],
  },
  {
    systemName: 'CatalogueManagers',
    name: 'مدیران کاتالوگ',
    permissions: [
      'catalogue.view',
      'catalogue.change',
      'catalogue.importExport',
      'promotions.view',
      'promotions.change',
      'reports.view',
    ],
  },
  {
    systemName: 'ContentModerators',
    name: 'ناظران محتوا',
    permissions: ['moderation.view', 'moderation.change', 'content.view', 'content.change'],
  },
  { systemName: 'Support', name: 'پشتیبانی', permissions: ['orders.view', 'customers.view', 'returns.view'] },
];

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    isPg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const flag = (value: number) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(value);

  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', id)
    // Stored lower-cased by the service, so the unique index is case-insensitive on both databases.
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(400)', (c) => c.notNull())
    .addColumn('must_change_password', 'integer', flag(0))
    .addColumn('totp_secret', 'varchar(100)')
    .addColumn('totp_confirmed', 'integer', flag(0))
    // The last TOTP time step accepted, so a code seen once cannot be replayed within its window.
    .addColumn('totp_last_step', 'integer')
    .addColumn('active', 'integer', flag(1))
    .addColumn('row_version', 'integer', flag(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_role')
    .addColumn('id', 'integer', id)
    .addColumn('system_name', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_role_permission')
    .addColumn('staff_role_id', 'integer', (c) => c.notNull().references('staff_role.id').onDelete('cascade'))
    .addColumn('permission', 'varchar(50)', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_role_permission_pk', ['staff_role_id', 'permission'])
    .execute();
  await db.schema
    .createTable('staff_role_mapping')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('staff_role_id', 'integer', (c) => c.notNull().references('staff_role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_role_mapping_pk', ['staff_id', 'staff_role_id'])
    .execute();

  await db.schema
    .createTable('staff_session')
    .addColumn('id', 'integer', id)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('second_factor_done', 'integer', flag(0))
    .execute();
  await db.schema.createIndex('staff_session_staff_idx').on('staff_session').columns(['staff_id', 'id']).execute();

  await db.schema
    .createTable('staff_recovery_code')
    .addColumn('id', 'integer', id)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('staff_recovery_code_staff_idx')
    .on('staff_recovery_code')
    .columns(['staff_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', id)
    // No foreign key: the log outlives a staff member's row, and the CLI writes with none.
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('at', 'varchar(30)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('area', 'varchar(30)', (c) => c.notNull())
    .addColumn('entity_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('entity_version', 'integer')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_staff_idx').on('audit_log').columns(['staff_id', 'at']).execute();
  await db.schema.createIndex('audit_log_area_idx').on('audit_log').columns(['area', 'at']).execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity_type', 'entity_id', 'id'])
    .execute();

  for (const role of ROLES) {
    const row = await db
      .insertInto('staff_role')
      .values({ system_name: role.systemName, name: role.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('staff_role_permission')
      .values(role.permissions.map((permission) => ({ staff_role_id: row.id as number, permission })))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'audit_log',
    'staff_recovery_code',
    'staff_session',
    'staff_role_mapping',
    'staff_role_permission',
    'staff_role',
    'staff',
  ])
    await db.schema.dropTable(table).execute();
}
