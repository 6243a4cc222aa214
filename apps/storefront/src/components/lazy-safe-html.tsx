import { Suspense, lazy } from 'react';

const SafeHtmlView = lazy(() => import('./safe-html').then(({ SafeHtml }) => ({ default: SafeHtml })));

/**
 * SafeHtml with its sanitiser (DOMPurify, about 11 KB gzip) loaded on first use, for HTML below a
 * page's first screen: the product page's description (docs/adr/0033). Pages whose main content is
 * the HTML (topic, blog post) take SafeHtml itself, so their text does not wait for a second file.
 */
export function LazySafeHtml(props: { html: string; className?: string }) {
  return (
    <Suspense fallback={null}>
      <SafeHtmlView {...props} />
    </Suspense>
  );
}
