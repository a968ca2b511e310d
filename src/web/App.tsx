import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useSincronizarConsentimientos } from './features/auth/consentimientos.ts';
import TriajePage from './features/triage/TriajePage.tsx';

const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));
const AuthPage = lazy(() => import('./features/auth/AuthPage.tsx'));
const ConsultasPage = lazy(() => import('./features/consultas/ConsultasPage.tsx'));
const DerechosPage = lazy(() => import('./features/derechos/DerechosPage.tsx'));
const AvisoLegalPage = lazy(() => import('./features/legal/paginas.tsx').then((m) => ({ default: m.AvisoLegalPage })));
const PrivacidadPage = lazy(() => import('./features/legal/paginas.tsx').then((m) => ({ default: m.PrivacidadPage })));
const TerminosPage = lazy(() => import('./features/legal/paginas.tsx').then((m) => ({ default: m.TerminosPage })));
const EnPreparacionPage = lazy(() => import('./pages/EnPreparacionPage.tsx'));

const EN_PREPARACION = ['/pago-exitoso', '/pago-cancelado'];

export function App() {
  useSincronizarConsentimientos();
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<TriajePage />} />
        {EN_PREPARACION.map((path) => (
          <Route key={path} path={path} element={<EnPreparacionPage />} />
        ))}
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/aviso-legal" element={<AvisoLegalPage />} />
        <Route path="/privacidad" element={<PrivacidadPage />} />
        <Route path="/terminos" element={<TerminosPage />} />
        <Route path="/derechos" element={<DerechosPage />} />
        <Route path="/consultas" element={<ConsultasPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
