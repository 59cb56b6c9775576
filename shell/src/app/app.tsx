import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppToaster } from '@camping/ui/toast';
import { AuthProvider } from '../features/auth/auth-context';
import { AdminArea } from '../features/admin-layout/admin-area';
import { PublicLayout } from '../features/public-chrome/public-layout';

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider verifyAtStart={window.location.pathname.startsWith('/admin')}>
        <Routes>
          <Route path="/admin/*" element={<AdminArea />} />
          <Route path="*" element={<PublicLayout />} />
        </Routes>
        <AppToaster />
      </AuthProvider>
    </BrowserRouter>
  );
}
