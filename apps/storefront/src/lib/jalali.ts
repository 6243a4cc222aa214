export {
  gregorianToJalali,
  jalaliMonthLength,
  jalaliToGregorian,
  parseJalaliInput,
  toJalaliInput,
  type CalendarDate,
} from '@sabad/contract';
