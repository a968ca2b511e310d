import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { api } from '../../api/client.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Campo } from '../../components/ui/Campo.tsx';
import { Seccion } from '../../components/ui/Seccion.tsx';
import { MSG } from '../../messages.ts';
import { CLAVE_SESION, useSesion } from './sesion.ts';

/** Staff turn on two-factor sign-in (TOTP) here. */
export function DosFactoresCard() {
  const { yo } = useSesion();
  const cliente = useQueryClient();
  const [contrasena, setContrasena] = useState('');
  const [codigo, setCodigo] = useState('');
  const [alta, setAlta] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [ocupado, setOcupado] = useState(false);
  if (!yo) return null;
  const t = MSG.dosFactores;

  const empezar = async (e: FormEvent) => {
    e.preventDefault();
    setOcupado(true);
    try {
      setAlta(await api.activarDosFactores(contrasena));
    } catch (error) {
      console.warn('2FA', error);
      toast.error(t.error);
    } finally {
      setOcupado(false);
    }
  };

  const confirmar = async (e: FormEvent) => {
    e.preventDefault();
    setOcupado(true);
    try {
      await api.verificarCodigo(codigo.trim());
      await cliente.invalidateQueries({ queryKey: CLAVE_SESION });
      toast.success(t.hecho);
      setAlta(null);
    } catch (error) {
      console.warn('2FA', error);
      toast.error(t.error);
    } finally {
      setOcupado(false);
    }
  };

  const clave = alta ? (new URL(alta.totpURI).searchParams.get('secret') ?? '') : '';
  return (
    <Seccion titulo={t.titulo}>
      {yo.dosFactores.activo ? (
        <p className="text-slate-700">{t.activa}</p>
      ) : (
        <>
          <p className="text-slate-700">{t.explicacion}</p>
          {yo.dosFactores.obligatorio ? <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">{t.obligatoria}</p> : null}
          {alta ? (
            <form noValidate onSubmit={confirmar} className="mt-3 space-y-3">
              <p className="text-sm text-slate-700">{t.paso2}</p>
              <p className="text-sm">
                <span className="font-semibold">{t.clave}:</span> <code className="break-all rounded bg-slate-100 px-1">{clave}</code>
              </p>
              <a href={alta.totpURI} className="text-sm font-semibold text-teal-800 underline">
                {t.abrirApp}
              </a>
              <p className="text-sm text-slate-700">{t.codigosRespaldo}</p>
              <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
                {alta.backupCodes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <Campo id="codigo-alta" etiqueta={MSG.auth.codigo} valor={codigo} onCambio={setCodigo} error={null} autoComplete="one-time-code" />
              <Button type="submit" disabled={ocupado || !/^\d{6}$/.test(codigo.trim())}>
                {ocupado ? MSG.auth.procesando : MSG.auth.verificar}
              </Button>
            </form>
          ) : (
            <form noValidate onSubmit={empezar} className="mt-3 space-y-3">
              <Campo id="contrasena-2fa" etiqueta={t.contrasena} tipo="password" valor={contrasena} onCambio={setContrasena} error={null} autoComplete="current-password" />
              <Button type="submit" disabled={ocupado || contrasena === ''}>
                {ocupado ? MSG.auth.procesando : t.activar}
              </Button>
            </form>
          )}
        </>
      )}
    </Seccion>
  );
}
