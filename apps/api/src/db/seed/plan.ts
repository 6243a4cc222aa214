// Deterministic: one seeded generator drives every choice, in a fixed order.
import { foldForSearch } from '@sabad/contract';
import { entryOf, itemAt } from '../../lib/lookup.js';
import type { BackorderMode, ManageInventoryMethod } from '../schema.js';
import type { Icon } from './artwork.js';
import { COLOUR_PALETTE, planAttribute, roundRial, type PlannedAttribute } from './attributes.js';
import { BRANDS } from './brands.js';
import { CATALOGUE, SPEC_KEYS, type ProductSeed, type SpecKey, type SpecRule } from './catalog.js';
import { createSeededRandom, shuffled, type SeededRandom } from './random.js';
import { planReviews, type PlannedReview } from './reviews.js';

export const SEED_BASE_TIME = Date.UTC(2026, 10, 1, 8, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

export const isoDaysBefore = (days: number, minutes = 0): string =>
  new Date(SEED_BASE_TIME - days * DAY - minutes * 60_000).toISOString();

export interface PlannedCategory {
  name: string;
  description: string;
  parentIndex: number | null;
  displayOrder: number;
  showOnHomePage: boolean;
  icon: Icon;
  hue: number;
}

export interface PlannedSpecification {
  attribute: string;
  option: string;
  customValue: string | null;
  allowFiltering: boolean;
}

export interface PlannedCombination {
  choice: Array<[number, number]>;
  sku: string;
  stockQuantity: number;
  overriddenPrice: number | null;
}

export interface PlannedProduct {
  name: string;
  shortDescription: string;
  fullDescription: string;
  sku: string;
  price: number;
  oldPrice: number | null;
  brandKey: string | null;
  manageInventoryMethod: ManageInventoryMethod;
  stockQuantity: number;
  backorderMode: BackorderMode;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
  allowedQuantities: string;
  showOnHomePage: boolean;
  markAsNew: boolean;
  isFreeShipping: boolean;
  weight: number;
  soldCount: number;
  displayOrder: number;
  searchName: string;
  searchDescription: string;
  createdAt: string;
  categories: Array<{ categoryIndex: number; displayOrder: number }>;
  picture: { icon: Icon; hue: number; count: number; artSeed: number };
  specifications: PlannedSpecification[];
  attributes: PlannedAttribute[];
  combinations: PlannedCombination[];
  relatedIndexes: number[];
}

export interface PlannedSpecificationAttribute {
  name: string;
  options: Array<{ name: string; colorRgb: string | null }>;
}

export interface DemoStorePlan {
  categories: PlannedCategory[];
  products: PlannedProduct[];
  specificationAttributes: PlannedSpecificationAttribute[];
  reviews: PlannedReview[];
}

const SPECIFICATION_ORDER = [
  'سیستم عامل',
  'حافظه داخلی',
  'رم',
  'اندازه صفحه نمایش',
  'رنگ',
  'جنس',
  'نوع اتصال',
  'رده انرژی',
  'نوع جلد',
  'تعداد صفحات',
  'گروه سنی',
  'کشور سازنده',
];

const COLOUR_RGB = new Map(COLOUR_PALETTE);
const COLOUR_SPECIFICATION = 'رنگ';

const CUSTOM_OPTION = 'سایر';

const CLOSINGS = [
  'این کالا اصل است و با ضمانت هفت روزه بازگشت کالا از سبد عرضه می‌شود.',
  'سفارش‌هایی که تا ساعت ۱۴ ثبت شوند، همان روز از انبار سبد ارسال می‌شوند.',
  'پیش از خرید، مشخصات فنی و نظرهای خریداران را در همین صفحه ببینید.',
];

export function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

const SPEC_KEY_OF = new Map<string, SpecKey>(
  Object.entries(SPEC_KEYS).map(([key, attribute]) => [attribute, key as SpecKey]),
);

function statedValue(seed: ProductSeed, attribute: string): string | undefined {
  const key = SPEC_KEY_OF.get(attribute);
  return key ? seed.specs?.[key] : undefined;
}

function nameOf(seed: ProductSeed): string {
  return seed.name.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = key in SPEC_KEYS ? seed.specs?.[key as SpecKey] : undefined;
    if (value === undefined) throw new Error(`${seed.name}: no specification value for {${key}}`);
    return value;
  });
}

