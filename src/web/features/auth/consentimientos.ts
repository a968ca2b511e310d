/**
 * Consents given in the browser (SPEC §3 local flags) are recorded on the
 * server once the parent has an account, with the version of the text.
 */
import { useEffect } from 'react';
import { TIPOS_CONSENTIMIENTO, VERSIONES_TEXTOS, type TipoConsentimiento } from '../../../shared/consentimientos-textos.ts';
import { api } from '../../api/client.ts';
import { borrar, CLAVES, leer, versionDeConsentimiento } from '../../lib/local-flags.ts';
import { useSesion } from './sesion.ts';

const CLAVES_POR_TIPO: Readonly<Record<TipoConsentimiento, readonly [string, string]>> = {
  basico: [CLAVES.consentimientoBasico, CLAVES.consentimientoBasicoFecha],
  registro: [CLAVES.consentimientoRegistro, CLAVES.consentimientoRegistroFecha],
  imagenes: [CLAVES.consentimientoChat, CLAVES.consentimientoChatFecha],
};

export function useSincronizarConsentimientos(): void {
  const { yo } = useSesion();
  const userId = yo?.user.id;
  useEffect(() => {
    if (!userId) return;
    for (const tipo of TIPOS_CONSENTIMIENTO) {
      const [clave, claveFecha] = CLAVES_POR_TIPO[tipo];
      const fecha = leer(claveFecha);
      if (leer(clave) !== 'true' || !fecha) continue;
      api.registrarConsentimiento({ tipo, version: versionDeConsentimiento(clave, VERSIONES_TEXTOS[tipo][0] as string) }).catch((error: unknown) => {
        console.warn('No se pudo registrar el consentimiento', error);
      });
    }
  }, [userId]);
}

/** A withdrawn consent is asked again next time it is needed. */
export function olvidarConsentimientoLocal(tipo: TipoConsentimiento): void {
  for (const clave of CLAVES_POR_TIPO[tipo]) borrar(clave);
  borrar(`${CLAVES_POR_TIPO[tipo][0]}Version`);
}
