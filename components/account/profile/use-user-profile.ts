'use client';

import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api/call-operation';
import * as accountApi from '@/lib/contracts/account';

export const userProfileKey = ['user-profile'] as const;

/** GET /api/users/user-profile through the shared query cache. */
export function useUserProfile() {
  return useQuery({
    queryKey: userProfileKey,
    queryFn: async () => (await callOperation(accountApi.getUserProfile)).data,
  });
}
