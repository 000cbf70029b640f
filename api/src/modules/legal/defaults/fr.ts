import type { LegalDefaults } from './types.ts';

/** French is the source of the built-in legal texts; the other locales translate it. */
export const fr: LegalDefaults = {
  notice: (fair) => `<h2>Éditeur du site</h2>
<p>Le site du salon « ${fair} » est édité par l’organisateur du salon, un organisme public chargé du recrutement international dans les services de santé et les services sociaux. L’organisateur est le directeur de la publication.</p>
<p>Pour écrire à l’équipe du salon, utilisez la page Contact du site.</p>
<h2>Plateforme et hébergement</h2>
<p>Le salon fonctionne sur Passerelle, une plateforme de salons virtuels. Les données sont hébergées dans l’Union européenne, chez le prestataire d’hébergement choisi par l’organisateur, qui agit pour son compte.</p>
<h2>Contenus</h2>
<p>Les textes, logos, images et vidéos des stands sont publiés sous la responsabilité des exposants qui les fournissent. Les offres d’emploi engagent les employeurs qui les publient ; l’organisateur ne participe pas à la décision de recrutement.</p>
<p>Toute reproduction des contenus du site sans l’autorisation de leur auteur est interdite, sauf exceptions prévues par la loi.</p>
<h2>Responsabilité</h2>
<p>L’organisateur veille à l’exactitude des informations publiées et corrige toute erreur signalée. Il ne répond pas du contenu des sites externes vers lesquels le salon renvoie.</p>
<h2>Données personnelles et cookies</h2>
<p>La manière dont vos données sont traitées et vos droits sont décrits dans la politique de confidentialité. Vous pouvez revoir vos choix de cookies à tout moment par le lien « Préférences de cookies » en bas de chaque page.</p>`,

  privacy: (fair) => `<h2>Qui est responsable de vos données</h2>
<p>L’organisateur du salon « ${fair} » est responsable du traitement des données personnelles collectées sur ce site. Pour toute question, utilisez la page Contact du site.</p>
<h2>Ce que nous collectons</h2>
<ul>
<li><strong>Votre compte</strong> : civilité, nom, prénom, adresse électronique, langue, pays, et les réponses au formulaire d’inscription du salon (profession, secteur, coordonnées).</li>
<li><strong>Votre profil de candidat</strong>, si vous en créez un : parcours, diplômes, langues, CV et documents que vous déposez.</li>
<li><strong>Vos échanges</strong> : candidatures, messages, conversations sur les stands, demandes d’appel vidéo.</li>
<li><strong>Des données techniques</strong> : adresse IP et journaux de connexion, pour la sécurité du service.</li>
<li><strong>Des statistiques de visite</strong> (stands et contenus consultés), seulement si vous acceptez le cookie de statistiques.</li>
</ul>
<h2>Pourquoi</h2>
<ul>
<li>Gérer votre compte et votre participation au salon (exécution du service que vous demandez en vous inscrivant).</li>
<li>Mettre en relation les candidats et les employeurs exposants : un employeur ne voit votre profil et votre CV que si vous lui envoyez une candidature ou si vous acceptez d’être visible des recruteurs du salon.</li>
<li>Protéger le service contre la fraude et les abus (intérêt légitime de l’organisateur).</li>
<li>Mesurer la fréquentation des stands, avec votre consentement.</li>
</ul>
<p>Vos données ne sont ni vendues ni utilisées à des fins publicitaires. Elles sont accessibles à l’organisateur, aux employeurs dans les limites ci-dessus et à l’hébergeur qui agit pour le compte de l’organisateur. Les employeurs d’un salon de recrutement international peuvent être établis hors de l’Union européenne : vos données ne leur sont transmises que lorsque vous le décidez (candidature, visibilité).</p>
<h2>Combien de temps</h2>
<ul>
<li>Compte, profil, CV et candidatures : tant que votre compte existe ; ils sont effacés quand vous supprimez votre compte, ou au plus tard trois ans après votre dernière connexion.</li>
<li>Messages : tant que le compte de leur auteur existe.</li>
<li>Journaux de connexion : douze mois.</li>
<li>Statistiques : conservées seulement sous forme de totaux, sans votre identité.</li>
</ul>
<h2>Cookies</h2>
<ul>
<li><strong>Strictement nécessaires</strong>, sans consentement : la langue choisie (365 jours) et la session de connexion (7 jours). Votre navigateur garde aussi le salon choisi et votre choix de cookies.</li>
<li><strong>Statistiques</strong>, seulement avec votre accord : un identifiant anonyme de mesure d’audience (un an). Il n’est déposé qu’après votre accord, que vous pouvez retirer à tout moment par le lien « Préférences de cookies » en bas de chaque page.</li>
</ul>
<h2>Vos droits</h2>
<p>Vous pouvez accéder à vos données, les rectifier, les effacer, en limiter le traitement, vous y opposer, les recevoir dans un format réutilisable et retirer votre consentement à tout moment. Depuis votre profil, la rubrique « Mes données personnelles » vous permet de télécharger toutes vos données et de supprimer votre compte (liens ci-dessous). Pour toute autre demande, écrivez à l’organisateur par la page Contact ; il vous répond dans un délai d’un mois.</p>
<p>Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à l’autorité de protection des données de votre pays (en France, la CNIL).</p>`,

  accessibility: (fair) => `<h2>Notre engagement</h2>
<p>L’organisateur du salon « ${fair} » s’engage à rendre son site accessible à toutes et tous, conformément au référentiel général d’amélioration de l’accessibilité (RGAA) et à la norme européenne EN 301 549, qui reprend les règles internationales WCAG 2.1 de niveau AA.</p>
<h2>État de conformité</h2>
<p>Le site est partiellement conforme. Il se navigue entièrement au clavier, chaque page propose un lien d’évitement vers le contenu, les images portent une alternative textuelle, les formulaires sont étiquetés, et les pages s’adaptent aux petits écrans et aux agrandissements de texte. Chaque nouvelle version est contrôlée par des tests automatiques.</p>
<h2>Contenus non accessibles</h2>
<ul>
<li>Les plans des halls et les décors des stands sont des images : leur contenu est aussi proposé sous forme de listes.</li>
<li>Certaines vidéos et certains documents déposés par les exposants peuvent ne pas être sous-titrés ou structurés.</li>
<li>Les appels vidéo dépendent du navigateur et des équipements de chacun.</li>
</ul>
<h2>Vous rencontrez une difficulté ?</h2>
<p>Si vous n’arrivez pas à accéder à un contenu ou à un service, écrivez à l’organisateur par la page Contact : il vous indiquera une autre manière d’y accéder ou vous transmettra le contenu sous une autre forme.</p>
<p>Si vous n’obtenez pas de réponse satisfaisante, vous pouvez saisir l’autorité compétente de votre pays (en France, le Défenseur des droits).</p>`,
};
