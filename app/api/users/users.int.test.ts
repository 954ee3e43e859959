import { describe, expect, it } from 'vitest';
import { DELETE as deleteAccountMobile } from '@/app/api/delete-account/route';
import { POST as refresh } from '@/app/api/auth/refresh/route';
import { GET as signature } from '@/app/api/cloudinary/signature/route';
import { GET as readTemp } from '@/app/api/temp-store/[token]/route';
import { POST as createTemp } from '@/app/api/temp-store/route';
import { GET as serveUpload } from '@/app/api/uploads/[id]/route';
import { POST as upload } from '@/app/api/uploads/route';
import { DELETE as deleteAccount } from '@/app/api/users/delete-account/route';
import { POST as profilePicture } from '@/app/api/users/profile-picture/route';
import { GET as getProfile, PATCH as patchProfile } from '@/app/api/users/user-profile/route';
import { hashPassword } from '@/server/auth/password';
import { issueSession } from '@/server/auth/session-tokens';
import { localUploadSignature } from '@/server/storage/avatar-host';
import { prisma } from '@/server/db/client';
import { createTempEntry } from '@/server/storage/create-temp-entry';
import { sharp } from '@/server/storage/sharp';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';

const image = (format: 'png' | 'jpeg', width = 600, height = 400) => {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  });
  return format === 'png'
    ? base.png().toBuffer()
    : base
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
        .toBuffer();
};

async function uploadForm(
  token: string,
  bytes: Uint8Array,
  name = 'avatar.png',
  type = 'image/png',
) {
  const sig = (await callRoute(signature, { token })).body;
  const form = new FormData();
  form.set('file', new File([bytes as BlobPart], name, { type }));
  form.set('timestamp', String(sig.timestamp));
  form.set('signature', sig.signature);
  form.set('folder', sig.folder);
  form.set('api_key', sig.api_key);
  return callRoute(upload, { form, token, method: 'POST' });
}

describe('GET/PATCH /api/users/user-profile', () => {
  it('answers the signed-in user’s profile and updates username and time zone', async () => {
    const user = await createUser({ username: 'Grace' });
    const res = await callRoute(getProfile, { token: user.token });
    expect(res).toMatchObject({
      status: 200,
      body: {
        data: {
          id: user.id,
          username: 'Grace',
          email: user.email,
          timezone: 'Africa/Lagos',
          profile_picture: null,
        },
      },
    });
    const patched = await callRoute(patchProfile, {
      method: 'PATCH',
      token: user.token,
      body: { username: '  Grace H ', timezone: 'JST' },
    });
    expect(patched).toMatchObject({
      status: 200,
      body: { data: { username: 'Grace H', timezone: 'Asia/Tokyo' } },
    });
    expect((await callRoute(getProfile, { token: user.token })).body.data.username).toBe('Grace H');
  });

  it('refuses bad input with 422 and a missing token with 401', async () => {
    const user = await createUser();
    for (const body of [{}, { username: '' }, { timezone: 'Nowhere/Land' }, { username: 7 }]) {
      expect(
        (await callRoute(patchProfile, { method: 'PATCH', token: user.token, body })).status,
        JSON.stringify(body),
      ).toBe(422);
    }
    expect((await callRoute(getProfile)).status).toBe(401);
  });
});

