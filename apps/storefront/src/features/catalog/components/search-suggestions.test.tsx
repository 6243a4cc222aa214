import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import SearchSuggestions, { SUGGESTION_DEBOUNCE_MS } from './search-suggestions';

afterEach(() => vi.useRealTimers());

describe('SearchSuggestions', () => {
  it('drawn while the shopper is still typing (its chunk came late), asks nothing until typing pauses', async () => {
    const { requests } = installFakeApi({
      'GET /api/v2/product/searchsuggestions': { Items: [] },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SearchSuggestions id="s" words="گوش" onSearch={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1);
    });
    expect(requests).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(requests.map((request) => request.url.searchParams.get('Prefix'))).toEqual(['گوش']);
  });
});
