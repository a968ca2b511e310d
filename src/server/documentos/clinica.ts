/** The clinic's data printed at the head of every document: what is configured, nothing invented (README, configuration). */
import type { Clinica } from '../../domain/documentos/componer.ts';
import type { Config } from '../config.ts';

export function clinicaDesdeConfig(config: Pick<Config, 'APP_NAME' | 'COMPANY_NAME' | 'COMPANY_TAX_ID' | 'COMPANY_ADDRESS' | 'COMPANY_PHONE' | 'HEALTH_AUTHORISATION' | 'CONTACT_EMAIL'>): Clinica {
  const datos = [
    config.COMPANY_TAX_ID && `CIF ${config.COMPANY_TAX_ID}`,
    config.COMPANY_ADDRESS,
    [config.COMPANY_PHONE && `Tel. ${config.COMPANY_PHONE}`, config.CONTACT_EMAIL].filter(Boolean).join(' · '),
    config.HEALTH_AUTHORISATION && `Autorización sanitaria: ${config.HEALTH_AUTHORISATION}`,
  ].filter((d): d is string => Boolean(d));
  return { nombre: config.COMPANY_NAME ?? config.APP_NAME, datos };
}
