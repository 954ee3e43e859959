import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as signature } from '@/app/api/cloudinary/signature/route';
import { POST as profilePicture } from '@/app/api/users/profile-picture/route';
import { prisma } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';

beforeAll(() => {
  process.env.CLOUDINARY_URL = 'cloudinary://123456789012345:s3cr3t-api-secret@pursuit-cloud';
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.CLOUDINARY_URL;
  resetEnvForTests();
});

describe('GET /api/cloudinary/signature with Cloudinary configured', () => {
  it('answers a signed upload pinned to the user’s folder, the allowed formats, a size limit and a five-minute life', async () => {
    const user = await createUser();
    const res = await callRoute(signature, { token: user.token });
    expect(res.status).toBe(200);
    const {
      api_key,
      timestamp,
      signature: sig,
      folder,
      cloud_name,
      upload_url,
      params,
      expires_at,
      max_bytes,
    } = res.body;
    expect({ api_key, cloud_name, upload_url, folder, max_bytes }).toEqual({
      api_key: '123456789012345',
      cloud_name: 'pursuit-cloud',
      upload_url: 'https://api.cloudinary.com/v1_1/pursuit-cloud/image/upload',
      folder: `pursuit/avatars/${user.id}`,
      max_bytes: 2 * 1024 * 1024,
    });
    // Cloudinary honours a signature for an hour after its timestamp: backdated by 55 minutes,
    // this one works for five.
    const now = Date.now() / 1000;
    expect(Math.abs(timestamp - (now - 55 * 60))).toBeLessThan(5);
    expect(Math.abs(new Date(expires_at).getTime() / 1000 - (now + 5 * 60))).toBeLessThan(5);
    expect(params).toEqual({
      api_key: '123456789012345',
      timestamp: String(timestamp),
      folder: `pursuit/avatars/${user.id}`,
      allowed_formats: 'jpg,png,webp',
      transformation: 'c_limit,w_1024,h_1024',
      signature: sig,
    });
    // Cloudinary's SHA-1 over the sorted signed params + secret: the client cannot change any of them.
    const signed = `allowed_formats=jpg,png,webp&folder=pursuit/avatars/${user.id}&timestamp=${timestamp}&transformation=c_limit,w_1024,h_1024`;
    expect(sig).toBe(createHash('sha1').update(`${signed}s3cr3t-api-secret`).digest('hex'));
    expect((await callRoute(signature)).status).toBe(401);
  });

  it('accepts profile pictures only from that cloud and the user’s own folder, and keeps the public_id', async () => {
    const user = await createUser();
    const other = await createUser();
    const good = `https://res.cloudinary.com/pursuit-cloud/image/upload/v1/pursuit/avatars/${user.id}/abc.png`;
    expect(
      (await callRoute(profilePicture, { token: user.token, body: { url: good } })).status,
    ).toBe(200);
    const db = await prisma();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarPublicId).toBe(
      `pursuit/avatars/${user.id}/abc`,
    );
    for (const bad of [
      'https://res.cloudinary.com/someone-else/image/upload/v1/x.png',
      `https://res.cloudinary.com/pursuit-cloud/image/upload/v1/pursuit/avatars/${other.id}/abc.png`,
      'https://res.cloudinary.com/pursuit-cloud/image/upload/v1/pursuit/avatars/abc.png',
      `https://res.cloudinary.com/pursuit-cloud/image/upload/v1/pursuit/avatars/${user.id}/../x.png`,
    ]) {
      expect(
        (await callRoute(profilePicture, { token: user.token, body: { url: bad } })).status,
      ).toBe(422);
    }
  });
});
