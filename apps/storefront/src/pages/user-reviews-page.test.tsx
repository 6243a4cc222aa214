import { ProductReviewList, type ProductReview } from '@sabad/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { customer, productDetails, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const review = (id: number, overrides: Partial<ProductReview> = {}): ProductReview => ({
  Id: id,
  Title: `نظر ${id}`,
  ReviewText: 'کیفیت خوبی دارد.',
  Rating: 4,
  CustomerName: 'سارا ک.',
  CreatedOn: '2026-11-20T10:00:00.000Z',
  HelpfulYesTotal: 2,
  HelpfulNoTotal: 1,
  CurrentCustomerVote: null,
  IsOwnReview: false,
  ...overrides,
});

function reviewPage(items: ProductReview[], overrides: Partial<ProductReviewList> = {}) {
  return ProductReviewList.parse({
    ProductId: 1,
    ProductName: 'گوشی موبایل سامسونگ',
    RatingAverage: 4.3,
    TotalReviews: 3,
    Items: items,
    TotalCount: items.length,
    ReviewsEnabled: true,
    CurrentCustomerHasReviewed: false,
    CustomProperties: {},
    ...overrides,
  });
}

const base = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

/** The review cards in page order (the side menu has list items too). */
const reviewCards = () => [...document.querySelectorAll<HTMLElement>('li.review-card')];

async function signIn() {
  await session.load();
  await session.signIn('token-reviews', customer);
}

