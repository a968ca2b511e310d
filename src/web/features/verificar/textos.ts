/** The words of /verificar (DECISIONS read-12). */
export const TEXTOS_VERIFICAR = {
  volver: 'Volver al inicio',
  titulo: 'Verificar un documento',
  intro:
    'Comprueba si una receta, un justificante o un informe lo emitió un pediatra de este servicio. Escribe el código de verificación tal como aparece en el documento.',
  etiqueta: 'Código de verificación',
  ejemplo: 'TP-XXXX-XXXX-XXXX-XXXX',
  ayuda: 'No importa si lo escribes en mayúsculas o minúsculas, ni los guiones.',
  verificar: 'Verificar',
  verificando: 'Verificando…',
  vacio: 'Escribe el código de verificación.',
  valido: 'Documento válido',
  validoTexto: 'Este código corresponde a un documento emitido en una teleconsulta de este servicio.',
  tipo: 'Tipo de documento',
  emitido: 'Emitido el',
  emisor: 'Emitido por',
  colegiado: 'Nº de colegiado',
  codigo: 'Código',
  privacidad:
    'Por privacidad, aquí no se muestra el contenido del documento ni los datos del paciente. Comprueba que el tipo, la fecha y el médico coinciden con los del papel.',
  noEncontrado: 'No consta ningún documento con este código.',
  noEncontradoTexto: 'Revisa que lo has escrito bien. Si es correcto, el documento no lo emitió este servicio o el código está alterado.',
  demasiados: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
  sinConexion: 'No se pudo comprobar el código porque no hay conexión. Revisa tu conexión a internet y vuelve a intentarlo.',
  errorServidor: 'No se pudo comprobar el código en este momento. Vuelve a intentarlo en unos minutos.',
} as const;
