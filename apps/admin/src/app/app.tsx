import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Direction } from 'radix-ui';
import { useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { createAdminRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAdminRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      {/* Radix reads the direction from here: menus, popovers and sheets open on the right side. */}
      <Direction.Provider dir="rtl">
        <RouterProvider router={router} />
      </Direction.Provider>
    </QueryClientProvider>
  );
}
