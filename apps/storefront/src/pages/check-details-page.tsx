import { IonButton, IonContent, IonPage } from '@ionic/react';
import { FormMessage } from '@/components/form-field';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useCheques } from '@/features/checkout/api/get-cheques';
import { usePaymentResult } from '@/features/checkout/api/get-payment-result';
import { ChequeForm } from '@/features/checkout/components/cheque-form';
import { ChequeList } from '@/features/checkout/components/cheque-list';
import '@/features/checkout/components/checkout.css';
import { QrTextScan } from '@/features/scanner/components/qr-text-scan';
import { usePageQuery } from '@/lib/use-page-query';
import * as fa from '@/strings/fa';

const orderIdOf = (query: URLSearchParams) => {
  const id = Number(query.get('orderId'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** A placed order's cheques (?orderId=): the store's instructions and each cheque's status; new ones once the store rejected some. */
export default function CheckDetailsPage() {
  const orderId = orderIdOf(usePageQuery(paths.checkDetails.pattern));
  const cheques = useCheques(orderId);
  const order = usePaymentResult(orderId);

  return (
    <IonPage>
      <PageHeader title={fa.pages.checkDetails} backHref={defaultBackHref} />
      <IonContent>
        {orderId === null ? (
          <p className="state-message">{fa.common.notFound}</p>
        ) : (
          <QueryState query={cheques}>
            {({ Result: result }) => {
              const rejected = result.Checks.some((cheque) => cheque.Status === 'rejected');
              return (
                <div className="checkout-step content-narrow">
                  {order.data ? (
                    <p className="order-confirmation__number">
                      {fa.checkout.orderNumberLabel}: <bdi dir="ltr">{order.data.Result.CustomOrderNumber}</bdi>
                    </p>
                  ) : null}
                  {rejected ? <FormMessage kind="error">{fa.checkout.rejectedChequesHint}</FormMessage> : null}
                  <ChequeList cheques={result} />
                  {!result.Accpted ? (
                    <ChequeForm
                      orderId={orderId}
                      renderScan={(onScannedText) => (
                        <QrTextScan
                          label={fa.checkout.scanChequeQr}
                          pictureLabel={fa.checkout.chequeQrPicture}
                          onText={onScannedText}
                        />
                      )}
                    />
                  ) : null}
                  <IonButton expand="block" fill="outline" routerLink={paths.orderDetails.link(orderId)}>
                    {fa.checkout.viewOrder}
                  </IonButton>
                </div>
              );
            }}
          </QueryState>
        )}
      </IonContent>
    </IonPage>
  );
}
