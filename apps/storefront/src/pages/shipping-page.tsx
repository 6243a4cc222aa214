import { IonContent, IonPage } from '@ionic/react';
import { useCallback, useEffect, useState } from 'react';
import { useCheckoutNeedsCart } from '@/app/use-checkout-needs-cart';
import { FormMessage } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useApplyShippingMethod } from '@/features/checkout/api/apply-shipping-method';
import { useDeliveryDateTimes } from '@/features/checkout/api/get-delivery-date-times';
import { useShippingMethods } from '@/features/checkout/api/get-shipping-methods';
import { useSelectDeliveryDateTime } from '@/features/checkout/api/select-delivery-date-time';
import { CheckoutWarnings } from '@/features/checkout/components/checkout-warnings';
import {
  DeliverySlotPicker,
  heldSlot,
  slotKey,
  type ChosenSlot,
} from '@/features/checkout/components/delivery-slot-picker';
import { RefusalMessage } from '@/features/checkout/components/refusal-message';
import { ShippingMethodList } from '@/features/checkout/components/shipping-method-list';
import { StepBackButton } from '@/features/checkout/components/step-back-button';
import { useCheckoutSteps } from '@/features/checkout/hooks/use-checkout-steps';

import '@/features/checkout/components/checkout.css';
import * as fa from '@/strings/fa';

/** The courier's days and time ranges; choosing one holds it on the server, which refuses a full one. */
function DeliverySlots({ shippingMethod, onHeld }: { shippingMethod: string; onHeld: (held: boolean) => void }) {
  const times = useDeliveryDateTimes(shippingMethod);
  const select = useSelectDeliveryDateTime(shippingMethod);
  const [chosen, setChosen] = useState<string | null>(null);
  const answer = times.data;
  useEffect(() => {
    if (answer) onHeld(answer.Result.IsDisabled || heldSlot(answer.Result.AvailableDeliveryDateTimesTable) !== null);
  }, [answer, onHeld]);

  if (times.isPending) return <PageSpinner />;
  if (times.isError) return <RefusalMessage error={times.error} />;
  const { Result: table, Message: message } = times.data;
  if (table.IsDisabled) return null;
  const held = chosen ?? heldSlot(table.AvailableDeliveryDateTimesTable);

  const choose = ({ day, rangeId }: ChosenSlot) => {
    const key = slotKey(day.DeliveryDateOnUtc, rangeId);
    setChosen(key);
    onHeld(false);
    select.mutate(
      { DeliveryDate: day.DeliveryDateOnUtc.slice(0, 10), AvailableDeliveryTimeRangeId: rangeId },
      {
        onSuccess: () => onHeld(true),
        onError: () => setChosen(''),
      },
    );
  };

  return (
    <section className="checkout-section" aria-label={fa.checkout.deliverySlots}>
      {message && !times.data.Success ? <FormMessage kind="error">{message}</FormMessage> : null}
      <DeliverySlotPicker
        days={table.AvailableDeliveryDateTimesTable}
        selected={held}
        disabled={select.isPending}
        onSelect={choose}
      />
      {select.error ? <RefusalMessage error={select.error} /> : null}
    </section>
  );
}

export default function ShippingPage() {
  useCheckoutNeedsCart();
  const steps = useCheckoutSteps();
  const methods = useShippingMethods();
  const apply = useApplyShippingMethod();
  const [chosen, setChosen] = useState<string | null>(null);
  const [slotHeld, setSlotHeld] = useState<boolean | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const slotChanged = useCallback((held: boolean) => {
    setMissing(null);
    setSlotHeld(held);
  }, []);

  return (
    <IonPage>
      <PageHeader title={fa.pages.shipping} backButton={<StepBackButton to={paths.checkout.link()} />} />
      <IonContent>
        <QueryState query={methods}>
          {(list) => {
            const selected = chosen ?? list.ShippingMethods.find((method) => method.Selected)?.SystemName ?? null;
            const method = list.ShippingMethods.find((candidate) => candidate.SystemName === selected) ?? null;
            const choose = (systemName: string) => {
              setChosen(systemName);
              setSlotHeld(null);
              setMissing(null);
              apply.mutate(systemName, { onError: () => setChosen('') });
            };
            const next = () => {
              if (!method || apply.isError) return setMissing(fa.checkout.chooseShippingMethod);
              if (method.HasDeliverySlots && slotHeld !== true) return setMissing(fa.checkout.chooseDeliverySlot);
              steps.forward(paths.payment.link());
            };
            return (
              <div className="checkout-step content-narrow">
                <CheckoutWarnings warnings={list.Warnings} />
                {list.ShippingMethods.length === 0 ? (
                  <p>{fa.checkout.noShippingMethods}</p>
                ) : (
                  <ShippingMethodList
                    methods={list.ShippingMethods}
                    selected={selected}
                    disabled={apply.isPending}
                    onSelect={choose}
                  />
                )}
                {apply.error ? <RefusalMessage error={apply.error} /> : null}
                {method?.HasDeliverySlots && !apply.isPending && !apply.isError ? (
                  <DeliverySlots key={method.SystemName} shippingMethod={method.SystemName} onHeld={slotChanged} />
                ) : null}
                {missing ? <FormMessage kind="error">{missing}</FormMessage> : null}
                <div className="checkout-actions">
                  <button type="button" className="form-button" disabled={apply.isPending} onClick={next}>
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
