import { BlogPost, type BlogComment } from '@sabad/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { customer, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const approved: BlogComment = {
  Id: 1,
  CustomerName: 'سارا ک.',
  CommentText: 'راهنمای خوبی بود.',
  CreatedOn: '2026-11-13T10:00:00.000Z',
  IsApproved: true,
  IsOwnComment: false,
};

function blogPost(comments: BlogComment[], overrides: Partial<BlogPost> = {}) {
  return BlogPost.parse({
    Id: 7,
    Title: 'راهنمای خرید گوشی موبایل',
    BodyOverview: 'چه گوشی‌ای بخریم؟',
    Tags: ['راهنمای خرید', 'موبایل'],
    PictureUrl: '/images/3/medium/blog-1.webp',
    FullPictureUrl: '/images/3/full/blog-1.webp',
    CreatedOn: '2026-11-12T08:20:00.000Z',
    NumberOfComments: comments.filter((c) => c.IsApproved).length,
    Body: '<h2>حافظه</h2><p>۱۲۸ گیگابایت کافی است.</p><img src="x" onerror="window.hacked = true">',
    AllowComments: true,
    Comments: comments,
    CustomProperties: {},
    ...overrides,
  });
}

const base = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

describe('blog post page', () => {
  it('shows the cover, title, Jalali date, tags, the safe body and the approved comments; a guest is sent to log in and back', async () => {
    installFakeApi({ ...base, 'GET /api/v2/blog/getblogpost/7': blogPost([approved]) });
    await renderApp('/blog-post?id=7');

    const article = await screen.findByRole('article', { name: 'راهنمای خرید گوشی موبایل' });
    expect(article.querySelector('img.blog-post__cover')).toHaveAttribute('src', '/images/3/full/blog-1.webp');
    expect(within(article).getByText('منتشرشده در ۲۱ آبان ۱۴۰۵')).toBeInTheDocument();
    expect(within(article).getByText('۱ دیدگاه')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: '#موبایل' })).toHaveAttribute(
      'href',
      `/blog?tag=${encodeURIComponent('موبایل')}`,
    );
    expect(within(article).getByRole('heading', { level: 2, name: 'حافظه' })).toBeInTheDocument();
    expect(article.querySelector('[onerror]')).toBeNull();

    const comment = within(article).getByRole('listitem', { name: 'سارا ک.' });
    expect(within(comment).getByText('راهنمای خوبی بود.')).toBeInTheDocument();
    expect(within(comment).getByText('۲۲ آبان ۱۴۰۵')).toBeInTheDocument();

    expect(within(article).getByText('برای نوشتن دیدگاه ابتدا وارد حساب کاربری خود شوید.')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'ورود / ثبت نام' })).toHaveAttribute(
      'href',
      `/tabs/login?returnUrl=${encodeURIComponent('/blog-post?id=7')}`,
    );
    expect(within(article).queryByRole('form')).not.toBeInTheDocument();
  });

  it('lets a customer comment: checks it first, sends it, and shows it as waiting for approval', async () => {
    await session.load();
    await session.signIn('token-blog', customer);
    let comments: BlogComment[] = [approved];
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/blog/getblogpost/7': () => ({ body: blogPost(comments) }),
      'POST /api/v2/blog/blogcommentadd/7': (request: RecordedRequest) => {
        const mine: BlogComment = {
          Id: 2,
          CustomerName: 'سارا ا.',
          CommentText: (request.body as { CommentText: string }).CommentText,
          CreatedOn: '2026-11-22T10:00:00.000Z',
          IsApproved: false,
          IsOwnComment: true,
        };
        comments = [...comments, mine];
        return {
          body: {
            Success: true,
            Message: 'دیدگاه شما ثبت شد و پس از تأیید مدیر فروشگاه نمایش داده می‌شود.',
            IsApproved: false,
            Comment: mine,
          },
        };
      },
    });
    await renderApp('/blog-post?id=7');
    const form = await screen.findByRole('form', { name: 'دیدگاه خود را بنویسید' });
    const send = () => act(async () => fireEvent.click(within(form).getByRole('button', { name: 'ثبت دیدگاه' })));

    await send();
    expect(within(form).getByText('متن دیدگاه را وارد کنید.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('متن دیدگاه'), { target: { value: '  با باتری موافقم.  ' } });
    await send();
    expect(
      await within(form).findByText('دیدگاه شما ثبت شد و پس از تأیید مدیر فروشگاه نمایش داده می‌شود.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ CommentText: 'با باتری موافقم.' });
    const mine = await screen.findByRole('listitem', { name: 'سارا ا.' });
    expect(within(mine).getByText('در انتظار تأیید')).toBeInTheDocument();
    expect(within(form).getByLabelText('متن دیدگاه')).toHaveValue('');
  });

  it('shows the API’s Persian message when a comment is refused', async () => {
    await session.load();
    await session.signIn('token-blog', customer);
    installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/blog/getblogpost/7': blogPost([]),
      'POST /api/v2/blog/blogcommentadd/7': () => ({
        status: 429,
        body: {
          Success: false,
          Message: 'در مدت کوتاهی دیدگاه‌های زیادی فرستاده‌اید. ۱۵ دقیقهٔ دیگر دوباره تلاش کنید.',
          Errors: [],
        },
      }),
    });
    await renderApp('/blog-post?id=7');
    const form = await screen.findByRole('form', { name: 'دیدگاه خود را بنویسید' });
    expect(screen.getByText('هنوز دیدگاهی ثبت نشده است. نخستین دیدگاه را شما بنویسید.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('متن دیدگاه'), { target: { value: 'سلام' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'ثبت دیدگاه' })));
    expect(
      await within(form).findByText('در مدت کوتاهی دیدگاه‌های زیادی فرستاده‌اید. ۱۵ دقیقهٔ دیگر دوباره تلاش کنید.'),
    ).toBeInTheDocument();
  });

  it('says so for a missing post', async () => {
    installFakeApi(base);
    await renderApp('/blog-post?id=404');
    expect(await screen.findByText('صفحهٔ مورد نظر پیدا نشد.')).toBeInTheDocument();
  });

  it('says so for a link without a post, asking nothing of the API', async () => {
    const { requests } = installFakeApi(base);
    await renderApp('/blog-post');
    expect(await screen.findByText('نوشته‌ای برای نمایش انتخاب نشده است.')).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.startsWith('/api/v2/blog/'))).toBe(false);
  });
});
