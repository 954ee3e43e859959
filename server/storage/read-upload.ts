import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored avatar's bytes (avatars are public, like Cloudinary's). */
export async function readUpload(options: {
  id: string;
}): Promise<{ contentType: string; data: Uint8Array }> {
  if (!UUID.test(options.id)) throw new AppError('NOT_FOUND', 'Upload not found');
  const db = await prisma();
  const row = await db.storedUpload.findUnique({
    where: { id: options.id },
    select: { contentType: true, data: true },
  });
  if (!row) throw new AppError('NOT_FOUND', 'Upload not found');
  return { contentType: row.contentType, data: row.data };
}
