/**
 * 'Términos del servicio': conditions of the free triage, the free account and
 * the paid tele-consultation. Every company datum comes from `d`.
 */
import type { DatosEmpresa, TextoLegal } from './tipos.ts';

export function terminosServicio(d: DatosEmpresa): TextoLegal {
  return {
    titulo: 'Términos del servicio',
    introduccion:
      'Estos términos explican qué puedes esperar de Triaje Pediátrico, qué esperamos de ti y las condiciones de la ' +
      'teleconsulta de pago. Léelos con calma antes de crear una cuenta o de contratar una teleconsulta. Lo más importante: ' +
      'el triaje no sustituye a un médico y, si tu hijo está en peligro, debes llamar al 112.',
    secciones: [
      {
        titulo: '1. Quién presta el servicio',
        bloques: [
          `Triaje Pediátrico es un servicio de ${d.nombre} (NIF ${d.nif}), con domicilio en ${d.domicilio}. Puedes ` +
            `contactar con nosotros en ${d.emailContacto} o en el teléfono ${d.telefono}. Encontrarás el resto de nuestros ` +
            `datos en el Aviso legal.`,
          'Al usar el servicio aceptas estos términos. Al crear una cuenta o contratar una teleconsulta te pediremos que los ' +
            'aceptes expresamente. El tratamiento de tus datos y los de tus hijos se explica en la Política de privacidad.',
        ],
      },
      {
        titulo: '2. Qué ofrece Triaje Pediátrico',
        bloques: [
          {
            lista: [
              'Triaje de síntomas: gratuito, sin necesidad de cuenta y disponible también sin conexión. Respondes unas ' +
                'preguntas sobre un síntoma de tu hijo y obtienes un nivel de urgencia orientativo (rojo, amarillo o verde) con ' +
                'acciones recomendadas, consejos y, cuando procede, dosis orientativas calculadas según el peso.',
              'Cuenta gratuita: para guardar resultados, crear perfiles de tus hijos (nombre, fecha de nacimiento, sexo y peso) ' +
                'y consultar tu historial.',
              'Teleconsulta con pediatra: un servicio de pago por chat de texto en tiempo real, descrito en los apartados 6 a 11.',
            ],
          },
        ],
      },
      {
        titulo: '3. El triaje es solo una orientación',
        bloques: [
          'El triaje es una herramienta de apoyo. Da una orientación automática a partir de tus respuestas: no es un ' +
            'diagnóstico, no sustituye la valoración de un médico ni de ningún otro profesional sanitario y no debe retrasar ' +
            'que busques atención médica si la necesitas.',
          'Las dosis que muestra son orientativas. Consulta siempre con un profesional sanitario antes de darle medicación a ' +
            'tu hijo, comprueba la concentración del medicamento que tienes en casa y lee su prospecto.',
          'No uses la aplicación en una emergencia. Llama al 112 o acude a urgencias sin esperar si, por ejemplo, tu hijo:',
          {
            lista: [
              'tiene mucha dificultad para respirar o se pone morado;',
              'tiene una convulsión;',
              'está inconsciente, muy adormilado o no responde como siempre;',
              'ha sufrido un accidente o un golpe importante, o sangra mucho;',
              'ha tragado algo peligroso, como un medicamento, un producto tóxico o una pila.',
            ],
          },
          'Si tienes dudas sobre si es una emergencia, trátala como tal y llama al 112.',
        ],
      },
      {
        titulo: '4. Quién puede usar el servicio',
        bloques: [
          'El servicio es para personas mayores de edad que actúan en nombre de niños a su cargo: madres, padres, tutores ' +
            'legales o personas adultas que los cuidan con la autorización de quienes tienen su patria potestad o tutela.',
          'Al usarlo confirmas que eres mayor de edad, que puedes actuar en nombre del niño y que los datos que nos das son ' +
            'ciertos. Si el niño tiene 14 años o más, te pedimos que le informes y tengas en cuenta su opinión.',
        ],
      },
      {
        titulo: '5. Tu cuenta y su seguridad',
        bloques: [
          {
            lista: [
              'La cuenta es personal. Usa un correo electrónico que sea tuyo y una contraseña segura que no uses en otros sitios.',
              'No compartas tu contraseña. Eres responsable de lo que se haga con tu cuenta mientras no nos avises de un uso ' +
                'no autorizado.',
              `Si crees que alguien ha accedido a tu cuenta, cambia la contraseña y escríbenos a ${d.emailContacto}.`,
              'Mantén actualizados los datos de tus hijos, en especial el peso, porque se usa para calcular las dosis ' +
                'orientativas.',
              'Puedes descargar tus datos y eliminar tu cuenta cuando quieras desde la aplicación, como explica la Política ' +
                'de privacidad.',
              'Podemos suspender o cerrar una cuenta si se incumplen gravemente estos términos. Te lo comunicaremos y te ' +
                'explicaremos el motivo, salvo que la ley lo impida.',
            ],
          },
        ],
      },
      {
        titulo: '6. La teleconsulta: qué incluye',
        bloques: [
          'Cada teleconsulta cuesta 15 € e incluye:',
          {
            lista: [
              'la atención de un pediatra colegiado por chat de texto en tiempo real sobre un problema de salud de tu hijo;',
              'la posibilidad de enviar fotos y archivos (como informes o análisis) para que el pediatra valore mejor a tu hijo;',
              'si el pediatra lo considera adecuado, recetas, certificados médicos e informes;',
              'el acceso posterior a la conversación y a los documentos desde «Mis Consultas».',
            ],
          },
          'Una teleconsulta corresponde a un problema de salud de un niño y termina cuando el pediatra la da por finalizada. ' +
            'Si más adelante surge otro problema, tendrás que contratar una nueva teleconsulta.',
        ],
      },
      {
        titulo: '7. Cómo funciona la teleconsulta',
        bloques: [
          {
            lista: [
              'Tras el pago, tu consulta queda pendiente y se asigna al primer pediatra disponible, que la acepta y abre el chat. ' +
                'Si partes de un resultado del triaje, el pediatra verá tus respuestas y el nivel de urgencia antes de aceptarla.',
              'En el chat verás el nombre del pediatra, su Colegio de Médicos y su número de colegiado.',
              'La consulta es por texto; no incluye llamadas ni videollamadas. Puedes compartir imágenes y archivos si das tu ' +
                'consentimiento para su uso con fines asistenciales.',
              'El pediatra decide con criterio profesional. Si considera que hay que explorar a tu hijo en persona, hacerle ' +
                'pruebas o acudir a urgencias, te lo indicará; en ese caso sigue su indicación.',
              'Las recetas se emiten conforme a la normativa de receta médica (Real Decreto 1718/2010), que puede exigir ' +
                'datos adicionales, como tu DNI o NIE cuando el paciente es menor.',
              'Lo que se habla en la consulta, las recomendaciones y los documentos emitidos forman parte de la historia ' +
                'clínica de tu hijo, como exige el Código de Deontología Médica.',
            ],
          },
        ],
      },
      {
        titulo: '8. Disponibilidad',
        bloques: [
          'Hacemos lo posible para que siempre haya pediatras disponibles y para que tu consulta se acepte cuanto antes, pero ' +
            'no podemos garantizar un tiempo de respuesta concreto. La teleconsulta no es un servicio de urgencias: si tu hijo ' +
            'empeora mientras esperas, llama al 112 o acude a urgencias.',
          'El servicio puede interrumpirse por mantenimiento o por fallos técnicos. Si una interrupción impide atender una ' +
            'consulta que ya has pagado, te devolveremos el importe como se indica en el apartado 11.',
        ],
      },
      {
        titulo: '9. Precio e impuestos',
        bloques: [
          'El precio de cada teleconsulta es de 15 €. Es el precio final: no hay gastos adicionales y, si algún impuesto ' +
            'resultara aplicable, está incluido.',
          'Los servicios de asistencia sanitaria prestados por médicos están, con carácter general, exentos del IVA en España ' +
            '(artículo 20.Uno.3º de la Ley 37/1992, del Impuesto sobre el Valor Añadido). [Pendiente de confirmar por la ' +
            'clínica: aplicación de esta exención a la teleconsulta.]',
        ],
      },
      {
        titulo: '10. Contratación y pago',
        bloques: [
          {
            lista: [
              'Para contratar una teleconsulta necesitas una cuenta. Pulsa el botón de la teleconsulta, revisa el precio y ' +
                'estas condiciones, y confirma.',
              'El pago se hace con tarjeta a través de Stripe, nuestro proveedor de pagos. Se te redirige a su página segura; ' +
                'nosotros no vemos ni guardamos los datos de tu tarjeta.',
              'Hasta que confirmes el pago puedes volver atrás y corregir cualquier dato. Si cancelas el pago, no se te cobra ' +
                'nada.',
              'Cuando el pago se completa, te lo confirmamos en pantalla y la consulta aparece en «Mis Consultas», donde ' +
                'queda registrada junto con su importe.',
              'El contrato se celebra en español. Puedes consultar estos términos en cualquier momento en esta página.',
            ],
          },
        ],
      },
      {
        titulo: '11. Cancelación, desistimiento y reembolsos',
        bloques: [
          {
            lista: [
              `Antes de que un pediatra acepte tu consulta, puedes cancelarla escribiéndonos a ${d.emailContacto}: te ` +
                `devolveremos el importe íntegro.`,
              'Al pagar nos pides expresamente que la consulta empiece cuanto antes y reconoces que, una vez que se haya ' +
                'prestado por completo, perderás el derecho de desistimiento (artículo 103.a del texto refundido de la Ley ' +
                'General para la Defensa de los Consumidores y Usuarios, TRLGDCU). Cuando el pediatra acepta la consulta, el ' +
                'servicio ha comenzado.',
              'Si desistes cuando la consulta ya ha comenzado pero aún no ha terminado, te devolveremos la parte del precio ' +
                'que corresponda al servicio no prestado.',
              'Cuando el pediatra da la consulta por finalizada, el servicio se ha prestado por completo y ya no cabe el ' +
                'desistimiento. También se considera prestado cuando, tras valorar a tu hijo, el pediatra te indica que debe ' +
                'ser visto en persona.',
              'Si tu consulta no puede ser atendida (porque ningún pediatra puede aceptarla o por un fallo técnico nuestro), te ' +
                'devolveremos el importe íntegro.',
              'Los reembolsos se hacen en la misma tarjeta con la que pagaste, a través del proveedor de pagos, en un plazo ' +
                'máximo de 14 días naturales desde que se acuerden. El tiempo que tarde en verse en tu cuenta depende de tu banco.',
            ],
          },
        ],
      },
      {
        titulo: '12. Uso aceptable',
        bloques: [
          'Al usar el servicio te comprometes a:',
          {
            lista: [
              'dar información veraz y completa sobre la salud de tu hijo;',
              'compartir solo las imágenes y archivos necesarios para la consulta, y nunca imágenes de otras personas sin su ' +
                'permiso;',
              'tratar con respeto a los pediatras y al resto del personal;',
              'no usar la teleconsulta para fines distintos de la atención de tu hijo, ni para obtener recetas o certificados ' +
                'de forma fraudulenta;',
              'no intentar acceder a cuentas o datos ajenos, ni dañar, sobrecargar o alterar el servicio.',
            ],
          },
          'Si una consulta se usa de forma abusiva u ofensiva, el pediatra podrá darla por finalizada.',
        ],
      },
      {
        titulo: '13. Propiedad intelectual',
        bloques: [
          `La aplicación, sus textos, cuestionarios, reglas de triaje, diseño y código pertenecen a ${d.nombre} o a terceros ` +
            `que han autorizado su uso. Puedes usarlos para tu uso personal y no comercial, pero no copiarlos, distribuirlos ni ` +
            `modificarlos sin nuestra autorización por escrito.`,
          'Los informes, recetas y certificados que recibas en tu consulta son para tu uso y el de tu hijo.',
        ],
      },
      {
        titulo: '14. Responsabilidad',
        bloques: [
          {
            lista: [
              'El resultado del triaje es una orientación general. No respondemos de las decisiones que se tomen usándolo como ' +
                'si fuera un diagnóstico, ni de los daños derivados de datos falsos o incompletos o de no llamar al 112 en una ' +
                'emergencia.',
              'Cada pediatra responde de su actuación profesional conforme a las normas que regulan la profesión médica y a su ' +
                'código deontológico.',
              'No respondemos de interrupciones o fallos causados por terceros ajenos a nosotros o por causas de fuerza mayor, ' +
                'aunque haremos lo posible por reducir sus efectos.',
              'Nada de lo dispuesto en estos términos limita los derechos que te reconoce la legislación de consumidores ni la ' +
                'responsabilidad que la ley no permite excluir.',
            ],
          },
        ],
      },
      {
        titulo: '15. Cambios en estos términos',
        bloques: [
          'Podemos modificar estos términos cuando cambie el servicio o la ley. La fecha de la última actualización aparece en ' +
            'esta página. Si el cambio es importante, te avisaremos con antelación en la aplicación o por correo electrónico. ' +
            'Las teleconsultas ya pagadas se rigen por los términos vigentes en el momento del pago.',
        ],
      },
      {
        titulo: '16. Legislación aplicable y jurisdicción',
        bloques: [
          'Estos términos se rigen por la legislación española.',
          'Si tienes la condición de consumidor, para cualquier conflicto serán competentes los juzgados y tribunales de tu ' +
            'domicilio. También puedes dirigirte a los servicios de consumo de tu comunidad autónoma o de tu ayuntamiento.',
          `Antes de acudir a los tribunales, puedes escribirnos a ${d.emailContacto}: intentaremos resolver el problema contigo.`,
        ],
      },
    ],
  };
}
