import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import TriajePage from './features/triage/TriajePage.tsx';

const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));
const EnPreparacionPage = lazy(() => import('./pages/EnPreparacionPage.tsx'));

const EN_PREPARACION = ['/auth', '/pago-exitoso', '/pago-cancelado', '/privacidad', '/terminos', '/aviso-legal', '/derechos'];

export function App() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<TriajePage />} />
        {EN_PREPARACION.map((path) => (
          <Route key={path} path={path} element={<EnPreparacionPage />} />
        ))}
        {/* SPEC §2: /consultas requires sign-in, otherwise goes to /auth. */}
        <Route path="/consultas" element={<Navigate to="/auth" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
