/**
 * Reward points and referrals (DESIGN §2b "reward points"; nopCommerce's RewardPointsHistory):
 * `GET /rewardpoints/getrewardpoints?pageNumber=` for the signed-in customer.
 */
import { z } from 'zod';
import { CustomProperties, MoneyValue } from './common.js';

/** `GET /rewardpoints/getrewardpoints?pageNumber=&pageSize=` (default size: DefaultPageSize). */
export const RewardPointsQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type RewardPointsQuery = z.infer<typeof RewardPointsQuery>;

/** One ledger row. Dates are ISO-8601 UTC; the app shows them in the Jalali calendar. */
export const RewardPointsHistoryEntry = z.object({
  /** Positive when given, negative when spent, taken back or expired. */
  Points: z.number().int(),
  /** The balance after the row; null while its points wait to count (ActivatingDate). */
  PointsBalance: z.number().int().nullable(),
  Message: z.string(),
  CreatedOn: z.string(),
  /** When the points expire if unspent; null: never. */
  EndDate: z.string().nullable(),
  /** Set while the points wait (RewardPointsActivationDelayDays): they count from then. */
  ActivatingDate: z.string().nullable(),
});
export type RewardPointsHistoryEntry = z.infer<typeof RewardPointsHistoryEntry>;

export const RewardPointsPage = z
  .object({
    RewardPointsBalance: z.number().int(),
    /** What the balance is worth, "۱٬۲۰۰ تومان". */
    RewardPointsAmount: z.string(),
    RewardPointsAmountValue: MoneyValue,
    /** Below this balance points cannot be used at checkout. */
    MinimumRewardPointsBalance: z.number().int(),
    History: z.array(RewardPointsHistoryEntry),
    PageNumber: z.number().int(),
    PageSize: z.number().int(),
    TotalPages: z.number().int(),
    TotalRecords: z.number().int(),
    /** The customer's referral code when they are an active affiliate; null otherwise. */
    AffiliateCode: z.string().nullable(),
    /** How many registered customers the customer brought (0 when not an affiliate). */
    AffiliatedCustomersCount: z.number().int(),
    CustomProperties,
  })
  .meta({ id: 'RewardPointsPage' });
export type RewardPointsPage = z.infer<typeof RewardPointsPage>;
