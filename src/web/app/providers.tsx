import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/web/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  // One client for the app's lifetime; useState keeps it across re-renders.
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
