/** The command table's orders section: orders, payments, subscriptions, returns and downloads. */
import { z } from 'zod';
import { RETURN_REQUEST_STATUS, type ReturnRequestStatusName } from '@sabad/contract';
import { OrderAdminError, type RecurringRunItem } from '../../modules/orders/index.js';
import { DownloadAdminError } from '../../modules/downloads/index.js';
import { ReturnAdminError } from '../../modules/returns/index.js';
import { cliActor } from '../cli-actor.js';
import { count, countFlag, defineCommand, integer, printed, text, type CliResult } from '../command.js';

const ORDER_STATUSES = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  cancelled: 'Cancelled',
} as const;
const RETURN_STATUS_NAMES = 'Pending|Received|ReturnAuthorized|ItemsRepaired|ItemsRefunded|RequestRejected|Cancelled';

const returnStatus = z.string().transform((name, context) => {
  const status = (Object.keys(RETURN_REQUEST_STATUS) as ReturnRequestStatusName[]).find(
    (known) => known.toLowerCase() === name.trim().toLowerCase(),
  );
  if (status) return status;
  context.addIssue({ code: 'custom', message: `وضعیت نادرست / Unknown status: ${name} (${RETURN_STATUS_NAMES})` });
  return z.NEVER;
});

const outcome = ({ changed, line }: { changed: boolean; line: string }): CliResult => ({
  lines: [line],
  unchanged: !changed,
});

function describeCycle(item: RecurringRunItem): string {
  const head = `Subscription #${item.recurringPaymentId} (initial order #${item.initialOrderId}), cycle ${item.cycleNumber}/${item.totalCycles}:`;
  const { outcome: result } = item;
  switch (result.kind) {
    case 'ordered':
      return `${head} order ${result.orderNumber} placed.${result.finished ? ' That was the last cycle: the subscription is finished.' : ''}`;
    case 'failed':
      return `${head} no order — ${result.error} (the customer sees it; tried again on the next run).`;
    case 'skipped':
      return `${head} skipped (made by another run, or the subscription changed meanwhile).`;
    case 'errored':
      return `${head} error — ${result.error} (nothing written; tried again on the next run).`;
  }
}

const orderNumber = z.string();

