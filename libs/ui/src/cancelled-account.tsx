/**
 * The account of a cancelled stay (issue 32), in place of total, paid and balance: a cancelled stay owes nothing, so
 * it shows why, when and by whom it was cancelled, and what happened to the money (received, refunded, kept).
 */
import { motivoCancelacionLabel } from '@camping/contracts/cancellation';
import { formatARSCents, formatDateTimeAR } from '@camping/contracts/format';
import type { Reserva } from '@camping/contracts/schemas/reserva';

export type CancellationFacts = Partial<Pick<Reserva, 'cancelacion_motivo' | 'cancelacion_detalle' | 'cancelada_at' | 'cancelada_por'>>;

/** «El huésped desistió — viaja en marzo»; for «Otro», the text the clerk wrote. Empty for a stay cancelled before issue 32. */
export function cancellationReason(r: CancellationFacts): string {
  const detalle = r.cancelacion_detalle?.trim() ?? '';
  if (r.cancelacion_motivo === 'otro' && detalle) return detalle;
  const motivo = motivoCancelacionLabel(r.cancelacion_motivo);
  return motivo && detalle ? `${motivo} — ${detalle}` : motivo || detalle;
}

export interface CancelledAccountProps {
  reserva: CancellationFacts;
  /** Every payment received. */
  recibido: number;
  reembolsado: number;
  /** What the stay keeps: received less refunded (its amount now). */
  conservado: number;
}

export function CancelledAccount({ reserva: r, recibido, reembolsado, conservado }: CancelledAccountProps) {
  const motivo = cancellationReason(r);
  return (
    <div className="pay-cancelled" data-testid="pay-cancelada">
      <p className="pay-cancelled-when">
        <strong>Cancelada</strong>
        {r.cancelada_at ? ` el ${formatDateTimeAR(r.cancelada_at)}` : null}
        {r.cancelada_por ? ` por ${r.cancelada_por}` : null}
      </p>
      {motivo ? <p className="pay-cancelled-reason">Motivo: {motivo}</p> : null}
      <dl className="pay-summary">
        <div>
          <dt>Recibido</dt>
          <dd data-testid="pay-recibido">{formatARSCents(recibido)}</dd>
        </div>
        <div>
          <dt>Reembolsado</dt>
          <dd data-testid="pay-reembolsado">{formatARSCents(reembolsado)}</dd>
        </div>
        <div>
          <dt>Conservado</dt>
          <dd data-testid="pay-conservado">{formatARSCents(conservado)}</dd>
        </div>
      </dl>
    </div>
  );
}