describe('user reviews page: the list', () => {
  it('shows the average, the count and the approved reviews, and sends a guest’s vote to login', async () => {
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/product/productreviews/1': reviewPage([
        review(3, { Title: 'عالی', Rating: 5 }),
        review(2, { Title: 'متوسط', Rating: 3 }),
      ]),
    });
    await renderApp('/user-reviews?productId=1');

    expect(await screen.findByRole('heading', { level: 3, name: 'عالی' })).toBeInTheDocument();
    expect(screen.getByText('۴٫۳')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '۴٫۳ ستاره از ۵' })).toBeInTheDocument();
    expect(screen.getByText('۳ نظر')).toBeInTheDocument();
    const items = reviewCards();
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['عالی', 'متوسط']);
    expect(within(items[0]!).getByRole('img', { name: '۵ ستاره از ۵' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('سارا ک.')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'بله، مفید بود؛ ۲ رأی' })).toBeInTheDocument();

    // A guest is asked to log in instead of seeing the form.
    expect(screen.getByText('برای نوشتن نظر ابتدا وارد حساب کاربری خود شوید.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'نظر خود را بنویسید' })).not.toBeInTheDocument();
    expect(
      requests.find((r) => r.url.pathname === '/api/v2/product/productreviews/1')?.url.searchParams.get('Limit'),
    ).toBe('10');

    await act(async () => fireEvent.click(within(items[0]!).getByRole('button', { name: 'بله، مفید بود؛ ۲ رأی' })));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    expect(await screen.findByRole('form', { name: 'ورود' })).toBeInTheDocument();
  });

  it('says so when the product has no reviews yet', async () => {
    installFakeApi({
      ...base,
      'GET /api/v2/product/productreviews/1': reviewPage([], { RatingAverage: 0, TotalReviews: 0 }),
    });
    await renderApp('/user-reviews?productId=1');
    expect(await screen.findByText('هنوز نظری برای این محصول ثبت نشده است. اولین نفر باشید!')).toBeInTheDocument();
  });

  it('lets a signed-in customer vote and change the vote; the counts come from the answer; no buttons on one’s own review', async () => {
    await signIn();
    const votes: unknown[] = [];
    installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/product/productreviews/1': reviewPage(
        [review(3), review(2, { IsOwnReview: true, Title: 'نظر من' })],
        { CurrentCustomerHasReviewed: true },
      ),
      'POST /api/v2/product/setproductreviewhelpfulness/3': (request: RecordedRequest) => {
        votes.push(request.body);
        const yes = (request.body as { WasHelpful: boolean }).WasHelpful;
        return {
          body: {
            Success: true,
            Message: 'رأی شما ثبت شد. سپاس!',
            HelpfulYesTotal: yes ? 3 : 2,
            HelpfulNoTotal: yes ? 1 : 2,
            CurrentCustomerVote: yes,
          },
        };
      },
    });
    await renderApp('/user-reviews?productId=1');
    await screen.findByRole('heading', { level: 3, name: 'نظر 3' });
    const first = reviewCards()[0]!;
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'بله، مفید بود؛ ۲ رأی' })));
    const yes = await within(first).findByRole('button', { name: 'بله، مفید بود؛ ۳ رأی' });
    expect(yes).toHaveAttribute('aria-pressed', 'true');

    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'خیر، مفید نبود؛ ۱ رأی' })));
    expect(await within(first).findByRole('button', { name: 'خیر، مفید نبود؛ ۲ رأی' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(first).getByRole('button', { name: 'بله، مفید بود؛ ۲ رأی' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(votes).toEqual([{ WasHelpful: true }, { WasHelpful: false }]);

    const own = reviewCards()[1]!;
    expect(within(own).getByText('نظر شما')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('نظر شما برای این محصول ثبت شده است. سپاس!')).toBeInTheDocument();
  });
});

describe('user reviews page: the form', () => {
  async function openForm(answer: (request: RecordedRequest) => { status?: number; body: unknown }) {
    await signIn();
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/product/productreviews/1': reviewPage([]),
      'POST /api/v2/product/productreviewsadd/1': answer,
    });
    await renderApp('/user-reviews?productId=1');
    const form = await screen.findByRole('form', { name: 'نظر خود را بنویسید' });
    return { form, requests };
  }
  const submit = (form: HTMLElement) =>
    act(async () => fireEvent.click(within(form).getByRole('button', { name: 'ثبت نظر' })));

  it('says in Persian what is missing and sends nothing', async () => {
    const { form, requests } = await openForm(() => ({ body: {} }));
    await submit(form);
    expect(within(form).getByText('عنوان نظر را وارد کنید.')).toBeInTheDocument();
    expect(within(form).getByText('متن نظر را وارد کنید.')).toBeInTheDocument();
    expect(within(form).getByText('امتیاز خود را از ۱ تا ۵ ستاره انتخاب کنید.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends the title, text and stars, and shows the answer (waiting for approval)', async () => {
    const { form, requests } = await openForm((request) => ({
      body: {
        Success: true,
        Message: 'نظر شما ثبت شد و پس از تأیید مدیر فروشگاه نمایش داده می‌شود.',
        IsApproved: false,
        Review: { ...review(9), ...(request.body as object), IsOwnReview: true },
      },
    }));
    fireEvent.click(within(form).getByRole('radio', { name: '۴ ستاره' }));
    fireEvent.change(within(form).getByLabelText('عنوان نظر'), { target: { value: '  باتری قوی  ' } });
    fireEvent.change(within(form).getByLabelText('متن نظر'), { target: { value: 'دو روز شارژ نگه می‌دارد.' } });
    await submit(form);
    expect(await screen.findByText('نظر شما ثبت شد و پس از تأیید مدیر فروشگاه نمایش داده می‌شود.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      Title: 'باتری قوی',
      ReviewText: 'دو روز شارژ نگه می‌دارد.',
      Rating: 4,
    });
    expect(screen.queryByRole('form', { name: 'نظر خود را بنویسید' })).not.toBeInTheDocument();
  });

  it('shows the API’s Persian message when the review is refused (a second review: 409)', async () => {
    const { form } = await openForm(() => ({
      status: 409,
      body: {
        Success: false,
        Message: 'شما قبلاً برای این محصول نظر ثبت کرده‌اید.',
        Errors: ['شما قبلاً برای این محصول نظر ثبت کرده‌اید.'],
      },
    }));
    fireEvent.click(within(form).getByRole('radio', { name: '۵ ستاره' }));
    fireEvent.change(within(form).getByLabelText('عنوان نظر'), { target: { value: 'عالی' } });
    fireEvent.change(within(form).getByLabelText('متن نظر'), { target: { value: 'خوب است' } });
    await submit(form);
    expect(await within(form).findByText('شما قبلاً برای این محصول نظر ثبت کرده‌اید.')).toBeInTheDocument();
  });
});

describe('product details: rating link', () => {
  it('shows the average and count, linking to the product’s reviews', async () => {
    installFakeApi({
      ...base,
      'GET /api/v2/product/details/1': { ...productDetails, RatingAverage: 4.5, TotalReviews: 2 },
    });
    await renderApp('/product-details/1');
    const link = await screen.findByRole('link', { name: '۴٫۵ از ۵ (۲ نظر)؛ دیدن نظرات کاربران' });
    expect(link).toHaveAttribute('href', '/user-reviews?productId=1');
    await waitFor(() => expect(link).toHaveTextContent('۴٫۵ از ۵ (۲ نظر)'));
  });
});
