'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api/call-operation';
import { getInsights } from '@/lib/contracts/insights';

/** GET /api/insights for a period; under the 'applications' prefix, so any application change refreshes it. */
export function useInsights(range: { from?: string; to?: string } | null) {
  return useQuery({
    queryKey: ['applications', 'insights', range ?? {}],
    queryFn: () => callOperation(getInsights, { query: range ?? {} }).then((r) => r.data),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
