import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { RichTextEditor, richTextStrings } from './rich-text-editor';

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="توضیحات کامل" error={value === '' ? 'توضیحات را بنویسید.' : undefined}>
        <RichTextEditor
          label="توضیحات کامل"
          value={value}
          onChange={(html) => {
            setValue(html);
            onChange(html);
          }}
        />
      </FormField>
      <button type="button" onClick={() => setValue('<p>بارگذاری شد</p>')}>
        reset
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the value, names the editable area and carries the field’s error', async () => {
    render(<Harness initial="" onChange={vi.fn()} />);
    const area = await screen.findByRole('textbox', { name: 'توضیحات کامل' });
    expect(area).toHaveAttribute('aria-multiline', 'true');
    expect(area).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(area).toHaveAttribute('aria-invalid', 'true'));
    expect(area.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: richTextStrings.toolbar })).toBeInTheDocument();
  });

  it('makes the selection bold from the toolbar and reports HTML', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>سلام دنیا</p>" onChange={onChange} />);
    const area = await screen.findByRole('textbox', { name: 'توضیحات کامل' });
    expect(area).toHaveTextContent('سلام دنیا');
    // Select everything, then press «پررنگ».
    act(() => {
      area.focus();
      const range = document.createRange();
      range.selectNodeContents(area);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
    });
    await userEvent.click(screen.getByRole('button', { name: richTextStrings.bold }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>سلام دنیا</strong></p>'));
    expect(screen.getByRole('button', { name: richTextStrings.bold })).toHaveAttribute('aria-pressed', 'true');
  });

  // Tiptap's focus() waits a frame: a toolbar button that took the focus kept the next keys, and a space pressed on it
  // clicked it instead of reaching the text (the journey's «ضدآب با» saved as «ضدآببا»).
  it('keeps the caret in the text through a toolbar press, by pointer and by keyboard, so the next key lands there', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>متن</p>" onChange={vi.fn()} />);
    const area = await screen.findByRole('textbox', { name: 'توضیحات کامل' });
    act(() => area.focus());
    const bold = screen.getByRole('button', { name: richTextStrings.bold });
    await user.click(bold);
    expect(document.activeElement).toBe(area);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    // A keyboard user on the toolbar: the press hands the focus back to the text at once, not a frame later.
    act(() => bold.focus());
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(area);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes a value set from outside (a record loaded) without echoing it back', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>قبلی</p>" onChange={onChange} />);
    const area = await screen.findByRole('textbox', { name: 'توضیحات کامل' });
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(area).toHaveTextContent('بارگذاری شد'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a link address the storefront would drop, in Persian', async () => {
    render(<Harness initial="<p>متن</p>" onChange={vi.fn()} />);
    await screen.findByRole('textbox', { name: 'توضیحات کامل' });
    await userEvent.click(screen.getByRole('button', { name: richTextStrings.link }));
    const address = screen.getByLabelText(richTextStrings.linkAddress);
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: richTextStrings.linkApply }));
    expect(screen.getByRole('alert')).toHaveTextContent(richTextStrings.linkInvalid);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText(richTextStrings.linkAddress)).not.toBeInTheDocument();
  });
});
