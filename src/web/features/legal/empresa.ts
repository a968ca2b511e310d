/** The controller's data for legal texts: configured values, or bracketed placeholders (SPEC §2). */
import { useQuery } from '@tanstack/react-query';
import type { EmpresaPublica } from '../../../shared/config-publica.ts';
import { api } from '../../api/client.ts';
import type { DatosEmpresa } from './contenido/tipos.ts';

const MARCADORES: DatosEmpresa = {
  nombre: '[Nombre de la empresa]',
  nif: '[NIF]',
  domicilio: '[Domicilio social]',
  registro: '[Datos de inscripción registral]',
  emailContacto: '[Email de contacto]',
  telefono: '[Teléfono]',
  emailPrivacidad: '[Email de privacidad]',
  emailDpd: '[Email del Delegado de Protección de Datos]',
  proveedorAlojamiento: '[Proveedor de alojamiento]',
  autorizacionSanitaria: '[Autorización sanitaria]',
};

export function datosEmpresa(empresa: EmpresaPublica | undefined): DatosEmpresa {
  const e = empresa ?? ({} as Partial<EmpresaPublica>);
  return {
    nombre: e.nombre ?? MARCADORES.nombre,
    nif: e.nif ?? MARCADORES.nif,
    domicilio: e.domicilio ?? MARCADORES.domicilio,
    registro: e.registro ?? MARCADORES.registro,
    emailContacto: e.emailContacto ?? MARCADORES.emailContacto,
    telefono: e.telefono ?? MARCADORES.telefono,
    emailPrivacidad: e.emailPrivacidad ?? MARCADORES.emailPrivacidad,
    emailDpd: e.emailDpd ?? MARCADORES.emailDpd,
    proveedorAlojamiento: e.proveedorAlojamiento ?? MARCADORES.proveedorAlojamiento,
    autorizacionSanitaria: e.autorizacionSanitaria ?? MARCADORES.autorizacionSanitaria,
  };
}

/** Works offline too: without the configuration the placeholders show. */
export function useDatosEmpresa(): DatosEmpresa {
  const config = useQuery({ queryKey: ['config'], queryFn: api.configPublica, staleTime: Infinity, retry: 0 });
  return datosEmpresa(config.data?.empresa);
}
