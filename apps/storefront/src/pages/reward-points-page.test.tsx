import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RewardPointsPage } from '@sabad/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { customer, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi, type RecordedRequest } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const base = { 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList };

const entry = (points: number, balance: number | null, message: string, extra: object = {}) => ({
  Points: points,
  PointsBalance: balance,
  Message: message,
  CreatedOn: '2026-11-20T10:00:00.000Z',
  EndDate: null,
  ActivatingDate: null,
  ...extra,
});

const page = (pageNumber: number, overrides: Partial<RewardPointsPage> = {}): RewardPointsPage => ({
  RewardPointsBalance: 1250,
  RewardPointsAmount: '۱٬۲۵۰ تومان',
  RewardPointsAmountValue: 12_500,
  MinimumRewardPointsBalance: 0,
  History:
    pageNumber === 1
      ? [
          entry(30, null, 'امتیاز خرید سفارش ۱۴۰۵-۰۰۰۰۱۲', { ActivatingDate: '2026-11-27T10:00:00.000Z' }),
          entry(-60, 1250, 'استفاده از امتیاز برای سفارش ۱۴۰۵-۰۰۰۰۱۱'),
        ]
      : [entry(100, 100, 'امتیاز خوش‌آمدگویی برای ثبت‌نام', { EndDate: '2027-11-20T10:00:00.000Z' })],
  PageNumber: pageNumber,
  PageSize: 2,
  TotalPages: 2,
  TotalRecords: 3,
  AffiliateCode: null,
  AffiliatedCustomersCount: 0,
  CustomProperties: {},
  ...overrides,
});

async function signIn() {
  await session.load();
  await session.signIn('token-points', customer);
}

afterEach(() => vi.unstubAllGlobals());

describe('reward points page', () => {
  it('shows the balance in points and Toman and the ledger a page at a time', async () => {
    await signIn();
    const { requests } = installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/rewardpoints/getrewardpoints': (request: RecordedRequest) => ({
        body: page(Number(request.url.searchParams.get('pageNumber'))),
      }),
    });
    await renderApp('/reward-points');

    expect(await screen.findByText('۱٬۲۵۰ امتیاز')).toBeInTheDocument();
    expect(screen.getByText('معادل ۱٬۲۵۰ تومان')).toBeInTheDocument();
    expect(screen.getByText(/امتیاز خرید سفارش ۱۴۰۵-۰۰۰۰۱۲/)).toBeInTheDocument();
    // Waiting points: the date they count, no balance yet.
    expect(screen.getByText(/^فعال‌سازی در تاریخ .*۱۴۰۵$/)).toBeInTheDocument();
    expect(screen.getByText(/مانده: ۱٬۲۵۰/)).toBeInTheDocument();
    expect(screen.getByText('صفحهٔ ۱ از ۲')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'معرفی به دوستان' })).not.toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'صفحهٔ بعد' })));
    expect(await screen.findByText(/امتیاز خوش‌آمدگویی برای ثبت‌نام/)).toBeInTheDocument();
    expect(screen.getByText(/^اعتبار تا .*۱۴۰۶$/)).toBeInTheDocument();
    expect(
      requests.filter((r) => r.url.pathname === '/api/v2/rewardpoints/getrewardpoints').map((r) => r.url.search),
    ).toEqual(['?pageNumber=1', '?pageNumber=2']);
  });

  it('gives an affiliate their code, a share link (copied without the Web Share API) and their customers', async () => {
    await signIn();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': { ...customer, IsAffiliate: true },
      'GET /api/v2/rewardpoints/getrewardpoints': page(1, { AffiliateCode: 'AB12CD3', AffiliatedCustomersCount: 4 }),
    });
    await renderApp('/reward-points');

    expect(await screen.findByRole('region', { name: 'معرفی به دوستان' })).toBeInTheDocument();
    expect(screen.getByText('AB12CD3')).toBeInTheDocument();
    const link = `${window.location.origin}/?ref=AB12CD3`;
    expect(screen.getByText(link)).toBeInTheDocument();
    expect(screen.getByText('۴ مشتری با معرفی شما ثبت‌نام کرده‌اند.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'کپی پیوند' })));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('پیوند کپی شد.')).toBeInTheDocument();
  });

  it('shares the link through the Web Share API where there is one', async () => {
    await signIn();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': { ...customer, IsAffiliate: true },
      'GET /api/v2/rewardpoints/getrewardpoints': page(1, { AffiliateCode: 'AB12CD3', AffiliatedCustomersCount: 0 }),
    });
    await renderApp('/reward-points');
    // Found outside act: act holds renders until its callback ends, so a search inside it would never end.
    const shareButton = await screen.findByRole('button', { name: 'اشتراک‌گذاری پیوند' });
    await act(async () => fireEvent.click(shareButton));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'دعوت به فروشگاه', url: `${window.location.origin}/?ref=AB12CD3` }),
    );
  });

  it('says when there are no points yet', async () => {
    await signIn();
    installFakeApi({
      ...base,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/rewardpoints/getrewardpoints': page(1, {
        RewardPointsBalance: 0,
        RewardPointsAmount: '۰ تومان',
        History: [],
        TotalPages: 0,
        TotalRecords: 0,
      }),
    });
    await renderApp('/reward-points');
    expect(await screen.findByText('هنوز امتیازی ندارید. با ثبت سفارش امتیاز بگیرید.')).toBeInTheDocument();
  });

  it('sends a guest to login', async () => {
    installFakeApi(base);
    await renderApp('/reward-points');
    expect(await screen.findByRole('form', { name: 'ورود' })).toBeInTheDocument();
  });
});
