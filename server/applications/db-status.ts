import 'server-only';
import type { ApplicationStatus as DbStatus } from '@/generated/prisma/client';
import type { ApplicationStatus } from '@/lib/applications/status';

/** Canonical status → the Prisma enum member ('Not Applied' is `NotApplied` in the client). */
export function toDbStatus(status: ApplicationStatus): DbStatus {
  return status === 'Not Applied' ? 'NotApplied' : status;
}

/** The Prisma enum member (or the database's own label, from raw SQL) → the canonical status the API answers. */
export function fromDbStatus(status: DbStatus | ApplicationStatus): ApplicationStatus {
  return status === 'NotApplied' ? 'Not Applied' : status;
}
