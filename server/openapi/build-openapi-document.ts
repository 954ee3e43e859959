import 'server-only';
import { z } from 'zod';
import { TOKEN_SCOPE_LABELS, TOKEN_SCOPES } from '@/lib/tokens/schemas';
import { site } from '@/lib/site';
import type { ApiOperation } from '@/lib/contract/operation';
import { env } from '@/server/env';
import { publicOperations } from './public-operations';
import { WEBHOOK_EVENTS } from '@/lib/webhooks/schemas';
import { webhookPayloadSchema } from '@/lib/contracts/webhook-events';
import { errorSchema } from '@/lib/contracts/common';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): `input` for what clients send
 * (before transforms and defaults), `output` for what they get; files become binary strings.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      const def = (ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def;
      if (def.type === 'custom')
        Object.assign(ctx.jsonSchema, {
          type: 'string',
          contentMediaType: 'application/octet-stream',
        });
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

const errorRef = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

function parameters(op: ApiOperation) {
  const path = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!op.query) return path;
  const json = toJsonSchema(op.query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const query = Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema,
  }));
  return [...path, ...query];
}

/** No sign-in for public operations; the session only; or the session or a token with the scope. */
function security(op: ApiOperation) {
  if (op.scope === 'public') return [];
  if (op.scope === 'session') return [{ sessionToken: [] }];
  return [{ sessionToken: [] }, { personalAccessToken: [op.scope] }];
}

function operationObject(op: ApiOperation) {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(op.responses)) {
    const content = answer.schema
      ? { 'application/json': { schema: toJsonSchema(answer.schema, 'output') } }
      : answer.contentType
        ? Object.fromEntries(
            [answer.contentType]
              .flat()
              .map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
          )
        : Number(status) >= 400
          ? { 'application/json': { schema: errorRef } }
          : undefined;
    responses[status] = content
      ? { description: answer.description, content }
      : { description: answer.description };
  }
  if (op.scope !== 'public') {
    responses['401'] = errorAnswer('Missing, invalid, expired or revoked token');
    responses['403'] = errorAnswer(
      op.scope === 'session'
        ? 'Personal access tokens cannot call this'
        : `The token lacks the scope ${op.scope} (code INSUFFICIENT_SCOPE)`,
    );
  }
  if (op.path.includes('{')) responses['404'] = errorAnswer('Not found (or not yours)');
  if (op.body || op.query || op.form || op.rawBody)
    responses['422'] = errorAnswer('Invalid input: `detail` names the field');
  responses['429'] = errorAnswer('Rate limited: see Retry-After');
  const body = op.body
    ? {
        required: true,
        content: { 'application/json': { schema: toJsonSchema(op.body, 'input') } },
      }
    : op.form
      ? {
          required: true,
          content: { 'multipart/form-data': { schema: toJsonSchema(op.form, 'input') } },
        }
      : op.rawBody
        ? {
            required: true,
            description: op.rawBody.description,
            content: Object.fromEntries(
              op.rawBody.contentTypes.map((type) => [
                type,
                { schema: { type: 'string', contentMediaType: type } },
              ]),
            ),
          }
        : undefined;
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    parameters: parameters(op),
    ...(body ? { requestBody: body } : {}),
    responses,
    security: security(op),
    'x-required-scope': op.scope,
  };
}

/** The OpenAPI 3.1 document of the public API, built from the operations the routes use (ADR 151). */
export function buildOpenApiDocument(operations: ApiOperation[] = publicOperations()) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations)
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operationObject(op);
  return {
    openapi: '3.1.1',
    info: {
      title: `${site.name} API`,
      version: '1.0.0',
      description: [
        'Track applications, manage resumes and score them against job descriptions.',
        'Authenticate with `Authorization: Bearer <token>`: a personal access token (`pst_…`, created on the Profile screen or with `POST /api/tokens`) limited to its scopes, or the app’s own session token.',
        'Errors are `{detail, code}`. A token without the scope an operation needs gets 403 `INSUFFICIENT_SCOPE` naming it.',
      ].join('\n\n'),
    },
    servers: [{ url: env().APP_URL }],
    tags: [
      { name: 'Authentication', description: 'Sign-up, email codes, login and sessions' },
      {
        name: 'Account',
        description: 'Profile, avatar, time zone, calendar feed, reminders, export and deletion',
      },
      { name: 'Applications', description: 'The job tracker' },
      { name: 'Attachments', description: 'Files kept with an application' },
      {
        name: 'Contacts',
        description: 'The contacts book: people, their applications, interactions',
      },
      { name: 'Insights', description: 'What is working in the search' },
      {
        name: 'Inbox',
        description: 'Mailboxes over IMAP, uploaded emails, and the status changes they propose',
      },
      { name: 'Cover letters', description: 'Letters grounded in the resume, per application' },
      { name: 'Resumes', description: 'Saved resumes' },
      {
        name: 'Applying',
        description:
          'The apply profile, saved answers, what to attach to a form and what was sent with it',
      },
      { name: 'Exports', description: 'PDF and DOCX exports' },
      { name: 'AI', description: 'Resume scoring and job-description import' },
      { name: 'Tokens', description: 'Personal access tokens (signed-in session only)' },
      { name: 'Webhooks', description: 'Signed event deliveries (Standard Webhooks)' },
    ],
    paths,
    webhooks: Object.fromEntries(
      WEBHOOK_EVENTS.map((type) => [
        type,
        {
          post: {
            summary: `The ${type} event`,
            description:
              'Signed with the headers webhook-id, webhook-timestamp and webhook-signature (Standard Webhooks). Answer 2xx; anything else is retried.',
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: toJsonSchema(webhookPayloadSchema(type), 'output'),
                },
              },
            },
            responses: { '200': { description: 'Received' } },
          },
        },
      ]),
    ),
    components: {
      schemas: { Error: toJsonSchema(errorSchema, 'output') },
      securitySchemes: {
        personalAccessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'pst_…',
          description: `A personal access token. Scopes: ${TOKEN_SCOPES.map((s) => `\`${s}\` (${TOKEN_SCOPE_LABELS[s]})`).join(', ')}. Each operation lists the one it needs.`,
        },
        sessionToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The app’s 15-minute session access token (from /api/auth/login and /api/auth/refresh). Allowed on every operation.',
        },
      },
    },
  };
}
