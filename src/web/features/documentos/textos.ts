/**
 * The words of the clinical documents in the page (issue 12): the
 * paediatrician's forms, the chat's document card, the 'Documentos' list and
 * the closing report. Kept beside the feature, as the shared messages file
 * belongs to every screen.
 */
import { MAXIMO_DIAS_REPOSO } from '../../../shared/documentos.ts';

export const TEXTOS_DOCUMENTOS = {
  // The action beside the paperclip and the dialog it opens.
  accion: 'Documento',
  accionLarga: 'Escribir un documento (receta, justificante o informe)',
  titulo: 'Nuevo documento',
  tituloCierre: 'Informe de cierre',
  tipo: 'Tipo de documento',
  explicacion: 'La familia lo recibirá en el chat como PDF firmado con tu nombre y número de colegiado, y con un código para verificarlo.',
  explicacionCierre:
    'Al emitir el informe, la consulta se cerrará y la familia lo recibirá en el chat y en su historial como PDF con un código de verificación. Después ya no se podrá escribir en el chat.',
  opcional: '(opcional)',
  cancelar: 'Cancelar',
  emitir: { receta: 'Emitir receta', justificante: 'Emitir justificante', informe: 'Emitir informe' },
  emitirCierre: 'Emitir informe y cerrar consulta',
  emitiendo: 'Emitiendo…',
  revisa: 'Revisa los campos marcados.',
  errorRed: 'No se pudo emitir el documento: revisa la conexión y vuelve a intentarlo. Si llegó a emitirse, no se duplicará.',
  errorGeneral: 'No se pudo emitir el documento. Inténtalo de nuevo.',
  emitido: { receta: 'Receta emitida y enviada a la familia', justificante: 'Justificante emitido y enviado a la familia', informe: 'Informe emitido y enviado a la familia' },
  cerradaConInforme: 'Informe de cierre emitido. Consulta cerrada.',

  paciente: {
    titulo: 'Paciente',
    explicacion: 'La familia no eligió a ningún hijo al pagar: escribe para quién es el documento.',
    nombre: 'Nombre y apellidos del paciente',
    edad: 'Edad',
    edadEjemplo: 'Ej.: 3 años',
  },
  receta: {
    medicamento: 'Medicamento',
    medicamentoEjemplo: 'Ej.: Ibuprofeno',
    presentacion: 'Presentación (concentración y forma)',
    presentacionEjemplo: 'Ej.: Ibuprofeno 100 mg/5 ml suspensión oral',
    dosis: 'Dosis',
    dosisEjemplo: 'Ej.: 5 ml (100 mg)',
    via: 'Vía de administración',
    viaElegir: 'Elige la vía…',
    frecuencia: 'Frecuencia',
    frecuenciaEjemplo: 'Ej.: Cada 8 horas si tiene fiebre o dolor',
    duracion: 'Duración',
    duracionEjemplo: 'Ej.: 3 días como máximo',
    instrucciones: 'Instrucciones para la familia',
  },
  justificante: {
    clase: '¿Qué justifica?',
    asistencia: 'Asistencia a la consulta',
    asistenciaAyuda: 'Un solo día: el de la consulta.',
    reposo: 'Reposo en casa',
    reposoAyuda: `Entre dos fechas, ${MAXIMO_DIAS_REPOSO} días como máximo.`,
    fecha: 'Fecha',
    desde: 'Desde',
    hasta: 'Hasta (incluido)',
    dias: (n: number) => (n === 1 ? '1 día de reposo' : `${n} días de reposo`),
    observaciones: 'Observaciones',
  },
  informe: {
    motivo: 'Motivo de consulta',
    hallazgos: 'Lo que se ha visto (síntomas, datos y exploración)',
    valoracion: 'Valoración',
    plan: 'Plan y tratamiento',
    signosAlarma: 'Signos de alarma: cuándo volver a consultar',
  },

  // The card in the chat and the list.
  etiquetaCierre: 'Informe de cierre',
  codigo: 'Código de verificación',
  descargarPdf: 'Descargar PDF',
  descargarPdfDe: (etiqueta: string, codigo: string) => `Descargar PDF: ${etiqueta} ${codigo}`,
  descargando: 'Descargando…',
  errorDescarga: 'No se pudo descargar el PDF',
  documentos: 'Documentos',
  documentosCuantos: (n: number) => `Documentos (${n})`,
  documentosTitulo: 'Documentos de la consulta',
  documentosExplicacion: 'Recetas, justificantes e informes de esta consulta. Cualquiera puede comprobar una copia impresa con su código en',
  documentosVacio: 'Aún no hay documentos en esta consulta.',
  documentosError: 'No se pudieron cargar los documentos.',
  emitidoEl: (fecha: string) => `Emitido el ${fecha}`,
  por: (nombre: string) => `por ${nombre}`,
  cerrar: 'Cerrar',

  // Closing the consultation.
  cerrarTitulo: '¿Cerrar la consulta?',
  cerrarTexto:
    'Antes de cerrarla puedes escribir el informe de cierre: la familia lo recibirá en el chat y en su historial. Una vez cerrada, nadie podrá escribir más en el chat.',
  cerrarConInforme: 'Escribir informe de cierre',
  cerrarSinInforme: 'Cerrar sin informe',
  volverAlChat: 'Volver al chat',
  informeCierreDe: 'La consulta se cerró con este informe.',
} as const;
