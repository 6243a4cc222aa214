import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsInFlight } from '@/lib/in-flight';
import { LoadingBar } from './loading-bar';

describe('loading bar', () => {
  it('shows while any request is in flight and hides when the last one finishes', () => {
    render(<LoadingBar />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => {
      requestsInFlight.begin();
      requestsInFlight.begin();
    });
    expect(screen.getByRole('progressbar', { name: 'در حال بارگذاری…' })).toBeInTheDocument();

    act(() => requestsInFlight.end());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    act(() => requestsInFlight.end());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
