import type { DownloadableProduct, DownloadableProductList } from '@sabad/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { customer, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import * as fa from '@/strings/fa';
import { renderApp } from '@/test/render-app';

const base = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/account/currentcustomer': customer,
};
const LIST = 'GET /api/v2/customer/downloadableproducts';

const item = (overrides: Partial<DownloadableProduct>): DownloadableProduct => ({
  OrderItemGuid: '6b1f4c2e-8d3a-4e5b-9a71-2c4d6e8f0a13',
  OrderId: 41,
  CustomOrderNumber: '۱۴۰۵-۰۰۰۰۴۱',
  ProductId: 7,
  ProductName: 'کتاب الکترونیکی گزیده غزلیات حافظ (PDF)',
  CreatedOn: '2026-11-22T06:00:00.000Z',
  DownloadsLeft: 4,
  ExpiresOn: '2026-12-22T06:00:00.000Z',
  IsDownloadAllowed: true,
  UnavailableReason: null,
  HasUserAgreement: false,
  UserAgreementText: '',
  ...overrides,
});
const list = (...items: DownloadableProduct[]): DownloadableProductList => ({ Items: items, CustomProperties: {} });

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PERSIAN_NAME = 'گزیده غزلیات حافظ.pdf';

/**
 * The fake API for JSON, and the file itself for `download/getdownload` (a binary answer the JSON
 * fake cannot give): each answer decided by `fileAnswer`.
 */
