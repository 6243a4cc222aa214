import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readIntroSeen } from '@/app/startup/start-route';
import { catalogSettings, homePage, storeLogo, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const home = {
  'GET /api/v2/catalog/homepage': homePage,
  'GET /api/v2/settings/catalogsettings': catalogSettings,
  'GET /api/v2/common/logo': storeLogo,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/settings/isstoreclosed': storeOpen,
};

async function openIntro() {
  await renderApp('/intro');
  return screen.findByRole('region', { name: 'معرفی فروشگاه' }, { timeout: 15_000 });
}

const currentDot = (intro: HTMLElement) =>
  within(intro)
    .getAllByRole('button', { name: /^رفتن به اسلاید/ })
    .filter((dot) => dot.getAttribute('aria-current') === 'true')
    .map((dot) => dot.getAttribute('aria-label'));

describe('intro page', () => {
  it('shows four labelled slides with pictures, Persian titles and texts, and a dot for each', async () => {
    installFakeApi(home);
    const intro = await openIntro();
    const slides = within(intro).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['۱ از ۴', '۲ از ۴', '۳ از ۴', '۴ از ۴']);
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual([
      'خرید آسان به زبان خودتان',
      'ارسال سریع به سراسر ایران',
      'هفت روز فرصت بازگرداندن',
      'با هر خرید امتیاز بگیرید',
    ]);
    for (const slide of slides) {
      expect(slide.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(within(slides[0] as HTMLElement).getByText(/قیمت به تومان/)).toBeInTheDocument();
    expect(within(slides[2] as HTMLElement).getByText(/تا ۷ روز پس از تحویل/)).toBeInTheDocument();
    expect(within(intro).getAllByRole('button', { name: /^رفتن به اسلاید/ })).toHaveLength(4);
    expect(currentDot(intro)).toEqual(['رفتن به اسلاید ۱']);
  });

  it('keeps the dot on the slide being scrolled to while the smooth scroll passes the slides between', async () => {
    installFakeApi(home);
    const intro = await openIntro();
    const track = intro.querySelector('.intro__track') as HTMLElement;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 390 });
    fireEvent.click(within(intro).getByRole('button', { name: 'رفتن به اسلاید ۴' }));
    // Right to left: the scroll position goes negative on its way to the fourth slide (-1170).
    track.scrollLeft = -500;
    fireEvent.scroll(track);
    expect(currentDot(intro)).toEqual(['رفتن به اسلاید ۴']);
    expect(within(intro).queryByRole('button', { name: 'بعدی' })).toBeNull();
    track.scrollLeft = -1170;
    fireEvent.scroll(track);
    // Arrived: a finger's swipe is followed again.
    track.scrollLeft = -780;
    fireEvent.scroll(track);
    expect(currentDot(intro)).toEqual(['رفتن به اسلاید ۳']);
  });

  it('moves with «بعدی» and the dots, offers «شروع» on the last slide only', async () => {
    installFakeApi(home);
    const intro = await openIntro();
    expect(within(intro).queryByRole('button', { name: 'شروع' })).toBeNull();
    fireEvent.click(within(intro).getByRole('button', { name: 'بعدی' }));
    expect(currentDot(intro)).toEqual(['رفتن به اسلاید ۲']);
    fireEvent.click(within(intro).getByRole('button', { name: 'رفتن به اسلاید ۴' }));
    expect(currentDot(intro)).toEqual(['رفتن به اسلاید ۴']);
    expect(within(intro).queryByRole('button', { name: 'بعدی' })).toBeNull();
    expect(within(intro).queryByRole('button', { name: 'رد شدن' })).toBeNull();
    expect(within(intro).getByRole('button', { name: 'شروع' })).toBeInTheDocument();
    fireEvent.click(within(intro).getByRole('button', { name: 'رفتن به اسلاید ۳' }));
    expect(within(intro).getByRole('button', { name: 'بعدی' })).toBeInTheDocument();
  });

  it('«شروع» marks the intro seen and opens the home page', async () => {
    const { requests } = installFakeApi(home);
    const intro = await openIntro();
    expect(await readIntroSeen()).toBe(false);
    for (let i = 0; i < 3; i++) fireEvent.click(within(intro).getByRole('button', { name: 'بعدی' }));
    fireEvent.click(within(intro).getByRole('button', { name: 'شروع' }));
    expect(await screen.findByRole('region', { name: 'محصولات ویژه' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await readIntroSeen()).toBe(true);
    expect(requests.some((request) => request.url.pathname === '/api/v2/catalog/homepage')).toBe(true);
  });

  it('«رد شدن» skips the slides the same way', async () => {
    installFakeApi(home);
    const intro = await openIntro();
    fireEvent.click(within(intro).getByRole('button', { name: 'رد شدن' }));
    expect(await screen.findByRole('region', { name: 'محصولات ویژه' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await readIntroSeen()).toBe(true);
  });
});
