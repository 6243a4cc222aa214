// nopCommerce's IsDownloadAllowed plus its count check. Expiry counts from payment (from placement for a line
// activated by hand on an unpaid order); an expiry of 0 days never expires.
import { ORDER_STATUS, PAYMENT_STATUS } from '@sabad/contract';
import type { StoreSettings } from '../settings/index.js';
import { downloadMessages } from './downloads.messages.js';
import type { DownloadableLineRow } from './downloads.repository.js';

const DAY_MS = 86_400_000;

export interface DownloadState {
  allowed: boolean;
  reason: string | null;
  maxDownloads: number | null;
  downloadsLeft: number | null;
  expiresOn: string | null;
}

type Rules = Pick<StoreSettings, 'DownloadExpirationDays' | 'MaxNumberOfDownloads'>;

export function downloadStateOf(line: DownloadableLineRow, settings: Rules, now: Date): DownloadState {
  const maxDownloads =
    line.unlimited_downloads === 1 ? null : (line.max_number_of_downloads ?? settings.MaxNumberOfDownloads);
  const downloadsLeft = maxDownloads === null ? null : Math.max(0, maxDownloads - line.download_count);

  const manual = line.download_activation_type === 'manual';
  const paid = line.payment_status === PAYMENT_STATUS.Paid && line.paid_at !== null;
  const availableSince = manual
    ? line.is_download_activated === 1
      ? (line.paid_at ?? line.created_at)
      : null
    : paid
      ? line.paid_at
      : null;

  const days = line.download_expiration_days ?? settings.DownloadExpirationDays;
  const expiresOn =
    availableSince !== null && days > 0 ? new Date(Date.parse(availableSince) + days * DAY_MS).toISOString() : null;

  const refuse = (reason: string): DownloadState => ({
    allowed: false,
    reason,
    maxDownloads,
    downloadsLeft,
    expiresOn,
  });
  if (line.order_status === ORDER_STATUS.Cancelled) return refuse(downloadMessages.orderCancelled);
  if (availableSince === null)
    return refuse(manual ? downloadMessages.awaitingActivation : downloadMessages.awaitingPayment);
  if (expiresOn !== null && now.toISOString() >= expiresOn) return refuse(downloadMessages.expired);
  if (maxDownloads !== null && line.download_count >= maxDownloads)
    return refuse(downloadMessages.limitReached(maxDownloads));
  if (line.download_id === null) return refuse(downloadMessages.fileMissing);
  return { allowed: true, reason: null, maxDownloads, downloadsLeft, expiresOn };
}
