import { guestWhatsappLink, holdWhatsappMessage, receiptWhatsappMessage, senaAmount, stayUnitLabel, stayWhatsappMessage } from './guest-whatsapp';
import { formatARSCents } from './format';
import { MSG } from './messages';
import { reservaFixture } from './testing/reserva-fixture';

/** Intl writes a no-break space after '$': compared as a plain space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const config = { sena_porcentaje: 30, alias_bancario: 'camping.sanluis', cbu: '2850590940090418135201', titular_cuenta: 'Camping San Luis SRL' };
// 21:30 UTC is 18:30 in San Luis (UTC-3).
const hold = reservaFixture({ nombre: 'Juan Carlos', estado: 'pendiente', vence_el: '2030-03-10T21:30:00.000Z' });

describe('hold message', () => {
  it('names the unit, dates, people, total, the seña asked, the bank details and the expiry in San Luis time', () => {
    expect(plain(holdWhatsappMessage(hold, config))).toBe(
      [
        '¡Hola, Juan! Le escribimos del complejo de camping y cabañas de San Luis. Le guardamos esta pre-reserva:',
        '• Cabaña 3',
        '• Entrada: 12/03/2030 - Salida: 15/03/2030 (3 noches)',
        '• 4 personas',
        '• Total: $ 210.000',
        '',
        'Para confirmarla le pedimos una seña del 30 %: $ 63.000.',
        'Datos para la transferencia:',
        'Alias: camping.sanluis',
        'CBU: 2850590940090418135201',
        'Titular: Camping San Luis SRL',
        '',
        'La reserva queda guardada hasta el 10/03/2030 18:30. Envíenos el comprobante por este medio y la confirmamos. ¡Gracias!',
      ].join('\n'),
    );
  });

  it('keeps cents in the seña, speaks of one night, and says the bank details follow when none are set', () => {
    const message = plain(holdWhatsappMessage(
      reservaFixture({ monto_total: 24001, fecha_salida: '2030-03-13', cantidad_personas: 1, tipo_hospedaje_id: 3, vence_el: '2030-03-10T03:05:00Z' }),
      { sena_porcentaje: 25, alias_bancario: null, cbu: null, titular_cuenta: null },
    ));
    expect(message).toContain('• Camping\n');
    expect(message).toContain('(1 noche)');
    expect(message).toContain('• 1 persona\n');
    expect(message).toContain('seña del 25 %: $ 6.000,25.');
    expect(message).toContain('Le enviamos los datos para la transferencia por este medio.');
    expect(message).not.toContain('CBU');
    expect(message).toContain('hasta el 10/03/2030 00:05.');
  });

  it('names groups and dormis as staff do', () => {
    expect(stayUnitLabel({ tipo_hospedaje_id: 4, numero_hospedaje: null })).toBe('Estadía para grupo');
    expect(stayUnitLabel({ tipo_hospedaje_id: 2, numero_hospedaje: 0 })).toBe('Dormi 0');
    expect(senaAmount(210000, 0)).toBe(0);
  });
});

describe('receipt message', () => {
  it('says what was paid and the balance', () => {
    const message = plain(receiptWhatsappMessage(hold, { totalPagado: 63000, saldo: 147000 }));
    expect(message).toContain('Recibimos su pago');
    expect(message).toContain('Pagado: $ 63.000\nSaldo a pagar: $ 147.000');
  });

  it('says the stay is fully paid when the balance is zero', () => {
    expect(plain(receiptWhatsappMessage(hold, { totalPagado: 210000, saldo: 0 }))).toContain('Saldo: $ 0. La estadía está totalmente paga.');
  });
});

describe('guest WhatsApp link', () => {
  it('opens wa.me with the number in +54 9 form and the message encoded', () => {
    expect(guestWhatsappLink('(0266) 15 444-1234', 'Hola & chau')).toEqual({
      url: 'https://wa.me/5492664441234?text=Hola%20%26%20chau',
    });
  });

  it('explains instead of linking when there is no phone or it cannot be a mobile with area code', () => {
    expect(guestWhatsappLink(null, 'x')).toEqual({ error: MSG.sinTelefonoWhatsapp });
    expect(guestWhatsappLink('  ', 'x')).toEqual({ error: MSG.sinTelefonoWhatsapp });
    expect(guestWhatsappLink('444-1234', 'x')).toEqual({ error: MSG.telefonoNoWhatsapp });
  });
});

describe('stayWhatsappMessage (issue 17)', () => {
  it('names the stay and, when money is owed, the balance', () => {
    const reserva = {
      nombre: 'Ana María',
      tipo_hospedaje_id: 1,
      numero_hospedaje: 3,
      fecha_entrada: '2030-03-12',
      fecha_salida: '2030-03-15',
      cantidad_personas: 4,
      monto_total: 210000,
      vence_el: null,
    };
    const text = stayWhatsappMessage(reserva, 60000);
    expect(text.split('\n')[0]).toBe('¡Hola, Ana! Le escribimos del complejo de camping y cabañas de San Luis por su estadía:');
    expect(text).toContain('• Entrada: 12/03/2030 - Salida: 15/03/2030 (3 noches)');
    expect(text.split('\n').at(-1)).toBe(`Saldo a pagar: ${formatARSCents(60000)}`);
    expect(stayWhatsappMessage(reserva, 0)).not.toContain('Saldo');
  });
});
