import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

export function SafeHtml({ html, className = 'rich-text' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
