import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeOpen, topicList } from '../test/fixtures';
import { installFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

describe('payment result page', () => {
  it("shows the gateway's answer from the link's success, message and orderId", async () => {
    installFakeApi({ 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList });
    await renderApp(`/payment-result?success=true&message=${encodeURIComponent('تراکنش تأیید شد')}&orderId=1024`);

    expect(await screen.findByText('پرداخت با موفقیت انجام شد.')).toBeInTheDocument();
    expect(screen.getByText('تراکنش تأیید شد')).toBeInTheDocument();
    expect(screen.getByText('شمارهٔ سفارش: ۱۰۲۴')).toBeInTheDocument();
  });

  it('says the payment did not go through when success is not true', async () => {
    installFakeApi({ 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList });
    await renderApp('/payment-result?success=false');
    expect(await screen.findByText('پرداخت انجام نشد.')).toBeInTheDocument();
  });
});
