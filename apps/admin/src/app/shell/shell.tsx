import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { api } from '@/lib/api';
import { meQueryOptions } from '@/lib/session';
import { fa } from '@/strings/fa';
import { AccountMenu } from './account-menu';
import { NavList } from './nav-list';

/** Sidebar on a desktop, a sheet behind the menu button on a phone; the header and the page beside them. */
export function Shell() {
  // The shell's guard has put the staff member in the cache; this keeps the header in step with it.
  const { data: me } = useSuspenseQuery(meQueryOptions(api));
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        // Focus moves without a hash in the address, which the router would take for a navigation.
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {fa.common.skipToContent}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col gap-4 overflow-y-auto border-e border-border bg-sidebar p-4 md:flex">
        <p className="px-3 text-lg font-bold text-primary">{fa.common.appName}</p>
        <NavList me={me} label={fa.shell.mainMenu} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-background/95 px-3 backdrop-blur md:px-6">
          <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label={fa.shell.openMenu}>
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="start">
              <SheetTitle className="px-3 text-lg font-bold text-primary">{fa.common.appName}</SheetTitle>
              <SheetDescription className="sr-only">{fa.shell.mainMenu}</SheetDescription>
              <NavList me={me} label={fa.shell.mainMenu} onNavigate={() => setSheetOpen(false)} />
            </SheetContent>
          </Sheet>
          <span className="font-bold text-primary md:hidden">{fa.common.appName}</span>
          <div className="ms-auto">
            <AccountMenu me={me} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
