import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

// Loaded on first use: its parsers weigh on start-up and only rich-text pages need them.
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
