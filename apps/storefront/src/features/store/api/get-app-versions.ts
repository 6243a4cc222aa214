import { api } from '../../../lib/api-client';

/** docs/product.md §7 "Other": the remote version file, fetched past any cache. */
export const getAppVersions = () => api.call('getAppVersions', { cacheBust: true });
