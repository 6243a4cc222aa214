import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { contactInfo as info, customer, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const base = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/common/contactinfo': info,
};

const confirmation =
  'پیام شما دریافت شد. همکاران ما در ساعات کاری بررسی می‌کنند و به ایمیل یا شمارهٔ موبایلی که نوشتید پاسخ می‌دهند.';

const sent = (requests: RecordedRequest[]) =>
  requests.filter((recorded) => recorded.method === 'POST' && recorded.url.pathname === '/api/v2/common/contactus');

async function openForm() {
  await renderApp('/contactus');
  return screen.findByRole('form', { name: 'فرستادن پیام' }, { timeout: 15_000 });
}

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

describe('contact us page', () => {
  it('shows the store’s phone, hours, address and email beside the form', async () => {
    installFakeApi(base);
    await openForm();
    const details = await screen.findByRole('region', { name: 'راه‌های ارتباط' });
    const phone = within(details).getByRole('link', { name: '۰۲۱-۱۲۳۴۵۶۷۸' });
    expect(phone).toHaveAttribute('href', 'tel:02112345678');
    expect(within(details).getByText('همه روزه از ساعت ۹ تا ۲۱')).toBeInTheDocument();
    expect(within(details).getByText('تهران، خیابان ولیعصر، ساختمان سبد، طبقه سوم')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'support@sabad.example' })).toHaveAttribute(
      'href',
      'mailto:support@sabad.example',
    );
  });

  it('checks every field in Persian before sending anything', async () => {
    const { requests } = installFakeApi(base);
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'فرستادن پیام' }));
    expect(await within(form).findByText('نام و نام خانوادگی را وارد کنید.')).toBeInTheDocument();
    expect(within(form).getByText('ایمیل یا شمارهٔ موبایل را وارد کنید.')).toBeInTheDocument();
    expect(within(form).getByText('موضوع را وارد کنید.')).toBeInTheDocument();
    expect(within(form).getByText('متن پیام را وارد کنید.')).toBeInTheDocument();

    fill(form, { 'نام و نام خانوادگی': 'علی', 'ایمیل یا شمارهٔ موبایل': '۰۹۱۲', موضوع: 'سؤال', 'متن پیام': 'سلام' });
    fireEvent.click(within(form).getByRole('button', { name: 'فرستادن پیام' }));
    expect(
      await within(form).findByText(
        'ایمیل یا شماره موبایل وارد شده معتبر نیست. نمونه: name@example.com یا ۰۹۱۲۱۲۳۴۵۶۷',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('متن پیام باید دست‌کم ۱۰ نویسه باشد.')).toBeInTheDocument();
    expect(within(form).getByLabelText('متن پیام')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(requests)).toHaveLength(0);
  });

  it('sends the message (Latin digits, trimmed) and shows the store’s confirmation', async () => {
    const { requests } = installFakeApi({
      ...base,
      'POST /api/v2/common/contactus': { Success: true, Message: confirmation },
    });
    const form = await openForm();
    fill(form, {
      'نام و نام خانوادگی': ' علی رضایی ',
      'ایمیل یا شمارهٔ موبایل': '۰۹۱۲۳۴۵۶۷۸۹',
      موضوع: 'پیگیری سفارش',
      'متن پیام': ' سفارش من هنوز نرسیده است. ',
    });
    fireEvent.click(within(form).getByRole('button', { name: 'فرستادن پیام' }));
    expect(await screen.findByText(confirmation)).toBeInTheDocument();
    expect(sent(requests)[0]?.body).toEqual({
      FullName: 'علی رضایی',
      EmailOrMobile: '09123456789',
      Subject: 'پیگیری سفارش',
      Enquiry: 'سفارش من هنوز نرسیده است.',
    });
    expect(screen.queryByRole('form', { name: 'فرستادن پیام' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'فرستادن پیامی دیگر' }));
    const again = await screen.findByRole('form', { name: 'فرستادن پیام' });
    expect(within(again).getByLabelText('نام و نام خانوادگی')).toHaveValue(' علی رضایی ');
    expect(within(again).getByLabelText('متن پیام')).toHaveValue('');
  });

  it('shows the server’s Persian 429 when too many messages were sent, keeping what was typed', async () => {
    const refusal = 'با این ایمیل یا شمارهٔ موبایل پیام‌های زیادی فرستاده شده است. ۶۰ دقیقهٔ دیگر دوباره تلاش کنید.';
    installFakeApi({
      ...base,
      'POST /api/v2/common/contactus': () => ({ status: 429, body: { Success: false, Message: refusal, Errors: [] } }),
    });
    const form = await openForm();
    fill(form, {
      'نام و نام خانوادگی': 'علی رضایی',
      'ایمیل یا شمارهٔ موبایل': 'ali@example.com',
      موضوع: 'پیگیری سفارش',
      'متن پیام': 'سفارش من هنوز نرسیده است.',
    });
    fireEvent.click(within(form).getByRole('button', { name: 'فرستادن پیام' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(form).getByLabelText('متن پیام')).toHaveValue('سفارش من هنوز نرسیده است.');
  });

  it('fills in the signed-in customer’s name and mobile', async () => {
    await session.load();
    await session.signIn('token-contact', customer);
    installFakeApi({ ...base, 'GET /api/v2/account/currentcustomer': customer });
    const form = await openForm();
    expect(within(form).getByLabelText('نام و نام خانوادگی')).toHaveValue('مریم کاظمی');
    expect(within(form).getByLabelText('ایمیل یا شمارهٔ موبایل')).toHaveValue('09121234567');
  });
});
