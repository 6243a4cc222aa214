import { IonButton, IonContent, IonIcon, IonPage, useIonRouter } from '@ionic/react';
import { storefrontOutline } from 'ionicons/icons';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useStoreClosedStatus } from '@/features/store/api/get-store-closed-status';
import * as fa from '@/strings/fa';

export default function StoreClosedPage() {
  const router = useIonRouter();
  const status = useStoreClosedStatus();
  const retry = async () => {
    const result = await status.refetch();
    if (result.data && !result.data.StoreClosed) router.push(paths.tabsHome.link(), 'root', 'replace');
  };
  return (
    <IonPage>
      <PageHeader title={fa.storeClosed.title} />
      <IonContent className="ion-padding">
        <div className="state-message" role="alert">
          <IonIcon icon={storefrontOutline} className="state-icon" aria-hidden="true" />
          <p>{fa.storeClosed.message}</p>
          <IonButton onClick={() => void retry()}>{fa.common.retry}</IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
