import type { AdminRouteTable } from './route-def.js';
import {
  AdminProductDetail,
  AdminProductDownloadFile,
  AdminProductEditorOptions,
  AdminProductInput,
  AdminProductParams,
  AdminProductPictureAdd,
  AdminProductUpdate,
} from './products.js';

const tags = ['Admin: products'];

/** The admin API's product editor routes; every write answers the product as it is now. */
export const adminProductRoutes = {
  adminGetProductEditorOptions: {
    method: 'GET',
    path: '/catalogue/product-editor/options',
    summary: "The editor's pickers: categories in tree order, brands, attribute and specification names in use",
    tags,
    access: 'catalogue.view',
    response: AdminProductEditorOptions,
  },
  adminGetProduct: {
    method: 'GET',
    path: '/catalogue/products/:id',
    summary: 'A product as the editor shows it, with its row version',
    tags,
    access: 'catalogue.view',
    params: AdminProductParams,
    response: AdminProductDetail,
  },
  adminCreateProduct: {
    method: 'POST',
    path: '/catalogue/products',
    summary:
      'Create a product; its search entry and category listing are built in the same transaction and every ' +
      "process's catalogue pages are dropped after commit. A taken slug or a negative price is a Persian 4xx",
    tags,
    access: 'catalogue.change',
    body: AdminProductInput,
    response: AdminProductDetail,
  },
  adminUpdateProduct: {
    method: 'PUT',
    path: '/catalogue/products/:id',
    summary:
      'Save the whole product (pictures kept in the given order, attributes, combinations, specifications…); ' +
      'a stale expectedVersion is a Persian 409 naming who changed what',
    tags,
    access: 'catalogue.change',
    params: AdminProductParams,
    body: AdminProductUpdate,
    response: AdminProductDetail,
  },
  adminAddProductPicture: {
    method: 'POST',
    path: '/catalogue/products/:id/pictures',
    summary: 'Add a picture (JPEG, PNG or WebP as base64; re-encoded as WebP) at the end; a non-picture is refused',
    tags,
    access: 'catalogue.change',
    params: AdminProductParams,
    body: AdminProductPictureAdd,
    response: AdminProductDetail,
  },
  adminSetProductDownload: {
    method: 'PUT',
    path: '/catalogue/products/:id/download',
    summary: 'Upload (base64) or remove the file buyers of a downloadable product get',
    tags,
    access: 'catalogue.change',
    params: AdminProductParams,
    body: AdminProductDownloadFile,
    response: AdminProductDetail,
  },
} as const satisfies AdminRouteTable;
