import 'server-only';
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The page segmentation modes the server asks for (tesseract's PSM numbers). */
export const PAGE_SEGMENTATION = { auto: 3, singleBlock: 6 } as const;

export type OcrResult = { text: string; confidence: number };

/** One warm OCR child process (ocr-child.mjs): one recognition at a time. */
export type OcrChild = {
  recognize: (image: Uint8Array, psm: number) => Promise<OcrResult>;
  pid: number | undefined;
  /** False once the process has exited or lost its channel (an idle child that died is not reused). */
  alive: () => boolean;
  terminate: () => Promise<void>;
};

type Reply = {
  id?: number;
  ok?: boolean;
  text?: string;
  confidence?: number;
  message?: string;
  ready?: boolean;
  failed?: string;
  log?: string;
};

/**
 * Starts ocr-child.mjs and resolves once its tesseract worker is loaded. A child that dies or is
 * terminated rejects its recognition in flight.
 */
export function startOcrChild(onLog: (message: string) => void = () => {}): Promise<OcrChild> {
  // Started by path, not bundled (turbopackIgnore), so `next start` and the tests run the same file;
  // the parent's flags (loaders, inspectors, test runners) are not passed on.
  const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), 'server/ocr/ocr-child.mjs');
  const child: ChildProcess = fork(file, [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // An idle child must not keep the server (or a script) alive.
  child.unref();
  child.channel?.unref();
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (r: OcrResult) => void; reject: (e: Error) => void }
  >();
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  return new Promise<OcrChild>((resolve, reject) => {
    child.on('message', (reply: Reply) => {
      if (reply.log) onLog(reply.log);
      if (reply.failed) reject(new Error(`the OCR process did not start: ${reply.failed}`));
      if (reply.ready) {
        resolve({
          recognize: (image, psm) =>
            new Promise<OcrResult>((res, rej) => {
              const id = nextId++;
              pending.set(id, { resolve: res, reject: rej });
              child.channel?.ref();
              child.send({ id, image, psm });
            }),
          pid: child.pid,
          alive: () => child.connected && child.exitCode === null && child.signalCode === null,
          terminate: async () => {
            child.removeAllListeners('exit');
            failAll(new Error('the OCR process was stopped'));
            child.kill('SIGKILL');
          },
        });
      }
      if (reply.id === undefined) return;
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (!pending.size) child.channel?.unref();
      if (reply.ok) job.resolve({ text: reply.text ?? '', confidence: reply.confidence ?? 0 });
      else job.reject(new Error(reply.message ?? 'OCR failed'));
    });
    const died = (why: string) => {
      const error = new Error(`the OCR process ${why}`);
      reject(error);
      failAll(error);
    };
    child.on('error', (error) => died(`failed: ${error.message}`));
    child.on('exit', (code, signal) => died(`exited (${signal ?? code})`));
  });
}
