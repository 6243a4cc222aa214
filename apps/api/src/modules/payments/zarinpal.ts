// ZarinPal REST API v4 (zarinpal.com/docs/paymentGateway): verify code 100 is paid, 101 verified before.
import { z } from 'zod';
import {
  GatewayError,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type PaymentVerification,
} from './payment-provider.js';

export interface ZarinPalOptions {
  merchantId: string;
  baseUrl: string;
  timeoutMs?: number;
}

const ZARINPAL_PAID = 100;
const ZARINPAL_ALREADY_VERIFIED = 101;

const GatewayErrors = z.object({ code: z.number(), message: z.string().optional() });

/** `errors` is an empty list on success and an object on failure; `data` the other way round. */
const RequestAnswer = z.object({
  data: z.union([
    z.object({ code: z.number(), message: z.string().optional(), authority: z.string().min(1) }),
    z.array(z.unknown()),
  ]),
  errors: z.union([GatewayErrors, z.array(z.unknown())]),
});

const VerifyAnswer = z.object({
  data: z.union([
    z.object({
      code: z.number(),
      message: z.string().optional(),
      ref_id: z.union([z.number(), z.string()]).optional(),
      card_pan: z.string().optional(),
    }),
    z.array(z.unknown()),
  ]),
  errors: z.union([GatewayErrors, z.array(z.unknown())]),
});

export function createZarinPalProvider(options: ZarinPalOptions): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function post(path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new GatewayError(
        'zarinpal',
        timedOut ? 'timeout' : 'unreachable',
        timedOut ? `no answer within ${timeoutMs} ms` : 'request failed',
      );
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new GatewayError(
        'zarinpal',
        response.ok ? 'malformed-answer' : 'http-status',
        `HTTP ${response.status}, not JSON`,
      );
    }
    // A refusal may come with a 4xx status and the usual envelope; anything else non-2xx is the peer failing.
    if (!response.ok && !(typeof answer === 'object' && answer !== null && 'errors' in answer)) {
      throw new GatewayError('zarinpal', 'http-status', `HTTP ${response.status}`);
    }
    return answer;
  }

  async function verify(payment: { authority: string; amountRial: number }): Promise<PaymentVerification> {
    const parsed = VerifyAnswer.safeParse(
      await post('/pg/v4/payment/verify.json', {
        merchant_id: options.merchantId,
        amount: payment.amountRial,
        authority: payment.authority,
      }),
    );
    if (!parsed.success) throw new GatewayError('zarinpal', 'malformed-answer', 'unexpected verify answer');
    const { data, errors } = parsed.data;
    if (!Array.isArray(errors)) {
      return { status: 'failed', message: `code ${errors.code}: ${errors.message ?? ''}`.trim() };
    }
    if (Array.isArray(data)) throw new GatewayError('zarinpal', 'malformed-answer', 'verify answer without data');
    const details = {
      message: `code ${data.code}: ${data.message ?? ''}`.trim(),
      ...(data.ref_id !== undefined ? { referenceId: String(data.ref_id) } : {}),
      ...(data.card_pan ? { cardPan: data.card_pan } : {}),
    };
    if (data.code === ZARINPAL_PAID) return { status: 'paid', ...details };
    if (data.code === ZARINPAL_ALREADY_VERIFIED) return { status: 'already-verified', ...details };
    return { status: 'failed', message: details.message };
  }

  return {
    name: 'zarinpal',

    async request(payment: PaymentRequest): Promise<PaymentStart> {
      const metadata: Record<string, string> = { order_id: String(payment.orderId) };
      if (payment.mobile) metadata.mobile = payment.mobile;
      if (payment.email) metadata.email = payment.email;
      const parsed = RequestAnswer.safeParse(
        await post('/pg/v4/payment/request.json', {
          merchant_id: options.merchantId,
          amount: payment.amountRial,
          currency: 'IRR',
          description: payment.description,
          callback_url: payment.callbackUrl,
          metadata,
        }),
      );
      if (!parsed.success) throw new GatewayError('zarinpal', 'malformed-answer', 'unexpected request answer');
      const { data, errors } = parsed.data;
      if (!Array.isArray(errors)) {
        throw new GatewayError('zarinpal', 'refused', errors.message ?? 'refused', errors.code);
      }
      if (Array.isArray(data) || data.code !== ZARINPAL_PAID) {
        throw new GatewayError(
          'zarinpal',
          'refused',
          'no authority given',
          Array.isArray(data) ? undefined : data.code,
        );
      }
      return {
        authority: data.authority,
        paymentPageUrl: `${base}/pg/StartPay/${encodeURIComponent(data.authority)}`,
      };
    },

    verify,

    // Verifying settles a payment whose callback never came (ZarinPal reverses unverified payments after a while).
    inquire: (authority, amountRial) => verify({ authority, amountRial }),

    readCallback(fields) {
      const authority = fields.Authority?.trim();
      const status = fields.Status?.trim().toUpperCase();
      if (!authority || authority.length > 100 || (status !== 'OK' && status !== 'NOK')) return { kind: 'malformed' };
      return { kind: 'return', authority, ok: status === 'OK' };
    },
  };
}
