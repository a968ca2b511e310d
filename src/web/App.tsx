import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import TriajePage from './features/triage/TriajePage.tsx';

const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));
const AuthPage = lazy(() => import('./features/auth/AuthPage.tsx'));
const ConsultasPage = lazy(() => import('./features/consultas/ConsultasPage.tsx'));
const EnPreparacionPage = lazy(() => import('./pages/EnPreparacionPage.tsx'));

const EN_PREPARACION = ['/pago-exitoso', '/pago-cancelado', '/privacidad', '/terminos', '/aviso-legal', '/derechos'];

export function App() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<TriajePage />} />
        {EN_PREPARACION.map((path) => (
          <Route key={path} path={path} element={<EnPreparacionPage />} />
        ))}
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/consultas" element={<ConsultasPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
