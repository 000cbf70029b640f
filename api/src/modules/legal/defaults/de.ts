import type { LegalDefaults } from './types.ts';

export const de: LegalDefaults = {
  notice: (fair) => `<h2>Herausgeber</h2>
<p>Die Website der Messe „${fair}“ wird vom Veranstalter der Messe herausgegeben, einer öffentlichen Stelle, die für die internationale Personalgewinnung im Gesundheits- und Sozialwesen zuständig ist. Der Veranstalter ist inhaltlich verantwortlich.</p>
<p>Um dem Team der Messe zu schreiben, nutzen Sie die Kontaktseite der Website.</p>
<h2>Plattform und Hosting</h2>
<p>Die Messe läuft auf Passerelle, einer Plattform für virtuelle Messen. Die Daten werden in der Europäischen Union bei dem vom Veranstalter gewählten Hosting-Anbieter gespeichert, der in seinem Auftrag handelt.</p>
<h2>Inhalte</h2>
<p>Texte, Logos, Bilder und Videos der Stände werden unter der Verantwortung der Aussteller veröffentlicht, die sie bereitstellen. Stellenangebote verpflichten die Arbeitgeber, die sie veröffentlichen; der Veranstalter wirkt an Einstellungsentscheidungen nicht mit.</p>
<p>Die Vervielfältigung der Inhalte der Website ohne Zustimmung ihres Urhebers ist untersagt, soweit das Gesetz nichts anderes erlaubt.</p>
<h2>Haftung</h2>
<p>Der Veranstalter achtet auf die Richtigkeit der veröffentlichten Informationen und berichtigt jeden gemeldeten Fehler. Für die Inhalte externer Websites, auf die die Messe verweist, ist er nicht verantwortlich.</p>
<h2>Personenbezogene Daten und Cookies</h2>
<p>Wie Ihre Daten verarbeitet werden und welche Rechte Sie haben, steht in der Datenschutzerklärung. Ihre Cookie-Einstellungen können Sie jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite ändern.</p>`,

  privacy: (fair) => `<h2>Wer für Ihre Daten verantwortlich ist</h2>
<p>Der Veranstalter der Messe „${fair}“ ist Verantwortlicher für die auf dieser Website erhobenen personenbezogenen Daten. Für Fragen nutzen Sie die Kontaktseite der Website.</p>
<h2>Was wir erheben</h2>
<ul>
<li><strong>Ihr Konto</strong>: Anrede, Name, Vorname, E-Mail-Adresse, Sprache, Land und Ihre Antworten im Anmeldeformular der Messe (Beruf, Bereich, Kontaktdaten).</li>
<li><strong>Ihr Bewerberprofil</strong>, falls Sie eines anlegen: Werdegang, Abschlüsse, Sprachen, Lebenslauf und die Dokumente, die Sie hochladen.</li>
<li><strong>Ihr Austausch</strong>: Bewerbungen, Nachrichten, Gespräche an Ständen, Anfragen für Videoanrufe.</li>
<li><strong>Technische Daten</strong>: IP-Adresse und Verbindungsprotokolle, für die Sicherheit des Dienstes.</li>
<li><strong>Besuchsstatistiken</strong> (angesehene Stände und Inhalte), nur wenn Sie das Statistik-Cookie akzeptieren.</li>
</ul>
<h2>Wozu</h2>
<ul>
<li>Um Ihr Konto und Ihre Teilnahme an der Messe zu verwalten (Erbringung des Dienstes, den Sie mit Ihrer Anmeldung anfordern).</li>
<li>Um Bewerber mit ausstellenden Arbeitgebern in Kontakt zu bringen: Ein Arbeitgeber sieht Ihr Profil und Ihren Lebenslauf nur, wenn Sie sich bei ihm bewerben oder zustimmen, für die Personalverantwortlichen der Messe sichtbar zu sein.</li>
<li>Um den Dienst vor Betrug und Missbrauch zu schützen (berechtigtes Interesse des Veranstalters).</li>
<li>Um die Besuche der Stände zu messen, mit Ihrer Einwilligung.</li>
</ul>
<p>Ihre Daten werden weder verkauft noch für Werbung genutzt. Zugang haben der Veranstalter, Arbeitgeber in den oben genannten Grenzen und der Hosting-Anbieter, der im Auftrag des Veranstalters handelt. Arbeitgeber einer internationalen Recruiting-Messe können außerhalb der Europäischen Union ansässig sein: Ihre Daten erreichen sie nur, wenn Sie es entscheiden (Bewerbung, Sichtbarkeit).</p>
<h2>Wie lange</h2>
<ul>
<li>Konto, Profil, Lebenslauf und Bewerbungen: solange Ihr Konto besteht; sie werden gelöscht, wenn Sie Ihr Konto löschen, spätestens drei Jahre nach Ihrer letzten Anmeldung.</li>
<li>Nachrichten: solange das Konto ihres Verfassers besteht.</li>
<li>Verbindungsprotokolle: zwölf Monate.</li>
<li>Statistiken: nur als Summen gespeichert, ohne Ihre Identität.</li>
</ul>
<h2>Cookies</h2>
<ul>
<li><strong>Unbedingt erforderlich</strong>, ohne Einwilligung: die gewählte Sprache (365 Tage) und Ihre Anmeldesitzung (7 Tage). Ihr Browser speichert außerdem die gewählte Messe und Ihre Cookie-Auswahl.</li>
<li><strong>Statistik</strong>, nur mit Ihrer Einwilligung: eine anonyme Kennung zur Reichweitenmessung (ein Jahr). Sie wird erst nach Ihrer Zustimmung gesetzt; Sie können die Einwilligung jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite widerrufen.</li>
</ul>
<h2>Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Widerspruch und Datenübertragbarkeit sowie das Recht, Ihre Einwilligung jederzeit zu widerrufen. In Ihrem Profil können Sie im Bereich „Meine persönlichen Daten“ alle Ihre Daten herunterladen und Ihr Konto löschen (Links unten). Für jede andere Anfrage schreiben Sie dem Veranstalter über die Kontaktseite; er antwortet innerhalb eines Monats.</p>
<p>Wenn Sie meinen, dass Ihre Rechte nicht gewahrt werden, können Sie sich bei der Datenschutzaufsichtsbehörde Ihres Landes beschweren.</p>`,

  accessibility: (fair) => `<h2>Unser Anspruch</h2>
<p>Der Veranstalter der Messe „${fair}“ verpflichtet sich, seine Website für alle zugänglich zu machen, gemäß der europäischen Norm EN 301 549, die die internationalen Regeln der WCAG 2.1 Stufe AA übernimmt.</p>
<h2>Stand der Vereinbarkeit</h2>
<p>Die Website ist teilweise barrierefrei. Sie ist vollständig per Tastatur bedienbar, jede Seite bietet einen Sprunglink zum Inhalt, Bilder haben eine Textalternative, Formulare sind beschriftet, und die Seiten passen sich kleinen Bildschirmen und vergrößerter Schrift an. Jede neue Version wird durch automatische Tests geprüft.</p>
<h2>Nicht barrierefreie Inhalte</h2>
<ul>
<li>Hallenpläne und Standkulissen sind Bilder: Ihr Inhalt wird auch als Liste angeboten.</li>
<li>Manche Videos und Dokumente der Aussteller haben möglicherweise keine Untertitel oder Struktur.</li>
<li>Videoanrufe hängen vom Browser und von der Ausstattung jeder Person ab.</li>
</ul>
<h2>Haben Sie Schwierigkeiten?</h2>
<p>Wenn Sie einen Inhalt oder Dienst nicht erreichen, schreiben Sie dem Veranstalter über die Kontaktseite: Er zeigt Ihnen einen anderen Weg oder sendet Ihnen den Inhalt in anderer Form.</p>
<p>Erhalten Sie keine zufriedenstellende Antwort, können Sie sich an die zuständige Schlichtungs- oder Aufsichtsstelle Ihres Landes wenden.</p>`,
};
