/**
 * Step 2, Hospedaje: the type, then one of the units free for every night of the stay. Camping (unlimited) and
 * grupos (no specific number) need no unit.
 */
import { useFormContext } from 'react-hook-form';
import { TIPO_CAMPING, TIPO_GRUPOS, tipoSinUnidad } from '@camping/contracts/domain';
import { MSG } from '@camping/contracts/messages';
import type { Hospedaje } from '@camping/contracts/schemas/hospedaje';
import { tipoLabel, unitName } from '../../../lib/lodging-label';
import { useAvailableUnits } from '../../lodging/api/use-available-units';
import { useTipos } from '../../lodging/api/use-tipos';
import { tipoOf, type WizardValues } from '../lib/wizard-rules';
import { LoadFailed, LoadingLine } from '../../../components/load-state';
import { useNotifyOnce } from '../../../hooks/use-notify-once';
import { LodgingTypeOptions } from './lodging-type-options';

export function WizardStepLodging({
  values,
  onUnitChosen,
}: {
  values: WizardValues;
  onUnitChosen: (unit: Hospedaje) => void;
}) {
  const { setValue } = useFormContext<WizardValues>();
  const tipo = tipoOf(values);
  const tipos = useTipos();
  const units = useAvailableUnits(tipo, values.fecha_entrada, values.fecha_salida);

  useNotifyOnce('error', tipos.isError ? MSG.errorCargarTipos : null);
  useNotifyOnce(
    'warning',
    units.data?.length === 0 ? MSG.sinHospedajesDisponibles : null,
    `${tipo}|${values.fecha_entrada}|${values.fecha_salida}`,
  );

  return (
    <div className="rsv-step">
      <fieldset className="rsv-fieldset">
        <legend>Tipo de hospedaje</legend>
        {tipos.isError ? <p className="field-hint">{MSG.errorCargarTipos}</p> : null}
        <LodgingTypeOptions
          name="wizard-tipo"
          tipos={tipos.data}
          value={values.tipo_hospedaje_id}
          onChange={(value) => {
            setValue('tipo_hospedaje_id', value);
            setValue('hospedaje_id', '');
            setValue('cantidad_personas', '');
            setValue('cantidad_adultos', '');
            setValue('cantidad_menores', '');
            setValue('monto_manual', '');
          }}
        />
      </fieldset>

      {tipo === TIPO_CAMPING ? (
        <p className="rsv-info">
          <strong>Camping · Capacidad: Ilimitado.</strong> No necesita número de hospedaje: en el paso siguiente se
          cargan adultos y menores.
        </p>
      ) : null}
      {tipo === TIPO_GRUPOS ? (
        <p className="rsv-info">
          <strong>Grupos · Sin número específico.</strong> En el paso siguiente se cargan las personas y el monto acordado.
        </p>
      ) : null}

      {tipo !== null && !tipoSinUnidad(tipo) ? (
        <fieldset className="rsv-fieldset">
          <legend>{tipoLabel(tipo)} disponibles</legend>
          {units.isPending ? (
            <LoadingLine label="Verificando disponibilidad..." />
          ) : units.isError ? (
            <LoadFailed message={MSG.errorHospedajesDisponibles} onRetry={() => void units.refetch()} />
          ) : units.data.length === 0 ? (
            <p className="rsv-alert rsv-alert-warning" role="alert">
              {MSG.sinHospedajesDisponibles}
            </p>
          ) : (
            <UnitOptions
              units={units.data}
              value={values.hospedaje_id}
              onChange={(u) => {
                setValue('hospedaje_id', String(u.id));
                onUnitChosen(u);
              }}
            />
          )}
        </fieldset>
      ) : null}
    </div>
  );
}

function UnitOptions({ units, value, onChange }: { units: Hospedaje[]; value: string; onChange: (unit: Hospedaje) => void }) {
  return (
    <div className="rsv-option-grid rsv-option-grid-units">
      {units.map((u) => {
        const checked = value === String(u.id);
        return (
          <label key={u.id} className={checked ? 'rsv-option rsv-option-unit selected' : 'rsv-option rsv-option-unit'}>
            <input
              type="radio"
              name="wizard-hospedaje"
              value={String(u.id)}
              checked={checked}
              onChange={() => onChange(u)}
              className="visually-hidden"
            />
            <span className="rsv-option-title">
              {unitName(u.tipo_hospedaje_id, u.numero)}
            </span>
            <span className="rsv-option-hint">Hasta {u.capacidad} personas</span>
          </label>
        );
      })}
    </div>
  );
}
