import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { usuarioCreateSchema, type UsuarioCreateData } from '@camping/contracts/schemas/usuario';
import { RoleOptions } from './account-role-select';

/** «Nuevo usuario»: a name and a role; the server chooses the temporary password. */
export function NewAccountForm({ busy, onCreate }: { busy: boolean; onCreate: (data: UsuarioCreateData) => Promise<unknown> }) {
  const { register, handleSubmit, reset, formState } = useForm<UsuarioCreateData>({
    resolver: zodResolver(usuarioCreateSchema),
    defaultValues: { usuario: '', rol: 'recepcion' },
  });
  const submit = handleSubmit(async (data) => {
    await onCreate(data).then(() => reset(), () => undefined);
  });
  return (
    <form className="card mfc-account-form" onSubmit={submit} noValidate aria-labelledby="mfc-nuevo-usuario">
      <h2 id="mfc-nuevo-usuario">Nuevo usuario</h2>
      <div className="mfc-account-fields">
        <div className="field">
          <label htmlFor="mfc-usuario">Usuario</label>
          <input id="mfc-usuario" autoComplete="off" aria-invalid={Boolean(formState.errors.usuario)} {...register('usuario')} />
          {formState.errors.usuario ? <p className="field-error">{formState.errors.usuario.message}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="mfc-rol">Rol</label>
          <select id="mfc-rol" {...register('rol')}>
            <RoleOptions />
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Creando...' : 'Crear usuario'}
        </button>
      </div>
    </form>
  );
}
