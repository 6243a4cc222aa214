/**
 * `recurring process` from the operator CLI: what it prints, and that two CLI processes started at
 * the same moment on one database make a due cycle's order once (SQLite and PostgreSQL). The
 * subscription is placed 40 days ago on a test clock, so its second monthly cycle is due now (the
 * CLI runs on the real clock) and its third is not.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture } from '../../testing/checkout-fixture.js';
import { createTestApp, manualClock, testConfig, type TestApp } from '../../testing/test-app.js';
import { inheritedEnvironment } from '../../testing/test-env.js';
import { runCliOn } from '../../testing/cli-runner.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DAY = 86_400_000;
const clock = manualClock(new Date(Date.now() - 40 * DAY).toISOString());
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
});
afterAll(() => t.close());

const cli = (...args: string[]) => runCliOn(t.database.url, args);

/** The CLI as its own process, as a scheduler would start it. */
function cliProcess(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: apiRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inheritedEnvironment(),
        DATABASE_URL: t.database.url,
        LOG_LEVEL: 'silent',
        APP_SECRET: testConfig.APP_SECRET,
        EMAIL_TRANSPORT: 'outbox',
        SMS_TRANSPORT: 'outbox',
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

async function subscribe(total: number) {
  const productId = await catalogFixture(t.database.kysely).product({
    name: 'اشتراک قهوه',
    price: 1_500_000,
    stock: 9,
  });
  await t.database.kysely
    .updateTable('product')
    .set({ is_recurring: 1, recurring_cycle_length: 1, recurring_cycle_period: 'month', recurring_total_cycles: total })
    .where('id', '=', productId)
    .execute();
  const shopper = await c.readyShopper({ lines: [{ productId }] });
  const res = await c.place(shopper.headers);
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json<PlaceOrderResponse>().Result.OrderId;
  const { id } = await t.database.kysely
    .selectFrom('recurring_payment')
    .select('id')
    .where('initial_order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { customerId: shopper.id, orderId, subscriptionId: id };
}

async function orderCount(customerId: number) {
  const rows = await t.database.kysely
    .selectFrom('customer_order')
    .select('id')
    .where('customer_id', '=', customerId)
    .execute();
  return rows.length;
}

describe('recurring process', () => {
  it('makes a due cycle once when two CLI processes run at the same moment', async () => {
    const { customerId, subscriptionId } = await subscribe(6);
    const runs = await Promise.all([cliProcess('recurring', 'process'), cliProcess('recurring', 'process')]);
    expect(
      runs.map((run) => run.code),
      runs.map((run) => run.out).join('\n'),
    ).toEqual([0, 0]);
    const placed = runs.flatMap((run) =>
      run.out
        .split('\n')
        .filter((line) => line.startsWith(`Subscription #${subscriptionId} `) && line.includes('placed')),
    );
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatch(/cycle 2\/6: order \d{4}-\d{6} placed\.$/);
    expect(await orderCount(customerId)).toBe(2);
  }, 120_000);

  it('prints what it did: the order placed, the last cycle ending the subscription, then nothing due', async () => {
    const { customerId, subscriptionId, orderId } = await subscribe(2);
    const first = await cli('recurring', 'process');
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/^Recurring orders: \d+ cycle\(s\) due; \d+ order\(s\) placed, 0 failed, 0 skipped\.$/m);
    expect(first.out).toMatch(
      new RegExp(
        `^Subscription #${subscriptionId} \\(initial order #${orderId}\\), cycle 2/2: order \\d{4}-\\d{6} placed\\. That was the last cycle: the subscription is finished\\.$`,
        'm',
      ),
    );
    expect(await orderCount(customerId)).toBe(2);

    const again = await cli('recurring', 'process');
    expect(again).toMatchObject({
      code: 0,
      out: 'Recurring orders: 0 cycle(s) due; 0 order(s) placed, 0 failed, 0 skipped.',
    });
    expect(await orderCount(customerId)).toBe(2);

    expect((await cli('recurring', 'process', '--now')).code).toBe(2);
    expect((await cli('help')).out).toContain('recurring process');
  });

  it('prints a failed cycle with the reason', async () => {
    const { subscriptionId } = await subscribe(3);
    await t.database.kysely
      .updateTable('product')
      .set({ stock_quantity: 0 })
      .where('name', '=', 'اشتراک قهوه')
      .execute();
    const run = await cli('recurring', 'process');
    expect(run.code).toBe(0);
    expect(run.out).toContain(`Subscription #${subscriptionId} (initial order #`);
    expect(run.out).toMatch(new RegExp(`#${subscriptionId} .*cycle 2/3: no order — موجودی «اشتراک قهوه» کافی نیست\\.`));
  });
});
