import { IonButton, IonContent, IonIcon, IonPage } from '@ionic/react';
import { closeCircleOutline } from 'ionicons/icons';
import { useState, type ReactNode } from 'react';
import { FormMessage } from '@/components/form-field';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { usePaymentResult } from '@/features/checkout/api/get-payment-result';
import '@/features/checkout/components/checkout.css';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { usePayOrder } from '@/features/checkout/hooks/use-pay-order';
import { formatJalaliDateTime } from '@/lib/format';
import { usePageQuery } from '@/lib/use-page-query';
import * as fa from '@/strings/fa';

function NotPaid({ children }: { children: ReactNode }) {
  return (
    <div className="state-message" role="status">
      <IonIcon icon={closeCircleOutline} color="danger" className="state-icon" aria-hidden="true" />
      <p>{fa.paymentResult.failure}</p>
      {children}
    </div>
  );
}

/**
 * Where the gateway sends the shopper back (`?success=…&message=…&orderId=…`, or the app's deep link). The link
 * proves nothing and anyone can write one: only its orderId is read, and everything shown is the server's answer
 * about that order's payment (`GET orders/paymentresult/{orderId}`).
 */
export default function PaymentResultPage() {
  const orderIdText = usePageQuery(paths.paymentResult.pattern).get('orderId');
  const orderId = orderIdText && /^\d+$/.test(orderIdText) && Number(orderIdText) > 0 ? Number(orderIdText) : null;
  const result = usePaymentResult(orderId);
  const payOrder = usePayOrder();
  const [payProblem, setPayProblem] = useState<string | null>(null);

  return (
    <IonPage>
      <PageHeader title={fa.paymentResult.title} backHref={defaultBackHref} />
      <IonContent className="ion-padding">
        {orderId === null ? (
          <NotPaid>
            <p>{fa.checkout.paymentUnknown}</p>
          </NotPaid>
        ) : (
          <QueryState query={result}>
            {({ Result: payment }) =>
              payment.Paid ? (
                <OrderConfirmation result={payment} />
              ) : (
                <NotPaid>
                  <p>
                    {fa.checkout.orderNumberLabel}: <bdi dir="ltr">{payment.CustomOrderNumber}</bdi>
                  </p>
                  {payment.Message ? <p>{payment.Message}</p> : null}
                  {payment.HoldExpiresOn ? (
                    <p>{fa.checkout.holdUntil(formatJalaliDateTime(payment.HoldExpiresOn))}</p>
                  ) : null}
                  {payProblem ? <FormMessage kind="error">{payProblem}</FormMessage> : null}
                  {payment.CanRePostProcessPayment ? (
                    <IonButton
                      disabled={payOrder.isPending}
                      onClick={() => void payOrder.pay(payment.OrderId).then(setPayProblem)}
                    >
                      {payOrder.isPending ? fa.checkout.goingToBank : fa.checkout.payAgain}
                    </IonButton>
                  ) : null}
                  <IonButton fill="outline" routerLink={paths.orderDetails.link(payment.OrderId)}>
                    {fa.checkout.viewOrder}
                  </IonButton>
                  <IonButton fill="clear" routerLink={paths.tabsHome.link()} routerDirection="root">
                    {fa.common.goHome}
                  </IonButton>
                </NotPaid>
              )
            }
          </QueryState>
        )}
      </IonContent>
    </IonPage>
  );
}
