import type { CustomerReturnRequest } from '@sabad/contract';
import { formatJalaliDate, formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import './returns.css';

export function ReturnRequestList({ requests }: { requests: CustomerReturnRequest[] }) {
  return (
    <ul className="return-list" aria-label={fa.returns.listLabel}>
      {requests.map((request) => (
        <li key={request.Id} className="return-card">
          <h2 className="return-card__head">
            <span>{fa.returns.requestNumber(request.CustomNumber)}</span>
            <span className="return-card__date">{fa.returns.createdOn(formatJalaliDate(request.CreatedOn))}</span>
          </h2>
          <p className="return-card__product">
            {request.ProductName}
            {request.AttributeInfo ? <span className="return-line__note">{request.AttributeInfo}</span> : null}
            <span className="return-line__note">{fa.returns.ofOrder(request.CustomOrderNumber)}</span>
          </p>
          <dl className="return-card__facts">
            <dt>{fa.returns.status}</dt>
            <dd>{request.ReturnRequestStatus}</dd>
            <dt>{fa.returns.quantity}</dt>
            <dd>{formatNumber(request.Quantity)}</dd>
            <dt>{fa.returns.reasonLabel}</dt>
            <dd>{request.ReturnReason}</dd>
            <dt>{fa.returns.actionLabel}</dt>
            <dd>{request.ReturnAction}</dd>
            {request.Comments ? (
              <>
                <dt>{fa.returns.commentsLabel}</dt>
                <dd>{request.Comments}</dd>
              </>
            ) : null}
          </dl>
          {request.UploadedPictureUrl ? (
            <img
              className="return-card__photo"
              src={request.UploadedPictureUrl}
              alt={fa.returns.photoOf(request.ProductName)}
              loading="lazy"
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
