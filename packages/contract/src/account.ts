import { z } from 'zod';
import { CustomProperties, shopperText } from './common.js';

/** The customer the request is made for (docs/product.md §3 "Customer (current user): Fullname, IsAffiliate, and an avatar picture"). */
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
 * `POST /account/login` and `POST /account/register` (docs/product.md §7). `Email` holds an email address or
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

/**
 * `POST /account/register`: the same fields as login, the referral code the visitor arrived
 * with (`?ref=CODE`), if any (an unknown code is ignored), and the shopper's names. Whether the
 * names are required (`FirstNameRequired`, `LastNameRequired` in the customer settings) and their
 * length (at most 100 letters) are checked by the API with Persian messages.
 */
export const RegisterRequest = LoginRequest.extend({
  AffiliateCode: z.string().trim().max(40).optional(),
  FirstName: shopperText().max(1000).optional(),
  LastName: shopperText().max(1000).optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/**
 * Answer to `POST /account/register`. The account is created only once the code sent to the
 * email or mobile number is confirmed (`POST /account/registerverifytokenpost`), which answers
 * with the AccessToken. The answer is the same whether or not the address already has an
 * account, so registration does not reveal who is a customer.
 */
export const RegistrationStarted = z
  .object({
    Success: z.literal(true),
    Message: z.string(),
    /** Seconds until the code expires (the app's countdown). */
    ExpiresInSeconds: z.number().int(),
    /** Where the code went, masked ("0912***4567"). */
    SentTo: z.string(),
  })
  .meta({ id: 'RegistrationStarted' });
export type RegistrationStarted = z.infer<typeof RegistrationStarted>;

/** `POST /account/registerverifytokenpost`: the code sent on registration. */
export const RegistrationVerifyRequest = z.object({
  Email: z.string().trim().min(1).max(254),
  Token: z.string().trim().min(1).max(12),
});
export type RegistrationVerifyRequest = z.input<typeof RegistrationVerifyRequest>;

/** `POST /account/registerverifytokenresend` and `POST /user/passwordrecoveryverifytokenresend`. */
export const CodeResendRequest = z.object({ EmailMobile: z.string().trim().min(1).max(254) });
export type CodeResendRequest = z.input<typeof CodeResendRequest>;

/** A code was (or, for unknown accounts, would have been) sent. */
export const CodeSent = z
  .object({
    Success: z.literal(true),
    Message: z.string(),
    ExpiresInSeconds: z.number().int(),
  })
  .meta({ id: 'CodeSent' });
export type CodeSent = z.infer<typeof CodeSent>;

/** `POST /user/passwordrecoverysend/?emailmobile=…` (empty body). */
export const PasswordRecoverySendQuery = z.object({ emailmobile: z.string().trim().min(1).max(254) });

/** `POST /user/passwordrecoveryverifytokenpost`. */
export const PasswordRecoveryVerifyRequest = z.object({
  EmailMobile: z.string().trim().min(1).max(254),
  Token: z.string().trim().min(1).max(12),
});
export type PasswordRecoveryVerifyRequest = z.input<typeof PasswordRecoveryVerifyRequest>;

export const PasswordRecoveryVerified = z
  .object({
    Success: z.literal(true),
    /** One-time ticket for `passwordrecoveryconfirmpost`. */
    ResetTicket: z.string(),
  })
  .meta({ id: 'PasswordRecoveryVerified' });

/** `POST /user/passwordrecoveryconfirmpost`. */
export const PasswordRecoveryConfirmRequest = z.object({
  EmailMobile: z.string().trim().min(1).max(254),
  ResetTicket: z.string().min(1).max(200),
  NewPassword: z.string().min(1).max(128),
  ConfirmNewPassword: z.string().min(1).max(128),
});
export type PasswordRecoveryConfirmRequest = z.input<typeof PasswordRecoveryConfirmRequest>;

/** `PUT user/changepassword`: the customer's other sessions end. */
export const ChangePasswordRequest = z.object({
  OldPassword: z.string().min(1).max(128),
  NewPassword: z.string().min(1).max(128),
  ConfirmNewPassword: z.string().min(1).max(128),
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;
