import { CBU_MSG } from '../cbu';
import { MSG } from '../messages';
import { MSG_ALTA } from '../messages-estados';
import { firstIssueMessage } from './common';
import { ALIAS_MSG, configuracionUpdateSchema, WHATSAPP_NEGOCIO_MSG } from './configuracion';
import { reservaCreateSchema, reservaUpdateSchema } from './reserva';
import { reservasPaginaQuerySchema } from './reserva-pagina';

const parse = (body: unknown) => {
  const result = configuracionUpdateSchema.safeParse(body);
  return result.success ? result.data : firstIssueMessage(result.error);
};

describe('configuracionUpdateSchema', () => {
  it('takes typed text as the form sends it: numbers as text, blanks as null, a CBU with spaces', () => {
    expect(
      parse({ sena_porcentaje: '40', horas_prereserva: '12', alias_bancario: ' ', cbu: '2850 5909 4009 0418 1352 01', titular_cuenta: ' Camping SRL ', whatsapp_negocio: '' }),
    ).toEqual({ sena_porcentaje: 40, horas_prereserva: 12, alias_bancario: null, cbu: '2850590940090418135201', titular_cuenta: 'Camping SRL', whatsapp_negocio: null });
  });

  it.each([
    [{ sena_porcentaje: '' }, 'Seña (%): es obligatorio'],
    [{ horas_prereserva: 721 }, 'Duración de la pre-reserva (horas): como máximo 720'],
    [{ cbu: '123' }, CBU_MSG.longitud],
    [{ alias_bancario: 'ab' }, ALIAS_MSG],
    [{ whatsapp_negocio: '4441234' }, WHATSAPP_NEGOCIO_MSG],
    [{ whatsapp_negocio: 'abc' }, 'Teléfono: solo números, espacios y los signos + - ( )'],
    [{}, MSG.configuracionVacia],
  ])('refuses %p', (body, message) => {
    expect(parse(body)).toBe(message);
  });
});

describe('hold fields of the reservation schemas', () => {
  const base = { cliente_id: 1, hospedaje_id: 2, fecha_entrada: '2030-03-12', fecha_salida: '2030-03-15', cantidad_personas: 2, monto_total: 1000 };
  const message = (result: { success: boolean; error?: Parameters<typeof firstIssueMessage>[0] }) =>
    result.success ? null : firstIssueMessage(result.error!);

  it('makes a hold with es_prereserva and an optional ISO expiry', () => {
    expect(reservaCreateSchema.parse({ ...base, es_prereserva: true, vence_el: '2030-03-10T18:00:00-03:00' })).toMatchObject({
      es_prereserva: true,
      vence_el: '2030-03-10T18:00:00-03:00',
      estado: 'activa',
    });
    expect(message(reservaCreateSchema.safeParse({ ...base, vence_el: '2030-03-10T18:00:00Z' }))).toBe(MSG_ALTA.venceElSinPrereserva);
    expect(message(reservaCreateSchema.safeParse({ ...base, es_prereserva: true, estado: 'finalizada' }))).toBe(MSG.prereservaSoloActiva);
    // Issue 33: estado 'pendiente' is a hold too (reserva-alta.spec.ts); any other value is refused.
    expect(message(reservaCreateSchema.safeParse({ ...base, estado: 'confirmada' }))).toBe(MSG_ALTA.estadoAlta);
  });

  it('lets PUT echo a hold and filter the list by holds', () => {
    expect(reservaUpdateSchema.parse({ id: 3, estado: 'pendiente', vence_el: null })).toMatchObject({ estado: 'pendiente', vence_el: null });
    expect(reservasPaginaQuerySchema.parse({ page: '1', prereservas: 'vencen_hoy' })).toMatchObject({ prereservas: 'vencen_hoy' });
  });
});
