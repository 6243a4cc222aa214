import { IonContent, IonItem, IonLabel, IonList, IonNote, IonPage } from '@ionic/react';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { storeConfig } from '@/config/store-config';
import { useStoreLogo } from '@/features/store/api/get-store-logo';
import * as fa from '@/strings/fa';

export default function AppInfoPage() {
  const logo = useStoreLogo();
  return (
    <IonPage>
      <PageHeader title={fa.appInfo.title} backHref={defaultBackHref} />
      <IonContent>
        <div className="content-narrow app-info">
          {logo.data?.LogoPath ? (
            <img className="app-info__logo" src={logo.data.LogoPath} alt={logo.data.StoreName} />
          ) : null}
          <IonList inset>
            <IonItem>
              <IonLabel>{fa.appInfo.storeName}</IonLabel>
              <IonNote slot="end">{logo.data?.StoreName ?? fa.appName}</IonNote>
            </IonItem>
            <IonItem>
              <IonLabel>{fa.appInfo.version}</IonLabel>
              <IonNote slot="end" dir="ltr">
                {fa.menu.version(storeConfig.appVersion)}
              </IonNote>
            </IonItem>
          </IonList>
        </div>
      </IonContent>
    </IonPage>
  );
}
