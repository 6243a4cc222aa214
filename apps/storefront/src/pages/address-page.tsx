import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useSignedInCustomer } from '@/features/account/hooks/use-signed-in-customer';
import { useDeleteAddress } from '@/features/address/api/delete-address';
import { useAddresses } from '@/features/address/api/get-addresses';
import { AddressCard } from '@/features/address/components/address-card';
import * as fa from '@/strings/fa';

/** The customer's addresses, each with edit and delete, and a button to add one. */
export default function AddressPage() {
  const { authorized } = useSignedInCustomer();
  const addresses = useAddresses(authorized);
  const remove = useDeleteAddress();
  const router = useIonRouter();
  return (
    <IonPage>
      <PageHeader title={fa.pages.address} backHref={paths.profile.link()} />
      <IonContent className="ion-padding">
        <div className="form">
          <button
            type="button"
            className="form-button"
            onClick={() => router.push(paths.addressDetails.link(), 'forward')}
          >
            {fa.address.add}
          </button>
          {authorized ? (
            <QueryState query={addresses}>
              {(data) =>
                data.Items.length === 0 ? (
                  <p className="state-message">{fa.address.empty}</p>
                ) : (
                  data.Items.map((address) => (
                    <AddressCard
                      key={address.Id}
                      address={address}
                      deleting={remove.isPending}
                      onEdit={() => router.push(paths.addressDetails.link(address.Id), 'forward')}
                      onDelete={() => remove.mutate(address.Id)}
                    />
                  ))
                )
              }
            </QueryState>
          ) : null}
        </div>
      </IonContent>
    </IonPage>
  );
}
