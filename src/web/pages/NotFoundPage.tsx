import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/** SPEC §2: the one screen in English; the missing path is logged. */
export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main lang="en" className="grid min-h-dvh place-items-center bg-slate-100 p-6">
      <div className="text-center">
        <h1 className="mb-4 text-5xl font-bold text-slate-900">404</h1>
        <p className="mb-6 text-xl text-slate-700">Oops! Page not found</p>
        <Link to="/" className="text-lg font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-950">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
