import type { CustomerInfo } from '@sabad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { customer, customerInfo, customerSettings, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const codeInvalid = {
  Success: false,
  Message: 'کد وارد شده نادرست یا منقضی است.',
  Errors: ['کد وارد شده نادرست یا منقضی است.'],
};

/** A fake store whose profile changes only when the right code ('123456') is sent for the address asked for. */
function contactChangeApi(start: CustomerInfo) {
  let info = start;
  let asked = '';
  const api = installFakeApi({
    'GET /api/v2/settings/isstoreclosed': storeOpen,
    'GET /api/v2/topic/gettopicslist': topicList,
    'GET /api/v2/settings/getcustomersettings': customerSettings,
    'GET /api/v2/account/currentcustomer': () => ({ body: { ...customer, Email: info.Email, Mobile: info.Mobile } }),
    'GET /api/v2/customer/info': () => ({ body: info }),
    'POST /api/v2/customer/contactchange': ({ body }: RecordedRequest) => {
      asked = (body as { EmailMobile: string }).EmailMobile;
      const sentTo = asked.includes('@')
        ? `${asked.slice(0, 2)}***@${asked.split('@')[1]}`
        : `${asked.slice(0, 4)}***${asked.slice(-4)}`;
      return {
        body: { Success: true, Message: `کد تأیید به ${sentTo} ارسال شد.`, ExpiresInSeconds: 2, SentTo: sentTo },
      };
    },
    'POST /api/v2/customer/contactchangeverify': ({ body }: RecordedRequest) => {
      const { EmailMobile, Token } = body as { EmailMobile: string; Token: string };
      if (Token !== '123456' || EmailMobile !== asked) return { status: 400, body: codeInvalid };
      info = EmailMobile.includes('@') ? { ...info, Email: EmailMobile } : { ...info, Mobile: EmailMobile };
      return { body: info };
    },
  });
  const calls = (path: string) =>
    api.requests.filter((r) => r.method === 'POST' && r.url.pathname === `/api/v2${path}`);
  return { calls };
}

async function openCustomerInfo() {
  await session.load();
  await session.signIn('token-contact', customer);
  await renderApp('/customer-info');
  return (await screen.findByRole('region', { name: 'ایمیل / شماره موبایل' })) as HTMLElement;
}

