import type { Kysely } from 'kysely';
import type { CurrentCustomer } from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import { avatarUrl } from './avatar.service.js';
import { customerHasRole } from './customers.repository.js';
import { grantAffiliatesRole, lookUpRegisteredCustomer } from './referrals.repository.js';

export interface CustomersService {
  currentCustomer(customer: CustomerRow): Promise<CurrentCustomer>;
  findRegistered(text: string): Promise<{ id: number } | undefined>;
  grantAffiliatesRole(trx: Kysely<Database>, customerId: number): Promise<void>;
}

export function createCustomersService(deps: { db: Kysely<Database> }): CustomersService {
  return {
    async currentCustomer(customer) {
      const isAffiliate = await customerHasRole(deps.db, customer.id, 'Affiliates');
      return {
        Id: customer.id,
        Fullname: `${customer.first_name} ${customer.last_name}`.trim() || (customer.email ?? customer.mobile ?? ''),
        FirstName: customer.first_name,
        LastName: customer.last_name,
        Email: customer.email,
        Mobile: customer.mobile,
        IsAffiliate: isAffiliate,
        AvatarUrl: avatarUrl(customer.avatar_picture_id),
        CustomProperties: {},
      };
    },
    findRegistered: (text) => lookUpRegisteredCustomer(deps.db, text),
    grantAffiliatesRole,
  };
}
