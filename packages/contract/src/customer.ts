import { ADDRESS_LINE_MAX, AVATAR_FIELD, AVATAR_MIME_TYPES, PERSON_NAME_MAX } from './constants.js';
import { z } from 'zod';
import { AttributeChoice } from './catalog.js';
import { CustomProperties, shopperText } from './common.js';

/** `GET /customer/info`: the profile form. Email and mobile are changed through a code (`contactchange`), not here. */
export const CustomerInfo = z
  .object({
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string().nullable(),
    Mobile: z.string().nullable(),
    Gender: z.enum(['M', 'F']).nullable(),
    /** Gregorian YYYY-MM-DD; the app shows and takes it in the Jalali calendar. */
    DateOfBirth: z.string().nullable(),
    Newsletter: z.boolean(),
    AvatarUrl: z.string().nullable(),
    CustomProperties,
  })
  .meta({ id: 'CustomerInfo' });
export type CustomerInfo = z.infer<typeof CustomerInfo>;

/** `PUT /customer/info`. */
export const CustomerInfoUpdate = z.object({
  FirstName: shopperText().min(1).max(PERSON_NAME_MAX),
  LastName: shopperText().min(1).max(PERSON_NAME_MAX),
  Gender: z.enum(['M', 'F']).nullable().default(null),
  DateOfBirth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
  Newsletter: z.boolean().default(false),
});
export type CustomerInfoUpdate = z.input<typeof CustomerInfoUpdate>;

/**
 * `POST /customer/contactchange`: a new email or mobile number (Persian or Arabic digits
 * accepted). A 6-digit code goes to the NEW address; the answer is the same whether or not the
 * address already belongs to another account.
 */
export const ContactChangeRequest = z.object({ EmailMobile: z.string().trim().min(1).max(254) });
export type ContactChangeRequest = z.input<typeof ContactChangeRequest>;

/** `POST /customer/contactchangeverify`: the address again and the code it received. */
export const ContactChangeVerifyRequest = z.object({
  EmailMobile: z.string().trim().min(1).max(254),
  Token: z.string().trim().min(1).max(12),
});
export type ContactChangeVerifyRequest = z.input<typeof ContactChangeVerifyRequest>;

export const AddressAttributeControlType = z.enum(['DropdownList', 'RadioList', 'Checkboxes', 'TextBox']);

/** A field the store adds to the address form (docs/product.md §3 "custom address attributes"). */
export const AddressAttribute = z.object({
  Id: z.number().int(),
  Name: z.string(),
  IsRequired: z.boolean(),
  AttributeControlType: AddressAttributeControlType,
  Values: z.array(z.object({ Id: z.number().int(), Name: z.string(), IsPreSelected: z.boolean() })),
});
export type AddressAttribute = z.infer<typeof AddressAttribute>;

/** A chosen custom attribute value as the address shows it (docs/product.md §3 "custom attribute values"). */
export const AddressAttributeValue = z.object({
  AttributeId: z.number().int(),
  Name: z.string(),
  /** The chosen values' names joined, or the text typed. */
  Value: z.string(),
});

export const Address = z
  .object({
    Id: z.number().int(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string().nullable(),
    PhoneNumber: z.string(),
    StateProvinceId: z.number().int(),
    StateProvinceName: z.string(),
    CityId: z.number().int(),
    City: z.string(),
    Address1: z.string(),
    Address2: z.string(),
    ZipPostalCode: z.string(),
    Latitude: z.number().nullable(),
    Longitude: z.number().nullable(),
    /** The store's custom address attributes (the form's extra fields). */
    CustomAddressAttributes: z.array(AddressAttribute),
    /** What this address holds for them. */
    CustomAttributeValues: z.array(AddressAttributeValue),
    /** The same choices in the form's input shape, for editing. */
    CustomAttributes: z.array(AttributeChoice),
    CustomProperties,
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

/** `POST /customer/addresses`, `PUT /customer/addresses/{id}`. Digits may be Persian or Arabic. */
export const AddressInput = z.object({
  FirstName: shopperText().min(1).max(PERSON_NAME_MAX),
  LastName: shopperText().min(1).max(PERSON_NAME_MAX),
  Email: z.string().trim().max(254).nullable().default(null),
  PhoneNumber: z.string().trim().min(1).max(20),
  StateProvinceId: z.number().int().positive(),
  CityId: z.number().int().positive(),
  Address1: shopperText().min(5).max(ADDRESS_LINE_MAX),
  Address2: shopperText().max(ADDRESS_LINE_MAX).default(''),
  ZipPostalCode: z.string().trim().min(1).max(20),
  Latitude: z.number().min(-90).max(90).nullable().default(null),
  Longitude: z.number().min(-180).max(180).nullable().default(null),
  // Typed values (a textbox's) are the shopper's text too.
  CustomAttributes: z
    .array(z.object({ Key: AttributeChoice.shape.Key, Value: shopperText().max(400) }))
    .max(50)
    .default([]),
});
export type AddressInput = z.input<typeof AddressInput>;

export const AddressList = z.object({ Items: z.array(Address) }).meta({ id: 'AddressList' });

/** `GET /customer/addressform`: what the address form offers. */
export const AddressForm = z
  .object({
    StateProvinces: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
    CustomAddressAttributes: z.array(AddressAttribute),
  })
  .meta({ id: 'AddressForm' });

/** `GET /common/cities/{id}`: the cities of a province. */
export const CityList = z
  .object({ Items: z.array(z.object({ Id: z.number().int(), Name: z.string() })) })
  .meta({ id: 'CityList' });

/**
 * `POST /customer/avatar` (a multipart/form-data body with one file field, `Picture`) and
 * `DELETE /customer/avatar`: the customer's avatar link afterwards (null once removed).
 */
export const AvatarResponse = z
  .object({ Success: z.literal(true), AvatarUrl: z.string().nullable() })
  .meta({ id: 'AvatarResponse' });
export type AvatarResponse = z.infer<typeof AvatarResponse>;

export { AVATAR_FIELD, AVATAR_MIME_TYPES };
