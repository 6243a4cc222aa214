import type { Transport } from './http';

/** Spec §1: on the native app requests use the native HTTP client with the same headers. */
export const capacitorTransport: Transport = async (request) => {
  const { CapacitorHttp } = await import('@capacitor/core');
  const response = await CapacitorHttp.request({
    url: request.url,
    method: request.method,
    headers: request.headers,
    data: request.body,
    responseType: 'json',
  });
  return { status: response.status, body: response.data as unknown };
};
