import 'server-only';
import { v2 as cloudinary } from 'cloudinary';
import {
  AVATAR_FOLDER,
  AVATAR_FORMATS,
  AVATAR_MAX_BYTES,
  AVATAR_SIGNATURE_TTL_SECONDS,
  avatarFolder,
  cloudinaryConfig,
  localUploadSignature,
} from './avatar-host';

// Cloudinary accepts a signed request for one hour after its timestamp; signing with a timestamp
// that much minus the TTL in the past leaves the signature usable for the TTL only.
const CLOUDINARY_SIGNATURE_WINDOW_SECONDS = 60 * 60;
// An incoming transformation applied before storage: whatever arrives is kept at most 1024 px a side.
const AVATAR_INCOMING_TRANSFORMATION = 'c_limit,w_1024,h_1024';

export type UploadSignature = {
  api_key: string;
  timestamp: number;
  signature: string;
  folder: string;
  cloud_name: string;
  upload_url: string;
  mode: 'cloudinary' | 'local';
  /** Every signed field the upload form must carry, exactly as signed. */
  params: Record<string, string>;
  /** When the signature stops working (ISO time). */
  expires_at: string;
  /** The largest file the client may send (Cloudinary cannot pin bytes in a signature; see ADR 058). */
  max_bytes: number;
};

/**
 * What the browser needs to upload an avatar: a Cloudinary signed upload pinned to the user's
 * folder, the allowed formats, an incoming size limit and a five-minute life, or our own endpoint.
 */
export function uploadSignature(options: { userId: string }): UploadSignature {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = new Date((now + AVATAR_SIGNATURE_TTL_SECONDS) * 1000).toISOString();
  const config = cloudinaryConfig();
  if (config) {
    const params = {
      timestamp: String(now - (CLOUDINARY_SIGNATURE_WINDOW_SECONDS - AVATAR_SIGNATURE_TTL_SECONDS)),
      folder: avatarFolder(options.userId),
      allowed_formats: AVATAR_FORMATS.join(','),
      transformation: AVATAR_INCOMING_TRANSFORMATION,
    };
    const signature = cloudinary.utils.api_sign_request(params, config.apiSecret);
    return {
      api_key: config.apiKey,
      timestamp: Number(params.timestamp),
      signature,
      folder: params.folder,
      cloud_name: config.cloudName,
      upload_url: `${config.apiBase}/v1_1/${config.cloudName}/image/upload`,
      mode: 'cloudinary',
      params: { ...params, api_key: config.apiKey, signature },
      expires_at: expiresAt,
      max_bytes: AVATAR_MAX_BYTES,
    };
  }
  const signature = localUploadSignature({
    userId: options.userId,
    timestamp: now,
    folder: AVATAR_FOLDER,
  });
  return {
    api_key: 'local',
    timestamp: now,
    signature,
    folder: AVATAR_FOLDER,
    cloud_name: 'local',
    upload_url: '/api/uploads',
    mode: 'local',
    params: { api_key: 'local', timestamp: String(now), signature, folder: AVATAR_FOLDER },
    expires_at: expiresAt,
    max_bytes: AVATAR_MAX_BYTES,
  };
}
