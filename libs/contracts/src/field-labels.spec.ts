import { bloqueoCreateSchema } from './schemas/calendario-externo';
import { etiquetaCampo, etiquetaPantalla } from './field-labels';
import { firstIssueMessage } from './schemas/common';
import { reservaCreateSchema } from './schemas/reserva';

describe('one mapping from field to label (issue 37 item 2)', () => {
  it('names fields as the screens label them, and leaves API-only names and labels alone', () => {
    expect(etiquetaCampo('hospedaje_id')).toBe('hospedaje');
    expect(etiquetaCampo('monto_total')).toBe('monto total');
    expect(etiquetaCampo('page_size')).toBe('page_size');
    expect(etiquetaCampo('monto total')).toBe('monto total');
    expect(etiquetaPantalla('fecha_entrada')).toBe('Fecha de entrada');
  });

  it('a block without a unit says «hospedaje», never the wire name', () => {
    const parsed = bloqueoCreateSchema.safeParse({ fecha_entrada: '2030-01-01', fecha_salida: '2030-01-03' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(firstIssueMessage(parsed.error)).toBe('El campo hospedaje es obligatorio');
  });

  it('no message of the booking schema names a field by its column', () => {
    const parsed = reservaCreateSchema.safeParse({});
    expect(parsed.success).toBe(false);
    if (!parsed.success) for (const issue of parsed.error.issues) expect(issue.message).not.toMatch(/El campo [a-z]+_[a-z_]+ /);
  });
});
