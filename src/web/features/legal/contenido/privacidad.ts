/**
 * 'Política de privacidad': the information GDPR arts. 13 and 14 require,
 * written for parents. Facts and articles follow
 * shared/security-legal-notes.md section B; every company datum comes from `d`.
 */
import type { DatosEmpresa, TextoLegal } from './tipos.ts';

export function politicaPrivacidad(d: DatosEmpresa): TextoLegal {
  return {
    titulo: 'Política de privacidad',
    introduccion:
      'En Triaje Pediátrico tratamos datos de salud de niños, que son datos especialmente protegidos. Esta política te ' +
      'explica, de la forma más sencilla posible, qué datos usamos, para qué, con qué base legal, a quién se los ' +
      'comunicamos, cuánto tiempo los guardamos y cómo puedes ejercer tus derechos. Se aplican el Reglamento General de ' +
      'Protección de Datos (Reglamento (UE) 2016/679, «RGPD») y la Ley Orgánica 3/2018, de Protección de Datos Personales ' +
      'y garantía de los derechos digitales (LOPDGDD).',
    secciones: [
      {
        titulo: '1. Quién es el responsable de tus datos',
        bloques: [
          {
            lista: [
              `Responsable del tratamiento: ${d.nombre}`,
              `NIF: ${d.nif}`,
              `Domicilio: ${d.domicilio}`,
              `Teléfono: ${d.telefono}`,
              `Correo electrónico para temas de privacidad: ${d.emailPrivacidad}`,
              `Delegado de Protección de Datos (DPD): ${d.emailDpd}`,
            ],
          },
          'Puedes dirigirte al Delegado de Protección de Datos para cualquier duda sobre el tratamiento de tus datos o sobre ' +
            'el ejercicio de tus derechos.',
        ],
      },
      {
        titulo: '2. Qué datos tratamos',
        bloques: [
          'Solo tratamos los datos que necesitamos para cada servicio:',
          {
            lista: [
              'Respuestas del triaje: los síntomas de tu hijo, su edad, su peso y el resto de respuestas del cuestionario, y el ' +
                'resultado obtenido. Si usas el triaje sin cuenta, las respuestas se procesan en tu propio dispositivo y no se ' +
                'envían a nuestros servidores. Solo registramos, sin identificarte, qué síntoma se ha consultado, si el ' +
                'cuestionario se ha completado, un identificador aleatorio de la visita y el tipo de navegador.',
              'Datos de la cuenta: tu correo electrónico, tu nombre (opcional), tu contraseña (guardada cifrada de forma ' +
                'irreversible, nunca en claro) y, si entras con Google, el identificador, nombre, correo e imagen de perfil ' +
                'que Google nos facilita. También guardamos el registro de los consentimientos que das o retiras (cuál, la ' +
                'versión del texto aceptado y la fecha).',
              'Datos de tus hijos: nombre, fecha de nacimiento, sexo (opcional), peso y fecha en que se pesó.',
              'Resultados guardados: las evaluaciones de triaje que decides guardar en tu historial.',
              'Teleconsultas: fecha, estado, pediatra que te atiende, el resultado de triaje del que parte la consulta y la ' +
                'documentación clínica que se genera (valoración, recetas, certificados e informes).',
              'Mensajes y archivos: lo que tú y el pediatra escribís en el chat, y las fotos y archivos que compartís.',
              'Datos de pago: los datos de tu tarjeta los trata directamente el proveedor de pagos; nosotros no los vemos ni los ' +
                'guardamos. Solo recibimos la confirmación del pago, el importe, la fecha y una referencia de la operación.',
              'Datos técnicos: la dirección IP y el navegador asociados a tu sesión, y registros de seguridad que anotan qué ' +
                'página o función se ha pedido y si ha funcionado, sin el contenido de tus respuestas ni de tus mensajes.',
              'Almacenamiento local de tu dispositivo: las marcas de que has aceptado los avisos de consentimiento (con su fecha) ' +
                'y, si lo eliges, un resultado pendiente de guardar mientras creas tu cuenta.',
              'Solicitudes de derechos: los datos que nos facilitas al ejercer tus derechos (nombre, DNI o NIE, correo y la ' +
                'propia solicitud).',
            ],
          },
        ],
      },
      {
        titulo: '3. Para qué usamos tus datos y con qué base legal',
        bloques: [
          'Cada uso de tus datos tiene una base legal del RGPD. Los datos de salud son una categoría especial (artículo 9.1 del ' +
            'RGPD) y solo los tratamos en los casos del artículo 9.2:',
          {
            lista: [
              'Darte la orientación del triaje en tu dispositivo: tu consentimiento explícito, que das al empezar (artículos ' +
                '6.1.a y 9.2.a del RGPD).',
              'Crear y gestionar tu cuenta y enviarte los correos necesarios del servicio (confirmar la cuenta, cambiar la ' +
                'contraseña, avisos de tus consultas): la ejecución del contrato que aceptas con los Términos del servicio ' +
                '(artículo 6.1.b).',
              'Guardar tus resultados y los perfiles de tus hijos: tu consentimiento explícito para el tratamiento de los datos ' +
                'de salud de tu hijo (artículos 6.1.a y 9.2.a), que das al crear la cuenta.',
              'Prestarte la teleconsulta de pago: la ejecución del contrato (artículo 6.1.b) y, para los datos de salud, la ' +
                'prestación de asistencia sanitaria por un profesional sujeto al secreto profesional (artículos 9.2.h y 9.3). ' +
                'Para compartir imágenes en la consulta te pedimos además tu consentimiento.',
              'Conservar la documentación clínica de las teleconsultas: el cumplimiento de la obligación legal de conservarla que ' +
                'impone la Ley 41/2002, básica reguladora de la autonomía del paciente (artículo 6.1.c), junto con el artículo 9.2.h.',
              'Cobrar la teleconsulta y cumplir las obligaciones fiscales y contables: la ejecución del contrato y el ' +
                'cumplimiento de obligaciones legales (artículos 6.1.b y 6.1.c).',
              'Proteger la seguridad del servicio y evitar abusos y fraudes: nuestro interés legítimo en mantener el servicio ' +
                'seguro (artículo 6.1.f).',
              'Elaborar estadísticas de uso sin identificarte (qué síntomas se consultan y cuántos cuestionarios se completan) ' +
                'para mejorar el triaje: nuestro interés legítimo (artículo 6.1.f).',
              'Atender tus solicitudes de derechos: el cumplimiento de una obligación legal (artículo 6.1.c).',
            ],
          },
          'No usamos tus datos para publicidad, no los vendemos y no elaboramos perfiles comerciales. Si algún día quisiéramos ' +
            'enviarte comunicaciones comerciales, te pediríamos antes tu consentimiento.',
        ],
      },
      {
        titulo: '4. ¿Estás obligado a darnos tus datos?',
        bloques: [
          'No. El triaje funciona sin cuenta y sin que nos envíes tus respuestas. Para crear una cuenta necesitamos tu correo ' +
            'electrónico y tu consentimiento; para la teleconsulta, los datos que el pediatra necesite para atender a tu hijo. ' +
            'Si no nos los facilitas, no podremos prestarte ese servicio concreto, pero podrás seguir usando el triaje.',
        ],
      },
      {
        titulo: '5. Datos de menores',
        bloques: [
          'El servicio está dirigido a personas adultas que cuidan de un niño. Los datos de los niños nos los facilitan sus ' +
            'madres, padres o tutores legales, o las personas adultas que los tienen a su cargo con su autorización.',
          'En España, los menores de 14 años no pueden consentir por sí mismos el tratamiento de sus datos: el consentimiento lo ' +
            'da quien ejerce la patria potestad o la tutela (artículo 7 de la LOPDGDD). A partir de los 14 años el menor puede ' +
            'consentir por sí mismo; si tu hijo tiene 14 años o más, infórmale de que usas el servicio con sus datos y ten en ' +
            'cuenta su opinión.',
          'Si sabemos que una cuenta la ha creado un menor, la cerraremos.',
        ],
      },
      {
        titulo: '6. A quién comunicamos tus datos',
        bloques: [
          'Solo compartimos tus datos con quien los necesita para prestarte el servicio, y siempre con un contrato que les obliga ' +
            'a protegerlos:',
          {
            lista: [
              'El pediatra que atiende tu teleconsulta, que ve los datos de la consulta, el resultado de triaje asociado, los ' +
                'mensajes y los archivos. Está obligado al secreto profesional.',
              'Stripe, nuestro proveedor de pagos, que cobra la teleconsulta y trata los datos de tu tarjeta.',
              `${d.proveedorAlojamiento}, nuestro proveedor de alojamiento, que guarda los datos en servidores situados en la ` +
                `Unión Europea.`,
              'Nuestro proveedor de correo electrónico, que envía los correos del servicio.',
              'Google, solo si eliges entrar con tu cuenta de Google.',
              'Juzgados y tribunales, Ministerio Fiscal, autoridades sanitarias, Agencia Tributaria, la Agencia Española de ' +
                'Protección de Datos y otras autoridades, solo cuando una ley nos obligue a ello.',
            ],
          },
        ],
      },
      {
        titulo: '7. Transferencias internacionales',
        bloques: [
          'No tenemos previsto transferir tus datos fuera del Espacio Económico Europeo. Si algún proveedor tuviera que tratarlos ' +
            'fuera de él, solo lo haría a un país con una decisión de adecuación de la Comisión Europea o con las garantías ' +
            'adecuadas, como las cláusulas contractuales tipo aprobadas por la Comisión. Puedes pedirnos información sobre ' +
            `esas garantías en ${d.emailPrivacidad}.`,
        ],
      },
      {
        titulo: '8. Cuánto tiempo guardamos tus datos',
        bloques: [
          {
            lista: [
              'Parte clínica (teleconsultas, mensajes, archivos, recetas, certificados, informes y el resultado de triaje ' +
                'asociado a una consulta): 7 años, contados desde que termina cada consulta. La Ley 41/2002 (artículo 17) obliga a ' +
                'conservar la documentación clínica como mínimo cinco años desde el alta de cada proceso asistencial.',
              'Datos de la cuenta: mientras mantengas tu cuenta.',
              'Perfiles de tus hijos y resultados guardados que no forman parte de una consulta: hasta que los borres, retires ' +
                'tu consentimiento o elimines tu cuenta.',
              'Datos de pago: el tiempo que exigen las normas fiscales y mercantiles.',
              'Datos técnicos de tu sesión: mientras la sesión esté abierta; los registros de seguridad, el tiempo imprescindible ' +
                'para proteger el servicio.',
              'Solicitudes de derechos: el tiempo necesario para poder acreditar que las hemos atendido.',
              'Almacenamiento local: en tu dispositivo, hasta que lo borres desde tu navegador.',
            ],
          },
          'Lo que borras tú desde la aplicación (tu cuenta, los perfiles de tus hijos y los resultados guardados) se elimina en ' +
            'ese momento, porque ninguna ley nos obliga a conservarlo.',
          'La parte clínica de las teleconsultas, cuando termina su plazo de conservación o si nos pides suprimirla y la ley ya ' +
            'lo permite, primero la bloqueamos, como exige el artículo 32 de la LOPDGDD: queda apartada y nadie puede verla ni ' +
            'usarla, salvo para ponerla a disposición de jueces y tribunales, del Ministerio Fiscal o de las administraciones ' +
            'competentes durante el plazo en que puedan exigirse responsabilidades. Pasado ese plazo, la destruimos.',
        ],
      },
      {
        titulo: '9. Tus derechos',
        bloques: [
          'Puedes ejercer en cualquier momento estos derechos:',
          {
            lista: [
              'Acceso: saber qué datos tuyos tratamos y obtener una copia (artículo 15 del RGPD).',
              'Rectificación: corregir datos inexactos o completar los incompletos (artículo 16).',
              'Supresión: pedir que borremos tus datos (artículo 17).',
              'Oposición: oponerte a que tratemos tus datos cuando lo hacemos por interés legítimo (artículo 21).',
              'Portabilidad: recibir los datos que nos has dado en un formato estructurado y legible por máquina, y que se los ' +
                'pasemos a otro responsable (artículo 20).',
              'Limitación: pedir que, en ciertos casos (por ejemplo, mientras comprobamos si tus datos son exactos o estudiamos ' +
                'tu oposición), solo los conservemos y no los usemos para nada más (artículo 18).',
              'Retirar tu consentimiento en cualquier momento, sin que eso afecte a lo que ya se hubiera hecho con él hasta ' +
                'entonces (artículo 7.3).',
            ],
          },
          'Como madre, padre o tutor puedes ejercer en su nombre los derechos de tus hijos menores de 14 años.',
          'Hay un límite importante: mientras dure el plazo legal de conservación, no podemos borrar la parte clínica de las ' +
            'teleconsultas, porque la ley nos obliga a guardarla y por razones de salud (artículo 17.3, letras b y c, del RGPD). ' +
            'Sí puedes pedir que se corrijan datos equivocados, que se limite su uso y que se borren todos los demás datos. ' +
            'Cuando rectifiquemos o borremos datos que hayamos comunicado a otros, se lo haremos saber (artículo 19).',
        ],
      },
      {
        titulo: '10. Cómo ejercer tus derechos',
        bloques: [
          {
            lista: [
              'Desde la aplicación, si tienes cuenta: con «Descargar mis datos» obtienes todos tus datos en un archivo JSON ' +
                '(acceso y portabilidad); con «Eliminar mi cuenta» borras tu cuenta, y desde tu perfil puedes revisar y retirar ' +
                'tus consentimientos.',
              'Con el formulario de la página /derechos, que puedes enviar por correo electrónico o descargar en PDF.',
              `Por correo electrónico a ${d.emailPrivacidad}, o al Delegado de Protección de Datos en ${d.emailDpd}.`,
              `Por correo postal a ${d.nombre}, ${d.domicilio}.`,
            ],
          },
          'Ejercer tus derechos es gratuito. Solo si una solicitud es manifiestamente infundada o excesiva, por ejemplo por ser ' +
            'repetitiva, podríamos cobrar un importe razonable o negarnos a atenderla, explicándote el motivo (artículo 12.5).',
          'Si tenemos dudas razonables sobre tu identidad, te pediremos la información necesaria para confirmarla, como tu DNI o ' +
            'NIE (artículo 12.6). Así evitamos entregar tus datos a otra persona.',
          'Al eliminar tu cuenta borramos tus datos de cuenta, los perfiles de tus hijos y los resultados guardados. Las ' +
            'teleconsultas de pago y sus mensajes y archivos, que la ley nos obliga a conservar, se desvinculan de tu cuenta, se ' +
            'guardan hasta que termina su plazo de conservación y no se usan para nada más.',
        ],
      },
      {
        titulo: '11. Plazo de respuesta',
        bloques: [
          'Te responderemos sin demora y, como máximo, en un mes desde que recibamos tu solicitud. Si la solicitud es compleja ' +
            'o recibimos muchas, podemos ampliar el plazo otros dos meses; en ese caso te avisaremos dentro del primer mes y te ' +
            'explicaremos el motivo (artículo 12.3 del RGPD).',
          'Si decidimos no atender tu solicitud, te lo diremos dentro de ese mes, con las razones, y te recordaremos que puedes ' +
            'reclamar ante la AEPD y acudir a los tribunales (artículo 12.4).',
        ],
      },
      {
        titulo: '12. Reclamar ante la AEPD',
        bloques: [
          'Si crees que no hemos tratado bien tus datos o no hemos atendido tus derechos, puedes presentar una reclamación ante ' +
            'la Agencia Española de Protección de Datos (AEPD):',
          {
            lista: [
              'Dirección: C/ Jorge Juan, 6, 28001 Madrid',
              'Web: www.aepd.es',
              'Sede electrónica (reclamaciones y formularios): sedeagpd.gob.es',
              'Teléfonos: 901 100 099 y 912 663 517',
            ],
          },
          `Antes de reclamar, si lo prefieres, puedes escribir a nuestro Delegado de Protección de Datos en ${d.emailDpd}; ` +
            'intentaremos resolverlo contigo. No es obligatorio.',
        ],
      },
      {
        titulo: '13. Cómo protegemos tus datos',
        bloques: [
          'Aplicamos medidas técnicas y organizativas adecuadas al riesgo de tratar datos de salud de niños, entre ellas:',
          {
            lista: [
              'conexiones cifradas (HTTPS) entre tu dispositivo y nuestros servidores;',
              'contraseñas guardadas con un cifrado irreversible y verificación en dos pasos disponible para el personal sanitario ' +
                'y de administración;',
              'acceso a cada consulta solo para ti y para el pediatra que la atiende;',
              'archivos que nunca son públicos: se abren con enlaces firmados que caducan;',
              'registros técnicos que no guardan el contenido de tus respuestas ni de tus mensajes;',
              'deber de secreto de todo el personal y de los proveedores que acceden a los datos.',
            ],
          },
          'Si se produjera una brecha de seguridad, la notificaríamos a la AEPD en un máximo de 72 horas y, si supusiera un alto ' +
            'riesgo para ti o para tu hijo, te informaríamos sin demora (artículos 33 y 34 del RGPD).',
        ],
      },
      {
        titulo: '14. Almacenamiento local y cookies',
        bloques: [
          'No usamos cookies de publicidad ni de seguimiento, ni herramientas de analítica de terceros. Solo usamos:',
          {
            lista: [
              'una cookie técnica de sesión, necesaria para que puedas entrar en tu cuenta; se borra al cerrar la sesión o ' +
                'cuando caduca;',
              'el almacenamiento local de tu navegador, para recordar que has aceptado los avisos de consentimiento (y su fecha) ' +
                'y, mientras creas tu cuenta, el resultado que quieres guardar;',
              'la memoria de la aplicación instalada, que guarda los cuestionarios para que el triaje funcione sin conexión; no ' +
                'contiene datos personales.',
            ],
          },
          'Al pagar, la página del proveedor de pagos puede usar sus propias cookies, según su política de privacidad. Puedes ' +
            'borrar el almacenamiento local y las cookies en cualquier momento desde la configuración de tu navegador.',
        ],
      },
      {
        titulo: '15. Decisiones automatizadas',
        bloques: [
          'El triaje es una orientación automatizada: unas reglas fijas, basadas en guías clínicas pediátricas cuyas fuentes y ' +
            'fecha de revisión se indican, combinan tus respuestas y proponen un nivel de urgencia (rojo, amarillo o verde) con ' +
            'consejos. No es una decisión con efectos jurídicos sobre ti ni te afecta de forma similar, no es un diagnóstico y no ' +
            'elaboramos perfiles con ella.',
          'Tú decides siempre qué hacer. Si quieres que una persona valore a tu hijo, puedes pedir una teleconsulta con un ' +
            'pediatra, acudir a tu centro de salud o, en una emergencia, llamar al 112. Si quieres saber cómo se ha llegado a ' +
            `un resultado, escríbenos a ${d.emailPrivacidad} y te lo explicaremos.`,
        ],
      },
      {
        titulo: '16. Cambios en esta política',
        bloques: [
          'Podemos actualizar esta política cuando cambien el servicio o las leyes. La fecha de la última actualización aparece ' +
            'en esta página. Si el cambio es importante, te avisaremos en la aplicación o por correo electrónico antes de que ' +
            'se aplique y, si hace falta, te pediremos de nuevo tu consentimiento.',
        ],
      },
    ],
  };
}
