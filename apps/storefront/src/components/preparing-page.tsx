import { IonContent, IonPage } from '@ionic/react';
import * as fa from '@/strings/fa';
import { PageHeader, defaultBackHref } from './page-header';

export function PreparingPage({ title, backHref = defaultBackHref }: { title: string; backHref?: string }) {
  return (
    <IonPage>
      <PageHeader title={title} backHref={backHref} />
      <IonContent className="ion-padding">
        <div className="state-message">
          <p>{fa.common.sectionPreparing}</p>
        </div>
      </IonContent>
    </IonPage>
  );
}
