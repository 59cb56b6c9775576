/**
 * /admin/registro-huespedes (issue 36, administrators): everyone who stayed between two dates (their arrival
 * recorded), with document and nationality, 50 a page from the server, and the whole range as CSV or PDF.
 * On a phone each guest is a card.
 */
import { registroArchivoHref } from '@camping/contracts/api/huespedes';
import { formatDateAR, formatDateTimeAR } from '@camping/contracts/format';
import { MSG_HUESPEDES } from '@camping/contracts/messages-huespedes';
import { TIPO_DOCUMENTO_LABEL, type RegistroFila } from '@camping/contracts/schemas/huesped';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { DateField } from '@camping/ui/date-field';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { Pagination } from '@camping/ui/pagination';
import { Spinner } from '@camping/ui/spinner';
import { useGuestRegister } from '../api/use-guest-register';
import { REGISTRO_PAGE_SIZE, useRegisterRange } from '../hooks/use-register-range';
import './guest-register.css';

/** The day of the check-in and the arrival time recorded with it (else the moment it was recorded). */
const llegada = (f: RegistroFila) => (f.hora_llegada ? `${formatDateTimeAR(f.checkin_at).slice(0, 10)} ${f.hora_llegada}` : formatDateTimeAR(f.checkin_at));

const documento = (f: RegistroFila) => (f.documento ? `${f.tipo_documento ? `${TIPO_DOCUMENTO_LABEL[f.tipo_documento]} ` : ''}${f.documento}` : '—');

export function GuestRegisterScreen({ reportError }: Pick<RemoteAppProps, 'reportError'>) {
  const { desde, hasta, page, setPage, setDay, error } = useRegisterRange();
  const query = useGuestRegister({ desde, hasta, page, page_size: REGISTRO_PAGE_SIZE }, error === null);
  useLoadErrorReport(query, MSG_HUESPEDES.errorRegistro, reportError);
  const filas = error === null ? (query.data?.filas ?? []) : [];
  const total = error === null ? (query.data?.total ?? 0) : 0;
  const pageCount = Math.max(1, Math.ceil(total / REGISTRO_PAGE_SIZE));
  const archivos = error === null && total > 0;

  return (
    <section className="greg-page" aria-labelledby="greg-title">
      <h1 id="greg-title">{MSG_HUESPEDES.registroTitulo}</h1>
      <p className="greg-subtitle">Quienes se alojaron entre dos fechas (con el ingreso registrado), con documento y nacionalidad.</p>
      <form className="greg-filters" onSubmit={(e) => e.preventDefault()} aria-label="Fechas del registro">
        <div className="field">
          <label htmlFor="greg-desde">Desde</label>
          <DateField id="greg-desde" value={desde} onChange={(iso) => setDay('desde', iso)} />
        </div>
        <div className="field">
          <label htmlFor="greg-hasta">Hasta</label>
          <DateField id="greg-hasta" value={hasta} onChange={(iso) => setDay('hasta', iso)} />
        </div>
        <div className="greg-downloads">
          <a className={`btn btn-secondary${archivos ? '' : ' disabled'}`} href={archivos ? registroArchivoHref(desde, hasta, 'csv') : undefined} aria-disabled={!archivos} download>
            Descargar CSV
          </a>
          <a className={`btn btn-secondary${archivos ? '' : ' disabled'}`} href={archivos ? registroArchivoHref(desde, hasta, 'pdf') : undefined} aria-disabled={!archivos} download>
            Descargar PDF
          </a>
        </div>
      </form>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {query.isPending && error === null ? <Spinner label="Cargando registro..." /> : null}
      {error === null && query.data ? (
        <p className="greg-count" role="status">
          {total === 0 ? MSG_HUESPEDES.registroVacio : `${total} ${total === 1 ? 'huésped' : 'huéspedes'} del ${formatDateAR(desde)} al ${formatDateAR(hasta)}`}
        </p>
      ) : null}
      {filas.length > 0 ? (
        <div className="greg-table-wrap">
          <table className="greg-table" aria-describedby="greg-title">
            <thead>
              <tr>
                <th scope="col">Entrada</th>
                <th scope="col">Salida</th>
                <th scope="col">Unidad</th>
                <th scope="col">Huésped</th>
                <th scope="col">Documento</th>
                <th scope="col">Nacionalidad</th>
                <th scope="col">Nacimiento</th>
                <th scope="col">Llegada</th>
              </tr>
            </thead>
            <tbody>
              {filas.map((f, i) => (
                <tr key={`${f.reserva_id}-${i}`}>
                  <td data-label="Entrada">{formatDateAR(f.fecha_entrada)}</td>
                  <td data-label="Salida">{formatDateAR(f.fecha_salida)}</td>
                  <td data-label="Unidad">{f.unidad}</td>
                  <td data-label="Huésped" className="greg-name">
                    <span>
                      {f.apellido}, {f.nombre}
                      {f.titular ? <span className="greg-titular"> · titular</span> : null}
                    </span>
                  </td>
                  <td data-label="Documento">{documento(f)}</td>
                  <td data-label="Nacionalidad">{f.nacionalidad ?? '—'}</td>
                  <td data-label="Nacimiento">{f.fecha_nacimiento ? formatDateAR(f.fecha_nacimiento) : '—'}</td>
                  <td data-label="Llegada">{llegada(f)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {total > REGISTRO_PAGE_SIZE ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
    </section>
  );
}
