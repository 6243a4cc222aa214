import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InNextTask } from './in-next-task';

/** The server's first screen over the app, as index.html carries it (docs/adr/0031). */
function serverFirstScreen(): HTMLElement {
  const element = document.createElement('div');
  element.id = 'fs';
  document.body.prepend(element);
  return element;
}

afterEach(() => document.getElementById('fs')?.remove());

describe('InNextTask', () => {
  it('renders its children at once when no first screen covers the app', () => {
    render(
      <InNextTask>
        <p>پوسته</p>
      </InNextTask>,
    );
    expect(screen.getByText('پوسته')).toBeInTheDocument();
  });

  it('under the first screen, renders its children in a later task, not in the render that mounted it', async () => {
    serverFirstScreen();
    render(
      <InNextTask>
        <p>پوسته</p>
      </InNextTask>,
    );
    expect(screen.queryByText('پوسته')).not.toBeInTheDocument();
    // Microtasks alone do not bring them: they wait for a task of their own.
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.queryByText('پوسته')).not.toBeInTheDocument();
    expect(await screen.findByText('پوسته')).toBeInTheDocument();
  });

  it('nests: each level is one more task, so a shell can be drawn in parts', async () => {
    serverFirstScreen();
    const order: string[] = [];
    function Mark({ name }: { name: string }) {
      order.push(name);
      return <p>{name}</p>;
    }
    render(
      <InNextTask>
        <Mark name="بیرون" />
        <InNextTask>
          <Mark name="درون" />
        </InNextTask>
      </InNextTask>,
    );
    // Without scheduler.yield (jsdom) a yield is a zero-delay timer: one such task per level.
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([]);
    await nextTask();
    expect(order).toEqual(['بیرون']);
    expect(screen.queryByText('درون')).not.toBeInTheDocument();
    await nextTask();
    expect(order).toEqual(['بیرون', 'درون']);
    expect(screen.getByText('درون')).toBeInTheDocument();
  });
});
