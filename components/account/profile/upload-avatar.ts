import { apiFetch } from '@/lib/api/client';
import type { UserDto } from '@/lib/contracts/account-answers';
import { callOperation } from '@/lib/api/call-operation';
import * as accountApi from '@/lib/contracts/account';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The signature endpoint's answer: `params` holds every signed field, to be sent exactly as signed. */

export class UploadStepError extends Error {
  constructor(readonly step: 'upload' | 'save') {
    super(step);
  }
}

/**
 * The avatar flow: fetch the signature, upload straight to the image host (Cloudinary, or
 * our own endpoint in local mode), read secure_url, then post it to users/profile-picture.
 */
export async function uploadAvatar(file: File): Promise<UserDto> {
  let secureUrl: string;
  try {
    const sig = await callOperation(accountApi.getUploadSignature);
    const form = new FormData();
    form.set('file', file);
    for (const [name, value] of Object.entries(sig.params)) form.set(name, value);
    const local = sig.upload_url.startsWith('/api/');
    const res = local
      ? await apiFetch(sig.upload_url.replace(/^\/api\//, ''), { method: 'POST', form })
      : await fetch(sig.upload_url, { method: 'POST', body: form });
    if (!res.ok) throw new Error(`upload answered ${res.status}`);
    const body = (await res.json()) as { secure_url?: unknown };
    if (typeof body.secure_url !== 'string') throw new Error('no secure_url');
    secureUrl = body.secure_url;
  } catch {
    throw new UploadStepError('upload');
  }
  try {
    return (await callOperation(accountApi.setProfilePicture, { body: { url: secureUrl } })).user;
  } catch {
    throw new UploadStepError('save');
  }
}
