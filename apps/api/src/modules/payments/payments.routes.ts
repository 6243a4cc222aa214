import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import type { PaymentsService } from './payments.service.js';
import type { SandboxBank, SandboxChoice, SandboxPageAnswer } from './sandbox-bank.js';

const SANDBOX_CHOICES: readonly string[] = ['pay', 'cancel', 'insufficient-funds', 'return'] satisfies (
  SandboxChoice | 'return'
)[];

/** Repeated names: the first counts. */
function fieldsOf(source: unknown): Record<string, string | undefined> {
  if (typeof source !== 'object' || source === null) return {};
  return Object.fromEntries(
    Object.entries(source).flatMap(([key, value]) => {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      return typeof first === 'string' ? [[key, first]] : [];
    }),
  );
}

function param(request: FastifyRequest, name: string): string {
  return fieldsOf(request.params)[name] ?? '';
}

function answerPage(reply: FastifyReply, answer: SandboxPageAnswer) {
  reply.header('Cache-Control', 'no-store');
  if (answer.kind === 'redirect') return reply.redirect(answer.location, 303);
  return reply
    .code(answer.status)
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'")
    .header('X-Frame-Options', 'DENY')
    .type('text/html; charset=utf-8')
    .send(answer.html);
}

// The gateway's side lives outside /api/v2 (its callback, the sandbox bank's page); form bodies are read only here.
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: {
    payments: PaymentsService;
    sandboxBank: SandboxBank | null;
    origin: (request: FastifyRequest) => string;
  },
): void {
  const { payments, sandboxBank } = deps;
  addRoute(app, 'getPaymentUrl', ({ request, params, query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return payments.paymentUrl(request.identity, params.orderId, {
      source: query.source,
      origin: deps.origin(request),
    });
  });

  addRoute(app, 'getPaymentResult', ({ request, params, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return payments.paymentResult(request.identity, params.orderId);
  });

  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, parsed) => {
        parsed(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    const callback = async (request: FastifyRequest, reply: FastifyReply) => {
      const fields = { ...fieldsOf(request.query), ...fieldsOf(request.body) };
      const { location } = await payments.callback(param(request, 'provider'), fields);
      return reply.header('Cache-Control', 'no-store').redirect(location, 303);
    };
    scope.get('/payment/:provider/callback', callback);
    scope.post('/payment/:provider/callback', callback);

    if (sandboxBank) {
      scope.get('/payment/sandbox/pay/:authority', async (request, reply) =>
        answerPage(reply, await sandboxBank.page(param(request, 'authority'))),
      );
      scope.post('/payment/sandbox/pay/:authority', async (request, reply) => {
        const choice = fieldsOf(request.body).choice ?? '';
        const authority = param(request, 'authority');
        const answer = SANDBOX_CHOICES.includes(choice)
          ? await sandboxBank.decide(authority, choice as SandboxChoice | 'return')
          : await sandboxBank.page(authority);
        return answerPage(reply, answer);
      });
    }
    done();
  });
}
