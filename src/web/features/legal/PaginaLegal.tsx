import { Footer } from '../../components/Footer.tsx';
import { BotonVolver } from '../../components/BotonVolver.tsx';
import { MSG } from '../../messages.ts';
import type { DatosEmpresa, TextoLegal } from './contenido/tipos.ts';
import { useDatosEmpresa } from './empresa.ts';

const HOY = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

/** SPEC §2 legal pages: back button (history back), the text, and the last-updated date (today). */
export function PaginaLegal({ texto }: { texto: (d: DatosEmpresa) => TextoLegal }) {
  const contenido = texto(useDatosEmpresa());
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="mx-auto w-full max-w-3xl flex-1 px-3 py-6">
        <BotonVolver />
        <article className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 leading-relaxed text-slate-800 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{contenido.titulo}</h1>
          <p className="mt-1 text-sm text-slate-500">
            {MSG.legal.actualizado} {HOY.format(new Date())}
          </p>
          <p className="mt-4">{contenido.introduccion}</p>
          {contenido.secciones.map((seccion) => (
            <section key={seccion.titulo} className="mt-6">
              <h2 className="text-lg font-bold text-slate-900">{seccion.titulo}</h2>
              {seccion.bloques.map((bloque, i) =>
                typeof bloque === 'string' ? (
                  <p key={i} className="mt-2">
                    {bloque}
                  </p>
                ) : (
                  <ul key={i} className="mt-2 list-disc space-y-1 pl-5">
                    {bloque.lista.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
      </main>
      <Footer />
    </div>
  );
}