describe('avatars in local mode', () => {
  it('signs, uploads (re-encoded 256×256 WebP, metadata stripped), serves, and sets the profile picture', async () => {
    const user = await createUser();
    const sig = (await callRoute(signature, { token: user.token })).body;
    expect(sig).toMatchObject({
      api_key: 'local',
      cloud_name: 'local',
      upload_url: '/api/uploads',
      folder: expect.any(String),
    });
    const res = await uploadForm(user.token, await image('jpeg'), 'me.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    // A path on the app's origin: stored as is, it survives a change of APP_URL or port.
    expect(res.body.secure_url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const id = res.body.secure_url.split('/').at(-1);
    const served = await callRoute(serveUpload, { params: { id } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ width: 256, height: 256, format: 'webp' });
    expect(meta.exif).toBeUndefined();
    const set = await callRoute(profilePicture, {
      token: user.token,
      body: { url: res.body.secure_url },
    });
    expect(set).toMatchObject({
      status: 200,
      body: { user: { profile_picture: res.body.secure_url } },
    });
    const db = await prisma();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profilePicture).toBe(
      `/api/uploads/${id}`,
    );
  });

  it('stores the path when a page still posts the absolute URL earlier uploads answered', async () => {
    const user = await createUser();
    const res = await uploadForm(user.token, await image('png'));
    const absolute = `http://localhost:3000${res.body.secure_url}`; // APP_URL's default in tests
    const set = await callRoute(profilePicture, { token: user.token, body: { url: absolute } });
    expect(set).toMatchObject({
      status: 200,
      body: { user: { profile_picture: res.body.secure_url } },
    });
  });

  it('refuses files that are not PNG/JPEG/WebP by their bytes, files over 2 MB, and bad signatures', async () => {
    const user = await createUser();
    const fake = new TextEncoder().encode('%PDF-1.7 not an image at all');
    expect((await uploadForm(user.token, fake, 'avatar.png', 'image/png')).status).toBe(415);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(await image('png', 10, 10));
    const tooBig = await uploadForm(user.token, big);
    expect(tooBig.status).toBe(413);
    const form = new FormData();
    form.set('file', new File([(await image('png')) as BlobPart], 'a.png', { type: 'image/png' }));
    form.set('timestamp', String(Math.floor(Date.now() / 1000)));
    form.set('signature', 'a'.repeat(64));
    form.set('folder', 'pursuit/avatars');
    expect((await callRoute(upload, { form, token: user.token, method: 'POST' })).status).toBe(403);
    expect((await callRoute(upload, { form, method: 'POST' })).status).toBe(401);
  });

  it('a local upload signature lives five minutes', async () => {
    const user = await createUser();
    const sig = (await callRoute(signature, { token: user.token })).body;
    expect(sig.mode).toBe('local');
    expect(Math.abs(new Date(sig.expires_at).getTime() - Date.now() - 5 * 60_000)).toBeLessThan(
      5_000,
    );
    const stale = Math.floor(Date.now() / 1000) - 5 * 60 - 5;
    const form = new FormData();
    form.set('file', new File([(await image('png')) as BlobPart], 'a.png', { type: 'image/png' }));
    form.set('timestamp', String(stale));
    form.set(
      'signature',
      localUploadSignature({ userId: user.id, timestamp: stale, folder: sig.folder }),
    );
    form.set('folder', sig.folder);
    expect((await callRoute(upload, { form, token: user.token, method: 'POST' })).status).toBe(403);
  });

  it('accepts only our own uploads of the same user as profile pictures', async () => {
    const owner = await createUser();
    const other = await createUser();
    const res = await uploadForm(owner.token, await image('png'));
    expect(
      (await callRoute(profilePicture, { token: other.token, body: { url: res.body.secure_url } }))
        .status,
    ).toBe(422);
    for (const url of [
      'https://evil.example/x.png',
      'http://localhost:3000/api/uploads/not-a-uuid',
      '/api/uploads/not-a-uuid',
      '/api/uploads/../users',
      'javascript:alert(1)',
    ]) {
      expect(
        (await callRoute(profilePicture, { token: owner.token, body: { url } })).status,
        url,
      ).toBe(422);
    }
    expect((await callRoute(profilePicture, { token: owner.token, body: {} })).status).toBe(422);
    expect((await callRoute(serveUpload, { params: { id: 'nope' } })).status).toBe(404);
  });
});

describe('temp store', () => {
  it('hands a resume over exactly once', async () => {
    const user = await createUser();
    const created = await callRoute(createTemp, {
      token: user.token,
      body: {
        resumeJson: { header: { fullName: 'Ada' }, summary: 'Hi' },
        analysis: { ats_score: 80 },
        jobDescription: 'Build things',
      },
    });
    expect(created.status).toBe(201);
    const first = await callRoute(readTemp, { params: { token: created.body.token } });
    expect(first).toMatchObject({
      status: 200,
      body: {
        resumeJson: { summary: 'Hi' },
        analysis: { ats_score: 80 },
        jobDescription: 'Build things',
      },
    });
    expect((await callRoute(readTemp, { params: { token: created.body.token } })).status).toBe(404);
    expect((await callRoute(readTemp, { params: { token: 'unknown' } })).status).toBe(404);
  });

  it('expires after 5 minutes, needs a token to write, and validates the resume', async () => {
    const user = await createUser();
    const token = await createTempEntry({
      kind: 'AUTH',
      userId: user.id,
      payload: { access_token: 'a' },
    });
    const db = await prisma();
    await db.tempStoreEntry.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await callRoute(readTemp, { params: { token } })).status).toBe(404);
    expect((await callRoute(createTemp, { body: { resumeJson: {} } })).status).toBe(401);
    expect(
      (await callRoute(createTemp, { token: user.token, body: { resumeJson: 'nope' } })).status,
    ).toBe(422);
  });
});

describe('account deletion', () => {
  for (const [name, handler] of [
    ['users/delete-account', deleteAccount],
    ['delete-account', deleteAccountMobile],
  ] as const) {
    it(`DELETE /api/${name} removes the user, their data and sessions; others are untouched`, async () => {
      const user = await createUser();
      const other = await createUser();
      const db0 = await prisma();
      await db0.user.update({
        where: { id: user.id },
        data: { passwordHash: await hashPassword('the-password-1') },
      });
      const session = await issueSession({ userId: user.id });
      const otherSession = await issueSession({ userId: other.id });
      const db = await prisma();
      await db.application.create({
        data: { userId: user.id, jobTitle: 'Dev', company: 'Acme', status: 'Applied' },
      });
      await db.application.create({
        data: { userId: other.id, jobTitle: 'Dev', company: 'Acme', status: 'Applied' },
      });
      const res = await callRoute(handler, {
        method: 'DELETE',
        token: user.token,
        body: { password: 'the-password-1' },
      });
      expect(res.status).toBe(200);
      expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
      expect(await db.application.count({ where: { userId: user.id } })).toBe(0);
      expect(await db.application.count({ where: { userId: other.id } })).toBe(1);
      expect(
        (await callRoute(refresh, { body: { refresh_token: session.refresh_token } })).status,
      ).toBe(401);
      expect((await callRoute(getProfile, { token: user.token })).status).toBe(401);
      expect(
        (await callRoute(refresh, { body: { refresh_token: otherSession.refresh_token } })).status,
      ).toBe(200);
      expect((await callRoute(handler, { method: 'DELETE' })).status).toBe(401);
    });
  }
});
