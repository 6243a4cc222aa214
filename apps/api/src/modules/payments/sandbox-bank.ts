// A redirect gateway on this server, so the payment journey works without a bank account. Its returns are signed
// with an HMAC keyed with APP_SECRET, which the callback checks; verify() answers from its own ledger.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { SettingsService } from '../settings/index.js';
import type { CancellationReason, PaymentProvider, PaymentVerification } from './payment-provider.js';
import { paymentsMessages } from './payments.messages.js';
import * as ledger from './sandbox-bank.repository.js';
import { escapeHtml } from '../../lib/escape-html.js';

export type SandboxChoice = 'pay' | 'cancel' | 'insufficient-funds';

export type SandboxPageAnswer =
  { kind: 'page'; status: 200 | 404; html: string } | { kind: 'redirect'; location: string };

export interface SandboxBank {
  provider: PaymentProvider;
  page(authority: string): Promise<SandboxPageAnswer>;
  /** The first choice decides; a repeat sends the shopper back with the outcome recorded the first time. */
  decide(authority: string, choice: SandboxChoice | 'return'): Promise<SandboxPageAnswer>;
}

const AUTHORITY = /^S[0-9A-F]{32}$/;

function signature(secret: string, authority: string, status: string, reason: string): string {
  return createHmac('sha256', secret).update(`sandbox-bank\n${authority}\n${status}\n${reason}`).digest('hex');
}

