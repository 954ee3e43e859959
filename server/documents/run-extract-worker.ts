import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import type { DocumentKind } from './sniff-document';

export type RawExtraction = {
  text: string;
  /** Pages in a PDF (null for Word files). */
  pages: number | null;
  pagesRead: number | null;
  /** PNG renders of the first pages when a PDF has no text layer (to be OCR'd). */
  images: Uint8Array[];
};

type Reply =
  | ({ id: number; ok: true } & RawExtraction)
  | { id: number; ok: false; reason: 'encrypted' | 'corrupt' | 'empty' | 'unsupported'; message: string };

type Job = { id: number; kind: DocumentKind; bytes: Uint8Array; resolve: (r: RawExtraction) => void; reject: (e: unknown) => void };

type Slot = { worker: Worker; job: Job | null; timer: NodeJS.Timeout | null };

// The worker is plain ESM loaded by path (not bundled), so `next start` and the tests share it.
const workerFile = path.join(process.cwd(), 'server/documents/extract-worker.mjs');

const slots: Slot[] = [];
const queue: Job[] = [];
let nextId = 1;

function spawn(): Slot {
  const worker = new Worker(workerFile, {
    resourceLimits: { maxOldGenerationSizeMb: env().DOCUMENT_WORKER_MEMORY_MB, maxYoungGenerationSizeMb: 32 },
  });
  worker.unref();
  const slot: Slot = { worker, job: null, timer: null };
  worker.on('message', (reply: Reply) => {
    const job = slot.job;
    if (!job || reply.id !== job.id) return;
    finish(slot);
    if (reply.ok) job.resolve({ text: reply.text, pages: reply.pages, pagesRead: reply.pagesRead, images: reply.images });
    else job.reject(new AppError('VALIDATION_ERROR', reply.message));
  });
  const die = () => {
    const job = slot.job;
    retire(slot);
    // Out of memory (a decompression bomb) or a parser crash: the file is the problem.
    job?.reject(new AppError('VALIDATION_ERROR', 'The file could not be read: it is too complex or damaged.'));
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
  void slot.worker.terminate();
  slot.job = null;
  pump();
}

function finish(slot: Slot): void {
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  slot.job = null;
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
      job.reject(new AppError('VALIDATION_ERROR', 'The file took too long to read. Try a simpler or smaller file.'));
    }, env().DOCUMENT_TIMEOUT_MS);
    busy.worker.postMessage({ id: job.id, kind: job.kind, bytes: job.bytes });
  }
}

/**
 * Parses a document in a pooled worker thread with a memory cap and a time limit; a file that
 * blows either kills only its worker and is answered as a 422.
 */
export function runExtractWorker(kind: DocumentKind, bytes: Uint8Array): Promise<RawExtraction> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, kind, bytes, resolve, reject });
    pump();
  });
}
