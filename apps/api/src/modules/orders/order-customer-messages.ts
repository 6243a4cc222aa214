// Queued in the caller's transaction, so a rolled-back change sends nothing; delivered after the commit.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createMessageQueue } from '../messaging/index.js';
import { createCustomerPushQueue } from '../push/index.js';
import { findOrderContact } from './orders.repository.js';

const messages = createMessageQueue();
const pushes = createCustomerPushQueue();

export interface OrderCustomerMessage {
  purpose: string;
  subject: string;
  text: string;
}

export async function tellOrderCustomer(
  trx: Kysely<Database>,
  orderId: number,
  message: OrderCustomerMessage,
  at: Date,
): Promise<void> {
  const contact = await findOrderContact(trx, orderId);
  if (!contact) return;
  const { purpose, subject, text: body } = message;
  const mobile = contact.mobile ?? contact.billing_phone;
  const email = contact.email ?? contact.billing_email;
  if (mobile) await messages.queue(trx, { channel: 'sms', recipient: mobile, subject, body, purpose }, at);
  if (email) await messages.queue(trx, { channel: 'email', recipient: email, subject, body, purpose }, at);
  // Texts and subjects open with «store: » (customerText); a push's title is the subject, so its body drops it.
  const prefix = subject.slice(0, subject.indexOf(': ') + 2);
  const pushBody = prefix.length > 2 && body.startsWith(prefix) ? body.slice(prefix.length) : body;
  const url = `/order-details/${orderId}`;
  await pushes.queue(trx, { customerId: contact.customer_id, purpose, title: subject, body: pushBody, url }, at);
}
