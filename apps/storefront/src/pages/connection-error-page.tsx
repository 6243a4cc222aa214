import { IonButton, IonContent, IonIcon, IonPage, useIonRouter } from '@ionic/react';
import { cloudOfflineOutline } from '../components/shell-icons';
import { PageHeader } from '../components/page-header';
import { paths } from '../config/paths';
import { refreshConnectivity } from '../lib/connectivity';
import * as fa from '../strings/fa';

export default function ConnectionErrorPage() {
  const router = useIonRouter();
  const retry = async () => {
    if (!(await refreshConnectivity())) return;
    if (router.canGoBack()) router.goBack();
    else router.push(paths.tabsHome.link(), 'root', 'replace');
  };
  return (
    <IonPage>
      <PageHeader title={fa.connectionError.title} />
      <IonContent className="ion-padding">
        <div className="state-message" role="alert">
          <IonIcon icon={cloudOfflineOutline} className="state-icon" aria-hidden="true" />
          <p>{fa.connectionError.message}</p>
          <IonButton onClick={() => void retry()}>{fa.common.retry}</IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
