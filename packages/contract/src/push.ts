/**
 * Web Push (issue 14): the server's VAPID public key, and a browser's push subscription registered
 * for the store's notification topic (and the signed-in customer). What a push carries is
 * {@link PushPayload}; the service worker and the native app show it as «title - body».
 */
import { z } from 'zod';

export const PUSH_ENDPOINT_MAX = 1000;
export const PUSH_TOPIC_MAX = 100;

/** `GET /push/publickey`: the VAPID key a browser's `PushManager.subscribe` takes as `applicationServerKey`. */
export const PushPublicKey = z
  .object({
    /** The uncompressed P-256 public key, url-safe base64 without padding. */
    PublicKey: z.string(),
  })
  .meta({ id: 'PushPublicKey' });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

/** Url-safe base64 (padding allowed), as `PushSubscription.toJSON()` gives the keys. */
const base64Url = (message: string, min: number, max: number) =>
  z
    .string(message)
    .trim()
    .min(min, message)
    .max(max, message)
    .regex(/^[A-Za-z0-9_-]+=*$/, message);

const invalidSubscription = 'اشتراک اعلان‌های این مرورگر معتبر نیست.';

/** `POST /push/subscribe`: a browser's subscription (`PushSubscription.toJSON()` in PascalCase) and its topic. */
export const PushSubscribeRequest = z
  .object({
    Endpoint: z
      .string(invalidSubscription)
      .trim()
      .min(1, invalidSubscription)
      .max(PUSH_ENDPOINT_MAX, invalidSubscription),
    Keys: z.object(
      {
        /** The browser's P-256 public key (65 bytes). */
        P256dh: base64Url(invalidSubscription, 86, 90),
        /** The browser's 16-byte authentication secret. */
        Auth: base64Url(invalidSubscription, 21, 24),
      },
      invalidSubscription,
    ),
    Topic: z
      .string('موضوع اعلان‌ها را مشخص کنید.')
      .trim()
      .min(1, 'موضوع اعلان‌ها را مشخص کنید.')
      .max(PUSH_TOPIC_MAX, 'موضوع اعلان‌ها حداکثر ۱۰۰ نویسه می‌تواند باشد.')
      .regex(/^[A-Za-z0-9_.~%-]+$/, 'موضوع اعلان‌ها فقط حروف و ارقام لاتین و - _ . ~ % می‌تواند داشته باشد.'),
  })
  .meta({ id: 'PushSubscribeRequest' });
export type PushSubscribeRequest = z.input<typeof PushSubscribeRequest>;

/** `POST /push/unsubscribe`: the browser no longer wants pushes at this endpoint. */
export const PushUnsubscribeRequest = z
  .object({
    Endpoint: z
      .string(invalidSubscription)
      .trim()
      .min(1, invalidSubscription)
      .max(PUSH_ENDPOINT_MAX, invalidSubscription),
  })
  .meta({ id: 'PushUnsubscribeRequest' });
export type PushUnsubscribeRequest = z.input<typeof PushUnsubscribeRequest>;

export const PushSubscriptionResponse = z
  .object({
    Success: z.literal(true),
    Message: z.string(),
  })
  .meta({ id: 'PushSubscriptionResponse' });
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponse>;

/**
 * What every push carries, encrypted for the browser (aes128gcm): shown as «title - body»; a click
 * opens `url` (a path of the store, or empty for the home page).
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}
