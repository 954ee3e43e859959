/** The delay before retry `attempt` (1 = after the first failure): `firstDelay`, doubling each time. */
export function backoffDelay(firstDelay: number, attempt: number): number {
  return firstDelay * 2 ** (attempt - 1);
}
