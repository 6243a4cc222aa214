/**
 * `downloads list|activate|deactivate`: the store's side of downloadable products. A product
 * activated manually (download_activation_type 'manual') is downloadable only once the store
 * activates its order line; `downloads list` shows the lines with their ids.
 */
import type { Db } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { createDownloadAdmin, DownloadAdminError } from '../modules/downloads/index.js';
import { createSettingsService } from '../modules/settings/index.js';
import type { CliIo } from './cli-io.js';

/** Bad usage or an order line that cannot be activated: printed, and the command exits 1. */
export class DownloadsCommandError extends Error {}

export const DOWNLOADS_USAGE = `  downloads list [count]               the latest downloadable order lines (default 50): id, order, product, activation, downloads
  downloads activate <orderItemId>     make a manually activated product's order line downloadable
  downloads deactivate <orderItemId>   take that back`;

export async function downloadsCommand(
  db: Db,
  io: CliIo,
  group: string,
  command: string | undefined,
  rest: string[],
): Promise<boolean> {
  if (group !== 'downloads') return false;
  const admin = createDownloadAdmin({
    db: db.kysely,
    clock: systemClock,
    settings: createSettingsService({ db: db.kysely, clock: systemClock, cacheTtlMs: 0 }),
  });
  const [first] = rest;
  try {
    if (command === 'list' && rest.length <= 1) {
      const count = first === undefined ? 50 : Number(first);
      if (!Number.isInteger(count) || count < 1 || count > 1000) {
        throw new DownloadsCommandError(
          'تعداد باید عددی بین ۱ و ۱۰۰۰ باشد. / The count must be a whole number from 1 to 1000.',
        );
      }
      for (const line of await admin.list(count)) io.out(line);
      return true;
    }
    if ((command === 'activate' || command === 'deactivate') && first !== undefined && rest.length === 1) {
      io.out(await admin.setActivation(first, command === 'activate'));
      return true;
    }
  } catch (error) {
    if (error instanceof DownloadAdminError) throw new DownloadsCommandError(error.message);
    throw error;
  }
  throw new DownloadsCommandError(
    `دستور نادرست / Bad command: downloads ${[command, ...rest].filter(Boolean).join(' ')}\n${DOWNLOADS_USAGE}`,
  );
}
