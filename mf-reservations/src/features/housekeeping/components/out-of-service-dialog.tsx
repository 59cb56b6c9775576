/** The desk's «Fuera de servicio» dialog (issue 36): the nights it closes and why; a stay on them is refused here. */
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { UnidadLimpieza } from '@camping/contracts/schemas/limpieza';
import { unitLabel } from '@camping/contracts/unit-move';
import { DateField } from '@camping/ui/date-field';
import { Dialog } from '@camping/ui/dialog';
import { useOutOfServiceForm } from '../hooks/use-out-of-service-form';

export function OutOfServiceDialog({ unidad, onClose }: { unidad: UnidadLimpieza | null; onClose: () => void }) {
  return (
    <Dialog
      open={unidad !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={unidad ? `Fuera de servicio: ${unitLabel(unidad)}` : 'Fuera de servicio'}
      description="Esas noches no se pueden reservar. Si hay una estadía en ellas, muévala primero."
    >
      {unidad ? <OutOfServiceForm unidad={unidad} onClose={onClose} /> : null}
    </Dialog>
  );
}

function OutOfServiceForm({ unidad, onClose }: { unidad: UnidadLimpieza; onClose: () => void }) {
  const ids = useId();
  const { form, submit, refusal, saving, hoy } = useOutOfServiceForm(unidad.hospedaje_id, onClose);
  const { errors } = form.formState;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="hk-out-form">
      <div className="hk-out-dates">
        <div className="field">
          <label htmlFor={`${ids}-desde`}>Desde</label>
          <Controller
            control={form.control}
            name="fecha_entrada"
            render={({ field }) => (
              <DateField id={`${ids}-desde`} value={field.value} onChange={field.onChange} min={hoy} aria-invalid={errors.fecha_entrada ? true : undefined} />
            )}
          />
          {errors.fecha_entrada ? <p className="field-error">{errors.fecha_entrada.message}</p> : null}
        </div>
        <div className="field">
          <label htmlFor={`${ids}-hasta`}>Vuelve al servicio el</label>
          <Controller
            control={form.control}
            name="fecha_salida"
            render={({ field }) => (
              <DateField id={`${ids}-hasta`} value={field.value} onChange={field.onChange} min={hoy} aria-invalid={errors.fecha_salida ? true : undefined} />
            )}
          />
          {errors.fecha_salida ? <p className="field-error">{errors.fecha_salida.message}</p> : null}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-motivo`}>Motivo</label>
        <textarea id={`${ids}-motivo`} className="input" rows={2} maxLength={500} aria-invalid={errors.motivo ? true : undefined} {...form.register('motivo')} />
        {errors.motivo ? <p className="field-error">{errors.motivo.message}</p> : null}
      </div>
      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={saving}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-danger" disabled={saving}>
          {saving ? 'Guardando...' : 'Poner fuera de servicio'}
        </button>
      </div>
    </form>
  );
}
