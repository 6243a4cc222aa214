import { IonButton, IonContent, IonIcon, IonPage } from '@ionic/react';
import { checkmarkCircleOutline, closeCircleOutline } from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { PageHeader, defaultBackHref } from '../components/page-header';
import { paths } from '../config/paths';
import { toPersianDigits } from '../lib/format';
import * as fa from '../strings/fa';

/** Shows the gateway's answer as the payment-result link carries it (success, message, orderId). */
export default function PaymentResultPage() {
  const params = new URLSearchParams(useLocation().search);
  const success = params.get('success') === 'true';
  const message = params.get('message');
  const orderId = params.get('orderId');
  return (
    <IonPage>
      <PageHeader title={fa.paymentResult.title} backHref={defaultBackHref} />
      <IonContent className="ion-padding">
        <div className="state-message" role="status">
          <IonIcon
            icon={success ? checkmarkCircleOutline : closeCircleOutline}
            color={success ? 'success' : 'danger'}
            className="state-icon"
            aria-hidden="true"
          />
          <p>{success ? fa.paymentResult.success : fa.paymentResult.failure}</p>
          {message ? <p>{message}</p> : null}
          {orderId ? <p>{fa.paymentResult.orderNumber(toPersianDigits(orderId))}</p> : null}
          <IonButton routerLink={paths.tabsHome.link()} routerDirection="root">
            {fa.common.goHome}
          </IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
