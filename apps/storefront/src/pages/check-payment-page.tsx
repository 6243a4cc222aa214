import { IonContent, IonPage } from '@ionic/react';
import { useCheckoutNeedsCart } from '@/app/use-checkout-needs-cart';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useCheques } from '@/features/checkout/api/get-cheques';
import { useRemoveCheque } from '@/features/checkout/api/remove-cheque';
import { ChequeForm } from '@/features/checkout/components/cheque-form';
import { ChequeList } from '@/features/checkout/components/cheque-list';
import { RefusalMessage } from '@/features/checkout/components/refusal-message';
import { StepBackButton } from '@/features/checkout/components/step-back-button';
import { useCheckoutSteps } from '@/features/checkout/hooks/use-checkout-steps';

import '@/features/checkout/components/checkout.css';
import { QrTextScan } from '@/features/scanner/components/qr-text-scan';
import * as fa from '@/strings/fa';

/** Paying by Sayadi cheques: the shopper registers cheques until they cover the order, then reviews it. */
export default function CheckPaymentPage() {
  useCheckoutNeedsCart();
  const steps = useCheckoutSteps();
  const cheques = useCheques(null);
  const remove = useRemoveCheque(null);

  return (
    <IonPage>
      <PageHeader title={fa.pages.checkPayment} backButton={<StepBackButton to={paths.payment.link()} />} />
      <IonContent>
        <QueryState query={cheques}>
          {({ Result: result }) => (
            <div className="checkout-step content-narrow">
              <ChequeList
                cheques={result}
                onRemove={(id) => remove.mutate(id)}
                removingId={remove.isPending ? (remove.variables ?? null) : null}
              />
              {remove.error ? <RefusalMessage error={remove.error} /> : null}
              <ChequeForm
                orderId={null}
                renderScan={(onScannedText) => (
                  <QrTextScan
                    label={fa.checkout.scanChequeQr}
                    pictureLabel={fa.checkout.chequeQrPicture}
                    onText={onScannedText}
                  />
                )}
              />
              <div className="checkout-actions">
                <button
                  type="button"
                  className="form-button"
                  disabled={!result.Accpted}
                  onClick={() => steps.forward(paths.cartReview.link())}
                >
                  {fa.checkout.continue}
                </button>
              </div>
            </div>
          )}
        </QueryState>
      </IonContent>
    </IonPage>
  );
}
