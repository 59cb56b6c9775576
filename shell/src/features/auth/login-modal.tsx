/** The login modal of spec section 2: Usuario, Contraseña, 'Iniciar Sesión'; closes on overlay or close button. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorStatus, errorMessage } from '@camping/contracts/api/http';
import { MSG_PUBLICO } from '@camping/contracts/messages-publico';
import { Dialog } from '@camping/ui/dialog';
import { useAuth } from './auth-context';

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  /** After a login; by default the admin area opens (the public login). */
  onLoggedIn?: () => void;
  /** A line above the fields, e.g. why the dialog opened over a form. */
  notice?: string;
}

export function LoginModal({ open, onClose, onLoggedIn, notice }: LoginModalProps) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [usuario, setUsuario] = useState('');
  const [contrasena, setContrasena] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setError(null);
    setContrasena('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!usuario.trim() || !contrasena) {
      setError('Complete usuario y contraseña');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login(usuario.trim(), contrasena);
      setUsuario('');
      setContrasena('');
      onClose();
      if (onLoggedIn) onLoggedIn();
      else navigate('/admin');
    } catch (err) {
      const status = apiErrorStatus(err);
      if (status === 429) setError(MSG_PUBLICO.loginDemasiadosIntentos);
      else if (status === 401) setError(MSG_PUBLICO.loginIncorrecto);
      else setError(errorMessage(err, MSG_PUBLICO.loginIncorrecto));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (!next ? close() : undefined)} title="Iniciar Sesión">
      <form onSubmit={submit} noValidate className="login-form">
        {notice ? (
          <p className="login-notice" role="status">
            {notice}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="login-usuario">Usuario</label>
          <input
            id="login-usuario"
            name="usuario"
            autoComplete="username"
            required
            value={usuario}
            onChange={(e) => setUsuario(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-contrasena">Contraseña</label>
          <input
            id="login-contrasena"
            name="contrasena"
            type="password"
            autoComplete="current-password"
            required
            value={contrasena}
            onChange={(e) => setContrasena(e.target.value)}
          />
        </div>
        {error ? (
          <p className="field-error login-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary login-submit" disabled={busy}>
          {busy ? 'Ingresando...' : 'Iniciar Sesión'}
        </button>
      </form>
    </Dialog>
  );
}
