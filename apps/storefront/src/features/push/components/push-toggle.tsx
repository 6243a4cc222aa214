import { IonItem, IonLabel, IonNote, IonToggle } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { IonIcon } from '@ionic/react';
import { useEffect, useState } from 'react';
import * as fa from '../../../strings/fa';
import { browserWebPush } from '../browser-web-push';
import { disableWebPush, enableWebPush, webPushState, type WebPushEnvironment, type WebPushState } from '../web-push';

/** Turning it on is when the browser asks for permission, never on first load. */
export function PushToggle({ environment = browserWebPush }: { environment?: WebPushEnvironment }) {
  const [state, setState] = useState<WebPushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    void webPushState(environment).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [environment]);
  if (state === 'loading' || state === 'unsupported') return null;

  const change = async (on: boolean) => {
    setBusy(true);
    setState(await (on ? enableWebPush(environment) : disableWebPush(environment)));
    setBusy(false);
  };
  return (
    <IonItem>
      <IonIcon slot="start" icon={notificationsOutline} aria-hidden="true" />
      <IonToggle
        checked={state === 'on'}
        disabled={busy || state === 'denied'}
        onIonChange={(event) => void change(event.detail.checked)}
      >
        <IonLabel>
          {fa.push.notifications}
          <IonNote color="medium" className="ion-text-wrap">
            <br />
            {state === 'denied' ? fa.push.blocked : fa.push.notificationsHint}
          </IonNote>
        </IonLabel>
      </IonToggle>
    </IonItem>
  );
}
