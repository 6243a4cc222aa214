/**
 * Every migration, in order. Listed statically (not read from the folder) so the same list
 * works from TypeScript sources and from the built JavaScript.
 */
import type { Migration } from 'kysely';
import * as foundation from './2026-11-22-0001-foundation.js';
import * as outbox from './2026-11-22-0002-outbox.js';
import * as accountSecurity from './2026-11-22-0003-account-security.js';
import * as iranDivisions from './2026-11-22-0004-iran-divisions.js';
import * as pendingRegistration from './2026-11-22-0005-pending-registration.js';
import * as customerProfile from './2026-11-22-0006-customer-profile-and-addresses.js';
import * as shoppingCart from './2026-11-22-0007-shopping-cart.js';
import * as productSearch from './2026-11-22-0010-product-search.js';
import * as reviewsAndBackInStock from './2026-11-22-0011-reviews-and-back-in-stock.js';
import * as compareList from './2026-11-22-0013-compare-list.js';
import * as productListIndexes from './2026-11-22-0014-product-list-indexes.js';
import * as categoryListing from './2026-11-23-0015-category-listing.js';
import * as orders from './2026-11-25-0016-orders.js';
import * as returnRequests from './2026-11-25-0017-return-requests.js';
import * as downloads from './2026-11-25-0018-downloads.js';
import * as recurringOrders from './2026-11-25-0020-recurring-orders.js';
import * as rewardPointsAndAffiliates from './2026-11-25-0019-reward-points-and-affiliates.js';
import * as contactMessages from './2026-11-25-0021-contact-messages.js';
import * as registrationNames from './2026-11-25-0022-registration-names.js';
import * as searchSynonyms from './2026-11-25-0023-search-synonyms.js';
import * as blog from './2026-11-25-0024-blog.js';
import * as push from './2026-11-25-0025-push.js';
import * as searchLatinWords from './2026-11-29-0026-search-latin-words.js';
import * as customersAndModerationAdmin from './2026-11-29-0032-customers-and-moderation-admin.js';
import * as customerSearchIndexes from './2026-11-29-0035-customer-search-indexes.js';
import * as categoriesBrandsAndPictureStorage from './2026-11-29-0042-categories-brands-and-picture-storage.js';
import * as promotionsAdmin from './2026-11-29-0043-promotions-admin.js';
import * as productEditor from './2026-11-29-0040-product-editor.js';
import * as productGridIndexes from './2026-11-29-0041-product-grid-indexes.js';
import * as staffAndAudit from './2026-11-29-0027-staff-and-audit.js';
import * as orderSearch from './2026-11-29-0029-order-search.js';
import * as contentAndSettingsAdmin from './2026-11-29-0044-content-and-settings-admin.js';
import * as backgroundJobsAndCatalogueImport from './2026-11-29-0046-background-jobs-and-catalogue-import.js';
import * as productGridCoverIndex from './2026-11-29-0047-product-grid-cover-index.js';
import * as pictureStorageKeyIndex from './2026-11-29-0048-picture-storage-key-index.js';
import * as orderPaymentStatusIndex from './2026-11-29-0049-order-payment-status-index.js';

export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-foundation': foundation,
  '2026-11-22-0002-outbox': outbox,
  '2026-11-22-0003-account-security': accountSecurity,
  '2026-11-22-0004-iran-divisions': iranDivisions,
  '2026-11-22-0005-pending-registration': pendingRegistration,
  '2026-11-22-0006-customer-profile-and-addresses': customerProfile,
  '2026-11-22-0007-shopping-cart': shoppingCart,
  '2026-11-22-0010-product-search': productSearch,
  '2026-11-22-0011-reviews-and-back-in-stock': reviewsAndBackInStock,
  '2026-11-22-0013-compare-list': compareList,
  '2026-11-22-0014-product-list-indexes': productListIndexes,
  '2026-11-23-0015-category-listing': categoryListing,
  '2026-11-25-0016-orders': orders,
  '2026-11-25-0017-return-requests': returnRequests,
  '2026-11-25-0018-downloads': downloads,
  '2026-11-25-0020-recurring-orders': recurringOrders,
  '2026-11-25-0019-reward-points-and-affiliates': rewardPointsAndAffiliates,
  '2026-11-25-0021-contact-messages': contactMessages,
  '2026-11-25-0022-registration-names': registrationNames,
  '2026-11-25-0023-search-synonyms': searchSynonyms,
  '2026-11-25-0024-blog': blog,
  '2026-11-25-0025-push': push,
  '2026-11-29-0026-search-latin-words': searchLatinWords,
  '2026-11-29-0027-staff-and-audit': staffAndAudit,
  '2026-11-29-0029-order-search': orderSearch,
  '2026-11-29-0032-customers-and-moderation-admin': customersAndModerationAdmin,
  '2026-11-29-0035-customer-search-indexes': customerSearchIndexes,
  '2026-11-29-0042-categories-brands-and-picture-storage': categoriesBrandsAndPictureStorage,
  '2026-11-29-0043-promotions-admin': promotionsAdmin,
  '2026-11-29-0040-product-editor': productEditor,
  '2026-11-29-0041-product-grid-indexes': productGridIndexes,
  '2026-11-29-0044-content-and-settings-admin': contentAndSettingsAdmin,
  '2026-11-29-0046-background-jobs-and-catalogue-import': backgroundJobsAndCatalogueImport,
  '2026-11-29-0047-product-grid-cover-index': productGridCoverIndex,
  '2026-11-29-0048-picture-storage-key-index': pictureStorageKeyIndex,
  '2026-11-29-0049-order-payment-status-index': orderPaymentStatusIndex,
};
