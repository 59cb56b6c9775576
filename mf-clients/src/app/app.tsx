/**
 * Root of the remote: the shell passes the path; /admin/precios shows Precios, /admin/configuracion Configuración,
 * /admin/canales Canales, /admin/usuarios Usuarios (issue 17), every other path Clientes.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@camping/contracts/api/query-client';
import { useRefetchAfterLogin } from '@camping/ui/hooks/use-refetch-after-login';
import { useState } from 'react';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { ChannelsScreen } from '../features/canales/components/channels-screen';
import { ClientsScreen } from '../features/clientes/components/clients-screen';
import { SettingsScreen } from '../features/configuracion/components/settings-screen';
import { PricesScreen } from '../features/precios/components/prices-screen';
import { AccountsScreen } from '../features/usuarios/components/accounts-screen';
import './app.css';

export function isPreciosPath(pathname: string): boolean {
  return /^\/admin\/precios(\/|$)/.test(pathname);
}

export function isConfiguracionPath(pathname: string): boolean {
  return /^\/admin\/configuracion(\/|$)/.test(pathname);
}

export function isCanalesPath(pathname: string): boolean {
  return /^\/admin\/canales(\/|$)/.test(pathname);
}

export function isUsuariosPath(pathname: string): boolean {
  return /^\/admin\/usuarios(\/|$)/.test(pathname);
}

export function App({ pathname, user, reportError, navigate }: RemoteAppProps) {
  const [queryClient] = useState(() => createQueryClient(QueryClient));
  useRefetchAfterLogin(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="mfc-root" data-remote="mf-clients" data-path={pathname}>
        {isPreciosPath(pathname) ? (
          <PricesScreen user={user} reportError={reportError} />
        ) : isConfiguracionPath(pathname) ? (
          <SettingsScreen user={user} reportError={reportError} />
        ) : isCanalesPath(pathname) ? (
          <ChannelsScreen user={user} reportError={reportError} navigate={navigate} />
        ) : isUsuariosPath(pathname) ? (
          <AccountsScreen user={user} reportError={reportError} />
        ) : (
          <ClientsScreen user={user} reportError={reportError} />
        )}
      </div>
    </QueryClientProvider>
  );
}
