import type { ProductPicture } from '@sabad/contract';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import { lazy, Suspense, useRef, useState } from 'react';
import { toPersianDigits } from '@/lib/format';
import { pictureSrcSet } from '@/lib/picture-sources';
import * as fa from '@/strings/fa';
import './product-details.css';

// Loaded when the shopper first opens a picture.
const PictureViewer = lazy(() => import('./picture-viewer').then((module) => ({ default: module.PictureViewer })));

const SLIDE_MAX_PX = firstScreenLayout.productGallery.slideMaxInlineSize;
const slidePictureStyle = { maxInlineSize: SLIDE_MAX_PX } as const;

interface ProductGalleryProps {
  name: string;
  pictures: ProductPicture[];
}

export function ProductGallery({ name, pictures }: ProductGalleryProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  if (pictures.length === 0) return <div className="product-gallery product-gallery--empty" />;

  const handleScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setActive(Math.round(Math.abs(track.scrollLeft) / track.clientWidth));
  };
  const show = (index: number) => {
    const slide = trackRef.current?.children[index];
    if (slide instanceof HTMLElement) slide.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
    setActive(index);
  };

  return (
    <section className="product-gallery" aria-label={fa.product.gallery}>
      <div className="product-gallery__track" ref={trackRef} onScroll={handleScroll}>
        {pictures.map((picture, index) => (
          <figure key={picture.Url} className="product-gallery__slide">
            <button
              type="button"
              className="product-gallery__open"
              aria-label={fa.product.enlargePicture(toPersianDigits(index + 1))}
              onClick={() => setViewing(index)}
            >
              <img
                src={picture.Url}
                srcSet={pictureSrcSet(picture.Url)}
                sizes={`(min-width: ${SLIDE_MAX_PX}px) ${SLIDE_MAX_PX}px, 100vw`}
                width={SLIDE_MAX_PX}
                height={SLIDE_MAX_PX}
                alt={picture.Alt || fa.product.pictureOf(name, toPersianDigits(index + 1))}
                // The first picture is the page's largest paint: fetched at once and before the rest.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                style={slidePictureStyle}
              />
            </button>
          </figure>
        ))}
      </div>
      {pictures.length > 1 ? (
        <div className="product-gallery__dots">
          {pictures.map((picture, index) => (
            <button
              key={picture.Url}
              type="button"
              className={index === active ? 'is-active' : ''}
              aria-label={fa.product.showPicture(toPersianDigits(index + 1))}
              aria-current={index === active}
              onClick={() => show(index)}
            />
          ))}
        </div>
      ) : null}
      {viewing !== null ? (
        <Suspense fallback={null}>
          <PictureViewer
            name={name}
            pictures={pictures}
            startIndex={viewing}
            onClose={(index) => {
              setViewing(null);
              show(index);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
