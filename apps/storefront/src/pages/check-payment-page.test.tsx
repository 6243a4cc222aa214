import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCheckoutServer } from '@/test/checkout-fixtures';
import { fakeCartServer, cartLine } from '@/test/cart-fixtures';
import { storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const storeApi = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

async function openChequePayment() {
  const checkout = fakeCheckoutServer({ orderTotal: 12_500_000 });
  const api = installFakeApi({
    ...storeApi,
    ...fakeCartServer({ cart: [cartLine(1, 12, 1)] }).routes,
    ...checkout.routes,
  });
  await renderApp('/check-payment');
  const form = await screen.findByRole('form', { name: 'چک تازه' }, { timeout: 15_000 });
  return { checkout, form, ...api };
}

const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('check payment page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the store's instructions as text and keeps «ادامه» off until the cheques cover the order", async () => {
    await openChequePayment();
    expect(screen.getByText(/چک‌ها در وجه «فروشگاه سبد» صادر شود/)).toBeInTheDocument();
    expect(screen.getByText('هنوز چکی ثبت نشده است.')).toBeInTheDocument();
    expect(screen.getByText('جمع چک‌ها ۰ تومان از ۱٬۲۵۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ادامه' })).toBeDisabled();
  });

  it('checks the fields in Persian and sends nothing when they are wrong', async () => {
    const { form, requests } = await openChequePayment();
    type(form, 'شناسهٔ صیادی (۱۶ رقم)', '۱۲۳۴');
    type(form, 'تاریخ سررسید', '۱۴۰۵/۱۳/۰۱');
    fireEvent.click(within(form).getByRole('button', { name: 'ثبت چک' }));
    expect(await within(form).findByText('نام صاحب چک را وارد کنید.')).toBeInTheDocument();
    expect(within(form).getByText('شناسهٔ صیادی باید ۱۶ رقم باشد.')).toBeInTheDocument();
    expect(within(form).getByText('مبلغ چک را به تومان وارد کنید.')).toBeInTheDocument();
    expect(within(form).getByText('تاریخ سررسید را به شکل ۱۴۰۵/۰۹/۱۵ وارد کنید.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === '/api/v2/CheckVertex/AddNewCheck')).toBe(false);
  });

  it('names every bad field at once: a minus amount and a past due date too', async () => {
    const { form, requests } = await openChequePayment();
    type(form, 'مبلغ (تومان)', '-۵۰۰');
    type(form, 'تاریخ سررسید', '۱۳۹۰/۰۱/۰۱');
    fireEvent.click(within(form).getByRole('button', { name: 'ثبت چک' }));
    expect(await within(form).findByText('نام صاحب چک را وارد کنید.')).toBeInTheDocument();
    expect(within(form).getByText('شناسهٔ صیادی باید ۱۶ رقم باشد.')).toBeInTheDocument();
    expect(within(form).getByText('مبلغ چک را به تومان وارد کنید.')).toBeInTheDocument();
    expect(within(form).getByText('تاریخ سررسید چک نمی‌تواند گذشته باشد.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === '/api/v2/CheckVertex/AddNewCheck')).toBe(false);
  });

  it('registers a cheque (Persian digits, Toman sent as Rial, Jalali date), removes one, and goes on once they cover the order', async () => {
    const { form, requests, checkout } = await openChequePayment();
    type(form, 'نام صاحب چک', 'مریم کاظمی');
    type(form, 'شناسهٔ صیادی (۱۶ رقم)', '۱۲۳۴ ۵۶۷۸ ۹۰۱۲ ۳۴۵۶');
    type(form, 'مبلغ (تومان)', '۱٬۲۵۰٬۰۰۰');
    type(form, 'تاریخ سررسید', '۱۴۱۰/۹/۱۵');
    fireEvent.click(within(form).getByRole('button', { name: 'ثبت چک' }));

    expect(await screen.findByText('شناسهٔ صیادی: ۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶')).toBeInTheDocument();
    expect(requests.find((request) => request.url.pathname === '/api/v2/CheckVertex/AddNewCheck')?.body).toEqual({
      Holder: 'مریم کاظمی',
      Serial: '1234567890123456',
      Amount: 12_500_000,
      Date: '1410/09/15',
    });
    expect(screen.getByText('جمع چک‌ها ۱٬۲۵۰٬۰۰۰ تومان از ۱٬۲۵۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(form).getByLabelText('نام صاحب چک')).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ادامه' })).toBeEnabled());

    fireEvent.click(screen.getByRole('button', { name: 'حذف چک ۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ادامه' })).toBeDisabled());
    expect(checkout.state.cheques).toHaveLength(0);

    checkout.state.cheques = [];
    type(form, 'نام صاحب چک', 'مریم کاظمی');
    type(form, 'شناسهٔ صیادی (۱۶ رقم)', '1234567890123456');
    type(form, 'مبلغ (تومان)', '2000000');
    type(form, 'تاریخ سررسید', '1410/10/01');
    fireEvent.click(within(form).getByRole('button', { name: 'ثبت چک' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ادامه' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'ادامه' }));
    expect(await screen.findByText('بازبینی سبد خرید', { selector: 'ion-title' })).toBeInTheDocument();
  });

  it("fills the Sayadi id from the cheque's QR code in a picture (its 16-digit run)", async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 300, height: 300, close: () => undefined }));
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['qr_code'];
        detect = async () => [{ rawValue: 'https://sayadi.example/check?sid=9876543210987654&bank=017' }];
      },
    );
    const { form } = await openChequePayment();
    expect(within(form).getByRole('button', { name: 'اسکن QR چک' })).toBeInTheDocument();
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'cheque.png', { type: 'image/png' });
    fireEvent.change(within(form).getByLabelText('خواندن QR چک از تصویر'), { target: { files: [picture] } });
    await waitFor(() => expect(within(form).getByLabelText('شناسهٔ صیادی (۱۶ رقم)')).toHaveValue('۹۸۷۶۵۴۳۲۱۰۹۸۷۶۵۴'));
  });

  it('says so when the QR code holds no Sayadi id', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 300, height: 300, close: () => undefined }));
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['qr_code'];
        detect = async () => [{ rawValue: 'https://shop.example/product-details/4' }];
      },
    );
    const { form } = await openChequePayment();
    const picture = new File([new Uint8Array([1])], 'x.png', { type: 'image/png' });
    fireEvent.change(within(form).getByLabelText('خواندن QR چک از تصویر'), { target: { files: [picture] } });
    expect(await within(form).findByText('در این کد QR شناسهٔ صیادی ۱۶ رقمی پیدا نشد.')).toBeInTheDocument();
  });
});
