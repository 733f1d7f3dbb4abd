import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Reply schemas of plain data (objects, arrays, strings, numbers, booleans, enums, literals,
 * records, nullable and optional fields) are compiled once to a fast-json-stringify function:
 * it writes the listed fields and drops the rest, as the zod encoding did, without building a
 * second copy of the reply first. On nearby's 100 messages (~70 KB) that was 1.0 ms of zod and
 * JSON.stringify against 0.25 ms (issue 22). It coerces where zod refused: a presenter's wrong
 * type is a typing error that tsc catches, not a 500 at run time any more.
 *
 * Anything else (transforms, codecs, pipes, defaults, unions, strict or loose objects, lazy
 * schemas) keeps the zod encoding, whose output may differ from its input.
 */
export const replySerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (schema instanceof z.ZodType && isPlainData(schema)) {
    return fastJson(withoutClosedObjects(z.toJSONSchema(schema, { target: 'draft-7' })) as never);
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};

const LEAVES = new Set(['string', 'number', 'boolean', 'null', 'enum', 'literal']);

/** Whether encoding `schema` returns its input, less the fields it does not list. */
export function isPlainData(schema: z.ZodType): boolean {
  const def = schema._zod.def;
  if (LEAVES.has(def.type)) return true;
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    return isPlainData(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodArray) return isPlainData(schema.element as z.ZodType);
  if (schema instanceof z.ZodRecord) {
    return isPlainData(schema.keyType as z.ZodType) && isPlainData(schema.valueType as z.ZodType);
  }
  if (schema instanceof z.ZodObject) {
    // A strict object refuses unknown fields and a loose one keeps them: only the default strips.
    if (schema._zod.def.catchall !== undefined) return false;
    return Object.values(schema.shape as Record<string, z.ZodType>).every(isPlainData);
  }
  return false;
}

/**
 * fast-json-stringify writes only the properties an object lists unless it is told otherwise;
 * `additionalProperties: false` would only make a nullable object's check (anyOf) refuse a
 * value with an extra field, where zod drops the field.
 */
function withoutClosedObjects(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withoutClosedObjects);
  if (json === null || typeof json !== 'object') return json;
  return Object.fromEntries(
    Object.entries(json)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .filter(([key]) => key !== '$schema')
      .map(([key, value]) => [key, withoutClosedObjects(value)]),
  );
}
