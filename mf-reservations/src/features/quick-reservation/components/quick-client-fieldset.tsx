/** Reserva Rápida's «Datos del cliente»: the documento with what the lookup found, then the client's fields. */
import type { UseFormRegister } from 'react-hook-form';
import { MSG } from '@camping/contracts/messages';
import { FormField } from '../../../components/form-field';
import type { useClientByDocument } from '../hooks/use-client-by-document';
import type { QuickValues } from '../lib/quick-form';

type FieldProps = (name: keyof QuickValues, id: string, hint?: boolean) => Record<string, unknown>;

interface QuickClientFieldsetProps {
  lookup: ReturnType<typeof useClientByDocument>;
  register: UseFormRegister<QuickValues>;
  inputProps: FieldProps;
  err: (name: keyof QuickValues) => string | undefined;
  disabled: boolean;
}

function lookupHint(lookup: QuickClientFieldsetProps['lookup']) {
  if (lookup.status === 'found') {
    return (
      <span className="rsv-found">
        ✓ Cliente existente: {lookup.cliente.nombre} {lookup.cliente.apellido}
      </span>
    );
  }
  if (lookup.status === 'searching') return 'Buscando cliente...';
  if (lookup.status === 'new') return MSG.documentoSinCliente;
  if (lookup.status === 'error') return MSG.errorCargarClientes;
  return 'Desde 7 caracteres se busca si el cliente ya existe.';
}

export function QuickClientFieldset({ lookup, register, inputProps, err, disabled }: QuickClientFieldsetProps) {
  return (
    <fieldset className="card rsv-quick-card" disabled={disabled}>
      <legend className="rsv-card-legend">Datos del cliente</legend>
      <FormField id="qr-documento" label="Documento" required error={err('documento')} hint={lookupHint(lookup)}>
        <input {...inputProps('documento', 'qr-documento', true)} inputMode="text" autoComplete="off" autoFocus {...register('documento')} />
      </FormField>
      <div className="rsv-row-2">
        <FormField id="qr-nombre" label="Nombre" required error={err('nombre')}>
          <input {...inputProps('nombre', 'qr-nombre')} autoComplete="off" {...register('nombre')} />
        </FormField>
        <FormField id="qr-apellido" label="Apellido" required error={err('apellido')}>
          <input {...inputProps('apellido', 'qr-apellido')} autoComplete="off" {...register('apellido')} />
        </FormField>
      </div>
      <FormField id="qr-telefono" label="Teléfono" required error={err('telefono')}>
        <input {...inputProps('telefono', 'qr-telefono')} type="tel" autoComplete="off" {...register('telefono')} />
      </FormField>
      <div className="rsv-row-2">
        <FormField id="qr-vehiculo" label="Modelo de vehículo" error={err('modelo_vehiculo')}>
          <input {...inputProps('modelo_vehiculo', 'qr-vehiculo')} autoComplete="off" {...register('modelo_vehiculo')} />
        </FormField>
        <FormField id="qr-patente" label="Patente" error={err('patente')}>
          <input {...inputProps('patente', 'qr-patente')} autoComplete="off" {...register('patente')} />
        </FormField>
      </div>
    </fieldset>
  );
}
