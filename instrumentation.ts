// Runs once when a server process starts: open the database and apply pending migrations
// then, so the first request does not pay for it and a broken database fails the start loudly.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { database } = await import('./server/db/client');
  await database();
  // OCR worker started in the background: the first screenshot does not pay tesseract's start-up.
  const { warmOcrOnStart } = await import('./server/ocr/warm-ocr-on-start');
  warmOcrOnStart();
}
