import { IonContent, IonPage } from '@ionic/react';
import { useState } from 'react';
import { useCheckoutNeedsCart } from '@/app/use-checkout-needs-cart';
import { FormMessage } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useApplyPaymentMethod } from '@/features/checkout/api/apply-payment-method';
import { usePaymentMethods } from '@/features/checkout/api/get-payment-methods';
import { isChequePayment } from '@/features/checkout/cheque-input';
import { CheckoutWarnings } from '@/features/checkout/components/checkout-warnings';
import { PaymentMethodList } from '@/features/checkout/components/payment-method-list';
import { RefusalMessage } from '@/features/checkout/components/refusal-message';
import { StepBackButton } from '@/features/checkout/components/step-back-button';
import { useCheckoutSteps } from '@/features/checkout/hooks/use-checkout-steps';

import '@/features/checkout/components/checkout.css';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';

/** The payment method, and reward points when the store lets them pay part of the order; cheques continue on check-payment. */
export default function PaymentPage() {
  useCheckoutNeedsCart();
  const steps = useCheckoutSteps();
  const methods = usePaymentMethods();
  const apply = useApplyPaymentMethod();
  const [chosen, setChosen] = useState<string | null>(null);
  const [usePoints, setUsePoints] = useState<boolean | null>(null);
  const [notChosen, setNotChosen] = useState(false);

  return (
    <IonPage>
      <PageHeader title={fa.pages.payment} backButton={<StepBackButton to={paths.shipping.link()} />} />
      <IonContent>
        <QueryState query={methods}>
          {(list) => {
            const selected =
              chosen ?? list.PaymentMethods.find((method) => method.Selected)?.PaymentMethodSystemName ?? null;
            const useRewardPoints = list.DisplayRewardPoints && (usePoints ?? list.UseRewardPoints);
            const next = () => {
              if (selected === null) return setNotChosen(true);
              apply.mutate(
                { systemName: selected, useRewardPoints },
                {
                  onSuccess: () =>
                    steps.forward(isChequePayment(selected) ? paths.checkPayment.link() : paths.cartReview.link()),
                },
              );
            };
            return (
              <div className="checkout-step content-narrow">
                <section className="checkout-section payment-amount" aria-label={fa.checkout.amountToPay}>
                  <p>
                    {fa.checkout.amountToPay}: <strong>{list.OrderTotal}</strong>
                  </p>
                  {useRewardPoints ? (
                    <p className="choice-card__note">{fa.checkout.amountWithPoints(list.OrderTotalWithRewardPoints)}</p>
                  ) : null}
                </section>
                {list.PaymentMethods.length === 0 ? (
                  <p>{fa.checkout.noPaymentMethods}</p>
                ) : (
                  <PaymentMethodList
                    methods={list.PaymentMethods}
                    selected={selected}
                    onSelect={(systemName) => {
                      setNotChosen(false);
                      setChosen(systemName);
                    }}
                  />
                )}
                <CheckoutWarnings warnings={list.Warnings} title={fa.checkout.methodsNotOffered} />
                {list.DisplayRewardPoints ? (
                  <label className="form-check checkout-section">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={useRewardPoints}
                      onChange={(event) => setUsePoints(event.target.checked)}
                    />
                    <span className="choice-card__body">
                      <span>{fa.checkout.useRewardPoints}</span>
                      <span className="choice-card__note">
                        {fa.checkout.rewardPointsBalance(
                          formatNumber(list.RewardPointsBalance),
                          list.RewardPointsAmount,
                        )}
                      </span>
                    </span>
                  </label>
                ) : null}
                {notChosen ? <FormMessage kind="error">{fa.checkout.choosePaymentMethod}</FormMessage> : null}
                {apply.error ? <RefusalMessage error={apply.error} /> : null}
                <div className="checkout-actions">
                  <button
                    type="button"
                    className="form-button"
                    disabled={apply.isPending}
                    aria-busy={apply.isPending || undefined}
                    onClick={next}
                  >
                    {fa.checkout.continue}
                  </button>
                </div>
              </div>
            );
          }}
        </QueryState>
      </IonContent>
    </IonPage>
  );
}
