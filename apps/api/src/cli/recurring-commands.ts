/**
 * `recurring process`: makes the order of every subscription cycle that is due (safe to run twice,
 * or from two processes at once: each cycle's order is made once). Meant for a scheduler (cron,
 * a systemd timer) every few minutes; messages to customers are delivered at the end of the run.
 */
import { loadEnv } from '../config/env.js';
import type { Db } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import {
  createOrderTransitions,
  createRecurringOrdersService,
  type RecurringRunItem,
} from '../modules/orders/index.js';
import { onlinePaymentMethodOf } from '../modules/payments/index.js';
import { createSettingsService } from '../modules/settings/index.js';
import type { CliIo } from './cli-io.js';
import { catalogChangesFor } from './catalog-changes.js';
import { storeMessageDeliverer } from './store-deliverer.js';

/** A run in which some cycle met a fault (not a refusal): printed, and the command exits 1. */
export class RecurringCommandError extends Error {}

export const RECURRING_USAGE = `  recurring process                    make the orders of the subscription cycles that are due (safe to run twice)`;

function describe(item: RecurringRunItem): string {
  const head = `Subscription #${item.recurringPaymentId} (initial order #${item.initialOrderId}), cycle ${item.cycleNumber}/${item.totalCycles}:`;
  const { outcome } = item;
  switch (outcome.kind) {
    case 'ordered':
      return `${head} order ${outcome.orderNumber} placed.${outcome.finished ? ' That was the last cycle: the subscription is finished.' : ''}`;
    case 'failed':
      return `${head} no order — ${outcome.error} (the customer sees it; tried again on the next run).`;
    case 'skipped':
      return `${head} skipped (made by another run, or the subscription changed meanwhile).`;
    case 'errored':
      return `${head} error — ${outcome.error} (nothing written; tried again on the next run).`;
  }
}

export async function recurringCommand(
  db: Db,
  io: CliIo,
  group: string,
  command: string | undefined,
  rest: string[],
): Promise<boolean> {
  if (group !== 'recurring' || command !== 'process' || rest.length !== 0) return false;
  const clock = systemClock;
  const env = loadEnv();
  const settings = createSettingsService({ db: db.kysely, clock, cacheTtlMs: 0 });
  const transitions = createOrderTransitions({
    clock,
    deliverer: storeMessageDeliverer(db, io),
    // The cycles' orders take stock: the servers' cached pages are told (ADR 0030).
    stockListeners: [catalogChangesFor(io).stockListener],
    log: io.err,
  });
  const recurring = createRecurringOrdersService({
    db: db.kysely,
    clock,
    settings,
    transitions,
    onlinePaymentMethod: onlinePaymentMethodOf(env),
    publicUrl: env.PUBLIC_URL,
  });
  const report = await recurring.process();
  const count = (kind: RecurringRunItem['outcome']['kind']) =>
    report.filter((item) => item.outcome.kind === kind).length;
  io.out(
    `Recurring orders: ${report.length} cycle(s) due; ${count('ordered')} order(s) placed, ${count('failed')} failed, ${count('skipped')} skipped.`,
  );
  for (const item of report) io.out(describe(item));
  if (count('errored') > 0)
    throw new RecurringCommandError(`خطا در ${count('errored')} دوره / ${count('errored')} cycle(s) met an error.`);
  return true;
}
