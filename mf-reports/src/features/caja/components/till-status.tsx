/**
 * Whether the till is closed, by whom and when, with what was counted; a warning when money moved after the close
 * (the closure keeps what was expected then); the earlier closures an administrator reopened, and why. Holds the
 * till's one action: «Cerrar caja» for its own user, «Reabrir» for an administrator.
 */
import { diferenciaLabel } from '@camping/contracts/cash-up';
import { formatARSCents, formatDateTimeAR } from '@camping/contracts/format';
import { toCents } from '@camping/contracts/money';
import type { CajaResponse, CierreCaja } from '@camping/contracts/schemas/caja';

export interface TillStatusProps {
  caja: CajaResponse;
  puedeCerrar: boolean;
  puedeReabrir: boolean;
  onClose: () => void;
  onReopen: (cierre: CierreCaja) => void;
}

function Closed({ cierre, puedeReabrir, onReopen }: { cierre: CierreCaja; puedeReabrir: boolean; onReopen: (c: CierreCaja) => void }) {
  return (
    <div className="caja-status caja-status-closed" role="status">
      <p>
        <strong>Caja cerrada</strong> por {cierre.usuario} el {formatDateTimeAR(cierre.cerrado_at)}. Contado{' '}
        {formatARSCents(cierre.efectivo_contado)} · {diferenciaLabel(cierre.diferencia)}
        {cierre.observaciones ? <span className="caja-note"> · «{cierre.observaciones}»</span> : null}
      </p>
      {puedeReabrir ? (
        <button type="button" className="btn btn-danger-outline btn-sm" onClick={() => onReopen(cierre)}>
          Reabrir
        </button>
      ) : null}
    </div>
  );
}

export function TillStatus({ caja, puedeCerrar, puedeReabrir, onClose, onReopen }: TillStatusProps) {
  const { cierre } = caja;
  const movedAfter = cierre !== null && toCents(cierre.efectivo_esperado) !== toCents(caja.efectivo_esperado);
  return (
    <div className="caja-status-block">
      {cierre ? (
        <Closed cierre={cierre} puedeReabrir={puedeReabrir} onReopen={onReopen} />
      ) : (
        <div className="caja-status caja-status-open" role="status">
          <p>
            <strong>Caja abierta</strong>
            {puedeCerrar ? ': al terminar el turno, cuente el efectivo y ciérrela.' : '.'}
          </p>
          {puedeCerrar ? (
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Cerrar caja
            </button>
          ) : null}
        </div>
      )}
      {movedAfter ? (
        <p className="caja-warning" role="alert">
          Hubo movimientos después del cierre: al cerrar se esperaban {formatARSCents(cierre.efectivo_esperado)} en efectivo y ahora{' '}
          {formatARSCents(caja.efectivo_esperado)}. Un administrador puede reabrir la caja para cerrarla de nuevo.
        </p>
      ) : null}
      {caja.reabiertos.length > 0 ? (
        <ul className="caja-reopened" aria-label="Cierres reabiertos">
          {caja.reabiertos.map((r) => (
            <li key={r.id}>
              Cerrada el {formatDateTimeAR(r.cerrado_at)} (contado {formatARSCents(r.efectivo_contado)}) y reabierta por {r.reabierto_por} el{' '}
              {formatDateTimeAR(r.reabierto_at)}: «{r.reabierto_motivo}»
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
