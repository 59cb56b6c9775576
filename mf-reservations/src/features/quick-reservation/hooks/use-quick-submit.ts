/**
 * Reserva Rápida's submit: the unit is checked again (it may have been taken while the form was filled in), then
 * client and reservation are created in one call. Success clears the form; a failure keeps everything typed, and an
 * ended session leaves the form as it is for the shell's login dialog.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { apiErrorStatus, failureMessage } from '@camping/contracts/api/http';
import { getDisponibilidadUnidad } from '@camping/contracts/api/hospedajes';
import { tipoSinUnidad } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import { reservaRapidaSchema } from '@camping/contracts/schemas/reserva-rapida';
import { notify } from '@camping/ui/toast';
import type { MinimumStayOverride } from '@camping/ui/minimum-stay-override';
import { availableUnitsQueryKey } from '../../lodging/api/use-available-units';
import { useCreateReservaRapida } from '../../reservations/api/use-reserva-mutations';
import { buildQuickPayload, quickTipo, type QuickValues } from '../lib/quick-form';

export interface QuickCreated {
  id: number;
  nombre: string;
  nuevo: boolean;
  /** Created as a hold (pre-reserva). */
  prereserva: boolean;
}

/**
 * `prereserva`: create it as a hold (Reserva Rápida's «Pre-reserva» option). `minimo`: the seasons' minimum stay
 * (issue 35), which refuses the submit until overridden with a reason, then sent as `motivo_minimo`.
 */
export function useQuickSubmit(
  setError: UseFormSetError<QuickValues>,
  onCreated: () => void,
  prereserva = false,
  minimo: Pick<MinimumStayOverride, 'blocker' | 'body'> = { blocker: null, body: {} },
) {
  const queryClient = useQueryClient();
  const create = useCreateReservaRapida();
  const [checking, setChecking] = useState(false);
  const [lastCreated, setLastCreated] = useState<QuickCreated | null>(null);

  // `v` is what quickFormSchema passed: every field as text, a disabled control's as ''.
  const onSubmit = async (v: QuickValues) => {
    setLastCreated(null);
    if (minimo.blocker) {
      notify.error(minimo.blocker);
      return;
    }
    const tipoId = quickTipo(v);
    if (tipoId !== null && !tipoSinUnidad(tipoId)) {
      setChecking(true);
      try {
        const check = await getDisponibilidadUnidad({
          hospedaje_id: Number(v.hospedaje_id),
          fecha_entrada: v.fecha_entrada,
          fecha_salida: v.fecha_salida,
        });
        if (!check.disponible) {
          setError('hospedaje_id', { message: MSG.hospedajeNoDisponible }, { shouldFocus: true });
          notify.error(MSG.hospedajeNoDisponible);
          void queryClient.invalidateQueries({ queryKey: availableUnitsQueryKey(tipoId, v.fecha_entrada, v.fecha_salida) });
          return;
        }
      } catch (error) {
        const message = failureMessage(error, MSG.errorVerificarDisponibilidad);
        if (message === null) return; // The shell's login dialog opens over the form, input intact.
        notify.error(message);
        setError('hospedaje_id', { message: MSG.errorVerificarDisponibilidad });
        return;
      } finally {
        setChecking(false);
      }
    }
    const built = buildQuickPayload(v);
    const reserva = { ...built.reserva, ...minimo.body };
    const payload = { ...built, reserva: prereserva ? { ...reserva, es_prereserva: true } : reserva };
    const checked = reservaRapidaSchema.safeParse(payload);
    if (!checked.success) {
      notify.error(`${MSG.errorCrearReserva}: ${firstIssueMessage(checked.error)}`);
      return;
    }
    create.mutate(payload, {
      onSuccess: (res) => {
        notify.success(res.message || MSG.reservaCreada);
        setLastCreated({ id: res.id, nombre: `${v.nombre.trim()} ${v.apellido.trim()}`, nuevo: res.cliente_creado, prereserva });
        onCreated();
      },
      onError: (error) => {
        const message = failureMessage(error, MSG.errorCrearReserva);
        if (message === null) return; // Likewise: login over the form, then press again.
        notify.error(`${MSG.errorCrearReserva}: ${message}`);
        if (apiErrorStatus(error) === 409 && message === MSG.hospedajeNoDisponible) {
          setError('hospedaje_id', { message }, { shouldFocus: true });
          void queryClient.invalidateQueries({ queryKey: ['hospedajes', 'disponibles'] });
        }
      },
    });
  };

  return { onSubmit, submitting: create.isPending || checking, lastCreated };
}
