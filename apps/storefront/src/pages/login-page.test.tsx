import { LoginResponse, RegistrationStarted } from '@sabad/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { cartLine, fakeCartServer } from '@/test/cart-fixtures';
import { fakeCheckoutServer } from '@/test/checkout-fixtures';
import { customer, customerSettings, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const storeApi = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/settings/getcustomersettings': customerSettings,
};

const loggedIn = LoginResponse.parse({ Success: true, AccessToken: 'token-xyz', AvatarUrl: null, Customer: customer });

/** A store without guest checkout: the checkout answers a guest (no Authorization header) with a 401, as the API does. */
function storeWithoutGuestCheckout(routes: Record<string, unknown> = {}) {
  const cart = fakeCartServer({ cart: [cartLine(1, 12, 1)] });
  const checkout = fakeCheckoutServer();
  const addresses = checkout.routes['GET /api/v2/address/get'] as (request: RecordedRequest) => unknown;
  return installFakeApi({
    ...storeApi,
    ...cart.routes,
    ...checkout.routes,
    'GET /api/v2/address/get': (request: RecordedRequest) =>
      request.headers.get('Authorization')
        ? addresses(request)
        : { status: 401, body: { Message: 'برای ادامه خرید وارد شوید.', Errors: [] } },
    'GET /api/v2/account/currentcustomer': customer,
    ...routes,
  });
}
const billingAddresses = () =>
  screen.findByRole('group', { name: 'نشانی صورتحساب را انتخاب کنید' }, { timeout: 15_000 });

const loginForm = () => screen.getByRole('form', { name: 'ورود' });
const registerForm = () => screen.getByRole('form', { name: 'ثبت نام' });
const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
const logIn = async () => {
  type(loginForm(), 'ایمیل یا شماره موبایل', '09121234567');
  type(loginForm(), 'رمز عبور', 'secret-1');
  await act(async () => fireEvent.click(within(loginForm()).getByRole('button', { name: 'ورود' })));
};

