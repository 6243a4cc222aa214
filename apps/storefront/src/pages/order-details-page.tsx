import { IonButton, IonContent, IonPage } from '@ionic/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormMessage } from '../components/form-field';
import { PageHeader, defaultBackHref } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { paths } from '../config/paths';
import { useCancelOrder } from '../features/checkout/api/cancel-order';
import { useOrder } from '../features/checkout/api/get-order';
import { isChequePayment } from '../features/checkout/cheque-input';
import '../features/checkout/components/checkout.css';
import { OrderView } from '../features/checkout/components/order-view';
import { RefusalMessage } from '../features/checkout/components/refusal-message';
import { usePayOrder } from '../features/checkout/hooks/use-pay-order';
import * as fa from '../strings/fa';

/** One order (/order-details/:id): what was bought, where it goes, its statuses; pay again or cancel when allowed. */
export default function OrderDetailsPage() {
  const { id } = useParams<{ id: string }>();
  const orderId = id && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;
  const order = useOrder(orderId);
  const payOrder = usePayOrder();
  const cancel = useCancelOrder();
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  return (
    <IonPage>
      <PageHeader title={fa.pages.orderDetails} backHref={defaultBackHref} />
      <IonContent>
        {orderId === null ? (
          <p className="state-message">{fa.common.notFound}</p>
        ) : (
          <QueryState query={order}>
            {(details) => (
              <OrderView
                order={details}
                actions={
                  <div className="checkout-actions">
                    {payProblem ? <FormMessage kind="error">{payProblem}</FormMessage> : null}
                    {details.CanRePostProcessPayment ? (
                      <button
                        type="button"
                        className="form-button"
                        disabled={payOrder.isPending}
                        onClick={() => void payOrder.pay(details.Id).then(setPayProblem)}
                      >
                        {payOrder.isPending ? fa.checkout.goingToBank : fa.checkout.pay}
                      </button>
                    ) : null}
                    {isChequePayment(details.PaymentMethodSystemName) ? (
                      <IonButton expand="block" fill="outline" routerLink={paths.checkDetails.link(details.Id)}>
                        {fa.pages.checkDetails}
                      </IonButton>
                    ) : null}
                    {cancel.isSuccess ? <FormMessage kind="success">{fa.checkout.cancelled}</FormMessage> : null}
                    {cancel.error ? <RefusalMessage error={cancel.error} /> : null}
                    {details.CanCancel ? (
                      confirming ? (
                        <div className="address-card__actions" role="group" aria-label={fa.checkout.confirmCancel}>
                          <span>{fa.checkout.confirmCancel}</span>
                          <button
                            type="button"
                            className="form-button"
                            disabled={cancel.isPending}
                            onClick={() => cancel.mutate(details.Id, { onSettled: () => setConfirming(false) })}
                          >
                            {fa.checkout.confirmCancelYes}
                          </button>
                          <button
                            type="button"
                            className="form-button form-button--secondary"
                            onClick={() => setConfirming(false)}
                          >
                            {fa.checkout.confirmCancelNo}
                          </button>
                        </div>
                      ) : (
                        <button
                          type="button"
                          className="form-button form-button--secondary"
                          onClick={() => setConfirming(true)}
                        >
                          {fa.checkout.cancelOrder}
                        </button>
                      )
                    ) : null}
                  </div>
                }
              />
            )}
          </QueryState>
        )}
      </IonContent>
    </IonPage>
  );
}
