/** One unit's imported calendars: state, last sync, error, «Sincronizar ahora», «Quitar» and (admins) the add form. */
import { useState, type FormEvent } from 'react';
import { calendarioCreateSchema, CALENDARIO_LIMITES, type CalendarioExterno } from '@camping/contracts/schemas/calendario-externo';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import { useCrearCalendario, useSincronizarCalendario } from '../api/calendario-mutations';
import { syncFigures, syncState, syncSummary } from '../lib/sync-status';

export interface ImportedCalendarsProps {
  hospedajeId: number;
  unitName: string;
  calendarios: CalendarioExterno[];
  canManage: boolean;
  onRemove: (calendario: CalendarioExterno) => void;
}

function AddCalendarForm({ hospedajeId, unitName, onDone }: { hospedajeId: number; unitName: string; onDone: () => void }) {
  const crear = useCrearCalendario();
  const [nombre, setNombre] = useState('');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = `mfc-cal-${hospedajeId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = calendarioCreateSchema.safeParse({ hospedaje_id: hospedajeId, nombre, url });
    if (!parsed.success) return setProblem(firstIssueMessage(parsed.error));
    setProblem(null);
    crear.mutate(parsed.data, { onSuccess: onDone });
  };

  return (
    <form className="mfc-import-form" onSubmit={submit} aria-label={`Agregar calendario a ${unitName}`} noValidate>
      <label htmlFor={`${id}-nombre`}>Nombre</label>
      <input id={`${id}-nombre`} className="input" value={nombre} maxLength={CALENDARIO_LIMITES.nombreMax} placeholder="Airbnb"
        onChange={(e) => setNombre(e.target.value)} />
      <label htmlFor={`${id}-url`}>Dirección iCal (URL)</label>
      <input id={`${id}-url`} className="input" type="url" inputMode="url" value={url} maxLength={CALENDARIO_LIMITES.urlMax}
        placeholder="https://www.airbnb.com/calendar/ical/....ics" onChange={(e) => setUrl(e.target.value)} />
      {problem && <p className="field-error" role="alert">{problem}</p>}
      <div className="mfc-import-form-actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>Cancelar</button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={crear.isPending}>
          {crear.isPending ? 'Agregando...' : 'Agregar y sincronizar'}
        </button>
      </div>
    </form>
  );
}

export function ImportedCalendars({ hospedajeId, unitName, calendarios, canManage, onRemove }: ImportedCalendarsProps) {
  const sincronizar = useSincronizarCalendario();
  const [adding, setAdding] = useState(false);

  return (
    <div className="mfc-import">
      <h4 className="mfc-export-label">Calendarios importados</h4>
      {calendarios.length === 0 ? (
        <p className="mfc-export-hint">Ninguno todavía.</p>
      ) : (
        <ul className="mfc-import-list">
          {calendarios.map((c) => {
            const state = syncState(c);
            const figures = syncFigures(c);
            const syncing = c.sincronizando === true || (sincronizar.isPending && sincronizar.variables === c.id);
            return (
              <li key={c.id} className="mfc-import-item" aria-label={`${c.nombre} de ${unitName}`}>
                <div className="mfc-import-head">
                  <strong className="mfc-import-name" title={c.url}>{c.nombre}</strong>
                  <span className={`mfc-sync-state mfc-sync-${state.tone}`}>{state.label}</span>
                </div>
                <p className="mfc-export-hint">{syncSummary(c)}</p>
                {figures && <p className="mfc-export-hint">{figures}</p>}
                {c.error && <p className="mfc-import-error">{c.error}</p>}
                <div className="mfc-import-actions">
                  <button type="button" className="btn btn-secondary btn-sm" disabled={syncing}
                    onClick={() => sincronizar.mutate(c.id)} aria-label={`Sincronizar ahora ${c.nombre} de ${unitName}`}>
                    {syncing ? 'Sincronizando...' : 'Sincronizar ahora'}
                  </button>
                  {canManage && (
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => onRemove(c)} aria-label={`Quitar ${c.nombre} de ${unitName}`}>
                      Quitar
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {canManage &&
        (adding ? (
          <AddCalendarForm hospedajeId={hospedajeId} unitName={unitName} onDone={() => setAdding(false)} />
        ) : (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAdding(true)} aria-label={`Agregar calendario a ${unitName}`}>
            + Agregar calendario
          </button>
        ))}
    </div>
  );
}
