/**
 * Root of the remote: the shell names the screen of its route table (libs/federation/routes.json): 'precios',
 * 'configuracion', 'canales', 'usuarios' (issue 17), 'clientes' and 'cliente' (one client's detail, /admin/clientes/:id).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { sharedQueryClient } from '@camping/ui/hooks/shared-query-client';
import type { RemoteAppProps } from '@camping/contracts/shell-contract';
import { screenOf } from '@camping/federation/admin-routes';
import { ChannelsScreen } from '../features/canales/components/channels-screen';
import { ClientsScreen } from '../features/clientes/components/clients-screen';
import { SettingsScreen } from '../features/configuracion/components/settings-screen';
import { PricesScreen } from '../features/precios/components/prices-screen';
import { AccountsScreen } from '../features/usuarios/components/accounts-screen';
import { detailIdParam } from '../lib/detail-route';
import './app.css';

function Screen({ screen, params, pathname, user, reportError, navigate }: RemoteAppProps & { screen: string }) {
  switch (screen) {
    case 'precios':
      return <PricesScreen user={user} reportError={reportError} />;
    case 'configuracion':
      return <SettingsScreen user={user} reportError={reportError} />;
    case 'canales':
      return <ChannelsScreen user={user} reportError={reportError} navigate={navigate} />;
    case 'usuarios':
      return <AccountsScreen user={user} reportError={reportError} />;
    case 'clientes':
    case 'cliente':
    default:
      return (
        <ClientsScreen
          user={user}
          reportError={reportError}
          navigate={navigate}
          detailId={screen === 'cliente' ? detailIdParam({ params, pathname }) : null}
        />
      );
  }
}

export function App(props: RemoteAppProps) {
  const queryClient = sharedQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <div className="mfc-root" data-remote="mf-clients" data-path={props.pathname}>
        <Screen {...props} screen={screenOf(props, 'clientes')} />
      </div>
    </QueryClientProvider>
  );
}
