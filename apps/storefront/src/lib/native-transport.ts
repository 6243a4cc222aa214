import type { Transport } from './http';

/** docs/product.md §1: on the native app requests use the native HTTP client with the same headers. */
export const capacitorTransport: Transport = async (request) => {
  const { CapacitorHttp } = await import('@capacitor/core');
  const multipart = request.body instanceof FormData;
  const response = await CapacitorHttp.request({
    url: request.url,
    method: request.method,
    headers: multipart ? { ...request.headers, 'Content-Type': 'multipart/form-data' } : request.headers,
    // Loaded only for an upload, to keep it out of the app's first load.
    data: multipart ? await (await import('./native-form')).toNativeForm(request.body as FormData) : request.body,
    ...(multipart ? { dataType: 'formData' as const } : {}),
    responseType: 'json',
  });
  return { status: response.status, body: response.data as unknown };
};
