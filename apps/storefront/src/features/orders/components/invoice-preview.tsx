import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { isNativePlatform } from '@/lib/platform';
import * as fa from '@/strings/fa';
import storeFonts from '@/theme/fonts.css?inline';
import './orders.css';

interface InvoicePreviewProps {
  /** Its values are escaped by the API. */
  html: string;
  onClose: () => void;
}

/**
 * The invoice with the store's @font-face rules: the frame is a document of its own, which the app's fonts do not
 * reach (issue 34.10). Their files are the app's own (`/assets/…`), which the frame, of the app's origin, loads.
 */
export function withStoreFont(html: string): string {
  const style = `<style>${storeFonts}</style>`;
  return html.includes('</head>') ? html.replace('</head>', () => `${style}</head>`) : `${style}${html}`;
}

/** Prints the frame's own document (its @page rules lay it out for A4), not the app around it. */
export function printFrame(frame: HTMLIFrameElement | null): void {
  const view = frame?.contentWindow;
  if (!view) return;
  view.focus();
  view.print();
}

// Sandboxed without scripts; allow-same-origin lets the app call its print(), allow-modals lets the dialog open.
// The native web view has no print dialog: there it is shown to read only.
export function InvoicePreview({ html, onClose }: InvoicePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const native = isNativePlatform();

  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestOnClose.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Over the whole app, not inside the page's scrolling content (which would hold a fixed box under the header).
  return createPortal(
    <div className="invoice-preview" role="dialog" aria-modal="true" aria-label={fa.orders.invoice}>
      <div className="invoice-preview__bar">
        <strong>{fa.orders.invoice}</strong>
        {native ? (
          <span className="invoice-preview__hint">{fa.orders.nativePrintHint}</span>
        ) : (
          <button type="button" className="form-button" onClick={() => printFrame(frame.current)}>
            {fa.orders.print}
          </button>
        )}
        <button ref={closeButton} type="button" className="form-button form-button--secondary" onClick={onClose}>
          {fa.orders.close}
        </button>
      </div>
      <iframe
        ref={frame}
        className="invoice-preview__frame"
        title={fa.orders.invoice}
        sandbox="allow-same-origin allow-modals"
        srcDoc={withStoreFont(html)}
        onLoad={native ? undefined : () => printFrame(frame.current)}
      />
    </div>,
    document.body,
  );
}
