/**
 * Reserva Rápida's «Pre-reserva (retener sin seña)»: the unit is kept for the hours of Configuración without a
 * payment, and the expiry that choice gives is shown before creating it.
 */
import { formatDateTimeAR } from '@camping/contracts/format';
import { holdExpiryFrom } from '@camping/contracts/holds';
import { useConfiguracion } from '@camping/ui/hooks/use-configuracion';

export function QuickHoldOption({ checked, onChange, disabled }: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const configuracion = useConfiguracion();
  const horas = configuracion.data?.horas_prereserva;
  return (
    <div className="rsv-hold-option">
      <label className="rsv-check">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} disabled={disabled} aria-describedby="qr-hold-hint" />
        Pre-reserva (retener sin seña)
      </label>
      <p id="qr-hold-hint" className="field-hint">
        {!checked
          ? 'La unidad queda retenida unas horas mientras el huésped envía la seña.'
          : horas === undefined
            ? configuracion.isError
              ? 'Vence según la duración de Configuración.'
              : 'Consultando la duración de la pre-reserva...'
            : `Vence el ${formatDateTimeAR(holdExpiryFrom(horas))} (${horas === 1 ? '1 hora' : `${horas} horas`}); si no se confirma, se cancela sola.`}
      </p>
    </div>
  );
}
