import { IonContent, IonPage } from '@ionic/react';
import { PageHeader } from '../components/page-header';
import { fa } from '../strings/fa';

export default function CartPage() {
  return (
    <IonPage>
      <PageHeader title={fa.pages.cart} />
      <IonContent className="ion-padding">
        <div className="state-message">
          <p>{fa.common.sectionPreparing}</p>
        </div>
      </IonContent>
    </IonPage>
  );
}
