/**
 * Hostile bytes on a real socket (issue 15, adversarial suite): what app.inject cannot send because
 * Node's HTTP parser refuses it before Fastify sees a request — a path or header beyond 16 KB, a
 * header line without a colon, a broken request line, NUL bytes. Each must still be answered with
 * its 4xx in the Persian error envelope (Fastify's default answered in English outside it), and
 * the server keeps serving.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesFa } from '../lib/messages-fa.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Writes `raw` to a fresh connection and reads until the server closes it (or 5 s pass). */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString());
    }, 5_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString());
    });
    socket.write(raw);
  });
}

function parse(answer: string): { status: number; body: { Success?: unknown; Message?: unknown; Errors?: unknown } } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, body: JSON.parse(body) as { Success?: unknown; Message?: unknown; Errors?: unknown } };
}

describe('requests Node refuses before routing', () => {
  it.each([
    ['a 100 KB path', `GET /api/v2/product/${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, 'headersTooLarge'],
    [
      'a 20 KB header',
      `POST /api/v2/cart/placeordernew HTTP/1.1\r\nHost: x\r\nIdempotency-Key: ${'k'.repeat(20_000)}\r\n\r\n`,
      431,
      'headersTooLarge',
    ],
    [
      'a header line without a colon',
      'GET /api/v2/topics HTTP/1.1\r\nHost: x\r\nBroken Header\r\n\r\n',
      400,
      'malformedHttpRequest',
    ],
    ['a broken request line', 'GET\r\n\r\n', 400, 'malformedHttpRequest'],
    ['a NUL byte in the path', 'GET /api/\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'malformedHttpRequest'],
    ['an unknown HTTP version', 'GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n', 400, 'malformedHttpRequest'],
    [
      'a broken chunked body',
      'POST /api/v2/cart/add HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n',
      400,
      'malformedHttpRequest',
    ],
  ] as const)('answers %s in the Persian envelope', async (_, raw, status, message) => {
    const answer = parse(await exchange(raw));
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ Success: false, Message: messagesFa[message], Errors: [] });
  });

  it('keeps serving afterwards', async () => {
    const answer = await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
