import 'server-only';
import { prisma } from '@/server/db/client';
import type { InboxAccountDto } from '@/lib/inbox/schemas';
import { inboxAccountSelect, toInboxAccountDto } from './inbox-account-dto';

export async function listInboxAccounts(userId: string): Promise<InboxAccountDto[]> {
  const db = await prisma();
  const rows = await db.inboxAccount.findMany({
    where: { userId },
    select: inboxAccountSelect,
    orderBy: { createdAt: 'asc' },
  });
  return rows.map(toInboxAccountDto);
}
