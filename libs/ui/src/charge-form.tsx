/**
 * «Agregar cargo» (issue 32, «Charges»): from the catalogue kept in Configuración, or by hand. With nothing offered
 * in the catalogue (or while it cannot be read) only the manual charge, with a word on where the catalogue is kept.
 */
import { useId, useState } from 'react';
import type { CuentaEscrita } from '@camping/contracts/schemas/cuenta';
import { ExtraChargeForm } from './extra-charge-form';
import { useExtrasOffered } from './hooks/use-extras-offered';
import { ManualChargeForm } from './manual-charge-form';
import { Spinner } from './spinner';

export interface ChargeFormProps {
  reservaId: number;
  noches: number;
  onSaved: (answer: CuentaEscrita) => void;
  onCancel: () => void;
}

type Origen = 'catalogo' | 'manual';

export function ChargeForm({ reservaId, noches, onSaved, onCancel }: ChargeFormProps) {
  const ids = useId();
  const extras = useExtrasOffered();
  const [elegido, setElegido] = useState<Origen | null>(null);
  if (!extras.data && !extras.error) return <Spinner label="Cargando el catálogo de extras..." />;
  const ofrecidos = extras.data ?? [];
  const origen: Origen = ofrecidos.length === 0 ? 'manual' : (elegido ?? 'catalogo');
  return (
    <div className="pay-form acct-add">
      <h4 className="pay-form-title">Agregar cargo</h4>
      {ofrecidos.length > 0 ? (
        <div className="acct-origin" role="radiogroup" aria-label="Tipo de cargo">
          {(['catalogo', 'manual'] as const).map((o) => (
            <label key={o} className="acct-origin-choice">
              <input type="radio" name={`${ids}-origen`} value={o} checked={origen === o} onChange={() => setElegido(o)} />
              {o === 'catalogo' ? 'Del catálogo' : 'Cargo manual'}
            </label>
          ))}
        </div>
      ) : (
        <p className="field-hint acct-hint">{extras.error ?? 'El catálogo de extras está vacío: se arma en Configuración.'}</p>
      )}
      {origen === 'catalogo' ? (
        <ExtraChargeForm reservaId={reservaId} noches={noches} extras={ofrecidos} onSaved={onSaved} onCancel={onCancel} />
      ) : (
        <ManualChargeForm reservaId={reservaId} onSaved={onSaved} onCancel={onCancel} />
      )}
    </div>
  );
}
