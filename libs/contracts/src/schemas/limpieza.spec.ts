import { fueraDeServicioCreateSchema, limpiezaCambioSchema, siguienteEstadoLimpieza } from './limpieza';

describe('housekeeping rules (issue 36)', () => {
  it('offers one tap per state: sucia → en limpieza → limpia, and a clean unit can be marked sucia', () => {
    expect(siguienteEstadoLimpieza('sucia')).toBe('en_limpieza');
    expect(siguienteEstadoLimpieza('en_limpieza')).toBe('limpia');
    expect(siguienteEstadoLimpieza('limpia')).toBe('sucia');
  });

  it('takes only the three tapped states, and nothing else in the body', () => {
    expect(limpiezaCambioSchema.safeParse({ hospedaje_id: 1, estado: 'fuera_de_servicio' }).error?.issues[0]?.message).toBe(
      'El campo estado debe ser limpia, sucia o en_limpieza',
    );
    expect(limpiezaCambioSchema.safeParse({ hospedaje_id: 1, estado: 'sucia', x: 1 }).success).toBe(false);
  });

  it('asks a fuera de servicio period for a reason and an end after its start', () => {
    const base = { hospedaje_id: 1, fecha_entrada: '2030-01-10', fecha_salida: '2030-01-12', motivo: 'Pintura' };
    expect(fueraDeServicioCreateSchema.parse(base)).toEqual(base);
    expect(fueraDeServicioCreateSchema.safeParse({ ...base, motivo: ' ' }).error?.issues[0]?.message).toBe('El campo motivo es obligatorio');
    expect(fueraDeServicioCreateSchema.safeParse({ ...base, fecha_salida: '2030-01-10' }).error?.issues[0]?.message).toBe(
      'La fecha de entrada debe ser anterior a la fecha de salida',
    );
  });
});
