import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import type { LoginResponse } from '@sabad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { reloadCartAndWishlist, retryRefusedToGuest } from '@/app/shopper-queries';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/account/components/login-form';
import { RegisterForm } from '@/features/account/components/register-form';
import { sameAppPath } from '@/lib/return-url';
import { session } from '@/lib/session';
import * as fa from '@/strings/fa';

type Mode = 'login' | 'register';

/**
 * Login and registration (/tabs/login); a registration continues on mobile-verify-token with the code sent.
 * `?returnUrl=` (a 401 puts it there) is where the shopper goes once logged in or registered.
 */
export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const returnUrl = sameAppPath(new URLSearchParams(useLocation().search).get('returnUrl'));
  const loggedIn = async (response: LoginResponse) => {
    await session.signIn(response.AccessToken, response.Customer);
    await reloadCartAndWishlist(queryClient);
    void retryRefusedToGuest(queryClient);
    router.push(returnUrl ?? paths.profile.link(), 'root', 'replace');
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
                    returnUrl,
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
