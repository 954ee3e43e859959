import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretKey } from '@/server/auth/secret-key';
import { env } from '@/server/env';

export const AVATAR_FOLDER = 'pursuit/avatars';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type CloudinaryConfig = { cloudName: string; apiKey: string; apiSecret: string };

/** Cloudinary's account from CLOUDINARY_URL (cloudinary://key:secret@cloud), or null for local mode. */
export function cloudinaryConfig(): CloudinaryConfig | null {
  const raw = env().CLOUDINARY_URL;
  if (!raw) return null;
  const url = new URL(raw);
  if (url.protocol !== 'cloudinary:' || !url.hostname || !url.username || !url.password) {
    throw new Error('CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>');
  }
  return { cloudName: url.hostname, apiKey: decodeURIComponent(url.username), apiSecret: decodeURIComponent(url.password) };
}

/** The public URL prefix of avatars uploaded in local mode. */
export function localUploadsBase(): string {
  return `${env().APP_URL.replace(/\/+$/, '')}/api/uploads/`;
}

/** Local mode's stand-in for Cloudinary's signature: binds the user, the time and the folder. */
export function localUploadSignature(options: { userId: string; timestamp: number; folder: string }): string {
  return createHmac('sha256', secretKey()).update(`avatar:${options.userId}:${options.timestamp}:${options.folder}`).digest('hex');
}

/** True when a local-mode signature is ours, for this user, and under an hour old. */
export function checkLocalUploadSignature(options: { userId: string; timestamp: number; folder: string; signature: string }): boolean {
  const age = Date.now() / 1000 - options.timestamp;
  if (!Number.isFinite(age) || age < -300 || age > 3600) return false;
  const expected = Buffer.from(localUploadSignature(options), 'hex');
  const given = Buffer.from(options.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
