/**
 * The seasons' refusal of a stay (issue 35: a minimum stay, a day with no arrivals) in the staff's forms — the wizard,
 * Reserva Rápida and the edit modal: the rule's message, and «Exceptuar la estadía mínima» with its required reason,
 * which the form sends as `motivo_minimo` and the API records in the reservation's history.
 */
import { useState } from 'react';
import { MOTIVO_MINIMO_MAX, MOTIVO_MINIMO_MSG, motivoMinimoSchema } from '@camping/contracts/schemas/motivo-minimo';
import { FormField, describedBy } from './form-field';
import './minimum-stay-override.css';

export interface MinimumStayOverride {
  /** The rule's refusal of the stay as the form has it, or null. */
  refusal: string | null;
  exceptuar: boolean;
  setExceptuar: (value: boolean) => void;
  motivo: string;
  setMotivo: (value: string) => void;
  /** The reason's problem, once the clerk chose to override. */
  motivoError: string | null;
  /** Why the form cannot be sent yet, or null. */
  blocker: string | null;
  /** What goes into the body: the reason, only when the rule refuses the stay and the clerk overrode it. */
  body: { motivo_minimo?: string };
}

export function overrideBlocker(refusal: string): string {
  return `${refusal}. Para reservar igual, marque «${MOTIVO_MINIMO_MSG.exceptuar}» e indique el motivo.`;
}

export function useMinimumStayOverride(refusal: string | null): MinimumStayOverride {
  const [exceptuar, setExceptuar] = useState(false);
  const [motivo, setMotivo] = useState('');
  const parsed = motivoMinimoSchema.safeParse(motivo);
  const motivoError = refusal && exceptuar && !parsed.success ? (parsed.error.issues[0]?.message ?? MOTIVO_MINIMO_MSG.vacio) : null;
  const blocker = !refusal ? null : !exceptuar ? overrideBlocker(refusal) : motivoError;
  const body = refusal && exceptuar && parsed.success ? { motivo_minimo: parsed.data } : {};
  return { refusal, exceptuar, setExceptuar, motivo, setMotivo, motivoError, blocker, body };
}

/** Nothing while the rule accepts the stay. `showError`: the reason's problem is shown once the clerk tried to send. */
export function MinimumStayOverrideFields({ idPrefix, override, showError }: { idPrefix: string; override: MinimumStayOverride; showError: boolean }) {
  const { refusal, exceptuar, motivo, motivoError } = override;
  if (!refusal) return null;
  const id = `${idPrefix}-motivo-minimo`;
  const error = showError && motivoError ? motivoError : undefined;
  return (
    <div className="rsv-minimo" role="group" aria-label="Estadía mínima" data-testid="estadia-minima">
      <p className="rsv-minimo-refusal" role="alert">
        {refusal}.
      </p>
      <label className="rsv-check">
        <input type="checkbox" checked={exceptuar} onChange={(e) => override.setExceptuar(e.target.checked)} />
        {MOTIVO_MINIMO_MSG.exceptuar}
      </label>
      {exceptuar ? (
        <FormField id={id} label={MOTIVO_MINIMO_MSG.motivo} required error={error} hint="Queda registrado en el historial de la reserva.">
          <input
            id={id}
            type="text"
            value={motivo}
            maxLength={MOTIVO_MINIMO_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, true)}
            onChange={(e) => override.setMotivo(e.target.value)}
          />
        </FormField>
      ) : null}
    </div>
  );
}
