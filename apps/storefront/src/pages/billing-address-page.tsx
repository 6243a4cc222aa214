import { IonContent, IonPage } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCheckoutNeedsCart } from '@/app/use-checkout-needs-cart';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { NewAddress } from '@/features/address/components/new-address';
import { useApplyBillingAddress } from '@/features/checkout/api/apply-billing-address';
import { checkoutKeys } from '@/features/checkout/api/checkout-keys';
import { useCheckoutAddresses } from '@/features/checkout/api/get-checkout-addresses';
import { AddressStep } from '@/features/checkout/components/address-step';
import { useCheckoutSteps } from '@/features/checkout/hooks/use-checkout-steps';

import { useSessionField } from '@/lib/session';
import * as fa from '@/strings/fa';

/** The first checkout step: the billing address, and whether the order ships there too. */
export default function BillingAddressPage() {
  useCheckoutNeedsCart();
  const customer = useSessionField('customer');
  const steps = useCheckoutSteps();
  const queryClient = useQueryClient();
  const addresses = useCheckoutAddresses();
  const apply = useApplyBillingAddress();
  const [chosen, setChosen] = useState<number | null>(null);
  const [sameAddress, setSameAddress] = useState<boolean | null>(null);

  return (
    <IonPage>
      <PageHeader title={fa.pages.billingAddress} backHref={paths.cart.link()} />
      <IonContent>
        <QueryState query={addresses}>
          {(data) => {
            const selectedId = chosen ?? data.BillingAddressId ?? data.Addresses[0]?.Id ?? null;
            const same = sameAddress ?? data.ShipToSameAddress;
            const next = () => {
              if (selectedId === null) return;
              const shipToSameAddress = data.IsShippable && same;
              apply.mutate(
                { id: selectedId, shipToSameAddress },
                {
                  onSuccess: () =>
                    steps.forward(
                      !data.IsShippable
                        ? paths.payment.link()
                        : shipToSameAddress
                          ? paths.shipping.link()
                          : paths.shippingAddress.link(),
                    ),
                },
              );
            };
            return (
              <AddressStep
                legend={fa.checkout.chooseBillingAddress}
                addresses={data.Addresses}
                selectedId={selectedId}
                onSelect={setChosen}
                renderNewAddress={(onSaved) => (
                  <NewAddress
                    prefill={
                      customer
                        ? { FirstName: customer.FirstName, LastName: customer.LastName, PhoneNumber: customer.Mobile }
                        : undefined
                    }
                    onSaved={(address) => {
                      void queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses });
                      onSaved(address);
                    }}
                  />
                )}
                onContinue={next}
                busy={apply.isPending}
                refusal={apply.error}
              >
                {data.IsShippable ? (
                  <label className="form-check">
                    <input type="checkbox" checked={same} onChange={(event) => setSameAddress(event.target.checked)} />
                    {fa.checkout.shipToSameAddress}
                  </label>
                ) : null}
              </AddressStep>
            );
          }}
        </QueryState>
      </IonContent>
    </IonPage>
  );
}
