import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeEntry } from './code-entry';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const tick = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('code entry countdown (docs/product.md §4 password-recovery timer, §9 ticks every 1 s)', () => {
  it('counts down by one every second, stops at 0 and only then enables resend', () => {
    render(<CodeEntry sentTo="0912***4567" expiresInSeconds={3} onVerify={vi.fn()} onResend={vi.fn()} />);
    const timer = screen.getByRole('timer');
    const resend = screen.getByRole('button', { name: 'ارسال دوباره کد' });

    expect(timer).toHaveTextContent('زمان باقی‌مانده: ۰۰:۰۳');
    expect(resend).toBeDisabled();
    tick(999);
    expect(timer).toHaveTextContent('۰۰:۰۳');
    tick(1);
    expect(timer).toHaveTextContent('۰۰:۰۲');
    tick(1000);
    expect(timer).toHaveTextContent('۰۰:۰۱');
    expect(resend).toBeDisabled();
    tick(1000);
    expect(timer).toHaveTextContent('زمان کد به پایان رسید. کد تازه بگیرید.');
    expect(resend).toBeEnabled();
    expect(vi.getTimerCount()).toBe(0);
    tick(5000);
    expect(timer).toHaveTextContent('زمان کد به پایان رسید.');
  });

  it('starts a new countdown from the resent code’s lifetime, with only one timer running', async () => {
    const onResend = vi.fn().mockResolvedValue(120);
    render(<CodeEntry sentTo="sa***@example.com" expiresInSeconds={1} onVerify={vi.fn()} onResend={onResend} />);
    expect(vi.getTimerCount()).toBe(1);
    tick(1000);
    expect(vi.getTimerCount()).toBe(0);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'ارسال دوباره کد' })));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('۰۲:۰۰');
    expect(screen.getByText('کد تازه ارسال شد.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ارسال دوباره کد' })).toBeDisabled();
    expect(vi.getTimerCount()).toBe(1);
    tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('۰۱:۵۹');
  });

  it('keeps one timer when the page is shown again with a new lifetime, and stops it when it closes', () => {
    const { rerender, unmount } = render(
      <CodeEntry sentTo="x" expiresInSeconds={60} onVerify={vi.fn()} onResend={vi.fn()} />,
    );
    rerender(<CodeEntry sentTo="x" expiresInSeconds={90} onVerify={vi.fn()} onResend={vi.fn()} />);
    expect(vi.getTimerCount()).toBe(1);
    expect(screen.getByRole('timer')).toHaveTextContent('۰۱:۳۰');
    tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('۰۱:۲۹');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('checks the code is six digits before verifying, accepting Persian digits', async () => {
    const onVerify = vi.fn().mockResolvedValue(undefined);
    render(<CodeEntry sentTo="x" expiresInSeconds={60} onVerify={onVerify} onResend={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'تأیید' })));
    expect(screen.getByText('کد تأیید را وارد کنید.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('کد تأیید'), { target: { value: '۱۲۳۴۵' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'تأیید' })));
    expect(screen.getByText('کد تأیید باید ۶ رقم باشد.')).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('کد تأیید'), { target: { value: '۱۲۳۴۵۶' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'تأیید' })));
    expect(onVerify).toHaveBeenCalledWith('123456');
  });
});
