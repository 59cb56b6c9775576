/**
 * The day's closures (administrators: every user's; reception: its own), reopened ones too, and for administrators
 * the tills with money recorded and not closed yet, each with «Ver caja»; «Reabrir» on a closure in force.
 */
import { formatARSCents, formatDateAR } from '@camping/contracts/format';
import type { CierreCaja, CierresCajaResponse } from '@camping/contracts/schemas/caja';
import { CLOSURE_COLUMNS, closureCellClass } from '../lib/closure-columns';

export interface DayClosuresProps {
  data: CierresCajaResponse;
  /** Administrators: every user's closures, the open tills and the actions. */
  admin: boolean;
  onShow: (usuario: string) => void;
  onReopen: (cierre: CierreCaja) => void;
}

function OpenTills({ data, onShow }: Pick<DayClosuresProps, 'data' | 'onShow'>) {
  if (data.sin_cerrar.length === 0) return null;
  return (
    <>
      <h3 className="caja-subtitle">Cajas sin cerrar</h3>
      <ul className="caja-open-tills">
        {data.sin_cerrar.map((s) => (
          <li key={s.usuario}>
            <span>
              <strong>{s.usuario}</strong>: {s.movimientos === 1 ? '1 movimiento' : `${s.movimientos} movimientos`}, efectivo esperado{' '}
              {formatARSCents(s.efectivo_esperado)}
            </span>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => onShow(s.usuario)}>
              Ver caja
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export function DayClosures({ data, admin, onShow, onReopen }: DayClosuresProps) {
  return (
    <section className="caja-closures" aria-labelledby="caja-cierres-title">
      <h2 id="caja-cierres-title">Cierres del día {formatDateAR(data.desde)}</h2>
      {data.cierres.length === 0 ? (
        <p className="caja-muted">Todavía no se cerró {admin ? 'ninguna caja' : 'su caja'} este día.</p>
      ) : (
        <div className="caja-table-wrap">
          <table className="caja-table caja-closures-table">
            <thead>
              <tr>
                {CLOSURE_COLUMNS.map((col) => (
                  <th key={col.header} scope="col" className={closureCellClass(col)}>
                    {col.header}
                  </th>
                ))}
                {admin ? <th scope="col">Acciones</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.cierres.map((c) => (
                <tr key={c.id} data-cierre-id={c.id} className={c.reabierto_at ? 'caja-reopened-row' : undefined}>
                  {CLOSURE_COLUMNS.map((col) => (
                    <td key={col.header} data-label={col.header} className={closureCellClass(col)}>
                      {col.value(c)}
                    </td>
                  ))}
                  {admin ? (
                    <td data-label="Acciones" className="caja-actions">
                      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onShow(c.usuario)}>
                        Ver caja
                      </button>
                      {c.reabierto_at ? null : (
                        <button type="button" className="btn btn-danger-outline btn-sm" onClick={() => onReopen(c)}>
                          Reabrir
                        </button>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {admin ? <OpenTills data={data} onShow={onShow} /> : null}
    </section>
  );
}
