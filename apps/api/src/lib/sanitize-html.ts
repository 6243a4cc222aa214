/**
 * Rich text (topic bodies, product descriptions) is stored as HTML written by staff or imported;
 * it is sanitised on the way out so that no script or event handler reaches the shopper's browser.
 */
import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

// sanitize-html (with its HTML and CSS parsers) takes a tenth of the server's start-up to load and
// only product pages, topics and blog posts need it: it is loaded on first use (issue 15's cold start).
let sanitizer: ((html: string) => string) | undefined;

function loadSanitizer(): (html: string) => string {
  const sanitize = createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml;
  const options: sanitizeHtml.IOptions = {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      '*': ['dir', 'lang', 'class'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  };
  return (html) => sanitize(html, options);
}

export function sanitizeRichText(html: string): string {
  sanitizer ??= loadSanitizer();
  return sanitizer(html);
}
