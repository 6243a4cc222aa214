// Valid calls of the catalogue import's write routes, for the generated audit test.
import { adminUrl } from './staff-fixture.js';
import { csvOf, multipartUpload } from '../testing/catalogue-import-fixture.js';
import type { WriteSamples } from './write-sample.js';

const file = () =>
  multipartUpload('prices.csv', csvOf([[`SAMPLE-${Date.now()}`, 'کالای نمونه', '۱۰۰٬۰۰۰', '', '۵', 'بله', '']]));

export const importsWriteSamples: WriteSamples = {
  adminUploadCatalogueImport: ({ admin }) => {
    const upload = file();
    return Promise.resolve({
      body: upload.payload,
      headers: { ...admin.headers(), 'content-type': upload.contentType },
    });
  },
  adminApplyCatalogueImport: async ({ app, admin }) => {
    const upload = file();
    const response = await app.inject({
      method: 'POST',
      url: adminUrl('/catalogue/imports'),
      headers: { ...admin.headers(), 'content-type': upload.contentType },
      payload: upload.payload,
    });
    return { params: { id: response.json<{ id: number }>().id } };
  },
};
