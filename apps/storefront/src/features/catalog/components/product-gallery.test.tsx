import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProductGallery } from './product-gallery';

const pictures = [
  { Url: '/images/1/full/a.webp', ThumbUrl: '/images/1/thumb/a.webp', Alt: '' },
  { Url: '/images/2/full/b.webp', ThumbUrl: '/images/2/thumb/b.webp', Alt: 'پشت گوشی' },
];

describe('product gallery', () => {
  beforeAll(() => {
    // jsdom has no layout: scrolling a slide into view is a no-op here.
    Element.prototype.scrollIntoView ??= vi.fn();
  });

  it('opens a picture full screen, zooms it, moves to the next, and closes with Escape', async () => {
    render(<ProductGallery name="گوشی" pictures={pictures} />);
    fireEvent.click(screen.getByRole('button', { name: 'بزرگ‌نمایی تصویر ۱' }));

    const viewer = await screen.findByRole('dialog', { name: 'نمایش بزرگ تصویر' });
    const picture = within(viewer).getByRole('img', { name: 'تصویر ۱ از گوشی' });
    expect(picture).toHaveAttribute('src', '/images/1/full/a.webp');
    expect(within(viewer).getByRole('button', { name: 'بستن' })).toHaveFocus();
    expect(within(viewer).getByText('۱ / ۲')).toBeInTheDocument();

    fireEvent.click(within(viewer).getByRole('button', { name: 'بزرگ‌تر' }));
    expect(within(viewer).getByRole('button', { name: 'کوچک‌تر' })).toHaveAttribute('aria-pressed', 'true');
    expect(picture.style.inlineSize).toBe('250%');

    fireEvent.click(within(viewer).getByRole('button', { name: 'تصویر بعدی' }));
    expect(within(viewer).getByRole('img', { name: 'پشت گوشی' })).toHaveAttribute('src', '/images/2/full/b.webp');
    // A new picture starts unzoomed.
    expect(within(viewer).getByRole('button', { name: 'بزرگ‌تر' })).toHaveAttribute('aria-pressed', 'false');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'نمایش تصویر ۲' })).toHaveAttribute('aria-current', 'true');
  });

  it('fetches the first picture at once and before the rest, with its size set; the others lazily', () => {
    render(<ProductGallery name="گوشی" pictures={pictures} />);
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '480');
    expect(first).toHaveAttribute('height', '480');
    expect(first).toHaveAttribute(
      'srcset',
      '/images/1/thumb/a.webp 240w, /images/1/medium/a.webp 600w, /images/1/full/a.webp 1200w',
    );
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });
});
