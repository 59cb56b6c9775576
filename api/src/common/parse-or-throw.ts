import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';
import { firstIssueMessage } from '@camping/contracts/schemas/common';

/** Validates input with the shared zod schema; a refusal is a 400 whose Spanish message names the field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new BadRequestException({ success: false, message: firstIssueMessage(result.error) });
  }
  return result.data;
}
