/**
 * Records a payment, or edits one (issue 16): amount (with «Completar saldo»), method, date (today by default, never
 * later) and a note. Checked with the API's own zod schema before it is sent; the server's refusal shows here too.
 */
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@camping/contracts/api/http';
import { createPago, updatePago } from '@camping/contracts/api/pagos';
import { todayIso } from '@camping/contracts/dates';
import { METODO_PAGO_OPCIONES, type MetodoPago } from '@camping/contracts/domain';
import { formatARSCents } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { saldoDe } from '@camping/contracts/payment-status';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import { pagoCreateSchema, pagoUpdateSchema, type Pago } from '@camping/contracts/schemas/pago';
import { DateField } from './date-field';

export interface PaymentFormProps {
  reservaId: number;
  /** What is still owed (for an edit: without the payment being edited). */
  saldo: number;
  /** The payment being edited; absent: a new one. */
  pago?: Pago;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}

interface Draft {
  monto: string;
  metodo_pago: MetodoPago;
  fecha_pago: string;
  observaciones: string;
}

function draftOf(pago: Pago | undefined): Draft {
  return {
    monto: pago ? String(pago.monto) : '',
    metodo_pago: (pago?.metodo_pago as MetodoPago | undefined) ?? 'efectivo',
    fecha_pago: pago?.fecha_pago ?? todayIso(),
    observaciones: pago?.observaciones ?? '',
  };
}

export function PaymentForm({ reservaId, saldo, pago, onSaved, onCancel }: PaymentFormProps) {
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(pago));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const disponible = pago ? saldoDe(saldo, -pago.monto) : saldo;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const campos = {
      monto: draft.monto.trim().replace(',', '.'),
      metodo_pago: draft.metodo_pago,
      fecha_pago: draft.fecha_pago || undefined,
      observaciones: draft.observaciones,
    };
    const parsed = pago
      ? pagoUpdateSchema.safeParse({ id: pago.id, ...campos })
      : pagoCreateSchema.safeParse({ reserva_id: reservaId, ...campos });
    if (!parsed.success) return setProblem(firstIssueMessage(parsed.error));
    if ((parsed.data.monto ?? 0) > disponible) return setProblem(MSG.pagoExcedeTotal);
    if (parsed.data.fecha_pago && parsed.data.fecha_pago > todayIso()) return setProblem(MSG.pagoFechaFutura);
    setProblem(null);
    setSaving(true);
    try {
      // What was checked is what is sent: numbers as numbers, a blank note as null. An edit carries the payment's id
      // (and may carry its reserva_id since issue 32), a new payment never does.
      const res = 'id' in parsed.data ? await updatePago(parsed.data) : await createPago(parsed.data);
      if (!pago) setDraft(draftOf(undefined));
      onSaved(res.message);
    } catch (error) {
      setProblem(errorMessage(error, MSG.errorGuardarPago));
    } finally {
      setSaving(false);
    }
  }

  const titulo = pago ? 'Editar pago' : 'Registrar pago';
  return (
    <form className="pay-form" onSubmit={(e) => void submit(e)} aria-label={titulo} noValidate>
      <h4 className="pay-form-title">{titulo}</h4>
      <div className="pay-form-grid">
        <div className="field">
          <label htmlFor={`${ids}-monto`}>Monto</label>
          <input
            id={`${ids}-monto`}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            value={draft.monto}
            onChange={(e) => set('monto', e.target.value)}
            aria-describedby={`${ids}-disponible`}
          />
          <span id={`${ids}-disponible`} className="field-hint">
            {disponible > 0 ? `Saldo: ${formatARSCents(disponible)}` : 'Sin saldo pendiente'}
            {disponible > 0 && Number(draft.monto) !== disponible ? (
              <button type="button" className="pay-link" onClick={() => set('monto', String(disponible))}>
                Completar saldo
              </button>
            ) : null}
          </span>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-metodo`}>Método de pago</label>
          <select id={`${ids}-metodo`} value={draft.metodo_pago} onChange={(e) => set('metodo_pago', e.target.value as MetodoPago)}>
            {METODO_PAGO_OPCIONES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-fecha`}>Fecha de pago</label>
          <DateField id={`${ids}-fecha`} max={todayIso()} value={draft.fecha_pago} onChange={(iso) => set('fecha_pago', iso)} />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-obs`}>Observaciones</label>
          <input
            id={`${ids}-obs`}
            type="text"
            maxLength={500}
            placeholder="Seña, saldo al ingresar…"
            value={draft.observaciones}
            onChange={(e) => set('observaciones', e.target.value)}
          />
        </div>
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="pay-form-actions">
        {onCancel ? (
          <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel} disabled={saving}>
            Cancelar
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
          {saving ? 'Guardando…' : pago ? 'Guardar pago' : 'Registrar pago'}
        </button>
      </div>
    </form>
  );
}
