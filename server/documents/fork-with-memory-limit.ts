import 'server-only';
import { fork, type ChildProcess, type ForkOptions } from 'node:child_process';

export type ForkWithMemoryLimitOptions = {
  file: string;
  /** V8 old-space cap (--max-old-space-size). */
  heapMb: number;
  /** OS limit on the whole process's address space (RLIMIT_AS): buffers, wasm and native parser memory too. */
  addressSpaceMb: number;
  fork?: Omit<ForkOptions, 'execPath' | 'execArgv'>;
};

// `ulimit -v` (KiB) sets RLIMIT_AS for the shell, which `exec` hands to Node unchanged. `&&`:
// if the limit cannot be set, the worker does not start (fail closed) rather than run unlimited.
// Two malloc arenas: glibc reserves 64 MB of address space per thread arena, and Node's threads
// would otherwise spend the limit on reservations (measured: pdf.js aborted at 2 GB without it).
const LIMIT_THEN_EXEC = 'export MALLOC_ARENA_MAX=2; ulimit -v "$1" && shift && exec "$@"';

/**
 * Forks a Node script with a V8 heap cap AND an OS-level address-space limit, so memory that
 * V8's heap limit never sees (ArrayBuffers, inflated zip entries, wasm) is capped too: past it,
 * allocations fail inside the child, never in the server. Linux only (elsewhere: heap cap only).
 */
export function forkWithMemoryLimit(options: ForkWithMemoryLimitOptions): ChildProcess {
  const heap = `--max-old-space-size=${options.heapMb}`;
  if (process.platform !== 'linux')
    return fork(options.file, [], { ...options.fork, execArgv: [heap] });
  // fork() runs `execPath ...execArgv file`: here `/bin/sh -c SCRIPT sh KiB node --heap file`.
  return fork(options.file, [], {
    ...options.fork,
    execPath: '/bin/sh',
    execArgv: [
      '-c',
      LIMIT_THEN_EXEC,
      'sh',
      String(options.addressSpaceMb * 1024),
      process.execPath,
      heap,
    ],
  });
}
