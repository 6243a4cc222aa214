import { paths } from '@/config/paths';

export function paymentResultPathFromUrl(url: string): string | null {
  if (!url.toLowerCase().includes('paymentresult')) return null;
  const queryStart = url.indexOf('?');
  const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1).split('#')[0]);
  return paths.paymentResult.link({
    success: query.get('success') ?? undefined,
    message: query.get('message') ?? undefined,
    orderId: query.get('orderId') ?? undefined,
  });
}
