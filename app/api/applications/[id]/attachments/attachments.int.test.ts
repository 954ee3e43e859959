// Application attachments through the real routes (ADR 191): upload, list, download, delete; the
// type from the bytes, the 10 MB and 100 MB limits, cleaned names, another user's ids, token
// scopes, and attachments going with the application, the account and into the export.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_QUOTA_BYTES } from '@/lib/applications/attachments';
import { hashPassword } from '@/server/auth/password';
import { prisma } from '@/server/db/client';
import { sharp } from '@/server/storage/sharp';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { GET as exportAccount } from '../../../account/export/route';
import { DELETE as deleteAccount } from '../../../delete-account/route';
import { POST as issueToken } from '../../../tokens/route';
import { POST as addApplication } from '../../add-new-application/route';
import { DELETE as deleteApplication } from '../../my-applications/[id]/route';
import { DELETE as deleteOne, GET as download } from './[aid]/route';
import { GET as list, POST as upload } from './route';

const fixture = (name: string) => new Uint8Array(readFileSync(`test/fixtures/${name}`));
const PDF = fixture('resumes/sam-rivera-frontend.pdf');
const DOCX = fixture('resumes/sam-rivera-frontend.docx');
const PNG = fixture('screenshots/blank.png');
const PNG_NAMED_PDF = fixture('resumes/photo-renamed.pdf');
const EXE_NAMED_DOCX = fixture('resumes/program-renamed.docx');
let JPEG: Uint8Array;

/** A PDF of exactly `size` bytes: a real header, then padding (only the magic bytes are read). */
function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return bytes;
}

function form(bytes: Uint8Array | string, name: string, type = 'application/octet-stream') {
  const data = new FormData();
  data.append('file', new File([bytes as BlobPart], name, { type }));
  return data;
}

let user: TestUser;
let other: TestUser;
let appId: string;
let otherAppId: string;
let uploads = 0;

