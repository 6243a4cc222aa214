/**
 * Rich text (topic bodies, product descriptions) is stored as HTML written by staff or imported;
 * it is sanitised on the way out so that no script or event handler reaches the shopper's browser.
 */
import sanitize from 'sanitize-html';

const options: sanitize.IOptions = {
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

export function sanitizeRichText(html: string): string {
  return sanitize(html, options);
}
