import { z } from 'zod';
import { CustomProperties } from './common.js';

/** The customer the request is made for (spec §3 "Customer (current user): Fullname, IsAffiliate, and an avatar picture"). */
export const CurrentCustomer = z
  .object({
    Id: z.number().int(),
    Fullname: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string().nullable(),
    Mobile: z.string().nullable(),
    IsAffiliate: z.boolean(),
    AvatarUrl: z.string().nullable(),
    CustomProperties,
  })
  .meta({ id: 'CurrentCustomer' });
export type CurrentCustomer = z.infer<typeof CurrentCustomer>;

/**
 * `POST /account/login` and `POST /account/register` (spec §7). `Email` holds an email address or
 * an Iranian mobile number (09xxxxxxxxx, any digits). `DeviceToken` is sent empty.
 */
export const LoginRequest = z.object({
  Email: z.string().trim().min(1).max(254),
  Password: z.string().min(1).max(128),
  DeviceToken: z.string().max(4096).optional().default(''),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const LoginResponse = z
  .object({
    Success: z.literal(true),
    AccessToken: z.string(),
    AvatarUrl: z.string().nullable(),
    Customer: CurrentCustomer,
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Header names of the identity conventions (DESIGN §2). */
export const GUEST_ID_HEADER = 'Guest-Customer-Id';
export const AUTHORIZATION_HEADER = 'Authorization';