async function newApplication(owner: TestUser, title = 'Platform Engineer') {
  const res = await callRoute(addApplication, {
    token: owner.token,
    body: { job_title: title, company: 'Acme', status: 'applied', applied_date: '2026-11-02' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.application.id as string;
}

function send(
  owner: TestUser | string,
  applicationId: string,
  body: FormData | undefined,
  extra: { headers?: Record<string, string> } = {},
) {
  return callRoute(upload, {
    token: typeof owner === 'string' ? owner : owner.token,
    method: 'POST',
    params: { id: applicationId },
    form: body,
    // A fresh address per upload: the per-address budget is not what these tests are about.
    ip: `198.51.100.${++uploads % 250}`,
    ...extra,
  });
}

const listOf = (owner: TestUser | string, applicationId: string) =>
  callRoute(list, {
    token: typeof owner === 'string' ? owner : owner.token,
    params: { id: applicationId },
  });

async function usedBytes(userId: string) {
  const db = await prisma();
  const sum = await db.applicationAttachment.aggregate({ where: { userId }, _sum: { size: true } });
  return sum._sum.size ?? 0;
}

beforeAll(async () => {
  JPEG = new Uint8Array(
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer(),
  );
  user = await createUser();
  other = await createUser();
  appId = await newApplication(user);
  otherAppId = await newApplication(other);
});

describe('upload, list, download, delete', () => {
  it('keeps a PDF, DOCX, PNG and JPEG with their sniffed types and answers their bytes back', async () => {
    const cases: [Uint8Array, string, string, string][] = [
      [PDF, 'Resume.pdf', 'application/pdf', 'Resume.pdf'],
      [
        DOCX,
        'Cover letter.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'Cover letter.docx',
      ],
      [PNG, 'screen.PNG', 'image/png', 'screen.PNG'],
      [JPEG, 'offer.jpeg', 'image/jpeg', 'offer.jpeg'],
    ];
    const target = await newApplication(user, 'Four files');
    for (const [bytes, name, type, stored] of cases) {
      // The client's claimed type is ignored: the bytes decide.
      const res = await send(user, target, form(bytes, name, 'text/plain'));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({
        application_id: target,
        filename: stored,
        media_type: type,
        size: bytes.byteLength,
      });
      expect(res.body.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(res.body.data).not.toHaveProperty('data');

      const got = await callRoute(download, {
        token: user.token,
        params: { id: target, aid: res.body.data.id },
      });
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe(type);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect(got.headers.get('content-disposition')).toBe(
        `attachment; filename="${stored}"; filename*=UTF-8''${encodeURIComponent(stored)}`,
      );
      expect(got.headers.get('cache-control')).toBe('private, no-store');
      expect(new Uint8Array(await got.response.arrayBuffer())).toEqual(bytes);
    }
    const listed = await listOf(user, target);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((a: { filename: string }) => a.filename)).toEqual(
      cases.map((c) => c[3]),
    );
    expect(listed.body.usage).toEqual({
      used_bytes: await usedBytes(user.id),
      quota_bytes: ATTACHMENT_QUOTA_BYTES,
    });
  });

  it('an empty list for an application without files', async () => {
    const fresh = await newApplication(user, 'Nothing attached');
    const res = await listOf(user, fresh);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('deletes one attachment; deleting it again is a 404', async () => {
    const made = await send(user, appId, form(PDF, 'gone.pdf'));
    expect(made.status).toBe(201);
    const params = { id: appId, aid: made.body.data.id };
    const res = await callRoute(deleteOne, { token: user.token, method: 'DELETE', params });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Attachment deleted' });
    const again = await callRoute(deleteOne, { token: user.token, method: 'DELETE', params });
    expect(again.status).toBe(404);
    expect((await callRoute(download, { token: user.token, params })).status).toBe(404);
  });

  it('refuses a request without a token', async () => {
    const res = await callRoute(list, { params: { id: appId } });
    expect(res.status).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['an .exe renamed .docx', EXE_NAMED_DOCX, 'program.docx', /only PDF, DOCX, PNG and JPEG.*EXE/],
    [
      'a text file renamed .pdf',
      new TextEncoder().encode('Not really a PDF, just words.\n'),
      'notes.pdf',
      /only PDF, DOCX, PNG and JPEG files can be attached; its contents are none of them/,
    ],
    [
      'a GIF renamed .png',
      new Uint8Array([...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0x3b]),
      'image.png',
      /its contents are GIF \(image\/gif\)\.$/,
    ],
  ])(
    '%s is a 415 naming what is allowed, and nothing is stored',
    async (_what, bytes, name, detail) => {
      const before = await usedBytes(user.id);
      const res = await send(user, appId, form(bytes, name, 'application/pdf'));
      expect(res.status, JSON.stringify(res.body)).toBe(415);
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(res.body.detail).toMatch(detail);
      expect(await usedBytes(user.id)).toBe(before);
    },
  );

  it('a PNG named .pdf is kept as a PNG, its name given the right extension', async () => {
    const res = await send(user, appId, form(PNG_NAMED_PDF, 'photo.pdf', 'application/pdf'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.media_type).toBe('image/png');
    expect(res.body.data.filename).toBe('photo.pdf.png');
  });

  it('no file field, a text field, an unnamed part or an empty file is a 422 naming the field', async () => {
    const noFile = new FormData();
    noFile.append('other', 'x');
    const textField = new FormData();
    textField.append('file', 'just text');
    // What a browser sends for a file input with nothing chosen: a part with an empty file name.
    const unnamed = form(PDF, '');
    for (const body of [noFile, textField, unnamed]) {
      const res = await send(user, appId, body);
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe('file: choose a file to attach');
    }
    const empty = await send(user, appId, form(new Uint8Array(0), 'empty.pdf'));
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe('file: the file is empty');
  });

  it('a JSON body is refused as not multipart', async () => {
    const res = await callRoute(upload, {
      token: user.token,
      method: 'POST',
      params: { id: appId },
      body: { file: 'x' },
    });
    expect(res.status).toBe(415);
    expect(res.body.detail).toBe('Expected a multipart/form-data body');
  });

  it('cleans names: path parts, control and bidi characters, reserved characters, length', async () => {
    const cases: [string, string][] = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\me\\Desktop\\CV final.pdf', 'CV final.pdf'],
      ['bad\u0000na\nme\r.pdf', 'bad na me.pdf'],
      ['invoice\u202Efdp.pdf', 'invoice fdp.pdf'],
      ['quote"s<and>|pipes?.pdf', 'quote_s_and__pipes_.pdf'],
      ['.hidden.pdf', 'hidden.pdf'],
      ['...', 'attachment.pdf'],
      ['\u202E', 'attachment.pdf'],
      ['Lebenslauf Müller.pdf', 'Lebenslauf Müller.pdf'],
      ['half \uD83D pair.pdf', 'half \uFFFD pair.pdf'],
      ['emoji 📄.pdf', 'emoji 📄.pdf'],
      [`${'x'.repeat(300)}.pdf`, `${'x'.repeat(196)}.pdf`],
      ['no extension', 'no extension.pdf'],
    ];
    for (const [name, stored] of cases) {
      const res = await send(user, appId, form(PDF, name));
      expect(res.status, `${JSON.stringify(name)}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.data.filename, JSON.stringify(name)).toBe(stored);
      const got = await callRoute(download, {
        token: user.token,
        params: { id: appId, aid: res.body.data.id },
      });
      const disposition = got.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''\S+$/);
      expect(disposition).not.toMatch(/[\r\n\\]/);
      await callRoute(deleteOne, {
        token: user.token,
        method: 'DELETE',
        params: { id: appId, aid: res.body.data.id },
      });
    }
  });

  it('a non-ASCII name downloads with an ASCII fallback and the exact UTF-8 name', async () => {
    const res = await send(user, appId, form(PDF, "Zoë's CV (final)*.pdf"));
    expect(res.status).toBe(201);
    const got = await callRoute(download, {
      token: user.token,
      params: { id: appId, aid: res.body.data.id },
    });
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="Zoe's CV (final)_.pdf"; filename*=UTF-8''Zo%C3%AB%27s%20CV%20%28final%29_.pdf`,
    );
  });
});

describe('size limits', () => {
  it('a file over 10 MB is a 413 saying so, and nothing is stored', async () => {
    const before = await usedBytes(user.id);
    const res = await send(user, appId, form(pdfOfSize(ATTACHMENT_MAX_BYTES + 1), 'big.pdf'));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.body.detail).toBe(
      'file: big.pdf is larger than 10 MB, the most an attachment can be.',
    );
    expect(await usedBytes(user.id)).toBe(before);
  });

  it('exactly 10 MB is accepted', async () => {
    const target = await newApplication(user, 'Ten megabytes');
    const res = await send(user, target, form(pdfOfSize(ATTACHMENT_MAX_BYTES), 'ten.pdf'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.size).toBe(ATTACHMENT_MAX_BYTES);
    const removed = await callRoute(deleteOne, {
      token: user.token,
      method: 'DELETE',
      params: { id: target, aid: res.body.data.id },
    });
    expect(removed.status).toBe(200);
  });

  it('a body far over the cap is refused before it is read (declared or streamed), saying the file limit', async () => {
    const before = await usedBytes(user.id);
    const declared = await send(user, appId, form(PDF, 'small.pdf'), {
      headers: { 'content-length': String(50 * 1024 * 1024) },
    });
    const streamed = await send(user, appId, form(pdfOfSize(12 * 1024 * 1024), 'huge.pdf'));
    for (const res of [declared, streamed]) {
      expect(res.status).toBe(413);
      // The same `{detail, code}` answer as every error, in the route's words: the file's limit,
      // not the body's byte count with its multipart framing.
      expect(res.body).toEqual({
        detail: 'file: the file is larger than 10 MB, the most an attachment can be.',
        code: 'PAYLOAD_TOO_LARGE',
      });
    }
    expect(await usedBytes(user.id)).toBe(before);
  });

  it('the 100 MB per user: a file that would pass it is a 413 saying how much is used', async () => {
    const owner = await createUser();
    const target = await newApplication(owner);
    const db = await prisma();
    // Sizes stand for stored files here: the allowance counts the size column.
    await db.applicationAttachment.create({
      data: {
        userId: owner.id,
        applicationId: target,
        filename: 'earlier.pdf',
        mediaType: 'application/pdf',
        size: ATTACHMENT_QUOTA_BYTES - 1024 * 1024,
        data: PDF,
      },
    });
    const over = await send(owner, target, form(pdfOfSize(2 * 1024 * 1024), 'two.pdf'));
    expect(over.status).toBe(413);
    expect(over.body.detail).toBe(
      'file: your attachments may take 100 MB in all; 99 MB is used and this file is 2.0 MB. Delete some attachments first.',
    );
    const fits = await send(owner, target, form(pdfOfSize(1024 * 1024), 'one.pdf'));
    expect(fits.status, JSON.stringify(fits.body)).toBe(201);
    expect(await usedBytes(owner.id)).toBe(ATTACHMENT_QUOTA_BYTES);
  });

  it('uploads at once cannot together slip past the allowance', async () => {
    const owner = await createUser();
    const target = await newApplication(owner);
    const db = await prisma();
    await db.applicationAttachment.create({
      data: {
        userId: owner.id,
        applicationId: target,
        filename: 'earlier.pdf',
        mediaType: 'application/pdf',
        size: ATTACHMENT_QUOTA_BYTES - 7 * 1024 * 1024,
        data: PDF,
      },
    });
    // Room for two of six 3 MB files.
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        send(owner, target, form(pdfOfSize(3 * 1024 * 1024), `${n}.pdf`)),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 413, 413, 413, 413]);
    expect(await usedBytes(owner.id)).toBe(ATTACHMENT_QUOTA_BYTES - 1024 * 1024);
  });
});

describe("another user's ids are 404s", () => {
  let theirs: string;
  beforeAll(async () => {
    const res = await send(other, otherAppId, form(PDF, 'theirs.pdf'));
    expect(res.status).toBe(201);
    theirs = res.body.data.id;
  });

  it('their application: list, upload are 404 and nothing is stored', async () => {
    expect((await listOf(user, otherAppId)).status).toBe(404);
    const res = await send(user, otherAppId, form(PDF, 'sneaky.pdf'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Application not found', code: 'NOT_FOUND' });
    expect((await listOf(other, otherAppId)).body.data).toHaveLength(1);
  });

  it('their attachment, by their application or by mine: download and delete are 404', async () => {
    for (const id of [otherAppId, appId]) {
      const params = { id, aid: theirs };
      const got = await callRoute(download, { token: user.token, params });
      expect(got.status).toBe(404);
      expect(got.body).toEqual({ detail: 'Attachment not found', code: 'NOT_FOUND' });
      const del = await callRoute(deleteOne, { token: user.token, method: 'DELETE', params });
      expect(del.status).toBe(404);
    }
    const still = await callRoute(download, {
      token: other.token,
      params: { id: otherAppId, aid: theirs },
    });
    expect(still.status).toBe(200);
  });

  it('unknown and malformed ids are 404s too', async () => {
    for (const params of [
      { id: appId, aid: '00000000-0000-4000-8000-000000000000' },
      { id: appId, aid: 'not-a-uuid' },
      { id: 'nope', aid: 'nope' },
    ]) {
      expect((await callRoute(download, { token: user.token, params })).status).toBe(404);
    }
    expect((await listOf(user, 'not-a-uuid')).status).toBe(404);
    expect((await send(user, 'not-a-uuid', form(PDF, 'x.pdf'))).status).toBe(404);
  });
});

describe('personal access tokens', () => {
  it('applications:read may list and download but not upload or delete', async () => {
    const issued = await callRoute(issueToken, {
      token: user.token,
      body: { name: 'reader', scopes: ['applications:read'] },
      ip: '203.0.113.7',
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const token = issued.body.token as string;
    const made = await send(user, appId, form(PDF, 'for-the-token.pdf'));
    expect(made.status).toBe(201);
    const listed = await listOf(token, appId);
    expect(listed.status).toBe(200);
    const aid = made.body.data.id as string;
    expect(listed.body.data.map((a: { id: string }) => a.id)).toContain(aid);
    expect((await callRoute(download, { token, params: { id: appId, aid } })).status).toBe(200);
    const up = await send(token, appId, form(PDF, 'x.pdf'));
    expect(up.status).toBe(403);
    expect(up.body.detail).toMatch(/applications:write/);
    const del = await callRoute(deleteOne, {
      token,
      method: 'DELETE',
      params: { id: appId, aid },
    });
    expect(del.status).toBe(403);
  });
});

describe('attachments go with the application and the account, and into the export', () => {
  it('the account export lists them as metadata, without bytes', async () => {
    const owner = await createUser();
    const target = await newApplication(owner, 'Exported');
    const made = await send(owner, target, form(PNG, 'diagram.png'));
    expect(made.status).toBe(201);
    const res = await callRoute(exportAccount, { token: owner.token });
    expect(res.status).toBe(200);
    const [exported] = res.body.applications;
    expect(exported.attachments).toEqual([
      {
        filename: 'diagram.png',
        media_type: 'image/png',
        size: PNG.byteLength,
        created_at: made.body.data.created_at,
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(
      Buffer.from(PNG).toString('base64').slice(0, 40),
    );
  });

  it('deleting the application deletes its attachments', async () => {
    const target = await newApplication(user, 'To delete');
    const made = await send(user, target, form(PDF, 'with-app.pdf'));
    expect(made.status).toBe(201);
    const kept = await send(user, appId, form(PDF, 'on-another-application.pdf'));
    expect(kept.status).toBe(201);
    const res = await callRoute(deleteApplication, {
      token: user.token,
      method: 'DELETE',
      params: { id: target },
    });
    expect(res.status).toBe(200);
    const db = await prisma();
    expect(await db.applicationAttachment.count({ where: { applicationId: target } })).toBe(0);
    expect(await db.applicationAttachment.count({ where: { id: kept.body.data.id } })).toBe(1);
  });

  it('deleting the account deletes every attachment it had', async () => {
    const owner = await createUser();
    const db = await prisma();
    await db.user.update({
      where: { id: owner.id },
      data: { passwordHash: await hashPassword('correct horse battery') },
    });
    const target = await newApplication(owner);
    expect((await send(owner, target, form(PDF, 'a.pdf'))).status).toBe(201);
    expect((await send(owner, target, form(JPEG, 'b.jpg'))).status).toBe(201);
    const res = await callRoute(deleteAccount, {
      token: owner.token,
      method: 'DELETE',
      body: { password: 'correct horse battery' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await db.applicationAttachment.count({ where: { userId: owner.id } })).toBe(0);
  });
});
