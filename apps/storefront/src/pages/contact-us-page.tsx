import { IonContent, IonPage } from '@ionic/react';
import { PageHeader, defaultBackHref } from '../components/page-header';
import { useTopic } from '../features/content/api/get-topic';
import { TopicContent } from '../features/content/components/topic-content';
import * as fa from '../strings/fa';

export default function ContactUsPage() {
  const topic = useTopic('contact-info');
  return (
    <IonPage>
      <PageHeader title={fa.pages.contactUs} backHref={defaultBackHref} />
      <IonContent className="ion-padding">
        <TopicContent query={topic} />
      </IonContent>
    </IonPage>
  );
}
