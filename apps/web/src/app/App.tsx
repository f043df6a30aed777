import '@mantine/core/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import type { Me } from '@psp/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { meQuery } from '../auth/meQuery';
import { cssVariablesResolver } from './cssVariablesResolver';
import { queryClient } from './queryClient';
import { appRoutes } from './routing/appRoutes';
import { theme } from './theme';

/** The logged-in app. `me` is the session the entry already read; without it the loaders ask. */
export function App({ me }: { me: Me | undefined }) {
  // The session goes into the cache before the router exists: the router runs its loaders at once.
  const [router] = useState(() => {
    if (me) queryClient.setQueryData(meQuery.queryKey, me);
    return createBrowserRouter(appRoutes);
  });
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
