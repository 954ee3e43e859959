import 'server-only';
import OpenAI, { APIConnectionError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { readJsonAnswer, ModelAnswerUnusable } from './read-json-answer';

export { ModelAnswerUnusable } from './read-json-answer';

export type ModelPrompt = {
  system: string;
  user: string;
  /** Added to the system message in the modes where no schema is enforced (JSON mode, plain text). */
  shapeHint?: string;
};

export type CallModelOptions<T> = {
  /** The schema's name in a structured-output request. */
  name: string;
  temperature: number;
  /**
   * Reads the JSON in a JSON-mode or plain-text answer (default: the schema itself). A model with
   * no schema enforced may leave keys out; a lenient twin fills them in.
   */
  lenient?: z.ZodType<T>;
  /**
   * Plain-text mode only, when the answer holds no JSON of the shape: reads the text itself (a
   * bulleted list, a letter). Throws ModelAnswerUnusable when the text is not usable either.
   */
  fromText?: (content: string) => T;
};

export type ModelMode = 'structured' | 'json' | 'text';

/** The model's answer, or why there is none: the caller then uses its local result. */
export type ModelAnswer<T> =
  { ok: true; value: T; mode: ModelMode } | { ok: false; reason: string; error?: unknown };

/** A refusal of the request format itself (400/404/415/422/501): a simpler mode may work. */
function refusedShape(error: unknown): boolean {
  return (
    error instanceof APIError &&
    !(error instanceof APIConnectionError) &&
    [400, 404, 415, 422, 501].includes(error.status ?? 0)
  );
}

/**
 * Asks the configured OpenAI-compatible server (OPENAI_BASE_URL, OPENAI_MODEL) for an answer of
 * `schema`: structured output (JSON schema), else JSON mode, else plain text (ADR 205). Only a
 * refusal of the request format or an unusable answer moves to the next mode; a timeout, an
 * unreachable server or a server error ends the call. One deadline (OPENAI_TIMEOUT_MS) covers
 * every mode together. Never throws for what the model does: `ok: false` tells the caller to use
 * its local result, with a reason fit for a notice.
 */
export async function callModel<T>(
  schema: z.ZodType<T>,
  prompt: ModelPrompt,
  options: CallModelOptions<T>,
): Promise<ModelAnswer<T>> {
  const e = env();
  const client = new OpenAI({
    apiKey: e.OPENAI_API_KEY ?? 'not-needed',
    baseURL: e.OPENAI_BASE_URL,
    timeout: e.OPENAI_TIMEOUT_MS,
    maxRetries: 0,
  });
  const signal = AbortSignal.timeout(e.OPENAI_TIMEOUT_MS);
  const user = { role: 'user' as const, content: prompt.user };
  const plain = [{ role: 'system' as const, content: prompt.system }, user];
  const withShape = prompt.shapeHint
    ? [{ role: 'system' as const, content: `${prompt.system} ${prompt.shapeHint}` }, user]
    : plain;
  const read = (content: string | null | undefined) =>
    readJsonAnswer(content, options.lenient ?? schema);
  const base = { model: e.OPENAI_MODEL, temperature: options.temperature };

  const modes: [ModelMode, () => Promise<T>][] = [
    [
      'structured',
      async () => {
        const res = await client.chat.completions.parse(
          {
            ...base,
            response_format: zodResponseFormat(schema, options.name),
            messages: plain,
          },
          { signal },
        );
        const message = res.choices[0]?.message;
        return (message?.parsed as T | null | undefined) ?? read(message?.content);
      },
    ],
    [
      'json',
      async () => {
        const res = await client.chat.completions.create(
          { ...base, response_format: { type: 'json_object' }, messages: withShape },
          { signal },
        );
        return read(res.choices[0]?.message.content);
      },
    ],
    [
      'text',
      async () => {
        const res = await client.chat.completions.create(
          { ...base, messages: withShape },
          { signal },
        );
        const content = res.choices[0]?.message.content;
        try {
          return read(content);
        } catch (error) {
          if (!options.fromText || !content?.trim()) throw error;
          return options.fromText(content);
        }
      },
    ],
  ];

  let reason = 'no answer';
  for (const [mode, ask] of modes) {
    try {
      return { ok: true, value: await ask(), mode };
    } catch (error) {
      // The server refused this request format, or answered something unusable: try a simpler mode.
      if (!signal.aborted && (refusedShape(error) || !(error instanceof APIError))) {
        reason =
          error instanceof ModelAnswerUnusable
            ? error.message
            : refusedShape(error)
              ? 'it rejected the request format'
              : 'its answer could not be used';
        continue;
      }
      reason =
        signal.aborted || error instanceof APIConnectionError
          ? 'it did not answer in time or could not be reached'
          : 'it returned an error';
      log.warn({ err: error, schema: options.name }, 'AI model call failed');
      return { ok: false, reason, error };
    }
  }
  return { ok: false, reason };
}
