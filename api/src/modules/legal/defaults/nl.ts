import type { LegalDefaults } from './types.ts';

export const nl: LegalDefaults = {
  notice: (fair) => `<h2>Uitgever</h2>
<p>De website van de beurs „${fair}” wordt uitgegeven door de organisator van de beurs, een overheidsinstelling belast met internationale werving voor de gezondheidszorg en de sociale diensten. De organisator is verantwoordelijk uitgever.</p>
<p>Gebruik de pagina Contact van de site om het team van de beurs te schrijven.</p>
<h2>Platform en hosting</h2>
<p>De beurs draait op Passerelle, een platform voor virtuele beurzen. De gegevens worden in de Europese Unie gehost door de hostingprovider die de organisator heeft gekozen en die in zijn naam optreedt.</p>
<h2>Inhoud</h2>
<p>De teksten, logo’s, afbeeldingen en video’s van de stands worden gepubliceerd onder de verantwoordelijkheid van de exposanten die ze aanleveren. Vacatures binden de werkgevers die ze publiceren; de organisator neemt geen deel aan de aanwervingsbeslissing.</p>
<p>Het overnemen van de inhoud van de site zonder toestemming van de auteur is verboden, behalve waar de wet het toelaat.</p>
<h2>Aansprakelijkheid</h2>
<p>De organisator waakt over de juistheid van de gepubliceerde informatie en verbetert elke gemelde fout. Hij is niet verantwoordelijk voor de inhoud van externe sites waarnaar de beurs verwijst.</p>
<h2>Persoonsgegevens en cookies</h2>
<p>Hoe uw gegevens worden verwerkt en welke rechten u hebt, leest u in de privacyverklaring. U kunt uw cookiekeuzes op elk moment herzien via de link „Cookievoorkeuren” onderaan elke pagina.</p>`,

  privacy: (fair) => `<h2>Wie is verantwoordelijk voor uw gegevens</h2>
<p>De organisator van de beurs „${fair}” is verwerkingsverantwoordelijke voor de persoonsgegevens die op deze site worden verzameld. Gebruik voor vragen de pagina Contact van de site.</p>
<h2>Wat we verzamelen</h2>
<ul>
<li><strong>Uw account</strong>: aanspreking, naam, voornaam, e-mailadres, taal, land, en uw antwoorden op het inschrijvingsformulier van de beurs (beroep, sector, contactgegevens).</li>
<li><strong>Uw kandidatenprofiel</strong>, als u er een aanmaakt: loopbaan, diploma’s, talen, cv en de documenten die u oplaadt.</li>
<li><strong>Uw contacten</strong>: sollicitaties, berichten, gesprekken op stands, aanvragen voor videogesprekken.</li>
<li><strong>Technische gegevens</strong>: IP-adres en verbindingslogboeken, voor de beveiliging van de dienst.</li>
<li><strong>Bezoekstatistieken</strong> (bekeken stands en inhoud), alleen als u de statistiekcookie aanvaardt.</li>
</ul>
<h2>Waarom</h2>
<ul>
<li>Om uw account en uw deelname aan de beurs te beheren (de dienst leveren waarom u vraagt door u in te schrijven).</li>
<li>Om kandidaten in contact te brengen met exposerende werkgevers: een werkgever ziet uw profiel en cv alleen als u hem een sollicitatie stuurt of aanvaardt zichtbaar te zijn voor de recruiters van de beurs.</li>
<li>Om de dienst te beschermen tegen fraude en misbruik (gerechtvaardigd belang van de organisator).</li>
<li>Om het bezoek aan de stands te meten, met uw toestemming.</li>
</ul>
<p>Uw gegevens worden nooit verkocht of voor reclame gebruikt. Ze zijn toegankelijk voor de organisator, voor werkgevers binnen de bovenstaande grenzen en voor de hostingprovider die namens de organisator optreedt. Werkgevers op een internationale wervingsbeurs kunnen buiten de Europese Unie gevestigd zijn: uw gegevens bereiken hen alleen wanneer u dat beslist (sollicitatie, zichtbaarheid).</p>
<h2>Hoe lang</h2>
<ul>
<li>Account, profiel, cv en sollicitaties: zolang uw account bestaat; ze worden gewist wanneer u uw account verwijdert, of uiterlijk drie jaar na uw laatste aanmelding.</li>
<li>Berichten: zolang de account van hun auteur bestaat.</li>
<li>Verbindingslogboeken: twaalf maanden.</li>
<li>Statistieken: alleen bewaard als totalen, zonder uw identiteit.</li>
</ul>
<h2>Cookies</h2>
<ul>
<li><strong>Strikt noodzakelijk</strong>, zonder toestemming: de gekozen taal (365 dagen) en uw aanmeldsessie (7 dagen). Uw browser onthoudt ook de gekozen beurs en uw cookiekeuze.</li>
<li><strong>Statistieken</strong>, alleen met uw toestemming: een anonieme identificatiecode voor bezoekersmeting (één jaar). Die wordt pas geplaatst nadat u akkoord gaat; u kunt uw toestemming op elk moment intrekken via de link „Cookievoorkeuren” onderaan elke pagina.</li>
</ul>
<h2>Uw rechten</h2>
<p>U kunt uw gegevens inzien, verbeteren, wissen, de verwerking ervan beperken of er bezwaar tegen maken, ze in een herbruikbaar formaat ontvangen en uw toestemming op elk moment intrekken. In uw profiel kunt u via de rubriek „Mijn persoonsgegevens” al uw gegevens downloaden en uw account verwijderen (links hieronder). Voor elk ander verzoek schrijft u de organisator via de pagina Contact; hij antwoordt binnen een maand.</p>
<p>Als u vindt dat uw rechten niet worden gerespecteerd, kunt u een klacht indienen bij de gegevensbeschermingsautoriteit van uw land (in België de Gegevensbeschermingsautoriteit).</p>`,

  accessibility: (fair) => `<h2>Ons engagement</h2>
<p>De organisator van de beurs „${fair}” zet zich in om zijn website voor iedereen toegankelijk te maken, volgens de Europese norm EN 301 549, die de internationale WCAG 2.1-regels van niveau AA overneemt.</p>
<h2>Nalevingsstatus</h2>
<p>De site voldoet gedeeltelijk. Hij is volledig met het toetsenbord te bedienen, elke pagina biedt een link om naar de inhoud te springen, afbeeldingen hebben een tekstalternatief, formulieren zijn gelabeld en de pagina’s passen zich aan kleine schermen en vergrote tekst aan. Elke nieuwe versie wordt met automatische tests gecontroleerd.</p>
<h2>Niet-toegankelijke inhoud</h2>
<ul>
<li>De plattegronden van de hallen en de decors van de stands zijn afbeeldingen: hun inhoud wordt ook als lijst aangeboden.</li>
<li>Sommige video’s en documenten van exposanten hebben mogelijk geen ondertiteling of structuur.</li>
<li>Videogesprekken hangen af van ieders browser en apparatuur.</li>
</ul>
<h2>Ondervindt u een probleem?</h2>
<p>Als u een inhoud of dienst niet kunt bereiken, schrijf de organisator via de pagina Contact: hij wijst u een andere weg of bezorgt u de inhoud in een andere vorm.</p>
<p>Krijgt u geen bevredigend antwoord, dan kunt u zich wenden tot de bevoegde instantie van uw land.</p>`,
};
