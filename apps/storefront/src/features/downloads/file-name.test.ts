import { describe, expect, it } from 'vitest';
import { fileNameOfDisposition } from './file-name';

describe('the file name of a Content-Disposition', () => {
  it('prefers the UTF-8 filename* (a Persian name) over the ASCII fallback', () => {
    const header = `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent('گزیده غزلیات حافظ.pdf')}`;
    expect(fileNameOfDisposition(header)).toBe('گزیده غزلیات حافظ.pdf');
  });

  it('falls back to filename when filename* is absent or malformed, and to null without a header', () => {
    expect(fileNameOfDisposition('attachment; filename="guide.pdf"')).toBe('guide.pdf');
    expect(fileNameOfDisposition('attachment; filename="guide.pdf"; filename*=UTF-8\'\'%E0%A4')).toBe('guide.pdf');
    expect(fileNameOfDisposition(undefined)).toBeNull();
    expect(fileNameOfDisposition('inline')).toBeNull();
  });
});
