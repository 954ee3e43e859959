/**
 * The `where` of an outbox's rows a poller should run now: PENDING and due, or SENDING whose
 * claim is older than the lease (its worker died). Fits every outbox table with `status`,
 * `nextAttemptAt` and `claimedAt`.
 */
export function dueOrLeaseExpired(now: Date, leaseSeconds: number) {
  return {
    OR: [
      { status: 'PENDING' as const, nextAttemptAt: { lte: now } },
      {
        status: 'SENDING' as const,
        claimedAt: { lt: new Date(now.getTime() - leaseSeconds * 1000) },
      },
    ],
  };
}
