import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../components/page-header';
import { paths } from '../config/paths';
import { resendRegistrationCode } from '../features/account/api/resend-registration-code';
import { verifyRegistration } from '../features/account/api/verify-registration';
import { CodeEntry } from '../features/account/components/code-entry';
import { session } from '../lib/session';
import * as fa from '../strings/fa';

/** Confirms a registration with the code sent by SMS or email; the account exists from here on. */
export default function MobileVerifyTokenPage() {
  const params = new URLSearchParams(useLocation().search);
  const emailMobile = params.get('emailMobile') ?? '';
  const sentTo = params.get('sentTo') ?? emailMobile;
  const expires = Number(params.get('expires') ?? 0);
  const router = useIonRouter();

  const verify = async (code: string) => {
    const response = await verifyRegistration({ Email: emailMobile, Token: code });
    await session.signIn(response.AccessToken, response.Customer);
    router.push(paths.registrationResult.link(), 'root', 'replace');
  };

  return (
    <IonPage>
      <PageHeader title={fa.pages.mobileVerifyToken} backHref={paths.login.link()} />
      <IonContent className="ion-padding">
        {emailMobile ? (
          <CodeEntry
            key={emailMobile}
            sentTo={sentTo}
            expiresInSeconds={Number.isInteger(expires) && expires > 0 ? expires : 0}
            onVerify={verify}
            onResend={async () => (await resendRegistrationCode(emailMobile)).ExpiresInSeconds}
          />
        ) : (
          <p className="state-message">{fa.account.missingRegistration}</p>
        )}
      </IonContent>
    </IonPage>
  );
}
