import 'server-only';
import { type LegalSeedTexts, type LegalSeedVersion, operator as o, since } from './legal-operator';

const address = `${o.company}, ${o.street}, ${o.city}, Alemania`;

function terms(v: LegalSeedVersion) {
  return {
    title: 'Condiciones de uso',
    blocks: [
      { h: '1. Ámbito y operador' },
      { p: `Estas condiciones regulan el uso de Camverse, una plataforma en la que artistas independientes ofrecen videochats en directo, vídeos, álbumes de fotos${v >= 2 ? ', un programa de TV y mensajes de pago' : ''}. Camverse está operada por ${address} (véase el aviso legal). Al crear una cuenta aceptas estas condiciones en la versión que se te muestra.` },
      { h: '2. Solo para adultos y verificación de edad' },
      { p: 'Camverse es solo para adultos. Debes tener al menos 18 años y ser mayor de edad en el país desde el que usas la plataforma.' },
      { p: 'El contenido calificado para mayores de 18 solo se muestra tras una verificación de edad superada con uno de los procedimientos que ofrecemos. Guardamos el resultado y su fecha, no tus documentos de identidad. Podemos repetir la verificación si hay motivos para dudar.' },
      { h: '3. Tu cuenta' },
      { ul: ['Una cuenta por persona; las cuentas no se pueden compartir, vender ni transferir.', 'Mantén tu contraseña en secreto y avísanos enseguida si sospechas un uso indebido.', 'Tu nombre de usuario no puede contener datos de contacto, palabras ofensivas ni nombres de otras personas.', 'Podemos bloquear una cuenta que incumpla estas condiciones; el saldo pagado sigue siendo tuyo según la sección 4.'] },
      { h: '4. Saldo prepago' },
      { p: 'Los chats en directo y los contenidos se pagan con un saldo prepago en euros que recargas con los métodos de pago ofrecidos. Cada precio se muestra antes de la compra; un chat en directo se cobra por minuto al precio por minuto mostrado antes de empezar y termina cuando se agota tu saldo.' },
      { ul: ['El saldo no genera intereses y no se puede transferir a otras cuentas.', 'El saldo de bonificación y los vales son un regalo: solo se usan antes que el saldo pagado cuando la oferta lo indica y nunca se pagan en efectivo.', 'Si se cierra tu cuenta, te devolvemos a petición el saldo pagado restante en el último método de pago usado.'] },
      { h: '5. Chats en directo, vídeos y álbumes' },
      { p: 'Los vídeos y álbumes de fotos que compras permanecen en tu mediateca mientras exista tu cuenta y la artista los mantenga en línea. Se licencian solo para verlos en streaming de forma privada. No está permitido grabarlos, descargarlos con trucos técnicos ni publicarlos.' },
      ...since(v, 2, [
        { h: '6. Mensajes de pago' },
        { p: 'Algunas artistas cobran por los mensajes. El precio aparece en el mensajero antes de enviar y se descuenta de tu saldo al enviar el mensaje. Las artistas son independientes y deciden por sí mismas si responden y cuándo.' },
      ]),
      { h: v >= 2 ? '7. Club VIP y suscripción de TV' : '6. Club VIP' },
      { p: 'El club VIP es una suscripción que te da las ventajas descritas en la página del club VIP durante el periodo pagado. Se renueva por el mismo periodo salvo que la canceles antes de que termine.' },
      ...since(v, 2, [
        { p: `La suscripción de TV cuesta ${o.tvPrice} cada 30 días y da acceso al directo de TV premium y a los episodios de la mediateca. La membresía VIP incluye el programa de TV. La suscripción se renueva cada 30 días hasta que la canceles.` },
      ]),
      { p: 'Puedes cancelar en tu cuenta en cualquier momento; la suscripción termina entonces con el periodo ya pagado y no se cobra nada más.' },
      { h: v >= 2 ? '8. Normas de conducta' : '7. Normas de conducta' },
      { ul: ['Trata con respeto a las artistas y a los demás usuarios y acepta un no.', 'Nunca pidas contenido con menores, violencia u otros actos ilegales.', 'No grabes ni difundas chats, emisiones ni contenidos.', 'No compartas datos de contacto para realizar pagos fuera de la plataforma.', 'Denuncia el contenido que incumpla estas normas con el enlace de denuncia del pie de página.'] },
      { h: v >= 2 ? '9. Derecho de desistimiento' : '8. Derecho de desistimiento' },
      { p: 'Si eres consumidor en la Unión Europea puedes desistir de una suscripción en un plazo de 14 días sin indicar motivos. En el caso de contenidos y servicios digitales que empiezan de inmediato a petición expresa tuya, el derecho de desistimiento se extingue cuando comienza la prestación.' },
      { h: v >= 2 ? '10. Responsabilidad' : '9. Responsabilidad' },
      { p: 'Respondemos sin limitación por dolo, negligencia grave y daños a la vida, la integridad física o la salud. En caso de negligencia leve solo respondemos por el incumplimiento de obligaciones contractuales esenciales, limitado al daño típico y previsible de este contrato. No garantizamos que una artista concreta esté en línea ni que mantenga disponible un contenido concreto.' },
      { h: v >= 2 ? '11. Cambios en estas condiciones' : '10. Cambios en estas condiciones' },
      { p: 'Anunciamos los cambios antes de que entren en vigor. Una nueva versión se te muestra en tu próxima visita y debes aceptarla antes de seguir usando funciones de pago. Todas las versiones anteriores siguen disponibles en esta página.' },
      { h: v >= 2 ? '12. Disposiciones finales' : '11. Disposiciones finales' },
      { p: `Se aplica el derecho alemán; la protección obligatoria del consumidor del país en el que vives no se ve afectada. La Comisión Europea ofrece una plataforma de resolución de litigios en línea en ${o.odrUrl}. No estamos dispuestos ni obligados a participar en procedimientos de resolución ante una junta arbitral de consumo. Preguntas sobre estas condiciones: ${o.legalEmail}.` },
    ],
  };
}

