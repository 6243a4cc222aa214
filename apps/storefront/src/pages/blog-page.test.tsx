import { BlogPostList, BlogTagList, type BlogPostSummary } from '@sabad/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { installIntersectionObserver } from '@/test/intersection-observer';
import { renderApp } from '@/test/render-app';

const post = (id: number, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  Id: id,
  Title: `نوشتهٔ ${id}`,
  BodyOverview: 'خلاصهٔ نوشته',
  Tags: ['راهنمای خرید'],
  PictureUrl: `/images/${id}/medium/blog-${id}.webp`,
  CreatedOn: '2026-11-12T08:20:00.000Z',
  NumberOfComments: 2,
  ...overrides,
});

const tags = BlogTagList.parse({
  Items: [
    { Name: 'راهنمای خرید', PostCount: 12 },
    { Name: 'کتاب', PostCount: 1 },
  ],
});

/** The list answers by Offset and Tag: 12 guides in two pages, one book post. */
function listAnswer(request: RecordedRequest) {
  const offset = Number(request.url.searchParams.get('Offset'));
  const tag = request.url.searchParams.get('Tag');
  if (tag === 'کتاب') {
    return {
      body: BlogPostList.parse({
        Items: [post(50, { Title: 'ده کتاب پاییزی', Tags: ['کتاب'] })],
        TotalCount: 1,
        Tag: 'کتاب',
        CustomProperties: {},
      }),
    };
  }
  const all = Array.from({ length: 12 }, (_, i) => post(12 - i));
  return {
    body: BlogPostList.parse({
      Items: all.slice(offset, offset + 10),
      TotalCount: 12,
      Tag: null,
      CustomProperties: {},
    }),
  };
}

const installBlogApi = (tagList: BlogTagList = tags, list = listAnswer) =>
  installFakeApi({
    'GET /api/v2/settings/isstoreclosed': storeOpen,
    'GET /api/v2/topic/gettopicslist': topicList,
    'GET /api/v2/blog/tags': tagList,
    'GET /api/v2/blog/list': list,
  });

const cards = () => [...document.querySelectorAll<HTMLElement>('.blog-list > li')];

describe('blog page', () => {
  it('shows posts as cards with cover, Jalali date in Persian digits, comments and tags, and loads more on scroll', async () => {
    const io = installIntersectionObserver();
    const { requests } = installBlogApi();
    await renderApp('/blog');

    expect(await screen.findByRole('heading', { level: 2, name: 'نوشتهٔ 12' })).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    const first = cards()[0]!;
    expect(within(first).getByRole('link', { name: 'نوشتهٔ 12' })).toHaveAttribute('href', '/blog-post?id=12');
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/12/medium/blog-12.webp');
    // The first cover is the first screen's largest picture: at once and first; the others when scrolled to.
    expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(first.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    for (const later of cards().slice(1)) {
      expect(later.querySelector('img')).toHaveAttribute('loading', 'lazy');
      expect(later.querySelector('img')).not.toHaveAttribute('fetchpriority');
    }
    expect(within(first).getByText('۲۱ آبان ۱۴۰۵')).toBeInTheDocument();
    expect(within(first).getByText('۲ دیدگاه')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '#راهنمای خرید' })).toHaveAttribute(
      'href',
      `/blog?tag=${encodeURIComponent('راهنمای خرید').replace(/%20/g, '+')}`,
    );
    const filter = screen.getByRole('navigation', { name: 'برچسب‌ها' });
    expect(within(filter).getByRole('link', { name: 'همه' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'راهنمای خرید، ۱۲ نوشته' })).toBeInTheDocument();

    const sentinel = document.querySelector('.load-more');
    expect(sentinel).not.toBeNull();
    await io.untilObserved(sentinel!);
    act(() => io.scrollIntoView(sentinel!));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(
      requests.filter((r) => r.url.pathname === '/api/v2/blog/list').map((r) => r.url.searchParams.get('Offset')),
    ).toEqual(['0', '10']);
    expect(document.querySelector('.load-more')).toBeNull();
  });

  it('filters by a tag chosen from the chips', async () => {
    installIntersectionObserver();
    const { requests } = installBlogApi();
    await renderApp('/blog');
    const filter = await screen.findByRole('navigation', { name: 'برچسب‌ها' });
    await act(async () => fireEvent.click(within(filter).getByRole('link', { name: 'کتاب، ۱ نوشته' })));

    expect(await screen.findByRole('heading', { level: 2, name: 'ده کتاب پاییزی' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'نوشته‌های برچسب «کتاب»' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.searchParams.get('Tag') === 'کتاب')).toBe(true);
    const chips = screen.getAllByRole('navigation', { name: 'برچسب‌ها' }).at(-1)!;
    expect(within(chips).getByRole('link', { name: 'کتاب، ۱ نوشته' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there are no posts', async () => {
    installIntersectionObserver();
    installBlogApi({ Items: [] }, () => ({
      body: { Items: [], TotalCount: 0, Tag: null, CustomProperties: {} },
    }));
    await renderApp('/blog');
    expect(await screen.findByText('هنوز نوشته‌ای در وبلاگ منتشر نشده است.')).toBeInTheDocument();
  });
});
