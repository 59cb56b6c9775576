/**
 * «Conflictos»: external events over one of our stays, until staff move the stay or mark them seen; the nights they
 * share are named (the event's other nights are blocked already, issue 33). «Mover nuestra
 * estadía» opens the Planilla at the stay's dates with it selected (libs/contracts planilla-link).
 */
import { useState } from 'react';
import { formatDateAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { planillaStayLink } from '@camping/contracts/planilla-link';
import { pageCount } from '@camping/contracts/schemas/pagina';
import { Pagination } from '@camping/ui/pagination';
import { Spinner } from '@camping/ui/spinner';
import { CONFLICTOS_POR_PAGINA, useConflictos, useMarcarVisto } from '../api/get-conflictos';
import { unitLabel } from '../lib/unit-label';

const nights = (entrada: string, salida: string) => `${formatDateAR(entrada)} al ${formatDateAR(salida)}`;

export function ConflictsSection({ navigate }: { navigate: (to: string) => void }) {
  const [page, setPage] = useState(1);
  const conflictos = useConflictos(page);
  const visto = useMarcarVisto();

  let body;
  if (conflictos.isPending) body = <Spinner label="Cargando conflictos..." />;
  else if (conflictos.isError) body = <p className="empty-state" role="alert">{MSG.errorCargarConflictos}</p>;
  else if (conflictos.data.conflictos.length === 0) body = <p className="mfc-export-hint">No hay conflictos abiertos.</p>;
  else
    body = (
      <>
        <ul className="mfc-conflict-list">
          {conflictos.data.conflictos.map((k) => (
            <li key={k.id} className={`card mfc-conflict mfc-conflict-${k.estado}`} aria-label={`Conflicto en ${unitLabel(k)}`}>
              <div className="mfc-import-head">
                <strong>{unitLabel(k)}</strong>
                <span className={`mfc-sync-state ${k.estado === 'pendiente' ? 'mfc-sync-error' : 'mfc-sync-pending'}`}>
                  {k.estado === 'pendiente' ? 'Pendiente' : `Visto${k.visto_por ? ` por ${k.visto_por}` : ''}`}
                </span>
              </div>
              <p>
                «{k.calendario}» ocupa del {nights(k.fecha_entrada, k.fecha_salida)}
                {k.resumen ? ` (${k.resumen})` : ''}, sobre la reserva #{k.reserva_id} de {k.cliente} del{' '}
                {nights(k.reserva_entrada, k.reserva_salida)}.
              </p>
              {k.choque_entrada && k.choque_salida ? (
                <p className="mfc-conflict-nights">
                  Noches en conflicto: del {nights(k.choque_entrada, k.choque_salida)}; las demás noches del evento ya están bloqueadas.
                </p>
              ) : null}
              <div className="mfc-import-actions">
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => navigate(planillaStayLink({ id: k.reserva_id, fecha_entrada: k.reserva_entrada }))}>
                  Mover nuestra estadía
                </button>
                {k.estado === 'pendiente' && (
                  <button type="button" className="btn btn-ghost btn-sm" disabled={visto.isPending} onClick={() => visto.mutate(k.id)}>
                    Marcar como visto
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        {conflictos.data.total > CONFLICTOS_POR_PAGINA && (
          <Pagination page={page} pageCount={pageCount(conflictos.data.total, CONFLICTOS_POR_PAGINA)} onPageChange={setPage} />
        )}
      </>
    );

  return (
    <section className="mfc-channel-group" aria-labelledby="mfc-conflictos-title">
      <h2 id="mfc-conflictos-title">Conflictos</h2>
      <p className="mfc-price-help">
        Un evento de un calendario importado que cae sobre una estadía nuestra: sus noches libres quedan bloqueadas (y salen
        en el calendario exportado); las noches que comparte con la estadía son el conflicto. Mueva la estadía (en la
        Planilla) o márquelo como visto; se cierra solo cuando dejan de superponerse.
      </p>
      {body}
    </section>
  );
}