function specificationFor(rule: SpecRule, seed: ProductSeed, random: SeededRandom): PlannedSpecification | null {
  const stated = statedValue(seed, rule.attribute);
  const custom = 'custom' in rule;
  if (stated !== undefined)
    return custom
      ? { attribute: rule.attribute, option: CUSTOM_OPTION, customValue: stated, allowFiltering: false }
      : { attribute: rule.attribute, option: stated, customValue: null, allowFiltering: true };
  if ('perProduct' in rule) throw new Error(`${seed.name}: states no ${rule.attribute}`);
  const brandKey = seed.brand;
  if ('options' in rule)
    return { attribute: rule.attribute, option: random.pick(rule.options), customValue: null, allowFiltering: true };
  if ('custom' in rule)
    return {
      attribute: rule.attribute,
      option: CUSTOM_OPTION,
      customValue: random.pick(rule.custom),
      allowFiltering: false,
    };
  if ('byBrand' in rule) {
    return {
      attribute: rule.attribute,
      option: (brandKey && rule.byBrand[brandKey]) || rule.otherwise,
      customValue: null,
      allowFiltering: true,
    };
  }
  const brand = BRANDS.find((b) => b.key === brandKey);
  return brand ? { attribute: rule.attribute, option: brand.country, customValue: null, allowFiltering: true } : null;
}

function cartesian(sizes: number[]): number[][] {
  return sizes.reduce<number[][]>(
    (acc, size) => acc.flatMap((prefix) => Array.from({ length: size }, (_, i) => [...prefix, i])),
    [[]],
  );
}

