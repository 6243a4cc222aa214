import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PAYMENT_METHOD, type PlaceOrderResponse } from '@sabad/contract';
import { catalogFixture } from './catalog-fixture.js';
import type { checkoutFixture, Headers } from './checkout-fixture.js';
import { paymentSteps } from './payment-fixture.js';
import type { TestApp } from './test-app.js';

export interface DownloadableSpec {
  name: string;
  price?: number;
  /** null: the store's MaxNumberOfDownloads. */
  maxDownloads?: number | null;
  unlimited?: boolean;
  /** null: the store's DownloadExpirationDays. */
  expirationDays?: number | null;
  activation?: 'paid' | 'manual';
  agreement?: string;
  file: { bytes: Buffer; contentType: string; fileName: string; extension: string };
}

export async function downloadableProduct(t: TestApp, spec: DownloadableSpec): Promise<number> {
  const db = t.database.kysely;
  const id = await catalogFixture(db).product({
    name: spec.name,
    price: spec.price ?? 450_000,
    manageInventory: 'none',
  });
  const file = await db
    .insertInto('download')
    .values({
      download_guid: randomUUID(),
      content_type: spec.file.contentType,
      file_name: spec.file.fileName,
      extension: spec.file.extension,
      data: spec.file.bytes,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('product')
    .set({
      is_download: 1,
      download_id: file.id,
      is_ship_enabled: 0,
      unlimited_downloads: spec.unlimited ? 1 : 0,
      max_number_of_downloads: spec.maxDownloads ?? null,
      download_expiration_days: spec.expirationDays ?? null,
      download_activation_type: spec.activation ?? 'paid',
      has_user_agreement: spec.agreement ? 1 : 0,
      user_agreement_text: spec.agreement ?? '',
    })
    .where('id', '=', id)
    .execute();
  return id;
}

export interface DownloadPurchase {
  headers: Headers;
  customerId: number;
  orderId: number;
  guid: string;
  orderItemId: number;
}

export async function buyDownloads(
  t: TestApp,
  c: ReturnType<typeof checkoutFixture>,
  productIds: number[],
  options: { pay?: boolean } = {},
): Promise<DownloadPurchase> {
  const shopper = await c.readyShopper({
    lines: productIds.map((productId) => ({ productId })),
    shipping: null,
    payment: PAYMENT_METHOD.SandboxBank,
  });
  const res = await c.place(shopper.headers);
  expect(res.statusCode, res.body).toBe(200);
  const { Result } = res.json<PlaceOrderResponse>();
  if (options.pay !== false) {
    const steps = paymentSteps(t);
    const result = await steps.follow(
      await steps.press(await steps.startPayment(Result.OrderId, shopper.headers), 'pay'),
    );
    expect(result.searchParams.get('success')).toBe('true');
  }
  const line = await t.database.kysely
    .selectFrom('order_item')
    .select(['id', 'order_item_guid'])
    .where('order_id', '=', Result.OrderId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    headers: shopper.headers,
    customerId: shopper.id,
    orderId: Result.OrderId,
    guid: line.order_item_guid,
    orderItemId: line.id,
  };
}
