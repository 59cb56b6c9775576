import { temporadaInputSchema } from './temporada';

const valida = {
  nombre: ' Temporada alta ',
  color: '#e4572e',
  rangos: [{ desde: '2027-01-02', hasta: '2027-01-31' }],
  modo: 'porcentaje',
  porcentaje: 35,
};

const message = (input: unknown) => {
  const r = temporadaInputSchema.safeParse(input);
  return r.success ? null : r.error.issues[0].message;
};

describe('temporadaInputSchema', () => {
  it('reads a percentage season and normalises it', () => {
    expect(temporadaInputSchema.parse(valida)).toEqual({
      nombre: 'Temporada alta',
      color: '#E4572E',
      rangos: [{ desde: '2027-01-02', hasta: '2027-01-31' }],
      modo: 'porcentaje',
      porcentaje: 35,
      precios: null,
      recargo_fin_de_semana: null,
      minimo_noches: null,
      dias_sin_ingreso: [],
    });
  });

  it('reads a season with its own grid, prices typed as text too', () => {
    const t = temporadaInputSchema.parse({
      ...valida,
      modo: 'precios',
      porcentaje: 12,
      precios: { hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 4, metodo_pago: 'efectivo', precio: '95000' }] },
    });
    expect(t.porcentaje).toBeNull();
    expect(t.precios).toEqual({ hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 4, metodo_pago: 'efectivo', precio: 95_000 }], camping: [] });
  });

  it.each([
    [{ ...valida, nombre: '  ' }, 'El nombre de la temporada es obligatorio'],
    [{ ...valida, nombre: undefined }, 'El nombre de la temporada es obligatorio'],
    [{ ...valida, rangos: [] }, 'Indique al menos un rango de fechas'],
    [{ ...valida, rangos: undefined }, 'Indique al menos un rango de fechas'],
    [
      { ...valida, rangos: [{ desde: '2027-01-31', hasta: '2027-01-02' }] },
      'El rango 31/01/2027 – 02/01/2027 termina antes de empezar: la fecha final debe ser igual o posterior a la inicial',
    ],
    [{ ...valida, porcentaje: 501 }, 'El porcentaje debe estar entre -90 y 500'],
    [{ ...valida, porcentaje: -91 }, 'El porcentaje debe estar entre -90 y 500'],
    [{ ...valida, porcentaje: null }, 'El porcentaje debe estar entre -90 y 500'],
    [{ ...valida, modo: 'precios', precios: { hospedaje: [{ tipo_hospedaje_id: 1, cantidad_personas: 2, metodo_pago: 'efectivo', precio: 'mucho' }] } }, 'El precio debe ser un número mayor o igual a 0, con hasta dos decimales'],
    [{ ...valida, modo: 'precios', precios: { hospedaje: [] } }, 'Indique al menos un precio propio de la temporada'],
    [{ ...valida, color: 'rojo' }, 'El color debe tener el formato #RRGGBB (por ejemplo #E4572E)'],
    [{ ...valida, minimo_noches: 0 }, 'La estadía mínima debe ser un número entero de 1 a 60 noches'],
    [{ ...valida, dias_sin_ingreso: [6, 6] }, 'Los días sin ingresos deben ser días de la semana (0 domingo a 6 sábado), sin repetir'],
    [{ ...valida, recargo_fin_de_semana: -5 }, 'El recargo de fin de semana debe estar entre 0 y 500'],
  ])('refuses bad input with a Spanish message (%#)', (input, expected) => {
    expect(message(input)).toBe(expected);
  });
});
