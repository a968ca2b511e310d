import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { MSG } from '../../messages.ts';
import { DosFactoresCard } from '../auth/DosFactoresCard.tsx';
import { AvisosCard } from '../avisos/AvisosCard.tsx';
import { consultaEnEnlace } from '../avisos/enlace.ts';
import { useCerrarSesion, useSesion } from '../auth/sesion.ts';
import { CLAVES_CONSULTAS } from './claves.ts';
import { HijosCard } from './HijosCard.tsx';
import { MisConsultas } from './MisConsultas.tsx';
import { MisDatosCard } from './MisDatosCard.tsx';
import { chatPedido } from './navegacion.ts';
import { NuevaConsulta } from './NuevaConsulta.tsx';
import { PanelPediatra } from './PanelPediatra.tsx';
import { ResultadoGuardado } from './ResultadoGuardado.tsx';
import { useTituloPanel } from './use-titulo-panel.ts';
import { VistaConsulta } from './VistaConsulta.tsx';

type Pestana = 'lista' | 'nueva' | 'chats';
type Abierta = { readonly tipo: 'consulta' | 'triaje'; readonly id: string } | null;

/**
 * SPEC §2 /consultas: requires sign-in. A family sees its paid consultations
 * and saved evaluations and can buy a new one; a paediatrician sees the
 * pending and assigned consultations and the active chats. An admin is a
 * family here and also sees every active chat (SPEC §6).
 */
export default function ConsultasPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { yo, cargando, rol } = useSesion();
  const cerrarSesion = useCerrarSesion();
  const pediatra = rol === 'pediatra';
  const [pestana, setPestana] = useState<Pestana>('lista');
  // Staff whose organisation requires two-factor sign-in get nothing from the API until it is on: only its card shows.
  const bloqueado = rol !== 'user' && Boolean(yo?.dosFactores.obligatorio && !yo.dosFactores.activo);
  useTituloPanel(pediatra && !bloqueado);
  const [abierta, setAbierta] = useState<Abierta>(() => {
    // A notification's link (?consulta=) opens its consultation too.
    const id = chatPedido(location.state) ?? consultaEnEnlace(location.search);
    return id ? { tipo: 'consulta', id } : null;
  });

  useEffect(() => {
    if (!cargando && !yo) navigate('/auth', { replace: true });
  }, [cargando, yo, navigate]);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [abierta, pestana]);
  if (!yo) return null;

  const c = MSG.consultas;
  const abrir = (tipo: 'consulta' | 'triaje') => (id: string) => setAbierta({ tipo, id });
  const volver = () => {
    setAbierta(null);
    // The chat asked for by the success page must not reopen on reload or when coming back.
    if (location.state || location.search) navigate(location.pathname, { replace: true, state: null });
  };
  const pestanas: [Pestana, string][] = pediatra
    ? [
        ['lista', c.pestanaPediatra],
        ['chats', c.pestanaChats],
      ]
    : [
        ['lista', c.pestanaUsuario],
        ['nueva', c.pestanaNueva],
        ...(rol === 'admin' ? [['chats', c.pestanaChats] as [Pestana, string]] : []),
      ];
  const vista =
    abierta?.tipo === 'consulta' ? (
      <VistaConsulta id={abierta.id} yoId={yo.user.id} rol={rol} textoVolver={pediatra || pestana === 'chats' ? c.volverPanel : c.volverMisConsultas} onVolver={volver} />
    ) : null;

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-2 px-3 py-2">
          <Button variante="fantasma" onClick={() => navigate('/')}>
            <ArrowLeft aria-hidden className="size-5" /> {c.volver}
          </Button>
          <h1 className="text-lg font-bold text-slate-900">{pediatra ? c.tituloPediatra : c.tituloUsuario}</h1>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <span className="min-w-0 truncate text-sm text-slate-600">{yo.user.email}</span>
            <Button
              variante="secundario"
              onClick={async () => {
                await cerrarSesion();
                navigate('/');
              }}
            >
              {c.cerrarSesion}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-4 px-3 py-5">
        <div role="tablist" className="flex gap-1 rounded-xl bg-slate-100 p-1">
          {pestanas.map(([id, texto]) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={pestana === id}
              onClick={() => {
                setPestana(id);
                volver();
              }}
              className={`min-h-11 flex-1 rounded-lg text-sm font-semibold ${pestana === id ? 'bg-white text-teal-900 shadow' : 'text-slate-600'}`}
            >
              {texto}
            </button>
          ))}
        </div>

        {bloqueado ? <DosFactoresCard /> : null}
        {bloqueado ? null : (
          <>
            {pestana === 'lista' && pediatra
              ? (vista ?? (
                  <PanelPediatra
                    titulo={c.pendientes}
                    vacio={c.vacioPediatra}
                    clave={CLAVES_CONSULTAS.lista}
                    cargar={api.consultas}
                    yoId={yo.user.id}
                    onAbrir={abrir('consulta')}
                  />
                ))
              : null}
            {pestana === 'chats'
              ? (vista ?? (
                  <PanelPediatra titulo={c.pestanaChats} vacio={c.chatsVacio} clave={CLAVES_CONSULTAS.activas} cargar={api.consultasActivas} yoId={yo.user.id} onAbrir={abrir('consulta')} />
                ))
              : null}
            {pestana === 'lista' && !pediatra && abierta?.tipo === 'triaje' ? <ResultadoGuardado id={abierta.id} onVolver={volver} /> : null}
            {pestana === 'lista' && !pediatra && abierta?.tipo === 'consulta' ? vista : null}
            {pestana === 'lista' && !pediatra && !abierta ? (
              <>
                <HijosCard />
                <MisConsultas onAbrirConsulta={abrir('consulta')} onAbrirTriaje={abrir('triaje')} />
                <AvisosCard pediatra={false} />
                <MisDatosCard />
              </>
            ) : null}
            {pestana === 'nueva' ? <NuevaConsulta /> : null}
            {pestana === 'lista' && pediatra && !abierta ? <AvisosCard pediatra /> : null}
            {pestana === 'lista' && rol !== 'user' && !abierta ? <DosFactoresCard /> : null}
          </>
        )}
      </main>
    </div>
  );
}
