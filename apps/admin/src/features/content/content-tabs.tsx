import { Link } from '@tanstack/react-router';
import { contentFa as t } from './strings';

const tabs = [
  { to: '/content/blog', label: t.blog },
  { to: '/content/topics', label: t.topics },
  { to: '/content/contact', label: t.contact },
] as const;

/** The content area's three pages; the current one is marked for screen readers as well as by colour. */
export function ContentTabs() {
  return (
    <nav aria-label={t.tabs} className="mb-4 border-b border-border">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              activeOptions={{ exact: false }}
              className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 data-[status=active]:border-primary data-[status=active]:text-foreground"
              activeProps={{ 'aria-current': 'page' }}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
