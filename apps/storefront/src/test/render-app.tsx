import { render } from '@testing-library/react';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { session } from '../lib/session';

/** Renders the real app shell at `path`, after loading the session as main.tsx does. */
export async function renderApp(path: string) {
  await session.load();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return { queryClient, ...render(<App queryClient={queryClient} startRoute="/home" initialPath={path} />) };
}
