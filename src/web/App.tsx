import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useSincronizarConsentimientos } from './features/auth/consentimientos.ts';
import { useTiempoReal } from './features/consultas/use-tiempo-real.ts';
import TriajePage from './features/triage/TriajePage.tsx';

const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));
const AuthPage = lazy(() => import('./features/auth/AuthPage.tsx'));
const ConsultasPage = lazy(() => import('./features/consultas/ConsultasPage.tsx'));
const DerechosPage = lazy(() => import('./features/derechos/DerechosPage.tsx'));
const AvisoLegalPage = lazy(() => import('./features/legal/paginas.tsx').then((m) => ({ default: m.AvisoLegalPage })));
const PrivacidadPage = lazy(() => import('./features/legal/paginas.tsx').then((m) => ({ default: m.PrivacidadPage })));
const TerminosPage = lazy(() => import('./features/legal/paginas.tsx').then((m) => ({ default: m.TerminosPage })));
const PagoDemoPage = lazy(() => import('./features/pagos/PagoDemoPage.tsx'));
const PagoExitosoPage = lazy(() => import('./features/pagos/PagoExitosoPage.tsx'));
const PagoCanceladoPage = lazy(() => import('./features/pagos/PagoCanceladoPage.tsx'));
const VerificarPage = lazy(() => import('./features/verificar/VerificarPage.tsx'));

export function App() {
  useSincronizarConsentimientos();
  useTiempoReal();
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<TriajePage />} />
        <Route path="/pago-exitoso" element={<PagoExitosoPage />} />
        <Route path="/pago-cancelado" element={<PagoCanceladoPage />} />
        {/* DECISIONS read-6: the embedded demo checkout, when no card provider is configured. */}
        <Route path="/pago-demo" element={<PagoDemoPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/aviso-legal" element={<AvisoLegalPage />} />
        <Route path="/privacidad" element={<PrivacidadPage />} />
        <Route path="/terminos" element={<TerminosPage />} />
        <Route path="/derechos" element={<DerechosPage />} />
        <Route path="/consultas" element={<ConsultasPage />} />
        {/* DECISIONS read-12: a printed document's verification code, checked by anyone. */}
        <Route path="/verificar" element={<VerificarPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
