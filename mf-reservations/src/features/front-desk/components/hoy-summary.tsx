/** The day at a glance: how many arrive, leave and stay, and camping people tonight against the 72 plots. */
import { formatInteger } from '@camping/contracts/format';
import type { HoyResponse } from '@camping/contracts/schemas/hoy';

export function HoySummary({ data }: { data: HoyResponse }) {
  const { camping, grupos } = data;
  return (
    <dl className="fd-summary" aria-label="Resumen del día">
      <div>
        <dt>Llegadas</dt>
        <dd>{data.llegadas.total}</dd>
      </div>
      <div>
        <dt>Salidas</dt>
        <dd>{data.salidas.total}</dd>
      </div>
      <div>
        <dt>En el complejo</dt>
        <dd>{data.en_casa.total}</dd>
      </div>
      <div>
        <dt>Camping esta noche</dt>
        <dd data-testid="fd-camping">
          {formatInteger(camping.personas)} personas · {camping.parcelas_ocupadas} de {camping.parcelas} parcelas
        </dd>
      </div>
      {grupos.reservas > 0 ? (
        <div>
          <dt>Grupos esta noche</dt>
          <dd>{formatInteger(grupos.personas)} personas</dd>
        </div>
      ) : null}
    </dl>
  );
}
