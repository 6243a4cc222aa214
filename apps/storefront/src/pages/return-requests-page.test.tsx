import {
  CustomerReturnRequestList,
  ReturnRequestForm,
  type CustomerReturnRequest,
  type ReturnableOrderItem,
} from '@sabad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { customer, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const base = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/account/currentcustomer': customer,
};

const line = (id: number, overrides: Partial<ReturnableOrderItem> = {}): ReturnableOrderItem => ({
  OrderItemId: id,
  ProductId: 10 + id,
  ProductName: 'ماگ سفالی',
  PictureUrl: null,
  AttributeInfo: '',
  UnitPrice: '۲۰۰٬۰۰۰ تومان',
  UnitPriceValue: 2_000_000,
  Quantity: 3,
  AlreadyRequestedQuantity: 1,
  ReturnableQuantity: 2,
  ...overrides,
});

const form = (items: ReturnableOrderItem[], overrides: Partial<ReturnRequestForm> = {}) =>
  ReturnRequestForm.parse({
    OrderId: 41,
    CustomOrderNumber: '۱۴۰۵-۰۰۰۰۴۱',
    Items: items,
    ReturnRequestReasons: [
      { Id: 1, Name: 'کالای معیوب' },
      { Id: 2, Name: 'مغایرت با سفارش' },
    ],
    ReturnRequestActions: [
      { Id: 1, Name: 'بازپرداخت وجه' },
      { Id: 2, Name: 'تعویض' },
    ],
    AllowFiles: true,
    ReturnWindowEndsOn: '2026-11-29T06:00:00.000Z',
    CustomProperties: {},
    ...overrides,
  });