function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createSandboxBank(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
  secret: string;
}): SandboxBank {
  const { db, clock, settings, secret } = deps;

  function callbackAddress(callbackUrl: string, authority: string, ok: boolean, reason: CancellationReason | null) {
    const status = ok ? 'OK' : 'NOK';
    const url = new URL(callbackUrl);
    url.searchParams.set('Authority', authority);
    url.searchParams.set('Status', status);
    if (reason) url.searchParams.set('Reason', reason);
    url.searchParams.set('Signature', signature(secret, authority, status, reason ?? ''));
    return url.toString();
  }

  function returnFor(row: { authority: string; callback_url: string; status: string }): SandboxPageAnswer {
    const ok = row.status === 'paid' || row.status === 'verified';
    const reason: CancellationReason | null = ok ? null : row.status === 'failed' ? 'insufficient-funds' : 'cancelled';
    return { kind: 'redirect', location: callbackAddress(row.callback_url, row.authority, ok, reason) };
  }

  function render(
    body: {
      heading: string;
      lines: [string, string][];
      notice?: string;
      buttons: [SandboxChoice | 'return', string][];
    },
    authority: string | null,
    status: 200 | 404 = 200,
  ): SandboxPageAnswer {
    const t = paymentsMessages.sandbox;
    const lines = body.lines
      .map(
        ([label, value]) =>
          `<div class="row"><span>${escapeHtml(label)}</span><strong>${escapeHtml(value)}</strong></div>`,
      )
      .join('');
    const form = authority
      ? `<form method="post" action="/payment/sandbox/pay/${encodeURIComponent(authority)}">${body.buttons
          .map(
            ([choice, label], i) =>
              `<button type="submit" name="choice" value="${escapeHtml(choice)}" class="${i === 0 ? 'primary' : 'secondary'}">${escapeHtml(label)}</button>`,
          )
          .join('')}</form>`
      : '';
    const html = `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>
body{margin:0;font-family:Vazirmatn,Tahoma,system-ui,sans-serif;background:#eef2f6;color:#1f2933}
main{max-width:420px;margin:24px auto;padding:20px;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 4px}
p{color:#52606d;margin:0 0 16px;font-size:.9rem}
.row{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid #e4e7eb}
.notice{background:#fff4e5;padding:10px;border-radius:8px;margin-top:12px}
form{display:flex;flex-direction:column;gap:10px;margin-top:20px}
button{font:inherit;font-size:1rem;padding:12px;border-radius:8px;border:1px solid #1f6feb;cursor:pointer}
.primary{background:#1f6feb;color:#fff}
.secondary{background:#fff;color:#1f6feb}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(body.heading)}</h1>
<p>${escapeHtml(t.intro)}</p>
${lines}
${body.notice ? `<div class="notice" role="status">${escapeHtml(body.notice)}</div>` : ''}
${form}
</main>
</body>
</html>`;
    return { kind: 'page', status, html };
  }

  const notFoundPage = () =>
    render(
      { heading: paymentsMessages.sandbox.title, lines: [], notice: paymentsMessages.sandbox.notFound, buttons: [] },
      null,
      404,
    );

  async function verify(payment: { authority: string; amountRial: number }): Promise<PaymentVerification> {
    const row = await ledger.findSandboxPayment(db, payment.authority);
    if (!row) return { status: 'failed', message: 'unknown authority' };
    if (Number(row.amount) !== payment.amountRial) {
      return { status: 'failed', message: `amount ${payment.amountRial} is not the payment's ${Number(row.amount)}` };
    }
    const referenceId = row.reference_id ?? undefined;
    if (row.status === 'paid') {
      const now = clock.now().toISOString();
      if (await ledger.moveSandboxPayment(db, row.authority, { from: 'paid', to: 'verified', now })) {
        return { status: 'paid', referenceId, message: 'verified' };
      }
      return { status: 'already-verified', referenceId, message: 'verified before' };
    }
    if (row.status === 'verified') return { status: 'already-verified', referenceId, message: 'verified before' };
    return { status: 'failed', message: `payment ${row.status}` };
  }

  const provider: PaymentProvider = {
    name: 'sandbox',

    async request(payment) {
      const authority = `S${randomBytes(16).toString('hex').toUpperCase()}`;
      await ledger.insertSandboxPayment(db, {
        authority,
        amount: payment.amountRial,
        description: payment.description,
        callbackUrl: payment.callbackUrl,
        now: clock.now().toISOString(),
      });
      return {
        authority,
        paymentPageUrl: new URL(`/payment/sandbox/pay/${authority}`, payment.callbackUrl).toString(),
      };
    },

    verify,
    inquire: (authority, amountRial) => verify({ authority, amountRial }),

    readCallback(fields) {
      const authority = fields.Authority?.trim() ?? '';
      const status = fields.Status?.trim() ?? '';
      const reason = fields.Reason?.trim() ?? '';
      if (!AUTHORITY.test(authority) || (status !== 'OK' && status !== 'NOK')) return { kind: 'malformed' };
      if (!signatureMatches(signature(secret, authority, status, reason), fields.Signature?.trim() ?? '')) {
        return { kind: 'forged', authority };
      }
      return {
        kind: 'return',
        authority,
        ok: status === 'OK',
        ...(reason === 'insufficient-funds' || reason === 'cancelled' ? { reason } : {}),
      };
    },
  };

  async function page(authority: string): Promise<SandboxPageAnswer> {
    const row = AUTHORITY.test(authority) ? await ledger.findSandboxPayment(db, authority) : undefined;
    if (!row) return notFoundPage();
    const [{ StoreName }, money] = await Promise.all([settings.get(), settings.money()]);
    const t = paymentsMessages.sandbox;
    const lines: [string, string][] = [
      [t.merchant, StoreName],
      [t.amount, money.format(Number(row.amount))],
      [t.description, row.description],
    ];
    if (row.status !== 'pending') {
      return render(
        { heading: t.title, lines, notice: t.alreadyDecided, buttons: [['return', t.backToStore]] },
        authority,
      );
    }
    return render(
      {
        heading: t.title,
        lines,
        buttons: [
          ['pay', t.pay],
          ['cancel', t.cancel],
          ['insufficient-funds', t.insufficientFunds],
        ],
      },
      authority,
    );
  }

  return {
    provider,
    page,

    async decide(authority, choice) {
      if (!AUTHORITY.test(authority)) return notFoundPage();
      if (choice !== 'return') {
        const now = clock.now().toISOString();
        const to = choice === 'pay' ? 'paid' : choice === 'cancel' ? 'cancelled' : 'failed';
        const referenceId = choice === 'pay' ? String(randomInt(100_000_000, 1_000_000_000)) : undefined;
        await ledger.moveSandboxPayment(db, authority, {
          from: 'pending',
          to,
          now,
          ...(referenceId ? { referenceId } : {}),
        });
      }
      const decided = await ledger.findSandboxPayment(db, authority);
      if (!decided) return notFoundPage();
      if (decided.status === 'pending') return page(authority);
      return returnFor(decided);
    },
  };
}
