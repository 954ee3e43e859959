import 'server-only';
import { prisma } from '@/server/db/client';
import type { ReachOutDue } from '@/lib/contacts/types';

export type ListReachOutsDueOptions = {
  userId: string;
  /** First day, YYYY-MM-DD, included. */
  from: string;
  /** Last day, YYYY-MM-DD, included. */
  to: string;
};

/** The user's contacts to reach out to again between two days (both included), soonest first: for Upcoming. */
export async function listReachOutsDue({
  userId,
  from,
  to,
}: ListReachOutsDueOptions): Promise<ReachOutDue[]> {
  const db = await prisma();
  const rows = await db.applicationContact.findMany({
    where: {
      userId,
      reachOutOn: { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T00:00:00Z`) },
    },
    orderBy: [{ reachOutOn: 'asc' }, { name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, company: true, reachOutOn: true },
  });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    company: r.company,
    date: r.reachOutOn!.toISOString().slice(0, 10),
  }));
}
