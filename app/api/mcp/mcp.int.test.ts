// The MCP server through the SDK's own client over real HTTP on loopback: list tools, add an
// application, find it, move it to Interview, schedule the interview, read stats; scopes decide
// which tools exist; only personal access tokens get in (ADR 153).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { createPersonalAccessToken } from '@/server/tokens/create-personal-access-token';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import * as currentResume from '../resumes/current/route';
import { POST } from './route';

let server: http.Server;
let base: string;
let user: TestUser;

/** Serves the route handler over real HTTP, as `next start` would. */
async function serve() {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const request = new Request(`${base}${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      const response =
        req.method === 'POST'
          ? await POST(request, { params: Promise.resolve({}) })
          : new Response(null, { status: 405 });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function connect(token: string) {
  const client = new Client({ name: 'pursuit-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

type Structured = {
  structuredContent?: Record<string, any>;
  isError?: boolean;
  content?: { type: string; text?: string }[];
};

beforeAll(async () => {
  await serve();
  user = await createUser({ timezone: 'Europe/Berlin' });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('MCP over Streamable HTTP', () => {
  it('lists the tools, adds an application, finds it, moves it to Interview, schedules it and reads stats', async () => {
    const { token } = await createPersonalAccessToken({
      userId: user.id,
      name: 'Claude',
      scopes: ['applications:read', 'applications:write', 'resumes:read', 'ai:use'],
      expiresInDays: 30,
    });
    const client = await connect(token);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(
        [
          'add_application',
          'analyze_resume_against_job',
          'get_application',
          'get_stats',
          'list_upcoming_interviews',
          'schedule_interview',
          'search_applications',
          'update_application_status',
        ].sort(),
      );
      for (const tool of tools) {
        expect(tool.inputSchema.type).toBe('object');
        expect(tool.outputSchema?.type).toBe('object');
      }

      const added = (await client.callTool({
        name: 'add_application',
        arguments: {
          job_title: 'MCP Engineer',
          company: 'Context Co',
          status: 'applied',
          applied_date: '2026-11-21',
        },
      })) as Structured;
      expect(added.isError).toBeFalsy();
      const id = added.structuredContent!.application.id as string;
      expect(added.structuredContent!.application).toMatchObject({
        job_title: 'MCP Engineer',
        status: 'Applied',
      });

      const found = (await client.callTool({
        name: 'search_applications',
        arguments: { query: 'Context' },
      })) as Structured;
      expect(found.structuredContent!.applications.map((a: { id: string }) => a.id)).toEqual([id]);

      const moved = (await client.callTool({
        name: 'update_application_status',
        arguments: { id, status: 'Interview' },
      })) as Structured;
      expect(moved.structuredContent!.application.status).toBe('Interview');

      // 30 March 2026 is after Europe's spring change: 10:00 in Berlin is 08:00 UTC (CEST).
      const scheduled = (await client.callTool({
        name: 'schedule_interview',
        arguments: { id, interview_date: '2027-03-30T10:00', timezone: 'Europe/Berlin' },
      })) as Structured;
      expect(scheduled.structuredContent!.application.interview_date).toBe(
        '2027-03-30T10:00:00+02:00',
      );
      const upcoming = (await client.callTool({
        name: 'list_upcoming_interviews',
        arguments: {},
      })) as Structured;
      expect(upcoming.structuredContent!.applications[0]).toMatchObject({
        id,
        interview_timezone: 'Europe/Berlin',
      });

      const stats = (await client.callTool({ name: 'get_stats', arguments: {} })) as Structured;
      expect(stats.structuredContent!.counts).toMatchObject({ interview: 1, total: 1 });
      expect(stats.structuredContent!.pipeline.applied).toBe(1);

      const one = (await client.callTool({
        name: 'get_application',
        arguments: { id },
      })) as Structured;
      expect(one.structuredContent!.application).toMatchObject({
        id,
        status: 'Interview',
        company: 'Context Co',
      });
      expect(JSON.parse(one.content![0]!.text!)).toEqual(one.structuredContent);
    } finally {
      await client.close();
    }
  });

  it('scores the current resume against a pasted job description', async () => {
    const resume = resumeSchema.parse({
      header: { fullName: 'Ada Lovelace', title: 'Backend Engineer' },
      summary: 'Backend engineer building Go services on Kubernetes.',
      experience: [
        {
          role: 'Engineer',
          company: 'Engines',
          startDate: '2020',
          endDate: 'Present',
          achievements: ['Built Go services on Kubernetes and PostgreSQL'],
        },
      ],
      skills: { Languages: ['Go', 'SQL'] },
    });
    expect(
      (
        await callRoute(currentResume.PUT, {
          token: user.token,
          method: 'PUT',
          body: { resume_json: resume },
        })
      ).status,
    ).toBe(200);
    const { token } = await createPersonalAccessToken({
      userId: user.id,
      name: 'ai',
      scopes: ['ai:use', 'resumes:read'],
      expiresInDays: 1,
    });
    const client = await connect(token);
    try {
      const result = (await client.callTool({
        name: 'analyze_resume_against_job',
        arguments: {
          job_description:
            'We need a backend engineer with Go, Kubernetes, PostgreSQL and Terraform experience.',
        },
      })) as Structured;
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      expect(result.structuredContent!.resume_name).toBeTruthy();
      expect(result.structuredContent!.analysis.ats_score).toBeGreaterThan(0);
      expect(result.structuredContent!.analysis.missing_keywords.join(' ')).toMatch(/terraform/i);
    } finally {
      await client.close();
    }
  });

  it('a read-only token sees only reading tools; another user’s id is not found', async () => {
    const other = await createUser();
    const { token } = await createPersonalAccessToken({
      userId: other.id,
      name: 'ro',
      scopes: ['applications:read'],
      expiresInDays: 1,
    });
    const client = await connect(token);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual([
        'get_application',
        'get_stats',
        'list_upcoming_interviews',
        'search_applications',
      ]);
      const mine = (await client.callTool({
        name: 'search_applications',
        arguments: {},
      })) as Structured;
      expect(mine.structuredContent!.applications).toEqual([]);
      const theirs = await callRoute((await import('../applications/my-applications/route')).GET, {
        token: user.token,
      });
      const stranger = (await client.callTool({
        name: 'get_application',
        arguments: { id: theirs.body.data[0].id },
      })) as Structured;
      expect(stranger.isError).toBe(true);
      expect(stranger.content![0]!.text).toBe('Application not found');
      await expect(
        client.callTool({
          name: 'add_application',
          arguments: { job_title: 'x', company: 'y', status: 'applied' },
        }),
      ).resolves.toMatchObject({ isError: true });
    } finally {
      await client.close();
    }
  });

  it('refuses session tokens, revoked tokens and no token with 401', async () => {
    for (const authorization of [`Bearer ${user.token}`, 'Bearer pst_unknown', '']) {
      const res = await fetch(`${base}/api/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          authorization,
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});
