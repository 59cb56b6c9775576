/**
 * «Reabrir» a closure (administrators): why, required; the closure stays listed as reopened, and its user may close
 * that day again. Checked with the API's own schema; a refusal (already reopened) shows here.
 */
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { failureMessage } from '@camping/contracts/api/http';
import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { cajaReabrirSchema, type CajaReabrirData, type CajaReabrirInput, type CierreCaja } from '@camping/contracts/schemas/caja';
import { Dialog } from '@camping/ui/dialog';
import { useReabrirCaja } from '../api/caja-mutations';

export function ReopenClosureDialog({ cierre, onClose }: { cierre: CierreCaja; onClose: () => void }) {
  const ids = useId();
  const reabrir = useReabrirCaja();
  const form = useForm<CajaReabrirInput, unknown, CajaReabrirData>({
    resolver: zodResolver(cajaReabrirSchema),
    defaultValues: { id: cierre.id, motivo: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (data) => {
    try {
      await reabrir.mutateAsync(data);
      onClose();
    } catch (error) {
      const message = failureMessage(error, MSG_CUENTA.errorReabrirCaja);
      if (message) form.setError('root.server', { message });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(next) => (!next ? onClose() : undefined)}
      title="Reabrir caja"
      description={`Caja de ${cierre.usuario} del ${formatDateAR(cierre.fecha)}: contado ${formatARSCents(cierre.efectivo_contado)}. Su usuario podrá volver a cerrarla.`}
      dismissable={!reabrir.isPending}
    >
      <form className="caja-form" aria-label="Reabrir caja" noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${ids}-motivo`}>Motivo de la reapertura</label>
          <textarea
            id={`${ids}-motivo`}
            className="input"
            rows={3}
            maxLength={300}
            aria-invalid={errors.motivo ? true : undefined}
            {...form.register('motivo')}
          />
          {errors.motivo ? <p className="field-error">{errors.motivo.message}</p> : null}
        </div>
        {errors.root?.server ? (
          <p className="field-error" role="alert">
            {errors.root.server.message}
          </p>
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={reabrir.isPending}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-danger" disabled={reabrir.isPending} aria-busy={reabrir.isPending}>
            {reabrir.isPending ? 'Reabriendo…' : 'Reabrir caja'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
