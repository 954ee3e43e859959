import 'server-only';
import type { ApiOperation } from '@/server/http/api-operation';
import * as aiApi from './operations/ai';
import * as trackerApi from './operations/applications';
import * as attachmentsApi from './operations/attachments';
import * as coverLettersApi from './operations/cover-letters';
import * as insightsApi from './operations/insights';
import * as resumesApi from './operations/resumes';
import * as tokensApi from './operations/tokens';
import * as webhooksApi from './operations/webhooks';

/** Every documented public operation, in the document's order. */
export function publicOperations(): ApiOperation[] {
  return [
    trackerApi,
    attachmentsApi,
    insightsApi,
    coverLettersApi,
    resumesApi,
    aiApi,
    tokensApi,
    webhooksApi,
  ].flatMap((module) => Object.values(module) as ApiOperation[]);
}
