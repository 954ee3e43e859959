import 'server-only';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { forkWithMemoryLimit } from './fork-with-memory-limit';
import type { PdfLayout } from './pdf-layout';
import type { DocumentKind } from './sniff-document';

export type RawExtraction = {
  text: string;
  /** Pages in a PDF (null for Word files). */
  pages: number | null;
  pagesRead: number | null;
  /** PNG renders of the first pages when a PDF has no text layer (to be OCR'd). */
  images: Uint8Array[];
  /** A PDF's text items with positions and fonts (null when they could not be read, or not a PDF). */
  layout?: PdfLayout | null;
  /** A DOCX's heading paragraphs (Word's Heading styles) with their level. */
  headings?: { level: number; text: string }[];
};

type Reply =
  | ({ id: number; ok: true } & RawExtraction)
  | {
      id: number;
      ok: false;
      reason: 'encrypted' | 'corrupt' | 'empty' | 'unsupported';
      message: string;
    };

type Job = {
  id: number;
  kind: DocumentKind;
  bytes: Uint8Array;
  layout: boolean;
  resolve: (r: RawExtraction) => void;
  reject: (e: unknown) => void;
};

type Slot = { worker: ChildProcess; job: Job | null; timer: NodeJS.Timeout | null };

const slots: Slot[] = [];
const queue: Job[] = [];
let nextId = 1;

function spawn(): Slot {
  // The worker is plain ESM started by path, not bundled (turbopackIgnore), so `next start` and
  // the tests run the same file.
  const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), env().DOCUMENT_WORKER_PATH);
  // Only the memory caps, not the parent's flags (loaders, inspectors, test runners).
  const worker = forkWithMemoryLimit({
    file,
    heapMb: env().DOCUMENT_WORKER_MEMORY_MB,
    addressSpaceMb: env().DOCUMENT_WORKER_ADDRESS_SPACE_MB,
    fork: { serialization: 'advanced', stdio: ['ignore', 'ignore', 'ignore', 'ipc'] },
  });
  // An idle parser must not keep the server (or a script) alive.
  worker.unref();
  worker.channel?.unref();
  const slot: Slot = { worker, job: null, timer: null };
  worker.on('message', (reply: Reply) => {
    const job = slot.job;
    if (!job || reply.id !== job.id) return;
    finish(slot);
    if (reply.ok)
      job.resolve({
        text: reply.text,
        pages: reply.pages,
        pagesRead: reply.pagesRead,
        images: reply.images,
        layout: reply.layout ?? null,
        headings: reply.headings ?? [],
      });
    else job.reject(new AppError('VALIDATION_ERROR', reply.message));
  });
  const die = () => {
    const job = slot.job;
    retire(slot);
    // Out of memory (a decompression bomb) or a parser crash: the file is the problem.
    job?.reject(
      new AppError('VALIDATION_ERROR', 'The file could not be read: it is too complex or damaged.'),
    );
  };
  worker.on('error', die);
  worker.on('exit', die);
  slots.push(slot);
  return slot;
}

function retire(slot: Slot): void {
  if (slot.timer) clearTimeout(slot.timer);
  const i = slots.indexOf(slot);
  if (i >= 0) slots.splice(i, 1);
  slot.worker.removeAllListeners();
  slot.worker.on('error', () => {});
  slot.worker.kill('SIGKILL');
  slot.job = null;
  pump();
}

function finish(slot: Slot): void {
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  slot.job = null;
  slot.worker.channel?.unref();
  pump();
}

function pump(): void {
  while (queue.length) {
    let slot = slots.find((s) => !s.job);
    if (!slot && slots.length < env().DOCUMENT_WORKERS) slot = spawn();
    if (!slot) return;
    const job = queue.shift()!;
    const busy = slot;
    busy.job = job;
    busy.timer = setTimeout(() => {
      retire(busy);
      job.reject(
        new AppError(
          'VALIDATION_ERROR',
          'The file took too long to read. Try a simpler or smaller file.',
        ),
      );
    }, env().DOCUMENT_TIMEOUT_MS);
    // While a job runs, the channel keeps the process alive to hear the answer.
    busy.worker.channel?.ref();
    busy.worker.send({ id: job.id, kind: job.kind, bytes: job.bytes, layout: job.layout });
  }
}

/** Seconds a client told "busy" should wait: about one parse. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Parses a document in a pooled child process with a heap cap, an OS memory limit and a time
 * limit; a file that blows any of them kills only that process (a new one is started) and is
 * answered as a 422. When DOCUMENT_QUEUE_MAX requests already wait for a worker: 503 + Retry-After.
 */
export function runExtractWorker(
  kind: DocumentKind,
  bytes: Uint8Array,
  { layout = false }: { layout?: boolean } = {},
): Promise<RawExtraction> {
  const idle = slots.some((s) => !s.job) || slots.length < env().DOCUMENT_WORKERS;
  if (!idle && queue.length >= env().DOCUMENT_QUEUE_MAX) {
    throw new AppError(
      'UNAVAILABLE',
      'Too many resumes are being read right now. Try again in a few seconds.',
      {
        headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
      },
    );
  }
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, kind, bytes, layout, resolve, reject });
    pump();
  });
}
