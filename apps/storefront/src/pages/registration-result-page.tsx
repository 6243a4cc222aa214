import { IonButton, IonContent, IonIcon, IonPage } from '@ionic/react';
import { checkmarkCircleOutline } from 'ionicons/icons';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import * as fa from '@/strings/fa';

export default function RegistrationResultPage() {
  const { customer } = useSession();
  return (
    <IonPage>
      <PageHeader title={fa.pages.registrationResult} />
      <IonContent className="ion-padding">
        <div className="state-message" role="status">
          <IonIcon icon={checkmarkCircleOutline} color="success" className="state-icon" aria-hidden="true" />
          <p>{fa.account.registered}</p>
          {customer?.Fullname ? <p>{fa.account.welcome(customer.Fullname)}</p> : null}
          <IonButton routerLink={paths.tabsHome.link()} routerDirection="root">
            {fa.account.continueShopping}
          </IonButton>
          <IonButton routerLink={paths.profile.link()} routerDirection="root" fill="outline">
            {fa.account.goToProfile}
          </IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
