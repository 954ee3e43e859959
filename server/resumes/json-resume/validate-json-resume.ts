import 'server-only';
import jsonResume from '@jsonresume/schema';
import { Validator } from 'jsonschema';
import { AppError } from '@/server/http/app-error';
import type { JsonResume } from './to-json-resume';

/** Throws 422 naming the first field that breaks the published JSON Resume schema (@jsonresume/schema). */
export function validateJsonResume(doc: unknown): JsonResume {
  const result = new Validator().validate(doc, jsonResume.schema as object);
  const first = result.errors[0];
  if (first) {
    const field = first.property.replace(/^instance\.?/, '') || 'file';
    throw new AppError('VALIDATION_ERROR', `${field}: ${first.message} (JSON Resume schema)`);
  }
  return doc as JsonResume;
}
