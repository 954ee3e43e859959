// Untrusted and odd resume files through the real structure route: a full parse queue is a 503
// with Retry-After, a zip bomb is refused from its central directory before anything is
// inflated, the parsing process's OS memory limit really caps native allocations, a web page
// saved as .doc is read as HTML, and a corrupt DOC is a 422 that says what is wrong.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as structure } from '@/app/api/ai/resume/structure/route';
import { resetEnvForTests } from '@/server/env';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { forkWithMemoryLimit } from './fork-with-memory-limit';

let user: TestUser;
let ipCounter = 0;
beforeAll(async () => {
  user = await createUser();
});
afterAll(() => {
  for (const name of ['DOCUMENT_WORKERS', 'DOCUMENT_QUEUE_MAX', 'DOCUMENT_TIMEOUT_MS'])
    delete process.env[name];
  resetEnvForTests();
});

const upload = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.set('resume', new File([bytes as BlobPart], name));
  ipCounter += 1;
  return callRoute(structure, {
    method: 'POST',
    form,
    token: user.token,
    ip: `10.30.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
};
const fixture = (file: string) => new Uint8Array(readFileSync(file));

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A DOCX-shaped zip (content types, a document, then `bombs` parts of `mb` MB of zeros each), sizes declared honestly. */
function docxWithZeros(bombs: number, mb: number): Uint8Array {
  const zeros = Buffer.alloc(mb * 1024 * 1024);
  const zerosDeflated = zlib.deflateRawSync(zeros, { level: 9 });
  const parts = [
    { name: '[Content_Types].xml', raw: Buffer.from(CONTENT_TYPES) },
    {
      name: 'word/document.xml',
      raw: Buffer.from(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
      ),
    },
    ...Array.from({ length: bombs }, (_, i) => ({
      name: `word/media/image${i}.bin`,
      raw: zeros,
      data: zerosDeflated,
    })),
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = 'data' in part ? part.data : zlib.deflateRawSync(part.raw);
    const crc = zlib.crc32(part.raw);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(part.raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(part.raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

describe('parse queue', () => {
  it('answers 503 with Retry-After when the queue is full, and serves the others', async () => {
    process.env.DOCUMENT_WORKERS = '1';
    process.env.DOCUMENT_QUEUE_MAX = '1';
    process.env.DOCUMENT_TIMEOUT_MS = '4000';
    resetEnvForTests();
    const slow = fixture('test/fixtures/resumes/many-pages.pdf');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => upload(slow, 'many-pages.pdf')),
    );
    const busy = results.filter((r) => r.status === 503);
    // One parses, one waits, three are turned away.
    expect(busy).toHaveLength(3);
    for (const r of busy) {
      expect(r.body).toMatchObject({ code: 'UNAVAILABLE' });
      expect(r.body.detail).toMatch(/Try again in a few seconds/);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    delete process.env.DOCUMENT_QUEUE_MAX;
    delete process.env.DOCUMENT_TIMEOUT_MS;
    resetEnvForTests();
    expect(
      (await upload(fixture('test/fixtures/resumes/maya-chen-backend.pdf'), 'maya.pdf')).status,
    ).toBe(200);
  });
});

describe('DOCX zip bombs', () => {
  it('refuses a DOCX whose central directory declares more than 100 MB, before inflating it', async () => {
    // 3 × 64 MB of zeros: ~200 KB on the wire, 192 MB declared (and true).
    const bomb = docxWithZeros(3, 64);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const res = await upload(bomb, 'resume.docx');
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(
      'The DOCX file declares more than 100 MB once unzipped; it was refused without unpacking it.',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('still reads a real DOCX', async () => {
    const res = await upload(fixture('test/fixtures/resumes/sam-rivera-frontend.docx'), 'sam.docx');
    expect(res.status).toBe(200);
  });
});

describe('OS memory limit of parsing processes', () => {
  const probe = (addressSpaceMb: number, mb: number) =>
    new Promise<{ ok: boolean; error?: string }>((resolve, reject) => {
      const child = forkWithMemoryLimit({
        file: path.resolve('test/fixtures/memory-probe.mjs'),
        heapMb: 128,
        addressSpaceMb,
        fork: { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] },
      });
      child.once('message', (m) => {
        child.kill();
        resolve(m as { ok: boolean; error?: string });
      });
      child.once('error', reject);
      child.send({ mb });
    });

  it('caps memory the V8 heap limit does not see (a 1.5 GB ArrayBuffer under a 1 GB limit fails; under 8 GB it works)', async () => {
    const limited = await probe(1024, 1536);
    expect(limited.ok).toBe(false);
    expect(limited.error).toMatch(/allocation failed/i);
    expect((await probe(8192, 1536)).ok).toBe(true);
  });
});

describe('odd Word files', () => {
  it('reads a web page saved as .doc (Word "Web Page", windows-1252) as HTML', async () => {
    const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta http-equiv=Content-Type content="text/html; charset=windows-1252"><title>Resume</title>
<style><!-- p.MsoNormal {margin:0cm; font-family:"Calibri"} --></style>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View></w:WordDocument></xml><![endif]--></head>
<body lang=EN-GB><div class=WordSection1>
<p class=MsoNormal><b>Jos\xe9 Alvarez</b></p>
<p class=MsoNormal>jose.alvarez@example.com | +44 20 7946 0958</p>
<h2>Experience</h2>
<p class=MsoNormal><b>Senior Accountant</b>, Northwind Traders &#8211; 2019 to 2024</p>
<ul><li>Closed the monthly books for three
entities in five working days</li><li>Led the move to IFRS&nbsp;16 reporting</li></ul>
<h2>Skills</h2><p class=MsoNormal>Excel, SAP, IFRS, budgeting &amp; forecasting</p>
</div></body></html>`;
    const res = await upload(new Uint8Array(Buffer.from(html, 'latin1')), 'Jose Alvarez CV.doc');
    expect(res.status).toBe(200);
    const json = JSON.stringify(res.body.resume_json);
    expect(json).toContain('José Alvarez');
    expect(json).toContain('jose.alvarez@example.com');
    expect(json).toContain('Closed the monthly books for three entities in five working days');
    expect(json).not.toMatch(/MsoNormal|WordDocument|Calibri/);
  });

  it('answers a cut-off DOC with a 422 that says it is incomplete', async () => {
    const whole = fixture(
      'test/fixtures/third-party/resumes/doc/CONVERTED_soupboss_01-Accountant.doc',
    );
    for (const size of [512, 4096, Math.floor(whole.byteLength / 2)]) {
      const res = await upload(whole.subarray(0, size), 'resume.doc');
      expect(res.status, `cut at ${size}`).toBe(422);
      expect(res.body.detail).toMatch(/^The DOC file is incomplete: .*cut off/);
    }
  });

  it('answers a DOC with damaged text tables with a 422 that says so', async () => {
    const damaged = Buffer.from(
      fixture('test/fixtures/third-party/resumes/doc/CONVERTED_soupboss_01-Accountant.doc'),
    );
    for (let i = 600; i < 3000; i++) damaged[i] = (i * 7) & 255;
    const res = await upload(new Uint8Array(damaged), 'resume.doc');
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(
      /^The DOC file is damaged: the tables Word uses to find its text are unreadable/,
    );
  });
});
