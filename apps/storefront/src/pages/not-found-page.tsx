import { IonButton, IonContent, IonPage } from '@ionic/react';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { paths } from '@/config/paths';
import * as fa from '@/strings/fa';

export default function NotFoundPage() {
  return (
    <IonPage>
      <PageHeader title={fa.appName} backHref={defaultBackHref} />
      <IonContent className="ion-padding">
        <div className="state-message">
          <p>{fa.common.notFound}</p>
          <IonButton routerLink={paths.tabsHome.link()} routerDirection="root">
            {fa.common.goHome}
          </IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
