import type { Kysely } from 'kysely';
import type { CurrentCustomer } from '@sabad/contract';
import type { CustomerRow, Database } from '../../db/schema.js';
import { findPictureRefs, optionalPictureUrl } from '../pictures/index.js';
import { customerHasRole } from './customers.repository.js';

export interface CustomersService {
  currentCustomer(customer: CustomerRow): Promise<CurrentCustomer>;
}

export function createCustomersService(deps: { db: Kysely<Database> }): CustomersService {
  return {
    async currentCustomer(customer) {
      const [isAffiliate, avatar] = await Promise.all([
        customerHasRole(deps.db, customer.id, 'Affiliates'),
        customer.avatar_picture_id
          ? findPictureRefs(deps.db, [customer.avatar_picture_id]).then((rows) => rows[0])
          : undefined,
      ]);
      return {
        Id: customer.id,
        Fullname: `${customer.first_name} ${customer.last_name}`.trim(),
        FirstName: customer.first_name,
        LastName: customer.last_name,
        Email: customer.email,
        Mobile: customer.mobile,
        IsAffiliate: isAffiliate,
        AvatarUrl: optionalPictureUrl(avatar?.id, avatar?.seo_filename, 'thumb'),
        CustomProperties: {},
      };
    },
  };
}
