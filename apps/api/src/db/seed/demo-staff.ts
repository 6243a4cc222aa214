// The demo store's administrator, so a developer can open /admin at once (README, "Back office").
// Development only: the server makes it only outside production (server.ts), never the CLI's seed.
import type { Kysely } from 'kysely';
import { systemClock } from '../../lib/clock.js';
import { createAuditLog } from '../../modules/audit/index.js';
import { createPasswordHasher } from '../../modules/customers/index.js';
import { createStaffService, createStaffSessions } from '../../modules/staff/index.js';
import type { Database } from '../schema.js';

export const DEMO_ADMINISTRATOR = {
  email: 'admin@sabad.local',
  password: 'sabad-demo-admin',
  // Fixed and published, so it can be typed into an authenticator app once for every dev database.
  totpSecret: 'SABADDEMOADMINTOTPSECRET234567AB',
} as const;

export async function ensureDemoAdministrator(db: Kysely<Database>, log: (line: string) => void): Promise<void> {
  const existing = await db
    .selectFrom('staff')
    .select('id')
    .where('email', '=', DEMO_ADMINISTRATOR.email)
    .executeTakeFirst();
  if (existing) return;
  const clock = systemClock;
  const staff = createStaffService({
    db,
    clock,
    passwords: createPasswordHasher(),
    sessions: createStaffSessions({ db, clock, cookieSecure: true }),
    auditLog: createAuditLog({ db, clock }),
  });
  await staff.create(
    { staffId: null, email: 'demo-store', ip: 'local' },
    {
      email: DEMO_ADMINISTRATOR.email,
      name: 'مدیر نمونه',
      roles: ['Administrators'],
      password: DEMO_ADMINISTRATOR.password,
      totpSecret: DEMO_ADMINISTRATOR.totpSecret,
    },
  );
  log(`demo administrator: ${DEMO_ADMINISTRATOR.email} (development only; README "Back office")`);
}
