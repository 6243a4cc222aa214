// The migration seeds a frozen copy of the contract's roles; this keeps the copy and the contract equal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ROLES } from '@sabad/contract/admin/permissions';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

describe('seeded staff roles', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are the contract’s SEEDED_ROLES, with the same names and permissions', async () => {
    const rows = await database.kysely
      .selectFrom('staff_role')
      .leftJoin('staff_role_permission', 'staff_role_permission.staff_role_id', 'staff_role.id')
      .select(['staff_role.system_name', 'staff_role.name', 'staff_role_permission.permission'])
      .execute();
    const found: Record<string, { name: string; permissions: string[] }> = {};
    for (const row of rows) {
      const role = (found[row.system_name] ??= { name: row.name, permissions: [] });
      if (row.permission) role.permissions.push(row.permission);
    }
    const expected = Object.fromEntries(
      Object.entries(SEEDED_ROLES).map(([systemName, role]) => [
        systemName,
        { name: role.name, permissions: [...role.permissions].sort() },
      ]),
    );
    for (const role of Object.values(found)) role.permissions.sort();
    expect(found).toEqual(expected);
  });
});
