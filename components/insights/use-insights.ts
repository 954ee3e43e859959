'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Insights } from '@/lib/insights/insights-schema';

/** GET /api/insights for a period; under the 'applications' prefix, so any application change refreshes it. */
export function useInsights(range: { from?: string; to?: string } | null) {
  return useQuery({
    queryKey: ['applications', 'insights', range ?? {}],
    queryFn: () => api<{ data: Insights }>('insights', { query: range ?? {} }).then((r) => r.data),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
