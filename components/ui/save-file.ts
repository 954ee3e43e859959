// A file handed to the browser as a download: an API file answer (an export, an attachment, an
// interview's .ics) or a file made here (a CSV of the selected rows, a chart's data). The one
// place that turns bytes into a saved file.

/** The file name the server gave in Content-Disposition, else the fallback. */
export function serverFileName(res: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/** Saves a blob under `name` through a temporary link. */
export function saveBlobAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves an answer's body under `name`. */
export async function saveResponseAs(res: Response, name: string): Promise<void> {
  saveBlobAs(await res.blob(), name);
}

/** Saves text as a UTF-8 CSV file. */
export function saveCsvAs(name: string, text: string): void {
  saveBlobAs(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);
}
