import type { ProductPicture } from '@sabad/contract';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';

interface PictureViewerProps {
  name: string;
  pictures: ProductPicture[];
  startIndex: number;
  onClose: (index: number) => void;
}

const ZOOM = 2.5;

export function PictureViewer({ name, pictures, startIndex, onClose }: PictureViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const [zoomed, setZoomed] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const picture = pictures[index];

  // A zoomed picture opens on its middle (in a right-to-left frame scrollLeft runs negative).
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!zoomed || !frame) return;
    const middle = (frame.scrollWidth - frame.clientWidth) / 2;
    frame.scrollLeft = getComputedStyle(frame).direction === 'rtl' ? -middle : middle;
    frame.scrollTop = (frame.scrollHeight - frame.clientHeight) / 2;
  }, [zoomed, index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(index);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, onClose]);

  if (!picture) return null;

  const go = (step: number) => {
    setZoomed(false);
    setIndex((current) => (current + step + pictures.length) % pictures.length);
  };

  // On the document's body: inside the page, Ionic's content and header would clip and cover it.
  return createPortal(
    <div className="picture-viewer" role="dialog" aria-modal="true" aria-label={fa.product.pictureViewer}>
      <div className="picture-viewer__bar">
        {/* Focus starts on close, so a keyboard or screen-reader user is inside the viewer at once. */}
        <button autoFocus type="button" className="picture-viewer__button" onClick={() => onClose(index)}>
          {fa.product.closeViewer}
        </button>
        <span className="picture-viewer__count">
          {toPersianDigits(index + 1)} / {toPersianDigits(pictures.length)}
        </span>
        <button
          type="button"
          className="picture-viewer__button"
          aria-pressed={zoomed}
          onClick={() => setZoomed((z) => !z)}
        >
          {zoomed ? fa.product.zoomOut : fa.product.zoomIn}
        </button>
      </div>
      <div ref={frameRef} className={`picture-viewer__frame${zoomed ? ' is-zoomed' : ''}`}>
        <img
          src={picture.Url}
          alt={picture.Alt || fa.product.pictureOf(name, toPersianDigits(index + 1))}
          style={zoomed ? { inlineSize: `${ZOOM * 100}%` } : undefined}
          onClick={() => setZoomed((z) => !z)}
        />
      </div>
      {pictures.length > 1 ? (
        <div className="picture-viewer__bar">
          <button type="button" className="picture-viewer__button" onClick={() => go(-1)}>
            {fa.product.previousPicture}
          </button>
          <button type="button" className="picture-viewer__button" onClick={() => go(1)}>
            {fa.product.nextPicture}
          </button>
        </div>
      ) : null}
    </div>,
    document.body,
  );
}
