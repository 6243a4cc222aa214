// How a gift card code is written and made, for the back office (ADR 0076): the same normalisation the
// cart looks a typed code up with, the same pattern and generator the operator CLI uses.
import { normaliseGiftCardCode } from './cart.service.js';
import { GIFT_CARD_CODE_PATTERN, randomGiftCardCode } from './gift-cards.js';

export interface GiftCardTerms {
  normaliseCode(code: string): string;
  codeIsValid(normalisedCode: string): boolean;
  /** 80 random bits in four groups, without letters that read alike. */
  newCode(): string;
}

export function createGiftCardTerms(): GiftCardTerms {
  return {
    normaliseCode: normaliseGiftCardCode,
    codeIsValid: (code) => GIFT_CARD_CODE_PATTERN.test(code),
    newCode: randomGiftCardCode,
  };
}
