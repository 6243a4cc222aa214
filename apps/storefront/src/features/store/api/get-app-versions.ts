import { api } from '@/lib/api-client';

export const getAppVersions = () => api.call('getAppVersions', { cacheBust: true });
