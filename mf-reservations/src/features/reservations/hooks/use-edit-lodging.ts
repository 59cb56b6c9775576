/**
 * The lodging side of the edit modal: the units the stay may move to, and whether the chosen unit is free for the
 * chosen dates (the stay's own nights excluded), asked again whenever the unit or the dates change. Camping and
 * groups have no unit: nothing is asked for them.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getDisponibilidadUnidad } from '@camping/contracts/api/hospedajes';
import { isIsoDate } from '@camping/contracts/dates';
import type { Reserva } from '@camping/contracts/schemas/reserva';
import { parseNumber } from '../../../lib/parse-number';
import { useMoveOptions } from '../api/use-move-options';
import type { EditValues } from '../lib/edit-reservation-form';

export function useEditLodging(reserva: Reserva, values: EditValues, resetUnit: () => void) {
  const unitId = values.hospedaje_id === '' ? null : Number(values.hospedaje_id);
  const moved = unitId !== reserva.hospedaje_id;
  const datesChanged = values.fecha_entrada !== reserva.fecha_entrada || values.fecha_salida !== reserva.fecha_salida;
  const datesComplete = isIsoDate(values.fecha_entrada) && isIsoDate(values.fecha_salida) && values.fecha_entrada < values.fecha_salida;
  const move = useMoveOptions(reserva, values.fecha_entrada, values.fecha_salida, parseNumber(values.cantidad_personas) ?? 1);
  const chosen = move.options.find((o) => o.id === unitId);

  // New dates or more people may take the chosen unit off the list: the stay goes back to its own unit.
  const lost = moved && !move.isPending && !move.isError && datesComplete && chosen === undefined;
  useEffect(() => {
    if (lost) resetUnit();
  }, [lost, resetUnit]);

  const checks = unitId !== null && (datesChanged || moved) && datesComplete;
  const availability = useQuery({
    queryKey: ['hospedajes', 'disponibilidad', unitId, values.fecha_entrada, values.fecha_salida, reserva.id],
    queryFn: ({ signal }) =>
      getDisponibilidadUnidad(
        { hospedaje_id: unitId as number, fecha_entrada: values.fecha_entrada, fecha_salida: values.fecha_salida, excluir_reserva_id: reserva.id },
        signal,
      ),
    enabled: checks,
    staleTime: 0,
  });
  return {
    move,
    moved,
    /** The type the stay will have: the chosen unit's (a cabin may move to a dormi). */
    tipoId: chosen?.tipo_hospedaje_id ?? reserva.tipo_hospedaje_id,
    /** The chosen unit's beds, when known: more people than these is refused first (issue 37). */
    capacidad: move.capacity(unitId),
    /** The chosen unit's number, to name it. */
    numero: chosen?.numero ?? reserva.numero_hospedaje,
    /** Whether an availability answer is shown, and what it says. */
    checks,
    availability,
    unavailable: checks && availability.data ? !availability.data.disponible : false,
  };
}
