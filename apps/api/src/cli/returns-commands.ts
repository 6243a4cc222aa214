/**
 * `returns list|show|set-status`: the store moves return requests through nopCommerce's statuses;
 * each change tells the customer by SMS/email (queued with the change, delivered after it).
 */
import type { Db } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { createReturnAdminService, parseReturnRequestStatus, ReturnAdminError } from '../modules/returns/index.js';
import { createSettingsService } from '../modules/settings/index.js';
import type { CliIo } from './cli-io.js';
import { storeMessageDeliverer } from './store-deliverer.js';

/** Bad usage or an unknown request: printed, and the command exits 1. */
export class ReturnsCommandError extends Error {}

const STATUS_NAMES = 'Pending|Received|ReturnAuthorized|ItemsRepaired|ItemsRefunded|RequestRejected|Cancelled';

export const RETURNS_USAGE = `  returns list [--status <status>] [--count <n>]
                                       list return requests, newest first (default 50); status: ${STATUS_NAMES}
  returns show <id>                    a return request in full: order, line, reason, action, comments, photo, staff notes
  returns set-status <id> <status> [--note <text>]
                                       move a request to a status (the customer is told by SMS/email); the note is for staff`;

function statusOf(text: string | undefined) {
  const status = text === undefined ? undefined : parseReturnRequestStatus(text);
  if (!status) throw new ReturnsCommandError(`وضعیت نادرست / Unknown status: ${text ?? ''} (${STATUS_NAMES})`);
  return status;
}

export async function returnsCommand(
  db: Db,
  io: CliIo,
  group: string,
  command: string | undefined,
  rest: string[],
): Promise<boolean> {
  if (group !== 'returns') return false;
  const clock = systemClock;
  const admin = createReturnAdminService({
    db: db.kysely,
    clock,
    settings: createSettingsService({ db: db.kysely, clock, cacheTtlMs: 0 }),
    deliverer: storeMessageDeliverer(db, io),
    log: io.err,
  });
  try {
    if (command === 'list' || command === undefined) {
      let status: ReturnType<typeof statusOf> | undefined;
      let limit = 50;
      for (let i = 0; i < rest.length; i += 2) {
        const [flag, value] = [rest[i], rest[i + 1]];
        if (flag === '--status') status = statusOf(value);
        else if (flag === '--count' && value !== undefined && /^\d{1,4}$/.test(value) && Number(value) >= 1)
          limit = Math.min(Number(value), 1000);
        else throw new ReturnsCommandError(`گزینهٔ نادرست / Bad option: ${rest.join(' ')}`);
      }
      for (const line of await admin.list({ ...(status ? { status } : {}), limit })) io.out(line);
      return true;
    }
    const [id, second, third, fourth] = rest;
    if (command === 'show' && id !== undefined && rest.length === 1) {
      for (const line of await admin.show(id)) io.out(line);
      return true;
    }
    if (command === 'set-status' && id !== undefined && (rest.length === 2 || rest.length === 4)) {
      const status = statusOf(second);
      if (rest.length === 4 && (third !== '--note' || !fourth?.trim()))
        throw new ReturnsCommandError(`گزینهٔ نادرست / Bad option: ${rest.slice(2).join(' ')}`);
      io.out(await admin.setStatus(id, status, fourth));
      return true;
    }
  } catch (error) {
    if (error instanceof ReturnAdminError) throw new ReturnsCommandError(error.message);
    throw error;
  }
  throw new ReturnsCommandError(`دستور ناشناخته / Unknown command: returns ${[command, ...rest].join(' ')}`);
}
