import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

/** A controlled field that counts what reaches its onChange (the test setup installs the hook, as boot.tsx does). */
function Field({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label>
        نام
        <input
          value={value}
          onChange={(event) => {
            seen.push(event.currentTarget.value);
            setValue(event.currentTarget.value);
          }}
        />
      </label>
      <button type="button" onClick={() => setValue('')}>
        پاک کردن
      </button>
    </>
  );
}

function Uncontrolled({ seen }: { seen: string[] }) {
  return (
    <label>
      توضیح
      <textarea onChange={(event) => seen.push(event.currentTarget.value)} />
    </label>
  );
}

describe("a text field's onChange, as React calls it", () => {
  it('reports typing once, and a value that arrives by a change event alone (autofill)', () => {
    const seen: string[] = [];
    render(<Field seen={seen} />);
    const field = screen.getByLabelText('نام');

    fireEvent.input(field, { target: { value: 'مریم' } });
    expect(seen).toEqual(['مریم']);
    // The change event that follows typing, on leaving the field, brings nothing new.
    fireEvent.change(field, { target: { value: 'مریم' } });
    expect(seen).toEqual(['مریم']);

    // A password manager sets the value and sends only `change`.
    fireEvent.change(field, { target: { value: 'سارا' } });
    expect(seen).toEqual(['مریم', 'سارا']);
    expect(field).toHaveValue('سارا');
  });

  it('reports once when a browser sends change right after input, before the page drew the value', () => {
    const seen: string[] = [];
    render(<Field seen={seen} />);
    const field = screen.getByLabelText('نام');
    // Both in one task, as a browser's fill does: the page has not rendered 'مریم' yet when change arrives.
    field.focus();
    (field as HTMLInputElement).value = 'مریم';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual(['مریم']);
  });

  it('reports a value again after the page cleared the field', () => {
    const seen: string[] = [];
    render(<Field seen={seen} />);
    const field = screen.getByLabelText('نام');
    fireEvent.change(field, { target: { value: 'مریم' } });
    fireEvent.click(screen.getByRole('button', { name: 'پاک کردن' }));
    expect(field).toHaveValue('');
    fireEvent.change(field, { target: { value: 'مریم' } });
    expect(seen).toEqual(['مریم', 'مریم']);
  });

  it('does the same for a field the page does not control', () => {
    const seen: string[] = [];
    render(<Uncontrolled seen={seen} />);
    const field = screen.getByLabelText('توضیح');
    fireEvent.input(field, { target: { value: 'سلام' } });
    fireEvent.change(field, { target: { value: 'سلام' } });
    fireEvent.change(field, { target: { value: 'سلام دوباره' } });
    expect(seen).toEqual(['سلام', 'سلام دوباره']);
  });
});
