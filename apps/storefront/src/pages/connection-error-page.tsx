import { IonButton, IonContent, IonIcon, IonPage, useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { cloudOfflineOutline } from '@/components/shell-icons';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { refreshConnectivity } from '@/lib/connectivity';
import { sameAppPath } from '@/lib/return-url';
import * as fa from '@/strings/fa';

/**
 * docs/product.md §2: shown for what cannot open without a network. Retry, once the device is online,
 * opens the page the shopper wanted (`returnUrl`) in this page's place, so Back does not return here. The
 * calls that failed offline are reset first: the wanted page, kept in the page stack, loads again rather
 * than showing its old failure.
 */
export default function ConnectionErrorPage() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const wanted = sameAppPath(searchParams.get('returnUrl'));
  const retry = async () => {
    if (!(await refreshConnectivity())) return;
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
    if (wanted && wanted.split('?')[0] !== paths.connectionError.pattern) router.push(wanted, 'root', 'replace');
    else if (router.canGoBack()) router.goBack();
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
