import { api } from '../../../lib/api-client';

/** Spec §7 "Other": the remote version file, fetched past any cache. */
export const getAppVersions = () => api.call('getAppVersions', { cacheBust: true });
