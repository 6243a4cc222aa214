// Anyone but the shopper who placed the order gets the same 404 as for no such line.
import type { Kysely } from 'kysely';
import { toPersianDigits, type DownloadableProductList } from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import { forbidden, notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Identity } from '../../plugins/identity.js';
import { createGuestCustomers } from '../customers/index.js';
import type { SettingsService } from '../settings/index.js';
import { downloadStateOf } from './download-rules.js';
import { downloadAdminMessages, downloadMessages } from './downloads.messages.js';
import * as repo from './downloads.repository.js';

const guestCustomers = createGuestCustomers();

export interface DownloadedFile {
  contentType: string;
  fileName: string;
  bytes: Buffer;
}

export interface DownloadsService {
  list(customer: CustomerRow): Promise<DownloadableProductList>;
  /** `count` false answers the same without counting (a HEAD request fetches no file). */
  download(
    identity: Identity,
    orderItemGuid: string,
    options: { agree: boolean; count: boolean },
  ): Promise<DownloadedFile>;
}

export function createDownloadsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
}): DownloadsService {
  const { db, clock } = deps;

  async function shopperId(identity: Identity): Promise<number | null> {
    if (identity.customer) return identity.customer.id;
    if (identity.guestId) return (await guestCustomers.findId(db, identity.guestId)) ?? null;
    return null;
  }

  return {
    async list(customer) {
      const [settings, lines] = await Promise.all([
        deps.settings.get(),
        repo.listDownloadableLinesOfCustomer(db, customer.id),
      ]);
      const now = clock.now();
      return {
        Items: lines.map((line) => {
          const state = downloadStateOf(line, settings, now);
          return {
            OrderItemGuid: line.order_item_guid,
            OrderId: line.order_id,
            CustomOrderNumber: toPersianDigits(line.custom_order_number),
            ProductId: line.product_id,
            ProductName: line.product_name,
            CreatedOn: line.created_at,
            DownloadsLeft: state.downloadsLeft,
            ExpiresOn: state.expiresOn,
            IsDownloadAllowed: state.allowed,
            UnavailableReason: state.reason,
            HasUserAgreement: line.has_user_agreement === 1,
            UserAgreementText: line.has_user_agreement === 1 ? line.user_agreement_text : '',
          };
        }),
        CustomProperties: {},
      };
    },

    async download(identity, orderItemGuid, { agree, count }) {
      const customerId = await shopperId(identity);
      const line = customerId === null ? undefined : await repo.findDownloadableLineByGuid(db, orderItemGuid);
      if (!line || line.customer_id !== customerId) throw notFound(downloadMessages.notFound);
      const state = downloadStateOf(line, await deps.settings.get(), clock.now());
      if (!state.allowed || line.download_id === null) {
        throw unprocessable(state.reason ?? downloadMessages.fileMissing);
      }
      // The agreement's text rides in Errors, so an app that did not show it yet can show it and ask again.
      if (line.has_user_agreement === 1 && !agree) {
        throw forbidden(downloadMessages.agreementRequired, [line.user_agreement_text]);
      }
      const file = await repo.findDownloadFile(db, line.download_id);
      if (!file) throw unprocessable(downloadMessages.fileMissing);
      if (count && !(await repo.countDownload(db, line.id, state.maxDownloads))) {
        // A parallel download took the last one between the check above and now.
        throw unprocessable(downloadMessages.limitReached(state.maxDownloads ?? 0));
      }
      return { contentType: file.content_type, fileName: `${file.file_name}${file.extension}`, bytes: file.data };
    },
  };
}

export class DownloadAdminError extends Error {}

export interface DownloadAdmin {
  list(limit: number): Promise<string[]>;
  setActivation(orderItemId: string, activated: boolean): Promise<{ changed: boolean; line: string }>;
}

export function createDownloadAdmin(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
}): DownloadAdmin {
  const { db } = deps;
  return {
    async list(limit) {
      const [settings, lines] = await Promise.all([deps.settings.get(), repo.listLatestDownloadableLines(db, limit)]);
      if (lines.length === 0) return [downloadAdminMessages.none];
      const now = deps.clock.now();
      return lines.map((line) => {
        const state = downloadStateOf(line, settings, now);
        const activation =
          line.download_activation_type === 'manual'
            ? `manual (${line.is_download_activated === 1 ? 'activated' : 'not activated'})`
            : 'on payment';
        return [
          `#${line.id}`,
          line.custom_order_number,
          line.product_name,
          activation,
          `downloads ${line.download_count}/${state.maxDownloads ?? '∞'}`,
          state.allowed ? 'available' : `unavailable: ${state.reason ?? ''}`,
        ].join('\t');
      });
    },

    async setActivation(orderItemId, activated) {
      const id = /^\d{1,9}$/.test(orderItemId.trim()) ? Number(orderItemId.trim()) : null;
      const line = id === null ? undefined : await repo.findOrderLineForActivation(db, id);
      if (!line) throw new DownloadAdminError(downloadAdminMessages.itemNotFound(orderItemId));
      if (line.is_download !== 1) throw new DownloadAdminError(downloadAdminMessages.notDownloadable(line.id));
      if (line.download_activation_type !== 'manual') {
        throw new DownloadAdminError(downloadAdminMessages.activatedOnPayment(line.id));
      }
      if (!(await repo.setDownloadActivated(db, line.id, activated))) {
        return { changed: false, line: downloadAdminMessages.unchanged(line.id, activated) };
      }
      const message = activated ? downloadAdminMessages.activated : downloadAdminMessages.deactivated;
      return { changed: true, line: message(line.id, line.product_name, line.custom_order_number) };
    },
  };
}
