/**
 * The demo store's downloadable products: real files (a PDF with pages, a playable WAV), small
 * enough to keep in the repository, stored byte for byte with products that do not ship.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import {
  DOWNLOADABLE_PRODUCTS,
  DOWNLOADS_CATEGORY,
  readSeedFile,
  seedDownloadableProducts,
} from './downloadable-products.js';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await catalogFixture(db.kysely).category({ name: DOWNLOADS_CATEGORY.parentName });
  await db.kysely.transaction().execute((trx) => seedDownloadableProducts(trx));
});
afterAll(() => db.close());

describe('the seed’s downloadable files', () => {
  it('has a Persian e-book PDF with several pages, under 200 KB', () => {
    const pdf = readSeedFile('hafez-ghazals.pdf');
    expect(pdf.length).toBeLessThan(200 * 1024);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
    const text = pdf.toString('latin1');
    const pages = text.match(/\/Type\s*\/Page(?![s\w])/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(text).toMatch(/\/Count\s+(\d+)/);
    expect(Number(/\/Count\s+(\d+)/.exec(text)?.[1])).toBe(pages.length);
    // The font is embedded (a subset of Vazirmatn), so the Persian text shows without the reader's fonts.
    expect(text).toMatch(/\/FontFile2|\/FontFile3/);
    expect(text).toContain('Vazirmatn');
  });

  it('has a playable 16-bit PCM WAV of a few seconds, under 300 KB', () => {
    const wav = readSeedFile('shiraz-breeze.wav');
    expect(wav.length).toBeLessThan(300 * 1024);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    const format = { audio: wav.readUInt16LE(20), channels: wav.readUInt16LE(22), rate: wav.readUInt32LE(24) };
    expect(format).toEqual({ audio: 1, channels: 1, rate: 11_025 });
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    const dataBytes = wav.readUInt32LE(40);
    expect(dataBytes).toBe(wav.length - 44);
    expect(dataBytes / 2 / format.rate).toBeGreaterThan(5);
    let peak = 0;
    for (let i = 44; i < wav.length; i += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(i)));
    expect(peak).toBeGreaterThan(5_000);
  });

  it('stores them byte for byte with Persian products that do not ship, in their own subcategory', async () => {
    const rows = await db.kysely
      .selectFrom('product')
      .innerJoin('download', 'download.id', 'product.download_id')
      .innerJoin('product_category', 'product_category.product_id', 'product.id')
      .innerJoin('category', 'category.id', 'product_category.category_id')
      .select([
        'product.name',
        'product.price',
        'product.is_download',
        'product.is_ship_enabled',
        'product.has_user_agreement',
        'product.user_agreement_text',
        'download.content_type',
        'download.file_name',
        'download.extension',
        'download.data',
        'category.name as category',
      ])
      .orderBy('product.id')
      .execute();
    expect(rows).toHaveLength(DOWNLOADABLE_PRODUCTS.length);
    expect(rows.map((row) => [row.content_type, `${row.file_name}${row.extension}`])).toEqual([
      ['application/pdf', 'گزیده غزلیات حافظ.pdf'],
      ['audio/wav', 'نسیم شیراز.wav'],
    ]);
    for (const [index, row] of rows.entries()) {
      expect(row).toMatchObject({ is_download: 1, is_ship_enabled: 0, category: DOWNLOADS_CATEGORY.name });
      expect(row.name).toMatch(/[\u0600-\u06FF]/);
      expect(row.price).toBeGreaterThan(0);
      expect(Buffer.from(row.data).equals(readSeedFile(DOWNLOADABLE_PRODUCTS[index]?.file.path ?? ''))).toBe(true);
    }
    expect(rows.filter((row) => row.has_user_agreement === 1 && row.user_agreement_text.length > 20)).toHaveLength(1);
  });
});
