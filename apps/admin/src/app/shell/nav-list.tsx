import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Me } from '@/lib/session';
import { cn } from '@/lib/utils';
import { can } from '@/app/require-permission';
import { MENU_SECTIONS, menu, type MenuItem } from '@/app/menu';

function NavLinks({
  items,
  onNavigate,
  labelledBy,
}: {
  items: MenuItem[];
  onNavigate?: () => void;
  labelledBy?: string;
}) {
  return (
    <ul className="grid gap-1" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.path}>
          <Link
            to={item.path}
            onClick={onNavigate}
            activeOptions={{ exact: item.path === '/' }}
            className={cn(
              'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-accent',
              'data-[status=active]:bg-primary data-[status=active]:text-primary-foreground',
            )}
          >
            <item.icon className="size-4 shrink-0" aria-hidden="true" />
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The menu's lines this staff member may open, under their headings (a heading with no line left for
 * this member is not shown); the same list in the sidebar and the phone's sheet.
 */
export function NavList({ me, onNavigate, label }: { me: Me; onNavigate?: () => void; label: string }) {
  const idPrefix = useId();
  const items = menu.filter((item) => !item.permission || can(me, item.permission));
  const sections = MENU_SECTIONS.map((section, index) => ({
    section,
    id: `${idPrefix}-${index}`,
    items: items.filter((item) => item.section === section),
  })).filter(({ items: inSection }) => inSection.length > 0);
  return (
    <nav aria-label={label} className="grid gap-4">
      <NavLinks items={items.filter((item) => !item.section)} onNavigate={onNavigate} />
      {sections.map(({ section, id, items: inSection }) => (
        <div key={section} className="grid gap-1">
          <p id={id} className="px-3 text-xs font-semibold text-muted-foreground">
            {section}
          </p>
          <NavLinks items={inSection} onNavigate={onNavigate} labelledBy={id} />
        </div>
      ))}
    </nav>
  );
}
