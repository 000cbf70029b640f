import type { LegalDefaults } from './types.ts';

export const es: LegalDefaults = {
  notice: (fair) => `<h2>Editor del sitio</h2>
<p>El sitio de la feria «${fair}» lo edita el organizador de la feria, un organismo público encargado de la contratación internacional en los servicios sanitarios y sociales. El organizador es el responsable de la publicación.</p>
<p>Para escribir al equipo de la feria, utilice la página Contacto del sitio.</p>
<h2>Plataforma y alojamiento</h2>
<p>La feria funciona con Passerelle, una plataforma de ferias virtuales. Los datos se alojan en la Unión Europea, en el proveedor de alojamiento elegido por el organizador, que actúa por cuenta de este.</p>
<h2>Contenidos</h2>
<p>Los textos, logotipos, imágenes y vídeos de los estands se publican bajo la responsabilidad de los expositores que los aportan. Las ofertas de empleo comprometen a los empleadores que las publican; el organizador no interviene en las decisiones de contratación.</p>
<p>Queda prohibida la reproducción de los contenidos del sitio sin la autorización de su autor, salvo en los casos previstos por la ley.</p>
<h2>Responsabilidad</h2>
<p>El organizador vela por la exactitud de la información publicada y corrige cualquier error que se le señale. No responde del contenido de los sitios externos a los que remite la feria.</p>
<h2>Datos personales y cookies</h2>
<p>Cómo se tratan sus datos y cuáles son sus derechos se describe en la política de privacidad. Puede revisar sus opciones de cookies en cualquier momento con el enlace «Preferencias de cookies» al pie de cada página.</p>`,

  privacy: (fair) => `<h2>Quién es responsable de sus datos</h2>
<p>El organizador de la feria «${fair}» es el responsable del tratamiento de los datos personales recogidos en este sitio. Para cualquier pregunta, utilice la página Contacto del sitio.</p>
<h2>Qué recogemos</h2>
<ul>
<li><strong>Su cuenta</strong>: tratamiento, apellidos, nombre, correo electrónico, idioma, país y sus respuestas al formulario de inscripción de la feria (profesión, sector, datos de contacto).</li>
<li><strong>Su perfil de candidato</strong>, si crea uno: trayectoria, títulos, idiomas, currículum y los documentos que suba.</li>
<li><strong>Sus intercambios</strong>: candidaturas, mensajes, conversaciones en los estands, solicitudes de videollamada.</li>
<li><strong>Datos técnicos</strong>: dirección IP y registros de conexión, para la seguridad del servicio.</li>
<li><strong>Estadísticas de visita</strong> (estands y contenidos consultados), solo si acepta la cookie de estadísticas.</li>
</ul>
<h2>Para qué</h2>
<ul>
<li>Gestionar su cuenta y su participación en la feria (prestar el servicio que solicita al inscribirse).</li>
<li>Poner en contacto a candidatos y empleadores expositores: un empleador solo ve su perfil y su currículum si usted le envía una candidatura o acepta ser visible para los reclutadores de la feria.</li>
<li>Proteger el servicio contra el fraude y los abusos (interés legítimo del organizador).</li>
<li>Medir las visitas a los estands, con su consentimiento.</li>
</ul>
<p>Sus datos nunca se venden ni se usan con fines publicitarios. Tienen acceso a ellos el organizador, los empleadores dentro de los límites anteriores y el proveedor de alojamiento que actúa por cuenta del organizador. Los empleadores de una feria de contratación internacional pueden estar establecidos fuera de la Unión Europea: sus datos solo les llegan cuando usted lo decide (candidatura, visibilidad).</p>
<h2>Durante cuánto tiempo</h2>
<ul>
<li>Cuenta, perfil, currículum y candidaturas: mientras exista su cuenta; se borran cuando usted la elimina o, a más tardar, tres años después de su última conexión.</li>
<li>Mensajes: mientras exista la cuenta de su autor.</li>
<li>Registros de conexión: doce meses.</li>
<li>Estadísticas: solo se conservan como totales, sin su identidad.</li>
</ul>
<h2>Cookies</h2>
<ul>
<li><strong>Estrictamente necesarias</strong>, sin consentimiento: el idioma elegido (365 días) y su sesión (7 días). Su navegador guarda también la feria elegida y su elección de cookies.</li>
<li><strong>Estadísticas</strong>, solo con su consentimiento: un identificador anónimo de medición de audiencia (un año). Solo se instala después de que usted lo acepte, y puede retirar su consentimiento en cualquier momento con el enlace «Preferencias de cookies» al pie de cada página.</li>
</ul>
<h2>Sus derechos</h2>
<p>Puede acceder a sus datos, rectificarlos, suprimirlos, limitar su tratamiento u oponerse a él, recibirlos en un formato reutilizable y retirar su consentimiento en cualquier momento. En su perfil, el apartado «Mis datos personales» le permite descargar todos sus datos y eliminar su cuenta (enlaces más abajo). Para cualquier otra solicitud, escriba al organizador desde la página Contacto; le responderá en el plazo de un mes.</p>
<p>Si considera que no se respetan sus derechos, puede presentar una reclamación ante la autoridad de protección de datos de su país (en España, la AEPD).</p>`,

  accessibility: (fair) => `<h2>Nuestro compromiso</h2>
<p>El organizador de la feria «${fair}» se compromete a hacer su sitio accesible para todas las personas, conforme a la norma europea EN 301 549, que recoge las pautas internacionales WCAG 2.1 de nivel AA.</p>
<h2>Situación de cumplimiento</h2>
<p>El sitio es parcialmente conforme. Puede usarse por completo con el teclado, cada página ofrece un enlace para saltar al contenido, las imágenes tienen una alternativa textual, los formularios están etiquetados y las páginas se adaptan a pantallas pequeñas y a textos ampliados. Cada nueva versión se comprueba con pruebas automáticas.</p>
<h2>Contenidos no accesibles</h2>
<ul>
<li>Los planos de los pabellones y los decorados de los estands son imágenes: su contenido se ofrece también en forma de listas.</li>
<li>Algunos vídeos y documentos subidos por los expositores pueden no tener subtítulos o estructura.</li>
<li>Las videollamadas dependen del navegador y del equipo de cada persona.</li>
</ul>
<h2>¿Tiene alguna dificultad?</h2>
<p>Si no puede acceder a un contenido o servicio, escriba al organizador desde la página Contacto: le indicará otra forma de acceder o le enviará el contenido en otro formato.</p>
<p>Si no obtiene una respuesta satisfactoria, puede dirigirse a la autoridad competente de su país.</p>`,
};
