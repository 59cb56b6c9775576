import { formatARSCents } from '../format';
import { firstIssueMessage } from './common';
import { clienteCreateSchema, clienteInputSchema } from './cliente';
import { campoDesconocidoMessage, MSG } from '../messages';
import { campoDesconocidoClienteMessage, descuentoSuperaMontoMessage, MSG_ALTA } from '../messages-estados';
import { descuentoError } from '../reserva-rules';
import { esPrereservaAlta } from './reserva-alta';
import { reservaCreateSchema } from './reserva';

const alta = {
  cliente_id: 1,
  hospedaje_id: 3,
  fecha_entrada: '2030-03-12',
  fecha_salida: '2030-03-15',
  cantidad_personas: 2,
  monto_total: 1000,
};
const refusal = (body: object) => {
  const parsed = reservaCreateSchema.safeParse(body);
  return parsed.success ? null : firstIssueMessage(parsed.error);
};

describe('POST reservas, issue 33', () => {
  it('refuses a field the reservation does not have, naming it, as PUT does', () => {
    expect(refusal({ ...alta, numero_hospedaje: 3 })).toBe(campoDesconocidoMessage('numero_hospedaje'));
    expect(refusal({ ...alta, estado: 'activa', observaciones: '', metodo_pago: 'efectivo', descuento: 0, tipo_hospedaje_id: 1 })).toBeNull();
  });

  it("takes estado 'pendiente' as a hold, as es_prereserva: true, with or without its expiry", () => {
    const vence_el = '2030-03-10T18:00:00-03:00';
    const pendiente = reservaCreateSchema.parse({ ...alta, estado: 'pendiente', vence_el });
    expect(pendiente).toMatchObject({ estado: 'pendiente', vence_el });
    expect(esPrereservaAlta(pendiente)).toBe(true);
    expect(esPrereservaAlta(reservaCreateSchema.parse({ ...alta, es_prereserva: true, vence_el }))).toBe(true);
    expect(esPrereservaAlta(reservaCreateSchema.parse({ ...alta, estado: 'pendiente', es_prereserva: true }))).toBe(true);
    expect(esPrereservaAlta(reservaCreateSchema.parse(alta))).toBe(false);
    expect(refusal({ ...alta, vence_el })).toBe(MSG_ALTA.venceElSinPrereserva);
    expect(refusal({ ...alta, estado: 'pendiente', es_prereserva: false })).toBe(MSG_ALTA.prereservaContradictoria);
    expect(refusal({ ...alta, estado: 'finalizada', es_prereserva: true })).toBe(MSG.prereservaSoloActiva);
    expect(refusal({ ...alta, estado: 'confirmada' })).toBe(MSG_ALTA.estadoAlta);
  });

  it('refuses a discount above the amount it leaves to charge, here and for every writer (reserva-rules)', () => {
    expect(refusal({ ...alta, descuento: 5000 })).toBe(descuentoSuperaMontoMessage(formatARSCents(5000), formatARSCents(1000)));
    expect(refusal({ ...alta, descuento: 1000 })).toBeNull();
    expect(descuentoError(1000.01, 1000)).toBe(descuentoSuperaMontoMessage(formatARSCents(1000.01), formatARSCents(1000)));
    expect(descuentoError(0.1 + 0.2, 0.3)).toBeNull();
  });
});

describe('POST clientes, issue 33', () => {
  const cliente = { nombre: 'Ana', apellido: 'Pérez', documento: '30111222' };
  it('refuses an unknown field naming it; the same fields as before pass', () => {
    const parsed = clienteCreateSchema.safeParse({ ...cliente, email: 'ana@example.com' });
    expect(parsed.success ? null : firstIssueMessage(parsed.error)).toBe(campoDesconocidoClienteMessage('email'));
    expect(clienteCreateSchema.parse({ ...cliente, telefono: '', modelo_vehiculo: '', patente: '' })).toEqual(
      clienteInputSchema.parse({ ...cliente, telefono: '', modelo_vehiculo: '', patente: '' }),
    );
  });
});
