import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The query string of the page at `pathname`. Ionic keeps a page mounted under the next one, and
 * `useLocation` then reports the next page's address: this keeps the page's own query meanwhile,
 * and follows it when the page itself is opened again with another query.
 */
export function usePageQuery(pathname: string): URLSearchParams {
  const location = useLocation();
  const [search, setSearch] = useState(location.search);
  if (location.pathname === pathname && location.search !== search) setSearch(location.search);
  return useMemo(() => new URLSearchParams(search), [search]);
}
