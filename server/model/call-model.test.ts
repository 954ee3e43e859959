// The model client against a real loopback HTTP server that answers each request with the next
// scripted reply: the structured → JSON-mode → plain-text chain, what moves it on and what ends it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { resetEnvForTests } from '@/server/env';
import { callModel, ModelAnswerUnusable } from './call-model';

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'silent';
});

type Sent = { response_format?: { type: string }; messages: { role: string; content: string }[] };
type Reply = { status: number; content?: string } | 'hang';

let server: http.Server;
let url: string;
let replies: Reply[] = [];
const sent: Sent[] = [];
const hanging = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      sent.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      const reply = replies.shift() ?? { status: 500 };
      if (reply === 'hang') return void hanging.add(res);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          reply.status === 200
            ? {
                id: 'x',
                object: 'chat.completion',
                created: 0,
                model: 'm',
                choices: [
                  {
                    index: 0,
                    finish_reason: 'stop',
                    message: { role: 'assistant', content: reply.content ?? null, refusal: null },
                  },
                ],
              }
            : { error: { message: `status ${reply.status}`, type: 'invalid_request_error' } },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  resetEnvForTests();
});

function configure(baseUrl = url, timeoutMs = 3000) {
  process.env.OPENAI_BASE_URL = baseUrl;
  process.env.OPENAI_API_KEY = 'test-key';
  process.env.OPENAI_MODEL = 'test-model';
  process.env.OPENAI_TIMEOUT_MS = String(timeoutMs);
  resetEnvForTests();
}

afterEach(() => {
  replies = [];
  sent.length = 0;
});

const answer = z.object({ items: z.array(z.string()).min(1), note: z.string().nullable() });
const lenient = z.object({
  items: z.array(z.string()).min(1),
  note: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
const prompt = { system: 'List things.', user: 'Three fruits', shapeHint: 'Answer {"items":[]}.' };
const ok = (content: string) => ({ status: 200, content });
const listFromText = (content: string) => {
  const items = content.match(/^- (.+)$/gm)?.map((l) => l.slice(2));
  if (!items?.length) throw new ModelAnswerUnusable('no list in the text answer');
  return { items, note: null };
};

describe('callModel', () => {
  it('asks for structured output first and takes its answer', async () => {
    configure();
    replies = [ok('{"items":["apple"],"note":"ripe"}')];
    const r = await callModel(answer, prompt, { name: 'fruits', temperature: 0 });
    expect(r).toEqual({ ok: true, mode: 'structured', value: { items: ['apple'], note: 'ripe' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.response_format?.type).toBe('json_schema');
    // The shape hint is only for modes where no schema is enforced.
    expect(sent[0]!.messages[0]!.content).toBe('List things.');
  });

  it('falls back to JSON mode when the server refuses json_schema, with the shape spelled out and the lenient schema', async () => {
    configure();
    replies = [{ status: 400 }, ok('{"items":["pear"]}')];
    const r = await callModel(answer, prompt, { name: 'fruits', temperature: 0, lenient });
    expect(r).toEqual({ ok: true, mode: 'json', value: { items: ['pear'], note: null } });
    expect(sent.map((s) => s.response_format?.type)).toEqual(['json_schema', 'json_object']);
    expect(sent[1]!.messages[0]!.content).toBe('List things. Answer {"items":[]}.');
  });

  it('falls back to plain text and reads the JSON inside a fence or sentence', async () => {
    configure();
    replies = [
      { status: 422 },
      { status: 415 },
      ok('Sure! ```json\n{"items":["fig"],"note":null}\n``` Enjoy.'),
    ];
    const r = await callModel(answer, prompt, { name: 'fruits', temperature: 0 });
    expect(r).toEqual({ ok: true, mode: 'text', value: { items: ['fig'], note: null } });
    expect(sent.map((s) => s.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      undefined,
    ]);
  });

  it('reads a text answer with no JSON through fromText', async () => {
    configure();
    replies = [{ status: 400 }, { status: 400 }, ok('Here:\n- kiwi\n- lime')];
    const r = await callModel(answer, prompt, {
      name: 'fruits',
      temperature: 0,
      fromText: listFromText,
    });
    expect(r).toEqual({ ok: true, mode: 'text', value: { items: ['kiwi', 'lime'], note: null } });
  });

  it('moves on when an answer does not have the shape, and reports the last reason when no mode works', async () => {
    configure();
    replies = [ok('{"wrong":1}'), ok('not json at all'), ok('still nothing')];
    const r = await callModel(answer, prompt, {
      name: 'fruits',
      temperature: 0,
      fromText: listFromText,
    });
    expect(r).toEqual({ ok: false, reason: 'no list in the text answer' });
    expect(sent).toHaveLength(3);
  });

  it('names why an answer was unusable: empty, invalid JSON, wrong shape', async () => {
    configure();
    replies = [ok(''), ok('{not: json}'), ok('{"items":[]}')];
    const r = await callModel(answer, prompt, { name: 'fruits', temperature: 0 });
    expect(r).toEqual({ ok: false, reason: 'the JSON does not have the expected shape' });
    replies = [{ status: 400 }, ok(''), ok('{not: json}')];
    expect(await callModel(answer, prompt, { name: 'fruits', temperature: 0 })).toEqual({
      ok: false,
      reason: 'the answer is not valid JSON',
    });
    replies = [{ status: 400 }, { status: 400 }, ok('   ')];
    expect(await callModel(answer, prompt, { name: 'fruits', temperature: 0 })).toEqual({
      ok: false,
      reason: 'empty answer',
    });
  });

  it('stops at a server error: no further mode is tried', async () => {
    configure();
    replies = [{ status: 500 }, ok('{"items":["never"],"note":null}')];
    const r = await callModel(answer, prompt, { name: 'fruits', temperature: 0 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toBe('it returned an error');
    expect(sent).toHaveLength(1);
  });

  it('one deadline for every mode: a server that never answers ends the call in time', async () => {
    configure(url, 800);
    replies = [{ status: 400 }, 'hang'];
    const started = Date.now();
    const r = await callModel(answer, prompt, { name: 'fruits', temperature: 0 });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toBe('it did not answer in time or could not be reached');
    expect(sent).toHaveLength(2);
  });

  it('a server that cannot be reached is a local fallback, not an exception', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    configure(`http://127.0.0.1:${port}/v1`);
    const r = await callModel(answer, prompt, { name: 'fruits', temperature: 0 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toBe('it did not answer in time or could not be reached');
  });
});
