import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { identifierError } from './identifier-field';
import { PasswordField } from './password-field';

function Harness({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="رمز عبور"
      value={value}
      onValueChange={setValue}
      error={error}
      hint={hint}
      autoComplete="current-password"
    />
  );
}

describe('PasswordField', () => {
  it('is a labelled password input whose text the toggle shows and hides again', () => {
    render(<Harness />);
    const input = screen.getByLabelText('رمز عبور') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAttribute('dir', 'ltr');
    fireEvent.change(input, { target: { value: 'secret-123' } });
    expect(input.value).toBe('secret-123');

    const show = screen.getByRole('button', { name: 'نمایش رمز' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(show);
    expect(input.type).toBe('text');
    const hide = screen.getByRole('button', { name: 'پنهان کردن رمز' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(hide);
    expect(input.type).toBe('password');
    expect(input.value).toBe('secret-123');
  });

  it('shows the validation message in place of the hint, tied to the input', () => {
    const { rerender } = render(<Harness hint="دست‌کم ۶ نویسه" />);
    const input = screen.getByLabelText('رمز عبور');
    expect(input).toHaveAccessibleDescription('دست‌کم ۶ نویسه');
    rerender(<Harness hint="دست‌کم ۶ نویسه" error="رمز عبور را وارد کنید." />);
    expect(screen.getByRole('alert')).toHaveTextContent('رمز عبور را وارد کنید.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('رمز عبور را وارد کنید.');
    expect(screen.queryByText('دست‌کم ۶ نویسه')).toBeNull();
  });

  it('never submits the form it is in', () => {
    let submitted = false;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <Harness />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'نمایش رمز' }));
    expect(submitted).toBe(false);
  });
});

describe('identifierError', () => {
  it.each([
    ['', 'ایمیل یا شماره موبایل را وارد کنید.'],
    ['   ', 'ایمیل یا شماره موبایل را وارد کنید.'],
    ['not-an-email', 'ایمیل یا شماره موبایل وارد شده معتبر نیست. نمونه: name@example.com یا ۰۹۱۲۱۲۳۴۵۶۷'],
    ['0912123456', 'ایمیل یا شماره موبایل وارد شده معتبر نیست. نمونه: name@example.com یا ۰۹۱۲۱۲۳۴۵۶۷'],
    ['maryam@example.com', undefined],
    ['۰۹۱۲۱۲۳۴۵۶۷', undefined],
  ])('%j → %s', (input, message) => {
    expect(identifierError(input)).toBe(message);
  });
});
