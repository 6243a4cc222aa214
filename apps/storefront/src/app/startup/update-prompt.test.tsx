import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';
import { updateQuestion } from './update-question';

describe('update prompt', () => {
  it("asks with the spec's title and message, and «به روز رسانی» runs the update once", async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const onUpdate = vi.fn();
    let answered = false;
    act(() => void updateQuestion.ask(onUpdate).then(() => (answered = true)));

    const dialog = screen.getByRole('dialog', { name: 'به روز رسانی' });
    expect(dialog).toHaveAccessibleDescription('نسخهی جدیدی از نرمافزار موجود است!');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['به روز رسانی', 'لغو']);

    await userEvent.click(screen.getByRole('button', { name: 'به روز رسانی' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(answered).toBe(true));
  });

  it('«لغو» closes it without updating', async () => {
    render(<UpdatePrompt />);
    const onUpdate = vi.fn();
    act(() => void updateQuestion.ask(onUpdate));
    await userEvent.click(screen.getByRole('button', { name: 'لغو' }));
    expect(onUpdate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
