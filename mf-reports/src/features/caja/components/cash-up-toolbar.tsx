/**
 * Which till: ◀ the day ▶ (never after today), «Hoy» to come back, the user for an administrator (its own, and
 * everyone who has a closure or an open till that day), and «Imprimir cierres».
 */
import { addDaysIso } from '@camping/contracts/dates';
import { DateField } from '@camping/ui/date-field';

export interface CashUpToolbarProps {
  fecha: string;
  hoy: string;
  onFecha: (fecha: string) => void;
  /** Administrators: the users to choose from; null for reception (its own till only). */
  usuarios: string[] | null;
  usuario: string;
  onUsuario: (usuario: string) => void;
  onPrint: () => void;
}

export function CashUpToolbar({ fecha, hoy, onFecha, usuarios, usuario, onUsuario, onPrint }: CashUpToolbarProps) {
  return (
    <div className="caja-toolbar">
      <div className="caja-day-nav" role="group" aria-label="Día">
        <button type="button" className="btn btn-secondary btn-sm" aria-label="Día anterior" onClick={() => onFecha(addDaysIso(fecha, -1))}>
          ◀
        </button>
        <DateField className="input caja-date" aria-label="Fecha" max={hoy} value={fecha} onChange={onFecha} />
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-label="Día siguiente"
          disabled={fecha >= hoy}
          onClick={() => onFecha(addDaysIso(fecha, 1))}
        >
          ▶
        </button>
        {fecha !== hoy ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onFecha(hoy)}>
            Hoy
          </button>
        ) : null}
      </div>
      {usuarios ? (
        <div className="field caja-user">
          <label htmlFor="caja-usuario">Usuario</label>
          <select id="caja-usuario" className="input" value={usuario} onChange={(event) => onUsuario(event.target.value)}>
            {usuarios.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="button" className="btn btn-secondary caja-print-button" onClick={onPrint}>
        Imprimir cierres
      </button>
    </div>
  );
}
