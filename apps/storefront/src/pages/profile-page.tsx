import { IonContent, IonIcon, IonItem, IonLabel, IonList, IonPage } from '@ionic/react';
import type { CurrentCustomer } from '@sabad/contract';
import {
  cashOutline,
  cloudDownloadOutline,
  giftOutline,
  keyOutline,
  locationOutline,
  logOutOutline,
  notificationsOutline,
  personOutline,
  receiptOutline,
  returnDownBackOutline,
} from 'ionicons/icons';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { storeConfig } from '@/config/store-config';
import { useCustomerSettings } from '@/features/account/api/get-customer-settings';
import { useAppConfig } from '@/features/store/api/get-app-config';
import { AvatarPicker } from '@/features/account/components/avatar-picker';
import { CustomerName, nameStandIn } from '@/features/account/components/customer-name';
import { useLogOut } from '@/app/use-log-out';
import { useSignedInCustomer } from '@/features/account/hooks/use-signed-in-customer';
import { PushToggle } from '@/features/push/components/push-toggle';
import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';

/**
 * The profile's links: what the customer bought comes first, then the account itself. Reward points
 * leave when the store's program is off (app config), as nopCommerce's account menu does.
 */
function profileEntries(
  customer: CurrentCustomer,
  rewardPointsEnabled: boolean,
): Array<{ path: string; icon: string; label: string }> {
  return [
    { path: paths.orders.link(), icon: receiptOutline, label: fa.pages.order },
    { path: paths.returnRequests.link(), icon: returnDownBackOutline, label: fa.pages.returnRequests },
    { path: paths.downloadableFiles.link(), icon: cloudDownloadOutline, label: fa.pages.downloadableFiles },
    ...(rewardPointsEnabled
      ? [{ path: paths.rewardPoints.link(), icon: giftOutline, label: fa.pages.rewardPoints }]
      : []),
    // Commissions exist only in a store built with them, and only affiliates earn any.
    ...(storeConfig.commissionsEnabled && customer.IsAffiliate
      ? [{ path: paths.commissions.link(), icon: cashOutline, label: fa.pages.commissions }]
      : []),
    { path: paths.customerInfo.link(), icon: personOutline, label: fa.profile.customerInfo },
    { path: paths.changePassword.link(), icon: keyOutline, label: fa.profile.changePassword },
    { path: paths.addresses.link(), icon: locationOutline, label: fa.profile.addresses },
    {
      path: paths.backInStockSubscriptions.link(),
      icon: notificationsOutline,
      label: fa.pages.backInStockSubscriptions,
    },
  ];
}

/** The customer's account (/tabs/profile); a guest is sent to /tabs/login. */
export default function ProfilePage() {
  const { customer } = useSignedInCustomer();
  const logOut = useLogOut();
  const settings = useCustomerSettings();
  // Shown until the store says its program is off: the default (RewardPointsEnabled) is on.
  const rewardPointsEnabled = useAppConfig().data?.RewardPointsSettings.Enabled ?? true;
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
              <h2>
                <CustomerName customer={customer} />
              </h2>
              {/* The contact that already stands in for a missing name is not repeated under it. */}
              {customer.Email && nameStandIn(customer) !== 'email' ? (
                <p>
                  <bdi dir="ltr">{customer.Email}</bdi>
                </p>
              ) : null}
              {customer.Mobile && nameStandIn(customer) !== 'mobile' ? (
                <p>
                  <bdi dir="ltr">{toPersianDigits(customer.Mobile)}</bdi>
                </p>
              ) : null}
            </AvatarPicker>
            <IonList>
              {profileEntries(customer, rewardPointsEnabled).map((entry) => (
                <IonItem key={entry.path} routerLink={entry.path} detail>
                  <IonIcon slot="start" icon={entry.icon} aria-hidden="true" />
                  <IonLabel>{entry.label}</IonLabel>
                </IonItem>
              ))}
              <PushToggle />
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
