import type { CustomerInfo } from '@sabad/contract';
import type { Kysely } from 'kysely';
import type { CustomerRow, Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { findCustomerById } from './account.repository.js';
import { avatarUrl } from './avatar.service.js';
import { profileMessages } from './customers.messages.js';
import { updateCustomerProfile } from './customers.repository.js';

export interface ProfileUpdate {
  FirstName: string;
  LastName: string;
  Gender: 'M' | 'F' | null;
  DateOfBirth: string | null;
  Newsletter: boolean;
}

export interface CustomerProfileService {
  get(customerId: number): Promise<CustomerInfo>;
  update(customer: CustomerRow, input: ProfileUpdate): Promise<CustomerInfo>;
}

function isPastDate(isoDate: string, now: Date): boolean {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(isoDate) &&
    date < now &&
    date.getUTCFullYear() >= 1900
  );
}

export function createCustomerProfileService(deps: { db: Kysely<Database>; clock: Clock }): CustomerProfileService {
  const { db } = deps;
  async function get(customerId: number): Promise<CustomerInfo> {
    const row = await findCustomerById(db, customerId);
    if (!row) throw notFound(profileMessages.customerNotFound, []);
    return {
      FirstName: row.first_name,
      LastName: row.last_name,
      Email: row.email,
      Mobile: row.mobile,
      Gender: row.gender,
      DateOfBirth: row.date_of_birth,
      Newsletter: row.newsletter === 1,
      AvatarUrl: avatarUrl(row.avatar_picture_id),
      CustomProperties: {},
    };
  }
  return {
    get,
    async update(customer, input) {
      if (input.DateOfBirth !== null && !isPastDate(input.DateOfBirth, deps.clock.now())) {
        throw badRequest(profileMessages.dateOfBirth);
      }
      await updateCustomerProfile(db, customer.id, {
        first_name: input.FirstName.trim(),
        last_name: input.LastName.trim(),
        gender: input.Gender,
        date_of_birth: input.DateOfBirth,
        newsletter: input.Newsletter ? 1 : 0,
      });
      return get(customer.id);
    },
  };
}
