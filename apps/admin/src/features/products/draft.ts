import type { AdminProductControlType, AdminProductDetail, AdminProductInput } from '@sabad/contract/admin';
import { rialToTomanText, tomanToRial, wholeNumber } from './form-values';

/** What the form holds: text as typed (any digits), amounts in Toman; `key` keeps React's rows apart. */
export interface ValueDraft {
  key: string;
  id?: number;
  name: string;
  adjustment: string;
  isPreSelected: boolean;
  colorRgb: string | null;
}

export type ControlType = AdminProductControlType;

export interface AttributeDraft {
  key: string;
  id?: number;
  name: string;
  controlType: ControlType;
  isRequired: boolean;
  values: ValueDraft[];
}

export interface CombinationDraft {
  key: string;
  values: { attribute: string; value: string }[];
  sku: string;
  stock: string;
  backorder: boolean;
  price: string;
}

export interface SpecificationDraft {
  key: string;
  attribute: string;
  value: string;
}

export interface PictureDraft {
  id: number;
  altText: string;
  thumbUrl: string;
}

export interface Draft {
  name: string;
  shortDescription: string;
  fullDescription: string;
  sku: string;
  price: string;
  oldPrice: string;
  published: boolean;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  categoryIds: number[];
  manufacturerId: string;
  inventoryMethod: 'none' | 'product' | 'combinations';
  stock: string;
  allowBackorder: boolean;
  attributes: AttributeDraft[];
  combinations: CombinationDraft[];
  specifications: SpecificationDraft[];
  pictures: PictureDraft[];
  download: {
    isDownload: boolean;
    unlimited: boolean;
    maxDownloads: string;
    expirationDays: string;
    activation: 'paid' | 'manual';
    hasUserAgreement: boolean;
    userAgreementText: string;
  };
  recurring: {
    isRecurring: boolean;
    cycleLength: string;
    cyclePeriod: 'day' | 'week' | 'month' | 'year';
    totalCycles: string;
  };
}

let serial = 0;
/** A key for a row made in this page (React's list keys; never sent). */
export const newKey = () => `k${(serial += 1)}`;

const CONTROL_TYPES = new Set<string>(['DropdownList', 'RadioList', 'Checkboxes', 'TextBox', 'ColorSquares']);

export function draftOf(product: AdminProductDetail | undefined): Draft {
  if (!product)
    return {
      name: '',
      shortDescription: '',
      fullDescription: '',
      sku: '',
      price: '',
      oldPrice: '',
      published: true,
      slug: '',
      metaTitle: '',
      metaDescription: '',
      categoryIds: [],
      manufacturerId: '',
      inventoryMethod: 'product',
      stock: '0',
      allowBackorder: false,
      attributes: [],
      combinations: [],
      specifications: [],
      pictures: [],
      download: {
        isDownload: false,
        unlimited: true,
        maxDownloads: '',
        expirationDays: '',
        activation: 'paid',
        hasUserAgreement: false,
        userAgreementText: '',
      },
      recurring: { isRecurring: false, cycleLength: '1', cyclePeriod: 'month', totalCycles: '0' },
    };
  return {
    name: product.name,
    shortDescription: product.shortDescription,
    fullDescription: product.fullDescription,
    sku: product.sku,
    price: rialToTomanText(product.price),
    oldPrice: rialToTomanText(product.oldPrice),
    published: product.published,
    slug: product.slug,
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    categoryIds: product.categoryIds,
    manufacturerId: product.manufacturerId === null ? '' : String(product.manufacturerId),
    inventoryMethod: product.inventoryMethod,
    stock: String(product.stockQuantity),
    allowBackorder: product.allowBackorder,
    attributes: product.attributes.map((attribute) => ({
      key: newKey(),
      id: attribute.id,
      name: attribute.name,
      // Every type the storefront knows is offered; an unknown one (none today) is shown as a list.
      controlType: CONTROL_TYPES.has(attribute.controlType) ? (attribute.controlType as ControlType) : 'DropdownList',
      isRequired: attribute.isRequired,
      values: attribute.values.map((value) => ({
        key: newKey(),
        id: value.id,
        name: value.name,
        adjustment: value.priceAdjustment === 0 ? '' : rialToTomanText(value.priceAdjustment),
        isPreSelected: value.isPreSelected,
        colorRgb: value.colorRgb,
      })),
    })),
    combinations: product.combinations.map((combination) => ({
      key: newKey(),
      values: combination.values,
      sku: combination.sku,
      stock: String(combination.stockQuantity),
      backorder: combination.allowOutOfStockOrders,
      price: rialToTomanText(combination.overriddenPrice),
    })),
    specifications: product.specifications.map((specification) => ({ key: newKey(), ...specification })),
    pictures: product.pictures.map((picture) => ({
      id: picture.id,
      altText: picture.altText,
      thumbUrl: picture.thumbUrl,
    })),
    download: {
      isDownload: product.download.isDownload,
      unlimited: product.download.unlimitedDownloads,
      maxDownloads: product.download.maxNumberOfDownloads === null ? '' : String(product.download.maxNumberOfDownloads),
      expirationDays: product.download.expirationDays === null ? '' : String(product.download.expirationDays),
      activation: product.download.activation,
      hasUserAgreement: product.download.hasUserAgreement,
      userAgreementText: product.download.userAgreementText,
    },
    recurring: {
      isRecurring: product.recurring.isRecurring,
      cycleLength: String(product.recurring.cycleLength),
      cyclePeriod: product.recurring.cyclePeriod,
      totalCycles: String(product.recurring.totalCycles),
    },
  };
}

