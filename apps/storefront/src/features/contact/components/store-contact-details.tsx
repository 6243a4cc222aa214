import type { ContactInfo } from '@sabad/contract';
import * as fa from '@/strings/fa';

export function StoreContactDetails({ info }: { info: ContactInfo }) {
  return (
    <section className="store-contact" aria-labelledby="store-contact-title">
      <h2 id="store-contact-title" className="contact-heading">
        {fa.contact.detailsTitle}
      </h2>
      <dl>
        {info.Phone ? (
          <div>
            <dt>{fa.contact.phone}</dt>
            <dd>
              <a href={`tel:${info.PhoneLink}`} dir="ltr">
                {info.Phone}
              </a>
            </dd>
          </div>
        ) : null}
        {info.WorkingHours ? (
          <div>
            <dt>{fa.contact.workingHours}</dt>
            <dd>{info.WorkingHours}</dd>
          </div>
        ) : null}
        {info.Address ? (
          <div>
            <dt>{fa.contact.address}</dt>
            <dd>{info.Address}</dd>
          </div>
        ) : null}
        {info.Email ? (
          <div>
            <dt>{fa.contact.email}</dt>
            <dd>
              <a href={`mailto:${info.Email}`} dir="ltr">
                {info.Email}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
