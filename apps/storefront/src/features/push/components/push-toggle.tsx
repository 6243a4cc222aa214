import { IonIcon, IonItem, IonLabel, IonNote } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useEffect, useId, useState } from 'react';
import * as fa from '@/strings/fa';
import { browserWebPush } from '@/features/push/browser-web-push';
import {
  disableWebPush,
  enableWebPush,
  webPushState,
  type WebPushEnvironment,
  type WebPushState,
} from '@/features/push/web-push';
import './push-toggle.css';

// A native switch rather than IonToggle: @ionic/react's wrappers share one module, so any Ionic component
// used anywhere comes with every page's first load.
/** Turning it on is when the browser asks for permission, never on first load. */
export function PushToggle({ environment = browserWebPush }: { environment?: WebPushEnvironment }) {
  const [state, setState] = useState<WebPushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const hintId = useId();
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
      <IonLabel className="ion-text-wrap">
        {fa.push.notifications}
        <IonNote color="medium" id={hintId}>
          <br />
          {state === 'denied' ? fa.push.blocked : fa.push.notificationsHint}
        </IonNote>
      </IonLabel>
      <input
        slot="end"
        type="checkbox"
        role="switch"
        className="push-switch"
        aria-label={fa.push.notifications}
        aria-describedby={hintId}
        checked={state === 'on'}
        disabled={busy || state === 'denied'}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
    </IonItem>
  );
}
