// Personal access tokens (ADR 150): session only. Declared once, used by the routes and the OpenAPI document.
import { z } from 'zod';
import { createTokenSchema, tokenSummarySchema } from '@/lib/tokens/schemas';
import { defineOperation } from '@/lib/contract/operation';
import { messageSchema } from './common';

const tag = 'Tokens';

export const createToken = defineOperation({
  operationId: 'createToken',
  method: 'POST',
  path: '/api/tokens',
  tag,
  summary: 'Create a personal access token (answered once)',
  description: 'Needs a signed-in session: a token cannot create tokens.',
  scope: 'session',
  body: createTokenSchema,
  responses: {
    201: {
      description: 'Created',
      schema: z.object({
        message: z.string(),
        token: z.string().describe('pst_…, shown only now'),
        data: tokenSummarySchema,
      }),
    },
  },
});

export const listTokens = defineOperation({
  operationId: 'listTokens',
  method: 'GET',
  path: '/api/tokens',
  tag,
  summary: 'List personal access tokens (never the tokens themselves)',
  scope: 'session',
  responses: {
    200: { description: 'Tokens', schema: z.object({ data: z.array(tokenSummarySchema) }) },
  },
});

export const revokeToken = defineOperation({
  operationId: 'revokeToken',
  method: 'DELETE',
  path: '/api/tokens/{id}',
  tag,
  summary: 'Revoke a personal access token',
  scope: 'session',
  responses: { 200: { description: 'Revoked', schema: messageSchema } },
});