/** A number field: empty is the default given; otherwise what was typed (NaN for text, refused by the schema). */
const numberOr = (text: string, fallback: number) => wholeNumber(text) ?? fallback;

/** The body the API takes, from the draft; the contract's schema checks it here first, with its Persian messages. */
export function bodyOf(draft: Draft): AdminProductInput {
  return {
    name: draft.name,
    shortDescription: draft.shortDescription,
    fullDescription: draft.fullDescription,
    sku: draft.sku,
    // Empty price: NaN, so the schema asks for it («قیمت باید عدد باشد.»).
    price: tomanToRial(draft.price) ?? Number.NaN,
    oldPrice: tomanToRial(draft.oldPrice),
    published: draft.published,
    slug: draft.slug,
    metaTitle: draft.metaTitle,
    metaDescription: draft.metaDescription,
    categoryIds: draft.categoryIds,
    manufacturerId: draft.manufacturerId === '' ? null : Number(draft.manufacturerId),
    inventoryMethod: draft.inventoryMethod,
    stockQuantity: numberOr(draft.stock, 0),
    allowBackorder: draft.allowBackorder,
    attributes: draft.attributes.map((attribute) => ({
      ...(attribute.id !== undefined ? { id: attribute.id } : {}),
      name: attribute.name,
      controlType: attribute.controlType,
      isRequired: attribute.isRequired,
      // A text box has no values (the shopper types); values typed before switching to it are not sent.
      values: (attribute.controlType === 'TextBox' ? [] : attribute.values).map((value) => ({
        ...(value.id !== undefined ? { id: value.id } : {}),
        name: value.name,
        priceAdjustment: tomanToRial(value.adjustment) ?? 0,
        isPreSelected: value.isPreSelected,
        colorRgb: value.colorRgb,
      })),
    })),
    combinations: draft.combinations.map((combination) => ({
      values: combination.values,
      sku: combination.sku,
      stockQuantity: numberOr(combination.stock, 0),
      allowOutOfStockOrders: combination.backorder,
      overriddenPrice: tomanToRial(combination.price),
    })),
    specifications: draft.specifications.map(({ attribute, value }) => ({ attribute, value })),
    pictures: draft.pictures.map(({ id, altText }) => ({ id, altText })),
    download: {
      isDownload: draft.download.isDownload,
      unlimitedDownloads: draft.download.unlimited,
      maxNumberOfDownloads: wholeNumber(draft.download.maxDownloads),
      expirationDays: wholeNumber(draft.download.expirationDays),
      activation: draft.download.activation,
      hasUserAgreement: draft.download.hasUserAgreement,
      userAgreementText: draft.download.userAgreementText,
    },
    recurring: {
      isRecurring: draft.recurring.isRecurring,
      cycleLength: numberOr(draft.recurring.cycleLength, 1),
      cyclePeriod: draft.recurring.cyclePeriod,
      totalCycles: numberOr(draft.recurring.totalCycles, 0),
    },
  };
}

/** Every combination of one value per attribute, keeping what was typed for the ones that were there. */
export function allCombinations(attributes: readonly AttributeDraft[], existing: readonly CombinationDraft[]) {
  const named = attributes.filter(
    (attribute) =>
      attribute.controlType !== 'TextBox' && attribute.name.trim() && attribute.values.some((v) => v.name.trim()),
  );
  if (named.length === 0) return [];
  let rows: { attribute: string; value: string }[][] = [[]];
  for (const attribute of named) {
    const values = attribute.values.filter((value) => value.name.trim());
    rows = rows.flatMap((row) =>
      values.map((value) => [...row, { attribute: attribute.name.trim(), value: value.name.trim() }]),
    );
  }
  const keyOf = (values: readonly { attribute: string; value: string }[]) =>
    values
      .map((v) => `${v.attribute}\u0000${v.value}`)
      .sort()
      .join('\u0001');
  const before = new Map(existing.map((combination) => [keyOf(combination.values), combination]));
  return rows.map(
    (values): CombinationDraft =>
      before.get(keyOf(values)) ?? { key: newKey(), values, sku: '', stock: '0', backorder: false, price: '' },
  );
}

export const combinationLabel = (combination: CombinationDraft) =>
  combination.values.map((value) => value.value).join(' / ');
