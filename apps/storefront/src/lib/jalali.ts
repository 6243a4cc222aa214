/** The Jalali ↔ Gregorian arithmetic lives in the contract (packages/contract/src/jalali.ts), shared with the API. */
export {
  gregorianToJalali,
  jalaliMonthLength,
  jalaliToGregorian,
  parseJalaliInput,
  toJalaliInput,
  type CalendarDate,
} from '@sabad/contract';
