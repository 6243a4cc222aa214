import { IonContent, IonPage } from '@ionic/react';
import { useParams } from 'react-router-dom';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { TopicContent } from '@/features/content/components/topic-content';
import { useTopic } from '@/features/content/api/get-topic';
import * as fa from '@/strings/fa';

export default function TopicPage() {
  const { systemName = '' } = useParams<{ systemName: string }>();
  const topic = useTopic(systemName);
  return (
    <IonPage>
      <PageHeader title={topic.data?.Title ?? fa.topic.fallbackTitle} backHref={defaultBackHref} />
      <IonContent className="ion-padding">
        <TopicContent query={topic} />
      </IonContent>
    </IonPage>
  );
}
