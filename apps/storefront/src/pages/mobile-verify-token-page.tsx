import { IonContent, IonPage, useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { retryRefusedToGuest } from '@/app/shopper-queries';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { resendRegistrationCode } from '@/features/account/api/resend-registration-code';
import { verifyRegistration } from '@/features/account/api/verify-registration';
import { CodeEntry } from '@/features/account/components/code-entry';
import { sameAppPath } from '@/lib/return-url';
import { session } from '@/lib/session';
import * as fa from '@/strings/fa';

/**
 * Confirms a registration with the code sent by SMS or email; the account exists from here on. Then the
 * shopper goes where the login page was asked to lead back to (`returnUrl`), else to the registration result.
 */
export default function MobileVerifyTokenPage() {
  const params = new URLSearchParams(useLocation().search);
  const emailMobile = params.get('emailMobile') ?? '';
  const sentTo = params.get('sentTo') ?? emailMobile;
  const expires = Number(params.get('expires') ?? 0);
  const returnUrl = sameAppPath(params.get('returnUrl'));
  const router = useIonRouter();
  const queryClient = useQueryClient();

  const verify = async (code: string) => {
    const response = await verifyRegistration({ Email: emailMobile, Token: code });
    await session.signIn(response.AccessToken, response.Customer);
    void retryRefusedToGuest(queryClient);
    router.push(returnUrl ?? paths.registrationResult.link(), 'root', 'replace');
  };

  return (
    <IonPage>
      <PageHeader title={fa.pages.mobileVerifyToken} backHref={paths.login.link(returnUrl)} />
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