describe('login page', () => {
  it('checks every field before sending and says what is wrong in Persian', async () => {
    const { requests } = installFakeApi(storeApi);
    await renderApp('/tabs/login');
    await screen.findByRole('form', { name: 'ورود' }, { timeout: 15_000 });

    fireEvent.click(within(loginForm()).getByRole('button', { name: 'ورود' }));
    expect(await within(loginForm()).findByText('ایمیل یا شماره موبایل را وارد کنید.')).toBeInTheDocument();
    expect(within(loginForm()).getByText('رمز عبور را وارد کنید.')).toBeInTheDocument();
    expect(within(loginForm()).getByLabelText('ایمیل یا شماره موبایل')).toHaveAttribute('aria-invalid', 'true');

    type(loginForm(), 'ایمیل یا شماره موبایل', '۰۹۱۲۱۲۳');
    fireEvent.click(within(loginForm()).getByRole('button', { name: 'ورود' }));
    expect(await within(loginForm()).findByText(/ایمیل یا شماره موبایل وارد شده معتبر نیست/)).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === '/api/v2/account/login')).toBe(false);
  });

  it("accepts a mobile number in Persian digits, shows the server's Persian message on a wrong password and logs 'Login failed'", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { requests } = installFakeApi({
      ...storeApi,
      'POST /api/v2/account/login': () => ({
        status: 401,
        body: { Success: false, Message: 'ایمیل/شماره موبایل یا رمز عبور نادرست است.', Errors: [] },
      }),
    });
    await renderApp('/tabs/login');
    await screen.findByRole('form', { name: 'ورود' });

    type(loginForm(), 'ایمیل یا شماره موبایل', '۰۹۱۲۱۲۳۴۵۶۷');
    type(loginForm(), 'رمز عبور', 'wrong-pass');
    fireEvent.click(within(loginForm()).getByRole('button', { name: 'ورود' }));

    expect(await within(loginForm()).findByText('ایمیل/شماره موبایل یا رمز عبور نادرست است.')).toBeInTheDocument();
    const login = requests.find((request) => request.url.pathname === '/api/v2/account/login');
    expect(login?.body).toEqual({ Email: '09121234567', Password: 'wrong-pass', DeviceToken: '' });
    expect(log).toHaveBeenCalledWith('Login failed');
    expect(session.get().accessToken).toBeNull();
    log.mockRestore();
  });

  it.each([
    ['without a returnUrl', '/tabs/login'],
    ['ignoring a returnUrl that leads off the app', '/tabs/login?returnUrl=%2F%2Fevil.example%2Fbilling-address'],
  ])('stores the token and the customer on success and opens the profile (%s)', async (_case, address) => {
    installFakeApi({
      ...storeApi,
      'POST /api/v2/account/login': loggedIn,
      'GET /api/v2/account/currentcustomer': customer,
    });
    await renderApp(address);
    await screen.findByRole('form', { name: 'ورود' });
    await logIn();

    await waitFor(() => expect(session.get().accessToken).toBe('token-xyz'));
    expect(session.get().customer?.Fullname).toBe('مریم کاظمی');
    expect(localStorage.getItem('sabad.access-token')).toBe('token-xyz');
    expect(await screen.findByRole('heading', { name: 'مریم کاظمی' })).toBeInTheDocument();
  });

  it('comes back to the checkout after logging in when the cart sent a guest to log in', async () => {
    storeWithoutGuestCheckout({ 'POST /api/v2/account/login': loggedIn });
    await renderApp('/tabs/cart');
    fireEvent.click(await screen.findByText('ادامه فرایند خرید', {}, { timeout: 15_000 }));

    await screen.findByRole('form', { name: 'ورود' }, { timeout: 15_000 });
    await logIn();

    expect(await billingAddresses()).toBeInTheDocument();
    expect(session.get().accessToken).toBe('token-xyz');
    expect(screen.queryByRole('heading', { name: 'مریم کاظمی' })).toBeNull();
  });

  it('validates the register form (password length from the store settings, matching repetition) before sending', async () => {
    const { requests } = installFakeApi(storeApi);
    await renderApp('/tabs/login');
    fireEvent.click(await screen.findByRole('tab', { name: 'ثبت نام' }));
    await screen.findByRole('form', { name: 'ثبت نام' });

    type(registerForm(), 'نام خانوادگی *', 'ب'.repeat(101));
    type(registerForm(), 'ایمیل یا شماره موبایل', 'not-an-email@');
    type(registerForm(), 'رمز عبور', '123');
    type(registerForm(), 'تکرار رمز عبور', '124');
    fireEvent.click(within(registerForm()).getByRole('button', { name: 'ثبت نام' }));

    const firstName = await within(registerForm()).findByLabelText('نام *');
    expect(firstName).toBeRequired();
    expect(firstName).toHaveAccessibleDescription('نام را وارد کنید. ۰ از ۱۰۰ نویسه');
    // A name over the limit is refused whole and said so, never cut (issue 34.14).
    const lastName = within(registerForm()).getByLabelText('نام خانوادگی *');
    expect(lastName).toHaveValue('');
    expect(lastName).toHaveAccessibleDescription(
      'نام خانوادگی را وارد کنید. بیش از ۱۰۰ نویسه پذیرفته نمی‌شود؛ متن را کوتاه‌تر کنید.',
    );

    expect(await within(registerForm()).findByText(/ایمیل یا شماره موبایل وارد شده معتبر نیست/)).toBeInTheDocument();
    const password = within(registerForm()).getByLabelText('رمز عبور');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('رمز عبور باید دست‌کم ۶ نویسه باشد.');
    expect(within(registerForm()).getByText('رمز عبور و تکرار آن یکسان نیستند.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.pathname === '/api/v2/account/register')).toBe(false);
  });

  it('registers with a mobile number, then confirms the code on mobile-verify-token and shows the registration result', async () => {
    const { requests } = installFakeApi({
      ...storeApi,
      'POST /api/v2/account/register': RegistrationStarted.parse({
        Success: true,
        Message: 'کد تأیید به 0912***4567 ارسال شد.',
        ExpiresInSeconds: 600,
        SentTo: '0912***4567',
      }),
      'POST /api/v2/account/registerverifytokenpost': (request: RecordedRequest) =>
        (request.body as { Token: string }).Token === '123456'
          ? {
              body: LoginResponse.parse({
                Success: true,
                AccessToken: 'token-new',
                AvatarUrl: null,
                Customer: customer,
              }),
            }
          : { status: 400, body: { Success: false, Message: 'کد وارد شده نادرست یا منقضی است.', Errors: [] } },
    });
    await renderApp('/tabs/login');
    fireEvent.click(await screen.findByRole('tab', { name: 'ثبت نام' }));
    type(registerForm(), 'نام *', ' سارا ');
    type(registerForm(), 'نام خانوادگی *', 'احمدی');
    type(registerForm(), 'ایمیل یا شماره موبایل', '۰۹۱۲۱۲۳۴۵۶۷');
    type(registerForm(), 'رمز عبور', 'secret-1');
    type(registerForm(), 'تکرار رمز عبور', 'secret-1');
    await act(async () => fireEvent.click(within(registerForm()).getByRole('button', { name: 'ثبت نام' })));

    expect(await screen.findByText('کد تأیید به \u2066۰۹۱۲***۴۵۶۷\u2069 ارسال شد.')).toBeInTheDocument();
    const started = requests.find((request) => request.url.pathname === '/api/v2/account/register');
    expect(started?.body).toMatchObject({ Email: '09121234567', FirstName: 'سارا', LastName: 'احمدی' });
    expect(screen.getByRole('timer')).toHaveTextContent('زمان باقی‌مانده: ۱۰:۰۰');
    expect(screen.getByRole('button', { name: 'ارسال دوباره کد' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('کد تأیید'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'تأیید' }));
    expect(await screen.findByText('کد تأیید باید ۶ رقم باشد.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('کد تأیید'), { target: { value: '۱۱۱۱۱۱' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'تأیید' })));
    expect(await screen.findByText('کد وارد شده نادرست یا منقضی است.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('کد تأیید'), { target: { value: '۱۲۳۴۵۶' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'تأیید' })));

    expect(await screen.findByText('ثبت نام شما با موفقیت انجام شد.')).toBeInTheDocument();
    expect(session.get().accessToken).toBe('token-new');
    const verify = requests
      .filter((request) => request.url.pathname === '/api/v2/account/registerverifytokenpost')
      .at(-1);
    expect(verify?.body).toEqual({ Email: '09121234567', Token: '123456' });
    expect(verify?.headers.get('Guest-Customer-Id')).toBe(session.get().guestId);
  });

  it('lets a shopper register without names when the store does not require them', async () => {
    const { requests } = installFakeApi({
      ...storeApi,
      'GET /api/v2/settings/getcustomersettings': {
        ...customerSettings,
        FirstNameRequired: false,
        LastNameRequired: false,
      },
      'POST /api/v2/account/register': RegistrationStarted.parse({
        Success: true,
        Message: 'کد تأیید ارسال شد.',
        ExpiresInSeconds: 600,
        SentTo: 'ne***@example.com',
      }),
    });
    await renderApp('/tabs/login');
    fireEvent.click(await screen.findByRole('tab', { name: 'ثبت نام' }));
    const firstName = await within(registerForm()).findByLabelText('نام');
    expect(firstName).not.toBeRequired();
    type(registerForm(), 'ایمیل یا شماره موبایل', 'new@example.com');
    type(registerForm(), 'رمز عبور', 'secret-1');
    type(registerForm(), 'تکرار رمز عبور', 'secret-1');
    await act(async () => fireEvent.click(within(registerForm()).getByRole('button', { name: 'ثبت نام' })));

    await screen.findByLabelText('کد تأیید');
    const started = requests.find((request) => request.url.pathname === '/api/v2/account/register');
    expect(started?.body).toMatchObject({ Email: 'new@example.com', FirstName: '', LastName: '' });
  });

  it('a guest sent from the checkout to log in who registers instead comes back to the checkout, not to the registration result', async () => {
    const { requests } = storeWithoutGuestCheckout({
      'POST /api/v2/account/register': RegistrationStarted.parse({
        Success: true,
        Message: 'کد تأیید ارسال شد.',
        ExpiresInSeconds: 600,
        SentTo: '0912***4567',
      }),
      'POST /api/v2/account/registerverifytokenpost': { ...loggedIn, AccessToken: 'token-new' },
    });
    await renderApp('/tabs/cart');
    fireEvent.click(await screen.findByText('ادامه فرایند خرید', {}, { timeout: 15_000 }));
    fireEvent.click(await screen.findByRole('tab', { name: 'ثبت نام' }, { timeout: 15_000 }));
    type(registerForm(), 'نام *', 'سارا');
    type(registerForm(), 'نام خانوادگی *', 'احمدی');
    type(registerForm(), 'ایمیل یا شماره موبایل', '09121234567');
    type(registerForm(), 'رمز عبور', 'secret-1');
    type(registerForm(), 'تکرار رمز عبور', 'secret-1');
    await act(async () => fireEvent.click(within(registerForm()).getByRole('button', { name: 'ثبت نام' })));

    fireEvent.change(await screen.findByLabelText('کد تأیید'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'تأیید' })));

    expect(await billingAddresses()).toBeInTheDocument();
    expect(screen.queryByText('ثبت نام شما با موفقیت انجام شد.')).toBeNull();
    expect(session.get().accessToken).toBe('token-new');
    const verify = requests.find((request) => request.url.pathname === '/api/v2/account/registerverifytokenpost');
    expect(verify?.body).toEqual({ Email: '09121234567', Token: '123456' });
  });
});
