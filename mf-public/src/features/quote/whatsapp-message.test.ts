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

  it('writes each price of the stay under its method’s total when the stay crosses seasons', () => {
    const text = quoteWhatsappText(
      { tipo: 1, entrada: '2027-01-08', salida: '2027-01-13', personas: 4, adultos: 2, menores: 0 },
      ok(
        [
          {
            metodo_pago: 'efectivo',
            precio_por_dia: 80000,
            total: 400000,
            desglose: [
              { noches: 3, precio: 70000, etiqueta: 'Base' },
              { noches: 2, precio: 95000, etiqueta: 'Temporada alta' },
            ],
            desglose_texto: '3 noches × $ 70.000 (Base) + 2 noches × $ 95.000 (Temporada alta)',
          },
          {
            metodo_pago: 'transferencia',
            precio_por_dia: 82000,
            total: 410000,
            desglose: [
              { noches: 4, precio: 80000, etiqueta: 'Base' },
              { noches: 1, precio: 90000, etiqueta: 'Temporada alta, fin de semana' },
            ],
            desglose_texto: '',
          },
        ],
        5,
      ),
    );
    expect(text).toBe(
      [
        '¡Hola! Quiero reservar una cabaña.',
        'Fechas: del 08/01/2027 al 13/01/2027 (5 noches)',
        'Personas: 4 personas',
        'Cotización de la web:',
        `- Efectivo: ${formatARS(400000)}`,
        `   · 3 noches × ${formatARS(70000)} (Base)`,
        `   · 2 noches × ${formatARS(95000)} (Temporada alta)`,
        `- Transferencia: ${formatARS(410000)}`,
        `   · 4 noches × ${formatARS(80000)} (Base)`,
        `   · 1 noche × ${formatARS(90000)} (Temporada alta, fin de semana)`,
        '¿Me confirman la reserva? ¡Gracias!',
      ].join('\n'),
    );
  });

  it('is the message of old when every night has the same price, in a season or not', () => {
    const request = { tipo: 1, entrada: '2027-01-10', salida: '2027-01-13', personas: 4, adultos: 2, menores: 0 } as const;
    const plain = quoteWhatsappText(request, ok([{ metodo_pago: 'efectivo', precio_por_dia: 95000, total: 285000 }]));
    const oneSeason = quoteWhatsappText(
      request,
      ok([
        {
          metodo_pago: 'efectivo',
          precio_por_dia: 95000,
          total: 285000,
          desglose: [{ noches: 3, precio: 95000, etiqueta: 'Temporada alta' }],
          desglose_texto: '3 noches × $ 95.000 (Temporada alta)',
        },
      ]),
    );
    expect(oneSeason).toBe(plain);
    expect(oneSeason).not.toContain('·');
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