export function planDemoStore(): DemoStorePlan {
  const random = createSeededRandom(20261122);
  const categories: PlannedCategory[] = [];
  const products: PlannedProduct[] = [];
  const specOptions = new Map<string, Set<string>>(SPECIFICATION_ORDER.map((name) => [name, new Set<string>()]));

  CATALOGUE.forEach((top, topIndex) => {
    categories.push({
      name: top.name,
      description: top.description,
      parentIndex: null,
      displayOrder: topIndex + 1,
      showOnHomePage: top.showOnHomePage,
      icon: top.icon,
      hue: top.hue,
    });
  });

  CATALOGUE.forEach((top, topIndex) => {
    top.subcategories.forEach((sub, subIndex) => {
      const subcategoryIndex = categories.length;
      categories.push({
        name: sub.name,
        description: sub.description,
        parentIndex: topIndex,
        displayOrder: subIndex + 1,
        showOnHomePage: false,
        icon: sub.icon,
        hue: top.hue + (subIndex - 1) * 12,
      });

      sub.products.forEach((seed, indexInSub) => {
        const index = products.length;
        const brand = BRANDS.find((b) => b.key === seed.brand) ?? null;
        if (seed.brand && !brand) throw new Error(`unknown brand ${seed.brand}`);
        const sku = `SB-${top.code}-${subIndex + 1}${String(indexInSub + 1).padStart(2, '0')}`;
        const name = nameOf(seed);

        const features = shuffled(sub.features, random).slice(0, random.int(3, 4));
        const shortDescription = `${features[0]}؛ ${features[1]}.`;
        const fullDescription = [
          `<p><strong>${name}</strong>${brand ? ` محصول ${brand.name}،` : ''} ${sub.intro}</p>`,
          '<h3>ویژگی‌های برجسته</h3>',
          `<ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>`,
          `<p>${random.pick(CLOSINGS)}</p>`,
        ].join('\n');

        const hasOldPrice = random.chance(0.3);
        const oldPrice = hasOldPrice ? roundRial(seed.price * (1 + random.int(8, 30) / 100)) : null;

        const attributeTemplates = seed.attributes ?? sub.attributes ?? [];
        const attributes = attributeTemplates.map((template) =>
          planAttribute(template, seed.price, random, seed.combinations === true),
        );

        const combinations: PlannedCombination[] = [];
        if (seed.combinations) {
          const combinable = attributes.map((a, i) => [a, i] as const).filter(([a]) => a.inCombinations);
          cartesian(combinable.map(([a]) => a.values.length)).forEach((valueIndexes, n) => {
            const choice = valueIndexes.map((valueIndex, k): [number, number] => [
              itemAt(combinable, k)[1],
              valueIndex,
            ]);
            const adjustment = choice.reduce(
              (sum, [a, v]) => sum + itemAt(itemAt(attributes, a).values, v).priceAdjustment,
              0,
            );
            combinations.push({
              choice,
              sku: `${sku}-${n + 1}`,
              stockQuantity: n === 1 ? 0 : random.int(2, 30),
              overriddenPrice: n === 2 ? roundRial((seed.price + adjustment) * 0.94) : null,
            });
          });
        }

        const outOfStock = index % 16 === 7;
        const untracked = !outOfStock && index % 25 === 12;
        const manageInventoryMethod: ManageInventoryMethod = seed.combinations
          ? 'combinations'
          : untracked
            ? 'none'
            : 'product';
        const stockQuantity = seed.combinations
          ? combinations.reduce((sum, c) => sum + c.stockQuantity, 0)
          : outOfStock || untracked
            ? 0
            : random.int(3, 150);

        const daysAgo = random.int(0, 330);
        for (const key of Object.keys(seed.specs ?? {}) as SpecKey[]) {
          if (!sub.specs.some((rule) => rule.attribute === SPEC_KEYS[key]))
            throw new Error(`${seed.name}: ${sub.name} has no specification ${SPEC_KEYS[key]}`);
        }
        const specifications = sub.specs
          .map((rule) => specificationFor(rule, seed, random))
          .filter((s): s is PlannedSpecification => s !== null);
        const colourAttribute = attributes.find((a) => a.controlType === 'ColorSquares');
        if (colourAttribute) {
          if (seed.specs?.colour) throw new Error(`${seed.name}: its colour comes from its colour attribute`);
          // The colour shown first on the product page is the colour it is filtered by.
          const colour: PlannedSpecification = {
            attribute: COLOUR_SPECIFICATION,
            option: itemAt(colourAttribute.values, 0).name,
            customValue: null,
            allowFiltering: true,
          };
          const existing = specifications.findIndex((s) => s.attribute === COLOUR_SPECIFICATION);
          if (existing >= 0) specifications[existing] = colour;
          else specifications.splice(specifications.length - 1, 0, colour);
        }
        for (const spec of specifications) {
          const options = specOptions.get(spec.attribute);
          if (!options) throw new Error(`unknown specification attribute ${spec.attribute}`);
          options.add(spec.option);
        }

        const featured = subIndex === 0 && indexInSub === 0;
        const inParent = indexInSub < 3;

        products.push({
          name,
          shortDescription,
          fullDescription,
          sku,
          price: seed.price,
          oldPrice,
          brandKey: seed.brand,
          manageInventoryMethod,
          stockQuantity,
          backorderMode: outOfStock && index === 55 ? 'allow' : 'none',
          orderMinimumQuantity: seed.minimum ?? 1,
          orderMaximumQuantity: seed.maximum ?? 10_000,
          allowedQuantities: seed.allowed ?? '',
          showOnHomePage: featured,
          markAsNew: daysAgo <= 30,
          isFreeShipping: seed.price >= 300_000_000,
          weight: random.int(sub.weight[0], sub.weight[1]),
          soldCount: random.chance(0.15) ? random.int(300, 2500) : random.int(0, 120),
          displayOrder: indexInSub + 1,
          searchName: foldForSearch(`${name} ${sku}`),
          searchDescription: foldForSearch(`${shortDescription} ${stripTags(fullDescription)}`),
          createdAt: isoDaysBefore(daysAgo, random.int(0, 600)),
          categories: [
            { categoryIndex: subcategoryIndex, displayOrder: indexInSub + 1 },
            ...(inParent ? [{ categoryIndex: topIndex, displayOrder: subIndex * 10 + indexInSub + 1 }] : []),
          ],
          picture: {
            icon: seed.icon ?? sub.icon,
            hue: top.hue + (subIndex - 1) * 12,
            count: featured ? 4 : random.int(1, 4),
            artSeed: 1000 + index,
          },
          specifications,
          attributes,
          combinations,
          relatedIndexes: [],
        });
      });
    });
  });

  relateProducts(products);

  const specificationAttributes = SPECIFICATION_ORDER.filter((name) => (specOptions.get(name)?.size ?? 0) > 0).map(
    (name) => ({
      name,
      options: [...entryOf(specOptions, name)].map((option) => ({
        name: option,
        colorRgb: name === COLOUR_SPECIFICATION ? (COLOUR_RGB.get(option) ?? null) : null,
      })),
    }),
  );

  const reviews = planReviews(
    products.map((product) => ({
      subcategoryName: itemAt(categories, itemAt(product.categories, 0).categoryIndex).name,
      daysListed: Math.floor((SEED_BASE_TIME - Date.parse(product.createdAt)) / DAY),
      soldOut: product.manageInventoryMethod === 'product' && product.stockQuantity === 0,
    })),
  );

  return { categories, products, specificationAttributes, reviews };
}

function relateProducts(products: PlannedProduct[]): void {
  const bySubcategory = new Map<number, number[]>();
  products.forEach((product, index) => {
    const subcategory = itemAt(product.categories, 0).categoryIndex;
    bySubcategory.set(subcategory, [...(bySubcategory.get(subcategory) ?? []), index]);
  });
  const groups = [...bySubcategory.values()];
  groups.forEach((group, groupIndex) => {
    group.forEach((productIndex, position) => {
      if (position % 3 !== 0) return;
      const neighbours = [1, 2, 3]
        .map((step) => itemAt(group, (position + step) % group.length))
        .filter((i) => i !== productIndex);
      const nextGroup = itemAt(groups, (groupIndex + 1) % groups.length);
      itemAt(products, productIndex).relatedIndexes = [...new Set([...neighbours, itemAt(nextGroup, 0)])];
    });
  });
}
