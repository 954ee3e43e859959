import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as signature } from '@/app/api/cloudinary/signature/route';
import { POST as profilePicture } from '@/app/api/users/profile-picture/route';
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
  it('answers a signed upload for the configured cloud (Cloudinary’s SHA-1 over sorted params + secret)', async () => {
    const user = await createUser();
    const res = await callRoute(signature, { token: user.token });
    expect(res.status).toBe(200);
    const { api_key, timestamp, signature: sig, folder, cloud_name, upload_url } = res.body;
    expect({ api_key, cloud_name, upload_url }).toEqual({
      api_key: '123456789012345',
      cloud_name: 'pursuit-cloud',
      upload_url: 'https://api.cloudinary.com/v1_1/pursuit-cloud/image/upload',
    });
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(sig).toBe(createHash('sha1').update(`folder=${folder}&timestamp=${timestamp}s3cr3t-api-secret`).digest('hex'));
    expect((await callRoute(signature)).status).toBe(401);
  });

  it('accepts profile pictures only from that cloud', async () => {
    const user = await createUser();
    const good = 'https://res.cloudinary.com/pursuit-cloud/image/upload/v1/pursuit/avatars/abc.png';
    expect((await callRoute(profilePicture, { token: user.token, body: { url: good } })).status).toBe(200);
    const bad = 'https://res.cloudinary.com/someone-else/image/upload/v1/x.png';
    expect((await callRoute(profilePicture, { token: user.token, body: { url: bad } })).status).toBe(422);
  });
});
