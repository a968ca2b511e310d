/**
 * Every user-visible Spanish text of the SPA, in one place so it can be
 * reviewed against SPEC.md and later translated. Texts quoted by the spec
 * are character for character.
 */
export const MSG = {
  appName: 'Triaje Pediátrico',
  header: {
    iniciarSesion: 'Iniciar Sesión',
    volverAlInicio: 'Volver a categorías',
    volverInicioAria: 'Volver al inicio del triaje',
  },
  emergencia: {
    nota: 'Si crees que es una emergencia, llama al 112 o acude a urgencias.',
    llamar: 'Llamar al 112',
  },
  consentimientoBasico: {
    titulo: 'Antes de empezar',
    intro:
      'Esta herramienta te orienta sobre el nivel de urgencia de los síntomas de tu hijo. No sustituye la valoración de un profesional sanitario. En caso de emergencia, llama al 112.',
    terminos: 'He leído y acepto los términos básicos de uso: esta herramienta es solo de apoyo y no sustituye la valoración médica.',
    datos:
      'Acepto el tratamiento temporal de los datos que introduzca para obtener la orientación. No se guardan sin mi consentimiento.',
    continuar: 'Continuar',
  },
  inicio: {
    titulo: '¿Qué le pasa a tu hijo?',
    subtitulo: 'Elige una categoría y después el síntoma. Te haremos unas preguntas, de una en una.',
    urgente: 'Urgencias frecuentes',
    buscar: 'Buscar un síntoma',
    buscarEjemplo: 'Por ejemplo: mocos, se ha caído, pila, granos…',
    sinResultados: 'No encontramos ese síntoma. Prueba con otras palabras o elige una categoría.',
    resultadosBusqueda: (n: number) => (n === 1 ? '1 síntoma encontrado' : `${n} síntomas encontrados`),
    categorias: 'Categorías',
    errorCarga: {
      titulo: 'No se pudo cargar este síntoma',
      descripcion: 'Comprueba tu conexión e inténtalo de nuevo. Si es urgente, llama al 112.',
    },
  },
  preguntas: {
    progreso: (n: number, m: number) => `Pregunta ${n} de ${m}`,
    anterior: 'Anterior',
    siguiente: 'Siguiente',
    obtenerResultado: 'Obtener Resultado',
    si: 'Sí',
    no: 'No',
    contador: (n: number) => `${n}/500 caracteres`,
    escribeAqui: 'Escribe aquí',
  },
  resultado: {
    titulo: 'Resultado de la Evaluación',
    banner: {
      rojo: { nivel: 'URGENTE', texto: 'Requiere atención médica inmediata' },
      amarillo: { nivel: 'MODERADO', texto: 'Requiere valoración médica en horas' },
      verde: { nivel: 'LEVE', texto: 'Cuidado en casa con vigilancia' },
    },
    acciones: 'Acciones Recomendadas',
    consejos: 'Consejos Importantes',
    medicacion: 'Medicación Sugerida',
    dosis: 'Dosis',
    dosisExacta: 'Dosis exacta',
    ejemplo: 'Ejemplo',
    maximoDiario: (cantidad: number, unidad: string) => `Máximo ${cantidad} ${unidad} al día.`,
    volumen: (ml: number, concentracion: number) => `${ml.toString().replace('.', ',')} ml de la solución de ${concentracion} mg/ml`,
    sinPeso: 'Indica el peso para calcular la dosis exacta.',
    avisoMedicacion:
      'Las dosis son orientativas. Consulte siempre con un profesional sanitario antes de administrar medicación.',
    teleconsulta: 'Teleconsulta — 15 €',
    procesando: 'Procesando...',
    descargo:
      'Esta evaluación es solo una herramienta de apoyo y no sustituye el juicio de un profesional sanitario. En caso de emergencia, acude a urgencias o llama al 112.',
    nuevaConsulta: 'Nueva Consulta',
    guardarResultado: 'Guardar Resultado',
    verTambien: 'También puede ayudarte',
    anticipado: 'Hemos detenido las preguntas porque tus respuestas ya indican que hay que actuar ya.',
    llamar112: 'Llamar al 112',
  },
  registro: {
    tarjetaTitulo: 'Guarda tu resultado y crea un perfil pediátrico',
    tarjetaTexto:
      'Crea una cuenta gratuita para guardar esta evaluación en tu historial, añadir a tus hijos y consultar con un pediatra cuando lo necesites.',
    crear: 'Crear Cuenta Gratis y Guardar Resultado',
    continuarSinGuardar: 'Continuar sin guardar',
    dialogoTitulo: 'Crear Cuenta y Guardar Datos',
    dialogoIntro:
      'Para guardar tu resultado y los datos de salud de tu hijo necesitamos tu consentimiento expreso. Puedes retirarlo en cualquier momento desde tu perfil y ejercer tus derechos según el RGPD (acceso, rectificación, supresión, oposición, portabilidad y limitación).',
    terminosAntes: 'He leído y acepto los ',
    terminosEnlace: 'términos y condiciones completos',
    privacidadAntes: 'He leído y acepto la ',
    privacidadEnlace: 'política de privacidad completa',
    salud:
      'Doy mi consentimiento explícito para el tratamiento de los datos de salud de mi hijo con el fin de guardar y consultar sus evaluaciones.',
    aceptar: 'Crear Cuenta y Guardar Datos',
    aceptarDeshabilitado: 'Acepta todos los términos para continuar',
  },
  teleconsultaConsentimiento: {
    titulo: 'Iniciar Teleconsulta',
    texto:
      'Durante la teleconsulta podrás compartir fotos y archivos con el pediatra para que valore mejor a tu hijo. Las imágenes se usan solo para esta consulta, se guardan de forma segura y solo las ve el pediatra que te atiende.',
    casilla: 'Acepto el uso de imágenes en la consulta con fines exclusivamente asistenciales.',
    aceptar: 'Iniciar Teleconsulta con Imágenes',
    aceptarDeshabilitado: 'Acepta para usar imágenes en la consulta',
    soloTexto: 'Continuar solo con chat de texto',
  },
  toasts: {
    pagoSinSesion: { titulo: 'Inicia sesión', descripcion: 'Debes iniciar sesión para proceder al pago.' },
  },
  pie: {
    avisoLegal: 'Aviso legal',
    privacidad: 'Política de privacidad',
    terminos: 'Términos del servicio',
    derechos: 'Ejercer derechos ARSOPL',
    apoyo: 'Herramienta de apoyo: no sustituye la valoración médica. Emergencias: 112.',
  },
  enPreparacion: {
    volver: 'Volver',
    texto: 'Estamos preparando esta página. Mientras tanto, escríbenos si necesitas esta información.',
    auth: 'El acceso con cuenta estará disponible muy pronto. Mientras tanto puedes usar el triaje sin registrarte.',
    titulos: {
      '/auth': 'Iniciar Sesión',
      '/consultas': 'Mis Consultas',
      '/aviso-legal': 'Aviso legal',
      '/privacidad': 'Política de privacidad',
      '/terminos': 'Términos del servicio',
      '/derechos': 'Ejercicio de Derechos ARSOPL',
      '/pago-exitoso': 'Pago',
      '/pago-cancelado': 'Pago Cancelado',
    } as Readonly<Record<string, string>>,
  },
} as const;