export const orderCommands = [
  defineCommand({
    name: 'orders list',
    aliases: ['orders'],
    usage: '[--status <pending|processing|complete|cancelled>] [--count <n>]',
    summary: 'list orders, newest first (default 50)',
    flags: { status: 'value', count: 'value' },
    args: z.object({
      status: z
        .enum(Object.keys(ORDER_STATUSES) as [keyof typeof ORDER_STATUSES], {
          message: 'گزینهٔ نادرست / Bad option: --status (pending|processing|complete|cancelled)',
        })
        .transform((status) => ORDER_STATUSES[status])
        .optional(),
      count: countFlag(50),
    }),
    async run({ status, count: limit }, { services }) {
      return printed(await services.orderAdmin.list({ ...(status ? { status } : {}), limit }));
    },
  }),
  defineCommand({
    name: 'order show',
    usage: '<number>',
    summary: 'an order in full: lines, addresses, shipments, notes',
    positionals: ['number'],
    args: z.object({ number: orderNumber }),
    refusals: [OrderAdminError],
    async run({ number }, { services }) {
      return printed(await services.orderAdmin.show(number));
    },
  }),
  defineCommand({
    name: 'order cheques',
    usage: 'accept|reject <number>',
    summary: "the store's decision on the order's Sayadi cheques",
    positionals: ['decision', 'number'],
    args: z.object({
      decision: z.enum(['accept', 'reject'], {
        message: 'تصمیم دربارهٔ چک‌ها accept یا reject است. / The decision is accept or reject.',
      }),
      number: orderNumber,
    }),
    refusals: [OrderAdminError],
    async run({ decision, number }, { services }) {
      return outcome(
        await services.orderAdmin.act(number, decision === 'accept' ? 'accept-cheques' : 'reject-cheques', {
          actor: cliActor(),
        }),
      );
    },
  }),
  defineCommand({
    name: 'order ship',
    usage: '<number> --tracking <code>',
    summary: "mark shipped with the carrier's tracking code (the shopper is told)",
    positionals: ['number'],
    flags: { tracking: 'value' },
    args: z.object({
      number: orderNumber,
      tracking: text("کد رهگیری لازم است. / --tracking needs the carrier's code."),
    }),
    refusals: [OrderAdminError],
    async run({ number, tracking }, { services }) {
      return outcome(await services.orderAdmin.act(number, 'ship', { trackingNumber: tracking, actor: cliActor() }));
    },
  }),
  defineCommand({
    name: 'order deliver',
    usage: '<number>',
    summary: 'mark delivered (cash on delivery is collected then)',
    positionals: ['number'],
    args: z.object({ number: orderNumber }),
    refusals: [OrderAdminError],
    async run({ number }, { services }) {
      return outcome(await services.orderAdmin.act(number, 'deliver', { actor: cliActor() }));
    },
  }),
  defineCommand({
    name: 'order cancel',
    usage: '<number>',
    summary: 'cancel; stock, gift cards, discount uses, points and the slot are given back',
    positionals: ['number'],
    args: z.object({ number: orderNumber }),
    refusals: [OrderAdminError],
    async run({ number }, { services }) {
      return outcome(await services.orderAdmin.act(number, 'cancel', { actor: cliActor() }));
    },
  }),
  defineCommand({
    name: 'order refund',
    usage: '<number> --amount <toman> [--reference <text>]',
    summary: 'record money given back outside the gateway, at most what is left to refund (the shopper is told)',
    positionals: ['number'],
    flags: { amount: 'value', reference: 'value' },
    args: z.object({
      number: orderNumber,
      amount: integer('مبلغ به تومان و بیشتر از صفر است. / --amount is a whole number of Toman above 0.', (v) => v > 0),
      reference: z
        .string()
        .trim()
        .max(200, 'شرح بازپرداخت حداکثر ۲۰۰ نویسه است. / --reference is at most 200 characters.')
        .default(''),
    }),
    refusals: [OrderAdminError],
    async run({ number, amount, reference }, { services }) {
      return outcome(
        await services.orderAdmin.act(number, 'refund', {
          refund: { amountRial: amount * 10, reference },
          actor: cliActor(),
        }),
      );
    },
  }),
  defineCommand({
    name: 'payments sweep',
    summary:
      'ask the gateway about unpaid online orders past their hold, apply the paid ones, cancel and restock the rest',
    args: z.object({}),
    async run(_args, { services }) {
      const report = await services.paymentsSweep.run();
      return printed([
        `Payments sweep: ${report.checked} unpaid online order(s) past their hold.`,
        ...report.paid.map((id) => `Order ${id}: paid at the gateway; payment applied.`),
        ...report.cancelled.map((id) => `Order ${id}: cancelled; stock and everything it used given back.`),
        ...report.skipped.map(
          (id) => `Order ${id}: left for the next sweep (gateway unreachable or changed meanwhile).`,
        ),
      ]);
    },
  }),
  defineCommand({
    name: 'recurring process',
    summary: 'make the orders of the subscription cycles that are due (safe to run twice)',
    args: z.object({}),
    async run(_args, { services }) {
      const report = await services.recurring.process();
      const counted = (kind: RecurringRunItem['outcome']['kind']) =>
        report.filter((item) => item.outcome.kind === kind).length;
      const lines = [
        `Recurring orders: ${report.length} cycle(s) due; ${counted('ordered')} order(s) placed, ${counted('failed')} failed, ${counted('skipped')} skipped.`,
        ...report.map(describeCycle),
      ];
      const errored = counted('errored');
      return errored > 0
        ? { lines, failure: `خطا در ${errored} دوره / ${errored} cycle(s) met an error.` }
        : printed(lines);
    },
  }),
  defineCommand({
    name: 'returns list',
    aliases: ['returns'],
    usage: '[--status <status>] [--count <n>]',
    summary: `list return requests, newest first (default 50); status: ${RETURN_STATUS_NAMES}`,
    flags: { status: 'value', count: 'value' },
    args: z.object({ status: returnStatus.optional(), count: countFlag(50) }),
    async run({ status, count: limit }, { services }) {
      return printed(await services.returnAdmin.list({ ...(status ? { status } : {}), limit }));
    },
  }),
  defineCommand({
    name: 'returns show',
    usage: '<id>',
    summary: 'a return request in full: order, line, reason, action, comments, photo, staff notes',
    positionals: ['id'],
    args: z.object({ id: z.string() }),
    refusals: [ReturnAdminError],
    async run({ id }, { services }) {
      return printed(await services.returnAdmin.show(id));
    },
  }),
  defineCommand({
    name: 'returns set-status',
    usage: '<id> <status> [--note <text>]',
    summary: 'move a request to a status (the customer is told by SMS/email); the note is for staff',
    positionals: ['id', 'status'],
    flags: { note: 'value' },
    args: z.object({
      id: z.string(),
      status: returnStatus,
      note: text('یادداشت خالی است. / --note needs a text.').optional(),
    }),
    refusals: [ReturnAdminError],
    async run({ id, status, note }, { services }) {
      return outcome(await services.returnAdmin.setStatus(id, status, { note, actor: cliActor() }));
    },
  }),
  defineCommand({
    name: 'downloads list',
    usage: '[count]',
    summary: 'the latest downloadable order lines (default 50): id, order, product, activation, downloads',
    positionals: ['count'],
    args: z.object({ count: count(50) }),
    async run(args, { services }) {
      return printed(await services.downloadAdmin.list(args.count));
    },
  }),
  defineCommand({
    name: 'downloads activate',
    usage: '<orderItemId>',
    summary: "make a manually activated product's order line downloadable",
    positionals: ['id'],
    args: z.object({ id: z.string() }),
    refusals: [DownloadAdminError],
    async run({ id }, { services }) {
      return outcome(await services.downloadAdmin.setActivation(id, true));
    },
  }),
  defineCommand({
    name: 'downloads deactivate',
    usage: '<orderItemId>',
    summary: 'take that back',
    positionals: ['id'],
    args: z.object({ id: z.string() }),
    refusals: [DownloadAdminError],
    async run({ id }, { services }) {
      return outcome(await services.downloadAdmin.setActivation(id, false));
    },
  }),
];
