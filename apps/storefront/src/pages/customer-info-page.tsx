import { IonContent, IonPage } from '@ionic/react';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { useCustomerInfo } from '@/features/account/api/get-customer-info';
import { useCustomerSettings } from '@/features/account/api/get-customer-settings';
import { ContactDetails } from '@/features/account/components/contact-details';
import { CustomerInfoForm } from '@/features/account/components/customer-info-form';
import { useSignedInCustomer } from '@/features/account/hooks/use-signed-in-customer';
import * as fa from '@/strings/fa';

const allFields = { GenderEnabled: true, DateOfBirthEnabled: true, NewsletterEnabled: true };

export default function CustomerInfoPage() {
  const { authorized } = useSignedInCustomer();
  const info = useCustomerInfo(authorized);
  const settings = useCustomerSettings();
  return (
    <IonPage>
      <PageHeader title={fa.pages.customerInfo} backHref={paths.profile.link()} />
      <IonContent className="ion-padding">
        {authorized ? (
          <QueryState query={info}>
            {(data) => (
              <>
                <ContactDetails info={data} />
                <CustomerInfoForm info={data} settings={settings.data ?? allFields} />
              </>
            )}
          </QueryState>
        ) : null}
      </IonContent>
    </IonPage>
  );
}
