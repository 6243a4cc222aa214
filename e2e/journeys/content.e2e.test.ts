/**
 * The store's content as a new shopper meets it (issue 13): the blog opened from the side menu,
 * filtered by a tag, a post read; a customer's comment that waits until the operator approves it
 * with the CLI; the post's shared link with its own Open Graph head; then a message sent from the
 * contact page, found in the development outbox on its way to the store.
 */
import { toPersianDigits, type BlogPostList, type BlogTagList, type ContactInfo } from '@sabad/contract';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { cli } from '../support/cli.js';
import { registeredCustomer, signIn, type ApiCustomer } from '../support/customers.js';
import { readOutbox } from '../support/outbox.js';
import { api, LATIN_DIGITS, openShopper, PERSIAN_DIGITS, visible, type Shopper } from '../support/shopper.js';

describe('content: the blog with a comment approved by the CLI, and contact us', () => {
  let shopper: Shopper;
  let customer: ApiCustomer;
  let tag: string;
  let postId: number;
  let postTitle: string;
  const commentText = `این راهنما به انتخابم کمک کرد؛ ممنون. (${toPersianDigits(Date.now())})`;

  beforeAll(async () => {
    const tags = await api<BlogTagList>('/blog/tags');
    // The most used tag, so the filter visibly keeps some posts and drops others.
    const top = tags.Items[0];
    if (!top) throw new Error('the seeded store has no blog tags');
    tag = top.Name;
    const tagged = await api<BlogPostList>(`/blog/list?Tag=${encodeURIComponent(tag)}`);
    // A post with a cover: the post page and its shared link show it (other journeys add posts without one).
    const first = tagged.Items.find((post) => post.PictureUrl !== null);
    if (!first) throw new Error(`no post with a cover carries the tag ${tag}`);
    postId = first.Id;
    postTitle = first.Title;
    customer = await registeredCustomer();
    shopper = await openShopper('content');
  });

  afterAll(async () => {
    await shopper?.close();
  });

  it('opens the blog from the side menu and filters it by a tag', async () => {
    const { page } = shopper;
    await shopper.open('/tabs/home');
    await (await visible(page.getByRole('button', { name: fa.menu.openMenu, exact: true }))).click();
    const menu = page.locator('ion-menu');
    await page.waitForFunction(() => document.querySelector('ion-menu')?.classList.contains('show-menu') ?? false);
    await (await visible(menu.getByRole('link', { name: fa.menu.blog, exact: true }))).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blog');
    const all = await api<BlogPostList>('/blog/list');
    expect(all.TotalCount).toBeGreaterThanOrEqual(6);
    await visible(page.getByRole('heading', { level: 2, name: all.Items[0]!.Title }));
    const firstCard = page.locator('.blog-card').first();
    expect(await firstCard.locator('time').innerText()).toMatch(PERSIAN_DIGITS);
    expect(await firstCard.locator('time').innerText()).not.toMatch(LATIN_DIGITS);
    await shopper.shot('blog-list');

    const filter = page.getByRole('navigation', { name: fa.blog.tagsLabel });
    await (await visible(filter.getByRole('link', { name: new RegExp(`^${tag}،`) }))).click();
    await visible(page.getByRole('heading', { level: 2, name: fa.blog.tagFilter(tag) }));
    const tagged = await api<BlogPostList>(`/blog/list?Tag=${encodeURIComponent(tag)}`);
    expect(tagged.TotalCount).toBeLessThan(all.TotalCount);
    await expect
      .poll(() => page.locator('.ion-page:not(.ion-page-hidden) .blog-card').count())
      .toBe(tagged.Items.length);
    await shopper.shot('blog-tag');
  });

  it('reads a post, comments as a customer, sees it waiting, and sees it shown once the CLI approves it', async () => {
    const { page } = shopper;
    await (await visible(page.getByRole('link', { name: postTitle, exact: true }))).click();
    const article = page.getByRole('article', { name: postTitle });
    await visible(article.getByRole('heading', { level: 1, name: postTitle }));
    await visible(article.locator('img.blog-post__cover'));
    const guestLogin = await visible(article.getByRole('link', { name: fa.blog.login }));
    expect(await guestLogin.getAttribute('href')).toBe(
      `/tabs/login?returnUrl=${encodeURIComponent(`/blog-post?id=${postId}`)}`,
    );
    await shopper.shot('blog-post');

    await signIn(shopper, customer.login);
    await shopper.open(`/blog-post?id=${postId}`);
    const form = await visible(page.getByRole('form', { name: fa.blog.writeTitle }));
    await form.getByLabel(fa.blog.commentText).fill(commentText);
    await form.getByRole('button', { name: fa.blog.submit }).click();
    await visible(form.getByText('دیدگاه شما ثبت شد و پس از تأیید مدیر فروشگاه نمایش داده می‌شود.'));
    const mine = page.locator('.blog-comment', { hasText: commentText });
    await visible(mine.getByText(fa.blog.pending, { exact: true }));
    await mine.scrollIntoViewIfNeeded();
    await shopper.shot('comment-pending');

    // Another shopper does not see it while it waits.
    const post = await api<{ Comments: Array<{ CommentText: string }> }>(`/blog/getblogpost/${postId}`);
    expect(post.Comments.map((comment) => comment.CommentText)).not.toContain(commentText);

    const pending = cli('blog', 'comments', '--pending')
      .split('\n')
      .find((line) => line.includes(commentText));
    const commentId = pending?.split('\t')[0];
    expect(commentId, 'the waiting comment in `blog comments --pending`').toMatch(/^\d+$/);
    expect(cli('blog', 'comment', 'approve', commentId!)).toContain(`Comment ${commentId} approved`);

    await page.reload({ waitUntil: 'load' });
    const shown = page.locator('.blog-comment', { hasText: commentText });
    await visible(shown);
    expect(await shown.getByText(fa.blog.pending).count()).toBe(0);
    expect(await shown.locator('.blog-comment__author').innerText()).toBe('آزمون خ.');
    await shown.scrollIntoViewIfNeeded();
    await shopper.shot('comment-approved');
    expect(shopper.problems).toEqual([]);
  });

  it("sends the post's shared link with its own title and Open Graph tags, and lists it in the sitemap", async () => {
    const html = await (await fetch(`${inject('baseUrl')}/blog-post?id=${postId}`)).text();
    const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
    expect(ogTitle).toBe(`${postTitle} | وبلاگ سبد`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/images\/\d+\/full\/[^"]+\.webp"/);
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    const sitemap = await (await fetch(`${inject('baseUrl')}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/blog-post?id=${postId}</loc>`);
  });

  it('sends a message from contact us; the store gets it through the outbox and the shopper a confirmation', async () => {
    const { page } = shopper;
    const info = await api<ContactInfo>('/common/contactinfo');
    const subject = `پرسش دربارهٔ ارسال ${toPersianDigits(Date.now())}`;
    await shopper.open('/contactus');
    const form = await visible(page.getByRole('form', { name: fa.contact.formTitle }));
    await form.getByLabel(fa.contact.fullName).fill('مریم احمدی');
    await form.getByLabel(fa.contact.emailOrMobile).fill('maryam@example.com');
    await form.getByLabel(fa.contact.subject).fill(subject);
    await form.getByLabel(fa.contact.enquiry).fill('سفارش من به شهرستان چند روزه می‌رسد؟ هزینهٔ ارسال چقدر است؟');
    await form.getByRole('button', { name: fa.contact.send }).click();
    await visible(page.getByText('پیام شما دریافت شد.', { exact: false }));
    await shopper.shot('contact-sent');

    await expect
      .poll(() => readOutbox(20).some((m) => m.recipient === info.Email && m.body.includes(subject)), {
        timeout: 10_000,
        message: `a message to ${info.Email} with the subject in the outbox`,
      })
      .toBe(true);
    const message = readOutbox(20).find((m) => m.recipient === info.Email && m.body.includes(subject))!;
    expect(message.body).toContain('maryam@example.com');
    expect(shopper.problems).toEqual([]);
  });
});
