import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { sharp } from './sharp';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { AVATAR_MAX_BYTES, checkLocalUploadSignature, LOCAL_UPLOADS_PATH } from './avatar-host';

const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp']);

export type StoreAvatarUploadOptions = {
  userId: string;
  file: File;
  timestamp: number;
  folder: string;
  signature: string;
};

/**
 * Local-mode avatar upload: checks the signature, the size (2 MB) and the real type by magic
 * bytes, re-encodes to a 256×256 WebP (EXIF and other metadata dropped) and answers Cloudinary's
 * shape, with `secure_url` a path on the app's own origin (`/api/uploads/<id>`).
 */
export async function storeAvatarUpload(options: StoreAvatarUploadOptions) {
  if (!checkLocalUploadSignature(options))
    throw new AppError('FORBIDDEN', 'Upload signature is invalid or expired');
  if (options.file.size > AVATAR_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'File too large. Max 2MB.');
  const bytes = new Uint8Array(await options.file.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Expected a PNG, JPEG or WebP image, got ${type?.mime ?? 'an unknown file type'}`,
    );
  }
  let data: Buffer;
  try {
    data = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(256, 256, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The image could not be read');
  }
  const db = await prisma();
  const row = await db.storedUpload.create({
    data: { userId: options.userId, contentType: 'image/webp', data: new Uint8Array(data) },
    select: { id: true },
  });
  return {
    // A path on the app's origin (stored as is by the profile-picture call), not an absolute URL.
    secure_url: `${LOCAL_UPLOADS_PATH}${row.id}`,
    public_id: `${options.folder}/${row.id}`,
    format: 'webp',
    width: 256,
    height: 256,
    bytes: data.byteLength,
  };
}
