import type { LanguageContent } from './types';

export const fr: LanguageContent = {
  documents: {
    'choosing-shoes-for-diabetic-feet': {
      title: 'Choisir des chaussures adaptées au pied diabétique',
      summary:
        'Diabète : les critères d’une bonne chaussure (espace, doublures douces, fermeture sûre) et le réflexe d’examiner vos pieds chaque jour.',
      body: `Vivre avec le diabète, c’est accorder un peu plus d’attention à ses pieds. Une baisse de la sensibilité ou de la circulation peut rendre plus difficile la perception d’une pression, d’un frottement ou de petites blessures ; le choix des chaussures et quelques gestes quotidiens comptent donc beaucoup. Ce guide présente les points pratiques à vérifier. Il ne remplace pas un avis médical : votre médecin ou votre podologue connaît vos pieds et doit toujours rester votre premier interlocuteur.

## Les critères d’une chaussure adaptée au pied diabétique

- **Un avant-pied large et profond**, pour que les orteils reposent à plat sans appuyer contre la tige.
- **Des doublures lisses et sans coutures**, qui limitent les risques de frottements et de points de pression.
- **Une tige souple et flexible**, qui cède un peu là où le pied a besoin de place.
- **Une fermeture réglable**, par exemple des brides auto-agrippantes ou des lacets, pour adapter le chaussant au gonflement des pieds au fil de la journée.
- **Des semelles intérieures amovibles**, qui laissent la place à des semelles orthopédiques sur mesure si votre podologue vous en prescrit.
- **Une semelle amortissante et stable**, avec une bonne adhérence pour marcher en toute confiance.

Vous trouverez des chaussures réunissant ces caractéristiques dans notre [collection adaptée aux diabétiques](/collections/diabetic).

## Trouver le bon chaussant

Essayez vos nouvelles chaussures l’après-midi, lorsque les pieds sont généralement le plus gonflés, avec les chaussettes que vous comptez porter. Il doit rester environ la largeur d’un pouce entre votre orteil le plus long et le bout de la chaussure. Si votre sensibilité est réduite, ne vous fiez pas uniquement à vos sensations : vérifiez le chaussant visuellement et, si besoin, demandez de l’aide à un proche. Notre [guide des pointures](/article/size-conversion-guide) explique comment mesurer vos pieds et convertir les pointures.

## Les bons réflexes au quotidien

1. Examinez vos pieds tous les jours, y compris la plante et l’espace entre les orteils, à la recherche de rougeurs, d’ampoules ou de coupures.
2. Avant de vous chausser, passez la main à l’intérieur de vos chaussures pour repérer cailloux, coutures ou zones rugueuses.
3. Habituez-vous progressivement à vos nouvelles chaussures, en les portant d’abord peu de temps.
4. Évitez de marcher pieds nus, même à la maison ; des chaussons qui maintiennent bien le pied sont une bonne alternative.

Si vous remarquez une plaie, un gonflement, un changement de couleur ou une lésion qui ne guérit pas, consultez rapidement votre médecin ou votre podologue au lieu d’attendre.`,
    },
    'how-to-measure-your-feet-at-home': {
      title: 'Comment mesurer vos pieds chez vous',
      summary:
        'Une méthode simple, étape par étape, pour mesurer la longueur et la largeur de vos pieds chez vous et commander la bonne pointure en toute confiance.',
      body: `Beaucoup d’entre nous portent la même pointure depuis des années, et pourtant nos pieds changent avec le temps. Une variation de poids, une grossesse, l’âge ou des affections comme l’hallux valgus peuvent modifier leur longueur et leur largeur. Les mesurer chez vous prend une dizaine de minutes et vous donne une base fiable pour commander en ligne.

## Ce dont vous avez besoin

- Deux feuilles de papier plus grandes que vos pieds
- Un crayon ou un stylo tenu bien droit
- Une règle ou un mètre ruban
- Les chaussettes que vous portez habituellement avec le type de chaussures que vous souhaitez acheter
- Un mur ou un encadrement de porte et, si possible, une personne pour vous aider

## Étape par étape

1. Mesurez vos pieds en fin d’après-midi ou le soir, lorsqu’ils sont souvent un peu plus gonflés après une journée debout.
2. Posez la feuille sur un sol dur, un petit côté contre le mur.
3. Placez-vous debout sur la feuille, le talon contre le mur et le poids du corps bien réparti.
4. Tracez le contour de votre pied en tenant le crayon bien droit et au plus près de la peau, ou demandez à quelqu’un de le faire pour vous.
5. Mesurez la longueur entre le mur et l’extrémité de votre orteil le plus long, qui n’est pas toujours le gros orteil.
6. Mesurez la largeur à l’endroit le plus large de l’avant-pied, généralement au niveau des articulations à la base des orteils.
7. Recommencez avec l’autre pied. Il est fréquent qu’un pied soit un peu plus grand que l’autre.

## Des mesures à la pointure

Basez-vous toujours sur les mesures de votre **pied le plus grand**. Ajoutez une petite marge pour les orteils, environ 1 cm ou 3/8 de pouce, plutôt que de choisir une chaussure qui correspond exactement à la longueur de votre pied. Comparez ensuite vos mesures avec notre [guide des pointures](/article/size-conversion-guide), qui donne les correspondances entre pointures américaines, britanniques, européennes et japonaises.

Si votre pied est large par rapport à sa longueur, ou si vous ressentez souvent une pression sur les côtés, optez plutôt pour un modèle à chaussant large.

## Quelques conseils supplémentaires

Mesurez de nouveau vos pieds une fois par an ou dès que vos chaussures vous semblent différentes. Si vous êtes diabétique, si vos pieds gonflent ou si vous souffrez d’une affection du pied, votre podologue peut prendre des mesures professionnelles et vous conseiller sur le chaussant. Et si une paire ne vous convient toujours pas, vous pouvez la renvoyer sous 30 jours conformément à notre [politique de retour](/pages/returns-and-exchanges).`,
    },
    'caring-for-leather-comfort-shoes': {
      title: 'Entretenir vos chaussures confort en cuir',
      summary:
        'Des gestes simples de nettoyage, de nourrissage et de rangement pour que vos chaussures en cuir restent souples, confortables et belles plus longtemps.',
      body: `De bonnes chaussures en cuir épousent peu à peu la forme de vos pieds et peuvent rester confortables longtemps, à condition d’en prendre un peu soin. Quelques minutes toutes les une ou deux semaines suffisent pour garder le cuir souple, le protéger de l’eau et du sel, et aider la chaussure à conserver sa forme et son maintien.

## Les gestes du quotidien

- **Alternez vos paires.** Le cuir et les doublures ont besoin d’environ une journée pour sécher complètement après avoir été portés : alterner deux paires permet de les faire durer plus longtemps toutes les deux.
- **Utilisez un chausse-pied.** Il protège le contrefort, la partie rigide qui maintient le talon en place.
- **Ouvrez complètement la fermeture** avant de mettre ou d’enlever vos chaussures, au lieu de forcer pour y glisser le pied.
- **Aérez les semelles intérieures.** Si vos chaussures ont des semelles amovibles, retirez-les de temps en temps pour les laisser sécher.

## Nettoyage et nourrissage

1. Enlevez la poussière et la saleté avec une brosse douce ou un chiffon légèrement humide.
2. Pour les taches, utilisez une petite quantité de nettoyant spécial cuir lisse, en suivant le mode d’emploi du produit.
3. Laissez sécher les chaussures naturellement à température ambiante, loin des radiateurs et du soleil direct, qui peuvent faire craqueler le cuir.
4. Appliquez une fine couche de crème ou de baume nourrissant pour cuir, de la même teinte ou incolore, puis lustrez délicatement avec un chiffon propre.
5. Terminez par une bombe imperméabilisante adaptée au cuir si vous marchez sous la pluie ou dans la neige.

Le daim et le nubuck demandent un entretien différent : utilisez une brosse spéciale daim et un imperméabilisant conçu pour ces matières plutôt que des crèmes. Testez toujours un nouveau produit sur une petite zone peu visible.

## Rangement et remplacement

Rangez vos chaussures dans un endroit frais, sec et aéré. Des embauchoirs en cèdre ou du papier froissé les aident à garder leur forme et absorbent l’humidité. Évitez les sacs en plastique, qui retiennent l’humidité.

Même bien entretenues, les chaussures finissent par s’user. Vérifiez régulièrement les semelles et les talons : si la semelle a perdu son relief, si le talon est usé d’un côté ou si l’amorti semble tassé, il est temps de passer à une nouvelle paire. Des chaussures usées offrent moins de maintien et d’adhérence. Le moment venu, vous pourrez parcourir notre [collection orthopédique](/collections/orthopaedic) ou nos [bottes](/collections/boots) pour les mois plus froids.`,
    },
    'arch-support-explained': {
      title: 'Le soutien de la voûte plantaire expliqué',
      summary:
        'Ce qu’est le soutien de la voûte plantaire, ce qui distingue voûtes basses, neutres et hautes, et comment choisir chaussures et semelles adaptées.',
      body: `« Soutien de la voûte plantaire » : la mention figure sur de nombreuses étiquettes de chaussures, mais que signifie-t-elle vraiment ? En bref, il s’agit de la forme du lit de pied ou de la semelle intérieure, qui suit la courbe de la face interne du pied. Un soutien bien conçu peut aider à mieux répartir la pression sur toute la plante et rendre les longues journées debout plus confortables.

## Connaître votre type de voûte plantaire

Les pieds ont des formes très variées, et l’on distingue généralement trois grandes catégories de voûtes :

- **Voûte basse ou pied plat :** en position debout, la quasi-totalité de la plante touche le sol. Beaucoup de personnes ayant une voûte basse préfèrent un lit de pied plus ferme et plus structuré.
- **Voûte neutre :** une courbure modérée. Un lit de pied légèrement galbé, avec un bon amorti, convient généralement bien à ces pieds.
- **Voûte haute ou pied creux :** le talon et l’avant-pied supportent l’essentiel du poids. Un amorti renforcé et un lit de pied qui comble l’espace sous la voûte peuvent être plus confortables.

Pour vous faire une idée de votre type de voûte, il existe un test simple, celui de l’empreinte mouillée : mouillez la plante de vos pieds, placez-vous debout sur un morceau de carton ou une serviette foncée et observez le contour. Une empreinte presque complète indique une voûte plutôt basse, tandis qu’une bande étroite ou un vide au milieu indique une voûte plus haute. Ce n’est qu’une indication, pas un diagnostic.

## Ce qu’il faut rechercher dans une chaussure

1. Un lit de pied galbé qui épouse votre voûte sans appuyer dessus.
2. Un contrefort ferme qui stabilise le talon.
3. Une semelle qui se plie au niveau de l’avant-pied, et non en son milieu.
4. Une semelle intérieure amovible si vous portez, ou pourriez avoir besoin de porter, des semelles orthopédiques sur mesure.

Notre [collection orthopédique](/collections/orthopaedic) et nos [baskets confort](/collections/sneakers) sont conçues en tenant compte de ces critères.

## Quand demander l’avis d’un professionnel

Si vous avez des douleurs persistantes au talon ou à la voûte plantaire, si vos pieds se fatiguent très vite ou si un pied se comporte différemment de l’autre, consultez un podologue ou un médecin. Il pourra examiner vos pieds et vous dire si des semelles orthopédiques sur mesure vous seraient utiles. Un nouveau soutien peut sembler inhabituel au début : portez vos nouvelles chaussures par courtes périodes et augmentez progressivement la durée.`,
    },
    'wide-feet-and-bunions-finding-room': {
      title: 'Pieds larges et hallux valgus : des chaussures qui laissent de la place',
      summary:
        'Pieds larges ou hallux valgus : ce qu’il faut regarder à l’avant-pied, sur la tige et la fermeture, et comment vérifier le chaussant.',
      body: `Si les chaussures classiques vous serrent à l’avant du pied, sachez que vous n’êtes pas un cas isolé, loin de là. Certaines personnes ont tout simplement le pied large, tandis que d’autres développent un hallux valgus, souvent appelé « oignon », une bosse osseuse au niveau de l’articulation à la base du gros orteil qui élargit l’avant-pied et le rend plus sensible. Dans les deux cas, l’objectif est le même : offrir suffisamment de place à vos pieds sans qu’ils ballottent dans la chaussure.

## Les signes que vos chaussures sont trop étroites

- Des marques rouges ou des douleurs sur les côtés des pieds après les avoir portées
- Des orteils qui se chevauchent ou se sentent comprimés
- La tige qui déborde au-dessus de la semelle
- Une pression ou un frottement sur l’hallux valgus ou sur le petit orteil
- Un soulagement immédiat dès que vous retirez vos chaussures

## Les caractéristiques qui font la différence

1. **Un avant-pied large et arrondi**, pour que les orteils puissent s’étaler naturellement au lieu d’être comprimés en pointe.
2. **Une tige souple, extensible ou sans coutures** sur l’avant-pied, qui soulage la pression sur l’hallux valgus.
3. **Une fermeture réglable**, comme des lacets ou des brides, pour ajuster précisément le chaussant au niveau du cou-de-pied.
4. **Un talon bien maintenu**, pour qu’un avant plus large ne fasse pas glisser votre pied à l’arrière.
5. **Des talons bas.** Les talons hauts reportent le poids vers l’avant, sur les orteils et la zone de l’hallux valgus.

Notre [collection à chaussant large](/collections/wide-fit) réunit chaussures, baskets et chaussons offrant plus de place à l’avant. Pour les beaux jours, des sandales ouvertes à brides réglables peuvent aussi très bien convenir.

## Vérifier le chaussant chez vous

Mesurez vos deux pieds, y compris leur largeur à l’endroit le plus large, et comparez avec notre [guide des pointures](/article/size-conversion-guide). À la réception de vos nouvelles chaussures, essayez-les à l’intérieur, l’après-midi, avec vos chaussettes habituelles. Marchez quelques minutes : vos orteils doivent pouvoir bouger, la partie la plus large de votre pied doit se trouver au niveau de la partie la plus large de la chaussure, et rien ne doit appuyer sur l’hallux valgus. Ne prenez pas une pointure entière au-dessus uniquement pour gagner en largeur : la chaussure serait alors trop longue et le point de flexion se trouverait au mauvais endroit.

Si votre hallux valgus est douloureux, rouge ou s’aggrave, ou s’il vous empêche de trouver des chaussures à votre pied, un podologue ou un médecin pourra vous conseiller sur le traitement et le choix des chaussures.`,
    },
    'summer-sandals-that-support-you': {
      title: 'Des sandales d’été qui maintiennent bien le pied',
      summary:
        'Une sandale peut aussi être confortable et bien maintenir le pied. Les critères d’une bonne sandale d’été et nos conseils pour vos pieds par temps chaud.',
      body: `Les beaux jours donnent envie de chaussures ouvertes, mais beaucoup de sandales plates et peu structurées n’offrent guère plus qu’une fine semelle et une bride. Après une journée de marche, les pieds peuvent s’en trouver fatigués et douloureux. Bonne nouvelle : une sandale peut être à la fois aérée et bien maintenir le pied, à condition de présenter les bonnes caractéristiques.

## Ce qui fait une sandale qui maintient bien

- **Un lit de pied anatomique** avec un léger soutien de la voûte plantaire et un talon en forme de coque qui garde le pied bien centré.
- **Une semelle amortissante qui absorbe les chocs**, avec des crampons antidérapants pour les trottoirs de la ville comme pour les allées du jardin.
- **Des brides réglables**, idéalement à l’avant du pied, sur le cou-de-pied et au talon, pour ajuster le chaussant et s’adapter aux pieds qui gonflent les jours de chaleur.
- **Une bride arrière ou un talon fermé**, qui maintient la sandale au pied pour que vos orteils n’aient pas à se crisper pour la retenir.
- **Des doublures de brides douces et lisses**, qui ne frottent pas sur la peau nue.

Vous trouverez des sandales réunissant ces caractéristiques dans notre [collection de sandales](/collections/sandals).

## Conseils pour prendre soin de vos pieds en été

1. Les pieds gonflent souvent avec la chaleur : desserrez les brides en fin de journée si elles vous semblent serrées.
2. Appliquez de la crème solaire sur le dessus des pieds, qui brûle facilement.
3. Hydratez votre peau pour éviter que les talons ne se dessèchent et ne se crevassent, mais n’appliquez pas de crème entre les orteils.
4. Lavez et séchez bien vos pieds chaque soir, y compris entre les orteils.
5. Habituez-vous progressivement à vos nouvelles sandales avant de les porter pour de longues marches ou en voyage.

## À noter pour les pieds diabétiques

Si vous êtes diabétique ou si vos pieds sont moins sensibles, les sandales ouvertes ne sont pas adaptées à toutes les situations, car elles exposent les orteils et les côtés du pied aux chocs et aux coupures. Demandez à votre médecin ou à votre podologue ce qui vous convient. Les chaussures fermées et respirantes de notre [collection adaptée aux diabétiques](/collections/diabetic) constituent une alternative, et l’examen quotidien de vos pieds est particulièrement important en été.`,
    },
    'foot-health-basics': {
      title: 'Les bases de la santé des pieds',
      summary:
        'Les bons gestes pour des pieds sains et confortables : hygiène, soin des ongles et de la peau, chaussures adaptées, mouvement et quand consulter.',
      body: `Vos pieds vous portent sur des milliers de pas, et pourtant ils sont souvent la dernière partie du corps à laquelle on pense. Quelques habitudes simples suffisent à les garder confortables et en bonne santé.

## Les soins quotidiens

- **Lavez vos pieds tous les jours** à l’eau tiède avec un savon doux, puis séchez-les soigneusement, surtout entre les orteils.
- **Hydratez la peau sèche** des talons et de la plante, mais gardez les espaces entre les orteils bien secs.
- **Coupez les ongles des pieds bien droit** et pas trop court, puis limez les bords pour prévenir les ongles incarnés.
- **Changez de chaussettes chaque jour** et choisissez des matières respirantes qui évacuent l’humidité.
- **Examinez régulièrement vos pieds** pour repérer tout changement : rougeurs, ampoules, crevasses, callosités ou ongles décolorés.

## Des chaussures adaptées à vos pieds

Des chaussures trop serrées, trop larges ou usées sont une cause fréquente d’inconfort. Recherchez une forme qui correspond à celle de votre pied, assez de place pour bouger les orteils, un talon stable et une semelle offrant un peu d’amorti et une bonne adhérence. Faites mesurer vos pieds de temps en temps, car la pointure et la largeur peuvent évoluer au fil des années ; notre [guide des pointures](/article/size-conversion-guide) vous explique comment faire.

À la maison, des [chaussons](/collections/slippers) qui maintiennent bien le pied le ménagent davantage que la marche pieds nus sur un sol dur, et il est judicieux d’alterner entre plusieurs paires de chaussures au cours de la semaine.

## Restez en mouvement

Les pieds ont besoin de bouger régulièrement. La marche, de petites rotations des chevilles, des flexions des orteils et des étirements des mollets aident à garder les articulations souples et les muscles actifs. Si vous restez longtemps assis, levez-vous et bougez de temps en temps.

## Quand consulter un professionnel

Prenez rendez-vous chez un médecin ou un podologue si vous constatez :

1. Une douleur qui dure plus de quelques jours ou qui s’aggrave
2. Une plaie, une ampoule ou une lésion qui tarde à cicatriser
3. Un engourdissement, des fourmillements ou des sensations de brûlure
4. Un gonflement, une sensation de chaleur ou un changement de couleur de la peau
5. Des ongles épais, douloureux ou décolorés

Les personnes diabétiques ou souffrant de troubles circulatoires devraient faire examiner régulièrement leurs pieds par un professionnel, même lorsque tout semble normal.`,
    },
    'size-conversion-guide': {
      title: 'Guide de conversion des pointures',
      summary:
        'Convertissez les pointures européennes, britanniques, américaines et japonaises, et choisissez la bonne selon la longueur et la largeur de votre pied.',
      body: `Les pointures ne s’indiquent pas de la même façon partout dans le monde. L’Europe continentale utilise les pointures européennes (EU), le Royaume-Uni les pointures britanniques (UK), les États-Unis ont des échelles distinctes pour les femmes et pour les hommes (US), et le Japon indique la pointure d’après la longueur du pied en centimètres (JP). En Australie, les étiquettes britanniques et américaines sont toutes deux courantes. Ce guide vous aide à passer de l’une à l’autre.

## Commencez par la longueur de votre pied

Le moyen le plus fiable de choisir votre pointure est de mesurer vos pieds plutôt que de vous fier à la pointure que vous achetez d’habitude. Suivez notre guide pour [mesurer vos pieds chez vous](/blog/how-to-measure-your-feet-at-home) et retenez la longueur de votre pied le plus grand, en centimètres. La pointure japonaise indiquée ci-dessous correspond à peu près à la longueur du pied, ce qui en fait un repère pratique.

## Tableau de correspondance des pointures

Toutes les valeurs sont approximatives, car les tailles peuvent varier légèrement d’un modèle ou d’un fabricant à l’autre.

{{size-table}}

## La largeur compte aussi

La longueur ne fait pas tout. Si vos pieds sont larges au niveau de l’avant-pied, une largeur standard peut vous sembler serrée même dans la bonne pointure. Optez pour un modèle à chaussant large plutôt que de prendre une pointure au-dessus : dans une chaussure plus longue, le talon glisse.

## Conseils pour choisir entre deux pointures

1. Si vous hésitez entre deux pointures, la plus grande convient généralement mieux pour des chaussures confort, surtout avec des chaussettes épaisses.
2. Si vous portez des semelles orthopédiques sur mesure, choisissez un modèle à semelle intérieure amovible pour qu’elles trouvent leur place sans comprimer votre pied.
3. Consultez la fiche produit pour savoir comment chausse chaque modèle.

Vous hésitez encore ? Écrivez-nous à {{email}} en nous indiquant vos mesures. Si une paire ne vous va pas, vous pouvez l’échanger contre une autre pointure sous 30 jours.`,
    },
    'walking-for-better-health': {
      title: 'Marcher pour une meilleure santé',
      summary:
        'La marche est l’un des moyens les plus simples de rester actif. Nos conseils pour débuter, en faire une habitude et choisir des chaussures confortables.',
      body: `La marche est l’un des moyens les plus faciles de rester actif. Elle ne demande aucun équipement particulier, à part de bonnes chaussures, se pratique presque partout et s’adapte à votre condition physique grâce au rythme que vous choisissez. Beaucoup de personnes constatent qu’une marche régulière leur remonte le moral, les aide à mieux dormir et leur offre une pause bienvenue loin des écrans.

## Bien débuter

Si vous n’avez pas eu d’activité physique depuis un moment, commencez doucement et progressez petit à petit. Un petit tour du pâté de maisons est un excellent début.

- Commencez par 10 à 15 minutes à un rythme confortable, puis ajoutez quelques minutes chaque semaine.
- Choisissez d’abord des parcours plats et réguliers, puis ajoutez des pentes douces à mesure que vous vous sentez plus en forme.
- Marchez à une allure qui vous permet encore de tenir une conversation.
- Échauffez-vous par quelques minutes de marche plus lente et terminez par de légers étirements des mollets et des chevilles.
- Buvez de l’eau et habillez-vous en plusieurs couches adaptées à la météo.

Si vous souffrez d’une maladie cardiaque, de diabète, de problèmes articulaires ou de tout autre problème de santé, parlez-en à votre médecin avant de commencer une nouvelle activité physique.

## Les chaussures font la différence

Pour marcher confortablement, il faut d’abord de bonnes chaussures. Recherchez :

1. Une semelle amortissante qui absorbe les chocs sur les surfaces dures
2. Un contrefort stable qui maintient le talon en place
3. Un avant-pied souple qui se plie là où votre pied se plie
4. Assez de place pour que vos orteils s’étalent à chaque pas
5. Une fermeture sûre pour que votre pied ne glisse pas dans la chaussure

Nos [baskets confort](/collections/sneakers) sont conçues pour la marche au quotidien et, pour les saisons pluvieuses ou plus froides, nos [bottes](/collections/boots) offrent adhérence et chaleur.

## En faire une habitude

De petites habitudes aident la marche à trouver sa place dans la vie quotidienne. Allez faire vos courses à pied plutôt qu’en voiture, prenez l’escalier, descendez du bus un arrêt plus tôt ou donnez-vous rendez-vous avec un proche pour marcher ensemble. Noter simplement vos sorties peut aussi être motivant.

Restez à l’écoute de votre corps. Une certaine fatigue musculaire est normale au début, mais une douleur persistante aux pieds, aux genoux ou aux hanches est un signal pour vous reposer et, si elle continue, pour consulter un médecin ou un podologue.`,
    },
    about: {
      title: 'À propos de Comfort Steps',
      summary:
        'Comfort Steps est une boutique en ligne de chaussures santé et confort : modèles orthopédiques, adaptés aux diabétiques et à chaussant large.',
      body: `Comfort Steps est né d’une idée simple : chacun mérite des chaussures dans lesquelles il se sent bien, du premier au dernier pas. Beaucoup de personnes peinent à trouver des chaussures adaptées à des pieds larges, à une peau sensible ou à des semelles orthopédiques sur mesure, et qui leur donnent en plus envie de les porter. Nous avons voulu leur faciliter la recherche.

## Ce que nous proposons

Nous réunissons des chaussures confort pour tous les jours, soigneusement sélectionnées pour leur chaussant, leur maintien et leur facilité d’utilisation :

- [Chaussures orthopédiques](/collections/orthopaedic) avec lit de pied qui soutient et talon stable
- [Chaussures adaptées aux diabétiques](/collections/diabetic) avec avant-pied spacieux et doublures lisses
- [Modèles à chaussant large](/collections/wide-fit) pour les pieds larges et l’hallux valgus
- Baskets, sandales, chaussons et bottes pour toutes les saisons

## Ce qui nous tient à cœur

- **Le chaussant avant tout.** Nous décrivons clairement chaque modèle et publions des guides pour vous aider à choisir la bonne pointure et la bonne largeur.
- **Des conseils honnêtes.** Nos articles partagent des conseils pratiques pour prendre soin de vos pieds, et nous recommandons toujours de consulter un médecin ou un podologue lorsque vos pieds ont besoin d’un suivi professionnel.
- **L’esprit tranquille.** Vous disposez de 30 jours pour retourner ou échanger vos chaussures avec remboursement intégral, et le paiement passe par une plateforme sécurisée par chiffrement 128 bits.
- **Une vraie aide.** Vos questions reçoivent une réponse par e-mail de la part de personnes qui connaissent bien nos chaussures.

## À qui nous nous adressons

Aujourd’hui, nous livrons nos clients dans 12 pays d’Europe, d’Amérique du Nord, d’Asie et d’Australie, et plus de 5 000 clients satisfaits ont déjà trouvé chez nous leur paire confortable. Que vous passiez vos journées debout, que vous retrouviez peu à peu votre aisance à la marche ou que vous souhaitiez simplement des chaussures qui ne font pas mal, nous sommes ravis de vous accueillir.

Une question ou une suggestion ? Écrivez-nous à {{email}}. Nous lisons tous les messages.`,
    },
    shipping: {
      title: 'Informations de livraison',
      summary: 'Livraison gratuite dès un certain montant, préparation sous 1 jour ouvré et livraison en 3 à 10 jours ouvrés dans 12 pays.',
      body: `Nous voulons que vos nouvelles chaussures vous parviennent rapidement et en parfait état. Voici tout ce qu’il faut savoir sur nos livraisons.

## Frais de livraison

La livraison est **gratuite pour toute commande de plus de {{threshold}}**. Pour les commandes d’un montant inférieur, les frais de livraison standard sont indiqués dans votre panier et lors de la validation de la commande, avant le paiement : pas de mauvaise surprise.

## Délais de préparation et de livraison

- Les commandes sont préparées et remises au transporteur **sous 1 jour ouvré**.
- La livraison prend généralement **de 3 à 10 jours ouvrés**, selon le pays.
- Nous proposons uniquement la livraison standard, avec le même soin pour chaque commande.

Les jours ouvrés vont du lundi au vendredi, hors jours fériés. En période d’affluence ou en cas de conditions météorologiques exceptionnelles, les livraisons peuvent parfois prendre un peu plus de temps.

## Suivi de votre commande

Dès que votre commande quitte nos locaux, vous recevez un e-mail de confirmation d’expédition avec les informations de suivi, pour suivre votre colis tout au long de son trajet. Si ce message ne vous parvient pas, pensez à vérifier votre dossier de courriers indésirables.

## Pays de livraison

Nous livrons actuellement dans ces 12 pays :

- États-Unis
- Allemagne
- Tchéquie
- Espagne
- France
- Royaume-Uni
- Hongrie
- Japon
- Roumanie
- Slovaquie
- Pologne
- Australie

Veillez à ce que votre adresse de livraison soit complète et exacte, y compris le numéro d’appartement, le bâtiment ou l’étage. Si vous remarquez une erreur après avoir passé commande, écrivez-nous au plus vite à {{email}} et nous ferons de notre mieux pour la corriger avant l’expédition du colis.

Si votre colis n’est pas arrivé dans les délais prévus, contactez-nous à {{email}} en indiquant votre numéro de commande et nous nous en occuperons. Pour savoir comment nous renvoyer des chaussures, consultez notre page [retours et échanges](/pages/returns-and-exchanges).`,
    },
    'returns-and-exchanges': {
      title: 'Retours et échanges',
      summary:
        'La pointure ne convient pas ? Retournez ou échangez vos chaussures sous 30 jours avec remboursement intégral. Voici comment procéder.',
      body: `Trouver la pointure idéale en ligne n’est pas toujours facile, c’est pourquoi nous vous simplifions les retours. Si vos chaussures ne vous vont pas ou ne correspondent pas à vos attentes, vous pouvez les retourner ou les échanger dans un délai de **30 jours** après la livraison, avec un **remboursement intégral**.

## Comment effectuer un retour

1. Écrivez-nous à {{email}} en indiquant votre numéro de commande et les articles que vous souhaitez retourner.
2. Précisez si vous souhaitez un remboursement ou un échange contre une autre pointure.
3. Nous vous répondrons avec les instructions de retour et l’adresse à laquelle envoyer votre colis.
4. Emballez soigneusement les chaussures, de préférence dans leur boîte d’origine, et renvoyez-les-nous.

## Échange contre une autre pointure

Si vous avez besoin d’une autre pointure, indiquez simplement celle que vous souhaitez lorsque vous nous contactez. Nous vérifierons sa disponibilité et organiserons l’échange avec vous par e-mail. Vous hésitez sur la pointure ? Notre [guide des pointures](/article/size-conversion-guide) peut vous aider.

## État des chaussures retournées

Pour pouvoir être retournées, les chaussures ne doivent pas avoir été portées à l’extérieur et doivent être dans leur état d’origine, avec des semelles propres et l’ensemble des étiquettes, semelles intérieures et accessoires. Essayez vos nouvelles chaussures à l’intérieur, sur une surface propre, afin de pouvoir les retourner si elles ne vous vont pas.

## Remboursements

Dès réception et vérification de votre retour, nous procédons au remboursement intégral sur la carte utilisée pour le paiement et vous en informons par e-mail. Selon votre banque, le montant peut mettre quelques jours ouvrés à apparaître sur votre relevé.

Une question sur un retour ? Écrivez à {{email}}, nous vous aiderons avec plaisir.`,
    },
    privacy: {
      title: 'Politique de confidentialité',
      summary:
        'Les données personnelles que Comfort Steps conserve, pourquoi, les cookies que nous utilisons et comment consulter ou supprimer vos données.',
      body: `Nous ne conservons que les données nécessaires au fonctionnement de la boutique et à la livraison de vos commandes. Cette page explique ce que nous enregistrons et pourquoi.

## Les données que nous conservons

- **Données de commande :** les produits achetés, les prix, le numéro et la date de commande, pour traiter votre commande, gérer les retours et tenir notre comptabilité.
- **Coordonnées :** vos nom et adresse e-mail, pour vous envoyer les confirmations de commande et les informations d’expédition, et répondre à vos questions.
- **Adresse :** votre adresse de livraison, que nous transmettons uniquement au transporteur pour la livraison de votre colis.
- **Consentement à la lettre d’information :** si vous vous abonnez à notre lettre d’information, nous enregistrons votre adresse e-mail et votre consentement. Vous pouvez vous désabonner à tout moment grâce au lien présent dans chaque envoi.

Les paiements par carte sont traités par notre prestataire de paiement via une plateforme sécurisée par chiffrement 128 bits. Nous ne conservons pas l’intégralité de vos données de carte.

## Cookies

Nous utilisons uniquement les cookies nécessaires au fonctionnement de la boutique :

- un **cookie de panier**, qui mémorise les articles de votre panier,
- un **cookie de pays**, qui mémorise votre pays afin que vous voyiez les bons prix, la bonne devise et les bonnes informations de livraison,
- un **cookie de confirmation de commande**, qui nous permet d’afficher la confirmation de votre commande après le paiement.

Nous n’utilisons aucun cookie de suivi, publicitaire ou de mesure d’audience, et nous ne vendons vos données à personne.

## Durée de conservation

Nous conservons les données de commande aussi longtemps que nécessaire pour exécuter la commande, gérer les retours et respecter nos obligations légales de conservation. Les données liées à la lettre d’information sont conservées jusqu’à votre désabonnement.

## Vos droits

Vous pouvez à tout moment nous demander quelles données personnelles nous détenons à votre sujet, et demander leur rectification ou leur suppression, sauf si la loi nous oblige à les conserver. Écrivez à {{email}} depuis l’adresse e-mail utilisée pour vos achats chez nous.`,
    },
    terms: {
      title: 'Conditions générales de vente',
      summary: 'Les conditions d’achat chez Comfort Steps expliquées simplement : commandes, prix, paiement, livraison et retours.',
      body: `Ces conditions expliquent comment se déroulent vos achats chez Comfort Steps. En passant commande, vous les acceptez.

## Commandes

Lorsque vous passez commande, vous recevez une confirmation par e-mail. Le contrat est conclu dès que votre commande est confirmée. Si un article s’avère indisponible ou si le prix ou la description comporte une erreur manifeste, nous vous contacterons et vous pourrez choisir d’annuler cet article et d’être intégralement remboursé.

## Prix et paiement

- Les prix sont affichés dans la devise de votre pays et incluent les taxes, comme indiqué lors de la validation de la commande.
- Les éventuels frais de livraison sont indiqués avant le paiement. La livraison est gratuite pour toute commande de plus de {{threshold}}.
- Le paiement s’effectue par carte de crédit ou de débit via une plateforme de paiement sécurisée par chiffrement 128 bits.
- Les codes de réduction, comme le bon de 20 % offert aux abonnés de la lettre d’information, s’appliquent lors de la validation de la commande et sont soumis aux conditions indiquées avec le code.

## Livraison

Les commandes sont préparées sous 1 jour ouvré et expédiées en livraison standard. La livraison prend généralement de 3 à 10 jours ouvrés, selon le pays ; consultez notre [page consacrée à la livraison](/pages/shipping).

## Retours et échanges

Vous pouvez retourner ou échanger vos chaussures dans un délai de 30 jours après la livraison, avec remboursement intégral, à condition qu’elles n’aient pas été portées à l’extérieur et soient dans leur état d’origine. Retrouvez tous les détails sur notre page [retours et échanges](/pages/returns-and-exchanges). Ces dispositions ne portent pas atteinte aux droits dont vous bénéficiez en tant que consommateur dans votre pays.

## Informations sur les produits

Nous décrivons nos produits aussi fidèlement que possible, mais les couleurs peuvent légèrement différer à l’écran. Nos articles fournissent des informations générales sur le soin des pieds et ne constituent pas un avis médical.

## Questions et réclamations

Si un problème survient avec votre commande, écrivez-nous à {{email}}. Nous nous efforçons de résoudre chaque problème rapidement et équitablement.`,
    },
    contact: {
      title: 'Nous contacter',
      summary:
        'Une question sur les pointures, une commande ou un retour ? Écrivez-nous par e-mail : nous répondons généralement sous un jour ouvré.',
      body: `Une question sur les pointures, une commande ou un retour ? Nous sommes là pour vous aider.

## Comment nous joindre

Le meilleur moyen de nous joindre est de nous écrire par e-mail à **{{email}}**. Nous répondons généralement sous un jour ouvré, du lundi au vendredi. Les messages envoyés le samedi, le dimanche ou un jour férié reçoivent une réponse le jour ouvré suivant.

## Ce que votre message doit contenir

Pour nous aider à vous répondre rapidement, merci d’indiquer :

- **Votre numéro de commande**, si votre question porte sur une commande déjà passée
- **Le nom et l’adresse e-mail** utilisés lors de la commande
- **Le produit** qui vous intéresse et, le cas échéant, la pointure et la couleur
- **Pour une question de pointure :** la longueur et la largeur de votre pied en centimètres ou en pouces, ainsi que la pointure que vous portez habituellement
- **Pour un retour ou un échange :** les articles que vous souhaitez renvoyer et si vous préférez un remboursement ou une autre pointure
- **Pour un problème avec un produit :** une courte description et, si possible, une photo

## Avant de nous écrire

Vous trouverez peut-être une réponse rapide dans notre [foire aux questions](/pages/faq). Nos pages [livraison](/pages/shipping) et [retours et échanges](/pages/returns-and-exchanges) détaillent les délais de livraison et le fonctionnement des retours, et le [guide des pointures](/article/size-conversion-guide) vous aide à trouver la bonne pointure.

Veuillez noter que nous ne pouvons pas donner d’avis médical. Si la santé de vos pieds vous préoccupe, par exemple en cas de diabète, de douleur persistante ou de plaie qui tarde à cicatriser, consultez votre médecin ou votre podologue.

Au plaisir de vous lire.`,
    },
  },
  faq: [
    {
      question: 'Comment trouver la bonne pointure ?',
      answer:
        'Mesurez la longueur de vos deux pieds l’après-midi et basez-vous sur le plus grand, en ajoutant un peu de place pour les orteils. Comparez ensuite votre mesure avec notre [guide des pointures](/article/size-conversion-guide), qui donne les correspondances entre pointures européennes, britanniques, américaines et japonaises.',
    },
    {
      question: 'Et si j’ai les pieds larges ou un hallux valgus ?',
      answer:
        'Choisissez un modèle à chaussant large plutôt que de prendre une pointure au-dessus, car dans une chaussure plus longue, le talon risque de glisser. Notre [collection à chaussant large](/collections/wide-fit) offre plus de place au niveau de l’avant-pied et des orteils.',
    },
    {
      question: 'Puis-je retourner ou échanger mes chaussures ?',
      answer:
        'Oui. Vous pouvez retourner ou échanger vos chaussures sous 30 jours avec remboursement intégral, à condition qu’elles n’aient pas été portées à l’extérieur et soient dans leur état d’origine. Pour commencer, écrivez à {{email}} en indiquant votre numéro de commande ; tous les détails figurent sur la page [retours et échanges](/pages/returns-and-exchanges).',
    },
    {
      question: 'Quels sont les délais de livraison ?',
      answer:
        'Les commandes sont préparées sous 1 jour ouvré, et la livraison standard prend généralement de 3 à 10 jours ouvrés selon votre pays. Vous recevrez les informations de suivi par e-mail dès l’expédition de votre commande.',
    },
    {
      question: 'La livraison est-elle gratuite ?',
      answer:
        'Oui, la livraison est gratuite pour toute commande de plus de {{threshold}}. Pour les commandes d’un montant inférieur, les frais de livraison sont indiqués dans votre panier avant le paiement.',
    },
    {
      question: 'Mon paiement est-il sécurisé ?',
      answer:
        'Oui. Nous acceptons les cartes de crédit et de débit, et les paiements sont traités via une plateforme de paiement sécurisée par chiffrement 128 bits. Nous ne conservons pas l’intégralité de vos données de carte.',
    },
    {
      question: 'Proposez-vous des codes de réduction ?',
      answer:
        'Abonnez-vous à notre lettre d’information et recevez un bon de réduction de 20 % pour votre commande. Saisissez le code lors de la validation de la commande pour bénéficier de la réduction.',
    },
    {
      question: 'Qu’est-ce qui rend une chaussure adaptée aux diabétiques ?',
      answer:
        'Nos [chaussures adaptées aux diabétiques](/collections/diabetic) ont un avant-pied spacieux, des doublures lisses sans coutures, une tige souple et une fermeture réglable qui contribuent à limiter la pression et les frottements. Elles ne constituent pas un traitement médical : demandez à votre médecin ou à votre podologue quelles chaussures conviennent à vos pieds.',
    },
    {
      question: 'Puis-je utiliser mes propres semelles orthopédiques ?',
      answer:
        'Beaucoup de nos chaussures ont des semelles intérieures amovibles, que vous pouvez remplacer par vos semelles orthopédiques sur mesure ; vérifiez cette caractéristique dans la description du produit. Si vous avez un doute sur la profondeur d’un modèle, écrivez-nous à {{email}}.',
    },
    {
      question: 'Puis-je modifier ou annuler ma commande ?',
      answer:
        'Les commandes étant préparées sous 1 jour ouvré, écrivez-nous au plus vite à {{email}} en indiquant votre numéro de commande. Si votre commande n’a pas encore été expédiée, nous ferons de notre mieux pour la modifier ou l’annuler ; sinon, vous pourrez profiter de notre délai de retour de 30 jours.',
    },
  ],
};
