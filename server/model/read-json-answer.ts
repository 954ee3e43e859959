import type { z } from 'zod';

/** Why a model's answer cannot be used (empty, no JSON, not the shape): a simpler mode may do better. */
export class ModelAnswerUnusable extends Error {}

/**
 * The JSON object in a model's answer, read with `schema`. Servers without enforced output (LM
 * Studio, Ollama) often wrap it in a ``` fence or a sentence: the first `{` to the last `}` is read.
 */
export function readJsonAnswer<T>(content: string | null | undefined, schema: z.ZodType<T>): T {
  if (!content?.trim()) throw new ModelAnswerUnusable('empty answer');
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) throw new ModelAnswerUnusable('no JSON object in the answer');
  let value: unknown;
  try {
    value = JSON.parse(content.slice(start, end + 1));
  } catch {
    throw new ModelAnswerUnusable('the answer is not valid JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ModelAnswerUnusable('the JSON does not have the expected shape');
  return parsed.data;
}
