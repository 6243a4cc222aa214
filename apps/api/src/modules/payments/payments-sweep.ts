// Safe on several processes: applying and cancelling are conditional updates, so only the one that changed the row
// does the work. A payment whose callback never came is applied before the order is cancelled.
import { isGatewayError } from './payment-provider.js';
import { applyVerifiedPayment, type PaymentApplicationDeps } from './payment-application.js';
import { paymentsMessages } from './payments.messages.js';
import * as repo from './payments.repository.js';

export interface PaymentsSweepReport {
  checked: number;
  paid: number[];
  cancelled: number[];
  /** The gateway could not be asked, or another process took them: left for the next run. */
  skipped: number[];
}

export interface PaymentsSweep {
  run(): Promise<PaymentsSweepReport>;
  /** Runs the sweep every `intervalMs`, one run at a time; the timer never keeps the process alive. */
  schedule(options: { intervalMs: number; log: (message: string, error?: unknown) => void }): { stop(): Promise<void> };
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentsSweep: PaymentsSweep;
  }
}

const BATCH = 100;

export function createPaymentsSweep(deps: PaymentApplicationDeps): PaymentsSweep {
  const { db, clock, provider, transitions } = deps;

  async function askGateway(orderId: number): Promise<'paid' | 'unpaid' | 'unknown'> {
    let unknown = false;
    for (const payment of await repo.listPendingTransactions(db, orderId, provider.name)) {
      try {
        const answer = await provider.inquire(payment.authority, Number(payment.amount));
        if (answer.status === 'failed') continue;
        const { orderPaid } = await applyVerifiedPayment(deps, payment, answer);
        if (orderPaid) return 'paid';
      } catch (error) {
        if (!isGatewayError(error)) throw error;
        deps.log?.(`order ${orderId}: could not ask the gateway about payment ${payment.id} (${error.message})`);
        unknown = true;
      }
    }
    return unknown ? 'unknown' : 'unpaid';
  }

  const sweep: PaymentsSweep = {
    async run() {
      const report: PaymentsSweepReport = { checked: 0, paid: [], cancelled: [], skipped: [] };
      const seen = new Set<number>();
      for (;;) {
        const ids = (await transitions.overdueUnpaidOrderIds(db, clock.now(), BATCH + seen.size)).filter(
          (id: number) => !seen.has(id),
        );
        if (ids.length === 0) return report;
        for (const orderId of ids) {
          seen.add(orderId);
          report.checked++;
          const atGateway = await askGateway(orderId);
          if (atGateway === 'paid') {
            report.paid.push(orderId);
            continue;
          }
          // Never cancel an order that may have been paid while the gateway cannot answer: next run.
          if (atGateway === 'unknown') {
            report.skipped.push(orderId);
            continue;
          }
          const cancelled = await db
            .transaction()
            .execute((trx) =>
              transitions.cancel(trx, orderId, { reason: paymentsMessages.holdExpiredReason, by: 'system' }),
            );
          if (cancelled) {
            report.cancelled.push(orderId);
            await transitions.afterCommit().catch((error: unknown) => {
              deps.log?.(`order ${orderId}: messages after cancellation not delivered yet (${String(error)})`);
            });
          } else {
            report.skipped.push(orderId);
          }
        }
      }
    },
    schedule: (options) => scheduleSweep(sweep, options),
  };
  return sweep;
}

function scheduleSweep(
  sweep: Pick<PaymentsSweep, 'run'>,
  options: { intervalMs: number; log: (message: string, error?: unknown) => void },
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = sweep
      .run()
      .then(
        (report) => {
          if (report.paid.length || report.cancelled.length) {
            options.log(
              `payments sweep: ${report.paid.length} paid at the gateway, ${report.cancelled.length} cancelled after their hold`,
            );
          }
        },
        (error: unknown) => options.log('payments sweep failed', error),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, options.intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
