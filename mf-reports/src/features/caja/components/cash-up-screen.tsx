/**
 * «Caja» (issue 32, /admin/caja, reception and administrators; docs/cash-up.md): a user's till of a day — the expected
 * cash, each method's money in and out, the movements — its closure («Cerrar caja», once per user and day; an
 * administrator may reopen it with a reason), and the day's closures, printable. Reception sees its own till; an
 * administrator picks anyone's. The day and user are kept in the URL.
 */
import { useState } from 'react';
import { puedeCerrarCaja, puedeReabrirCaja, puedeVerTodasLasCajas } from '@camping/contracts/cash-up';
import { todayIso } from '@camping/contracts/dates';
import { formatDateAR } from '@camping/contracts/format';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import type { CierreCaja, CierresCajaResponse } from '@camping/contracts/schemas/caja';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { Spinner } from '@camping/ui/spinner';
import { useCaja } from '../api/get-caja';
import { useCierresCaja } from '../api/get-cierres-caja';
import { useCashUpPlace } from '../hooks/use-cash-up-place';
import { CashUpToolbar } from './cash-up-toolbar';
import { CloseTillDialog } from './close-till-dialog';
import { ClosuresPrintSheet } from './closures-print-sheet';
import { DayClosures } from './day-closures';
import { ReopenClosureDialog } from './reopen-closure-dialog';
import { TillMovements } from './till-movements';
import { TillStatus } from './till-status';
import { TillSummary } from './till-summary';
import './cash-up.css';

/** The users an administrator may pick: itself, the one shown, and whoever closed or left a till open that day. */
function userOptions(own: string, shown: string | null, cierres: CierresCajaResponse | undefined): string[] {
  const names = [own, shown, ...(cierres?.cierres ?? []).map((c) => c.usuario), ...(cierres?.sin_cerrar ?? []).map((s) => s.usuario)];
  return [...new Set(names.filter((n): n is string => Boolean(n)))].sort((a, b) => a.localeCompare(b, 'es'));
}

export function CashUpScreen({ user, navigate, reportError }: Pick<RemoteAppProps, 'user' | 'navigate' | 'reportError'>) {
  const place = useCashUpPlace(navigate);
  const admin = user !== null && puedeVerTodasLasCajas(user);
  const caja = useCaja(place.fecha, admin ? place.usuario : null);
  const cierres = useCierresCaja(place.fecha);
  useLoadErrorReport(caja, MSG_CUENTA.errorCargarCaja, reportError);
  useLoadErrorReport(cierres, MSG_CUENTA.errorCargarCierres, reportError);
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState<CierreCaja | null>(null);
  const data = caja.data;
  const hoy = data?.hoy ?? todayIso();
  const own = user?.usuario ?? '';
  const show = (usuario: string) => place.setUsuario(usuario === own ? null : usuario);

  return (
    <div className="caja-page">
      <header className="page-header caja-header">
        <div>
          <h1>Caja</h1>
          <p className="caja-muted">
            {data ? `Caja de ${data.usuario}` : 'Caja'} · {formatDateAR(place.fecha)}
          </p>
        </div>
        <CashUpToolbar
          fecha={place.fecha}
          hoy={hoy}
          onFecha={place.setFecha}
          usuarios={admin ? userOptions(own, place.usuario, cierres.data) : null}
          usuario={place.usuario ?? own}
          onUsuario={show}
          onPrint={() => window.print()}
        />
      </header>
      {!data && caja.isPending ? <Spinner label="Cargando la caja..." /> : null}
      <div className="caja-screen" aria-busy={caja.isFetching}>
        {data ? (
          <>
            <TillStatus
              caja={data}
              puedeCerrar={user !== null && puedeCerrarCaja(user, data.usuario)}
              puedeReabrir={user !== null && puedeReabrirCaja(user)}
              onClose={() => setClosing(true)}
              onReopen={setReopening}
            />
            <TillSummary caja={data} />
            <section className="caja-movements-section" aria-labelledby="caja-movimientos-title">
              <h2 id="caja-movimientos-title">Movimientos</h2>
              <TillMovements movimientos={data.movimientos} fecha={data.fecha} />
            </section>
          </>
        ) : null}
        {cierres.data ? <DayClosures data={cierres.data} admin={admin} onShow={show} onReopen={setReopening} /> : null}
        {cierres.data ? <ClosuresPrintSheet data={cierres.data} /> : null}
      </div>
      {closing && data ? (
        <CloseTillDialog key={`${data.fecha}-${data.usuario}`} onClose={() => setClosing(false)} fecha={data.fecha} esperado={data.efectivo_esperado} />
      ) : null}
      {reopening ? <ReopenClosureDialog cierre={reopening} onClose={() => setReopening(null)} /> : null}
    </div>
  );
}
