import { formatARS } from '@camping/contracts/format';
import type { CotizacionResponse } from '@camping/contracts/schemas/cotizacion';
import { quoteWhatsappText } from './whatsapp-message';

const ok = (cotizaciones: CotizacionResponse['cotizaciones'], noches = 3): CotizacionResponse => ({
  success: true,
  disponible: true,
  noches,
  cotizaciones,
  message: '¡Hay lugar para las fechas elegidas!',
});

describe('quoteWhatsappText', () => {
  it('writes type, dates DD/MM/YYYY, nights, people and the price per method for a cabin', () => {
    const text = quoteWhatsappText(
      { tipo: 1, entrada: '2027-01-10', salida: '2027-01-13', personas: 4, adultos: 2, menores: 0 },
      ok([
        { metodo_pago: 'efectivo', precio_por_dia: 70000, total: 210000 },
        { metodo_pago: 'transferencia', precio_por_dia: 72000, total: 216000 },
      ]),
    );
    expect(text).toBe(
      [
        '¡Hola! Quiero reservar una cabaña.',
        'Fechas: del 10/01/2027 al 13/01/2027 (3 noches)',
        'Personas: 4 personas',
        'Cotización de la web:',
        `- Efectivo: ${formatARS(210000)}`,
        `- Transferencia: ${formatARS(216000)}`,
        '¿Me confirman la reserva? ¡Gracias!',
      ].join('\n'),
    );
  });

  it('names adults and minors for camping, in singular when one', () => {
    const text = quoteWhatsappText(
      { tipo: 3, entrada: '2027-02-01', salida: '2027-02-02', personas: 2, adultos: 1, menores: 1 },
      ok([{ metodo_pago: 'efectivo', precio_por_dia: 9500, total: 9500 }], 1),
    );
    expect(text).toContain('una parcela de camping');
    expect(text).toContain('(1 noche)');
    expect(text).toContain('Personas: 1 adulto y 1 menor');
  });

  it('leaves the prices out when there is no room', () => {
    const text = quoteWhatsappText(
      { tipo: 2, entrada: '2027-02-01', salida: '2027-02-03', personas: 2, adultos: 2, menores: 0 },
      { success: true, disponible: false, noches: 2, cotizaciones: [], message: 'No hay' },
    );
    expect(text).toContain('un dormi');
    expect(text).not.toContain('Cotización');
  });
});
