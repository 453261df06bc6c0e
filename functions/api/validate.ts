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

/** Deeper than any request of the API: a body nested thousands of levels would break later serialisation (and be stored). */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests at most `max` arrays and objects; iterative, so a deep value cannot overflow the stack. */
export function depthWithin(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= max) return false;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return true;
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
    if (!depthWithin(value, MAX_JSON_DEPTH)) {
      throw new AppError('request/invalid', `The request body is nested more than ${MAX_JSON_DEPTH} levels deep; no request of this API needs that.`);
    }
  }
  return parse(schema, value);
}
