/** OpenAPI descriptions built from the same zod schemas that validate the calls (no second copy to drift). */
import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

export function ApiZodBody(schema: z.ZodType, description?: string) {
  return ApiBody({ schema: jsonSchemaOf(schema) as never, description });
}

export interface QueryDoc {
  name: string;
  description: string;
  example?: string | number;
}

/** Optional query parameters: which ones are used depends on the variant of the call (spec section 7). */
export function ApiQueries(params: QueryDoc[]) {
  return applyDecorators(
    ...params.map((p) => ApiQuery({ name: p.name, required: false, description: p.description, example: p.example, type: String })),
  );
}
