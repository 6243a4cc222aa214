import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createKavenegarSender } from './kavenegar-sender.js';
import { MessageDeliveryError, type OutgoingMessage } from './message-sender.js';
import { createMessagingService, createOutboxReader } from './messaging.service.js';
import { createOutboxSender } from './outbox-sender.js';
import { createSmtpSender } from './smtp-sender.js';

const code = 'کد بازیابی رمز عبور شما: ۴۸۲۹۱۵';
const sms: OutgoingMessage = {
  channel: 'sms',
  to: '09121234567',
  subject: '',
  text: code,
  purpose: 'password-recovery',
};
const email: OutgoingMessage = {
  channel: 'email',
  to: 'sara@example.com',
  subject: 'بازیابی رمز عبور',
  text: code,
  purpose: 'password-recovery',
};

describe('development outbox', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('stores every message of both channels and lists the latest, oldest first', async () => {
    const clock = { now: () => new Date('2026-11-22T08:00:00.000Z') };
    const messaging = createMessagingService({
      email: createOutboxSender(db.kysely, 'email', clock),
      sms: createOutboxSender(db.kysely, 'sms', clock),
    });
    await messaging.send(email);
    await messaging.send(sms);
    await messaging.send({ ...sms, text: 'دومین پیام' });

    const latest = await createOutboxReader(db.kysely).latest({ limit: 2 });
    expect(latest.map((m) => [m.channel, m.recipient, m.body])).toEqual([
      ['sms', '09121234567', code],
      ['sms', '09121234567', 'دومین پیام'],
    ]);
    const forSara = await createOutboxReader(db.kysely).latest({ limit: 10, recipient: 'sara@example.com' });
    expect(forSara).toHaveLength(1);
    expect(forSara[0]).toMatchObject({ subject: 'بازیابی رمز عبور', purpose: 'password-recovery' });
    expect(messaging.describe()).toEqual({ email: 'outbox', sms: 'outbox' });
    expect((await createOutboxReader(db.kysely).latest({ limit: 1 })).map((m) => m.body)).toEqual(['دومین پیام']);
  });
});

/** Reads the text part of a raw single-part message as nodemailer writes it. */
function decodeMime(raw: string): { subject: string; to: string; text: string } {
  const [head = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1] ?? '';
  const words = (value: string) =>
    value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
  const body = bodyParts.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { subject: words(header('Subject')), to: header('To'), text: text.trim() };
}

describe('SMTP sender against a local SMTP server', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.example')) return callback(new Error('mailbox unavailable'));
        callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a Persian email that the server receives intact', async () => {
    const sender = createSmtpSender({
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'سبد <no-reply@sabad.test>',
    });
    await sender.send(email);
    sender.close();
    expect(received).toHaveLength(1);
    const mail = decodeMime(received[0]!);
    expect(mail.to).toContain('sara@example.com');
    expect(mail.subject).toBe('بازیابی رمز عبور');
    expect(mail.text).toBe(code);
  });

  it('reports a refused recipient as a delivery error', async () => {
    const sender = createSmtpSender({ url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'no-reply@sabad.test' });
    await expect(sender.send({ ...email, to: 'nobody@refused.example' })).rejects.toBeInstanceOf(MessageDeliveryError);
    sender.close();
  });
});

describe('Kavenegar sender against a local peer following its documented API', () => {
  const apiKey = 'TEST-KEY-1234';
  const requests: Array<{ method: string; path: string; contentType: string; form: URLSearchParams }> = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  let server: http.Server;
  let baseUrl = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        requests.push({
          method: req.method ?? '',
          path: req.url ?? '',
          contentType: req.headers['content-type'] ?? '',
          form: new URLSearchParams(body),
        });
        res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts receptor, sender and message as a form to /v1/{key}/sms/send.json', async () => {
    answer = {
      status: 200,
      body: {
        return: { status: 200, message: 'تایید شد' },
        entries: [
          {
            messageid: 8792343,
            message: code,
            status: 1,
            statustext: 'در صف ارسال',
            sender: '10004346',
            receptor: sms.to,
            date: 1356619709,
            cost: 120,
          },
        ],
      },
    };
    await createKavenegarSender({ apiKey, sender: '10004346', baseUrl }).send(sms);
    const request = requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/v1/${apiKey}/sms/send.json`);
    expect(request.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.form)).toEqual({ receptor: '09121234567', sender: '10004346', message: code });
  });

  it('turns a refusal in the envelope (e.g. 418 not enough credit) into a delivery error', async () => {
    answer = { status: 418, body: { return: { status: 418, message: 'اعتبار حساب شما کافی نیست' }, entries: null } };
    const sending = createKavenegarSender({ apiKey, sender: '10004346', baseUrl }).send(sms);
    await expect(sending).rejects.toThrow(/418/);
    await expect(sending).rejects.toBeInstanceOf(MessageDeliveryError);
  });

  it('turns an unreadable answer into a delivery error without leaking the key', async () => {
    answer = { status: 502, body: 'bad gateway' };
    const error = await createKavenegarSender({ apiKey, sender: '10004346', baseUrl })
      .send(sms)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessageDeliveryError);
    expect(String(error)).not.toContain(apiKey);
  });
});
