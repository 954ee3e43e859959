// The inbox classifier with a configured model, against a real loopback OpenAI-compatible server:
// a grounded answer is taken, an answer whose evidence is not in the mail or whose time is not a
// real date is not, and no server at all leaves the local reading.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { classifyMessageWithModel } from './classify-with-model';

vi.hoisted(() => {
  process.env.LOG_LEVEL = 'silent';
});

let server: http.Server;
let next: object = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 0,
          model: 'm',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: JSON.stringify(next), refusal: null },
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.AI_PROVIDER = 'openai';
  process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  process.env.OPENAI_MODEL = 'test-model';
  process.env.OPENAI_TIMEOUT_MS = '5000';
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.AI_PROVIDER;
  delete process.env.OPENAI_BASE_URL;
  resetEnvForTests();
  await new Promise((resolve) => server.close(resolve));
});

const message = {
  subject: 'Quick chat?',
  from: 'Dana Ortiz <dana@globex.com>',
  text: 'Hi Sam, the hiring manager would love to talk with you about the Platform Engineer role. Does Friday 4 December at 10:00 work (Europe/Madrid)?',
  date: new Date('2026-11-20T09:00:00Z'),
};

describe('classifyMessageWithModel', () => {
  beforeEach(() => {
    next = {};
  });

  it('takes a grounded answer from the configured model', async () => {
    next = {
      kind: 'interview',
      company: 'Globex',
      job_title: 'Platform Engineer',
      interview_at: '2026-12-04T10:00:00+01:00',
      interview_timezone: 'Europe/Madrid',
      evidence: 'Does Friday 4 December at 10:00 work (Europe/Madrid)?',
    };
    await expect(classifyMessageWithModel(message)).resolves.toMatchObject({
      kind: 'interview',
      job_title: 'Platform Engineer',
      interview_at: '2026-12-04T10:00:00+01:00',
      interview_timezone: 'Europe/Madrid',
    });
  });

  it('keeps the local reading when the evidence is not in the mail or the time is not real', async () => {
    next = {
      kind: 'offer',
      company: 'Globex',
      job_title: null,
      interview_at: null,
      interview_timezone: null,
      evidence: 'We are pleased to offer you the job.',
    };
    const invented = await classifyMessageWithModel(message);
    expect(invented.kind).not.toBe('offer');
    next = {
      kind: 'interview',
      company: 'Globex',
      job_title: null,
      interview_at: 'next Friday',
      interview_timezone: 'Mars/Olympus',
      evidence: 'Does Friday 4 December at 10:00 work (Europe/Madrid)?',
    };
    const badTime = await classifyMessageWithModel(message);
    expect(badTime.interview_at).not.toBe('next Friday');
  });
});
