import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import { markIntroSeen } from '@/app/startup/start-route';
import { paths } from '@/config/paths';
import { IntroSlides } from '@/features/intro/components/intro-slides';

/** The intro (spec §4: seen once): slides about the store; «شروع» or «رد شدن» marks it seen and opens home. */
export default function IntroPage() {
  const router = useIonRouter();
  const start = async () => {
    await markIntroSeen();
    router.push(paths.tabsHome.link(), 'root', 'replace');
  };
  return (
    <IonPage>
      <IonContent>
        <IntroSlides onStart={() => void start()} />
      </IonContent>
    </IonPage>
  );
}
