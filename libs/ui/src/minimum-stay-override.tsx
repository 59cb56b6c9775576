/**
 * The seasons' refusal of a stay (issue 35: a minimum stay, a day with no arrivals) wherever staff book or change a
 * stay — the wizard, Reserva Rápida, the edit modal, and the changed stay's confirmation (the Planilla, the calendar,
 * «Extender estadía»): the rule's message, and «Exceptuar la estadía mínima» with its required reason, which the screen
 * sends as `motivo_minimo` and the API records in the reservation's history. Written once here so every remote shows
 * the same checkbox and field.
 */
import { useState } from 'react';
import { MOTIVO_MINIMO_MAX, MOTIVO_MINIMO_MSG, motivoMinimoSchema } from '@camping/contracts/schemas/motivo-minimo';
import { describedBy } from './form-field';

/** What the clerk chose, as a draft keeps it. */
export interface MinimumStayChoice {
  exceptuar: boolean;
  motivo: string;
}

/** The body's field: the reason, only when the rule refuses the stay and the clerk overrode it. */
export type MinimumStayBody = { motivo_minimo?: string };

export interface MinimumStayOverride extends MinimumStayChoice {
  /** The rule's refusal of the stay as the screen has it, or null. */
  refusal: string | null;
  setExceptuar: (value: boolean) => void;
  setMotivo: (value: string) => void;
  /** The reason's problem, once the clerk chose to override. */
  motivoError: string | null;
  /** Why the stay cannot be sent yet, or null. */
  blocker: string | null;
  body: MinimumStayBody;
}

export function overrideBlocker(refusal: string): string {
  return `${refusal}. Para reservar igual, marque «${MOTIVO_MINIMO_MSG.exceptuar}» e indique el motivo.`;
}

/** `initial`: a restored draft's choice (the wizard's), else unchecked and empty. */
export function useMinimumStayOverride(refusal: string | null, initial?: MinimumStayChoice): MinimumStayOverride {
  const [exceptuar, setExceptuar] = useState(initial?.exceptuar ?? false);
  const [motivo, setMotivo] = useState(initial?.motivo ?? '');
  const parsed = motivoMinimoSchema.safeParse(motivo);
  const motivoError = refusal && exceptuar && !parsed.success ? (parsed.error.issues[0]?.message ?? MOTIVO_MINIMO_MSG.vacio) : null;
  const blocker = !refusal ? null : !exceptuar ? overrideBlocker(refusal) : motivoError;
  const body = refusal && exceptuar && parsed.success ? { motivo_minimo: parsed.data } : {};
  return { refusal, exceptuar, setExceptuar, motivo, setMotivo, motivoError, blocker, body };
}

export interface MinimumStayOverrideFieldsProps {
  idPrefix: string;
  override: MinimumStayOverride;
  /** The reason's problem is shown once the clerk typed or tried to send. */
  showError: boolean;
  /** The refusal is already said above (the confirmation's facts): only the checkbox and the reason. */
  hideRefusal?: boolean;
  disabled?: boolean;
}

/** Nothing while the rule accepts the stay. */
export function MinimumStayOverrideFields({ idPrefix, override, showError, hideRefusal = false, disabled }: MinimumStayOverrideFieldsProps) {
  const { refusal, exceptuar, motivo, motivoError } = override;
  if (!refusal) return null;
  const id = `${idPrefix}-motivo-minimo`;
  const error = showError && motivoError ? motivoError : undefined;
  return (
    <div className="minimo-override" role="group" aria-label="Estadía mínima" data-testid="estadia-minima">
      {hideRefusal ? null : (
        <p className="minimo-override-refusal" role="alert">
          {refusal}.
        </p>
      )}
      <label className="minimo-override-check">
        <input type="checkbox" checked={exceptuar} disabled={disabled} onChange={(e) => override.setExceptuar(e.target.checked)} />
        {MOTIVO_MINIMO_MSG.exceptuar}
      </label>
      {exceptuar ? (
        <div className="field">
          <label htmlFor={id}>
            {MOTIVO_MINIMO_MSG.motivo}
            <span className="minimo-override-required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            id={id}
            type="text"
            value={motivo}
            maxLength={MOTIVO_MINIMO_MAX}
            disabled={disabled}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, true)}
            onChange={(e) => override.setMotivo(e.target.value)}
          />
          <span className="field-hint" id={`${id}-hint`}>
            Queda registrado en el historial de la reserva.
          </span>
          {error ? (
            <span className="field-error" id={`${id}-error`} role="alert">
              {error}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
