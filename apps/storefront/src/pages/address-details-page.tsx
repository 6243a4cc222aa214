import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { ErrorMessage } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useSignedInCustomer } from '@/features/account/hooks/use-signed-in-customer';
import { useAddressForm } from '@/features/address/api/get-address-form';
import { useAddresses } from '@/features/address/api/get-addresses';
import { AddressForm } from '@/features/address/components/address-form';
import * as fa from '@/strings/fa';

/** Adds an address, or edits the one named by ?id=. */
export default function AddressDetailsPage() {
  const { authorized } = useSignedInCustomer();
  const id = Number(new URLSearchParams(useLocation().search).get('id') ?? 0);
  const editing = Number.isInteger(id) && id > 0;
  const form = useAddressForm();
  const addresses = useAddresses(authorized && editing);
  const router = useIonRouter();
  const address = editing ? (addresses.data?.Items.find((item) => item.Id === id) ?? null) : null;
  const ready = form.data && (!editing || addresses.data);

  return (
    <IonPage>
      <PageHeader title={fa.pages.addressDetails} backHref={paths.addresses.link()} />
      <IonContent className="ion-padding">
        {form.isError || addresses.isError ? (
          <ErrorMessage onRetry={() => void Promise.all([form.refetch(), addresses.refetch()])} />
        ) : ready && form.data ? (
          editing && !address ? (
            <p className="state-message">{fa.common.notFound}</p>
          ) : (
            <AddressForm
              key={address?.Id ?? 'new'}
              address={address}
              provinces={form.data.StateProvinces}
              attributes={form.data.CustomAddressAttributes}
              onSaved={() => router.push(paths.addresses.link(), 'back', 'replace')}
              onChooseOnMap={() => router.push(paths.selectLocationOnMap.link(), 'forward')}
            />
          )
        ) : (
          <PageSpinner />
        )}
      </IonContent>
    </IonPage>
  );
}
