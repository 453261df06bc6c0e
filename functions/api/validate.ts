import type { Context } from 'hono';
import type { z } from 'zod';
import { describeIssues } from '../../shared/engine';
import { AppError } from '../core/errors';

/** Parses a value with a contract schema; a mismatch is a 400 naming the first problems. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('request/invalid', `The request is not valid: ${describeIssues(result.error)}.`);
  return result.data;
}

/** The JSON body, validated; an empty body counts as `{}`. */
export async function body<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const text = await c.req.text();
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new AppError('request/invalid', 'The request body is not valid JSON.');
    }
  }
  return parse(schema, value);
}
