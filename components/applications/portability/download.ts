'use client';

import { apiFetch } from '@/lib/api/client';

/** Fetches an authenticated download and hands it to the browser under the server's file name. */
export async function download(path: string, fallbackName: string): Promise<void> {
  const res = await apiFetch(path);
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
