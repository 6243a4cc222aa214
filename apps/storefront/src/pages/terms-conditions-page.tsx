import { IonContent, IonPage } from '@ionic/react';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { useTopic } from '@/features/content/api/get-topic';
import { TopicContent } from '@/features/content/components/topic-content';
import * as fa from '@/strings/fa';

export default function TermsConditionsPage() {
  const topic = useTopic('terms-conditions');
  return (
    <IonPage>
      <PageHeader title={topic.data?.Title ?? fa.pages.termsConditions} backHref={defaultBackHref} />
      <IonContent className="ion-padding">
        <TopicContent query={topic} />
      </IonContent>
    </IonPage>
  );
}
