/** One remote: where it is, which build, what this tab loaded, who changed it; a field to point it elsewhere. */
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@camping/contracts/api/http';
import { formatDateTimeAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { remotoUpdateSchema, type Remoto } from '@camping/contracts/schemas/remoto';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import { loadedRemote } from '../../remotes/remote-registry';
import { buildLabel, remoteArea } from '../lib/remote-labels';

export interface RemotoCardProps {
  remoto: Remoto;
  busy: boolean;
  onChange: (url: string) => Promise<unknown>;
  onRevert: () => void;
}

export function RemotoCard({ remoto, busy, onChange, onRevert }: RemotoCardProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const loaded = loadedRemote(remoto.name);
  const fieldId = `modulo-url-${remoto.name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = remotoUpdateSchema.safeParse({ url });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    setError(null);
    try {
      await onChange(parsed.data.url);
      setUrl('');
    } catch (failure) {
      setError(errorMessage(failure, MSG.errorActualizarRemoto));
    }
  };

  return (
    <li className="card modulo-card" aria-label={`${remoteArea(remoto.name)} (${remoto.name})`}>
      <h2>
        {remoteArea(remoto.name)} <span className="modulo-name">{remoto.name}</span>
      </h2>
      <dl className="modulo-facts">
        <dt>URL actual</dt>
        <dd className="modulo-url" title={remoto.url}>
          {remoto.url}
        </dd>
        <dt>Versión publicada</dt>
        <dd>{buildLabel(remoto)}</dd>
        <dt>Cargada en esta pestaña</dt>
        <dd>{loaded ? buildLabel(loaded) : 'No cargado en esta pestaña'}</dd>
        <dt>Último cambio</dt>
        <dd>{remoto.changed_by ? `${remoto.changed_by}, ${formatDateTimeAR(remoto.changed_at)}` : 'Configuración del servidor'}</dd>
        {remoto.previous_url ? (
          <>
            <dt>URL anterior</dt>
            <dd className="modulo-url" title={remoto.previous_url}>
              {remoto.previous_url}
            </dd>
          </>
        ) : null}
      </dl>
      <form className="modulo-form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={fieldId}>Nueva URL del mf-manifest.json</label>
        <div className="modulo-form-row">
          <input
            id={fieldId}
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://cdn.ejemplo.com/mf-reports/1.2.0/mf-manifest.json"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            disabled={busy}
          />
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy || url.trim() === ''}>
            Cambiar URL
          </button>
        </div>
        {error ? (
          <p id={`${fieldId}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {remoto.previous_url ? (
        <div className="modulo-actions">
          <button type="button" className="btn btn-secondary btn-sm" onClick={onRevert} disabled={busy} aria-label={`Revertir ${remoteArea(remoto.name)}`}>
            Revertir
          </button>
        </div>
      ) : null}
    </li>
  );
}
