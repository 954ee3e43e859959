import 'server-only';
import type { ApiOperation } from '@/lib/contract/operation';
import * as accountApi from '@/lib/contracts/account';
import * as aiApi from '@/lib/contracts/ai';
import * as applyApi from '@/lib/contracts/apply';
import * as authApi from '@/lib/contracts/auth';
import * as trackerApi from '@/lib/contracts/applications';
import * as trackerBulkApi from '@/lib/contracts/applications-bulk';
import * as attachmentsApi from '@/lib/contracts/attachments';
import * as contactsApi from '@/lib/contracts/contacts';
import * as coverLettersApi from '@/lib/contracts/cover-letters';
import * as inboxApi from '@/lib/contracts/inbox';
import * as insightsApi from '@/lib/contracts/insights';
import * as resumesApi from '@/lib/contracts/resumes';
import * as tailoredResumesApi from '@/lib/contracts/tailored-resumes';
import * as tasksApi from '@/lib/contracts/tasks';
import * as tokensApi from '@/lib/contracts/tokens';
import * as webhooksApi from '@/lib/contracts/webhooks';

/** An operations module may also export the schemas its routes parse with: only operations count. */
const isOperation = (value: unknown): value is ApiOperation =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value;

/** Every documented public operation, in the document's order. */
export function publicOperations(): ApiOperation[] {
  return [
    authApi,
    accountApi,
    trackerApi,
    trackerBulkApi,
    attachmentsApi,
    contactsApi,
    tasksApi,
    insightsApi,
    inboxApi,
    coverLettersApi,
    tailoredResumesApi,
    resumesApi,
    applyApi,
    aiApi,
    tokensApi,
    webhooksApi,
  ].flatMap((module) => Object.values(module).filter(isOperation));
}
