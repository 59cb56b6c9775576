/**
 * The year strip (issue 35): the twelve months of a year as small calendars, each day coloured by the season whose
 * night it is (base: no colour), with a legend. Months wrap to the width, so a phone shows them two by two.
 */
import { formatDateAR } from '@camping/contracts/format';
import type { Temporada } from '@camping/contracts/schemas/temporada';
import { BASE_LABEL } from '@camping/contracts/seasons/season-messages';
import { textOn, yearStrip } from '../lib/year-strip';

const WEEK_HEAD = ['L', 'M', 'M', 'J', 'V', 'S', 'D'];

export function YearStrip({ anio, temporadas }: { anio: number; temporadas: readonly Temporada[] }) {
  const { months, legend } = yearStrip(anio, temporadas);
  return (
    <div className="mfc-year-strip">
      <ul className="mfc-strip-legend" aria-label="Referencias">
        <li>
          <span className="mfc-season-swatch mfc-swatch-base" aria-hidden="true" /> {BASE_LABEL} (sin temporada)
        </li>
        {legend.map((t) => (
          <li key={t.id}>
            <span className="mfc-season-swatch" style={{ backgroundColor: t.color }} aria-hidden="true" /> {t.nombre}
          </li>
        ))}
      </ul>
      <div className="mfc-strip-months">
        {months.map((m) => (
          <section key={m.mes} className="mfc-strip-month" aria-label={`${m.nombre} ${anio}`}>
            <h4>{m.nombre}</h4>
            <div className="mfc-strip-days">
              {WEEK_HEAD.map((d, i) => (
                <span key={i} className="mfc-strip-head" aria-hidden="true">
                  {d}
                </span>
              ))}
              {m.days.map((day) => {
                const label = `${formatDateAR(day.fecha)}: ${day.temporada?.nombre ?? BASE_LABEL}`;
                return (
                  <span
                    key={day.fecha}
                    className={day.temporada ? 'mfc-strip-day mfc-strip-day-season' : 'mfc-strip-day'}
                    // Monday first: the first day of the month sits under its weekday.
                    style={{
                      gridColumnStart: day.dia === 1 ? ((day.semana + 6) % 7) + 1 : undefined,
                      backgroundColor: day.temporada?.color,
                      color: day.temporada ? textOn(day.temporada.color) : undefined,
                    }}
                    data-fecha={day.fecha}
                    data-temporada={day.temporada?.nombre}
                    title={label}
                    aria-label={label}
                    role="img"
                  >
                    {day.dia}
                  </span>
                );
              })}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
