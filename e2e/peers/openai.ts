// An OpenAI-compatible chat-completions server for tests (e2e on E2E_OPENAI_PORT, and the
// integration tests of the `openai` provider). It answers from the findings it is sent, and the
// requested model name picks a behaviour:
//   any name           → honours json_schema / json_object / plain text like a real server
//   "no-json-schema"   → 400 for response_format json_schema (like older servers); JSON mode works
//   "text-only"        → 400 for any response_format (LM Studio-like); plain text answers as a
//                        bulleted list, a structure as JSON in a ```json fence after a sentence
//   "overclaims"       → suggestions that claim skills and years the resume does not show, beside grounded ones
//   "garbage"          → 200 with content that is neither JSON nor a list
//   "hang"             → accepts the request and never answers
//   "broken"           → 500
// A cover-letter request (its user message carries "cover_letter_request") is answered with a
// letter written from the resume it is sent; "overclaims" plants invented claims in it (an
// employer, a skill, a number and a degree the resume does not have). An application-question
// request ("application_answer_request") is answered from the resume's first achievement;
// "overclaims" adds an invented employer, skill and number.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Body = {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name?: string } };
};

type DraftEntry = Record<string, unknown> & { achievements?: string[]; techStack?: string[] };

/**
 * Structure requests: the heuristic draft it is sent, in the model's shape, plus two things a
 * careless model might add (an achievement and an email that are not in the resume) so tests
 * can check the app keeps only what the resume says.
 */
function structureFrom(body: Body): unknown {
  const user = body.messages?.find((m) => m.role === 'user')?.content ?? '{}';
  const { heuristic_draft: draft = {} } = JSON.parse(user) as {
    heuristic_draft?: Record<string, unknown>;
  };
  const keys = [
    'role',
    'company',
    'institution',
    'degree',
    'name',
    'location',
    'startDate',
    'endDate',
    'description',
  ];
  const entry = (e: DraftEntry) => ({
    ...Object.fromEntries(keys.map((k) => [k, typeof e[k] === 'string' && e[k] ? e[k] : null])),
    achievements: e.achievements ?? [],
    techStack: e.techStack ?? [],
  });
  const list = (v: unknown) => (Array.isArray(v) ? (v as DraftEntry[]).map(entry) : []);
  const experience = list(draft.experience);
  if (experience[0])
    experience[0].achievements = [
      ...experience[0].achievements,
      'Invented a quantum blockchain that won the Turing Award',
    ];
  const header = {
    ...(draft.header as Record<string, string>),
    email: 'someone.else@invented.example',
  };
  return {
    header: Object.fromEntries(Object.entries(header).map(([k, v]) => [k, v || null])),
    summary: typeof draft.summary === 'string' ? draft.summary : null,
    experience,
    projects: list(draft.projects),
    education: list(draft.education),
    skills: Object.entries((draft.skills as Record<string, string[]>) ?? {}).map(
      ([category, items]) => ({ category, items }),
    ),
  };
}

function suggestionsFrom(body: Body): string[] {
  const user = body.messages?.find((m) => m.role === 'user')?.content ?? '{}';
  let findings: {
    missing_terms?: { keyword: string; importance: string }[];
    ats_checks?: { check: string; points: string }[];
  } = {};
  try {
    findings = JSON.parse(user);
  } catch {
    /* not JSON: answer generally */
  }
  const out = (findings.missing_terms ?? [])
    .slice(0, 3)
    .map(
      (t) =>
        `Model: mention ${t.keyword} (${t.importance}) in an Experience bullet where it is true.`,
    );
  const weak = (findings.ats_checks ?? []).find(
    (c) => !c.points.startsWith(c.points.split('/')[1] ?? ''),
  );
  if (weak) out.push(`Model: improve “${weak.check}” (${weak.points}).`);
  if (!out.length) out.push('Model: the resume already covers the posting; tighten the summary.');
  return out;
}

type LetterResume = {
  header?: { fullName?: string };
  experience?: { role?: string; company?: string; achievements?: string[] }[];
};

