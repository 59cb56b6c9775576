/**
 * Step 4, Cliente: search by nombre, apellido or documento (case-insensitive), choose one, check the booking's
 * summary and create it. Messages of spec section 5 when no valid client is chosen.
 */
import { useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { MSG } from '@camping/contracts/messages';
import { formatClientName, formatPhone } from '@camping/contracts/format';
import type { Cliente } from '@camping/contracts/schemas/cliente';
import { useClientes } from '../api/use-clientes';
import { filterClientes } from '../lib/client-filter';
import type { WizardValues } from '../lib/wizard-rules';
import { LoadFailed, LoadingLine } from '../../../components/load-state';
import { useNotifyOnce } from '../../../hooks/use-notify-once';
import { NewClientInline } from './new-client-inline';

const MAX_SHOWN = 8;

export function WizardStepClient({
  clienteId,
  summary,
  onCreatedClient,
}: {
  clienteId: string;
  summary: ReactNode;
  onCreatedClient: (id: number) => void;
}) {
  const {
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const clientes = useClientes();
  const [term, setTerm] = useState('');
  const [extra, setExtra] = useState<Cliente | null>(null);
  const list = clientes.data ?? [];
  const all = extra && !list.some((c) => c.id === extra.id) ? [extra, ...list] : list;
  const matches = filterClientes(all, term);
  const shown = matches.slice(0, MAX_SHOWN);
  const selected = all.find((c) => String(c.id) === clienteId) ?? null;
  if (selected && !shown.some((c) => c.id === selected.id)) shown.unshift(selected);

  useNotifyOnce('error', clientes.isError ? MSG.errorCargarClientes : null);

  const choose = (c: Cliente) => {
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
                if (matches.length === 1) choose(matches[0]);
              }
            }}
          />
        </div>
        {clientes.isPending ? (
          <LoadingLine label="Cargando clientes..." />
        ) : clientes.isError ? (
          <LoadFailed message={MSG.errorCargarClientes} onRetry={() => void clientes.refetch()} />
        ) : matches.length === 0 ? (
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
            {matches.length > MAX_SHOWN ? (
              <p className="field-hint">
                Hay {matches.length - MAX_SHOWN} clientes más que coinciden: escriba más letras o el documento.
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
            setExtra(c);
            setTerm(c.documento);
            onCreatedClient(c.id);
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
