import type { Address } from '@sabad/contract';
import { useIonRouter } from '@ionic/react';
import { PageSpinner } from '@/components/page-spinner';
import { ErrorMessage } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useAddressForm } from '@/features/address/api/get-address-form';
import { AddressForm, type AddressPrefill } from './address-form';

export function NewAddress({ onSaved, prefill }: { onSaved: (address: Address) => void; prefill?: AddressPrefill }) {
  const form = useAddressForm();
  const router = useIonRouter();
  if (form.isError) return <ErrorMessage onRetry={() => void form.refetch()} />;
  if (!form.data) return <PageSpinner />;
  return (
    <AddressForm
      address={null}
      provinces={form.data.StateProvinces}
      attributes={form.data.CustomAddressAttributes}
      onSaved={onSaved}
      prefill={prefill}
      onChooseOnMap={() => router.push(paths.selectLocationOnMap.link(), 'forward')}
    />
  );
}
