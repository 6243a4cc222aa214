/**
 * Contact us (issue 13; nopCommerce's ContactUsModel): the shopper's message to the store, and the
 * store's phone, address, hours and email shown beside the form. The limits are shared with the
 * storefront, which checks the same rules before sending.
 */
import { z } from 'zod';
import { CustomProperties, shopperText } from './common.js';
import { CONTACT_ENQUIRY_MAX, CONTACT_ENQUIRY_MIN, CONTACT_FULL_NAME_MAX, CONTACT_SUBJECT_MAX } from './constants.js';

export { CONTACT_ENQUIRY_MAX, CONTACT_ENQUIRY_MIN, CONTACT_FULL_NAME_MAX, CONTACT_SUBJECT_MAX };

/** `POST /common/contactus`. The email or mobile number is checked (and normalised) by the server. */
export const ContactUsRequest = z
  .object({
    FullName: shopperText('نام خود را وارد کنید.')
      .min(1, 'نام خود را وارد کنید.')
      .max(CONTACT_FULL_NAME_MAX, 'نام حداکثر ۱۰۰ نویسه می‌تواند باشد.'),
    EmailOrMobile: z
      .string('ایمیل یا شمارهٔ موبایل خود را وارد کنید.')
      .trim()
      .min(1, 'ایمیل یا شمارهٔ موبایل خود را وارد کنید.')
      .max(254, 'ایمیل یا شماره موبایل وارد شده معتبر نیست.'),
    Subject: shopperText('موضوع پیام را وارد کنید.')
      .min(1, 'موضوع پیام را وارد کنید.')
      .max(CONTACT_SUBJECT_MAX, 'موضوع حداکثر ۲۰۰ نویسه می‌تواند باشد.'),
    Enquiry: shopperText('متن پیام را وارد کنید.')
      .min(CONTACT_ENQUIRY_MIN, 'متن پیام باید دست‌کم ۱۰ نویسه باشد.')
      .max(CONTACT_ENQUIRY_MAX, 'متن پیام حداکثر ۴٬۰۰۰ نویسه می‌تواند باشد.'),
  })
  .meta({ id: 'ContactUsRequest' });
export type ContactUsRequest = z.input<typeof ContactUsRequest>;

export const ContactUsResponse = z
  .object({
    Success: z.literal(true),
    /** The Persian confirmation shown to the shopper. */
    Message: z.string(),
  })
  .meta({ id: 'ContactUsResponse' });
export type ContactUsResponse = z.infer<typeof ContactUsResponse>;

/** `GET /common/contactinfo`: what the contact page shows beside the form (empty strings are not shown). */
export const ContactInfo = z
  .object({
    StoreName: z.string(),
    /** As the store writes it, Persian digits (shown left-to-right). */
    Phone: z.string(),
    /** The same number in Latin digits for a `tel:` link; empty when there is no phone. */
    PhoneLink: z.string(),
    Address: z.string(),
    WorkingHours: z.string(),
    Email: z.string(),
    CustomProperties,
  })
  .meta({ id: 'ContactInfo' });
export type ContactInfo = z.infer<typeof ContactInfo>;
