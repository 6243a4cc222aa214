import { useRef, useState } from 'react';
import { formatNumber } from '@/lib/format';
import * as fa from '@/strings/fa';
import { introIllustrations } from './intro-illustrations';
import './intro.css';

export function IntroSlides({ onStart }: { onStart: () => void }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const slides = fa.intro.slides;
  const count = slides.length;
  const last = current === count - 1;

  /** While a smooth scroll passes the slides between, the scroll listener waits, so the dots do not jump about. */
  const scrollingTo = useRef<number | null>(null);

  const show = (index: number) => {
    scrollingTo.current = index;
    setCurrent(index);
    const element = track.current;
    if (!element) return;
    // Right to left, browsers count scrollLeft from 0 down to negative values.
    const direction = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollLeft = direction * index * element.clientWidth;
  };

  const followSwipe = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.min(Math.max(Math.round(Math.abs(element.scrollLeft) / element.clientWidth), 0), count - 1);
    if (scrollingTo.current !== null && index !== scrollingTo.current) return;
    scrollingTo.current = null;
    setCurrent(index);
  };

  const scrollEnded = () => {
    scrollingTo.current = null;
    followSwipe();
  };

  return (
    <section className="intro" aria-roledescription="carousel" aria-label={fa.intro.regionLabel}>
      <div className="intro__top">
        <h1 className="intro__brand">{fa.appName}</h1>
        {last ? null : (
          <button type="button" className="intro__skip" onClick={onStart}>
            {fa.intro.skip}
          </button>
        )}
      </div>
      <div className="intro__track" ref={track} onScroll={followSwipe} onScrollEnd={scrollEnded} tabIndex={0}>
        {slides.map((slide, index) => {
          const Illustration = introIllustrations[index];
          return (
            <div
              key={slide.title}
              className="intro-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fa.intro.slideLabel(formatNumber(index + 1), formatNumber(count))}
            >
              {Illustration ? <Illustration /> : null}
              <h2 className="intro-slide__title">{slide.title}</h2>
              <p className="intro-slide__text">{slide.text}</p>
            </div>
          );
        })}
      </div>
      <div className="intro__dots">
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            className="intro__dot"
            aria-label={fa.intro.goToSlide(formatNumber(index + 1))}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => show(index)}
          />
        ))}
      </div>
      <div className="intro__actions">
        {last ? (
          <button type="button" className="form-button" onClick={onStart}>
            {fa.intro.start}
          </button>
        ) : (
          <button type="button" className="form-button" onClick={() => show(current + 1)}>
            {fa.intro.next}
          </button>
        )}
      </div>
    </section>
  );
}
