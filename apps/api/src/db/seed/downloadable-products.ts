/**
 * The demo store's downloadable products (modules/downloads): a Persian e-book (PDF) with a user
 * agreement and an instrumental audio file (WAV), both real files from ./files (README there says
 * how they were made), in their own subcategory of «کتاب و لوازم تحریر». Neither ships: an order of
 * only these needs no shipping address or method.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { apiRoot } from '../../config/paths.js';
import type { Database } from '../schema.js';
import { categorySvg, encodeWebp, type Icon } from './artwork.js';
import { insertExtraProduct } from './extra-product.js';
import { isoDaysBefore } from './plan.js';

/** From the sources and from the production bundle alike: the files stay in the source tree (the Docker image copies them). */
const FILES = path.join(apiRoot, 'src', 'db', 'seed', 'files');

export const DOWNLOADS_CATEGORY = {
  parentName: 'کتاب و لوازم تحریر',
  name: 'کتاب الکترونیکی و فایل صوتی',
  description: 'کتاب‌های الکترونیکی و فایل‌های صوتی؛ پس از پرداخت از «فایل‌های قابل دانلود» دریافت می‌شوند.',
} as const;

interface DownloadableProductSeed {
  name: string;
  sku: string;
  price: number;
  shortDescription: string;
  fullDescription: string;
  icon: Icon;
  hue: number;
  file: { path: string; contentType: string; fileName: string; extension: string; guid: string };
  maxNumberOfDownloads: number | null;
  unlimitedDownloads: boolean;
  downloadExpirationDays: number | null;
  userAgreementText: string | null;
}

export const DOWNLOADABLE_PRODUCTS: DownloadableProductSeed[] = [
  {
    name: 'کتاب الکترونیکی گزیده غزلیات حافظ (PDF)',
    sku: 'EBK-HAFEZ-1405',
    price: 450_000,
    shortDescription: 'چهار غزل ماندگار حافظ در یک کتاب الکترونیکی فارسی، آماده خواندن در تلفن همراه و رایانه.',
    fullDescription:
      '<p>گزیده‌ای از غزلیات خواجه شمس‌الدین محمد حافظ شیرازی در قالب PDF، با قلم وزیرمتن و صفحه‌آرایی A5.</p>' +
      '<ul><li>هفت صفحه: جلد، معرفی و چهار غزل</li><li>فایل PDF، قابل خواندن در همه دستگاه‌ها</li>' +
      '<li>تا ۵ بار دریافت در ۳۰ روز پس از پرداخت</li><li>بدون هزینه ارسال؛ دریافت فوری پس از پرداخت</li></ul>',
    icon: 'book',
    hue: 28,
    file: {
      path: 'hafez-ghazals.pdf',
      contentType: 'application/pdf',
      fileName: 'گزیده غزلیات حافظ',
      extension: '.pdf',
      guid: '6b1f4c2e-8d3a-4e5b-9a71-2c4d6e8f0a13',
    },
    maxNumberOfDownloads: 5,
    unlimitedDownloads: false,
    downloadExpirationDays: 30,
    userAgreementText:
      'این کتاب الکترونیکی فقط برای استفاده شخصی خریدار است. انتشار، فروش یا در اختیار دیگران گذاشتن فایل آن مجاز نیست.',
  },
  {
    name: 'فایل صوتی موسیقی بی‌کلام نسیم شیراز',
    sku: 'AUD-SHIRAZ-1405',
    price: 250_000,
    shortDescription: 'قطعه‌ای کوتاه و بی‌کلام در دستگاه شور با صدای سازی زهی، برای آرامش در میان روز.',
    fullDescription:
      '<p>«نسیم شیراز» قطعه‌ای کوتاه در دستگاه شور است، با فاصله ربع‌پرده‌ای آشنای موسیقی ایرانی.</p>' +
      '<ul><li>فایل صوتی WAV، قابل پخش در همه دستگاه‌ها</li><li>دریافت بدون محدودیت تعداد</li>' +
      '<li>بدون هزینه ارسال؛ دریافت فوری پس از پرداخت</li></ul>',
    icon: 'headphones',
    hue: 200,
    file: {
      path: 'shiraz-breeze.wav',
      contentType: 'audio/wav',
      fileName: 'نسیم شیراز',
      extension: '.wav',
      guid: '0c9e7a5b-3f2d-4b1a-8e6c-5d4f3a2b1c07',
    },
    maxNumberOfDownloads: null,
    unlimitedDownloads: true,
    downloadExpirationDays: null,
    userAgreementText: null,
  },
];

export function readSeedFile(name: string): Buffer {
  return fs.readFileSync(path.join(FILES, name));
}

/** Adds the downloadable products to a freshly seeded catalogue (inside the seed's transaction). */
export async function seedDownloadableProducts(trx: Kysely<Database>): Promise<void> {
  const createdAt = isoDaysBefore(20);
  const parent = await trx
    .selectFrom('category')
    .select('id')
    .where('name', '=', DOWNLOADS_CATEGORY.parentName)
    .where('parent_category_id', '=', 0)
    .executeTakeFirstOrThrow();
  const siblings = await trx
    .selectFrom('category')
    .select((eb) => eb.fn.max('display_order').as('last'))
    .where('parent_category_id', '=', parent.id)
    .executeTakeFirst();

  const badge = await encodeWebp(categorySvg('book', 28));
  const categoryPicture = await trx
    .insertInto('picture')
    .values({
      mime_type: badge.mimeType,
      seo_filename: 'category-downloads',
      alt_text: DOWNLOADS_CATEGORY.name,
      width: badge.width,
      height: badge.height,
      data: badge.data,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await trx
    .insertInto('category')
    .values({
      name: DOWNLOADS_CATEGORY.name,
      description: DOWNLOADS_CATEGORY.description,
      parent_category_id: parent.id,
      picture_id: categoryPicture.id,
      display_order: Number(siblings?.last ?? 0) + 1,
      published: 1,
      show_on_home_page: 0,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  for (const [index, product] of DOWNLOADABLE_PRODUCTS.entries()) {
    const download = await trx
      .insertInto('download')
      .values({
        download_guid: product.file.guid,
        content_type: product.file.contentType,
        file_name: product.file.fileName,
        extension: product.file.extension,
        data: readSeedFile(product.file.path),
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertExtraProduct(trx, {
      name: product.name,
      sku: product.sku,
      price: product.price,
      shortDescription: product.shortDescription,
      fullDescription: product.fullDescription,
      categoryId: category.id,
      displayOrder: index + 1,
      createdAt,
      picture: { icon: product.icon, hue: product.hue, randomSeed: 9_000 + index },
      columns: {
        order_maximum_quantity: 1,
        is_free_shipping: 1,
        is_download: 1,
        download_id: download.id,
        unlimited_downloads: product.unlimitedDownloads ? 1 : 0,
        max_number_of_downloads: product.maxNumberOfDownloads,
        download_expiration_days: product.downloadExpirationDays,
        download_activation_type: 'paid',
        has_user_agreement: product.userAgreementText ? 1 : 0,
        user_agreement_text: product.userAgreementText ?? '',
        is_ship_enabled: 0,
      },
    });
  }
}
