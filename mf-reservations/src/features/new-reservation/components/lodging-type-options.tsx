/** The four lodging types as big radio cards, coloured like the calendar. */
import { TIPOS_HOSPEDAJE, TIPO_CABANA, TIPO_CAMPING, TIPO_DORMIS, TIPO_GRUPOS } from '@camping/contracts/domain';
import type { TipoHospedaje } from '@camping/contracts/schemas/hospedaje';
import { tipoLabel } from '../../../lib/lodging-label';

const TIPO_HINT: Record<number, string> = {
  [TIPO_CABANA]: 'Hasta 5 personas',
  [TIPO_DORMIS]: 'Cama doble y cucheta',
  [TIPO_CAMPING]: 'Ilimitado',
  [TIPO_GRUPOS]: 'Sin número específico',
};

export function LodgingTypeOptions({
  tipos,
  value,
  onChange,
  name,
}: {
  tipos: readonly TipoHospedaje[] | undefined;
  value: string;
  onChange: (value: string) => void;
  name: string;
}) {
  const list = tipos && tipos.length > 0 ? tipos : TIPOS_HOSPEDAJE;
  return (
    <div className="rsv-option-grid rsv-option-grid-4">
      {list.map((t) => {
        const checked = value === String(t.id);
        return (
          <label key={t.id} className={checked ? `rsv-option rsv-option-tipo-${t.id} selected` : `rsv-option rsv-option-tipo-${t.id}`}>
            <input
              type="radio"
              name={name}
              value={String(t.id)}
              checked={checked}
              onChange={() => onChange(String(t.id))}
              className="visually-hidden"
            />
            <span className={`rsv-type-dot rsv-tipo-${t.id}`} aria-hidden="true" />
            <span className="rsv-option-title">{tipoLabel(t.id, t.nombre)}</span>
            <span className="rsv-option-hint">{TIPO_HINT[t.id] ?? ''}</span>
          </label>
        );
      })}
    </div>
  );
}
