import 'server-only';
import { ZodError } from 'zod';
import { log } from '@/server/log';
import { AppError } from './app-error';

function issueDetail(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  if (!field) return issue.message;
  const spoken = field.replace(/[_.]/g, ' ').toLowerCase();
  // Messages written for people ('Job title is required') already name the field.
  return issue.message.toLowerCase().includes(spoken)
    ? issue.message
    : `${field}: ${issue.message}`;
}

function prismaCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && 'clientVersion' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Maps any thrown value to the `{detail, code}` answer; unknown errors are logged and never leak. */
export function errorResponse(error: unknown, requestId: string): Response {
  const headers: Record<string, string> = { 'x-request-id': requestId };
  let status: number;
  let body: Record<string, unknown>;
  if (error instanceof AppError) {
    status = error.status;
    body = { detail: error.message, code: error.code };
    Object.assign(headers, error.headers);
  } else if (error instanceof ZodError) {
    status = 422;
    body = {
      detail: issueDetail(error),
      code: 'VALIDATION_ERROR',
      errors: error.issues.map((i) => ({
        field: i.path.map(String).join('.'),
        message: i.message,
      })),
    };
  } else if (prismaCode(error) === 'P2025') {
    status = 404;
    body = { detail: 'Not found', code: 'NOT_FOUND' };
  } else if (prismaCode(error) === 'P2002') {
    status = 409;
    body = { detail: 'Already exists', code: 'CONFLICT' };
  } else {
    log.error({ err: error, requestId }, 'unhandled error');
    status = 500;
    body = {
      detail: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL_ERROR',
    };
  }
  if (status >= 500 && error instanceof AppError)
    log.warn({ err: error, requestId }, 'upstream failure');
  return Response.json(body, { status, headers });
}
