/**
 * Step 4, Cliente: search by nombre, apellido or documento (case- and accent-insensitive, on the server, 500 ms after
 * the last key: the wizard never downloads every client), choose one, check the booking's summary and create it.
 * Messages of spec section 5 when no valid client is chosen.
 */
import { useState, type ReactNode } from 'react';
import { LIMITES } from '@camping/contracts/domain';
import { useFormContext } from 'react-hook-form';
import { MSG } from '@camping/contracts/messages';
import { formatClientName, formatPhone } from '@camping/contracts/format';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { useDebouncedValue } from '@camping/ui/hooks/use-debounced-value';
import { useClientesBusqueda } from '../api/use-clientes';
import type { WizardValues } from '../lib/wizard-rules';
import { LoadFailed, LoadingLine } from '../../../components/load-state';
import { useNotifyOnce } from '../../../hooks/use-notify-once';
import { NewClientInline } from './new-client-inline';

const MAX_SHOWN = 8;

export function WizardStepClient({
  clienteId,
  summary,
  onKnownClient,
}: {
  clienteId: string;
  summary: ReactNode;
  /** A client the receptionist chose or created: the only ids the wizard accepts. */
  onKnownClient: (id: number) => void;
}) {
  const {
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), LIMITES.searchDebounceMs);
  const clientes = useClientesBusqueda(search, MAX_SHOWN);
  const [chosen, setChosen] = useState<Cliente | null>(null);
  const matches = clientes.data?.clientes ?? [];
  const more = (clientes.data?.total ?? 0) - matches.length;
  const selected = chosen && String(chosen.id) === clienteId ? chosen : null;
  const shown = selected && !matches.some((c) => c.id === selected.id) ? [selected, ...matches] : matches;

  useNotifyOnce('error', clientes.isError ? MSG.errorCargarClientes : null);

  const choose = (c: Cliente) => {
    setChosen(c);
    onKnownClient(c.id);
    setValue('cliente_id', String(c.id));
    clearErrors('cliente_id');
  };

  return (
    <div className="rsv-step rsv-client-step">
      <div className="rsv-client-pick">
        <div className="field">
          <label htmlFor="wizard-buscar-cliente">Buscar cliente</label>
          <input
            id="wizard-buscar-cliente"
            type="search"
            placeholder="Nombre, apellido o documento"
            autoComplete="off"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={(e) => {
              // Enter picks the only match instead of submitting the reservation.
              if (e.key === 'Enter') {
                e.preventDefault();
                if (search === term.trim() && matches.length === 1 && more === 0) choose(matches[0]);
              }
            }}
          />
        </div>
        {clientes.isPending ? (
          <LoadingLine label="Cargando clientes..." />
        ) : clientes.isError ? (
          <LoadFailed message={MSG.errorCargarClientes} onRetry={() => void clientes.refetch()} />
        ) : shown.length === 0 ? (
          <p className="rsv-empty-small">{MSG.sinClientesBusqueda}</p>
        ) : (
          <fieldset className="rsv-fieldset">
            <legend className="visually-hidden">Clientes</legend>
            <ul className="rsv-client-list">
              {shown.map((c) => {
                const checked = String(c.id) === clienteId;
                return (
                  <li key={c.id}>
                    <label className={checked ? 'rsv-client-option selected' : 'rsv-client-option'}>
                      <input
                        type="radio"
                        name="wizard-cliente"
                        value={String(c.id)}
                        checked={checked}
                        onChange={() => choose(c)}
                        aria-describedby={errors.cliente_id ? 'wizard-cliente-error' : undefined}
                      />
                      <span className="rsv-client-name">{formatClientName(c)}</span>
                      <span className="rsv-muted">
                        DNI {c.documento}
                        {c.telefono ? ` · ${formatPhone(c.telefono)}` : ''}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {more > 0 ? (
              <p className="field-hint">
                Hay {more} clientes más que coinciden: escriba más letras o el documento.
              </p>
            ) : null}
          </fieldset>
        )}
        {errors.cliente_id?.message ? (
          <p className="field-error rsv-block-error" id="wizard-cliente-error" role="alert">
            {errors.cliente_id.message}
          </p>
        ) : null}
        <NewClientInline
          onCreated={(c) => {
            setTerm(c.documento);
            choose(c);
          }}
        />
      </div>
      <aside className="rsv-recap" aria-label="Resumen de la reserva">
        <h3 className="rsv-side-title">Resumen</h3>
        {summary}
        <div className="rsv-recap-client">
          <span className="rsv-muted">Cliente</span>
          <strong>{selected ? formatClientName(selected) : 'Sin elegir'}</strong>
        </div>
      </aside>
    </div>
  );
}
