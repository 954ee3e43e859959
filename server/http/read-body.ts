import 'server-only';
import { AppError } from './app-error';

export type BodyLimit = {
  /** The most bytes the body may have. */
  bytes: number;
  /** What a larger body is told (the route's words, e.g. an upload's file-size limit); else the byte count. */
  detail?: string;
};

function tooLarge(limit: BodyLimit): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    limit.detail ?? `Request body is larger than ${limit.bytes} bytes`,
  );
}

/** Reads the body, refusing (413) as soon as it passes `limit.bytes`, whatever Content-Length claims. */
export async function readBody(req: Request, limit: BodyLimit): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit.bytes) throw tooLarge(limit);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit.bytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** Parses a JSON body; an empty body is `{}` so optional-only schemas work, bad JSON is a 400. */
export function parseJson(bytes: Uint8Array): unknown {
  const text = new TextDecoder().decode(bytes).trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'Request body is not valid JSON');
  }
}

/** Parses a multipart/form-data body already read within the size limit. */
export async function parseForm(bytes: Uint8Array, contentType: string | null): Promise<FormData> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body');
  }
  try {
    return await new Response(bytes as BodyInit, {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new AppError('BAD_REQUEST', 'Malformed multipart/form-data body');
  }
}
