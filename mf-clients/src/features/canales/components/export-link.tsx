/** One unit's export URL: read-only field, «Copiar», and (admins) «Regenerar enlace». */
import { useRef } from 'react';
import { formatDateAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import type { Canal } from '@camping/contracts/schemas/canal';
import { notify } from '@camping/ui/toast';
import { copyText } from '../lib/copy-text';
import { unitLabel } from '../lib/unit-label';

export interface ExportLinkProps {
  canal: Canal;
  canRegenerate: boolean;
  onRegenerate: (canal: Canal) => void;
}

export function ExportLink({ canal, canRegenerate, onRegenerate }: ExportLinkProps) {
  const field = useRef<HTMLInputElement>(null);
  const label = unitLabel(canal);
  const inputId = `mfc-canal-url-${canal.hospedaje_id}`;

  const copy = async () => {
    if (await copyText(canal.url_exportacion)) {
      notify.success(MSG.enlaceCopiado);
      return;
    }
    field.current?.focus();
    field.current?.select();
    notify.error(MSG.errorCopiarEnlace);
  };

  return (
    <div className="mfc-export">
      <label htmlFor={inputId} className="mfc-export-label">
        Exportar calendario (iCal)
      </label>
      <div className="mfc-export-row">
        <input
          ref={field}
          id={inputId}
          className="input mfc-export-url"
          type="text"
          readOnly
          value={canal.url_exportacion}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${inputId}-hint`}
        />
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void copy()} aria-label={`Copiar enlace de ${label}`}>
          Copiar
        </button>
      </div>
      <div className="mfc-export-footer">
        <p id={`${inputId}-hint`} className="mfc-export-hint">
          Enlace creado el {formatDateAR(canal.enlace_creado)}
        </p>
        {canRegenerate && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => onRegenerate(canal)}
            aria-label={`Regenerar enlace de ${label}`}
          >
            Regenerar enlace
          </button>
        )}
      </div>
    </div>
  );
}
