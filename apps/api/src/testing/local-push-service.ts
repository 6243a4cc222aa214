// Verifies VAPID and decrypts as a browser would, so a test sees what the service worker would get.
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

interface HttpEce {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
// http_ece has no types; it comes with web-push (its encryption), which the API depends on.
const ece = createRequire(import.meta.url)('http_ece') as HttpEce;

export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  answer: number;
}

export interface ReceivedPush {
  endpoint: string;
  text: string;
  headers: IncomingMessage['headers'];
  vapid: { publicKey: string; audience: string; subject: string; expiresAt: number };
  status: number;
}

export interface LocalPushService {
  origin: string;
  subscribe(): LocalSubscription;
  received: ReceivedPush[];
  rejected: string[];
  next(endpoint: string, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

const fromBase64Url = (text: string) => Buffer.from(text, 'base64url');

function verifyVapid(authorization: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token = '', publicKey = ''] = match;
  const [header = '', claims = '', signature = ''] = token.split('.');
  const raw = fromBase64Url(publicKey);
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('the VAPID key is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    fromBase64Url(signature),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  if ((JSON.parse(fromBase64Url(header).toString()) as { alg?: string }).alg !== 'ES256') {
    throw new Error('the VAPID token is not ES256');
  }
  const body = JSON.parse(fromBase64Url(claims).toString()) as { aud: string; sub: string; exp: number };
  return { publicKey, audience: body.aud, subject: body.sub, expiresAt: body.exp };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const subscriptions = new Map<string, LocalSubscription & { ecdh: ECDH }>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiters: Array<{ endpoint: string; resolve: (push: ReceivedPush) => void }> = [];

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const origin = `http://${request.headers.host}`;
      const subscription = subscriptions.get(`${origin}${request.url}`);
      if (request.method !== 'POST' || !subscription) {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('the body is not aes128gcm');
        if (!request.headers.ttl) throw new Error('no TTL header');
        const vapid = verifyVapid(request.headers.authorization);
        if (vapid.audience !== origin) throw new Error(`the VAPID audience ${vapid.audience} is not ${origin}`);
        if (vapid.expiresAt * 1000 <= Date.now()) throw new Error('the VAPID token has expired');
        const text = ece
          .decrypt(body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.keys.auth })
          .toString('utf8');
        const push: ReceivedPush = {
          endpoint: subscription.endpoint,
          text,
          headers: request.headers,
          vapid,
          status: subscription.answer,
        };
        received.push(push);
        for (const waiter of waiters.filter((w) => w.endpoint === subscription.endpoint)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(push);
        }
        response.writeHead(subscription.answer).end();
      } catch (error) {
        rejected.push(`${subscription.endpoint}: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const subscription = {
        endpoint: `${origin}/push/${randomBytes(12).toString('hex')}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        answer: 201,
        ecdh,
      };
      subscriptions.set(subscription.endpoint, subscription);
      return subscription;
    },
    next(endpoint, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no push reached ${endpoint} in ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          endpoint,
          resolve: (push) => {
            clearTimeout(timer);
            resolve(push);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
