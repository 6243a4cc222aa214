import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import type { LoginResponse } from '@sabad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reloadCartAndWishlist } from '../app/shopper-queries';
import { PageHeader } from '../components/page-header';
import { paths } from '../config/paths';
import { LoginForm } from '../features/account/components/login-form';
import { RegisterForm } from '../features/account/components/register-form';
import { session } from '../lib/session';
import * as fa from '../strings/fa';

type Mode = 'login' | 'register';

/** Login and registration (/tabs/login); a registration continues on mobile-verify-token with the code sent. */
export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const loggedIn = async (response: LoginResponse) => {
    await session.signIn(response.AccessToken, response.Customer);
    await reloadCartAndWishlist(queryClient);
    router.push(paths.profile.link(), 'root', 'replace');
  };

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`account-tab-${value}`}
      aria-selected={mode === value}
      aria-controls="account-panel"
      onClick={() => setMode(value)}
    >
      {label}
    </button>
  );

  return (
    <IonPage>
      <PageHeader title={fa.pages.login} />
      <IonContent className="ion-padding">
        <div role="tablist" className="account-tabs">
          {tab('login', fa.account.loginTab)}
          {tab('register', fa.account.registerTab)}
        </div>
        <div role="tabpanel" id="account-panel" aria-labelledby={`account-tab-${mode}`}>
          {mode === 'login' ? (
            <LoginForm onLoggedIn={loggedIn} />
          ) : (
            <RegisterForm
              onStarted={(identifier, answer) =>
                router.push(
                  paths.mobileVerifyToken.link({
                    emailMobile: identifier,
                    sentTo: answer.SentTo,
                    expiresInSeconds: answer.ExpiresInSeconds,
                  }),
                  'forward',
                )
              }
            />
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
