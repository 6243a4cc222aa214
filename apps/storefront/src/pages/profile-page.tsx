import { IonContent, IonIcon, IonItem, IonLabel, IonList, IonPage } from '@ionic/react';
import { keyOutline, locationOutline, logOutOutline, notificationsOutline, personOutline } from 'ionicons/icons';
import { PageHeader } from '../components/page-header';
import { PageSpinner } from '../components/page-spinner';
import { paths } from '../config/paths';
import { useCustomerSettings } from '../features/account/api/get-customer-settings';
import { AvatarPicker } from '../features/account/components/avatar-picker';
import { useLogOut } from '../app/use-log-out';
import { useSignedInCustomer } from '../features/account/hooks/use-signed-in-customer';
import { toPersianDigits } from '../lib/format';
import * as fa from '../strings/fa';

/** The customer's account (/tabs/profile); a guest is sent to /tabs/login. */
export default function ProfilePage() {
  const { customer } = useSignedInCustomer();
  const logOut = useLogOut();
  const settings = useCustomerSettings();
  return (
    <IonPage>
      <PageHeader title={fa.pages.profile} />
      <IonContent>
        {customer ? (
          <>
            <AvatarPicker
              customer={customer}
              allowUpload={settings.data?.AllowCustomersToUploadAvatars ?? false}
              maxBytes={settings.data?.AvatarMaximumSizeBytes ?? 0}
            >
              {customer.Fullname ? <h2>{customer.Fullname}</h2> : null}
              {customer.Email ? (
                <p>
                  <bdi dir="ltr">{customer.Email}</bdi>
                </p>
              ) : null}
              {customer.Mobile ? (
                <p>
                  <bdi dir="ltr">{toPersianDigits(customer.Mobile)}</bdi>
                </p>
              ) : null}
            </AvatarPicker>
            <IonList>
              <IonItem routerLink={paths.customerInfo.link()} detail>
                <IonIcon slot="start" icon={personOutline} aria-hidden="true" />
                <IonLabel>{fa.profile.customerInfo}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.changePassword.link()} detail>
                <IonIcon slot="start" icon={keyOutline} aria-hidden="true" />
                <IonLabel>{fa.profile.changePassword}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.addresses.link()} detail>
                <IonIcon slot="start" icon={locationOutline} aria-hidden="true" />
                <IonLabel>{fa.profile.addresses}</IonLabel>
              </IonItem>
              <IonItem routerLink={paths.backInStockSubscriptions.link()} detail>
                <IonIcon slot="start" icon={notificationsOutline} aria-hidden="true" />
                <IonLabel>{fa.pages.backInStockSubscriptions}</IonLabel>
              </IonItem>
              <IonItem button detail={false} onClick={() => void logOut()}>
                <IonIcon slot="start" icon={logOutOutline} aria-hidden="true" />
                <IonLabel>{fa.profile.logout}</IonLabel>
              </IonItem>
            </IonList>
          </>
        ) : (
          <PageSpinner />
        )}
      </IonContent>
    </IonPage>
  );
}
