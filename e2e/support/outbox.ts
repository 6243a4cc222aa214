/**
 * Reads the development outbox of the production server the run started, the way a developer
 * does: `node apps/api/dist/cli.js outbox N` with the server's DATABASE_URL (handed over by the
 * global setup).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { toLatinDigits } from '@sabad/contract';
import { inject } from 'vitest';
import { repoRoot } from './production-server.mjs';

export interface OutboxMessage {
  createdAt: string;
  channel: string;
  recipient: string;
  body: string;
}

/** The latest `count` messages of the outbox, oldest first. */
export function readOutbox(count = 50): OutboxMessage[] {
  const output = execFileSync(
    process.execPath,
    [path.join(repoRoot, 'apps/api/dist/cli.js'), 'outbox', String(count)],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
      encoding: 'utf8',
    },
  );
  return output
    .split('\n')
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [createdAt = '', channel = '', recipient = '', ...body] = line.split('\t');
      return { createdAt, channel, recipient, body: body.join('\t') };
    });
}

/** Waits for a message to `recipient` newer than the `seen` ones and returns its six-digit code. */
export async function waitForCode(
  recipient: string,
  seen: number,
  timeoutMs = 10_000,
): Promise<{ code: string; message: OutboxMessage }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = readOutbox().filter((message) => message.recipient === recipient);
    if (messages.length > seen) {
      const message = messages.at(-1)!;
      const code = /\b(\d{6})\b/.exec(toLatinDigits(message.body))?.[1];
      if (!code) throw new Error(`the latest message to ${recipient} has no six-digit code: ${message.body}`);
      return { code, message };
    }
    if (Date.now() > deadline) throw new Error(`no new message to ${recipient} in the outbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const countMessagesTo = (recipient: string) =>
  readOutbox().filter((message) => message.recipient === recipient).length;
