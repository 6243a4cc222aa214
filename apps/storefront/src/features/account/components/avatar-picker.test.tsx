import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { customer, customerSettings, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { openSideMenu, renderApp } from '@/test/render-app';
import { avatarFileProblem } from './avatar-picker';

const MB = 1024 * 1024;
const newAvatarUrl = '/images/91/thumb/avatar.webp';

const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

const storeApi = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/settings/getcustomersettings': customerSettings,
};

async function openProfile(routes: Record<string, unknown>, signedIn = customer) {
  const fake = installFakeApi({
    ...storeApi,
    'GET /api/v2/account/currentcustomer': () => ({ body: session.get().customer }),
    ...routes,
  });
  await session.load();
  await session.signIn('token-avatar', signedIn);
  const app = await renderApp('/tabs/profile');
  const page = (await screen.findByText('نشانی‌های من')).closest('ion-content') as HTMLElement;
  const input = (await within(page).findByLabelText('تغییر تصویر پروفایل', { selector: 'input' })) as HTMLInputElement;
  return { ...fake, ...app, page, input };
}

const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
const uploads = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/v2/customer/avatar');

describe('avatarFileProblem', () => {
  it.each([
    ['a JPEG', fileOf('me.jpg', 'image/jpeg', 1000), null],
    ['a PNG', fileOf('me.png', 'image/png', 1000), null],
    ['a WebP of exactly 2 MB', fileOf('me.webp', 'image/webp', 2 * MB), null],
    ['a picture without a type but with a picture extension', fileOf('IMG_0001.JPG', '', 1000), null],
    ['a GIF', fileOf('me.gif', 'image/gif', 1000), 'فقط تصویر با قالب JPG، PNG یا WebP پذیرفته می‌شود.'],
    ['a PDF', fileOf('cv.pdf', 'application/pdf', 1000), 'فقط تصویر با قالب JPG، PNG یا WebP پذیرفته می‌شود.'],
    ['a typeless text file', fileOf('notes.txt', '', 1000), 'فقط تصویر با قالب JPG، PNG یا WebP پذیرفته می‌شود.'],
    ['an empty JPEG', fileOf('me.jpg', 'image/jpeg', 0), 'فایل انتخاب‌شده خالی است.'],
    ['a JPEG over 2 MB', fileOf('me.jpg', 'image/jpeg', 2 * MB + 1), 'حجم تصویر نباید بیشتر از ۲ مگابایت باشد.'],
  ])('%s', (_name, file, problem) => {
    expect(avatarFileProblem(file, 2 * MB)).toBe(problem);
  });

  it('names a fractional limit with the Persian decimal separator', () => {
    expect(avatarFileProblem(fileOf('me.jpg', 'image/jpeg', 2 * MB), 1.5 * MB)).toBe(
      'حجم تصویر نباید بیشتر از ۱٫۵ مگابایت باشد.',
    );
  });
});

describe('avatar on the profile page', () => {
  it('refuses a wrong or too large file before sending, with a Persian message', async () => {
    const { input, page, requests } = await openProfile({
      'POST /api/v2/customer/avatar': { Success: true, AvatarUrl: newAvatarUrl },
    });

    choose(input, fileOf('anim.gif', 'image/gif', 500));
    expect(await within(page).findByRole('alert')).toHaveTextContent(
      'فقط تصویر با قالب JPG، PNG یا WebP پذیرفته می‌شود.',
    );

    choose(input, fileOf('huge.jpg', 'image/jpeg', 3 * MB));
    expect(await within(page).findByText('حجم تصویر نباید بیشتر از ۲ مگابایت باشد.')).toBeInTheDocument();
    expect(uploads(requests)).toHaveLength(0);
  });

  it('uploads the picture as multipart field "Picture" and shows the new avatar in the profile and the side menu', async () => {
    const { input, page, requests, fetchMock } = await openProfile({
      'POST /api/v2/customer/avatar': { Success: true, AvatarUrl: newAvatarUrl },
    });
    const file = fileOf('me.png', 'image/png', 2048);
    choose(input, file);

    expect(await within(page).findByText('تصویر پروفایل ذخیره شد.')).toBeInTheDocument();
    expect(uploads(requests)).toHaveLength(1);
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/v2/customer/avatar') && init?.method === 'POST',
    )!;
    const body = call[1]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('Picture') as File).name).toBe('me.png');
    expect((body.get('Picture') as File).size).toBe(2048);
    // No JSON Content-Type: fetch sets multipart/form-data with its boundary.
    expect(uploads(requests)[0]!.headers.get('content-type')).toBeNull();
    expect(uploads(requests)[0]!.headers.get('authorization')).toBe('Basic token-avatar');

    // The session's new avatar reaches the page in a render of its own.
    expect(await within(page).findByRole('img', { name: 'تصویر کاربر' })).toHaveAttribute('src', newAvatarUrl);
    const menu = openSideMenu();
    await waitFor(() => expect(menu.querySelector('img')).toHaveAttribute('src', newAvatarUrl));
    expect(session.get().customer?.AvatarUrl).toBe(newAvatarUrl);
  });

  it("shows the API's Persian message when the server refuses the file", async () => {
    const message = 'فایل انتخاب‌شده تصویر معتبری نیست.';
    const { input, page } = await openProfile({
      'POST /api/v2/customer/avatar': () => ({
        status: 400,
        body: { Success: false, Message: message, Errors: [message] },
      }),
    });
    choose(input, fileOf('fake.jpg', 'image/jpeg', 100));
    expect(await within(page).findByRole('alert')).toHaveTextContent(message);
    expect(session.get().customer?.AvatarUrl).toBeNull();
  });

  it('removes the avatar', async () => {
    const { page, requests } = await openProfile(
      { 'DELETE /api/v2/customer/avatar': { Success: true, AvatarUrl: null } },
      { ...customer, AvatarUrl: '/images/5/thumb/avatar.webp' },
    );
    fireEvent.click(within(page).getByRole('button', { name: 'حذف تصویر' }));
    expect(await within(page).findByText('تصویر پروفایل حذف شد.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.url.pathname === '/api/v2/customer/avatar')).toBe(true);
    await waitFor(() => expect(within(page).queryByRole('img', { name: 'تصویر کاربر' })).toBeNull());
    expect(session.get().customer?.AvatarUrl).toBeNull();
  });
});
