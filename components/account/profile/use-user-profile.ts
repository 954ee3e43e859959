'use client';

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { UserDto } from '@/lib/auth/schemas';

export const userProfileKey = ['user-profile'] as const;

/** GET /api/users/user-profile through the shared query cache. */
export function useUserProfile() {
  return useQuery({
    queryKey: userProfileKey,
    queryFn: async () => (await api<{ data: UserDto }>('users/user-profile')).data,
  });
}