function privacy(v: LegalSeedVersion) {
  return {
    title: 'Política de privacidad',
    blocks: [
      { h: '1. Responsable' },
      { p: `El responsable del tratamiento descrito aquí es ${address}, ${o.privacyEmail}. Puedes contactar con nuestra delegada de protección de datos en ${o.dpoEmail}.` },
      { h: '2. Qué datos tratamos' },
      { ul: ['Datos de la cuenta: correo electrónico, nombre de usuario, contraseña (guardada solo como hash), idioma y las versiones de estos textos que aceptaste.', 'Verificación de edad: el resultado y la fecha de la comprobación; los documentos de identidad se quedan en el proveedor de verificación.', 'Pagos: recargas, compras, suscripciones y tu saldo; los datos de tarjeta y bancarios los tratan los proveedores de pago.', `Uso de la plataforma: chats, compras, favoritos y mensajes${v >= 2 ? ', incluido el precio de los mensajes de pago' : ''}.`, `Datos técnicos: dirección IP, datos del navegador y del dispositivo en los registros del servidor, que se conservan ${v >= 2 ? '7' : '14'} días.`] },
      { h: '3. Finalidades y bases jurídicas' },
      { ul: ['Prestarte la plataforma y tus compras (art. 6.1.b RGPD).', 'Cumplir obligaciones legales como la protección de menores y la conservación de registros contables (art. 6.1.c RGPD).', 'Proteger la plataforma y prevenir el fraude y el uso indebido de pagos (art. 6.1.f RGPD).', 'Cookies analíticas y boletín solo con tu consentimiento, que puedes retirar en cualquier momento (art. 6.1.a RGPD).'] },
      { h: v >= 2 ? '4. Vídeo en directo, TV y mensajes' : '4. Vídeo en directo y mensajes' },
      { p: 'El vídeo en directo te llega en tiempo real y no lo grabamos. Tu propia cámara y tu micrófono solo se usan en una videollamada cuando los activas. Los mensajes se guardan para poder entregarlos y mostrarlos en tu historial hasta que tú o la artista los borréis.' },
      ...since(v, 2, [{ p: 'Cuando ves el directo de TV comprobamos tu suscripción en cada solicitud de la emisión; no guardamos qué programa viste más allá de tu sesión.' }]),
      { h: '5. Cookies' },
      { p: 'Las cookies necesarias mantienen tu sesión y recuerdan tu elección de cookies. Las demás solo se instalan con tu consentimiento; puedes cambiar tu elección en cualquier momento en «Configuración de cookies» del pie de página.' },
      { h: '6. Destinatarios' },
      { p: 'Solo compartimos datos cuando es necesario: con proveedores de pago, el proveedor de verificación de edad, nuestro proveedor de alojamiento en la Unión Europea y el servicio que envía nuestros correos, cada uno con un contrato de encargo de tratamiento cuando se requiere. Las artistas ven tu nombre de usuario, nunca tu correo electrónico ni tus datos de pago. No vendemos datos personales.' },
      { h: '7. Plazo de conservación' },
      { p: 'Los datos de la cuenta se conservan hasta que se elimina tu cuenta. Los registros contables se conservan diez años según la legislación fiscal alemana. El resultado de la verificación de edad se conserva mientras exista tu cuenta.' },
      { h: '8. Tus derechos' },
      { ul: ['Acceso, rectificación y supresión de tus datos.', 'Limitación del tratamiento y portabilidad de los datos.', 'Oposición al tratamiento basado en intereses legítimos.', 'Retirada del consentimiento con efecto para el futuro.', 'Reclamación ante una autoridad de control de protección de datos, por ejemplo la autoridad de protección de datos de Berlín.'] },
      { h: '9. Cambios' },
      { p: 'Publicamos aquí cada nueva versión de esta política con su fecha; las versiones anteriores siguen disponibles en esta página.' },
    ],
  };
}

function imprint() {
  return {
    title: 'Aviso legal',
    blocks: [
      { h: 'Titular' },
      { p: address },
      { p: `Representada por su directora gerente ${o.director}.` },
      { h: 'Contacto' },
      { ul: [`Teléfono: ${o.phone}`, `Correo electrónico: ${o.email}`] },
      { h: 'Registro e impuestos' },
      { ul: [`Registro mercantil: Amtsgericht Charlottenburg, ${o.register}`, `Número de IVA: ${o.vatId}`] },
      { h: 'Responsable de protección de menores' },
      { p: `${o.youthOfficer}, ${o.youthEmail}` },
      { h: 'Responsable del contenido' },
      { p: `${o.director}, ${o.street}, ${o.city}` },
      { h: 'Resolución de litigios' },
      { p: `La Comisión Europea ofrece una plataforma de resolución de litigios en línea en ${o.odrUrl}. No estamos dispuestos ni obligados a participar en procedimientos de resolución ante una junta arbitral de consumo.` },
      { h: 'Plataforma de demostración' },
      { p: 'Camverse es una plataforma de demostración. La empresa, las personas y la dirección indicadas aquí son ficticias.' },
    ],
  };
}

export const legalTextsEs: LegalSeedTexts = { terms, privacy, imprint };
