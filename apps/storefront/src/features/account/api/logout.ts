import { api } from '../../../lib/api-client';

/** Ends the session on the server: the stored token stops working. */
export const logout = () => api.call('logout');
