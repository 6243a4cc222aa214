/** The command table's sales section: gift cards, discount codes, reward points, affiliates and their commissions. */
import { z } from 'zod';
import { isAppError } from '../../lib/app-error.js';
import { AffiliateError, type CommissionWithOrder } from '../../modules/affiliates/index.js';
import { GiftCardError } from '../../modules/cart/index.js';
import { DiscountError, type NewDiscount } from '../../modules/discounts/index.js';
import type { CliServices } from '../cli-services.js';
import { defineCommand, integer, printed, refusal } from '../command.js';

const wholeNumber = (flag: string) => integer(`مقدار ${flag} باید عدد صحیح باشد. / ${flag} takes a whole number.`);

/** The customer the operator named (id, email or mobile), or a refusal saying none is registered. */
async function registeredCustomer(services: CliServices, text: string) {
  const customer = await services.customers.findRegistered(text);
  if (!customer) throw refusal(`مشتری ثبت‌نام‌کرده‌ای با «${text}» پیدا نشد. / No registered customer ${text}.`);
  return customer;
}

function describeCommission(row: CommissionWithOrder): string {
  const state = row.voided_at ? 'voided' : row.is_paid ? `paid ${row.paid_at ?? ''}` : 'unpaid';
  return `#${row.id}\taffiliate ${row.affiliate_code} (customer ${row.affiliate_customer_id})\torder ${row.custom_order_number}\t${row.commission_rate}%\t${Number(row.amount)} Rial\t${state}`;
}

