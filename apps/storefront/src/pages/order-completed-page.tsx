import { IonContent, IonPage } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { orderIdParam } from '@/features/checkout/api/get-order';
import { usePaymentResult } from '@/features/checkout/api/get-payment-result';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import * as fa from '@/strings/fa';

/** Where an order paid on delivery or by cheques lands once placed; online payments end on payment-result. */
export default function OrderCompletedPage() {
  const { id } = useParams();
  const orderId = orderIdParam(id);
  const result = usePaymentResult(orderId);

  return (
    <IonPage>
      <PageHeader title={fa.pages.orderCompleted} backHref={defaultBackHref} />
      <IonContent className="ion-padding">
        {orderId === null ? (
          <p className="state-message">{fa.common.notFound}</p>
        ) : (
          <QueryState query={result}>{({ Result }) => <OrderConfirmation result={Result} />}</QueryState>
        )}
      </IonContent>
    </IonPage>
  );
}
