import type { Transport, TransportResponse } from './http';

export const capacitorTransport: Transport = async (request) => {
  const { CapacitorHttp } = await import('@capacitor/core');
  const multipart = request.body instanceof FormData;
  const file = request.responseType === 'blob';
  const response = await CapacitorHttp.request({
    url: request.url,
    method: request.method,
    headers: multipart ? { ...request.headers, 'Content-Type': 'multipart/form-data' } : request.headers,
    // Loaded only for an upload, to keep it out of the app's first load.
    data: multipart ? await (await import('./native-form')).toNativeForm(request.body as FormData) : request.body,
    ...(multipart ? { dataType: 'formData' as const } : {}),
    responseType: file ? 'blob' : 'json',
  });
  if (!file) return { status: response.status, body: response.data as unknown };
  return fileResponse(response.status, response.data, response.headers);
};

/** The native client hands a file over as base64; an error body may be parsed JSON or base64 too. */
function fileResponse(status: number, data: unknown, rawHeaders: Record<string, string> = {}): TransportResponse {
  const headers = Object.fromEntries(Object.entries(rawHeaders).map(([name, value]) => [name.toLowerCase(), value]));
  if (typeof data !== 'string') return { status, body: data, headers };
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  if (status >= 200 && status < 300) {
    return { status, body: new Blob([bytes], { type: headers['content-type'] ?? '' }), headers };
  }
  try {
    return { status, body: JSON.parse(new TextDecoder().decode(bytes)) as unknown, headers };
  } catch {
    return { status, body: null, headers };
  }
}
