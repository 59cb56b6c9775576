/**
 * Forms keep every input as text, so one object refinement can check all fields at once (a number that fails to
 * parse would otherwise stop zod before the cross-field rules). Each field is checked with the shared schema piece
 * and its Spanish message.
 */
import { etiquetaCampo } from '@camping/contracts/field-labels';
import type { z } from 'zod';

export function checkField(ctx: z.RefinementCtx, schema: z.ZodType, value: unknown, path: string): boolean {
  const result = schema.safeParse(value);
  if (result.success) return true;
  ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Valor inválido', path: [path] });
  return false;
}

/** A date field: empty reads 'El campo {campo} es obligatorio', anything else goes through the shared date rule. */
/** `campo` defaults to the field's one label (@camping/contracts/field-labels, issue 37). */
export function checkDateField(ctx: z.RefinementCtx, schema: z.ZodType, value: string, path: string, campo: string = etiquetaCampo(path)): boolean {
  if (value.trim() === '') {
    ctx.addIssue({ code: 'custom', message: `El campo ${campo} es obligatorio`, path: [path] });
    return false;
  }
  return checkField(ctx, schema, value, path);
}
