import { IonButton, IonContent, IonIcon, IonPage } from '@ionic/react';
import { PAYMENT_STATUS } from '@sabad/contract/constants';
import { checkmarkCircleOutline, closeCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { FormMessage } from '@/components/form-field';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/checkout/api/get-order';
import '@/features/checkout/components/checkout.css';
import { usePayOrder } from '@/features/checkout/hooks/use-pay-order';
import { toPersianDigits } from '@/lib/format';
import { usePageQuery } from '@/lib/use-page-query';
import * as fa from '@/strings/fa';

function Outcome({ paid }: { paid: boolean }) {
  return (
    <>
      <IonIcon
        icon={paid ? checkmarkCircleOutline : closeCircleOutline}
        color={paid ? 'success' : 'danger'}
        className="state-icon"
        aria-hidden="true"
      />
      <p>{paid ? fa.paymentResult.success : fa.paymentResult.failure}</p>
    </>
  );
}

/**
 * Where the gateway sends the shopper back (`?success=…&message=…&orderId=…`, or the app's deep link).
 * The link proves nothing: the outcome shown is the order's payment status read again from the server;
 * the gateway's message is shown as text, never as HTML.
 */
export default function PaymentResultPage() {
  const params = usePageQuery(paths.paymentResult.pattern);
  const message = params.get('message');
  const orderIdText = params.get('orderId');
  const orderId = orderIdText && /^\d+$/.test(orderIdText) && Number(orderIdText) > 0 ? Number(orderIdText) : null;
  const order = useOrder(orderId);
  const payOrder = usePayOrder();
  const [payProblem, setPayProblem] = useState<string | null>(null);

  const gatewayMessage = message ? (
    <p>
      {fa.checkout.gatewayMessage}: {message}
    </p>
  ) : null;

  return (
    <IonPage>
      <PageHeader title={fa.paymentResult.title} backHref={defaultBackHref} />
      <IonContent className="ion-padding">
        {orderId === null ? (
          <div className="state-message" role="status">
            <Outcome paid={false} />
            {gatewayMessage}
          </div>
        ) : (
          <QueryState query={order}>
            {(details) => {
              const paid = details.PaymentStatusValue === PAYMENT_STATUS.Paid;
              return (
                <div className="state-message" role="status">
                  <Outcome paid={paid} />
                  <p>{fa.paymentResult.orderNumber(toPersianDigits(details.CustomOrderNumber))}</p>
                  <p>
                    {fa.checkout.paymentStatus}: {details.PaymentStatus}
                  </p>
                  {gatewayMessage}
                  {payProblem ? <FormMessage kind="error">{payProblem}</FormMessage> : null}
                  {details.CanRePostProcessPayment ? (
                    <IonButton
                      disabled={payOrder.isPending}
                      onClick={() => void payOrder.pay(details.Id).then(setPayProblem)}
                    >
                      {payOrder.isPending ? fa.checkout.goingToBank : fa.checkout.payAgain}
                    </IonButton>
                  ) : null}
                  <IonButton fill="outline" routerLink={paths.orderDetails.link(details.Id)}>
                    {fa.checkout.viewOrder}
                  </IonButton>
                </div>
              );
            }}
          </QueryState>
        )}
        <div className="state-message">
          <IonButton fill="clear" routerLink={paths.tabsHome.link()} routerDirection="root">
            {fa.common.goHome}
          </IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