const request = (id: number, overrides: Partial<CustomerReturnRequest> = {}): CustomerReturnRequest => ({
  Id: id,
  CustomNumber: String(id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'.charAt(Number(d))),
  OrderId: 41,
  CustomOrderNumber: '۱۴۰۵-۰۰۰۰۴۱',
  ReturnRequestStatus: 'در انتظار بررسی',
  ReturnRequestStatusValue: 0,
  ProductId: 11,
  ProductName: 'ماگ سفالی',
  AttributeInfo: '',
  Quantity: 1,
  ReturnReason: 'کالای معیوب',
  ReturnAction: 'بازپرداخت وجه',
  Comments: '',
  UploadedPictureUrl: null,
  CreatedOn: '2026-11-24T08:00:00.000Z',
  ...overrides,
});
const list = (items: CustomerReturnRequest[]) =>
  CustomerReturnRequestList.parse({ Items: items, CustomProperties: {} });

async function signIn() {
  await session.load();
  await session.signIn('token-returns', customer);
}
const posted = (requests: RecordedRequest[], path: string) =>
  requests.filter((recorded) => recorded.method === 'POST' && recorded.url.pathname === path);

describe('return requests page', () => {
  it('lists the customer’s requests newest first with number, Persian status and Jalali date', async () => {
    await signIn();
    installFakeApi({
      ...base,
      'GET /api/v2/returnrequest/customer': list([
        request(12, { ReturnRequestStatus: 'مرجوعی تأیید شد', ReturnRequestStatusValue: 20, Comments: 'ترک دارد' }),
        request(9, { ReturnRequestStatus: 'رد شد', ReturnRequestStatusValue: 50, Quantity: 2 }),
      ]),
    });
    await renderApp('/return-requests');
    const first = await screen.findByRole('heading', { name: /درخواست مرجوعی \u2066۱۲\u2069/ }, { timeout: 15_000 });
    const card = first.closest('li') as HTMLElement;
    expect(card).toHaveTextContent('۳ آذر ۱۴۰۵');
    expect(within(card).getByText('مرجوعی تأیید شد')).toBeInTheDocument();
    expect(within(card).getByText('ترک دارد')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'درخواست‌های مرجوعی' })).getAllByRole('heading');
    expect(items.map((heading) => heading.textContent)).toEqual([
      expect.stringContaining('۱۲'),
      expect.stringContaining('۹'),
    ]);
    expect(screen.getByText('رد شد')).toBeInTheDocument();
  });

  it('says when there are no requests yet', async () => {
    await signIn();
    installFakeApi({ ...base, 'GET /api/v2/returnrequest/customer': list([]) });
    await renderApp('/return-requests');
    expect(await screen.findByText('هنوز درخواست مرجوعی ثبت نکرده‌اید.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('checks the form in Persian, sends the chosen lines, then confirms with the numbers and shows the list', async () => {
    await signIn();
    let submitted = false;
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/returnrequest/41': form([line(5), line(6, { ProductName: 'کتری برقی', ReturnableQuantity: 0 })]),
      'POST /api/v2/returnrequest/submit/41': () => {
        submitted = true;
        return {
          body: {
            Success: true,
            Message: 'درخواست مرجوعی شما ثبت شد؛ نتیجهٔ بررسی به شما اطلاع داده می‌شود.',
            Errors: [],
            Result: { ReturnRequests: [{ Id: 77, CustomNumber: '۷۷' }] },
          },
        };
      },
      'GET /api/v2/returnrequest/customer': () => ({ body: list(submitted ? [request(77)] : []) }),
    });
    await renderApp('/return-requests?orderId=41');
    const title = await screen.findByRole(
      'heading',
      { name: 'درخواست مرجوعی سفارش \u2066۱۴۰۵-۰۰۰۰۴۱\u2069' },
      { timeout: 15_000 },
    );
    expect(title).toBeInTheDocument();
    expect(screen.getByText('تا ۸ آذر ۱۴۰۵ می‌توانید درخواست مرجوعی ثبت کنید.')).toBeInTheDocument();
    expect(screen.getByText('برای این کالا درخواست مرجوعی کامل ثبت شده است.')).toBeInTheDocument();

    const picker = screen.getByLabelText('تعداد مرجوعی «ماگ سفالی»');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['۰', '۱', '۲']);
    expect(screen.queryByLabelText('تعداد مرجوعی «کتری برقی»')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'ثبت درخواست مرجوعی' }));
    expect(await screen.findByText('دست‌کم یک کالا و تعداد مرجوعی آن را انتخاب کنید.')).toBeInTheDocument();
    expect(screen.getByText('دلیل مرجوعی را انتخاب کنید.')).toBeInTheDocument();
    expect(screen.getByText('درخواست خود (بازپرداخت، تعویض…) را انتخاب کنید.')).toBeInTheDocument();
    expect(posted(requests, '/api/v2/returnrequest/submit/41')).toHaveLength(0);

    fireEvent.change(picker, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('دلیل مرجوعی'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('درخواست شما'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('توضیحات'), { target: { value: ' رنگ با عکس فرق دارد ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت درخواست مرجوعی' }));

    expect(
      await screen.findByText('درخواست مرجوعی شما ثبت شد؛ نتیجهٔ بررسی به شما اطلاع داده می‌شود.'),
    ).toBeInTheDocument();
    expect(screen.getByText('شمارهٔ درخواست: ۷۷')).toBeInTheDocument();
    expect(posted(requests, '/api/v2/returnrequest/submit/41')[0]?.body).toEqual({
      Items: [{ OrderItemId: 5, Quantity: 2 }],
      ReturnRequestReasonId: 2,
      ReturnRequestActionId: 2,
      Comments: 'رنگ با عکس فرق دارد',
      UploadedPictureId: null,
    });
    expect(await screen.findByRole('heading', { name: /درخواست مرجوعی \u2066۷۷\u2069/ })).toBeInTheDocument();
  });

  it('counts the comment against its ۱٬۰۰۰ letters, refuses more as it is typed, and shows the server’s refusal', async () => {
    await signIn();
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/returnrequest/41': form([line(5)], { AllowFiles: false }),
      'POST /api/v2/returnrequest/submit/41': () => ({
        status: 422,
        body: { Success: false, Message: 'از «ماگ سفالی» حداکثر ۱ عدد قابل مرجوعی است.', Errors: [] },
      }),
    });
    await renderApp('/return-requests?orderId=41');
    const picker = await screen.findByLabelText('تعداد مرجوعی «ماگ سفالی»', {}, { timeout: 15_000 });
    expect(screen.queryByLabelText('تصویر کالا (اختیاری)')).toBeNull();
    fireEvent.change(picker, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('دلیل مرجوعی'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('درخواست شما'), { target: { value: '1' } });
    // Told while typing (issue 34.14), not only when sent: a paste past the limit is refused whole.
    const comments = screen.getByLabelText('توضیحات');
    expect(comments).toHaveAccessibleDescription('۰ از ۱٬۰۰۰ نویسه');
    fireEvent.change(comments, { target: { value: 'ا'.repeat(1001) } });
    expect(comments).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('بیش از ۱٬۰۰۰ نویسه پذیرفته نمی‌شود؛ متن را کوتاه‌تر کنید.');
    expect(posted(requests, '/api/v2/returnrequest/submit/41')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('توضیحات'), { target: { value: 'کوتاه' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت درخواست مرجوعی' }));
    expect(await screen.findByText('از «ماگ سفالی» حداکثر ۱ عدد قابل مرجوعی است.')).toBeInTheDocument();
  });

  it('uploads the photo when chosen and sends its id with the request', async () => {
    await signIn();
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/returnrequest/41': form([line(5)]),
      'POST /api/v2/returnrequest/uploadfile': {
        Success: true,
        PictureId: 901,
        PictureUrl: '/images/901/full/return-request.webp',
      },
      'POST /api/v2/returnrequest/submit/41': {
        Success: true,
        Message: 'ثبت شد.',
        Errors: [],
        Result: { ReturnRequests: [{ Id: 78, CustomNumber: '۷۸' }] },
      },
      'GET /api/v2/returnrequest/customer': list([]),
    });
    await renderApp('/return-requests?orderId=41');
    const input = await screen.findByLabelText('تصویر کالا (اختیاری)', {}, { timeout: 15_000 });
    fireEvent.change(input, { target: { files: [new File(['photo'], 'mug.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByAltText('تصویر پیوست شد.')).toHaveAttribute(
      'src',
      '/images/901/full/return-request.webp',
    );
    expect(posted(requests, '/api/v2/returnrequest/uploadfile')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('تعداد مرجوعی «ماگ سفالی»'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('دلیل مرجوعی'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('درخواست شما'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'ثبت درخواست مرجوعی' }));
    await waitFor(() => expect(posted(requests, '/api/v2/returnrequest/submit/41')).toHaveLength(1));
    expect(posted(requests, '/api/v2/returnrequest/submit/41')[0]?.body).toMatchObject({ UploadedPictureId: 901 });
  });

  it('says in Persian why an order cannot be asked back', async () => {
    await signIn();
    installFakeApi({
      ...base,
      'GET /api/v2/returnrequest/41': () => ({
        status: 422,
        body: {
          Success: false,
          Message: 'مهلت ۷ روزهٔ ثبت درخواست مرجوعی برای این سفارش به پایان رسیده است.',
          Errors: [],
        },
      }),
    });
    await renderApp('/return-requests?orderId=41');
    expect(
      await screen.findByText(
        'مهلت ۷ روزهٔ ثبت درخواست مرجوعی برای این سفارش به پایان رسیده است.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ثبت درخواست مرجوعی' })).toBeNull();
  });
});
