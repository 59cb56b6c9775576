/**
 * «Usuarios» (issue 17, administrators): the staff accounts; create one with a temporary password (shown once, to
 * be read to the new clerk), change its role, disable or re-enable it (a disabled account's sessions end at once),
 * reset its password. Role changes and disabling are confirmed first; what the API refuses (nobody demotes or
 * disables themselves or the last administrator) is said in its own words.
 */
import { useState } from 'react';
import { MSG } from '@camping/contracts/messages';
import { ROL_ETIQUETAS, type Rol, type SessionUser } from '@camping/contracts/schemas/auth';
import type { UsuarioCuenta } from '@camping/contracts/schemas/usuario';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { Dialog } from '@camping/ui/dialog';
import { Spinner } from '@camping/ui/spinner';
import { useLoadErrorReport } from '@camping/ui/hooks/use-load-error-report';
import { useCambiarUsuario, useCrearUsuario, useRestablecerContrasena } from '../api/account-mutations';
import { useUsuarios } from '../api/get-usuarios';
import { AccountRoleSelect } from './account-role-select';
import { NewAccountForm } from './new-account-form';
import './accounts.css';

type Pending = { kind: 'desactivar' | 'restablecer'; cuenta: UsuarioCuenta } | { kind: 'rol'; cuenta: UsuarioCuenta; rol: Rol };

/** What each confirmation says: the title, the question and the button. */
function confirmation(p: Pending): { title: string; message: string; label: string } {
  if (p.kind === 'rol')
    return {
      title: `Cambiar el rol de ${p.cuenta.usuario}`,
      message:
        p.rol === 'admin'
          ? `Pasa a ${ROL_ETIQUETAS.admin}: podrá cambiar precios y configuración, eliminar reservas y clientes, ver reportes e historial y administrar usuarios. ¿Continuar?`
          : p.rol === 'limpieza'
            ? `Pasa a ${ROL_ETIQUETAS.limpieza}: verá solo la lista de limpieza y cambiará solo el estado de las unidades; ninguna otra pantalla. ¿Continuar?`
            : `Pasa a ${ROL_ETIQUETAS.recepcion}: seguirá reservando y cobrando, pero ya no cambiará precios ni configuración ni verá reportes, historial ni usuarios. ¿Continuar?`,
      label: 'Cambiar rol',
    };
  if (p.kind === 'desactivar')
    return {
      title: `Desactivar ${p.cuenta.usuario}`,
      message: 'Sus sesiones abiertas terminan de inmediato y no podrá ingresar hasta que la reactive. ¿Continuar?',
      label: 'Desactivar',
    };
  return {
    title: `Restablecer la contraseña de ${p.cuenta.usuario}`,
    message: 'Se genera una contraseña temporal nueva y sus sesiones abiertas terminan. ¿Continuar?',
    label: 'Restablecer',
  };
}

export function AccountsScreen({ user, reportError }: { user: SessionUser | null; reportError: (message: string | null) => void }) {
  const usuarios = useUsuarios();
  const crear = useCrearUsuario();
  const cambiar = useCambiarUsuario();
  const restablecer = useRestablecerContrasena();
  const [pending, setPending] = useState<Pending | null>(null);
  const [temporal, setTemporal] = useState<{ usuario: string; contrasena: string } | null>(null);
  useLoadErrorReport(usuarios, MSG.errorCargarUsuarios, reportError);
  const asked = pending ? confirmation(pending) : null;

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'desactivar') await cambiar.mutateAsync({ id: pending.cuenta.id, activo: false }).catch(() => undefined);
    else if (pending.kind === 'rol') await cambiar.mutateAsync({ id: pending.cuenta.id, rol: pending.rol }).catch(() => undefined);
    else {
      const res = await restablecer.mutateAsync(pending.cuenta.id).catch(() => null);
      if (res) setTemporal({ usuario: res.usuario.usuario, contrasena: res.contrasena_temporal });
    }
    setPending(null);
  };

  return (
    <section className="mfc-accounts" aria-labelledby="mfc-usuarios-title">
      <header className="page-header">
        <div>
          <h1 id="mfc-usuarios-title">Usuarios</h1>
          <p className="mfc-subtitle">Cuentas del personal. Recepción reserva y cobra; Administración además cambia precios y configuración.</p>
        </div>
      </header>
      <NewAccountForm
        busy={crear.isPending}
        onCreate={async (data) => {
          const res = await crear.mutateAsync(data);
          setTemporal({ usuario: res.usuario.usuario, contrasena: res.contrasena_temporal });
        }}
      />
      {usuarios.isPending ? <Spinner label="Cargando usuarios..." /> : null}
      {usuarios.data ? (
        <ul className="mfc-account-list" aria-label="Cuentas">
          {usuarios.data.usuarios.map((c) => (
            <li key={c.id} className={c.activo ? 'card mfc-account' : 'card mfc-account mfc-account-off'}>
              <div className="mfc-account-main">
                <strong className="mfc-account-name">{c.usuario}</strong>
                <AccountRoleSelect cuenta={c} disabled={cambiar.isPending} onChoose={(rol) => setPending({ kind: 'rol', cuenta: c, rol })} />
                <span className={c.activo ? 'badge badge-activa' : 'badge badge-cancelada'}>{c.activo ? 'Activo' : 'Desactivado'}</span>
                {c.debe_cambiar_contrasena ? <span className="badge badge-pendiente">Contraseña temporal</span> : null}
              </div>
              <div className="mfc-account-actions">
                {c.usuario === user?.usuario ? (
                  <span className="mfc-account-self">Su cuenta</span>
                ) : c.activo ? (
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setPending({ kind: 'desactivar', cuenta: c })}>
                    Desactivar
                  </button>
                ) : (
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => cambiar.mutate({ id: c.id, activo: true })}>
                    Reactivar
                  </button>
                )}
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setPending({ kind: 'restablecer', cuenta: c })}>
                  Restablecer contraseña
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={asked?.title}
        message={asked?.message ?? ''}
        confirmLabel={asked?.label}
        busy={cambiar.isPending || restablecer.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <Dialog open={temporal !== null} onOpenChange={(open) => (!open ? setTemporal(null) : undefined)} title="Contraseña temporal">
        {temporal ? (
          <div className="mfc-temporal">
            <p>
              Comuníquele a <strong>{temporal.usuario}</strong> esta contraseña. Se muestra solo ahora; deberá cambiarla al ingresar.
            </p>
            <p className="mfc-temporal-value" data-testid="contrasena-temporal">
              {temporal.contrasena}
            </p>
            <div className="dialog-actions">
              <button type="button" className="btn btn-primary" onClick={() => setTemporal(null)}>
                Listo
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
