import 'server-only';
import { v2 as cloudinary } from 'cloudinary';
import { AVATAR_FOLDER, cloudinaryConfig, localUploadSignature } from './avatar-host';

export type UploadSignature = {
  api_key: string;
  timestamp: number;
  signature: string;
  folder: string;
  cloud_name: string;
  upload_url: string;
  mode: 'cloudinary' | 'local';
};

/** What the browser needs to upload an avatar: a Cloudinary signed upload, or our own endpoint. */
export function uploadSignature(options: { userId: string }): UploadSignature {
  const timestamp = Math.floor(Date.now() / 1000);
  const folder = AVATAR_FOLDER;
  const config = cloudinaryConfig();
  if (config) {
    const signature = cloudinary.utils.api_sign_request({ timestamp, folder }, config.apiSecret);
    return {
      api_key: config.apiKey,
      timestamp,
      signature,
      folder,
      cloud_name: config.cloudName,
      upload_url: `https://api.cloudinary.com/v1_1/${config.cloudName}/image/upload`,
      mode: 'cloudinary',
    };
  }
  return {
    api_key: 'local',
    timestamp,
    signature: localUploadSignature({ userId: options.userId, timestamp, folder }),
    folder,
    cloud_name: 'local',
    upload_url: '/api/uploads',
    mode: 'local',
  };
}
