import type { SeedProduct } from '../types';

/** Seed products CMF-101 to CMF-108 (orthopaedic, diabetic and wide-fit basics). */
export const productsA1: SeedProduct[] = [
  {
    sku: 'CMF-101',
    sizeChart: 'women',
    featuredRank: 1,
    createdAt: '2025-06-12',
    colours: ['white', 'grey', 'navy'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 9195, compareAt: 10995 },
      USD: { amount: 9995, compareAt: 11995 },
      CZK: { amount: 229000, compareAt: 279000 },
      GBP: { amount: 7995, compareAt: 9495 },
      HUF: { amount: 35990, compareAt: 42990 },
      JPY: { amount: 14900, compareAt: 17900 },
      RON: { amount: 45995, compareAt: 54995 },
      PLN: { amount: 39995, compareAt: 47995 },
      AUD: { amount: 14995, compareAt: 17995 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'most_popular' },
      { quantity: 3, percentOff: 25, badge: 'biggest_savings' },
    ],
    collections: ['orthopaedic', 'sneakers'],
    text: {
      de: {
        title: 'Orthopädischer Walkingschuh für Damen',
        summary:
          'Stützender Walkingschuh mit ausgeformter Gewölbestütze und herausnehmbarer Einlegesohle für angenehme Schritte den ganzen Tag.',
        description:
          'Dieser Schuh wurde für lange Spaziergänge und aktive Tage entwickelt und verbindet ein anatomisch geformtes Fußbett mit einer festen Gewölbestütze und einer gepolsterten Ferse. Die herausnehmbare Einlegesohle schafft Platz für Ihre eigenen Einlagen.\n\nDas atmungsaktive Obermaterial aus Netzgewebe und das weiche, nahtlose Futter sorgen für ein angenehmes Tragegefühl, während die geräumige Zehenbox den Zehen natürlichen Freiraum lässt. Die flexible, rutschfeste Gummilaufsohle gibt sicheren Halt auf Gehwegen und glatten Böden.',
      },
      en: {
        title: 'Women’s Orthopaedic Walking Sneaker',
        summary: 'A supportive walking sneaker with contoured arch support and a removable insole for comfortable steps all day long.',
        description:
          'Designed for long walks and busy days, this sneaker combines a contoured footbed with firm arch support and a cushioned heel. The removable insole makes room for your own orthotics if you use them.\n\nA breathable mesh upper and a soft, seamless lining keep your feet comfortable, while the roomy toe box lets your toes spread naturally. The flexible, non-slip rubber outsole gives you sure footing on pavements and indoor floors.',
      },
      cs: {
        title: 'Dámské ortopedické vycházkové tenisky',
        summary: 'Podpůrné vycházkové tenisky s tvarovanou oporou klenby a vyjímatelnou vložkou pro pohodlnou chůzi po celý den.',
        description:
          'Tenisky jsou navržené pro dlouhé procházky a rušné dny a spojují anatomicky tvarovanou stélku s pevnou oporou klenby a tlumením v patě. Vyjímatelná vložka uvolní místo pro vaše vlastní ortopedické vložky.\n\nProdyšný síťovaný svršek a měkká bezešvá podšívka udržují nohy v pohodlí, zatímco prostorná špička nechává prstům přirozený prostor. Pružná protiskluzová pryžová podrážka zajišťuje jistý krok na chodníku i na hladkých podlahách.',
      },
      es: {
        title: 'Zapatilla ortopédica para caminar de mujer',
        summary:
          'Zapatilla de paseo con soporte del arco contorneado y plantilla extraíble para caminar con comodidad durante todo el día.',
        description:
          'Diseñada para largos paseos y días ajetreados, esta zapatilla combina una base anatómica con un firme soporte del arco y un talón acolchado. La plantilla interior es extraíble, así que puedes sustituirla por tus propias plantillas ortopédicas.\n\nLa parte superior de malla transpirable y el forro suave sin costuras mantienen tus pies cómodos, mientras que la puntera amplia permite que los dedos se extiendan con naturalidad. La suela de goma flexible y antideslizante ofrece un agarre seguro en la calle y en suelos interiores.',
      },
      fr: {
        title: 'Basket de marche orthopédique pour femme',
        summary:
          'Basket de marche avec soutien de la voûte plantaire et semelle intérieure amovible pour un confort tout au long de la journée.',
        description:
          'Conçue pour les longues promenades et les journées chargées, cette basket associe un lit de pied anatomique, un soutien ferme de la voûte plantaire et un talon amorti. La semelle intérieure amovible vous permet d’utiliser vos propres semelles orthopédiques.\n\nLa tige en maille respirante et la doublure douce sans coutures gardent vos pieds à l’aise, tandis que l’avant-pied spacieux laisse les orteils s’étaler naturellement. La semelle extérieure en caoutchouc, souple et antidérapante, assure une bonne adhérence sur les trottoirs comme sur les sols intérieurs.',
      },
      hu: {
        title: 'Női ortopéd sportos sétacipő',
        summary: 'Támasztó sétacipő formázott boltozattámasszal és kivehető talpbetéttel a kényelmes, egész napos járáshoz.',
        description:
          'Ezt a cipőt hosszú sétákhoz és mozgalmas napokhoz terveztük: anatómiai formájú lábágyat, stabil boltozattámaszt és párnázott sarkat kombinál. A kivehető talpbetét helyére saját ortopéd betétje is behelyezhető.\n\nA légáteresztő hálós felsőrész és a puha, varrásmentes bélés kényelmesen tartja a lábat, a tágas orrész pedig teret ad a lábujjak természetes mozgásának. A rugalmas, csúszásmentes gumitalp biztos tapadást nyújt a járdán és a beltéri padlón is.',
      },
      ja: {
        title: 'レディース アーチサポート ウォーキングスニーカー',
        summary: '土踏まずをしっかり支えるアーチサポートと取り外し可能なインソールで、一日中快適に歩けるウォーキングスニーカーです。',
        description:
          '長時間のウォーキングや忙しい一日のためにデザインされ、足の形に沿ったフットベッド、しっかりとしたアーチサポート、クッション性のあるかかとを備えています。インソールは取り外し可能なので、お手持ちの中敷きに入れ替えることもできます。\n\n通気性のよいメッシュアッパーと縫い目のないやわらかな裏地が足を快適に保ち、ゆったりとしたつま先部分で指をのびのびと動かせます。柔軟で滑りにくいラバーアウトソールが、屋外の道でも室内の床でも安定した歩行をサポートします。',
      },
      ro: {
        title: 'Pantofi sport ortopedici de mers pentru femei',
        summary: 'Pantofi sport de mers cu suport anatomic pentru arcul plantar și branț detașabil, pentru pași confortabili toată ziua.',
        description:
          'Concepuți pentru plimbări lungi și zile aglomerate, acești pantofi sport îmbină un pat plantar anatomic cu un suport ferm pentru arcul plantar și un călcâi amortizat. Branțul detașabil îți permite să folosești propriile branțuri ortopedice.\n\nFața din plasă respirabilă și căptușeala moale, fără cusături, mențin picioarele confortabile, iar vârful încăpător lasă degetele să se așeze natural. Talpa exterioară din cauciuc, flexibilă și antiderapantă, oferă stabilitate pe trotuar și pe pardoselile din interior.',
      },
      sk: {
        title: 'Dámske ortopedické vychádzkové tenisky',
        summary: 'Podporné vychádzkové tenisky s tvarovanou oporou klenby a vyberateľnou vložkou pre pohodlnú chôdzu po celý deň.',
        description:
          'Tenisky sú navrhnuté na dlhé prechádzky a rušné dni a spájajú anatomicky tvarovanú stielku s pevnou oporou klenby a tlmením v päte. Vyberateľná vložka uvoľní miesto pre vaše vlastné ortopedické vložky.\n\nPriedušný sieťovaný zvršok a mäkká bezšvová podšívka udržiavajú nohy v pohodlí, zatiaľ čo priestranná špička necháva prstom prirodzený priestor. Pružná protišmyková gumová podrážka zaisťuje istý krok na chodníku aj na hladkých podlahách.',
      },
      pl: {
        title: 'Damskie ortopedyczne buty sportowe do chodzenia',
        summary:
          'Wspierające buty do chodzenia z wyprofilowanym podparciem łuku stopy i wyjmowaną wkładką zapewniającą komfort przez cały dzień.',
        description:
          'Zaprojektowane z myślą o długich spacerach i pracowitych dniach buty łączą anatomicznie wyprofilowaną wyściółkę, solidne podparcie łuku stopy i amortyzowaną piętę. Wyjmowana wkładka pozwala na użycie własnych wkładek ortopedycznych.\n\nOddychająca cholewka z siateczki i miękka, bezszwowa podszewka dbają o komfort stóp, a szeroki nosek daje palcom swobodę naturalnego ułożenia. Elastyczna, antypoślizgowa podeszwa z gumy zapewnia pewny krok na chodniku i na gładkich podłogach.',
      },
    },
  },
  {
    sku: 'CMF-102',
    sizeChart: 'men',
    featuredRank: 2,
    createdAt: '2025-07-03',
    colours: ['black', 'grey', 'navy'],
    sizes: ['40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 9995, compareAt: 11995 },
      USD: { amount: 10995, compareAt: 12995 },
      CZK: { amount: 249000, compareAt: 299000 },
      GBP: { amount: 8495, compareAt: 9995 },
      HUF: { amount: 39990, compareAt: 46990 },
      JPY: { amount: 16900, compareAt: 19900 },
      RON: { amount: 49995, compareAt: 59995 },
      PLN: { amount: 43995, compareAt: 51995 },
      AUD: { amount: 16495, compareAt: 19995 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 10, badge: 'great_offer' },
      { quantity: 3, percentOff: 20, badge: 'most_popular' },
      { quantity: 4, percentOff: 30, badge: 'biggest_savings' },
    ],
    collections: ['orthopaedic', 'sneakers'],
    text: {
      de: {
        title: 'Orthopädischer Walkingschuh für Herren',
        summary:
          'Robuster Walkingschuh mit fester Fersenkappe, Gewölbestütze und herausnehmbarer Einlegesohle für sichere, bequeme Schritte.',
        description:
          'Dieser Schnürschuh kombiniert eine feste Fersenkappe mit einer ausgeformten Gewölbestütze und einer stoßdämpfenden Zwischensohle für einen stabilen, gedämpften Schritt. Die herausnehmbare Einlegesohle lässt sich gegen Ihre eigenen Einlagen austauschen, und der gepolsterte Schaftrand sowie die gepolsterte Zunge entlasten den Knöchel.\n\nDas Obermaterial verbindet glattes Leder mit atmungsaktiven Einsätzen aus Netzgewebe, und die geräumige Zehenbox gibt den Zehen Bewegungsfreiheit. Die griffige, rutschfeste Gummilaufsohle sorgt für sicheren Halt auf nassen Gehwegen und glatten Böden.',
      },
      en: {
        title: 'Men’s Orthopaedic Walking Sneaker',
        summary: 'A sturdy walking sneaker with a firm heel counter, arch support and a removable insole for steady, comfortable strides.',
        description:
          'This lace-up sneaker pairs a firm heel counter with contoured arch support and a shock-absorbing midsole for a stable, cushioned step. The removable insole can be swapped for your own orthotics, and the padded collar and tongue keep pressure off the ankle.\n\nThe upper combines smooth leather overlays with breathable mesh panels, and the roomy toe box gives your toes space to move. A grippy, non-slip rubber outsole keeps you steady on wet pavements and smooth floors.',
      },
      cs: {
        title: 'Pánské ortopedické vycházkové tenisky',
        summary: 'Pevné vycházkové tenisky se zpevněnou patou, oporou klenby a vyjímatelnou vložkou pro stabilní a pohodlný krok.',
        description:
          'Tyto šněrovací tenisky spojují zpevněnou patu s tvarovanou oporou klenby a mezipodešví tlumící nárazy, takže je každý krok stabilní a měkký. Vyjímatelnou vložku můžete nahradit vlastními ortopedickými vložkami a polstrovaný límec i jazyk šetří kotník.\n\nSvršek kombinuje hladkou kůži s prodyšnými síťovanými díly a prostorná špička dává prstům volnost pohybu. Protiskluzová pryžová podrážka s výrazným vzorkem drží jistě i na mokrém chodníku a hladké podlaze.',
      },
      es: {
        title: 'Zapatilla ortopédica para caminar de hombre',
        summary:
          'Zapatilla de paseo resistente con contrafuerte firme, soporte del arco y plantilla extraíble para una pisada estable y cómoda.',
        description:
          'Esta zapatilla con cordones combina un contrafuerte firme con un soporte del arco contorneado y una entresuela que amortigua los impactos para una pisada estable y suave. Puedes cambiar la plantilla extraíble por tus propias plantillas ortopédicas, y el cuello y la lengüeta acolchados evitan la presión en el tobillo.\n\nLa parte superior combina piel lisa con paneles de malla transpirable, y la puntera amplia deja que los dedos se muevan con libertad. La suela de goma antideslizante se agarra bien en aceras mojadas y suelos lisos.',
      },
      fr: {
        title: 'Basket de marche orthopédique pour homme',
        summary:
          'Basket de marche robuste avec contrefort ferme, soutien de la voûte plantaire et semelle amovible pour une foulée stable et confortable.',
        description:
          'Cette basket à lacets associe un contrefort ferme, un soutien de voûte plantaire galbé et une semelle intermédiaire qui absorbe les chocs pour un pas stable et amorti. La semelle intérieure amovible peut être remplacée par vos propres semelles orthopédiques, et le col et la languette rembourrés évitent toute pression sur la cheville.\n\nLa tige associe des empiècements en cuir lisse à des panneaux en maille respirante, et l’avant-pied spacieux laisse de la place aux orteils. La semelle extérieure en caoutchouc antidérapant offre une bonne adhérence sur les trottoirs mouillés et les sols lisses.',
      },
      hu: {
        title: 'Férfi ortopéd sportos sétacipő',
        summary: 'Strapabíró sétacipő merev sarokkéreggel, boltozattámasszal és kivehető talpbetéttel a stabil, kényelmes lépésekért.',
        description:
          'Ez a fűzős cipő a merev sarokkérget formázott boltozattámasszal és ütéscsillapító középtalppal kombinálja, így minden lépés stabil és puha. A kivehető talpbetét saját ortopéd betétre cserélhető, a párnázott szárszegély és nyelv pedig kíméli a bokát.\n\nA felsőrész sima bőrt és légáteresztő hálós betéteket ötvöz, a tágas orrész pedig szabad mozgást enged a lábujjaknak. A csúszásmentes gumitalp nedves járdán és sima padlón is biztosan tapad.',
      },
      ja: {
        title: 'メンズ アーチサポート ウォーキングスニーカー',
        summary: 'しっかりとしたヒールカウンターとアーチサポート、取り外し可能なインソールで、安定した快適な歩行を支えるスニーカーです。',
        description:
          '紐タイプのスニーカーで、しっかりとしたヒールカウンター、足の形に沿ったアーチサポート、衝撃を吸収するミッドソールを組み合わせ、安定感のあるやわらかな履き心地を実現しました。インソールは取り外してお手持ちの中敷きに交換でき、クッション入りの履き口とタンが足首への圧迫をやわらげます。\n\nアッパーはなめらかなレザーと通気性のよいメッシュを組み合わせ、ゆったりしたつま先部分で指を自由に動かせます。滑りにくいラバーアウトソールが、濡れた路面やつるつるした床でもしっかりグリップします。',
      },
      ro: {
        title: 'Pantofi sport ortopedici de mers pentru bărbați',
        summary:
          'Pantofi sport de mers rezistenți, cu contrafort ferm, suport pentru arcul plantar și branț detașabil, pentru pași stabili și confortabili.',
        description:
          'Acești pantofi cu șireturi combină un contrafort ferm cu un suport anatomic pentru arcul plantar și o talpă intermediară care absoarbe șocurile, pentru un pas stabil și moale. Branțul detașabil poate fi înlocuit cu propriile branțuri ortopedice, iar gulerul și limba căptușite protejează glezna de presiune.\n\nFața îmbină inserții din piele netedă cu panouri din plasă respirabilă, iar vârful încăpător lasă degetele să se miște liber. Talpa din cauciuc antiderapant aderă bine pe trotuarele ude și pe pardoselile netede.',
      },
      sk: {
        title: 'Pánske ortopedické vychádzkové tenisky',
        summary: 'Pevné vychádzkové tenisky so spevnenou pätou, oporou klenby a vyberateľnou vložkou pre stabilný a pohodlný krok.',
        description:
          'Tieto šnurovacie tenisky spájajú spevnenú pätu s tvarovanou oporou klenby a medzipodošvou tlmiacou nárazy, takže každý krok je stabilný a mäkký. Vyberateľnú vložku môžete nahradiť vlastnými ortopedickými vložkami a mäkko vystlaný lem aj jazyk šetria členok.\n\nZvršok kombinuje hladkú kožu s priedušnými sieťovanými dielmi a priestranná špička dáva prstom voľnosť pohybu. Protišmyková gumová podrážka s výrazným vzorom drží isto aj na mokrom chodníku a hladkej podlahe.',
      },
      pl: {
        title: 'Męskie ortopedyczne buty sportowe do chodzenia',
        summary:
          'Solidne buty do chodzenia z usztywnionym zapiętkiem, podparciem łuku stopy i wyjmowaną wkładką dla stabilnego, wygodnego kroku.',
        description:
          'Te sznurowane buty łączą usztywniony zapiętek z wyprofilowanym podparciem łuku stopy i amortyzującą podeszwą środkową, dzięki czemu każdy krok jest stabilny i miękki. Wyjmowaną wkładkę można zastąpić własnymi wkładkami ortopedycznymi, a wyściełany kołnierz i język odciążają kostkę.\n\nCholewka łączy gładką skórę z oddychającymi panelami z siateczki, a szeroki nosek daje palcom swobodę ruchu. Antypoślizgowa podeszwa z gumy pewnie trzyma się mokrego chodnika i gładkich podłóg.',
      },
    },
  },
  {
    sku: 'CMF-103',
    sizeChart: 'women',
    featuredRank: 3,
    createdAt: '2025-08-21',
    colours: ['black', 'beige', 'taupe'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 8295, compareAt: null },
      USD: { amount: 8995, compareAt: null },
      CZK: { amount: 209000, compareAt: null },
      GBP: { amount: 6995, compareAt: null },
      HUF: { amount: 32990, compareAt: null },
      JPY: { amount: 13900, compareAt: null },
      RON: { amount: 40995, compareAt: null },
      PLN: { amount: 35995, compareAt: null },
      AUD: { amount: 13495, compareAt: null },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'great_offer' },
      { quantity: 3, percentOff: 25, badge: 'big_discount' },
    ],
    collections: ['orthopaedic'],
    text: {
      de: {
        title: 'Bequemer Damen-Slipper mit Gewölbestütze',
        summary:
          'Eleganter Slipper mit integrierter Gewölbestütze, elastischen Seiteneinsätzen und gepolsterter, herausnehmbarer Einlegesohle.',
        description:
          'Weiches Veloursleder und elastische Seiteneinsätze machen das Hineinschlüpfen leicht und passen sich sanft der Form Ihres Fußes an. Die ausgeformte, herausnehmbare Einlegesohle stützt das Fußgewölbe zuverlässig und federt die Ferse bei jedem Schritt ab.\n\nDer niedrige, stabile Absatz und die flexible, rutschfeste Gummisohle machen ihn zum bequemen Begleiter im Büro, beim Einkaufen oder auf Reisen. Bürsten Sie das Veloursleder regelmäßig und schützen Sie es mit einem geeigneten Imprägnierspray.',
      },
      en: {
        title: 'Women’s Arch-Support Slip-On Loafer',
        summary: 'An elegant slip-on loafer with built-in arch support, elastic side panels and a cushioned, removable insole.',
        description:
          'Soft suede and elastic side gussets let this loafer slip on easily and adapt gently to the shape of your foot. The contoured, removable insole gives reliable arch support and cushions the heel with every step.\n\nA low, stable heel and a flexible non-slip rubber sole make it a comfortable choice for the office, shopping or travel. Brush the suede regularly and protect it with a suitable spray to keep it looking its best.',
      },
      cs: {
        title: 'Dámské mokasíny s oporou klenby',
        summary: 'Elegantní nazouvací mokasíny s vestavěnou oporou klenby, pružnými bočními vsadkami a měkkou vyjímatelnou vložkou.',
        description:
          'Jemný semiš a pružné boční vsadky usnadňují nazouvání a šetrně se přizpůsobí tvaru vaší nohy. Tvarovaná vyjímatelná vložka spolehlivě podpírá klenbu a při každém kroku tlumí patu.\n\nNízký stabilní podpatek a pružná protiskluzová pryžová podrážka z nich dělají pohodlnou volbu do kanceláře, na nákupy i na cesty. Semiš pravidelně kartáčujte a chraňte vhodným impregnačním sprejem, aby si udržel pěkný vzhled.',
      },
      es: {
        title: 'Mocasín de mujer con soporte del arco',
        summary: 'Mocasín elegante sin cordones con soporte del arco integrado, elásticos laterales y plantilla acolchada extraíble.',
        description:
          'El ante suave y los elásticos laterales permiten calzarlo con facilidad y se adaptan con delicadeza a la forma del pie. La plantilla extraíble, de forma anatómica, ofrece un soporte fiable del arco y amortigua el talón en cada paso.\n\nEl tacón bajo y estable y la suela de goma flexible y antideslizante lo convierten en una opción cómoda para la oficina, las compras o los viajes. Cepilla el ante con regularidad y protégelo con un espray adecuado para mantener su buen aspecto.',
      },
      fr: {
        title: 'Mocassin femme avec soutien de voûte plantaire',
        summary:
          'Mocassin élégant à enfiler avec soutien de voûte intégré, empiècements élastiques et semelle intérieure amovible rembourrée.',
        description:
          'Le daim souple et les empiècements élastiques sur les côtés facilitent l’enfilage et épousent en douceur la forme du pied. La semelle intérieure amovible et galbée soutient efficacement la voûte plantaire et amortit le talon à chaque pas.\n\nSon talon bas et stable et sa semelle en caoutchouc souple et antidérapante en font un choix confortable pour le bureau, les courses ou les voyages. Brossez régulièrement le daim et protégez-le avec un imperméabilisant adapté pour le garder comme neuf.',
      },
      hu: {
        title: 'Női belebújós mokaszin boltozattámasszal',
        summary: 'Elegáns belebújós mokaszin beépített boltozattámasszal, rugalmas oldalbetétekkel és párnázott, kivehető talpbetéttel.',
        description:
          'A puha velúrbőr és a rugalmas oldalbetétek megkönnyítik a felvételt, és finoman követik a láb formáját. A formázott, kivehető talpbetét megbízhatóan támasztja a lábboltozatot, és minden lépésnél tompítja a sarkat érő terhelést.\n\nAz alacsony, stabil sarok és a hajlékony, csúszásmentes gumitalp kényelmes választássá teszi az irodában, vásárláskor vagy utazáskor. A velúrbőrt rendszeresen kefélje át, és védje megfelelő impregnálószerrel.',
      },
      ja: {
        title: 'レディース アーチサポート スリッポンローファー',
        summary: 'アーチサポート付きのインソールと両サイドのゴム素材で、脱ぎ履きしやすく足にフィットする上品なローファーです。',
        description:
          'やわらかなスエードとサイドのゴム素材により、さっと履けて足の形にやさしくなじみます。足の形に沿った取り外し可能なインソールが土踏まずをしっかり支え、一歩ごとにかかとへの衝撃をやわらげます。\n\n低めで安定感のあるヒールと、しなやかで滑りにくいラバーソールで、オフィスやお買い物、旅行にも快適に履けます。スエードは定期的にブラッシングし、専用の防水スプレーでお手入れすると美しい状態を保てます。',
      },
      ro: {
        title: 'Mocasini pentru femei cu suport plantar',
        summary:
          'Mocasini eleganți fără șireturi, cu suport integrat pentru arcul plantar, inserții elastice laterale și branț detașabil căptușit.',
        description:
          'Pielea întoarsă moale și inserțiile elastice laterale ușurează încălțarea și se adaptează delicat la forma piciorului. Branțul detașabil, modelat anatomic, susține ferm arcul plantar și amortizează călcâiul la fiecare pas.\n\nTocul jos și stabil și talpa din cauciuc flexibilă și antiderapantă îi fac o alegere confortabilă pentru birou, cumpărături sau călătorii. Periază regulat pielea întoarsă și protejeaz-o cu un spray potrivit, ca să arate mereu impecabil.',
      },
      sk: {
        title: 'Dámske mokasíny s oporou klenby',
        summary: 'Elegantné nazúvacie mokasíny so zabudovanou oporou klenby, pružnými bočnými vsadkami a mäkkou vyberateľnou vložkou.',
        description:
          'Jemný semiš a pružné bočné vsadky uľahčujú nazúvanie a šetrne sa prispôsobia tvaru vašej nohy. Tvarovaná vyberateľná vložka spoľahlivo podopiera klenbu a pri každom kroku tlmí pätu.\n\nNízky stabilný podpätok a pružná protišmyková gumová podrážka z nich robia pohodlnú voľbu do kancelárie, na nákupy aj na cesty. Semiš pravidelne kefujte a chráňte vhodným impregnačným sprejom, aby si zachoval pekný vzhľad.',
      },
      pl: {
        title: 'Damskie mokasyny z podparciem łuku stopy',
        summary:
          'Eleganckie wsuwane mokasyny z wbudowanym podparciem łuku stopy, elastycznymi wstawkami po bokach i miękką, wyjmowaną wkładką.',
        description:
          'Miękki zamsz i elastyczne boczne wstawki ułatwiają wsuwanie butów i delikatnie dopasowują się do kształtu stopy. Wyprofilowana, wyjmowana wkładka skutecznie podpiera łuk stopy i amortyzuje piętę przy każdym kroku.\n\nNiski, stabilny obcas i elastyczna, antypoślizgowa podeszwa z gumy sprawiają, że to wygodny wybór do biura, na zakupy i w podróż. Zamsz warto regularnie szczotkować i zabezpieczać odpowiednim impregnatem, aby długo zachował ładny wygląd.',
      },
    },
  },
  {
    sku: 'CMF-104',
    sizeChart: 'men',
    featuredRank: 4,
    createdAt: '2025-10-09',
    colours: ['black', 'brown'],
    sizes: ['40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 11995, compareAt: 13995 },
      USD: { amount: 12995, compareAt: 14995 },
      CZK: { amount: 299000, compareAt: 349000 },
      GBP: { amount: 9995, compareAt: 11995 },
      HUF: { amount: 46990, compareAt: 53990 },
      JPY: { amount: 19900, compareAt: 22900 },
      RON: { amount: 59995, compareAt: 68995 },
      PLN: { amount: 51995, compareAt: 59995 },
      AUD: { amount: 19995, compareAt: 22995 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 10, badge: 'most_popular' },
      { quantity: 3, percentOff: 20, badge: 'biggest_savings' },
    ],
    collections: ['orthopaedic'],
    text: {
      de: {
        title: 'Orthopädischer Derby-Schnürschuh aus Leder für Herren',
        summary:
          'Klassischer Derby aus Leder mit herausnehmbarem Fußbett, zusätzlichem Raum für Einlagen und gedämpfter, rutschfester Sohle.',
        description:
          'Glattes Vollnarbenleder und die offene Derby-Schnürung verleihen dem Schuh eine elegante Optik und ermöglichen eine individuelle Anpassung am Rist. Innen sorgen ein weiches Lederfutter und ein herausnehmbares anatomisches Fußbett mit Gewölbestütze von morgens bis abends für Komfort.\n\nDie zusätzliche Tiefe bietet Platz für individuell angefertigte Einlagen, während der gedämpfte Absatz und die rutschfeste Gummisohle jeden Schritt sicher machen. Reinigen Sie das Leder mit einem weichen Tuch und pflegen Sie es regelmäßig mit einer nährenden Schuhcreme.',
      },
      en: {
        title: 'Men’s Orthopaedic Leather Derby Shoe',
        summary: 'A classic leather derby with a removable anatomical footbed, extra depth for orthotics and a cushioned, non-slip sole.',
        description:
          'Smooth full-grain leather and open derby lacing give this shoe a smart look and let you adjust the fit across the instep. Inside, a soft leather lining and a removable anatomical footbed with arch support keep your feet comfortable from morning to evening.\n\nThe extra depth leaves room for custom orthotics, while the cushioned heel and non-slip rubber sole keep every step steady. Clean the leather with a soft cloth and treat it regularly with a nourishing shoe cream.',
      },
      cs: {
        title: 'Pánské ortopedické kožené polobotky derby',
        summary:
          'Klasické kožené polobotky derby s vyjímatelnou anatomickou stélkou, prostorem pro vložky a tlumenou protiskluzovou podrážkou.',
        description:
          'Hladká lícová useň a otevřené šněrování derby dodávají botám elegantní vzhled a umožňují upravit šíři přes nárt. Uvnitř se o pohodlí od rána do večera stará jemná kožená podšívka a vyjímatelná anatomická stélka s oporou klenby.\n\nVětší hloubka obuvi poskytuje místo pro ortopedické vložky na míru, zatímco tlumený podpatek a protiskluzová pryžová podrážka zajistí jistý krok. Kůži čistěte měkkým hadříkem a pravidelně ji ošetřujte výživným krémem na obuv.',
      },
      es: {
        title: 'Zapato derby ortopédico de piel para hombre',
        summary:
          'Clásico derby de piel con plantilla anatómica extraíble, profundidad extra para plantillas ortopédicas y suela acolchada antideslizante.',
        description:
          'La piel lisa de flor entera y los cordones abiertos de estilo derby le dan un aspecto elegante y permiten ajustar el calce sobre el empeine. Por dentro, un suave forro de piel y una plantilla anatómica extraíble con soporte del arco mantienen tus pies cómodos de la mañana a la noche.\n\nSu profundidad extra deja espacio para plantillas ortopédicas a medida, mientras que el talón acolchado y la suela de goma antideslizante aportan seguridad en cada paso. Limpia la piel con un paño suave y nútrela con regularidad con una crema para calzado.',
      },
      fr: {
        title: 'Derby orthopédique en cuir pour homme',
        summary:
          'Derby classique en cuir avec semelle anatomique amovible, profondeur supplémentaire pour semelles orthopédiques et semelle antidérapante.',
        description:
          'Le cuir pleine fleur lisse et le laçage ouvert de type derby lui donnent une allure élégante tout en permettant d’ajuster le chaussant sur le cou-de-pied. À l’intérieur, une doublure en cuir douce et une semelle anatomique amovible avec soutien de la voûte plantaire assurent le confort du matin au soir.\n\nSa profondeur supplémentaire laisse la place à des semelles orthopédiques sur mesure, tandis que le talon amorti et la semelle en caoutchouc antidérapante sécurisent chaque pas. Nettoyez le cuir avec un chiffon doux et nourrissez-le régulièrement avec une crème adaptée.',
      },
      hu: {
        title: 'Férfi ortopéd bőr derby cipő',
        summary:
          'Klasszikus bőr derby cipő kivehető anatómiai lábággyal, extra mélységgel a betétekhez és párnázott, csúszásmentes talppal.',
        description:
          'A sima színbőr felsőrész és a nyitott derby fűzés elegáns megjelenést ad, és lehetővé teszi a bőség beállítását a lábfejen. Belül puha bőrbélés és kivehető, boltozattámaszos anatómiai lábágy gondoskodik a kényelemről reggeltől estig.\n\nAz extra mélység helyet biztosít az egyedi ortopéd betéteknek, a párnázott sarok és a csúszásmentes gumitalp pedig minden lépést biztossá tesz. A bőrt puha ruhával tisztítsa, és rendszeresen ápolja tápláló cipőkrémmel.',
      },
      ja: {
        title: 'メンズ 本革コンフォート ダービーシューズ',
        summary:
          '取り外し可能なフットベッド、中敷きを入れやすい深めの設計、クッション性のある滑りにくいソールを備えた本革ダービーシューズです。',
        description:
          'なめらかなフルグレインレザーと外羽根式の紐で上品に見え、甲まわりのフィット感も調整できます。内側にはやわらかな革の裏地と、アーチサポート付きの取り外し可能なフットベッドを採用し、朝から晩まで快適に過ごせます。\n\n深めの設計なのでオーダーメイドの中敷きも入れやすく、クッション性のあるかかとと滑りにくいラバーソールが一歩一歩を安定させます。お手入れは柔らかい布で汚れを落とし、定期的に保革クリームを塗ってください。',
      },
      ro: {
        title: 'Pantofi derby ortopedici din piele pentru bărbați',
        summary:
          'Pantofi derby clasici din piele, cu pat plantar anatomic detașabil, spațiu suplimentar pentru branțuri și talpă antiderapantă amortizată.',
        description:
          'Pielea naturală netedă și șiretul deschis de tip derby le conferă un aspect elegant și permit ajustarea pe rist. În interior, căptușeala moale din piele și patul plantar anatomic detașabil, cu suport pentru arcul plantar, îți oferă confort de dimineața până seara.\n\nAdâncimea suplimentară lasă loc pentru branțuri ortopedice făcute pe comandă, iar călcâiul amortizat și talpa din cauciuc antiderapant fac fiecare pas sigur. Curăță pielea cu o lavetă moale și hrănește-o regulat cu o cremă de încălțăminte.',
      },
      sk: {
        title: 'Pánske ortopedické kožené poltopánky derby',
        summary:
          'Klasické kožené poltopánky derby s vyberateľnou anatomickou stielkou, priestorom na vložky a tlmenou protišmykovou podrážkou.',
        description:
          'Hladká lícová koža a otvorené šnurovanie derby dodávajú topánkam elegantný vzhľad a umožňujú upraviť šírku cez priehlavok. Vo vnútri sa o pohodlie od rána do večera stará jemná kožená podšívka a vyberateľná anatomická stielka s oporou klenby.\n\nVäčšia hĺbka obuvi poskytuje miesto pre ortopedické vložky na mieru, zatiaľ čo tlmený podpätok a protišmyková gumová podrážka zaistia istý krok. Kožu čistite mäkkou handričkou a pravidelne ju ošetrujte výživným krémom na obuv.',
      },
      pl: {
        title: 'Męskie ortopedyczne skórzane półbuty derby',
        summary:
          'Klasyczne skórzane półbuty derby z wyjmowaną anatomiczną wkładką, miejscem na wkładki ortopedyczne i amortyzowaną podeszwą.',
        description:
          'Gładka skóra licowa i otwarte sznurowanie typu derby nadają butom elegancki wygląd i pozwalają dopasować tęgość na podbiciu. Wewnątrz miękka skórzana podszewka i wyjmowana anatomiczna wkładka z podparciem łuku stopy zapewniają komfort od rana do wieczora.\n\nDodatkowa głębokość pozwala zmieścić wkładki ortopedyczne wykonane na zamówienie, a amortyzowany obcas i antypoślizgowa podeszwa z gumy dają pewność przy każdym kroku. Skórę czyść miękką ściereczką i regularnie pielęgnuj odżywczym kremem do obuwia.',
      },
    },
  },
  {
    sku: 'CMF-105',
    sizeChart: 'women',
    featuredRank: 5,
    createdAt: '2025-12-02',
    colours: ['black', 'beige', 'navy'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 8295, compareAt: 9995 },
      USD: { amount: 8995, compareAt: 10995 },
      CZK: { amount: 209000, compareAt: 249000 },
      GBP: { amount: 6995, compareAt: 8495 },
      HUF: { amount: 32990, compareAt: 39990 },
      JPY: { amount: 13900, compareAt: 16900 },
      RON: { amount: 40995, compareAt: 49995 },
      PLN: { amount: 35995, compareAt: 43995 },
      AUD: { amount: 13495, compareAt: 16495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'most_popular' },
      { quantity: 3, percentOff: 25, badge: 'great_offer' },
      { quantity: 4, percentOff: 35, badge: 'biggest_savings' },
    ],
    collections: ['diabetic', 'wide-fit'],
    text: {
      de: {
        title: 'Diabetikergeeigneter nahtloser Walkingschuh für Damen',
        summary:
          'Weicher Walkingschuh mit nahtlosem Innenraum, dehnbarem Obermaterial und zusätzlicher Tiefe für empfindliche und diabetische Füße.',
        description:
          'Der Innenraum ist komplett nahtlos gearbeitet, sodass keine Kanten oder Nähte an empfindlicher Haut reiben. Das weiche, dehnbare Obermaterial und der gepolsterte Schaftrand passen sich dem Fuß an, ohne Druckstellen zu erzeugen.\n\nDie zusätzliche Tiefe und die breite Zehenbox bieten viel Platz, und die gepolsterte, herausnehmbare Einlegesohle lässt sich durch Ihre eigenen Einlagen ersetzen. Die leichte, rutschfeste Sohle gibt sicheren Halt, und das Obermaterial lässt sich mit einem feuchten Tuch reinigen.',
      },
      en: {
        title: 'Women’s Seamless Diabetic-Friendly Walking Shoe',
        summary: 'A soft walking shoe with a seamless interior, stretch upper and extra depth, designed for sensitive and diabetic feet.',
        description:
          'The interior is completely seamless, so there are no ridges or stitching to rub against sensitive skin. A soft stretch upper and a padded, non-binding collar adapt to the foot without creating pressure points.\n\nExtra depth and a wide toe box leave plenty of room, and the removable cushioned insole can be replaced with your own orthotics. The lightweight non-slip sole gives secure footing, and the upper can be cleaned with a damp cloth.',
      },
      cs: {
        title: 'Dámská bezešvá vycházková obuv pro diabetiky',
        summary: 'Měkká vycházková obuv s bezešvým vnitřkem, pružným svrškem a větší hloubkou, navržená pro citlivé a diabetické nohy.',
        description:
          'Vnitřek je zcela bez švů, takže citlivou pokožku nedře žádný šev ani hrana. Měkký pružný svršek a polstrovaný límec, který neškrtí, se přizpůsobují noze, aniž by vytvářely tlaková místa.\n\nVětší hloubka a široká špička poskytují dostatek prostoru a měkkou vyjímatelnou vložku můžete nahradit vlastními ortopedickými vložkami. Lehká protiskluzová podrážka zajišťuje jistý krok a svršek stačí otřít vlhkým hadříkem.',
      },
      es: {
        title: 'Zapato de mujer sin costuras para pie diabético',
        summary:
          'Zapato de paseo suave con interior sin costuras, empeine elástico y profundidad extra, pensado para pies sensibles y diabéticos.',
        description:
          'El interior no tiene ninguna costura, así que no hay relieves ni pespuntes que rocen la piel sensible. La parte superior suave y elástica y el cuello acolchado que no aprieta se adaptan al pie sin crear puntos de presión.\n\nLa profundidad extra y la puntera ancha ofrecen mucho espacio, y la plantilla acolchada extraíble puede sustituirse por tus propias plantillas ortopédicas. La suela ligera y antideslizante proporciona un apoyo seguro, y el exterior se limpia fácilmente con un paño húmedo.',
      },
      fr: {
        title: 'Chaussure femme sans coutures pour pieds diabétiques',
        summary:
          'Chaussure de marche souple à l’intérieur sans coutures, tige extensible et volume supplémentaire, pour pieds sensibles et diabétiques.',
        description:
          'L’intérieur est entièrement dépourvu de coutures : aucune surépaisseur ni piqûre ne vient frotter contre la peau sensible. La tige souple et extensible et le col rembourré qui ne serre pas s’adaptent au pied sans créer de points de pression.\n\nLe volume supplémentaire et l’avant-pied large offrent beaucoup d’espace, et la semelle intérieure amovible et rembourrée peut être remplacée par vos propres semelles orthopédiques. La semelle légère et antidérapante assure une bonne stabilité, et la tige se nettoie simplement avec un chiffon humide.',
      },
      hu: {
        title: 'Női varrásmentes sétacipő cukorbetegeknek',
        summary: 'Puha sétacipő varrásmentes belsővel, rugalmas felsőrésszel és extra mélységgel, érzékeny és cukorbeteg lábra tervezve.',
        description:
          'A cipő belseje teljesen varrásmentes, így semmilyen varrás vagy perem nem dörzsöli az érzékeny bőrt. A puha, rugalmas felsőrész és a párnázott, nem szorító szárszegély nyomáspontok nélkül simul a lábhoz.\n\nAz extra mélység és a széles orrész bőséges helyet biztosít, a párnázott, kivehető talpbetét pedig saját ortopéd betétre cserélhető. A könnyű, csúszásmentes talp biztos tartást ad, a felsőrész pedig nedves ruhával tisztítható.',
      },
      ja: {
        title: '糖尿病の方にもやさしい レディース シームレスウォーキングシューズ',
        summary: '内側に縫い目がなく、伸縮性のあるアッパーと深めの設計で、敏感な足や糖尿病の方の足にもやさしいウォーキングシューズです。',
        description:
          '内側は縫い目のないシームレス仕上げなので、敏感な肌にステッチや段差が当たりません。やわらかく伸縮するアッパーと締めつけないクッション入りの履き口が足になじみ、圧迫感を与えにくい設計です。\n\n深めのつくりと幅広のつま先で中はゆったりとしており、クッション性のあるインソールは取り外してお手持ちの中敷きと交換できます。軽量で滑りにくいソールが安定した歩行を支え、アッパーは固く絞った布で拭くだけでお手入れできます。',
      },
      ro: {
        title: 'Pantofi de damă fără cusături pentru piciorul diabetic',
        summary:
          'Pantofi de mers moi, cu interior fără cusături, față elastică și adâncime suplimentară, creați pentru picioare sensibile și diabetice.',
        description:
          'Interiorul nu are nicio cusătură, așa că nicio margine sau tighel nu freacă pielea sensibilă. Fața moale și elastică și gulerul căptușit, care nu strânge, se adaptează piciorului fără să creeze puncte de presiune.\n\nAdâncimea suplimentară și vârful lat oferă mult spațiu, iar branțul detașabil căptușit poate fi înlocuit cu propriile branțuri ortopedice. Talpa ușoară și antiderapantă oferă stabilitate, iar fața se curăță simplu cu o cârpă umedă.',
      },
      sk: {
        title: 'Dámska bezšvová vychádzková obuv pre diabetikov',
        summary: 'Mäkká vychádzková obuv s bezšvovým vnútrom, pružným zvrškom a väčšou hĺbkou, navrhnutá pre citlivé a diabetické nohy.',
        description:
          'Vnútro je úplne bez švov, takže citlivú pokožku nedrie žiadny šev ani hrana. Mäkký pružný zvršok a vystlaný lem, ktorý nezaškrcuje, sa prispôsobia nohe bez vytvárania tlakových miest.\n\nVäčšia hĺbka a široká špička poskytujú dostatok priestoru a mäkkú vyberateľnú vložku môžete nahradiť vlastnými ortopedickými vložkami. Ľahká protišmyková podrážka zaisťuje istý krok a zvršok stačí utrieť vlhkou handričkou.',
      },
      pl: {
        title: 'Damskie bezszwowe buty do chodzenia dla diabetyków',
        summary:
          'Miękkie buty do chodzenia z bezszwowym wnętrzem, elastyczną cholewką i zwiększoną głębokością, stworzone dla wrażliwych stóp.',
        description:
          'Wnętrze buta jest całkowicie pozbawione szwów, więc żadne przeszycia ani krawędzie nie ocierają wrażliwej skóry. Miękka, elastyczna cholewka i wyściełany, nieuciskający kołnierz dopasowują się do stopy, nie tworząc punktów nacisku.\n\nZwiększona głębokość i szeroki nosek zapewniają dużo miejsca, a miękką, wyjmowaną wkładkę można zastąpić własnymi wkładkami ortopedycznymi. Lekka, antypoślizgowa podeszwa daje pewne oparcie, a cholewkę wystarczy przetrzeć wilgotną ściereczką.',
      },
    },
  },
  {
    sku: 'CMF-106',
    sizeChart: 'men',
    featuredRank: 6,
    createdAt: '2026-02-17',
    colours: ['black', 'grey', 'brown'],
    sizes: ['40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 9195, compareAt: null },
      USD: { amount: 9995, compareAt: null },
      CZK: { amount: 229000, compareAt: null },
      GBP: { amount: 7995, compareAt: null },
      HUF: { amount: 35990, compareAt: null },
      JPY: { amount: 14900, compareAt: null },
      RON: { amount: 45995, compareAt: null },
      PLN: { amount: 39995, compareAt: null },
      AUD: { amount: 14995, compareAt: null },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 12, badge: 'great_offer' },
      { quantity: 3, percentOff: 22, badge: 'biggest_savings' },
    ],
    collections: ['diabetic', 'wide-fit'],
    text: {
      de: {
        title: 'Diabetikergeeigneter Herrenschuh mit Klettverschluss',
        summary:
          'Geräumiger Herrenschuh mit zwei verstellbaren Klettriemen, nahtlosem Futter und extra Weite für empfindliche oder diabetische Füße.',
        description:
          'Zwei verstellbare Klettriemen und ein weiter Einstieg erleichtern das Anziehen und ermöglichen es, die Passform im Laufe des Tages nachzujustieren. Zusätzliche Weite und Tiefe bieten Platz für zu Schwellungen neigende Füße, und das nahtlose Futter hält die Reibung gering.\n\nGepolsterte Zunge und Schaftrand schonen den Rist, und die herausnehmbare Einlegesohle lässt sich durch individuelle Einlagen ersetzen. Das weiche Lederobermaterial und die rutschfeste Gummisohle verbinden Komfort mit sicherem Halt drinnen wie draußen.',
      },
      en: {
        title: 'Men’s Diabetic-Friendly Adjustable Strap Shoe',
        summary:
          'A roomy men’s shoe with two adjustable touch-fastening straps, a seamless lining and extra width for sensitive or diabetic feet.',
        description:
          'Two adjustable touch-fastening straps and a wide opening make it easy to put on and let you fine-tune the fit throughout the day. Extra width and depth give room for feet that tend to swell, and the seamless lining keeps friction to a minimum.\n\nThe padded tongue and collar cushion the instep, and the removable insole can be replaced with custom orthotics. A soft leather upper and a non-slip rubber sole combine comfort with secure footing indoors and out.',
      },
      cs: {
        title: 'Pánská obuv pro diabetiky s nastavitelnými pásky',
        summary:
          'Prostorná pánská obuv se dvěma nastavitelnými pásky na suchý zip, bezešvou podšívkou a větší šířkou pro citlivé nebo diabetické nohy.',
        description:
          'Dva nastavitelné pásky na suchý zip a široký vstup usnadňují obouvání a umožňují během dne doladit, jak bota sedí. Větší šířka a hloubka dávají prostor nohám se sklonem k otokům a bezešvá podšívka omezuje tření na minimum.\n\nPolstrovaný jazyk a límec chrání nárt a vyjímatelnou vložku lze nahradit ortopedickými vložkami na míru. Měkký kožený svršek a protiskluzová pryžová podrážka spojují pohodlí s jistým krokem doma i venku.',
      },
      es: {
        title: 'Zapato ajustable de hombre para pie diabético',
        summary:
          'Zapato de hombre amplio con dos tiras ajustables de cierre adherente, forro sin costuras y ancho extra para pies sensibles o diabéticos.',
        description:
          'Las dos tiras ajustables de cierre adherente y la amplia abertura facilitan calzarse y permiten ajustar el calce a lo largo del día. El ancho y la profundidad extra dejan espacio a los pies que tienden a hincharse, y el forro sin costuras reduce el roce al mínimo.\n\nLa lengüeta y el cuello acolchados protegen el empeine, y la plantilla extraíble puede sustituirse por plantillas ortopédicas a medida. La parte superior de piel suave y la suela de goma antideslizante combinan comodidad y seguridad dentro y fuera de casa.',
      },
      fr: {
        title: 'Chaussure homme réglable pour pieds diabétiques',
        summary:
          'Chaussure homme spacieuse à deux brides auto-agrippantes réglables, doublure sans coutures et largeur accrue pour pieds sensibles.',
        description:
          'Les deux brides auto-agrippantes réglables et la large ouverture facilitent le chaussage et permettent d’ajuster le maintien tout au long de la journée. La largeur et la profondeur supplémentaires laissent de la place aux pieds qui ont tendance à gonfler, et la doublure sans coutures limite les frottements.\n\nLa languette et le col rembourrés protègent le cou-de-pied, et la semelle intérieure amovible peut être remplacée par des semelles orthopédiques sur mesure. La tige en cuir souple et la semelle en caoutchouc antidérapante allient confort et bonne adhérence, à la maison comme à l’extérieur.',
      },
      hu: {
        title: 'Férfi tépőzáras cipő cukorbetegeknek',
        summary:
          'Tágas férfi cipő két állítható tépőzáras pánttal, varrásmentes béléssel és extra szélességgel érzékeny vagy cukorbeteg lábra.',
        description:
          'A két állítható tépőzáras pánt és a széles bebújónyílás megkönnyíti a felvételt, és napközben is lehetővé teszi az illeszkedés finomhangolását. Az extra szélesség és mélység helyet ad a duzzadásra hajlamos lábnak, a varrásmentes bélés pedig minimálisra csökkenti a súrlódást.\n\nA párnázott nyelv és szárszegély kíméli a lábfejet, a kivehető talpbetét pedig egyedi ortopéd betétre cserélhető. A puha bőr felsőrész és a csúszásmentes gumitalp a kényelmet biztos tartással párosítja bent és kint egyaránt.',
      },
      ja: {
        title: 'メンズ 面ファスナー式 やさしいコンフォートシューズ',
        summary:
          '調節できる2本の面ファスナーベルト、縫い目のない裏地、ゆったりした幅で、敏感な足や糖尿病の方の足にもやさしいメンズシューズです。',
        description:
          '2本の面ファスナーベルトと大きく開く履き口で脱ぎ履きがしやすく、一日を通してフィット感を細かく調整できます。幅と深さにゆとりがあるので足がむくみやすい方にも履きやすく、縫い目のない裏地が摩擦を最小限に抑えます。\n\nクッション入りのタンと履き口が甲をやさしく包み、インソールは取り外してオーダーメイドの中敷きに交換できます。やわらかな革のアッパーと滑りにくいラバーソールで、屋内でも屋外でも快適かつ安心して歩けます。',
      },
      ro: {
        title: 'Pantofi bărbătești cu bride ajustabile pentru piciorul diabetic',
        summary:
          'Pantofi bărbătești încăpători, cu două bride ajustabile cu arici, căptușeală fără cusături și lățime extra pentru picioare sensibile.',
        description:
          'Cele două bride ajustabile cu arici și deschiderea largă ușurează încălțarea și îți permit să reglezi potrivirea pe parcursul zilei. Lățimea și adâncimea suplimentare lasă loc picioarelor care au tendința să se umfle, iar căptușeala fără cusături reduce frecarea la minimum.\n\nLimba și gulerul căptușite protejează ristul, iar branțul detașabil poate fi înlocuit cu branțuri ortopedice făcute pe comandă. Fața din piele moale și talpa din cauciuc antiderapant îmbină confortul cu siguranța pasului, acasă și afară.',
      },
      sk: {
        title: 'Pánska obuv pre diabetikov s nastaviteľnými pásikmi',
        summary:
          'Priestranná pánska obuv s dvoma pásikmi na suchý zips, bezšvovou podšívkou a väčšou šírkou pre citlivé alebo diabetické nohy.',
        description:
          'Dva nastaviteľné pásiky na suchý zips a široký vstup uľahčujú obúvanie a umožňujú počas dňa doladiť, ako topánka sedí. Väčšia šírka a hĺbka dávajú priestor nohám so sklonom k opuchom a bezšvová podšívka obmedzuje trenie na minimum.\n\nMäkko vystlaný jazyk a lem chránia priehlavok a vyberateľnú vložku možno nahradiť ortopedickými vložkami na mieru. Mäkký kožený zvršok a protišmyková gumová podrážka spájajú pohodlie s istým krokom doma aj vonku.',
      },
      pl: {
        title: 'Męskie buty na rzepy dla diabetyków',
        summary:
          'Przestronne buty męskie z dwoma paskami na rzepy, bezszwową podszewką i zwiększoną szerokością dla wrażliwych lub diabetycznych stóp.',
        description:
          'Dwa regulowane paski na rzepy i szerokie wejście ułatwiają zakładanie butów i pozwalają w ciągu dnia dopasować je do stopy. Zwiększona szerokość i głębokość dają miejsce stopom skłonnym do obrzęków, a bezszwowa podszewka ogranicza tarcie do minimum.\n\nWyściełany język i kołnierz chronią podbicie, a wyjmowaną wkładkę można zastąpić wkładkami ortopedycznymi wykonanymi na zamówienie. Miękka skórzana cholewka i antypoślizgowa gumowa podeszwa łączą wygodę z pewnym krokiem w domu i na zewnątrz.',
      },
    },
  },
  {
    sku: 'CMF-107',
    sizeChart: 'unisex',
    featuredRank: 7,
    createdAt: '2026-04-08',
    colours: ['grey', 'navy', 'burgundy'],
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 5495, compareAt: 6495 },
      USD: { amount: 5995, compareAt: 6995 },
      CZK: { amount: 139000, compareAt: 159000 },
      GBP: { amount: 4795, compareAt: 5495 },
      HUF: { amount: 21990, compareAt: 24990 },
      JPY: { amount: 8990, compareAt: 10900 },
      RON: { amount: 27995, compareAt: 31995 },
      PLN: { amount: 23995, compareAt: 27995 },
      AUD: { amount: 8995, compareAt: 10495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 20, badge: 'most_popular' },
      { quantity: 3, percentOff: 28, badge: 'big_discount' },
      { quantity: 4, percentOff: 35, badge: 'biggest_savings' },
    ],
    collections: ['diabetic', 'slippers'],
    text: {
      de: {
        title: 'Diabetikergeeigneter Hausschuh mit Klettverschluss',
        summary:
          'Weicher, geräumiger Hausschuh mit nahtlosem Futter, verstellbarem Klettriemen und rutschfester Sohle für empfindliche Füße.',
        description:
          'Das weiche Filzobermaterial mit nahtlosem, flauschigem Futter umschließt den Fuß sanft, ohne Druckstellen oder störende Nähte. Der verstellbare Klettriemen und der weite Einstieg erleichtern das Hineinschlüpfen und passen die Weite an, auch an Tagen, an denen die Füße etwas geschwollen sind.\n\nDie herausnehmbare, gepolsterte Einlegesohle bietet sanfte Unterstützung, und die feste Fersenkappe sorgt für sicheren Sitz. Die rutschfeste Gummisohle gibt Halt auf Fliesen und Holzböden, und der Hausschuh kann in lauwarmem Wasser von Hand gewaschen werden.',
      },
      en: {
        title: 'Diabetic-Friendly Adjustable House Shoe',
        summary: 'A soft, roomy house shoe with a seamless lining, adjustable touch-fastening strap and non-slip sole for sensitive feet.',
        description:
          'A soft felt upper with a seamless, plush lining wraps the foot gently without pressure points or rubbing seams. The adjustable touch-fastening strap and wide opening make it easy to slip in and adapt the fit, even on days when your feet feel a little swollen.\n\nA removable, cushioned insole offers gentle support, and the firm heel counter keeps the shoe securely in place. The non-slip rubber sole gives sure footing on tiles and wooden floors, and the shoe can be hand-washed in lukewarm water.',
      },
      cs: {
        title: 'Domácí obuv pro diabetiky na suchý zip',
        summary:
          'Měkká a prostorná domácí obuv s bezešvou podšívkou, nastavitelným páskem na suchý zip a protiskluzovou podrážkou pro citlivé nohy.',
        description:
          'Měkký plstěný svršek s bezešvou, hebkou podšívkou jemně obepíná nohu bez tlakových míst a rušivých švů. Nastavitelný pásek na suchý zip a široký vstup usnadňují nazouvání a umožňují upravit šířku i ve dnech, kdy jsou nohy mírně oteklé.\n\nVyjímatelná polstrovaná vložka poskytuje jemnou oporu a pevná pata drží obuv bezpečně na noze. Protiskluzová pryžová podrážka zajišťuje jistý krok na dlažbě i dřevěné podlaze a obuv lze prát ručně ve vlažné vodě.',
      },
      es: {
        title: 'Zapatilla de casa ajustable para pie diabético',
        summary:
          'Zapatilla de casa suave y amplia con forro sin costuras, tira ajustable de cierre adherente y suela antideslizante para pies sensibles.',
        description:
          'La parte superior de fieltro suave y el forro mullido sin costuras envuelven el pie con delicadeza, sin puntos de presión ni costuras molestas. La tira ajustable de cierre adherente y la amplia abertura facilitan calzarla y adaptar el ancho, incluso los días en que los pies están algo hinchados.\n\nLa plantilla acolchada extraíble ofrece un soporte suave, y el talón firme mantiene la zapatilla bien sujeta. La suela de goma antideslizante da seguridad sobre baldosas y suelos de madera, y la zapatilla se puede lavar a mano con agua tibia.',
      },
      fr: {
        title: 'Chausson réglable pour pieds diabétiques',
        summary:
          'Chausson doux et spacieux avec doublure sans coutures, bride auto-agrippante réglable et semelle antidérapante pour pieds sensibles.',
        description:
          'La tige en feutre doux et la doublure moelleuse sans coutures enveloppent le pied en douceur, sans points de pression ni coutures gênantes. La bride auto-agrippante réglable et la large ouverture facilitent l’enfilage et permettent d’adapter la largeur, même les jours où les pieds sont un peu gonflés.\n\nLa semelle intérieure amovible et rembourrée offre un soutien délicat, et le contrefort ferme maintient bien le chausson en place. La semelle en caoutchouc antidérapante assure une bonne adhérence sur le carrelage et le parquet, et le chausson se lave à la main à l’eau tiède.',
      },
      hu: {
        title: 'Cukorbetegeknek ajánlott tépőzáras házicipő',
        summary: 'Puha, tágas házicipő varrásmentes béléssel, állítható tépőzáras pánttal és csúszásmentes talppal az érzékeny lábra.',
        description:
          'A puha filc felsőrész és a varrásmentes, bolyhos bélés gyengéden öleli körül a lábat, nyomáspontok és zavaró varrások nélkül. Az állítható tépőzáras pánt és a széles bebújónyílás megkönnyíti a felvételt és a bőség beállítását, akkor is, ha a láb kissé duzzadt.\n\nA kivehető, párnázott talpbetét kíméletes alátámasztást nyújt, a merev sarokkéreg pedig biztosan a lábon tartja a cipőt. A csúszásmentes gumitalp csempén és fapadlón is biztos tartást ad, a házicipő pedig langyos vízben kézzel mosható.',
      },
      ja: {
        title: '糖尿病の方にもやさしい 面ファスナー式ルームシューズ',
        summary:
          '縫い目のない裏地、調節できる面ファスナーベルト、滑りにくいソールを備えた、敏感な足にもやさしいゆったりルームシューズです。',
        description:
          'やわらかなフェルトのアッパーと縫い目のないふんわりした裏地が足をやさしく包み、圧迫や縫い目によるこすれを感じにくい仕様です。調節できる面ファスナーベルトと大きく開く履き口で履きやすく、足が少しむくんだ日でも幅を合わせられます。\n\nクッション性のある取り外し可能なインソールが足裏をやさしく支え、しっかりとしたかかとで脱げにくくなっています。滑りにくいラバーソールはタイルやフローリングの床でも安心で、ぬるま湯で手洗いできます。',
      },
      ro: {
        title: 'Papuci de casă ajustabili pentru piciorul diabetic',
        summary:
          'Papuci de casă moi și încăpători, cu căptușeală fără cusături, bridă ajustabilă cu arici și talpă antiderapantă pentru picioare sensibile.',
        description:
          'Fața din fetru moale și căptușeala pufoasă fără cusături învelesc delicat piciorul, fără puncte de presiune sau cusături deranjante. Brida ajustabilă cu arici și deschiderea largă ușurează încălțarea și permit reglarea lățimii, chiar și în zilele în care picioarele sunt ușor umflate.\n\nBranțul detașabil căptușit oferă un sprijin delicat, iar călcâiul ferm ține papucul bine pe picior. Talpa din cauciuc antiderapant oferă siguranță pe gresie și parchet, iar papucii se pot spăla de mână în apă călduță.',
      },
      sk: {
        title: 'Domáca obuv pre diabetikov na suchý zips',
        summary: 'Mäkká a priestranná domáca obuv s bezšvovou podšívkou, pásikom na suchý zips a protišmykovou podrážkou pre citlivé nohy.',
        description:
          'Mäkký plstený zvršok s bezšvovou, hebkou podšívkou jemne obopína nohu bez tlakových miest a rušivých švov. Nastaviteľný pásik na suchý zips a široký vstup uľahčujú nazúvanie a umožňujú upraviť šírku aj v dňoch, keď sú nohy mierne opuchnuté.\n\nVyberateľná mäkká vložka poskytuje jemnú oporu a pevná päta drží obuv bezpečne na nohe. Protišmyková gumová podrážka zaisťuje istý krok na dlažbe aj drevenej podlahe a obuv možno prať ručne vo vlažnej vode.',
      },
      pl: {
        title: 'Kapcie dla diabetyków z regulowanym paskiem',
        summary:
          'Miękkie, przestronne kapcie z bezszwową podszewką, regulowanym paskiem na rzep i antypoślizgową podeszwą dla wrażliwych stóp.',
        description:
          'Cholewka z miękkiego filcu i puszysta, bezszwowa podszewka delikatnie otulają stopę, bez punktów nacisku i uwierających szwów. Regulowany pasek na rzep i szerokie wejście ułatwiają wsuwanie i dopasowanie szerokości, nawet w dni, gdy stopy są lekko opuchnięte.\n\nWyjmowana, miękka wkładka zapewnia delikatne podparcie, a usztywniona pięta sprawia, że kapcie pewnie trzymają się stopy. Antypoślizgowa podeszwa z gumy daje pewność na płytkach i drewnianej podłodze, a kapcie można prać ręcznie w letniej wodzie.',
      },
    },
  },
  {
    sku: 'CMF-108',
    sizeChart: 'women',
    featuredRank: 8,
    createdAt: '2026-06-25',
    colours: ['black', 'grey', 'pink'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 7495, compareAt: null },
      USD: { amount: 7995, compareAt: null },
      CZK: { amount: 189000, compareAt: null },
      GBP: { amount: 6495, compareAt: null },
      HUF: { amount: 28990, compareAt: null },
      JPY: { amount: 11900, compareAt: null },
      RON: { amount: 36995, compareAt: null },
      PLN: { amount: 31995, compareAt: null },
      AUD: { amount: 11995, compareAt: null },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'great_offer' },
      { quantity: 3, percentOff: 25, badge: 'most_popular' },
    ],
    collections: ['wide-fit', 'sneakers'],
    text: {
      de: {
        title: 'Extraweiter Damen-Freizeitschuh aus dehnbarem Strick',
        summary:
          'Leichter, extraweiter Freizeitschuh mit dehnbarem Strickobermaterial, das sich sanft an breite Füße und empfindliche Ballen anpasst.',
        description:
          'Das weiche, dehnbare Strickobermaterial gibt genau dort nach, wo es nötig ist, und bietet breiten Füßen und empfindlichen Ballen Platz ohne Druck. Dank elastischer Schnürsenkel schlüpfen Sie ohne erneutes Binden hinein, und die großzügige, runde Zehenbox bietet viel Freiraum.\n\nDie gepolsterte, herausnehmbare Einlegesohle und die leichte, flexible Sohle machen ihn bequem für lange Tage auf den Beinen. Die rutschfeste Laufsohle bietet guten Halt, und das Strickobermaterial lässt sich in lauwarmem Wasser von Hand waschen.',
      },
      en: {
        title: 'Women’s Extra-Wide Stretch-Knit Sneaker',
        summary: 'A lightweight extra-wide sneaker with a stretchy knit upper that gently adapts to wide feet and bunions.',
        description:
          'The soft, stretchy knit upper gives way exactly where you need it, making room for wide feet and bunions without pressure. Elastic laces let you slip the shoe on and off without retying, while the generous round toe box leaves plenty of space.\n\nA cushioned, removable insole and a lightweight, flexible sole keep you comfortable through long days on your feet. The non-slip outsole gives good grip, and the knit upper can be freshened up by hand washing in lukewarm water.',
      },
      cs: {
        title: 'Dámské extra široké úpletové tenisky',
        summary: 'Lehké extra široké tenisky s pružným úpletovým svrškem, který se jemně přizpůsobí širokým chodidlům i vbočeným palcům.',
        description:
          'Měkký pružný úplet povolí přesně tam, kde je potřeba, a dá široké noze i citlivým kloubům palce prostor bez tlaku. Elastické tkaničky umožňují boty nazout bez převazování a velkorysá zaoblená špička nabízí dostatek místa.\n\nMěkká vyjímatelná vložka a lehká ohebná podrážka zajistí pohodlí i během dlouhých dnů na nohou. Protiskluzová podešev poskytuje dobrou přilnavost a úpletový svršek můžete osvěžit ručním praním ve vlažné vodě.',
      },
      es: {
        title: 'Zapatilla de punto elástico extra ancha para mujer',
        summary: 'Zapatilla ligera extra ancha con empeine de punto elástico que se adapta suavemente a pies anchos y juanetes.',
        description:
          'El tejido de punto suave y elástico cede justo donde lo necesitas y deja espacio a los pies anchos y a los juanetes sin presionar. Los cordones elásticos permiten calzarla y descalzarla sin volver a atarlos, y la puntera redonda y amplia ofrece mucho espacio.\n\nLa plantilla acolchada extraíble y la suela ligera y flexible la hacen cómoda para largas jornadas de pie. La suela antideslizante ofrece buen agarre, y el tejido de punto se puede lavar a mano con agua tibia.',
      },
      fr: {
        title: 'Basket femme extra-large en maille extensible',
        summary: 'Basket légère extra-large à tige en maille extensible qui s’adapte en douceur aux pieds larges et aux oignons.',
        description:
          'La maille douce et extensible cède là où il le faut et laisse de la place aux pieds larges et aux oignons, sans pression. Les lacets élastiques permettent de l’enfiler et de la retirer sans les renouer, et l’avant-pied rond et généreux offre beaucoup d’espace.\n\nLa semelle intérieure amovible et rembourrée et la semelle légère et souple la rendent confortable pendant les longues journées debout. La semelle extérieure antidérapante offre une bonne adhérence, et la tige en maille se rafraîchit par un lavage à la main à l’eau tiède.',
      },
      hu: {
        title: 'Női extra széles kötött sportcipő',
        summary:
          'Könnyű, extra széles sportcipő rugalmas kötött felsőrésszel, amely finoman alkalmazkodik a széles lábfejhez és a bütykökhöz.',
        description:
          'A puha, rugalmas kötött anyag pontosan ott enged, ahol kell, így nyomás nélkül ad helyet a széles lábfejnek és a bütyköknek. A gumis fűzőnek köszönhetően újrakötés nélkül bújhat bele a cipőbe, a bő, lekerekített orrész pedig bőséges helyet biztosít.\n\nA párnázott, kivehető talpbetét és a könnyű, hajlékony talp a hosszú, talpon töltött napokon is kényelmet nyújt. A csúszásmentes járótalp jól tapad, a kötött felsőrész pedig langyos vízben kézzel mosható.',
      },
      ja: {
        title: 'レディース 幅広 ストレッチニットスニーカー',
        summary: '伸縮性のあるニットアッパーが幅広の足や外反母趾にもやさしくフィットする、軽量な幅広スニーカーです。',
        description:
          'やわらかく伸びるニット素材が必要な部分だけしなやかに広がり、幅広の足や外反母趾の出っ張りを圧迫しません。伸縮性のあるゴム紐なので結び直さずに脱ぎ履きでき、丸みのあるゆったりしたつま先で指先も窮屈になりません。\n\nクッション性のある取り外し可能なインソールと軽くしなやかなソールで、立ち仕事や長い一日も快適に過ごせます。滑りにくいアウトソールがしっかりグリップし、ニットアッパーはぬるま湯で手洗いできます。',
      },
      ro: {
        title: 'Pantofi sport extralargi din tricot elastic pentru femei',
        summary: 'Pantofi sport ușori, extralargi, cu fața din tricot elastic care se adaptează delicat picioarelor late și monturilor.',
        description:
          'Tricotul moale și elastic cedează exact acolo unde este nevoie și lasă loc picioarelor late și monturilor, fără presiune. Șireturile elastice îți permit să îi încalți și să îi descalți fără să le mai legi, iar vârful rotunjit și generos oferă mult spațiu.\n\nBranțul detașabil căptușit și talpa ușoară și flexibilă îi fac confortabili în zilele lungi petrecute în picioare. Talpa exterioară antiderapantă oferă o aderență bună, iar fața din tricot se poate spăla de mână în apă călduță.',
      },
      sk: {
        title: 'Dámske extra široké pletené tenisky',
        summary: 'Ľahké extra široké tenisky s pružným pleteným zvrškom, ktorý sa jemne prispôsobí širokým chodidlám aj vbočeným palcom.',
        description:
          'Mäkká pružná pletenina povolí presne tam, kde treba, a dá širokej nohe aj citlivým kĺbom palca priestor bez tlaku. Elastické šnúrky umožňujú topánky nazuť bez preväzovania a veľkorysá zaoblená špička ponúka dostatok miesta.\n\nMäkká vyberateľná vložka a ľahká ohybná podrážka zaistia pohodlie aj počas dlhých dní na nohách. Protišmyková podošva poskytuje dobrú priľnavosť a pletený zvršok môžete osviežiť ručným praním vo vlažnej vode.',
      },
      pl: {
        title: 'Damskie ekstraszerokie buty sportowe z elastycznej dzianiny',
        summary:
          'Lekkie, ekstraszerokie buty sportowe z cholewką z elastycznej dzianiny, która delikatnie dopasowuje się do szerokich stóp i haluksów.',
        description:
          'Miękka, elastyczna dzianina ustępuje dokładnie tam, gdzie trzeba, i zostawia miejsce dla szerokich stóp oraz haluksów bez uciskania. Elastyczne sznurówki pozwalają wsuwać i zdejmować buty bez ponownego wiązania, a zaokrąglony, obszerny nosek zapewnia dużo przestrzeni.\n\nMiękka, wyjmowana wkładka i lekka, giętka podeszwa sprawiają, że buty są wygodne podczas długich dni na nogach. Antypoślizgowa podeszwa zapewnia dobrą przyczepność, a dzianinową cholewkę można odświeżyć, piorąc ją ręcznie w letniej wodzie.',
      },
    },
  },
];
