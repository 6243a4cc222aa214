import { IonContent, IonPage } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCheckoutNeedsCart } from '@/app/use-checkout-needs-cart';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { NewAddress } from '@/features/address/components/new-address';
import { useApplyShippingAddress } from '@/features/checkout/api/apply-shipping-address';
import { checkoutKeys } from '@/features/checkout/api/checkout-keys';
import { useCheckoutAddresses } from '@/features/checkout/api/get-checkout-addresses';
import { AddressStep } from '@/features/checkout/components/address-step';
import { StepBackButton } from '@/features/checkout/components/step-back-button';
import { useCheckoutSteps } from '@/features/checkout/hooks/use-checkout-steps';

import { useSessionField } from '@/lib/session';
import * as fa from '@/strings/fa';

/** The shipping address, when it is not the billing address (the billing step skips here otherwise). */
export default function ShippingAddressPage() {
  useCheckoutNeedsCart();
  const customer = useSessionField('customer');
  const steps = useCheckoutSteps();
  const queryClient = useQueryClient();
  const addresses = useCheckoutAddresses();
  const apply = useApplyShippingAddress();
  const [chosen, setChosen] = useState<number | null>(null);

  return (
    <IonPage>
      <PageHeader title={fa.pages.shippingAddress} backButton={<StepBackButton to={paths.checkout.link()} />} />
      <IonContent>
        <QueryState query={addresses}>
          {(data) => {
            const selectedId =
              chosen ?? data.ShippingAddressId ?? data.BillingAddressId ?? data.Addresses[0]?.Id ?? null;
            return (
              <AddressStep
                legend={fa.checkout.chooseShippingAddress}
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
                onContinue={() => {
                  if (selectedId === null) return;
                  apply.mutate(selectedId, { onSuccess: () => steps.forward(paths.shipping.link()) });
                }}
                busy={apply.isPending}
                refusal={apply.error}
              />
            );
          }}
        </QueryState>
      </IonContent>
    </IonPage>
  );
}
