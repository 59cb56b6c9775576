/**
 * Configuración (issue 16): the seña asked for a hold, how long a hold keeps its unit, the bank details the guest
 * transfers to, the complex's WhatsApp, what a cancellation from another application does with the money received and
 * what an early check-out charges unless the clerk chooses, and the catalogue of extras a stay's account charges (issue
 * 32). Everyone signed in reads them (the hold message uses them); only an `admin` changes them, and the screen says
 * who changed them last and when.
 */
import { errorMessage } from '@camping/contracts/api/http';
import { formatDateTimeAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import type { SessionUser } from '@camping/contracts/schemas/auth';
import type { ConfiguracionUpdateData } from '@camping/contracts/schemas/configuracion';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { Spinner } from '@camping/ui/spinner';
import { notify } from '@camping/ui/toast';
import { useConfiguracion } from '../api/get-configuracion';
import { useUpdateConfiguracion } from '../api/update-configuracion';
import { SETTINGS_FIELDS, useConfiguracionForm } from '../hooks/use-configuracion-form';
import { CheckinDataFields } from './checkin-data-fields';
import { ExtrasCatalogue } from './extras-catalogue';
import './settings.css';

export interface SettingsScreenProps {
  user: SessionUser | null;
  reportError: (message: string | null) => void;
}

export function SettingsScreen({ user, reportError }: SettingsScreenProps) {
  const configuracion = useConfiguracion();
  const update = useUpdateConfiguracion();
  const stored = configuracion.data?.configuracion;
  const form = useConfiguracionForm(stored);
  const canEdit = user?.rol === 'admin';
  useLoadErrorReport(configuracion, MSG.errorCargarConfiguracion, reportError);

  const save = (data: ConfiguracionUpdateData) =>
    update.mutate(data, {
      onSuccess: (answer) => notify.success(answer.message || MSG.configuracionActualizada),
      onError: (error) => {
        const message = errorMessage(error, MSG.errorActualizarConfiguracion);
        form.setError('root.server', { message });
        notify.error(message);
      },
    });

  const { errors } = form.formState;
  let body;
  if (configuracion.isPending) body = <Spinner label="Cargando configuración..." />;
  else if (configuracion.isError || !stored)
    body = (
      <p className="empty-state" role="alert">
        {MSG.errorCargarConfiguracion}
      </p>
    );
  else
    body = (
      <form className="card mfc-settings-form" onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate aria-label="Configuración">
        <fieldset disabled={!canEdit || update.isPending}>
          <legend className="visually-hidden">Datos de la configuración</legend>
          <div className="mfc-settings-grid">
            {SETTINGS_FIELDS.map((field) => {
              const id = `cfg-${field.name}`;
              const error = errors[field.name]?.message;
              return (
                <div key={field.name} className="field">
                  <label htmlFor={id}>{field.label}</label>
                  {'options' in field ? (
                    <select
                      id={id}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : `${id}-hint`}
                      {...form.register(field.name)}
                    >
                      {field.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id}
                      type="text"
                      inputMode={field.inputMode}
                      autoComplete="off"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : `${id}-hint`}
                      {...form.register(field.name)}
                    />
                  )}
                  {error ? (
                    <span id={`${id}-error`} className="field-error" role="alert">
                      {error}
                    </span>
                  ) : (
                    <span id={`${id}-hint`} className="field-hint">
                      {field.hint}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
          <CheckinDataFields form={form} />
        </fieldset>
        {errors.root?.server ? (
          <p className="field-error" role="alert">
            {errors.root.server.message}
          </p>
        ) : null}
        <div className="mfc-settings-footer">
          <p className="mfc-settings-audit">
            {stored.actualizado_por
              ? `Última modificación: ${formatDateTimeAR(stored.actualizado_el)} por ${stored.actualizado_por}`
              : 'Valores iniciales: todavía nadie los modificó.'}
          </p>
          {canEdit ? (
            <button type="submit" className="btn btn-primary" disabled={update.isPending}>
              {update.isPending ? 'Guardando...' : 'Guardar cambios'}
            </button>
          ) : null}
        </div>
      </form>
    );

  return (
    <section className="mfc-settings" aria-labelledby="mfc-settings-title">
      <header className="page-header">
        <div>
          <h1 id="mfc-settings-title">Configuración</h1>
          <p className="mfc-subtitle">
            Seña, pre-reservas, datos bancarios que recibe el huésped por WhatsApp, lo pagado al cancelar, la salida anticipada, los datos de huéspedes que pide el ingreso y los extras.
          </p>
        </div>
      </header>
      {canEdit ? null : (
        <p className="mfc-readonly-note" role="note">
          Solo un administrador puede modificar la configuración. La ve en modo de solo lectura.
        </p>
      )}
      {body}
      <ExtrasCatalogue canEdit={canEdit} />
    </section>
  );
}
