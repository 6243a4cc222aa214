// Valid calls of the product editor's write routes, for the generated audit test.
import sharp from 'sharp';
import { catalogFixture } from '../testing/catalog-fixture.js';
import type { WriteSamples } from './write-sample.js';

let serial = 0;

async function product(context: Parameters<NonNullable<WriteSamples['adminUpdateProduct']>>[0]) {
  serial += 1;
  const id = await catalogFixture(context.db).product({ name: `کالای نمونهٔ ویرایشگر ${serial}`, price: 1_000_000 });
  return { id, rowVersion: 1 };
}

export const productsWriteSamples: WriteSamples = {
  adminCreateProduct: () =>
    Promise.resolve({ body: { name: `محصول تازهٔ نمونه ${Date.now()}-${(serial += 1)}`, price: 2_500_000 } }),
  adminUpdateProduct: async (context) => {
    const { id, rowVersion } = await product(context);
    return { params: { id }, body: { expectedVersion: rowVersion, name: 'نام تازه', price: 3_000_000 } };
  },
  adminAddProductPicture: async (context) => {
    const { id, rowVersion } = await product(context);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e86de' } })
      .png()
      .toBuffer();
    return {
      params: { id },
      body: { expectedVersion: rowVersion, dataBase64: png.toString('base64'), altText: 'نمونه' },
    };
  },
  adminSetProductDownload: async (context) => {
    const { id, rowVersion } = await product(context);
    return {
      params: { id },
      body: {
        expectedVersion: rowVersion,
        file: {
          fileName: 'راهنما.pdf',
          contentType: 'application/pdf',
          dataBase64: Buffer.from('%PDF-1.4').toString('base64'),
        },
      },
    };
  },
};
