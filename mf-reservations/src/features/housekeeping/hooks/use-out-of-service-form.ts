/**
 * «Fuera de servicio» (issue 36): from, to (the day it is back, excluded as a stay's exit) and a reason, checked by
 * the API's own schema before anything is sent; the server's refusal (a stay on those nights) shown in the form.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@camping/contracts/api/http';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { LIMPIEZA_MSG } from '@camping/contracts/messages-limpieza';
import { fueraDeServicioCreateSchema, type FueraDeServicioCreateInput } from '@camping/contracts/schemas/limpieza';
import { useCreateOutOfService } from '../api/use-housekeeping-mutations';

export function useOutOfServiceForm(hospedajeId: number, onDone: () => void) {
  const hoy = todayIso();
  const form = useForm<FueraDeServicioCreateInput>({
    resolver: zodResolver(fueraDeServicioCreateSchema),
    defaultValues: { hospedaje_id: hospedajeId, fecha_entrada: hoy, fecha_salida: addDaysIso(hoy, 1), motivo: '' },
  });
  const create = useCreateOutOfService();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    await create.mutateAsync(values).then(onDone, (error: unknown) => setRefusal(errorMessage(error, LIMPIEZA_MSG.errorCambiar)));
  });
  return { form, submit, refusal, saving: create.isPending, hoy };
}
