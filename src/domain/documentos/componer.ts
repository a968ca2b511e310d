/**
 * What a clinical document says, laid out as printed text (issue 12;
 * DECISIONS beyond-8): the clinic, the title, who it is for, the content,
 * who issued it and how to check it. Pure: the PDF renderer only draws these
 * lines, so what a document contains is decided and tested here.
 */
import { ETIQUETAS_DOCUMENTO, NOMBRES_VIAS, type ContenidoDocumento, type TipoDocumento } from '../../shared/documentos.ts';

export interface Clinica {
  readonly nombre: string;
  /** CIF, address, phone, health-service registration: printed when configured. */
  readonly datos: readonly string[];
}

export interface Emisor {
  readonly nombre: string;
  readonly especialidad: string;
  readonly numeroColegiado: string;
  readonly provincia: string;
}

export interface DatosDocumento {
  readonly clinica: Clinica;
  readonly emisor: Emisor;
  readonly paciente: { readonly nombre: string; readonly edad: string | null };
  /** The family member who holds the account. */
  readonly familiar: string;
  readonly emitidoAt: Date;
  /** The consultation's reference as the family sees it. */
  readonly referencia: string;
  readonly codigo: string;
  /** Where anyone checks the code: PUBLIC_URL/verificar?codigo=… */
  readonly urlVerificacion: string;
  readonly contenido: ContenidoDocumento;
  readonly esCierre: boolean;
}

export interface Apartado {
  readonly etiqueta: string;
  readonly texto: string;
}

export interface DocumentoCompuesto {
  readonly cabecera: readonly string[];
  readonly titulo: string;
  readonly identificacion: readonly Apartado[];
  readonly cuerpo: readonly Apartado[];
  readonly firma: readonly string[];
  readonly pie: readonly string[];
  readonly nombreArchivo: string;
}

const ZONA = 'Europe/Madrid';
const FECHA_HORA = new Intl.DateTimeFormat('es-ES', { timeZone: ZONA, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const FECHA_LARGA = new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** A date of the form (YYYY-MM-DD, a calendar day, not an instant) as '23 de noviembre de 2026'. */
export function fechaDelFormulario(iso: string): string {
  return FECHA_LARGA.format(new Date(`${iso}T00:00:00Z`));
}

/** A consultation's reference: the first block of its id, enough for a family and a clinic to talk about it. */
export function referenciaConsulta(consultaId: string): string {
  return consultaId.slice(0, 8).toUpperCase();
}

/** A child's age as a document prints it. */
export function edadImpresa(meses: number | null): string | null {
  if (meses === null || !Number.isFinite(meses) || meses < 0) return null;
  if (meses < 24) return meses === 1 ? '1 mes' : `${Math.floor(meses)} meses`;
  const anos = Math.floor(meses / 12);
  return `${anos} años`;
}

/**
 * The standard PDF fonts draw Windows-1252 only: anything else (emoji, other
 * scripts) would print as garbage, so it becomes '?', visibly.
 */
const WINDOWS_1252_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
export function textoImprimible(texto: string): string {
  return [...texto.replace(/\r\n?/g, '\n')]
    .map((c) => {
      const codigo = c.codePointAt(0) ?? 0;
      if (c === '\n' || (codigo >= 0x20 && codigo <= 0x7e) || (codigo >= 0xa0 && codigo <= 0xff) || WINDOWS_1252_EXTRA.has(c)) return c;
      return c === '\t' ? ' ' : '?';
    })
    .join('');
}

const TITULOS: Readonly<Record<TipoDocumento, string>> = { receta: 'Receta médica', justificante: 'Justificante médico', informe: 'Informe médico' };

function cuerpoDe(d: DatosDocumento): Apartado[] {
  const c = d.contenido;
  switch (c.tipo) {
    case 'receta':
      return [
        { etiqueta: 'Medicamento', texto: c.medicamento },
        { etiqueta: 'Presentación', texto: c.presentacion },
        { etiqueta: 'Dosis', texto: c.dosis },
        { etiqueta: 'Vía de administración', texto: NOMBRES_VIAS[c.via] },
        { etiqueta: 'Frecuencia', texto: c.frecuencia },
        { etiqueta: 'Duración del tratamiento', texto: c.duracion },
        ...(c.instrucciones ? [{ etiqueta: 'Instrucciones', texto: c.instrucciones }] : []),
      ];
    case 'justificante': {
      const quien = `${d.emisor.nombre}, especialista en ${d.emisor.especialidad}, con nº de colegiado ${d.emisor.numeroColegiado} del Colegio de Médicos de ${d.emisor.provincia},`;
      const declaracion =
        c.clase === 'asistencia'
          ? `${quien} hace constar que ${d.paciente.nombre} ha sido atendido/a en consulta pediátrica por teleconsulta el día ${fechaDelFormulario(c.desde)}.`
          : `${quien} hace constar que ${d.paciente.nombre} precisa reposo domiciliario desde el ${fechaDelFormulario(c.desde)} hasta el ${fechaDelFormulario(c.hasta)}, ambos inclusive.`;
      return [{ etiqueta: c.clase === 'asistencia' ? 'Justificante de asistencia' : 'Justificante de reposo', texto: declaracion }, ...(c.observaciones ? [{ etiqueta: 'Observaciones', texto: c.observaciones }] : [])];
    }
    case 'informe':
      return [
        { etiqueta: 'Motivo de consulta', texto: c.motivo },
        { etiqueta: 'Hallazgos', texto: c.hallazgos },
        { etiqueta: 'Valoración', texto: c.valoracion },
        { etiqueta: 'Plan y recomendaciones', texto: c.plan },
        { etiqueta: 'Signos de alarma: acuda a urgencias o llame al 112 si aparecen', texto: c.signosAlarma },
      ];
  }
}

export function componerDocumento(d: DatosDocumento): DocumentoCompuesto {
  const tipo = d.contenido.tipo;
  const titulo = tipo === 'informe' && d.esCierre ? 'Informe de cierre de la teleconsulta' : TITULOS[tipo];
  const limpio = (a: Apartado): Apartado => ({ etiqueta: textoImprimible(a.etiqueta), texto: textoImprimible(a.texto) });
  return {
    cabecera: [d.clinica.nombre, ...d.clinica.datos].map(textoImprimible),
    titulo,
    identificacion: [
      { etiqueta: 'Paciente', texto: d.paciente.edad ? `${d.paciente.nombre} (${d.paciente.edad})` : d.paciente.nombre },
      { etiqueta: 'Familiar responsable', texto: d.familiar },
      { etiqueta: 'Fecha de emisión', texto: FECHA_HORA.format(d.emitidoAt) },
      { etiqueta: 'Teleconsulta', texto: `Ref. ${d.referencia}` },
    ].map(limpio),
    cuerpo: cuerpoDe(d).map(limpio),
    firma: [d.emisor.nombre, d.emisor.especialidad, `Nº de colegiado ${d.emisor.numeroColegiado} · Colegio de Médicos de ${d.emisor.provincia}`].map(textoImprimible),
    pie: [
      `Código de verificación: ${d.codigo}`,
      `Compruebe su autenticidad en ${d.urlVerificacion}`,
      'Documento emitido en una teleconsulta pediátrica. No sustituye una exploración presencial cuando esta sea necesaria. En una urgencia, llame al 112.',
    ].map(textoImprimible),
    nombreArchivo: `${ETIQUETAS_DOCUMENTO[tipo]} ${d.codigo}.pdf`,
  };
}
