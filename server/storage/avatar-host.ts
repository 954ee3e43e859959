import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretKey } from '@/server/secrets/secret-key';
import { env } from '@/server/env';

export const AVATAR_FOLDER = 'pursuit/avatars';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** How long a signed avatar upload stays usable. */
export const AVATAR_SIGNATURE_TTL_SECONDS = 5 * 60;
/** The formats an avatar upload may have (Cloudinary's names). */
export const AVATAR_FORMATS = ['jpg', 'png', 'webp'] as const;

/** Each user's avatars live under their own folder, so ownership and deletion follow the path. */
export const avatarFolder = (userId: string) => `${AVATAR_FOLDER}/${userId}`;

export type CloudinaryConfig = {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
  apiBase: string;
};

/**
 * Cloudinary's account from CLOUDINARY_URL (cloudinary://key:secret@cloud), or null for local
 * mode. The SDK's own `?upload_prefix=` query names another API host (tests point it at a local
 * stand-in).
 */
export function cloudinaryConfig(): CloudinaryConfig | null {
  const raw = env().CLOUDINARY_URL;
  if (!raw) return null;
  const url = new URL(raw);
  if (url.protocol !== 'cloudinary:' || !url.hostname || !url.username || !url.password) {
    throw new Error(
      'CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>',
    );
  }
  return {
    cloudName: url.hostname,
    apiKey: decodeURIComponent(url.username),
    apiSecret: decodeURIComponent(url.password),
    apiBase: (url.searchParams.get('upload_prefix') || 'https://api.cloudinary.com').replace(
      /\/+$/,
      '',
    ),
  };
}

/**
 * Where avatars uploaded in local mode are served: a path on the app's own origin. It is stored
 * as is (never an absolute URL built from APP_URL, which broke every avatar when APP_URL changed).
 */
export const LOCAL_UPLOADS_PATH = '/api/uploads/';

/**
 * The upload id a local-mode avatar URL names: the stored path `/api/uploads/<id>`, or the
 * absolute form `<APP_URL>/api/uploads/<id>` that earlier uploads answered (a page open across
 * the update may still post it); null for anything else.
 */
export function localUploadId(url: string): string | null {
  const origin = env().APP_URL.replace(/\/+$/, '');
  const path = url.startsWith(`${origin}${LOCAL_UPLOADS_PATH}`) ? url.slice(origin.length) : url;
  const match = /^\/api\/uploads\/([0-9a-f-]{36})$/i.exec(path);
  return match?.[1] ?? null;
}

/** Local mode's stand-in for Cloudinary's signature: binds the user, the time and the folder. */
export function localUploadSignature(options: {
  userId: string;
  timestamp: number;
  folder: string;
}): string {
  return createHmac('sha256', secretKey())
    .update(`avatar:${options.userId}:${options.timestamp}:${options.folder}`)
    .digest('hex');
}

/** True when a local-mode signature is ours, for this user, and younger than AVATAR_SIGNATURE_TTL_SECONDS. */
export function checkLocalUploadSignature(options: {
  userId: string;
  timestamp: number;
  folder: string;
  signature: string;
}): boolean {
  const age = Date.now() / 1000 - options.timestamp;
  if (!Number.isFinite(age) || age < -60 || age > AVATAR_SIGNATURE_TTL_SECONDS) return false;
  const expected = Buffer.from(localUploadSignature(options), 'hex');
  const given = Buffer.from(options.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
