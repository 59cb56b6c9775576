/**
 * «Cerrar caja»: the counted cash and a note, with the expected cash and the difference as it is typed; then a review
 * to confirm (a closure can only be undone by an administrator). A refusal of the server shows here, input intact.
 */
import { useId, useState } from 'react';
import { failureMessage } from '@camping/contracts/api/http';
import { diferenciaCaja, diferenciaLabel } from '@camping/contracts/cash-up';
import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { CajaCerrarData } from '@camping/contracts/schemas/caja';
import { Dialog } from '@camping/ui/dialog';
import { useCerrarCaja } from '../api/caja-mutations';
import { contadoValue, useCloseTillForm } from '../hooks/use-close-till-form';

export interface CloseTillDialogProps {
  onClose: () => void;
  fecha: string;
  esperado: number;
}

function DifferenceLine({ esperado, contado }: { esperado: number; contado: number | undefined }) {
  const known = typeof contado === 'number' && Number.isFinite(contado);
  const diferencia = known ? diferenciaCaja(esperado, contado) : 0;
  const tone = !known || diferencia === 0 ? '' : diferencia > 0 ? ' caja-sobrante' : ' caja-faltante';
  return (
    <p className={`caja-diferencia${tone}`} aria-live="polite" data-testid="caja-diferencia">
      Diferencia: <strong>{known ? diferenciaLabel(diferencia) : '—'}</strong>
    </p>
  );
}

function Review({ data, esperado }: { data: CajaCerrarData; esperado: number }) {
  return (
    <dl className="caja-review">
      <div>
        <dt>Efectivo esperado</dt>
        <dd>{formatARSCents(esperado)}</dd>
      </div>
      <div>
        <dt>Efectivo contado</dt>
        <dd>{formatARSCents(data.efectivo_contado)}</dd>
      </div>
      <div>
        <dt>Diferencia</dt>
        <dd>{diferenciaLabel(diferenciaCaja(esperado, data.efectivo_contado))}</dd>
      </div>
      <div>
        <dt>Observaciones</dt>
        <dd>{data.observaciones ?? '—'}</dd>
      </div>
    </dl>
  );
}

export function CloseTillDialog({ onClose, fecha, esperado }: CloseTillDialogProps) {
  const ids = useId();
  const form = useCloseTillForm(fecha, esperado);
  const cerrar = useCerrarCaja();
  const [review, setReview] = useState<CajaCerrarData | null>(null);
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    setReview(null);
    onClose();
  };
  const confirm = async () => {
    if (!review) return;
    try {
      await cerrar.mutateAsync(review);
      close();
    } catch (error) {
      setReview(null);
      const message = failureMessage(error, MSG_CUENTA.errorCerrarCaja);
      if (message) form.setError('root.server', { message });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => (!next ? close() : undefined)}
      title="Cerrar caja"
      description={`Su caja del ${formatDateAR(fecha)}. Efectivo esperado: ${formatARSCents(esperado)}.`}
      dismissable={!cerrar.isPending}
    >
      {review ? (
        <div className="caja-confirm">
          <Review data={review} esperado={esperado} />
          <p role="alert">¿Cerrar la caja? Después, solo un administrador puede reabrirla.</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setReview(null)} disabled={cerrar.isPending}>
              Volver
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={cerrar.isPending} aria-busy={cerrar.isPending}>
              {cerrar.isPending ? 'Cerrando…' : 'Confirmar cierre'}
            </button>
          </div>
        </div>
      ) : (
        <form className="caja-form" aria-label="Cerrar caja" noValidate onSubmit={form.handleSubmit(setReview)}>
          <div className="field">
            <label htmlFor={`${ids}-contado`}>Efectivo contado ($)</label>
            <input
              id={`${ids}-contado`}
              className="input"
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              aria-invalid={errors.efectivo_contado ? true : undefined}
              aria-describedby={`${ids}-contado-hint`}
              {...form.register('efectivo_contado', { setValueAs: contadoValue })}
            />
            <span id={`${ids}-contado-hint`} className="field-hint">
              Cuente los billetes y monedas de la caja (sin el fondo fijo).
            </span>
            {errors.efectivo_contado ? <p className="field-error">{errors.efectivo_contado.message}</p> : null}
          </div>
          <DifferenceLine esperado={esperado} contado={form.watch('efectivo_contado')} />
          <div className="field">
            <label htmlFor={`${ids}-obs`}>Observaciones</label>
            <textarea id={`${ids}-obs`} className="input" rows={3} maxLength={500} {...form.register('observaciones')} />
            <span className="field-hint">Obligatorias si hay diferencia.</span>
            {errors.observaciones ? <p className="field-error">{errors.observaciones.message}</p> : null}
          </div>
          {errors.root?.server ? (
            <p className="field-error" role="alert">
              {errors.root.server.message}
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={close}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primary">
              Revisar y cerrar
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