function installApi(
  routes: Record<string, unknown>,
  fileAnswer: (request: RecordedRequest) => Response = () =>
    new Response(PDF, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="download.pdf"; filename*=UTF-8''${encodeURIComponent(PERSIAN_NAME)}`,
      },
    }),
) {
  const { requests, fetchMock } = installFakeApi({ ...base, ...routes });
  const downloads: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/v2/download/getdownload/')) return fetchMock(input, init);
    const request = { method: init.method ?? 'GET', url, headers: new Headers(init.headers), body: undefined };
    downloads.push(request);
    return fileAnswer(request);
  });
  return { requests, downloads };
}

/** What the page handed to the browser to save: the anchor's name and the blob's bytes. */
function watchSaves() {
  const saves: Array<{ name: string; blob: Blob }> = [];
  let lastBlob: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        lastBlob = blob;
        return 'blob:http://localhost/file';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:') && lastBlob) saves.push({ name: this.download, blob: lastBlob });
  });
  return saves;
}

async function signIn() {
  await session.load();
  await session.signIn('token-downloads', customer);
}

beforeEach(signIn);
afterEach(() => vi.restoreAllMocks());

describe('downloadable files page', () => {
  it('lists each bought file with its order, Jalali date, downloads left and expiry, and why one is not ready', async () => {
    installApi({
      [LIST]: list(
        item({}),
        item({
          OrderItemGuid: '0c9e7a5b-3f2d-4b1a-8e6c-5d4f3a2b1c07',
          OrderId: 42,
          CustomOrderNumber: '۱۴۰۵-۰۰۰۰۴۲',
          ProductName: 'فایل صوتی موسیقی بی‌کلام نسیم شیراز',
          DownloadsLeft: null,
          ExpiresOn: null,
          IsDownloadAllowed: false,
          UnavailableReason: 'فایل این کالا پس از پرداخت سفارش قابل دریافت است.',
        }),
      ),
    });
    await renderApp('/downloadable-files');

    const ebook = (await screen.findByText('کتاب الکترونیکی گزیده غزلیات حافظ (PDF)', {}, { timeout: 15_000 })).closest(
      'li',
    ) as HTMLElement;
    expect(within(ebook).getByRole('link', { name: fa.downloads.orderNumber('۱۴۰۵-۰۰۰۰۴۱') })).toHaveAttribute(
      'href',
      '/order-details/41',
    );
    expect(ebook).toHaveTextContent('تاریخ سفارش: ۱ آذر ۱۴۰۵');
    expect(ebook).toHaveTextContent('دفعات باقی‌مانده: ۴');
    expect(ebook).toHaveTextContent('مهلت دریافت: تا ۱ دی ۱۴۰۵');
    expect(
      within(ebook).getByRole('button', { name: 'دریافت فایل «کتاب الکترونیکی گزیده غزلیات حافظ (PDF)»' }),
    ).toBeEnabled();

    const audio = screen.getByText('فایل صوتی موسیقی بی‌کلام نسیم شیراز').closest('li') as HTMLElement;
    expect(audio).toHaveTextContent('دفعات باقی‌مانده: بدون محدودیت');
    expect(audio).toHaveTextContent('مهلت دریافت: بدون محدودیت زمانی');
    expect(audio).toHaveTextContent('فایل این کالا پس از پرداخت سفارش قابل دریافت است.');
    expect(within(audio).queryByRole('button')).toBeNull();
  });

  it('fetches the file with the identity headers and saves it under its Persian name, then re-reads what is left', async () => {
    const saves = watchSaves();
    let left = 4;
    const { requests, downloads } = installApi({ [LIST]: () => ({ body: list(item({ DownloadsLeft: left })) }) });
    await renderApp('/downloadable-files');
    const button = await screen.findByRole('button', { name: /دریافت فایل/ }, { timeout: 15_000 });
    left = 3;
    await act(async () => fireEvent.click(button));

    expect(await screen.findByText(`فایل «${PERSIAN_NAME}» ذخیره شد.`)).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.url.pathname).toBe('/api/v2/download/getdownload/6b1f4c2e-8d3a-4e5b-9a71-2c4d6e8f0a13');
    expect(downloads[0]?.url.search).toBe('');
    expect(downloads[0]?.headers.get('Authorization')).toBe('Basic token-downloads');
    expect(downloads[0]?.headers.get('Guest-Customer-Id')).toBeTruthy();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.name).toBe(PERSIAN_NAME);
    expect(Array.from(new Uint8Array(await saves[0]!.blob.arrayBuffer()))).toEqual(Array.from(PDF));
    await waitFor(() => expect(screen.getByText('دفعات باقی‌مانده: ۳')).toBeInTheDocument());
    expect(requests.filter((request) => request.url.pathname === '/api/v2/customer/downloadableproducts').length).toBe(
      2,
    );
  });

  it('shows the user agreement first and downloads with agree=true only once it is accepted', async () => {
    const saves = watchSaves();
    const agreement = 'این کتاب الکترونیکی فقط برای استفاده شخصی خریدار است.';
    const { downloads } = installApi({
      [LIST]: list(item({ HasUserAgreement: true, UserAgreementText: agreement })),
    });
    await renderApp('/downloadable-files');
    fireEvent.click(await screen.findByRole('button', { name: /دریافت فایل/ }, { timeout: 15_000 }));

    const dialog = screen.getByRole('dialog', { name: 'توافق‌نامهٔ استفاده' });
    expect(dialog).toHaveTextContent(agreement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(downloads).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /دریافت فایل/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'می‌پذیرم و دریافت می‌کنم' })));
    expect(await screen.findByText(`فایل «${PERSIAN_NAME}» ذخیره شد.`)).toBeInTheDocument();
    expect(downloads.map((request) => request.url.searchParams.get('agree'))).toEqual(['true']);
    expect(saves.map((save) => save.name)).toEqual([PERSIAN_NAME]);
  });

  it('asks for the agreement the server says is required, then downloads', async () => {
    watchSaves();
    const { downloads } = installApi({ [LIST]: list(item({})) }, (request) =>
      request.url.searchParams.get('agree') === 'true'
        ? new Response(PDF, {
            headers: { 'Content-Disposition': 'attachment; filename="download.pdf"; filename*=UTF-8\'\'x.pdf' },
          })
        : Response.json(
            {
              Success: false,
              Message: 'برای دریافت این فایل ابتدا باید توافق‌نامهٔ استفاده را بپذیرید.',
              Errors: ['متن تازهٔ توافق‌نامه'],
            },
            { status: 403 },
          ),
    );
    await renderApp('/downloadable-files');
    // Found outside act: act holds renders until its callback ends, so a search inside it would never end.
    const button = await screen.findByRole('button', { name: /دریافت فایل/ }, { timeout: 15_000 });
    await act(async () => fireEvent.click(button));

    const dialog = await screen.findByRole('dialog', { name: 'توافق‌نامهٔ استفاده' });
    expect(dialog).toHaveTextContent('متن تازهٔ توافق‌نامه');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'می‌پذیرم و دریافت می‌کنم' })));
    expect(await screen.findByText('فایل «x.pdf» ذخیره شد.')).toBeInTheDocument();
    expect(downloads.map((request) => request.url.searchParams.get('agree'))).toEqual([null, 'true']);
  });

  it('shows the server’s Persian refusal', async () => {
    installApi({ [LIST]: list(item({})) }, () =>
      Response.json(
        {
          Success: false,
          Message: 'سقف ۵ بار دریافت این فایل پر شده است.',
          Errors: ['سقف ۵ بار دریافت این فایل پر شده است.'],
        },
        { status: 422 },
      ),
    );
    await renderApp('/downloadable-files');
    // Found outside act: act holds renders until its callback ends, so a search inside it would never end.
    const button = await screen.findByRole('button', { name: /دریافت فایل/ }, { timeout: 15_000 });
    await act(async () => fireEvent.click(button));
    expect(await screen.findByRole('alert')).toHaveTextContent('سقف ۵ بار دریافت این فایل پر شده است.');
  });

  it('says when nothing downloadable was bought', async () => {
    installApi({ [LIST]: list() });
    await renderApp('/downloadable-files');
    expect(await screen.findByText(/هنوز کالای دانلودی نخریده‌اید/, {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
