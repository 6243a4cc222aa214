import { IonContent, IonPage } from '@ionic/react';
import { PageHeader } from '../components/page-header';
import { fa } from '../strings/fa';

export default function ProfilePage() {
  return (
    <IonPage>
      <PageHeader title={fa.pages.profile} />
      <IonContent className="ion-padding">
        <div className="state-message">
          <p>{fa.common.sectionPreparing}</p>
        </div>
      </IonContent>
    </IonPage>
  );
}
