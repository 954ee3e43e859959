'use client';

import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/api/call-operation';
import * as inboxApi from '@/lib/contracts/inbox';

export const inboxProposalsKey = ['inbox-proposals'] as const;
export const inboxAccountsKey = ['inbox-accounts'] as const;

export function useInboxProposals() {
  return useQuery({
    queryKey: inboxProposalsKey,
    queryFn: () => callOperation(inboxApi.listInboxProposals),
    retry: false,
  });
}

export function useInboxAccounts() {
  return useQuery({
    queryKey: inboxAccountsKey,
    queryFn: () => callOperation(inboxApi.listInboxAccounts),
    retry: false,
  });
}
