/**
 * /admin/historial (issue 17, administrators): every recorded change, newest first, filtered by user, days and
 * entity, 50 a page («Anterior» / «Siguiente»: the server says whether there is more, it does not count millions).
 * A row about a reservation links to it (/admin/reservas/:id, issue 34).
 */
import { DateField } from '@camping/ui/date-field';
import { useDebouncedValue } from '@camping/ui/hooks/use-debounced-value';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { Spinner } from '@camping/ui/spinner';
import { formatDateTimeAR } from '@camping/contracts/format';
import { describirCambio, ENTIDAD_HISTORIAL_ETIQUETAS } from '@camping/contracts/historial';
import { MSG } from '@camping/contracts/messages';
import { ENTIDADES_HISTORIAL, type EntidadHistorial } from '@camping/contracts/schemas/historial';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { useHistorial } from '../api/get-historial';
import { useHistoryFilters } from '../hooks/use-history-filters';
import { HistorySubject } from './history-subject';
import './history.css';

export function HistoryScreen({ navigate, reportError }: Pick<RemoteAppProps, 'navigate' | 'reportError'>) {
  const { values, filtros, page, setPage, setFilter, reset, error } = useHistoryFilters();
  const usuario = useDebouncedValue(filtros.usuario, 300);
  const query = useHistorial({ ...filtros, usuario }, error === null);
  useLoadErrorReport(query, MSG.errorCargarHistorial, reportError);
  // A range upside down shows its error alone: not the last page's rows, nor «Sin cambios registrados» (issue 37).
  const filas = error === null ? (query.data?.historial ?? []) : [];
  const nombres = query.data?.nombres;

  return (
    <section className="hist-page" aria-labelledby="hist-title">
      <h1 id="hist-title">Historial de cambios</h1>
      <p className="hist-subtitle">Quién cambió qué y cuándo: reservas, pagos, clientes, precios, configuración y usuarios.</p>
      <form className="hist-filters" onSubmit={(e) => e.preventDefault()} aria-label="Filtros del historial">
        <div className="field">
          <label htmlFor="hist-usuario">Usuario</label>
          <input id="hist-usuario" value={values.usuario} onChange={(e) => setFilter('usuario', e.target.value)} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="hist-desde">Desde</label>
          <DateField id="hist-desde" allowEmpty value={values.desde} onChange={(iso) => setFilter('desde', iso)} />
        </div>
        <div className="field">
          <label htmlFor="hist-hasta">Hasta</label>
          <DateField id="hist-hasta" allowEmpty value={values.hasta} onChange={(iso) => setFilter('hasta', iso)} />
        </div>
        <div className="field">
          <label htmlFor="hist-entidad">Qué</label>
          <select id="hist-entidad" value={values.entidad} onChange={(e) => setFilter('entidad', e.target.value as EntidadHistorial | '')}>
            <option value="">Todo</option>
            {ENTIDADES_HISTORIAL.map((e) => (
              <option key={e} value={e}>
                {ENTIDAD_HISTORIAL_ETIQUETAS[e]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-ghost" onClick={reset}>
          Limpiar filtros
        </button>
      </form>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {query.isPending && error === null ? <Spinner label="Cargando historial..." /> : null}
      {error === null && query.data && filas.length === 0 ? <p className="hist-empty">{MSG.historialVacio}</p> : null}
      {filas.length > 0 ? (
        <div className="hist-table-wrap">
          <table className="hist-table">
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Usuario</th>
                <th scope="col">Qué</th>
                <th scope="col">Cambio</th>
              </tr>
            </thead>
            <tbody>
              {filas.map((f) => (
                <tr key={f.id}>
                  <td className="hist-when">{formatDateTimeAR(f.at)}</td>
                  <td className="hist-user">{f.usuario}</td>
                  <td className="hist-what">
                    <HistorySubject fila={f} nombres={nombres} navigate={navigate} />
                  </td>
                  <td className="hist-change">{describirCambio(f, nombres)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <nav className="pagination" aria-label="Paginación">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
          Anterior
        </button>
        <span aria-live="polite">Página {page}</span>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => setPage(page + 1)}
          disabled={!query.data?.hay_mas || query.isPlaceholderData}
        >
          Siguiente
        </button>
      </nav>
    </section>
  );
}
