import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from './form-field';

function Name({ max }: { max?: number }) {
  const [value, setValue] = useState('');
  return <TextField label="نام" value={value} onValueChange={setValue} maxLength={max} />;
}

function Comment() {
  const [value, setValue] = useState('');
  return <TextAreaField label="توضیحات" value={value} onValueChange={setValue} maxLength={1000} />;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a field with a maximum (issue 34.14)', () => {
  it('counts the letters against the maximum, in Persian digits', () => {
    render(<Name max={100} />);
    expect(screen.getByLabelText('نام')).toHaveAccessibleDescription('۰ از ۱۰۰ نویسه');
    type('نام', 'مریم');
    expect(screen.getByLabelText('نام')).toHaveAccessibleDescription('۴ از ۱۰۰ نویسه');
  });

  it('refuses a change past the maximum whole, says so, and takes the next one that fits', () => {
    render(<Name max={100} />);
    type('نام', 'ن'.repeat(60));
    type('نام', 'ن'.repeat(101));
    const field = screen.getByLabelText('نام');
    expect(field).toHaveValue('ن'.repeat(60));
    expect(screen.getByRole('status')).toHaveTextContent('بیش از ۱۰۰ نویسه پذیرفته نمی‌شود؛ متن را کوتاه‌تر کنید.');
    type('نام', 'ن'.repeat(100));
    expect(field).toHaveValue('ن'.repeat(100));
    expect(field).toHaveAccessibleDescription('۱۰۰ از ۱۰۰ نویسه');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves the browser no limit to cut a paste with, and groups a long maximum', () => {
    render(<Comment />);
    const field = screen.getByLabelText('توضیحات');
    expect(field).not.toHaveAttribute('maxlength');
    type('توضیحات', 'کالا خراب بود');
    expect(field).toHaveAccessibleDescription('۱۳ از ۱٬۰۰۰ نویسه');
    type('توضیحات', 'x'.repeat(5000));
    expect(field).toHaveValue('کالا خراب بود');
  });

  it('shows no counter on a field without a maximum', () => {
    render(<Name />);
    type('نام', 'ن'.repeat(300));
    expect(screen.getByLabelText('نام')).toHaveValue('ن'.repeat(300));
    expect(screen.getByLabelText('نام')).not.toHaveAccessibleDescription();
  });
});
