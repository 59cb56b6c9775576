/**
 * The «Módulos» route of the shell: admins only. It is the host's concern (which remote runs where), and only the
 * shell knows which build of each remote this tab loaded (docs/decisions.md). Its own query client: the shell has
 * no other server state.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@camping/contracts/api/query-client';
import { MSG } from '@camping/contracts/messages';
import { useAuth } from '../../auth/auth-context';
import { ModulosScreen } from './modulos-screen';

let client: QueryClient | null = null;

export function ModulosPage({ reportError }: { reportError: (message: string | null) => void }) {
  const { user } = useAuth();
  client ??= createQueryClient(QueryClient);
  if (user?.rol !== 'admin') {
    return (
      <p className="empty-state" role="alert">
        {MSG.sinPermiso}
      </p>
    );
  }
  return (
    <QueryClientProvider client={client}>
      <ModulosScreen reportError={reportError} />
    </QueryClientProvider>
  );
}
