/**
 * 'Aviso legal' (legal notice): the information LSSI-CE art. 10 requires
 * (Ley 34/2002), plus the usual terms of use of the website. Every company
 * datum comes from `d`; nothing about the controller is written here.
 */
import type { DatosEmpresa, TextoLegal } from './tipos.ts';

export function avisoLegal(d: DatosEmpresa): TextoLegal {
  return {
    titulo: 'Aviso legal',
    introduccion:
      `En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información ` +
      `y de Comercio Electrónico (LSSI-CE), te informamos de quién es el titular de Triaje Pediátrico y de las condiciones ` +
      `en las que puedes usar este sitio web. Al navegar por él aceptas este aviso legal.`,
    secciones: [
      {
        titulo: '1. Titular del sitio web',
        bloques: [
          'El titular y responsable de este sitio web y de la aplicación Triaje Pediátrico es:',
          {
            lista: [
              `Nombre o razón social: ${d.nombre}`,
              `NIF: ${d.nif}`,
              `Domicilio: ${d.domicilio}`,
              `Datos de inscripción registral: ${d.registro}`,
              `Correo electrónico de contacto: ${d.emailContacto}`,
              `Teléfono: ${d.telefono}`,
            ],
          },
          `Puedes escribirnos a ${d.emailContacto} o llamarnos al ${d.telefono} para cualquier consulta sobre el sitio web. ` +
            `Estos datos de contacto no sirven para urgencias médicas: en una emergencia llama al 112.`,
        ],
      },
      {
        titulo: '2. Autorización sanitaria',
        bloques: [
          `La teleconsulta con pediatra es una actividad sanitaria. ${d.nombre} la presta como centro o servicio sanitario ` +
            `autorizado por la autoridad sanitaria competente. Datos de la autorización y órgano que la concedió y la supervisa: ` +
            `${d.autorizacionSanitaria}.`,
          'El triaje orientativo, la creación de cuentas y el historial son servicios de la sociedad de la información que no ' +
            'constituyen por sí mismos un acto médico.',
        ],
      },
      {
        titulo: '3. Profesionales sanitarios',
        bloques: [
          'Las teleconsultas las atienden médicos especialistas en pediatría colegiados en España. En cada consulta se muestran ' +
            'los datos del pediatra que te atiende:',
          {
            lista: [
              'nombre y apellidos;',
              'Colegio Oficial de Médicos al que pertenece y número de colegiado;',
              'título académico y de especialista, y Estado de la Unión Europea o del Espacio Económico Europeo que lo expidió ' +
                '(con su homologación o reconocimiento, cuando proceda).',
            ],
          },
          'La profesión médica está sujeta a la Ley 44/2003, de Ordenación de las Profesiones Sanitarias, a la Ley 2/1974, ' +
            'de Colegios Profesionales, y al Código de Deontología Médica del Consejo General de Colegios Oficiales de Médicos ' +
            '(CGCOM), que puedes consultar en www.cgcom.es. La normativa estatal está publicada en el Boletín Oficial del Estado ' +
            '(www.boe.es).',
        ],
      },
      {
        titulo: '4. Para qué sirve este sitio web',
        bloques: [
          'Triaje Pediátrico ayuda a madres, padres y cuidadores a orientarse cuando un niño se pone enfermo. Ofrece:',
          {
            lista: [
              'un triaje de síntomas gratuito y anónimo, que funciona en tu navegador (también sin conexión) y te indica un nivel ' +
                'de urgencia orientativo (rojo, amarillo o verde) con consejos y, cuando procede, dosis orientativas según el peso;',
              'cuentas gratuitas opcionales para guardar resultados, crear perfiles de tus hijos y consultar tu historial;',
              'una teleconsulta de pago por chat de texto en tiempo real con un pediatra, en la que puedes compartir fotos y ' +
                'archivos y recibir recetas, certificados e informes cuando el pediatra lo considere adecuado.',
            ],
          },
          'Las condiciones de la cuenta y de la teleconsulta se detallan en los Términos del servicio, y el tratamiento de tus ' +
            'datos, en la Política de privacidad.',
        ],
      },
      {
        titulo: '5. El triaje es solo una orientación',
        bloques: [
          'El resultado del triaje es una orientación automática basada en tus respuestas. Es una herramienta de apoyo: nunca es ' +
            'un diagnóstico y no sustituye la valoración de un pediatra ni de ningún otro profesional sanitario.',
          'Las dosis que se muestran son orientativas. Consulta siempre con un profesional sanitario antes de darle ' +
            'medicación a tu hijo.',
          'Si crees que tu hijo está en peligro, no uses esta aplicación: llama al 112 o acude a urgencias. El 112 es el ' +
            'número de emergencias en toda la Unión Europea, es gratuito y funciona las 24 horas.',
        ],
      },
      {
        titulo: '6. Precios',
        bloques: [
          'El triaje, la cuenta y el historial son gratuitos.',
          'La teleconsulta con pediatra cuesta 15 € por consulta. Es el precio final: incluye los impuestos que, en su caso, ' +
            'resulten aplicables y no hay gastos de envío ni otros cargos. Antes de pagar verás siempre el precio y sus ' +
            'condiciones.',
        ],
      },
      {
        titulo: '7. Códigos de conducta',
        bloques: [
          'Los pediatras que atienden las teleconsultas están sujetos al Código de Deontología Médica del CGCOM, incluido su ' +
            'capítulo dedicado a la telemedicina, que puedes consultar en www.cgcom.es.',
          `Si ${d.nombre} se adhiere a otros códigos de conducta, los indicaremos en este apartado junto con la forma de ` +
            `consultarlos.`,
        ],
      },
      {
        titulo: '8. Condiciones de uso del sitio web',
        bloques: [
          'El acceso al sitio web es gratuito, salvo el coste de la conexión a internet que tengas contratada. Al usarlo te ' +
            'comprometes a:',
          {
            lista: [
              'usarlo de buena fe, conforme a la ley, a este aviso legal y a los Términos del servicio;',
              'no introducir datos falsos ni datos de personas que no estén a tu cargo;',
              'no intentar acceder a cuentas, consultas o datos de otras personas, ni dañar, sobrecargar o alterar el servicio;',
              'no usar la aplicación para fines distintos de la atención de la salud de tus hijos.',
            ],
          },
        ],
      },
      {
        titulo: '9. Propiedad intelectual e industrial',
        bloques: [
          `Los textos, cuestionarios, reglas de triaje, diseño, logotipos, código y demás contenidos del sitio web pertenecen a ` +
            `${d.nombre} o a terceros que han autorizado su uso, y están protegidos por la legislación de propiedad intelectual ` +
            `e industrial.`,
          'Puedes usarlos para tu uso personal y no comercial. No está permitido reproducirlos, distribuirlos, transformarlos ' +
            'ni comunicarlos públicamente, en todo o en parte, sin autorización por escrito del titular.',
        ],
      },
      {
        titulo: '10. Responsabilidad',
        bloques: [
          'Trabajamos para que el sitio web funcione de forma continua y segura y para que sus contenidos sean correctos y estén ' +
            'actualizados con las guías clínicas pediátricas. Aun así, pueden producirse interrupciones por mantenimiento, ' +
            'fallos técnicos o causas ajenas a nosotros.',
          `${d.nombre} no responde de los daños que se deriven de un uso de la aplicación contrario a este aviso legal o a los ` +
            `Términos del servicio, en particular de usar el triaje como si fuera un diagnóstico o en lugar de llamar al 112 ` +
            `en una emergencia. Nada de lo dispuesto aquí limita la responsabilidad que la ley no permite limitar, ni la ` +
            `responsabilidad profesional de los pediatras en la atención que prestan.`,
        ],
      },
      {
        titulo: '11. Enlaces',
        bloques: [
          'El sitio web puede contener enlaces a páginas de terceros, por ejemplo a organismos públicos o a la página de pago del ' +
            'proveedor de pagos. No controlamos esas páginas ni respondemos de sus contenidos o de sus políticas de privacidad; ' +
            'te recomendamos leerlas.',
          `Si detectas un enlace o un contenido ilícito o inadecuado, avísanos en ${d.emailContacto} y lo retiraremos con ` +
            `diligencia.`,
          `No está permitido enlazar a este sitio web de forma que se dé a entender una relación con ${d.nombre} que no exista.`,
        ],
      },
      {
        titulo: '12. Protección de datos',
        bloques: [
          `Tratamos tus datos y los de tus hijos según la Política de privacidad, que explica qué datos usamos, para qué, ` +
            `durante cuánto tiempo y cómo ejercer tus derechos. Para cualquier cuestión sobre privacidad puedes escribir a ` +
            `${d.emailPrivacidad}.`,
        ],
      },
      {
        titulo: '13. Legislación aplicable y jurisdicción',
        bloques: [
          'Este aviso legal se rige por la legislación española.',
          'Si tienes la condición de consumidor, serán competentes los juzgados y tribunales de tu domicilio. En los demás ' +
            'casos, las partes se someten a los juzgados y tribunales que correspondan conforme a la ley.',
        ],
      },
    ],
  };
}
