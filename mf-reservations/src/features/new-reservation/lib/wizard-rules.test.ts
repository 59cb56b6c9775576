import { MSG } from '@camping/contracts/messages';
import { WIZARD_DEFAULTS, clientSelectionSchema, stepBlocker, type WizardContext, type WizardValues } from './wizard-rules';

const today = '2030-03-10';
const ctx = (over: Partial<WizardContext> = {}): WizardContext => ({
  today,
  total: 100,
  quoteStatus: 'ready',
  quoteError: null,
  ...over,
});
const v = (over: Partial<WizardValues>): WizardValues => ({ ...WIZARD_DEFAULTS, ...over });

describe('wizard step gating (spec sections 4 and 5)', () => {
  describe('step 1: both dates', () => {
    it('needs both dates', () => {
      expect(stepBlocker(1, v({}), ctx())).not.toBeNull();
      expect(stepBlocker(1, v({ fecha_entrada: '2030-03-12' }), ctx())).not.toBeNull();
      expect(stepBlocker(1, v({ fecha_entrada: '2030-03-12', fecha_salida: '2030-03-14' }), ctx())).toBeNull();
    });
    it('refuses an entry before today and an exit not after the entry', () => {
      expect(stepBlocker(1, v({ fecha_entrada: '2030-03-09', fecha_salida: '2030-03-14' }), ctx())?.message).toBe(
        MSG.fechaEntradaPasada,
      );
      expect(stepBlocker(1, v({ fecha_entrada: '2030-03-14', fecha_salida: '2030-03-14' }), ctx())?.message).toBe(
        MSG.fechaEntradaAnterior,
      );
    });
    it('accepts today as the entry', () => {
      expect(stepBlocker(1, v({ fecha_entrada: today, fecha_salida: '2030-03-11' }), ctx())).toBeNull();
    });
  });

  describe('step 2: a unit unless camping or grupos', () => {
    it('needs a type', () => {
      expect(stepBlocker(2, v({}), ctx())?.message).toBe('Elija el tipo de hospedaje.');
    });
    it.each(['1', '2'])('type %s needs a unit', (tipo) => {
      expect(stepBlocker(2, v({ tipo_hospedaje_id: tipo }), ctx())?.message).toBe('Elija un hospedaje disponible.');
      expect(stepBlocker(2, v({ tipo_hospedaje_id: tipo, hospedaje_id: '13' }), ctx())).toBeNull();
    });
    it.each(['3', '4'])('type %s needs no unit', (tipo) => {
      expect(stepBlocker(2, v({ tipo_hospedaje_id: tipo }), ctx())).toBeNull();
    });
  });

  describe('step 3: continue disabled when', () => {
    const cabana = v({ tipo_hospedaje_id: '1', hospedaje_id: '13', cantidad_personas: '4' });
    it('no payment method is chosen', () => {
      expect(stepBlocker(3, { ...cabana, metodo_pago: '' }, ctx())?.message).toBe('Elija el método de pago.');
    });
    it('grupos with people <= 0 or empty', () => {
      const grupo = v({ tipo_hospedaje_id: '4', monto_manual: '500000' });
      expect(stepBlocker(3, grupo, ctx())?.field).toBe('cantidad_personas');
      expect(stepBlocker(3, { ...grupo, cantidad_personas: '0' }, ctx())?.message).toBe('Personas: como mínimo 1');
      expect(stepBlocker(3, { ...grupo, cantidad_personas: '101' }, ctx())?.message).toBe('Personas: como máximo 100');
      expect(stepBlocker(3, { ...grupo, cantidad_personas: '20' }, ctx())).toBeNull();
    });
    it('grupos with total <= 0', () => {
      const grupo = v({ tipo_hospedaje_id: '4', cantidad_personas: '20', monto_manual: '0' });
      expect(stepBlocker(3, grupo, ctx({ total: 0 }))?.message).toBe('El total debe ser mayor a 0.');
      expect(stepBlocker(3, { ...grupo, monto_manual: '' }, ctx({ total: 0 }))?.message).toBe('Ingrese el monto del grupo.');
      expect(stepBlocker(3, { ...grupo, monto_manual: '-5' }, ctx({ total: 0 }))?.message).toBe(
        'El campo monto del grupo debe ser mayor o igual a 0',
      );
    });
    it('camping with adults or minors left empty', () => {
      const camping = v({ tipo_hospedaje_id: '3' });
      expect(stepBlocker(3, { ...camping, cantidad_adultos: '2' }, ctx())?.message).toMatch(/adultos y de menores/);
      expect(stepBlocker(3, { ...camping, cantidad_menores: '1' }, ctx())?.message).toMatch(/adultos y de menores/);
      expect(stepBlocker(3, { ...camping, cantidad_adultos: '2', cantidad_menores: '0' }, ctx())).toBeNull();
    });
    it('camping adults and minors are integers of at least 0, and someone comes', () => {
      const camping = v({ tipo_hospedaje_id: '3', cantidad_menores: '0' });
      expect(stepBlocker(3, { ...camping, cantidad_adultos: '1.5' }, ctx())?.message).toBe(
        'Adultos: ingrese un número entero, sin decimales',
      );
      expect(stepBlocker(3, { ...camping, cantidad_adultos: '-1' }, ctx())?.message).toBe('Adultos: como mínimo 0');
      // The shared limits (issue 15): 30 each, and 30 for the booking.
      expect(stepBlocker(3, { ...camping, cantidad_adultos: '99' }, ctx())?.message).toBe('Adultos: como máximo 30');
      expect(stepBlocker(3, { ...camping, cantidad_adultos: '20', cantidad_menores: '11' }, ctx())?.message).toBe(
        'Camping: como máximo 30 personas por reserva (adultos y menores)',
      );
      expect(stepBlocker(3, { ...camping, cantidad_adultos: '0' }, ctx())?.message).toBe('Ingrese al menos una persona.');
    });
    it('another type with no people count', () => {
      expect(stepBlocker(3, { ...cabana, cantidad_personas: '' }, ctx())?.message).toBe('Elija la cantidad de personas.');
    });
    it('the total is <= 0', () => {
      expect(stepBlocker(3, cabana, ctx({ total: 0 }))?.message).toBe('El total debe ser mayor a 0.');
      expect(stepBlocker(3, cabana, ctx({ total: 1 }))).toBeNull();
    });
    it('the price is still being calculated or could not be had', () => {
      expect(stepBlocker(3, cabana, ctx({ quoteStatus: 'calculating', total: 0 }))?.message).toBe('Calculando precio...');
      expect(stepBlocker(3, cabana, ctx({ quoteStatus: 'error', quoteError: MSG.precioNoEncontrado, total: 0 }))?.message).toBe(
        MSG.precioNoEncontrado,
      );
    });
    it('the discount is an amount of at least 0', () => {
      expect(stepBlocker(3, { ...cabana, descuento: '-10' }, ctx())?.message).toBe('El campo descuento debe ser mayor o igual a 0');
      expect(stepBlocker(3, { ...cabana, descuento: '' }, ctx())).toBeNull();
    });
  });

  describe('step 4: a selected client', () => {
    const schema = clientSelectionSchema(new Set([7, 8]));
    it('says "Por favor seleccione un cliente" without one', () => {
      const result = schema.safeParse({ cliente_id: '' });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([MSG.seleccioneCliente]);
    });
    it('says the client is invalid when it is not in the list', () => {
      expect(schema.safeParse({ cliente_id: '99' }).error?.issues[0].message).toBe(MSG.clienteInvalido);
      expect(schema.safeParse({ cliente_id: 'undefined' }).error?.issues[0].message).toBe(MSG.clienteInvalido);
    });
    it('accepts a client of the list', () => {
      expect(schema.safeParse({ cliente_id: '7' }).success).toBe(true);
    });
  });
});
