import { IonButton, IonIcon } from '@ionic/react';
import type { PaymentResultResponse } from '@sabad/contract';
import { checkmarkCircleOutline } from 'ionicons/icons';
import { paths } from '@/config/paths';
import * as fa from '@/strings/fa';
import { isChequePayment } from '@/features/checkout/cheque-input';
import './checkout.css';

type PaymentResult = PaymentResultResponse['Result'];

/** The contract's PAYMENT_METHOD.CashOnDelivery, without bringing zod into this page's chunk. */
const CASH_ON_DELIVERY = 'Payments.CashOnDelivery';

function NextStep({ result }: { result: PaymentResult }) {
  if (result.Paid) {
    return (
      <>
        <p>{fa.checkout.nextPaid}</p>
        {result.Message ? <p className="choice-card__note">{result.Message}</p> : null}
      </>
    );
  }
  if (isChequePayment(result.PaymentMethodSystemName)) {
    return (
      <>
        <p>{fa.checkout.nextCheques}</p>
        <IonButton fill="outline" routerLink={paths.checkDetails.link(result.OrderId)}>
          {fa.checkout.viewCheques}
        </IonButton>
      </>
    );
  }
  if (result.PaymentMethodSystemName === CASH_ON_DELIVERY) return <p>{fa.checkout.nextOnDelivery}</p>;
  // An online payment not made yet: its result page says why and until when, and offers to pay.
  return (
    <>
      <p>{fa.checkout.paymentResultUnpaid}</p>
      <IonButton fill="outline" routerLink={paths.paymentResult.link({ orderId: String(result.OrderId) })}>
        {fa.checkout.pay}
      </IonButton>
    </>
  );
}

/** «سفارش شما ثبت شد»: where every way of paying ends, once the order is placed (and paid, when paid online). */
export function OrderConfirmation({ result }: { result: PaymentResult }) {
  return (
    <div className="state-message order-confirmation" role="status">
      <IonIcon icon={checkmarkCircleOutline} color="success" className="state-icon" aria-hidden="true" />
      <h2>{fa.checkout.orderPlaced}</h2>
      <p className="order-confirmation__number">
        {fa.checkout.orderNumberLabel}: <bdi dir="ltr">{result.CustomOrderNumber}</bdi>
      </p>
      <NextStep result={result} />
      <IonButton routerLink={paths.orderDetails.link(result.OrderId)}>{fa.checkout.viewOrder}</IonButton>
      <IonButton fill="clear" routerLink={paths.tabsHome.link()} routerDirection="root">
        {fa.common.goHome}
      </IonButton>
    </div>
  );
}
