/**
 * «Cambiar contraseña» (issue 17): current password, new one twice. Opened from the admin bar, or forced over the
 * admin area while the session holds a temporary password (then it has no × and Escape does nothing: the API answers
 * nothing else; «Cerrar Sesión» is the way out).
 * The rules are the shared schema's; the server also refuses the most common passwords.
 */
import { useState, type FormEvent } from 'react';
import { cambiarContrasena } from '@camping/contracts/api/usuarios';
import { errorMessage } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import { cambioContrasenaSchema } from '@camping/contracts/schemas/usuario';
import { firstIssueMessage } from '@camping/contracts/schemas/common';
import { CONTRASENA_MIN } from '@camping/contracts/password-rules';
import { Dialog } from '@camping/ui/dialog';
import { notify } from '@camping/ui/toast';
import { useAuth } from './auth-context';

export interface ChangePasswordDialogProps {
  open: boolean;
  /** Forced: a temporary password must be replaced before anything else. */
  forced?: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ open, forced = false, onClose }: ChangePasswordDialogProps) {
  const { passwordChanged, logout } = useAuth();
  const [actual, setActual] = useState('');
  const [nueva, setNueva] = useState('');
  const [repetida, setRepetida] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setActual('');
    setNueva('');
    setRepetida('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cambioContrasenaSchema.safeParse({ contrasena_actual: actual, contrasena_nueva: nueva });
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    if (nueva !== repetida) return setError('Las contraseñas nuevas no coinciden');
    setBusy(true);
    setError(null);
    try {
      const res = await cambiarContrasena(parsed.data);
      notify.success(res.message);
      reset();
      passwordChanged();
      onClose();
    } catch (err) {
      setError(errorMessage(err, MSG.errorFormatoDatos));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      dismissable={!busy}
      required={forced}
      onOpenChange={(next) => {
        if (next) return;
        reset();
        onClose();
      }}
      title="Cambiar contraseña"
      description={forced ? 'Su contraseña es temporal: elija una propia para continuar.' : undefined}
    >
      <form onSubmit={submit} noValidate className="login-form">
        <div className="field">
          <label htmlFor="cp-actual">{forced ? 'Contraseña temporal' : 'Contraseña actual'}</label>
          <input id="cp-actual" type="password" autoComplete="current-password" value={actual} onChange={(e) => setActual(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="cp-nueva">Contraseña nueva</label>
          <input id="cp-nueva" type="password" autoComplete="new-password" value={nueva} onChange={(e) => setNueva(e.target.value)} />
          <small className="field-hint">Al menos {CONTRASENA_MIN} caracteres; una frase es más fácil de recordar.</small>
        </div>
        <div className="field">
          <label htmlFor="cp-repetida">Repita la contraseña nueva</label>
          <input id="cp-repetida" type="password" autoComplete="new-password" value={repetida} onChange={(e) => setRepetida(e.target.value)} />
        </div>
        {error ? (
          <p className="field-error login-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog-actions">
          {forced ? (
            <button type="button" className="btn btn-ghost" onClick={() => void logout()}>
              Cerrar Sesión
            </button>
          ) : null}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Guardando...' : 'Cambiar contraseña'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