function coverLetterFrom(body: Body, model: string): string {
  const user = body.messages?.find((m) => m.role === 'user')?.content ?? '{}';
  const { cover_letter_request: r = {}, resume = {} } = JSON.parse(user) as {
    cover_letter_request?: { company?: string; role?: string; contact_name?: string | null };
    resume?: LetterResume;
  };
  const jobs = (resume.experience ?? []).filter((e) => e.company && e.role);
  const evidence = jobs.slice(0, 2).map((e, i) => {
    const bullets = (e.achievements ?? [])
      .slice(0, 3)
      .map((a) => `I ${a.charAt(0).toLowerCase()}${a.slice(1).replace(/\.?$/, '.')}`);
    return `${i ? 'Before that, at' : 'At'} ${e.company} as ${e.role}, ${bullets.join(' ')}`;
  });
  if (model === 'overclaims')
    evidence.push(
      'At Hooli, I ran Kubernetes clusters for 45 million users and finished a PhD in Physics.',
    );
  return [
    `Dear ${r.contact_name || 'Hiring Manager'},`,
    `I am writing to apply for the ${r.role} position at ${r.company}. My background matches what your team is looking for, and I would be glad to bring it to ${r.company}.`,
    ...evidence,
    `I would welcome the chance to talk about how I could contribute to ${r.company}. Thank you for your time and consideration.`,
    `Sincerely,\n${resume.header?.fullName ?? ''}`,
  ].join('\n\n');
}

function applicationAnswerFrom(body: Body, model: string): string {
  const user = body.messages?.find((m) => m.role === 'user')?.content ?? '{}';
  const request = JSON.parse(user) as {
    application_answer_request: { company: string | null; role: string | null };
    resume: { experience?: DraftEntry[] };
  };
  const first = request.resume.experience?.[0];
  const bullet = first?.achievements?.[0] ?? '';
  const lines = [
    `I want to join ${request.application_answer_request.company ?? 'your team'} as ${request.application_answer_request.role ?? 'a colleague'}.`,
    bullet
      ? `At ${String(first?.company ?? '')}, I ${bullet[0]!.toLowerCase()}${bullet.slice(1)}`
      : '',
  ];
  if (model === 'overclaims')
    lines.push('At Hooli, I ran Kubernetes clusters for 45 million users.');
  return lines.filter(Boolean).join(' ');
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-test-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export type OpenAiPeer = { url: string; requests: Body[]; stop: () => Promise<void> };

/** Starts the server on `port` (0 = any free port). */
export async function startOpenAiPeer(port = 0): Promise<OpenAiPeer> {
  const requests: Body[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
        return send(404, { error: { message: 'not found' } });
      let body: Body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { error: { message: 'invalid JSON body' } });
      }
      requests.push(body);
      const model = body.model ?? 'test';
      const format = body.response_format?.type;
      if (model === 'hang') {
        hanging.add(res);
        return;
      }
      if (model === 'broken') return send(500, { error: { message: 'internal error' } });
      if (model === 'garbage')
        return send(200, completion(model, '<<<%%% ~~~ not what you asked for ~~~ %%%>>>'));
      if (model === 'no-json-schema' && format === 'json_schema')
        return send(400, {
          error: {
            message: "response_format 'json_schema' is not supported",
            type: 'invalid_request_error',
          },
        });
      if (model === 'text-only' && format)
        return send(400, {
          error: { message: 'response_format is not supported', type: 'invalid_request_error' },
        });
      // A structure request carries the heuristic draft, whatever response format it asks for.
      const isStructure = body.messages?.some(
        (m) => m.role === 'user' && m.content.includes('"heuristic_draft"'),
      );
      if (isStructure) {
        const json = JSON.stringify(structureFrom(body));
        return send(
          200,
          completion(
            model,
            format ? json : `Here is the resume as JSON:\n\`\`\`json\n${json}\n\`\`\``,
          ),
        );
      }
      if (
        body.messages?.some(
          (m) => m.role === 'user' && m.content.includes('"cover_letter_request"'),
        )
      ) {
        const letter = coverLetterFrom(body, model);
        return send(200, completion(model, format ? JSON.stringify({ letter }) : letter));
      }
      if (
        body.messages?.some(
          (m) => m.role === 'user' && m.content.includes('"application_answer_request"'),
        )
      ) {
        const answer = applicationAnswerFrom(body, model);
        return send(200, completion(model, format ? JSON.stringify({ answer }) : answer));
      }
      if (model === 'overclaims') {
        const suggestions = [
          'Model: highlight your 6 years of Kubernetes and Kafka in the summary.',
          'Model: mention Python in an Experience bullet where it is true.',
          'Model: lead with your React and TypeScript work, it matches the front-end parts of the role.',
        ];
        return send(200, completion(model, JSON.stringify({ suggestions })));
      }
      const suggestions = suggestionsFrom(body);
      if (format === 'json_schema' || format === 'json_object')
        return send(200, completion(model, JSON.stringify({ suggestions })));
      return send(
        200,
        completion(
          model,
          `Here is what I would change:\n${suggestions.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The e2e registration: the peer on E2E_OPENAI_PORT; resolves to its stop function. */
export async function startOpenAiE2ePeer(): Promise<() => Promise<void>> {
  const peer = await startOpenAiPeer(Number(process.env.E2E_OPENAI_PORT));
  return peer.stop;
}
