import type { RecurringOrder } from '@sabad/contract';
import { useState } from 'react';
import { FormMessage } from '@/components/form-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatJalaliDate, toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';
import { useCancelRecurringOrder } from '@/features/recurring/api/cancel-recurring-order';
import './recurring.css';

export function RecurringOrdersSection({
  recurringOrders,
  errors,
}: {
  recurringOrders: RecurringOrder[];
  errors: string[];
}) {
  if (recurringOrders.length === 0 && errors.length === 0) return null;
  return (
    <section className="recurring-orders" aria-labelledby="recurring-orders-title">
      <h2 id="recurring-orders-title" className="recurring-orders__title">
        {fa.recurring.title}
      </h2>
      {errors.length > 0 ? (
        <ul className="recurring-orders__errors" role="alert" aria-label={fa.recurring.errorsLabel}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      <ul className="recurring-orders__list">
        {recurringOrders.map((order) => (
          <li key={order.Id}>
            <RecurringOrderCard order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecurringOrderCard({ order }: { order: RecurringOrder }) {
  const cancel = useCancelRecurringOrder();
  const [confirming, setConfirming] = useState(false);
  const title = fa.recurring.initialOrder(order.InitialOrderNumber);
  return (
    <article className="recurring-card" aria-label={title}>
      <p className="recurring-card__head">
        <strong>{title}</strong>
        <span className="recurring-card__status">{order.Status}</span>
      </p>
      <dl className="recurring-card__facts">
        <dt>{fa.recurring.cycle}</dt>
        <dd>{order.CycleInfo}</dd>
        <dt>{fa.recurring.startDate}</dt>
        <dd>
          <time dateTime={order.StartDate}>{formatJalaliDate(order.StartDate)}</time>
        </dd>
        {order.NextPayment ? (
          <>
            <dt>{fa.recurring.nextPayment}</dt>
            <dd>
              <time dateTime={order.NextPayment}>{formatJalaliDate(order.NextPayment)}</time>
            </dd>
          </>
        ) : null}
        <dt>{fa.recurring.cyclesRemaining}</dt>
        <dd>{fa.recurring.ofTotal(toPersianDigits(order.CyclesRemaining), toPersianDigits(order.TotalCycles))}</dd>
      </dl>
      {cancel.isSuccess ? <FormMessage kind="success">{fa.recurring.cancelled}</FormMessage> : null}
      {cancel.error ? <FormMessage kind="error">{apiErrorMessage(cancel.error)}</FormMessage> : null}
      {order.CanCancel ? (
        confirming ? (
          <div className="recurring-card__confirm" role="group" aria-label={fa.recurring.confirmCancel}>
            <span>{fa.recurring.confirmCancel}</span>
            <button
              type="button"
              className="form-button"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(order.Id, { onSettled: () => setConfirming(false) })}
            >
              {cancel.isPending ? fa.recurring.cancelling : fa.recurring.confirmCancelYes}
            </button>
            <button type="button" className="form-button form-button--secondary" onClick={() => setConfirming(false)}>
              {fa.recurring.confirmCancelNo}
            </button>
          </div>
        ) : (
          <button type="button" className="form-button form-button--secondary" onClick={() => setConfirming(true)}>
            {fa.recurring.cancel}
          </button>
        )
      ) : null}
    </article>
  );
}
