import type { LegalDefaults } from './types.ts';

export const en: LegalDefaults = {
  notice: (fair) => `<h2>Publisher</h2>
<p>The website of the fair “${fair}” is published by the fair’s organizer, a public body in charge of international recruitment for health and social services. The organizer is the publication director.</p>
<p>To write to the fair’s team, use the Contact page of the site.</p>
<h2>Platform and hosting</h2>
<p>The fair runs on Passerelle, a virtual trade-fair platform. Data is hosted in the European Union by the hosting provider chosen by the organizer, acting on its behalf.</p>
<h2>Content</h2>
<p>The texts, logos, pictures and videos of the booths are published under the responsibility of the exhibitors who provide them. Job offers bind the employers who publish them; the organizer takes no part in hiring decisions.</p>
<p>Reproducing the site’s content without its author’s permission is prohibited, except where the law allows it.</p>
<h2>Liability</h2>
<p>The organizer takes care that the information published is accurate and corrects any error reported. It is not responsible for the content of external sites the fair links to.</p>
<h2>Personal data and cookies</h2>
<p>How your data is processed and your rights are described in the privacy notice. You can review your cookie choices at any time with the “Cookie preferences” link at the bottom of every page.</p>`,

  privacy: (fair) => `<h2>Who is responsible for your data</h2>
<p>The organizer of the fair “${fair}” is the controller of the personal data collected on this site. For any question, use the Contact page of the site.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Your account</strong>: title, last name, first name, e-mail address, language, country, and your answers to the fair’s registration form (profession, sector, contact details).</li>
<li><strong>Your candidate profile</strong>, if you create one: career, degrees, languages, résumé and the documents you upload.</li>
<li><strong>Your exchanges</strong>: applications, messages, conversations on booths, video-call requests.</li>
<li><strong>Technical data</strong>: IP address and connection logs, for the security of the service.</li>
<li><strong>Visit statistics</strong> (booths and content viewed), only if you accept the statistics cookie.</li>
</ul>
<h2>Why</h2>
<ul>
<li>To manage your account and your participation in the fair (providing the service you ask for by registering).</li>
<li>To put candidates in touch with exhibiting employers: an employer sees your profile and résumé only if you send it an application or agree to be visible to the fair’s recruiters.</li>
<li>To protect the service against fraud and abuse (the organizer’s legitimate interest).</li>
<li>To measure how booths are visited, with your consent.</li>
</ul>
<p>Your data is never sold or used for advertising. It is available to the organizer, to employers within the limits above, and to the host acting on the organizer’s behalf. Employers at an international recruitment fair may be established outside the European Union: your data reaches them only when you decide so (application, visibility).</p>
<h2>How long</h2>
<ul>
<li>Account, profile, résumé and applications: as long as your account exists; they are erased when you delete your account, or at the latest three years after your last login.</li>
<li>Messages: as long as their author’s account exists.</li>
<li>Connection logs: twelve months.</li>
<li>Statistics: kept only as totals, without your identity.</li>
</ul>
<h2>Cookies</h2>
<ul>
<li><strong>Strictly necessary</strong>, without consent: your chosen language (365 days) and your login session (7 days). Your browser also keeps the fair you chose and your cookie choice.</li>
<li><strong>Statistics</strong>, only with your consent: an anonymous audience-measurement identifier (one year). It is set only after you agree, and you can withdraw your consent at any time with the “Cookie preferences” link at the bottom of every page.</li>
</ul>
<h2>Your rights</h2>
<p>You may access your data, correct it, erase it, restrict or object to its processing, receive it in a reusable format and withdraw your consent at any time. In your profile, the “My personal data” section lets you download all your data and delete your account (links below). For any other request, write to the organizer through the Contact page; it answers within one month.</p>
<p>If you believe your rights are not respected, you may lodge a complaint with the data protection authority of your country (in France, the CNIL).</p>`,

  accessibility: (fair) => `<h2>Our commitment</h2>
<p>The organizer of the fair “${fair}” is committed to making its website accessible to everyone, in line with the European standard EN 301 549, which includes the international WCAG 2.1 level AA rules.</p>
<h2>Compliance status</h2>
<p>The site is partially compliant. It can be used entirely with the keyboard, every page offers a skip link to its content, images have a text alternative, forms are labelled, and pages adapt to small screens and enlarged text. Every new version is checked by automated tests.</p>
<h2>Content that is not accessible</h2>
<ul>
<li>Hall maps and booth scenery are pictures: their content is also offered as lists.</li>
<li>Some videos and documents uploaded by exhibitors may lack captions or structure.</li>
<li>Video calls depend on each person’s browser and equipment.</li>
</ul>
<h2>Having difficulties?</h2>
<p>If you cannot reach a content or a service, write to the organizer through the Contact page: it will show you another way to reach it or send you the content in another form.</p>
<p>If you do not get a satisfactory answer, you may refer the matter to the competent authority of your country (in France, the Défenseur des droits).</p>`,
};