export const salesCommands = [
  defineCommand({
    name: 'giftcard create',
    usage: '<toman> [code]',
    summary: 'issue a gift card worth that many Toman (a random code when none is given)',
    positionals: ['toman', 'code'],
    args: z.object({
      toman: integer('مبلغ کارت هدیه باید عددی صحیح و مثبت باشد. / The amount must be a positive whole number.'),
      code: z.string().optional(),
    }),
    refusals: [GiftCardError],
    async run({ toman, code }, { services }) {
      const { DisplayCurrencyRate, DisplayCurrencyName } = await services.settings.get();
      const issued = await services.giftCards.issue({
        amountRial: Math.round(toman / DisplayCurrencyRate),
        ...(code ? { code } : {}),
      });
      return printed([`Gift card ${issued}: ${toman} ${DisplayCurrencyName}`]);
    },
  }),
  defineCommand({
    name: 'discount create',
    usage: `<code> (--percent <n> [--max <toman>] | --amount <toman>) [--min-subtotal <toman>]
      [--starts <YYYY-MM-DD>] [--ends <YYYY-MM-DD>] [--limit-per-customer <n>] [--limit-total <n>] [--name <text>]`,
    summary: 'create a discount code (dates are Tehran days, Gregorian or Jalali; --ends is the last day)',
    positionals: ['code'],
    flags: {
      percent: 'value',
      max: 'value',
      amount: 'value',
      'min-subtotal': 'value',
      starts: 'value',
      ends: 'value',
      'limit-per-customer': 'value',
      'limit-total': 'value',
      name: 'value',
    },
    args: z.object({
      code: z.string(),
      percent: wholeNumber('--percent').optional(),
      max: wholeNumber('--max').optional(),
      amount: wholeNumber('--amount').optional(),
      'min-subtotal': wholeNumber('--min-subtotal').optional(),
      starts: z.string().optional(),
      ends: z.string().optional(),
      'limit-per-customer': wholeNumber('--limit-per-customer').optional(),
      'limit-total': wholeNumber('--limit-total').optional(),
      name: z.string().optional(),
    }),
    refusals: [DiscountError],
    async run(args, { services }) {
      const { DisplayCurrencyRate: rate, DisplayCurrencyName: name } = await services.settings.get();
      const rial = (toman: number) => Math.round(toman / rate);
      const input: NewDiscount = { code: args.code };
      if (args.name !== undefined) input.name = args.name;
      if (args.percent !== undefined) input.percent = args.percent;
      if (args.max !== undefined) input.maximumRial = rial(args.max);
      if (args.amount !== undefined) input.amountRial = rial(args.amount);
      if (args['min-subtotal'] !== undefined) input.minimumSubtotalRial = rial(args['min-subtotal']);
      if (args.starts !== undefined) input.starts = args.starts;
      if (args.ends !== undefined) input.ends = args.ends;
      if (args['limit-per-customer'] !== undefined) input.limitPerCustomer = args['limit-per-customer'];
      if (args['limit-total'] !== undefined) input.limitTotal = args['limit-total'];
      const created = await services.discountCodes.create(input);
      return printed([services.discountCodes.describe(created, { rate, name })]);
    },
  }),
  defineCommand({
    name: 'points adjust',
    usage: '<customer> <points> <reason…>',
    summary: `add (or, negative, take) reward points with a reason the customer reads; never below zero
                                       (<customer>: id, email or mobile number)`,
    positionals: ['customer', 'points'],
    rest: 'reason',
    args: z.object({
      customer: z.string(),
      points: integer(
        'تعداد امتیاز باید عددی صحیح و غیر صفر باشد. / The points must be a non-zero whole number.',
        (value) => value !== 0,
      ),
      reason: z
        .array(z.string())
        .transform((words) => words.join(' ').trim())
        .pipe(
          z.string().min(1, {
            message:
              'استفاده: points adjust <مشتری> <امتیاز> <دلیل> / Usage: points adjust <customer> <points> <reason>',
          }),
        ),
    }),
    async run({ customer: named, points, reason }, { services }) {
      const customer = await registeredCustomer(services, named);
      try {
        const balance = await services.rewardPoints.adjust({ customerId: customer.id, points, reason });
        return printed([
          `Customer ${customer.id}: ${points > 0 ? '+' : ''}${points} points (${reason}); balance ${balance}.`,
        ]);
      } catch (error) {
        if (!isAppError(error)) throw error;
        const balance = await services.rewardPoints.balance(customer.id);
        throw refusal(`${error.message} / Refused: the balance (${balance}) cannot go below zero.`);
      }
    },
  }),
  defineCommand({
    name: 'affiliate enable',
    usage: '<customer> [--rate <percent>]',
    summary: 'make the customer an affiliate (referral code, Affiliates role); --rate sets the commission',
    positionals: ['customer'],
    flags: { rate: 'value' },
    args: z.object({
      customer: z.string(),
      rate: z.string().transform(Number).optional(),
    }),
    refusals: [AffiliateError],
    async run({ customer: named, rate }, { services }) {
      const customer = await registeredCustomer(services, named);
      const result = await services.affiliates.enable(customer.id, rate);
      return printed([
        `Customer ${result.customerId} ${result.created ? 'is now an affiliate' : 'is an affiliate again'}: code ${result.code}, commission ${result.rate}%.`,
      ]);
    },
  }),
  defineCommand({
    name: 'commissions list',
    usage: '[--unpaid]',
    summary: "commissions of referred customers' paid orders, newest first",
    flags: { unpaid: 'switch' },
    args: z.object({ unpaid: z.literal(true).optional() }),
    async run({ unpaid }, { services }) {
      const rows = await services.affiliates.commissions({ unpaid: unpaid === true });
      return printed(rows.length === 0 ? ['No commissions.'] : rows.map(describeCommission));
    },
  }),
  defineCommand({
    name: 'commission pay',
    usage: '<id>',
    summary: 'mark a commission paid (its order must be Complete)',
    positionals: ['id'],
    args: z.object({
      id: integer('شناسهٔ پورسانت باید عدد صحیح باشد. / The commission id must be a whole number.', (id) => id >= 0),
    }),
    refusals: [AffiliateError],
    async run({ id }, { services }) {
      return printed([`Commission ${describeCommission(await services.affiliates.payCommission(id))}.`]);
    },
  }),
];
