import { IonContent, IonPage } from '@ionic/react';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useContactInfo } from '@/features/contact/api/get-contact-info';
import { StoreContactDetails } from '@/features/contact/components/store-contact-details';
import { ContactForm } from '@/features/contact/components/contact-form';
import '@/features/contact/components/contact.css';
import { useSession } from '@/lib/session';
import * as fa from '@/strings/fa';

/** Contact us: the form (sent to the store, confirmed in Persian) with the store's phone, address and hours beside it. */
export default function ContactUsPage() {
  const info = useContactInfo();
  const { customer } = useSession();
  return (
    <IonPage>
      <PageHeader title={fa.pages.contactUs} backHref={defaultBackHref} />
      <IonContent>
        <div className="contact-page">
          <p className="contact-page__intro">{fa.contact.intro}</p>
          <div className="contact-page__columns">
            <ContactForm
              initial={{
                FullName: customer?.Fullname ?? '',
                EmailOrMobile: customer?.Email ?? customer?.Mobile ?? '',
              }}
            />
            <div className="store-contact-state">
              <QueryState query={info}>{(data) => <StoreContactDetails info={data} />}</QueryState>
            </div>
          </div>
        </div>
      </IonContent>
    </IonPage>
  );
}
