// What the back office's order search box means, and the normalised columns it is matched against (ADR 0068).
import { foldForSearch, toLatinDigits } from '@sabad/contract';
import { createAccountIdentifiers } from '../customers/index.js';

const identifiers = createAccountIdentifiers();

/** The highest code point: `>= x and < x + END` is the prefix range of x on a byte-ordered column. */
export const PREFIX_END = '\u{10FFFF}';

export type OrderSearchTerm =
  | { kind: 'number'; customOrderNumber: string; id: number | null }
  | { kind: 'mobile'; exact: string }
  | { kind: 'mobilePrefix'; prefix: string }
  | { kind: 'name'; prefix: string };

export interface OrderSearchColumns {
  search_mobile: string | null;
  search_name: string;
  search_name_reversed: string;
}

function normalisedMobile(text: string | null | undefined): string | null {
  if (!text) return null;
  const parsed = identifiers.parse(text);
  return parsed?.kind === 'mobile' ? parsed.value : null;
}

/** Written with the order (and by the migration for older orders): its mobile and the billing name, folded. */
export function orderSearchColumns(input: {
  customerMobile: string | null | undefined;
  billingPhone: string | null | undefined;
  firstName: string;
  lastName: string;
}): OrderSearchColumns {
  const first = foldForSearch(input.firstName);
  const last = foldForSearch(input.lastName);
  return {
    search_mobile: normalisedMobile(input.customerMobile) ?? normalisedMobile(input.billingPhone),
    search_name: `${first} ${last}`.trim(),
    search_name_reversed: `${last} ${first}`.trim(),
  };
}

/**
 * "۱۴۰۵-۱۲" or "1405-000012": that order number; "12": the order numbered 12 in any year; "+98 912…",
 * "٠٩١٢…" or "912…" (ten digits): that mobile; "0912 34": mobiles starting so; anything else a name's start.
 */
export function parseOrderSearch(input: string): OrderSearchTerm | null {
  const text = toLatinDigits(input).trim();
  if (text === '') return null;
  const compact = text.replace(/[\s\-()]/g, '');
  const numbered = /^(\d{4})-(\d{1,9})$/.exec(text.replace(/\s/g, ''));
  if (numbered) {
    const id = Number(numbered[2]);
    return { kind: 'number', customOrderNumber: `${numbered[1]}-${String(id).padStart(6, '0')}`, id: null };
  }
  const exactMobile = normalisedMobile(compact);
  if (exactMobile) return { kind: 'mobile', exact: exactMobile };
  const mobileStart = /^(?:\+98|0098|0)(9\d{0,8})$/.exec(compact);
  if (mobileStart) return { kind: 'mobilePrefix', prefix: `0${mobileStart[1]}` };
  if (/^\d{1,9}$/.test(compact)) return { kind: 'number', customOrderNumber: compact, id: Number(compact) };
  const folded = foldForSearch(text);
  return folded === '' ? null : { kind: 'name', prefix: folded };
}
