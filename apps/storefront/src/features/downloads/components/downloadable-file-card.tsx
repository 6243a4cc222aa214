import type { DownloadableProduct } from '@sabad/contract';
import { IonIcon } from '@ionic/react';
import { cloudDownloadOutline } from 'ionicons/icons';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { formatJalaliDate, formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';

interface DownloadableFileCardProps {
  item: DownloadableProduct;
  busy: boolean;
  onDownload: (item: DownloadableProduct) => void;
}

export function DownloadableFileCard({ item, busy, onDownload }: DownloadableFileCardProps) {
  return (
    <li className="download-card">
      <div className="download-card__body">
        <span className="download-card__name">{item.ProductName}</span>
        <AppLink to={paths.orderDetails.link(item.OrderId)} className="download-card__order">
          {fa.downloads.orderNumber(item.CustomOrderNumber)}
        </AppLink>
        <span className="download-card__meta">{fa.downloads.orderedOn(formatJalaliDate(item.CreatedOn))}</span>
        <span className="download-card__meta">
          {item.DownloadsLeft === null
            ? fa.downloads.unlimited
            : fa.downloads.downloadsLeft(formatNumber(item.DownloadsLeft))}
        </span>
        <span className="download-card__meta">
          {item.ExpiresOn === null
            ? fa.downloads.neverExpires
            : fa.downloads.expiresOn(formatJalaliDate(item.ExpiresOn))}
        </span>
        {item.UnavailableReason ? <span className="download-card__reason">{item.UnavailableReason}</span> : null}
      </div>
      {item.IsDownloadAllowed ? (
        <button
          type="button"
          className="form-button download-card__button"
          aria-label={fa.downloads.downloadNamed(item.ProductName)}
          disabled={busy}
          onClick={() => onDownload(item)}
        >
          <IonIcon icon={cloudDownloadOutline} aria-hidden="true" />
          <span>{busy ? fa.downloads.downloading : fa.downloads.download}</span>
        </button>
      ) : null}
    </li>
  );
}
