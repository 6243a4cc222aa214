import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

const PRINT_CSS = `
@page { size: A4 portrait; margin: 14mm 12mm; }
@media print {
  html, body { background: #fff !important; }
  [data-print-hide] { display: none !important; }
  [data-print-page] { box-shadow: none !important; margin: 0 !important; padding: 0 !important; width: auto !important; }
  [data-print-page] table { break-inside: auto; }
  [data-print-page] tr { break-inside: avoid; }
}
`;

/**
 * An A4 right-to-left page for invoices and packing slips: on screen a sheet of paper with a print button
 * above it; printed, only the sheet. Each `PrintLayout` is one document; a page break between two is
 * `<div className="break-after-page" />`. Render it outside the shell (a route of its own) so the
 * menu and header are not in the print.
 */
export function PrintLayout({
  title,
  children,
  printLabel = 'چاپ',
}: {
  title: string;
  children: ReactNode;
  printLabel?: string;
}) {
  return (
    <div dir="rtl" className="min-h-dvh bg-muted py-6 print:bg-white print:py-0">
      <style>{PRINT_CSS}</style>
      <div data-print-hide className="mx-auto mb-4 flex w-[210mm] max-w-full items-center justify-between px-2">
        <h1 className="text-lg font-bold">{title}</h1>
        <Button onClick={() => window.print()}>{printLabel}</Button>
      </div>
      <main
        data-print-page
        className="mx-auto w-[210mm] max-w-full bg-white p-[12mm] text-[11pt] leading-relaxed text-black shadow-md"
      >
        {children}
      </main>
    </div>
  );
}
