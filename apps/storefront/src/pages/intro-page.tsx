import { IonButton, IonContent, IonPage, useIonRouter } from '@ionic/react';
import { PageHeader } from '../components/page-header';
import { paths } from '../config/paths';
import { markIntroSeen } from '../app/startup/start-route';
import * as fa from '../strings/fa';

export default function IntroPage() {
  const router = useIonRouter();
  const start = async () => {
    await markIntroSeen();
    router.push(paths.tabsHome.link(), 'root', 'replace');
  };
  return (
    <IonPage>
      <PageHeader title={fa.pages.intro} />
      <IonContent className="ion-padding">
        <div className="state-message">
          <p>{fa.intro.welcome}</p>
          <IonButton onClick={() => void start()}>{fa.intro.start}</IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
