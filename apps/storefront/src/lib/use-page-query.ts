import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Ionic keeps a page mounted under the next one, whose address useLocation then reports: keep the page's own query. */
export function usePageQuery(pathname: string): URLSearchParams {
  const location = useLocation();
  const [search, setSearch] = useState(location.search);
  if (location.pathname === pathname && location.search !== search) setSearch(location.search);
  return useMemo(() => new URLSearchParams(search), [search]);
}
