/**
 * The login dialog over the admin screen when the session ended mid-work (AuthState.sessionExpired). The screen
 * underneath stays mounted, so every field the clerk filled in is still there after the login: they press the
 * button again (nothing is resent on their behalf; they see what is sent, and a different user may have signed in).
 */
import { MSG } from '@camping/contracts/messages';
import { notify } from '@camping/ui/toast';
import { useAuth } from './auth-context';
import { LoginModal } from './login-modal';

export function SessionExpiredLogin() {
  const { sessionExpired, dismissSessionExpired } = useAuth();
  return (
    <LoginModal
      open={sessionExpired}
      notice={MSG.sesionVencida}
      onClose={dismissSessionExpired}
      onLoggedIn={() => notify.success(MSG.sesionRenovada)}
    />
  );
}
