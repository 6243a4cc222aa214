import { Link } from '@tanstack/react-router';
import type { Me } from '@/lib/session';
import { cn } from '@/lib/utils';
import { can } from '@/app/require-permission';
import { menu } from '@/app/menu';

/** The menu's lines this staff member may open; the same list in the sidebar and the phone's sheet. */
export function NavList({ me, onNavigate, label }: { me: Me; onNavigate?: () => void; label: string }) {
  const items = menu.filter((item) => !item.permission || can(me, item.permission));
  return (
    <nav aria-label={label}>
      <ul className="grid gap-1">
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
    </nav>
  );
}
