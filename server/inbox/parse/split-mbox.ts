import 'server-only';

/**
 * Splits an mbox file (mboxrd or mboxo: messages after lines starting "From ") into raw
 * messages, undoing the ">From " quoting.
 */
export function splitMbox(mbox: string): string[] {
  const lines = mbox.replace(/\r\n/g, '\n').split('\n');
  const messages: string[] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (
      line.startsWith('From ') &&
      (current === null || current.at(-1) === '' || current.length === 0)
    ) {
      if (current?.length) messages.push(current.join('\n').trimEnd());
      current = [];
      continue;
    }
    if (current === null) {
      if (line.trim() === '') continue;
      current = [];
    }
    current.push(/^>+From /.test(line) ? line.slice(1) : line);
  }
  if (current?.length) messages.push(current.join('\n').trimEnd());
  return messages.filter((m) => m.trim().length > 0).map((m) => `${m}\n`);
}