describe('customer info: changing the email or mobile number with a code', () => {
  it('checks the new email, sends the code, counts down, resends at 0, refuses a wrong code, then shows the new email and refreshes the session', async () => {
    const { calls } = contactChangeApi(customerInfo);
    const details = await openCustomerInfo();
    expect(within(details).getByText('—')).toBeInTheDocument();

    fireEvent.click(within(details).getByRole('button', { name: 'تغییر ایمیل' }));
    const form = within(details).getByRole('form', { name: 'تغییر ایمیل' });
    const field = within(form).getByLabelText('ایمیل جدید');
    fireEvent.click(within(form).getByRole('button', { name: 'ارسال کد تأیید' }));
    expect(await within(form).findByText('ایمیل جدید را وارد کنید.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '09351112233' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ارسال کد تأیید' }));
    expect(await within(form).findByText('ایمیل وارد شده معتبر نیست. نمونه: name@example.com')).toBeInTheDocument();
    expect(calls('/customer/contactchange')).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' New@Example.com ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ارسال کد تأیید' }));
    const step = await within(details).findByRole('group', { name: 'تغییر ایمیل' });
    expect(calls('/customer/contactchange').map((r) => r.body)).toEqual([{ EmailMobile: 'new@example.com' }]);
    expect(within(step).getByText(/ne\*\*\*@example\.com/)).toBeInTheDocument();
    expect(within(step).getByRole('timer')).toHaveTextContent('۰۰:۰۲');
    const resend = within(step).getByRole('button', { name: 'ارسال دوباره کد' });
    expect(resend).toBeDisabled();
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 4000 });
    expect(within(step).getByRole('timer')).toHaveTextContent('زمان کد به پایان رسید.');
    fireEvent.click(resend);
    expect(await within(step).findByText('کد تازه ارسال شد.')).toBeInTheDocument();
    expect(calls('/customer/contactchange')).toHaveLength(2);
    expect(within(step).getByRole('timer')).toHaveTextContent('۰۰:۰');

    const code = within(step).getByLabelText('کد تأیید');
    fireEvent.change(code, { target: { value: '۱۱۱۱۱۱' } });
    fireEvent.click(within(step).getByRole('button', { name: 'تأیید' }));
    expect(await within(step).findByText('کد وارد شده نادرست یا منقضی است.')).toBeInTheDocument();
    expect(within(details).getByText('—')).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '۱۲۳۴۵۶' } });
    fireEvent.click(within(step).getByRole('button', { name: 'تأیید' }));
    expect(await within(details).findByText('ایمیل شما تغییر کرد.')).toBeInTheDocument();
    expect(calls('/customer/contactchangeverify').at(-1)?.body).toEqual({
      EmailMobile: 'new@example.com',
      Token: '123456',
    });
    expect(within(details).getByText('new@example.com')).toBeInTheDocument();
    expect(within(details).queryByRole('group', { name: 'تغییر ایمیل' })).not.toBeInTheDocument();
    await waitFor(() => expect(session.get().customer?.Email).toBe('new@example.com'));
  }, 20_000);

  it('takes a mobile number in Persian digits, refuses the current one, and shows the new number', async () => {
    const { calls } = contactChangeApi(customerInfo);
    const details = await openCustomerInfo();
    expect(within(details).getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();

    fireEvent.click(within(details).getByRole('button', { name: 'تغییر شماره موبایل' }));
    const form = within(details).getByRole('form', { name: 'تغییر شماره موبایل' });
    const field = within(form).getByLabelText('شماره موبایل جدید');
    fireEvent.change(field, { target: { value: '۰۹۱۲۱۲۳۴۵۶۷' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ارسال کد تأیید' }));
    expect(await within(form).findByText('این ایمیل/شماره همین حالا در حساب شما ثبت است.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '۰۹۱۲' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ارسال کد تأیید' }));
    expect(await within(form).findByText('شماره موبایل باید به شکل ۰۹xxxxxxxxx باشد.')).toBeInTheDocument();
    expect(calls('/customer/contactchange')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '۰۹۳۵ ۱۱۱ ۲۲۳۳' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ارسال کد تأیید' }));
    const step = await within(details).findByRole('group', { name: 'تغییر شماره موبایل' });
    expect(calls('/customer/contactchange')[0]?.body).toEqual({ EmailMobile: '09351112233' });
    fireEvent.change(within(step).getByLabelText('کد تأیید'), { target: { value: '123456' } });
    fireEvent.click(within(step).getByRole('button', { name: 'تأیید' }));
    expect(await within(details).findByText('شماره موبایل شما تغییر کرد.')).toBeInTheDocument();
    expect(within(details).getByText('۰۹۳۵۱۱۱۲۲۳۳')).toBeInTheDocument();
    await waitFor(() => expect(session.get().customer?.Mobile).toBe('09351112233'));
  }, 20_000);

  it('shows the server refusal in Persian and lets the customer cancel', async () => {
    installFakeApi({
      'GET /api/v2/settings/isstoreclosed': storeOpen,
      'GET /api/v2/topic/gettopicslist': topicList,
      'GET /api/v2/settings/getcustomersettings': customerSettings,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/customer/info': customerInfo,
      'POST /api/v2/customer/contactchange': () => ({
        status: 429,
        body: { Success: false, Message: 'برای دریافت کد جدید 40 ثانیه صبر کنید.', Errors: [] },
      }),
    });
    const details = await openCustomerInfo();
    fireEvent.click(within(details).getByRole('button', { name: 'تغییر ایمیل' }));
    const form = within(details).getByRole('form', { name: 'تغییر ایمیل' });
    fireEvent.change(within(form).getByLabelText('ایمیل جدید'), { target: { value: 'a@b.ir' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ارسال کد تأیید' }));
    expect(await within(form).findByText(/ثانیه صبر کنید/)).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'انصراف' }));
    expect(within(details).queryByRole('form', { name: 'تغییر ایمیل' })).not.toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'تغییر ایمیل' })).toBeInTheDocument();
  });
});
