/**
 * A client who is not registered yet can be added without leaving the wizard (POST clientes); the new client is
 * then selected. Its own small form inside step 4 (Enter creates the client, it never submits the reservation).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { clienteInputSchema, type Cliente, type ClienteData, type ClienteInput } from '@camping/contracts/schemas/cliente';
import { notify } from '@camping/ui/toast';
import { PlusIcon } from '../../../components/icons';
import { FormField, describedBy } from '../../../components/form-field';
import { useCreateCliente } from '../api/use-clientes';

export function NewClientInline({ onCreated }: { onCreated: (cliente: Cliente) => void }) {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateCliente();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ClienteInput, unknown, ClienteData>({
    defaultValues: { nombre: '', apellido: '', documento: '', telefono: '' },
    resolver: zodResolver(clienteInputSchema),
  });

  const save = handleSubmit((values) => {
    setServerError(null);
    create.mutate(values, {
      onSuccess: (res) => {
        notify.success(res.message || MSG.clienteCreado);
        reset();
        setOpen(false);
        onCreated(res.cliente);
      },
      onError: (error) => {
        const message = failureMessage(error, MSG.errorCrearCliente);
        if (message === null) return;
        setServerError(message);
        notify.error(message);
      },
    });
  });
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    }
  };

  if (!open) {
    return (
      <button type="button" className="btn btn-ghost btn-sm rsv-new-client-toggle" onClick={() => setOpen(true)}>
        <PlusIcon /> Registrar cliente nuevo
      </button>
    );
  }
  const fields: Array<{ name: 'nombre' | 'apellido' | 'documento' | 'telefono'; label: string; required: boolean; type?: string }> = [
    { name: 'nombre', label: 'Nombre', required: true },
    { name: 'apellido', label: 'Apellido', required: true },
    { name: 'documento', label: 'Documento', required: true },
    { name: 'telefono', label: 'Teléfono', required: false, type: 'tel' },
  ];
  return (
    <div className="rsv-new-client" role="group" aria-labelledby="rsv-new-client-title">
      <h4 id="rsv-new-client-title">Cliente nuevo</h4>
      <div className="rsv-row-2">
        {fields.map((f) => (
          <FormField key={f.name} id={`nuevo-${f.name}`} label={f.label} required={f.required} error={errors[f.name]?.message}>
            <input
              id={`nuevo-${f.name}`}
              type={f.type ?? 'text'}
              autoComplete="off"
              aria-invalid={Boolean(errors[f.name])}
              aria-describedby={describedBy(`nuevo-${f.name}`, errors[f.name]?.message)}
              onKeyDown={onEnter}
              {...register(f.name)}
            />
          </FormField>
        ))}
      </div>
      {serverError ? (
        <p className="rsv-alert" role="alert">
          {serverError}
        </p>
      ) : null}
      <div className="rsv-inline-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOpen(false)} disabled={create.isPending}>
          Cancelar
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => void save()} disabled={create.isPending}>
          {create.isPending ? 'Guardando...' : 'Guardar cliente'}
        </button>
      </div>
    </div>
  );
}
