import type { SeedProduct } from '../types';

/** Seed products CMF-109 to CMF-116. */
export const productsA2: SeedProduct[] = [
  {
    sku: 'CMF-109',
    sizeChart: 'men',
    featuredRank: 9,
    createdAt: '2025-07-08',
    colours: ['black', 'grey', 'navy'],
    sizes: ['40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 8995, compareAt: 10995 },
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
    collections: ['wide-fit', 'sneakers'],
    text: {
      de: {
        title: 'Extra weiter Herren-Sportschuh mit Klettverschluss',
        summary:
          'Extra weiter Herren-Sportschuh mit zwei Klettriemen für eine bequeme, individuell verstellbare Passform bei breiten Füßen oder hohem Spann.',
        description:
          'Dank zwei Klettriemen lässt sich der Schuh weit öffnen und in Sekunden anpassen, auch wenn sich Ihre Füße im Laufe des Tages verändern. Der extra weite Leisten und die geräumige Zehenbox geben breiten Füßen Platz ohne Druckstellen.\n\nDas gepolsterte, nahtlose Futter und die herausnehmbare, gedämpfte Einlegesohle sorgen für weiches Auftreten, und Sie können auch eigene Einlagen verwenden. Die leichte, rutschfeste Gummisohle greift sicher auf dem Gehweg, und das Obermaterial lässt sich mit einem feuchten Tuch abwischen.',
      },
      en: {
        title: "Extra-Wide Men's Touch-Fastening Trainer",
        summary: "An extra-wide men's trainer with two touch-fastening straps for an easy, adjustable fit on broad feet or a high instep.",
        description:
          'Two touch-fastening straps let you open the trainer wide and adjust the fit in seconds, even when your feet change over the day. The extra-wide last and roomy toe box give broad feet space without pressure points.\n\nInside, a padded, seamless lining and a removable cushioned insole keep every step soft, and you can swap in your own orthotics. The lightweight, non-slip rubber sole grips well on pavements, and the upper wipes clean with a damp cloth.',
      },
      cs: {
        title: 'Extra široké pánské tenisky na suchý zip',
        summary:
          'Extra široké pánské tenisky se dvěma pásky na suchý zip pro snadné a nastavitelné přizpůsobení širokým chodidlům či vysokému nártu.',
        description:
          'Dva pásky na suchý zip umožňují botu široce otevřít a během pár vteřin upravit, i když se vaše nohy během dne mění. Extra široké kopyto a prostorná špička dopřejí širokým chodidlům místo bez otlaků.\n\nPolstrovaná bezešvá podšívka a vyjímatelná tlumicí vložka zajistí měkký krok a umožní použít i vlastní ortopedické vložky. Lehká protiskluzová pryžová podrážka spolehlivě drží na chodníku a svršek stačí otřít vlhkým hadříkem.',
      },
      es: {
        title: 'Zapatilla extraancha de hombre con cierre adherente',
        summary:
          'Zapatilla de hombre extraancha con dos tiras de cierre adherente para un ajuste cómodo y regulable en pies anchos o con empeine alto.',
        description:
          'Sus dos tiras de cierre adherente permiten abrir bien la zapatilla y ajustarla en segundos, aunque tus pies cambien a lo largo del día. La horma extraancha y la puntera amplia dejan espacio a los pies anchos sin puntos de presión.\n\nEl forro acolchado sin costuras y la plantilla amortiguada extraíble hacen que cada paso sea suave, y puedes usar tus propias plantillas ortopédicas. La suela de goma ligera y antideslizante se agarra bien a la acera, y la parte superior se limpia con un paño húmedo.',
      },
      fr: {
        title: 'Basket homme extra-large à fermeture auto-agrippante',
        summary:
          'Basket homme extra-large à deux brides auto-agrippantes pour un chaussant confortable et réglable sur les pieds larges ou au cou-de-pied haut.',
        description:
          "Les deux brides auto-agrippantes permettent d'ouvrir largement la chaussure et de l'ajuster en quelques secondes, même si vos pieds évoluent au fil de la journée. La forme extra-large et l'avant-pied spacieux laissent de la place aux pieds larges, sans points de pression.\n\nLa doublure rembourrée sans coutures et la semelle intérieure amovible et amortissante rendent chaque pas plus doux, et vous pouvez y glisser vos propres semelles orthopédiques. La semelle en caoutchouc légère et antidérapante accroche bien sur le trottoir, et la tige se nettoie d'un simple coup de chiffon humide.",
      },
      hu: {
        title: 'Extra széles tépőzáras férfi sportcipő',
        summary:
          'Extra széles férfi sportcipő két tépőzáras pánttal a kényelmes, állítható illeszkedésért széles lábfejhez vagy magas rüszthöz.',
        description:
          'A két tépőzáras pánttal a cipő szélesre nyitható, és másodpercek alatt igazítható, akkor is, ha a lába a nap folyamán változik. Az extra széles kaptafa és a tágas orrész nyomáspontok nélkül ad helyet a széles lábfejnek.\n\nA párnázott, varrás nélküli bélés és a kivehető, puha talpbetét kíméletes lépést biztosít, és saját betétet is használhat. A könnyű, csúszásmentes gumitalp jól tapad a járdán, a felsőrész pedig nedves ruhával letörölhető.',
      },
      ja: {
        title: '幅広設計の面ファスナー式メンズスニーカー',
        summary: '2本の面ファスナーでフィット感を簡単に調整できる、幅広・甲高の足にやさしいメンズスニーカーです。',
        description:
          '2本の面ファスナーで履き口を大きく開けられ、一日のうちに変わる足の状態に合わせて数秒でフィット感を調整できます。ゆったりとした幅広の木型と広いつま先部分が、幅の広い足を圧迫せずに包み込みます。\n\nクッション性のある縫い目のない裏地と取り外し可能なインソールが一歩ごとにやさしく足を支え、お手持ちのインソールにも入れ替えられます。軽量で滑りにくいラバーソールは歩道でもしっかりグリップし、アッパーは濡れた布で拭くだけでお手入れできます。',
      },
      ro: {
        title: 'Pantofi sport extra-lați pentru bărbați, cu arici',
        summary:
          'Pantofi sport extra-lați pentru bărbați, cu două bride cu arici pentru o potrivire comodă și reglabilă pe picioare late sau cu rist înalt.',
        description:
          'Cele două bride cu arici permit deschiderea largă a pantofului și ajustarea lui în câteva secunde, chiar dacă picioarele se schimbă pe parcursul zilei. Calapodul extra-lat și vârful spațios oferă loc picioarelor late, fără puncte de presiune.\n\nInteriorul fără cusături, bine căptușit, și branțul detașabil cu amortizare fac fiecare pas mai moale, iar în locul lui poți folosi propriile branțuri ortopedice. Talpa ușoară din cauciuc, antiderapantă, aderă bine pe trotuar, iar fața se curăță ușor cu o cârpă umedă.',
      },
      sk: {
        title: 'Extra široké pánske tenisky na suchý zips',
        summary:
          'Extra široké pánske tenisky s dvoma pásikmi na suchý zips pre pohodlné a nastaviteľné prispôsobenie širokým chodidlám či vysokému priehlavku.',
        description:
          'Dva pásiky na suchý zips umožňujú topánku široko otvoriť a za pár sekúnd upraviť, aj keď sa vaše nohy počas dňa menia. Extra široké kopyto a priestranná špička doprajú širokým chodidlám miesto bez otlakov.\n\nPolstrovaná bezšvová podšívka a vyberateľná tlmiaca vložka zaistia mäkký krok a môžete použiť aj vlastné ortopedické vložky. Ľahká protišmyková gumová podrážka spoľahlivo drží na chodníku a zvršok stačí utrieť vlhkou handričkou.',
      },
      pl: {
        title: 'Bardzo szerokie męskie buty sportowe na rzepy',
        summary:
          'Bardzo szerokie męskie buty sportowe z dwoma paskami na rzepy, które pozwalają wygodnie dopasować je do szerokiej stopy lub wysokiego podbicia.',
        description:
          'Dwa paski na rzepy pozwalają szeroko otworzyć but i w kilka sekund go dopasować, nawet gdy stopy zmieniają się w ciągu dnia. Bardzo szerokie kopyto i przestronny nosek dają szerokim stopom miejsce bez punktów ucisku.\n\nWyściełana podszewka bez szwów i wyjmowana amortyzująca wkładka sprawiają, że każdy krok jest miękki, a w jej miejsce można włożyć własne wkładki ortopedyczne. Lekka, antypoślizgowa podeszwa z gumy dobrze trzyma się chodnika, a cholewkę wystarczy przetrzeć wilgotną ściereczką.',
      },
    },
  },
  {
    sku: 'CMF-110',
    sizeChart: 'women',
    featuredRank: 10,
    createdAt: '2025-09-17',
    colours: ['black', 'beige', 'burgundy'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 7495, compareAt: null },
      USD: { amount: 7995, compareAt: null },
      CZK: { amount: 189000, compareAt: null },
      GBP: { amount: 6295, compareAt: null },
      HUF: { amount: 28990, compareAt: null },
      JPY: { amount: 11900, compareAt: null },
      RON: { amount: 36995, compareAt: null },
      PLN: { amount: 31995, compareAt: null },
      AUD: { amount: 11995, compareAt: null },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 10, badge: 'great_offer' },
      { quantity: 3, percentOff: 20, badge: 'most_popular' },
      { quantity: 4, percentOff: 30, badge: 'biggest_savings' },
    ],
    collections: ['wide-fit', 'orthopaedic'],
    text: {
      de: {
        title: 'Hallux-freundliche Stretch-Ballerina für Damen',
        summary:
          'Weiche Stretch-Ballerina mit geräumiger Zehenpartie, die Ballen und breitem Vorfuß Platz lässt und trotzdem klassisch elegant aussieht.',
        description:
          'Das dehnbare Obermaterial gibt sanft dort nach, wo Ihr Fuß Platz braucht, sodass Ballen und breiter Vorfuß nicht eingeengt werden. Die abgerundete, geräumige Zehenbox und der weiche, elastische Schaftrand sorgen für sicheren Halt ohne Reiben.\n\nDie herausnehmbare, gepolsterte Einlegesohle mit leichter Fußgewölbestütze macht auch lange Tage auf den Beinen angenehmer. Die flexible, rutschfeste Laufsohle biegt sich bei jedem Schritt natürlich mit, und das Obermaterial lässt sich mit einem feuchten Tuch reinigen.',
      },
      en: {
        title: 'Bunion-Friendly Stretch Ballet Flat',
        summary:
          'A soft stretch ballet flat with a roomy toe box that gives bunions and wide forefeet space while keeping a neat, classic look.',
        description:
          'The stretch upper gives gently where your foot needs room, so bunions and wide forefeet are not squeezed. A rounded, roomy toe box and a soft elasticated topline keep the flat secure without rubbing.\n\nA removable cushioned insole with light arch support makes long days on your feet more comfortable. The flexible, non-slip sole bends naturally with each step, and the upper can be wiped clean with a damp cloth.',
      },
      cs: {
        title: 'Pružné baleríny šetrné k vbočeným palcům',
        summary:
          'Měkké pružné baleríny s prostornou špičkou, která dává vbočeným palcům a širší přední části chodidla dost místa při zachování klasického vzhledu.',
        description:
          'Pružný svršek se jemně přizpůsobí tam, kde noha potřebuje více prostoru, takže vbočené palce ani širší přední část chodidla nic neškrtí. Zaoblená prostorná špička a měkký pružný lem drží botu na noze bez odírání.\n\nVyjímatelná polstrovaná vložka s lehkou podporou klenby zpříjemní i dlouhé dny strávené na nohou. Ohebná protiskluzová podrážka se při každém kroku přirozeně ohýbá a svršek stačí otřít vlhkým hadříkem.',
      },
      es: {
        title: 'Bailarina elástica ideal para juanetes',
        summary:
          'Bailarina suave y elástica con puntera amplia que deja espacio a los juanetes y al antepié ancho sin renunciar a un aire clásico.',
        description:
          'El corte elástico cede suavemente donde el pie necesita espacio, para que los juanetes y el antepié ancho no queden apretados. La puntera redondeada y amplia y el borde elástico acolchado sujetan el pie sin rozaduras.\n\nLa plantilla acolchada extraíble con un ligero soporte del arco hace más llevaderas las jornadas largas de pie. La suela flexible y antideslizante acompaña el movimiento natural de cada paso, y el corte se limpia con un paño húmedo.',
      },
      fr: {
        title: 'Ballerine extensible adaptée aux oignons',
        summary:
          "Ballerine souple et extensible à l'avant-pied spacieux, qui laisse de la place aux oignons et aux pieds larges tout en gardant une allure classique.",
        description:
          "La tige extensible cède en douceur là où le pied a besoin de place, pour que les oignons et l'avant-pied large ne soient pas comprimés. L'avant arrondi et spacieux ainsi que le bord élastique et moelleux maintiennent la ballerine sans frottements.\n\nLa semelle intérieure amovible et rembourrée, avec un léger soutien de la voûte plantaire, rend les longues journées debout plus agréables. La semelle extérieure souple et antidérapante suit le mouvement naturel du pied, et la tige se nettoie avec un chiffon humide.",
      },
      hu: {
        title: 'Rugalmas balerinacipő bütykös lábra',
        summary:
          'Puha, rugalmas balerinacipő tágas orrésszel, amely helyet hagy a bütyöknek és a széles előlábnak, miközben klasszikusan elegáns marad.',
        description:
          'A rugalmas felsőrész finoman enged ott, ahol a lábnak több hely kell, így a bütyök és a széles előláb nem szorul. A lekerekített, tágas orrész és a puha, gumírozott szegély biztosan tartja a cipőt dörzsölés nélkül.\n\nA kivehető, párnázott talpbetét enyhe boltozattámasszal a hosszú, talpon töltött napokat is kellemesebbé teszi. A hajlékony, csúszásmentes talp minden lépésnél természetesen hajlik, a felsőrész pedig nedves ruhával tisztítható.',
      },
      ja: {
        title: '外反母趾にやさしいストレッチバレエシューズ',
        summary: '伸縮性のあるアッパーと広めのつま先で、外反母趾や幅広の前足部にもゆとりを持たせた上品なバレエシューズです。',
        description:
          '伸縮素材のアッパーが足の当たりやすい部分でやわらかく伸び、外反母趾や幅広の前足部を締めつけません。丸みのあるゆったりとしたつま先と、やわらかなゴム入りの履き口が、擦れにくく安定したフィット感を生みます。\n\n土踏まずを軽く支えるクッション入りのインソールは取り外し可能で、長時間の立ち仕事も快適です。しなやかで滑りにくいソールが自然な歩行に合わせて曲がり、アッパーは濡れた布で拭いてお手入れできます。',
      },
      ro: {
        title: 'Balerini elastici, potriviți pentru monturi',
        summary:
          'Balerini moi și elastici, cu vârf spațios care lasă loc monturilor și antepiciorului lat, păstrând totodată un aspect clasic și elegant.',
        description:
          'Fața elastică cedează ușor acolo unde piciorul are nevoie de spațiu, astfel încât monturile și antepiciorul lat nu sunt strânse. Vârful rotunjit și încăpător, împreună cu marginea elastică moale, țin pantoful bine pe picior, fără să roadă.\n\nBranțul detașabil, căptușit, cu un ușor suport pentru arcadă face mai plăcute zilele lungi petrecute în picioare. Talpa flexibilă și antiderapantă se îndoaie natural la fiecare pas, iar fața se curăță cu o cârpă umedă.',
      },
      sk: {
        title: 'Pružné baleríny vhodné pre vbočené palce',
        summary:
          'Mäkké pružné baleríny s priestrannou špičkou, ktorá dáva vbočeným palcom a širšej prednej časti chodidla dosť miesta pri zachovaní klasického vzhľadu.',
        description:
          'Pružný zvršok sa jemne prispôsobí tam, kde noha potrebuje viac priestoru, takže vbočené palce ani širšia predná časť chodidla nie sú stlačené. Zaoblená priestranná špička a mäkký pružný lem držia topánku na nohe bez odierania.\n\nVyberateľná polstrovaná vložka s ľahkou oporou klenby spríjemní aj dlhé dni strávené na nohách. Ohybná protišmyková podrážka sa pri každom kroku prirodzene ohýba a zvršok stačí utrieť vlhkou handričkou.',
      },
      pl: {
        title: 'Elastyczne baleriny przyjazne dla haluksów',
        summary:
          'Miękkie, elastyczne baleriny z przestronnym noskiem, który daje miejsce haluksom i szerszemu przodostopiu, zachowując klasyczny wygląd.',
        description:
          'Rozciągliwa cholewka delikatnie ustępuje tam, gdzie stopa potrzebuje miejsca, dzięki czemu haluksy i szerokie przodostopie nie są uciskane. Zaokrąglony, przestronny nosek i miękki, elastyczny brzeg cholewki utrzymują but na stopie bez obcierania.\n\nWyjmowana, wyściełana wkładka z delikatnym podparciem łuku stopy sprawia, że długie dni na nogach są przyjemniejsze. Giętka, antypoślizgowa podeszwa naturalnie zgina się przy każdym kroku, a cholewkę można przetrzeć wilgotną ściereczką.',
      },
    },
  },
  {
    sku: 'CMF-111',
    sizeChart: 'unisex',
    featuredRank: 11,
    createdAt: '2025-06-23',
    colours: ['black', 'olive', 'blue'],
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 5495, compareAt: 6995 },
      USD: { amount: 5995, compareAt: 7495 },
      CZK: { amount: 139000, compareAt: 169000 },
      GBP: { amount: 4695, compareAt: 5995 },
      HUF: { amount: 21490, compareAt: 26990 },
      JPY: { amount: 8990, compareAt: 10990 },
      RON: { amount: 27995, compareAt: 34995 },
      PLN: { amount: 23995, compareAt: 29995 },
      AUD: { amount: 8995, compareAt: 11495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'most_popular' },
      { quantity: 3, percentOff: 25, badge: 'big_discount' },
    ],
    collections: ['sandals', 'orthopaedic'],
    text: {
      de: {
        title: 'Erholungssandale mit Fußgewölbestütze',
        summary:
          'Weich gedämpfte Erholungssandale mit anatomisch geformtem Fußbett und fester Gewölbestütze für entspannte Schritte nach Sport oder langen Tagen.',
        description:
          'Das anatomisch geformte Fußbett folgt der Form Ihres Fußes, und die feste Gewölbestütze sowie die tiefe Fersenschale geben jedem Schritt Stabilität. Weicher, federnder Schaum dämpft Ihre Füße nach dem Training, einem langen Spaziergang oder einer Schicht im Stehen.\n\nZwei verstellbare Riemen lassen sich über Rist und Zehen genau anpassen. Das wasserfreundliche Material trocknet schnell und lässt sich unter dem Wasserhahn abspülen, und die profilierte Sohle bleibt auch auf nassen Fliesen griffig.',
      },
      en: {
        title: 'Recovery Sandal with Arch Support',
        summary:
          'A soft, cushioned recovery sandal with a contoured footbed and firm arch support for relaxed steps after sport or a long day.',
        description:
          'The contoured footbed follows the shape of your foot, while firm arch support and a deep heel cup help keep each step stable. Soft, springy foam cushions your feet after training, a long walk or a shift spent standing.\n\nTwo adjustable straps let you fine-tune the fit over the instep and toes. The water-friendly material dries quickly and rinses clean under the tap, and the textured sole stays grippy on wet tiles.',
      },
      cs: {
        title: 'Regenerační sandály s podporou klenby',
        summary:
          'Měkké odpružené regenerační sandály s tvarovanou stélkou a pevnou podporou klenby pro uvolněné kroky po sportu nebo dlouhém dni.',
        description:
          'Tvarovaná stélka kopíruje tvar chodidla a pevná podpora klenby spolu s hlubokým lůžkem paty dodávají každému kroku stabilitu. Měkká pružná pěna tlumí nohy po tréninku, dlouhé procházce nebo směně ve stoje.\n\nDva nastavitelné pásky umožňují přesně upravit sandál přes nárt i prsty. Materiál odolný vůči vodě rychle schne a stačí ho opláchnout pod kohoutkem, zatímco vzorovaná podrážka drží i na mokrých dlaždicích.',
      },
      es: {
        title: 'Sandalia de recuperación con soporte del arco',
        summary:
          'Sandalia de recuperación suave y amortiguada, con plantilla anatómica y firme soporte del arco para descansar los pies tras el deporte.',
        description:
          'La plantilla anatómica se adapta a la forma del pie, y el firme soporte del arco junto con la talonera profunda aportan estabilidad a cada paso. La espuma suave y elástica amortigua los pies después de entrenar, de una larga caminata o de un turno de pie.\n\nSus dos tiras regulables permiten ajustar la sandalia sobre el empeine y los dedos. El material resiste el agua, se seca rápido y se limpia bajo el grifo, y la suela con relieve mantiene el agarre sobre baldosas mojadas.',
      },
      fr: {
        title: 'Sandale de récupération avec soutien de voûte',
        summary:
          'Sandale de récupération souple et amortissante, avec semelle anatomique et soutien ferme de la voûte plantaire, pour détendre les pieds après le sport.',
        description:
          "La semelle anatomique épouse la forme du pied, tandis que le soutien ferme de la voûte plantaire et le talon profond apportent de la stabilité à chaque pas. Une mousse souple et dynamique amortit vos pieds après l'entraînement, une longue marche ou une journée debout.\n\nDeux brides réglables permettent d'ajuster précisément la sandale sur le cou-de-pied et les orteils. La matière résiste à l'eau, sèche vite et se rince sous le robinet, et la semelle crantée reste adhérente sur un carrelage mouillé.",
      },
      hu: {
        title: 'Regeneráló szandál boltozattámasszal',
        summary:
          'Puha, párnázott regeneráló szandál anatómiai talpággyal és stabil boltozattámasszal a pihentető lépésekért sport vagy egy hosszú nap után.',
        description:
          'Az anatómiai talpágy követi a láb formáját, a stabil boltozattámasz és a mély sarokrész pedig minden lépést biztosabbá tesz. A puha, rugalmas hab kíméli a lábat edzés, hosszú séta vagy egy állva töltött műszak után.\n\nA két állítható pánttal a szandál pontosan igazítható a rüszt és az ujjak fölött. A vízálló anyag gyorsan szárad, és a csap alatt egyszerűen leöblíthető, a mintázott talp pedig nedves csempén is jól tapad.',
      },
      ja: {
        title: '土踏まずを支えるリカバリーサンダル',
        summary: '足裏に沿うフットベッドと土踏まずのしっかりしたサポートで、運動後や長い一日の後の足をやさしく包むリカバリーサンダルです。',
        description:
          '足の形に沿うフットベッドと、しっかりとしたアーチサポート、深めのヒールカップが一歩ごとの安定感を高めます。やわらかく弾力のあるフォームが、トレーニングや長時間の歩行、立ち仕事の後の足をやさしく受け止めます。\n\n2本の調節可能なストラップで、甲と指まわりのフィット感を細かく調整できます。水に強い素材は乾きが早く水道でさっと洗い流せ、凹凸のあるソールは濡れたタイルの上でも滑りにくい仕様です。',
      },
      ro: {
        title: 'Sandale de recuperare cu suport pentru arcadă',
        summary:
          'Sandale de recuperare moi și bine amortizate, cu talpă anatomică și suport ferm pentru arcadă, pentru pași relaxați după sport sau o zi lungă.',
        description:
          'Talpa interioară anatomică urmează forma piciorului, iar suportul ferm pentru arcadă și locașul adânc pentru călcâi oferă stabilitate la fiecare pas. Spuma moale și elastică amortizează picioarele după antrenament, o plimbare lungă sau o tură petrecută în picioare.\n\nCele două bride reglabile permit ajustarea precisă peste rist și degete. Materialul rezistent la apă se usucă repede și se clătește simplu sub robinet, iar talpa cu profil rămâne aderentă pe gresia udă.',
      },
      sk: {
        title: 'Regeneračné sandále s oporou klenby',
        summary:
          'Mäkké odpružené regeneračné sandále s tvarovanou stielkou a pevnou oporou klenby pre uvoľnené kroky po športe alebo dlhom dni.',
        description:
          'Tvarovaná stielka kopíruje tvar chodidla a pevná opora klenby spolu s hlbokým lôžkom päty dodávajú každému kroku stabilitu. Mäkká pružná pena tlmí nohy po tréningu, dlhej prechádzke alebo zmene v stoji.\n\nDva nastaviteľné pásiky umožňujú presne upraviť sandál cez priehlavok aj prsty. Materiál odolný voči vode rýchlo schne a stačí ho opláchnuť pod kohútikom, pričom vzorovaná podrážka drží aj na mokrej dlažbe.',
      },
      pl: {
        title: 'Sandały regeneracyjne z podparciem łuku stopy',
        summary:
          'Miękkie, amortyzujące sandały regeneracyjne z wyprofilowaną wkładką i solidnym podparciem łuku stopy dla odprężenia po sporcie lub długim dniu.',
        description:
          'Wyprofilowana wkładka dopasowuje się do kształtu stopy, a solidne podparcie łuku i głęboka miseczka pięty zapewniają stabilność przy każdym kroku. Miękka, sprężysta pianka amortyzuje stopy po treningu, długim spacerze lub zmianie spędzonej na stojąco.\n\nDwa regulowane paski pozwalają precyzyjnie dopasować sandał na podbiciu i przy palcach. Materiał odporny na wodę szybko schnie i wystarczy go opłukać pod kranem, a bieżnikowana podeszwa dobrze trzyma się mokrych płytek.',
      },
    },
  },
  {
    sku: 'CMF-112',
    sizeChart: 'women',
    featuredRank: 12,
    createdAt: '2026-02-11',
    colours: ['taupe', 'black', 'pink'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 6495, compareAt: 8295 },
      USD: { amount: 6995, compareAt: 8995 },
      CZK: { amount: 159000, compareAt: 209000 },
      GBP: { amount: 5495, compareAt: 7195 },
      HUF: { amount: 24990, compareAt: 32490 },
      JPY: { amount: 10490, compareAt: 13490 },
      RON: { amount: 31995, compareAt: 41495 },
      PLN: { amount: 27995, compareAt: 35995 },
      AUD: { amount: 10495, compareAt: 13495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 12, badge: 'great_offer' },
      { quantity: 3, percentOff: 22, badge: 'most_popular' },
      { quantity: 4, percentOff: 32, badge: 'biggest_savings' },
    ],
    collections: ['sandals', 'orthopaedic'],
    text: {
      de: {
        title: 'Verstellbare orthopädische Damensandale',
        summary:
          'Stützende Damensandale mit drei verstellbaren Riemen und anatomischem Fußbett für einen sicheren, individuellen Sitz den ganzen Sommer lang.',
        description:
          'Drei Klettriemen über Zehen, Rist und Ferse lassen sich unabhängig voneinander einstellen, sodass die Sandale an schmalen wie breiten Füßen gut sitzt, auch wenn diese sich im Tagesverlauf verändern. Eine weiche Polsterung an der Unterseite jedes Riemens beugt Scheuerstellen vor.\n\nDas anatomisch geformte, mit Leder bezogene Fußbett bietet eine sanfte Gewölbestütze und eine Fersenmulde für sichere Schritte. Die leichte, rutschfeste Laufsohle gibt festen Halt, und das Fußbett lässt sich mit einem leicht feuchten Tuch auffrischen.',
      },
      en: {
        title: 'Adjustable Orthopaedic Sandal for Women',
        summary:
          "A supportive women's sandal with three adjustable straps and a contoured footbed for a secure, personal fit all summer long.",
        description:
          'Three touch-fastening straps across the toes, instep and heel adjust independently, so the sandal fits neatly on narrow or wide feet, even as they change during the day. Soft padding on the underside of each strap helps prevent rubbing.\n\nThe contoured, leather-covered footbed offers gentle arch support and a cupped heel for steady steps. A lightweight, non-slip sole keeps you sure-footed, and the footbed can be freshened up with a slightly damp cloth.',
      },
      cs: {
        title: 'Nastavitelné dámské ortopedické sandály',
        summary: 'Dámské sandály se třemi nastavitelnými pásky a tvarovanou stélkou pro pevné a individuální usazení na noze po celé léto.',
        description:
          'Tři pásky na suchý zip přes prsty, nárt a patu se nastavují nezávisle, takže sandál dobře sedí na úzké i široké noze, i když se během dne mění. Měkké polstrování na spodní straně každého pásku pomáhá předcházet odírání.\n\nTvarovaná stélka potažená kůží nabízí jemnou podporu klenby a vyhloubené lůžko paty pro jistý krok. Lehká protiskluzová podrážka dává pevnou oporu a stélku lze osvěžit mírně navlhčeným hadříkem.',
      },
      es: {
        title: 'Sandalia ortopédica regulable para mujer',
        summary:
          'Sandalia de mujer con tres tiras regulables y plantilla anatómica para un ajuste firme y personalizado durante todo el verano.',
        description:
          'Las tres tiras de cierre adherente sobre los dedos, el empeine y el talón se ajustan por separado, para que la sandalia se adapte a pies estrechos o anchos, aunque cambien a lo largo del día. Un acolchado suave en la cara interior de cada tira ayuda a evitar rozaduras.\n\nLa plantilla anatómica forrada de piel ofrece un suave soporte del arco y una cazoleta en el talón para pisar con seguridad. La suela ligera y antideslizante da un agarre firme, y la plantilla se refresca con un paño ligeramente húmedo.',
      },
      fr: {
        title: 'Sandale orthopédique réglable pour femme',
        summary:
          "Sandale femme à trois brides réglables et semelle anatomique, pour un maintien sûr et un ajustement personnalisé tout l'été.",
        description:
          'Les trois brides auto-agrippantes sur les orteils, le cou-de-pied et le talon se règlent séparément, pour un chaussant juste sur pied fin ou large, même si vos pieds évoluent au fil de la journée. Un rembourrage doux sous chaque bride aide à éviter les frottements.\n\nLa semelle anatomique recouverte de cuir offre un léger soutien de la voûte plantaire et un talon en creux pour une démarche assurée. La semelle extérieure légère et antidérapante garantit une bonne adhérence, et la semelle intérieure se rafraîchit avec un chiffon légèrement humide.',
      },
      hu: {
        title: 'Állítható női ortopéd szandál',
        summary:
          'Támasztó női szandál három állítható pánttal és anatómiai talpággyal a biztos, egyénre szabott illeszkedésért egész nyáron.',
        description:
          'A lábujjak, a rüszt és a sarok feletti három tépőzáras pánt egymástól függetlenül állítható, így a szandál keskeny és széles lábon is jól illeszkedik, még ha a lába napközben változik is. Az egyes pántok belső oldalán lévő puha párnázás segít megelőzni a kidörzsölődést.\n\nAz anatómiai, bőrrel bevont talpágy enyhe boltozattámaszt és mélyített sarokrészt kínál a biztos lépésekhez. A könnyű, csúszásmentes talp stabil tartást ad, a talpágy pedig enyhén nedves ruhával felfrissíthető.',
      },
      ja: {
        title: 'アーチサポート付き調節式レディースサンダル',
        summary: '3本の調節式ストラップと足裏に沿うフットベッドで、夏じゅう自分の足にぴったり合わせられるレディースサンダルです。',
        description:
          'つま先・甲・かかとの3本の面ファスナー式ストラップはそれぞれ個別に調節でき、細い足にも幅広の足にも、一日の中で変化する足にもフィットします。各ストラップの裏側にはやわらかなクッションを施し、擦れを抑えます。\n\n本革で覆われた立体フットベッドが土踏まずをやさしく支え、かかとを包むくぼみが安定した歩行をサポートします。軽量で滑りにくいソールが足元を支え、フットベッドは軽く湿らせた布で拭いてお手入れできます。',
      },
      ro: {
        title: 'Sandale ortopedice reglabile pentru femei',
        summary:
          'Sandale de damă cu trei bride reglabile și talpă interioară anatomică, pentru o potrivire sigură și personalizată toată vara.',
        description:
          'Cele trei bride cu arici, peste degete, rist și călcâi, se reglează independent, astfel încât sandaua se potrivește pe picioare înguste sau late, chiar dacă acestea se schimbă pe parcursul zilei. Căptușeala moale de pe interiorul fiecărei bride ajută la prevenirea frecării.\n\nPatul anatomic, îmbrăcat în piele, oferă un suport delicat pentru arcadă și un locaș adâncit pentru călcâi, pentru pași siguri. Talpa exterioară, ușoară și antiderapantă, asigură o priză bună, iar patul plantar se împrospătează cu o cârpă ușor umedă.',
      },
      sk: {
        title: 'Nastaviteľné dámske ortopedické sandále',
        summary:
          'Dámske sandále s tromi nastaviteľnými pásikmi a tvarovanou stielkou pre pevné a individuálne usadenie na nohe počas celého leta.',
        description:
          'Tri pásiky na suchý zips cez prsty, priehlavok a pätu sa nastavujú nezávisle, takže sandál dobre sedí na úzkej aj širokej nohe, aj keď sa počas dňa mení. Mäkké polstrovanie na spodnej strane každého pásika pomáha predchádzať odieraniu.\n\nTvarovaná stielka potiahnutá kožou ponúka jemnú oporu klenby a vyhĺbené lôžko päty pre istý krok. Ľahká protišmyková podrážka dáva pevnú oporu a stielku možno osviežiť mierne navlhčenou handričkou.',
      },
      pl: {
        title: 'Regulowane damskie sandały ortopedyczne',
        summary:
          'Damskie sandały z trzema regulowanymi paskami i wyprofilowaną wkładką, które zapewniają pewne, indywidualne dopasowanie przez całe lato.',
        description:
          'Trzy paski na rzepy nad palcami, na podbiciu i przy pięcie reguluje się niezależnie, dzięki czemu sandał dobrze leży na wąskiej i szerokiej stopie, nawet gdy zmienia się ona w ciągu dnia. Miękkie wyściełanie od spodu każdego paska pomaga zapobiegać obtarciom.\n\nWyprofilowana wkładka pokryta skórą delikatnie podpiera łuk stopy, a wgłębienie na piętę zapewnia pewny krok. Lekka, antypoślizgowa podeszwa daje solidną przyczepność, a wkładkę można odświeżyć lekko wilgotną ściereczką.',
      },
    },
  },
  {
    sku: 'CMF-113',
    sizeChart: 'men',
    featuredRank: 13,
    createdAt: '2026-04-02',
    colours: ['brown', 'tan'],
    sizes: ['40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 5995, compareAt: null },
      USD: { amount: 6495, compareAt: null },
      CZK: { amount: 149000, compareAt: null },
      GBP: { amount: 5195, compareAt: null },
      HUF: { amount: 23490, compareAt: null },
      JPY: { amount: 9790, compareAt: null },
      RON: { amount: 29995, compareAt: null },
      PLN: { amount: 25995, compareAt: null },
      AUD: { amount: 9995, compareAt: null },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 10, badge: 'most_popular' },
      { quantity: 3, percentOff: 20, badge: 'great_offer' },
    ],
    collections: ['sandals'],
    text: {
      de: {
        title: 'Bequeme Ledersandale für Herren',
        summary:
          'Klassische Herren-Ledersandale mit verstellbaren Schnallen und gepolstertem, stützendem Fußbett für entspannte Sommertage in Stadt und Urlaub.',
        description:
          'Weiche Lederriemen mit verstellbaren Schnallen über dem Rist und um die Ferse sorgen für festen Halt, den Sie jederzeit lockern oder nachziehen können. Das glatte Lederfutter fühlt sich auf nackter Haut angenehm an.\n\nDas gepolsterte Fußbett mit geformter Gewölbestütze bleibt auch auf langen Spaziergängen bequem, und die strapazierfähige Gummisohle greift auf trockenem wie nassem Untergrund. Wischen Sie das Leder mit einem feuchten Tuch ab und pflegen Sie es gelegentlich mit einem Lederpflegemittel.',
      },
      en: {
        title: "Men's Leather Comfort Sandal",
        summary:
          "A classic men's leather sandal with adjustable buckles and a cushioned, supportive footbed for easy summer days in town or on holiday.",
        description:
          'Soft leather straps with adjustable buckles over the instep and around the heel give a secure fit that you can loosen or tighten whenever you like. The smooth leather lining feels gentle on bare skin.\n\nA cushioned footbed with moulded arch support keeps you comfortable on long walks, and the durable rubber sole grips well on dry and wet ground. Wipe the leather with a damp cloth and treat it now and then with a leather care product.',
      },
      cs: {
        title: 'Pohodlné pánské kožené sandály',
        summary:
          'Klasické pánské kožené sandály s nastavitelnými přezkami a polstrovanou stélkou s podporou klenby pro pohodové letní dny ve městě i na dovolené.',
        description:
          'Měkké kožené pásky s nastavitelnými přezkami přes nárt a kolem paty zajistí pevné usazení, které můžete kdykoli povolit nebo utáhnout. Hladká kožená podšívka je příjemná i na bosé noze.\n\nPolstrovaná stélka s tvarovanou podporou klenby zůstává pohodlná i na dlouhých procházkách a odolná pryžová podrážka drží na suchém i mokrém povrchu. Kůži otírejte vlhkým hadříkem a čas od času ji ošetřete přípravkem na kůži.',
      },
      es: {
        title: 'Sandalia cómoda de piel para hombre',
        summary:
          'Sandalia clásica de piel para hombre con hebillas regulables y plantilla acolchada para disfrutar del verano en la ciudad o de vacaciones.',
        description:
          'Las tiras de piel suave con hebillas regulables sobre el empeine y alrededor del talón ofrecen una sujeción firme que puedes aflojar o apretar cuando quieras. El forro de piel lisa resulta agradable en contacto directo con el pie.\n\nLa plantilla acolchada con soporte del arco moldeado mantiene la comodidad en paseos largos, y la resistente suela de goma agarra bien sobre suelo seco o mojado. Limpia la piel con un paño húmedo y nútrela de vez en cuando con un producto para cuero.',
      },
      fr: {
        title: 'Sandale confort en cuir pour homme',
        summary:
          "Sandale homme classique en cuir, avec boucles réglables et semelle rembourrée, pour des journées d'été agréables en ville ou en vacances.",
        description:
          "Les brides en cuir souple, munies de boucles réglables sur le cou-de-pied et autour du talon, assurent un bon maintien que vous pouvez desserrer ou resserrer à volonté. La doublure en cuir lisse est agréable pieds nus.\n\nLa semelle intérieure rembourrée avec soutien de voûte moulé reste confortable lors des longues balades, et la semelle en caoutchouc résistante accroche sur sol sec comme mouillé. Essuyez le cuir avec un chiffon humide et nourrissez-le de temps en temps avec un produit d'entretien adapté.",
      },
      hu: {
        title: 'Kényelmes férfi bőrszandál',
        summary:
          'Klasszikus férfi bőrszandál állítható csatokkal és párnázott, támasztó talpággyal a kellemes nyári napokhoz a városban vagy nyaraláson.',
        description:
          'A puha bőrpántok állítható csatokkal a rüszt felett és a sarok körül biztos tartást adnak, amelyet bármikor lazíthat vagy szoríthat. A sima bőrbélés mezítláb is kellemes érzést nyújt.\n\nA formázott boltozattámasszal ellátott párnázott talpágy hosszú séták során is kényelmes marad, a strapabíró gumitalp pedig száraz és nedves felületen is jól tapad. A bőrt nedves ruhával törölje át, és időnként ápolja bőrápoló szerrel.',
      },
      ja: {
        title: 'メンズ本革コンフォートサンダル',
        summary:
          '調節できるバックルとクッション性の高いフットベッドを備えた、街歩きにも旅行にも活躍するクラシックなメンズ本革サンダルです。',
        description:
          '甲とかかとのやわらかな本革ストラップはバックルで調節でき、その日の足に合わせて締めたり緩めたりできます。なめらかな本革の裏地は素足にもやさしい肌ざわりです。\n\n土踏まずを支えるクッション入りの成形フットベッドは長い散歩でも快適で、耐久性のあるラバーソールは乾いた路面でも濡れた路面でもしっかりグリップします。革は湿らせた布で拭き、ときどき専用のクリームでお手入れしてください。',
      },
      ro: {
        title: 'Sandale comode din piele pentru bărbați',
        summary:
          'Sandale clasice din piele pentru bărbați, cu catarame reglabile și talpă interioară căptușită, pentru zile de vară relaxate în oraș sau în vacanță.',
        description:
          'Bridele din piele moale, cu catarame reglabile peste rist și în jurul călcâiului, oferă o fixare sigură pe care o poți slăbi sau strânge oricând. Căptușeala din piele netedă este plăcută și pe piciorul gol.\n\nTalpa interioară căptușită, cu suport modelat pentru arcadă, rămâne confortabilă la plimbări lungi, iar talpa rezistentă din cauciuc aderă bine pe teren uscat sau umed. Șterge pielea cu o cârpă umedă și hrănește-o din când în când cu un produs de îngrijire pentru piele.',
      },
      sk: {
        title: 'Pohodlné pánske kožené sandále',
        summary:
          'Klasické pánske kožené sandále s nastaviteľnými prackami a polstrovanou stielkou pre pohodové letné dni v meste aj na dovolenke.',
        description:
          'Mäkké kožené pásiky s nastaviteľnými prackami cez priehlavok a okolo päty zaistia pevné usadenie, ktoré môžete kedykoľvek povoliť alebo utiahnuť. Hladká kožená podšívka je príjemná aj na bosej nohe.\n\nPolstrovaná stielka s tvarovanou oporou klenby zostáva pohodlná aj na dlhých prechádzkach a odolná gumová podrážka drží na suchom aj mokrom povrchu. Kožu utierajte vlhkou handričkou a občas ju ošetrite prípravkom na kožu.',
      },
      pl: {
        title: 'Wygodne męskie sandały skórzane',
        summary:
          'Klasyczne męskie sandały ze skóry z regulowanymi sprzączkami i miękką, podpierającą wkładką na spokojne letnie dni w mieście i na urlopie.',
        description:
          'Miękkie skórzane paski z regulowanymi sprzączkami na podbiciu i wokół pięty zapewniają pewne trzymanie, które w każdej chwili można poluzować lub zacisnąć. Gładka skórzana wyściółka jest przyjemna w dotyku nawet dla bosej stopy.\n\nAmortyzująca wkładka z wyprofilowanym podparciem łuku pozostaje wygodna podczas długich spacerów, a wytrzymała gumowa podeszwa dobrze trzyma się suchej i mokrej nawierzchni. Skórę przecieraj wilgotną ściereczką i od czasu do czasu zabezpiecz ją środkiem do pielęgnacji skóry.',
      },
    },
  },
  {
    sku: 'CMF-114',
    sizeChart: 'unisex',
    featuredRank: 14,
    createdAt: '2025-11-05',
    colours: ['tan', 'brown', 'black'],
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 4595, compareAt: 5495 },
      USD: { amount: 4995, compareAt: 5995 },
      CZK: { amount: 114900, compareAt: 139000 },
      GBP: { amount: 3995, compareAt: 4695 },
      HUF: { amount: 17990, compareAt: 21490 },
      JPY: { amount: 7490, compareAt: 8990 },
      RON: { amount: 22995, compareAt: 27995 },
      PLN: { amount: 19995, compareAt: 23995 },
      AUD: { amount: 7495, compareAt: 8995 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'great_offer' },
      { quantity: 3, percentOff: 25, badge: 'most_popular' },
      { quantity: 4, percentOff: 35, badge: 'big_discount' },
    ],
    collections: ['sandals'],
    text: {
      de: {
        title: 'Pantolette mit Korkfußbett und zwei Riemen',
        summary:
          'Klassische Pantolette mit zwei Riemen und natürlichem Korkfußbett, das sich nach und nach Ihrem Fuß anpasst und angenehmen Halt gibt.',
        description:
          'Das Fußbett aus Kork und Latex passt sich mit der Zeit der Form Ihrer Füße an, und die erhöhte Gewölbestütze, die tiefe Fersenmulde und der Zehengreifwulst unterstützen ein natürliches Abrollen. Ein weicher Veloursleder-Bezug fühlt sich auf nackter Haut angenehm an.\n\nZwei breite Riemen mit Metallschnallen lassen sich über dem Fuß individuell einstellen. Die leichte, flexible Laufsohle dämpft jeden Schritt auf hartem Pflaster; halten Sie den Kork von direkter Hitze fern und weichen Sie ihn nicht in Wasser ein.',
      },
      en: {
        title: 'Cork Footbed Slide with Two Straps',
        summary:
          'A classic two-strap slide with a natural cork footbed that gradually moulds to your feet for personal, supportive comfort.',
        description:
          'The cork and latex footbed gradually adapts to the shape of your feet, with a raised arch, deep heel cup and toe bar that encourage a natural stride. A soft suede lining on top feels pleasant on bare skin.\n\nTwo wide straps with metal buckles let you adjust the fit across the foot. The lightweight, flexible sole cushions each step on hard pavements; keep the cork away from direct heat and avoid soaking it in water.',
      },
      cs: {
        title: 'Korkové nazouváky se dvěma pásky',
        summary:
          'Klasické nazouváky se dvěma pásky a přírodní korkovou stélkou, která se postupně přizpůsobí vašim chodidlům a poskytne příjemnou oporu.',
        description:
          'Stélka z korku a latexu se časem přizpůsobí tvaru vašich chodidel a zvýšená podpora klenby, hluboké lůžko paty a opěrka prstů napomáhají přirozené chůzi. Měkký semišový povrch je příjemný i na bosé noze.\n\nDva široké pásky s kovovými přezkami umožňují nastavit nazouváky přesně podle nohy. Lehká ohebná podrážka tlumí každý krok na tvrdé dlažbě; korek chraňte před přímým teplem a nenamáčejte ho do vody.',
      },
      es: {
        title: 'Sandalia de dos tiras con plantilla de corcho',
        summary:
          'Sandalia clásica de dos tiras con plantilla de corcho natural que se adapta poco a poco a tus pies para un confort personal y con buen soporte.',
        description:
          'La plantilla de corcho y látex se adapta con el tiempo a la forma de tus pies, y el arco elevado, la cazoleta profunda del talón y el reborde para los dedos favorecen un paso natural. El forro de ante suave resulta agradable con el pie descalzo.\n\nLas dos tiras anchas con hebillas metálicas permiten ajustar la sandalia a tu pie. La suela ligera y flexible amortigua cada paso sobre el pavimento duro; mantén el corcho alejado del calor directo y evita sumergirlo en agua.',
      },
      fr: {
        title: 'Mule à deux brides avec semelle en liège',
        summary:
          'Mule classique à deux brides avec semelle en liège naturel, qui se façonne peu à peu selon vos pieds pour un confort personnalisé.',
        description:
          "La semelle en liège et latex s'adapte au fil du temps à la forme de vos pieds, tandis que la voûte surélevée, le talon creusé et le relief sous les orteils favorisent une marche naturelle. Le revêtement en daim souple est agréable pieds nus.\n\nLes deux larges brides à boucles métalliques permettent d'ajuster la mule sur le pied. La semelle extérieure légère et souple amortit chaque pas sur les sols durs ; tenez le liège à l'écart des sources de chaleur et évitez de le tremper dans l'eau.",
      },
      hu: {
        title: 'Kétpántos papucs parafa talpággyal',
        summary:
          'Klasszikus kétpántos papucs természetes parafa talpággyal, amely fokozatosan felveszi a lába formáját a személyre szabott kényelemért.',
        description:
          'A parafából és latexből készült talpágy idővel a lába formájához igazodik, a megemelt boltozat, a mély sarokrész és a lábujjtámasz pedig segíti a természetes járást. A puha velúrbőr borítás mezítláb is kellemes.\n\nA két széles, fémcsatos pánt a lábfejen egyénileg állítható. A könnyű, hajlékony talp minden lépést csillapít a kemény burkolaton; a parafát óvja a közvetlen hőtől, és ne áztassa vízbe.',
      },
      ja: {
        title: 'コルクフットベッドの2本ベルトサンダル',
        summary: '天然コルクのフットベッドが少しずつ足の形になじみ、自分だけの快適な履き心地に育つ定番の2本ベルトサンダルです。',
        description:
          'コルクとラテックスのフットベッドは履くほどに足の形になじみ、盛り上がったアーチ、深いヒールカップ、つま先のグリップが自然な歩行を助けます。表面のやわらかなスエードは素足でも心地よい肌ざわりです。\n\n金属バックル付きの2本の幅広ベルトで甲まわりを調節でき、軽くしなやかなソールが硬い路面での歩行をやわらげます。コルク部分は高温になる場所を避け、水に浸さないようにしてください。',
      },
      ro: {
        title: 'Șlapi cu două barete și talpă din plută',
        summary:
          'Șlapi clasici cu două barete și talpă interioară din plută naturală, care se mulează treptat după picior pentru un confort personalizat.',
        description:
          'Talpa interioară din plută și latex se adaptează în timp la forma picioarelor, iar arcada înălțată, locașul adânc pentru călcâi și sprijinul pentru degete susțin un mers natural. Învelișul moale din piele întoarsă este plăcut și pe piciorul gol.\n\nCele două barete late, cu catarame metalice, se reglează ușor pe lățimea piciorului. Talpa exterioară ușoară și flexibilă amortizează fiecare pas pe suprafețe dure; ferește pluta de căldura directă și nu o înmuia în apă.',
      },
      sk: {
        title: 'Korkové šľapky s dvoma pásikmi',
        summary:
          'Klasické šľapky s dvoma pásikmi a prírodnou korkovou stielkou, ktorá sa postupne prispôsobí vašim chodidlám a poskytne príjemnú oporu.',
        description:
          'Stielka z korku a latexu sa časom prispôsobí tvaru vašich chodidiel a zvýšená opora klenby, hlboké lôžko päty a opierka prstov napomáhajú prirodzenej chôdzi. Mäkký semišový povrch je príjemný aj na bosej nohe.\n\nDva široké pásiky s kovovými prackami umožňujú nastaviť šľapky presne podľa nohy. Ľahká ohybná podrážka tlmí každý krok na tvrdej dlažbe; korok chráňte pred priamym teplom a nenamáčajte ho do vody.',
      },
      pl: {
        title: 'Klapki z korkową wkładką i dwoma paskami',
        summary:
          'Klasyczne klapki z dwoma paskami i naturalną korkową wkładką, która stopniowo dopasowuje się do stóp, zapewniając wygodę i podparcie.',
        description:
          'Wkładka z korka i lateksu z czasem dopasowuje się do kształtu stóp, a uniesione podparcie łuku, głęboka miseczka pięty i wałek pod palcami wspierają naturalny chód. Miękkie zamszowe pokrycie jest przyjemne nawet dla bosej stopy.\n\nDwa szerokie paski z metalowymi sprzączkami pozwalają dopasować klapki do stopy. Lekka, elastyczna podeszwa amortyzuje każdy krok na twardej nawierzchni; chroń korek przed bezpośrednim ciepłem i nie mocz go w wodzie.',
      },
    },
  },
  {
    sku: 'CMF-115',
    sizeChart: 'women',
    featuredRank: 15,
    createdAt: '2026-05-19',
    colours: ['beige', 'black', 'tan'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 6995, compareAt: 8795 },
      USD: { amount: 7495, compareAt: 9495 },
      CZK: { amount: 169000, compareAt: 219000 },
      GBP: { amount: 5995, compareAt: 7495 },
      HUF: { amount: 26990, compareAt: 34490 },
      JPY: { amount: 11490, compareAt: 14490 },
      RON: { amount: 34995, compareAt: 43995 },
      PLN: { amount: 29995, compareAt: 37995 },
      AUD: { amount: 11495, compareAt: 14495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 18, badge: 'most_popular' },
      { quantity: 3, percentOff: 28, badge: 'biggest_savings' },
    ],
    collections: ['sandals', 'wide-fit'],
    text: {
      de: {
        title: 'Bequeme Keilsandale mit weiter Passform',
        summary:
          'Leichte Keilsandale in großzügiger Weite mit gepolstertem Fußbett und verstellbaren Riemen für angenehmen Tragekomfort mit etwas mehr Höhe.',
        description:
          'Der moderate, leichte Keilabsatz schenkt Ihnen etwas Höhe und verteilt das Gewicht über die gesamte Sohle für sichere Schritte. Die großzügige Weite und die weich gepolsterten Riemen geben breiteren Füßen Platz, ohne einzuengen.\n\nEin verstellbarer Knöchelriemen mit Klettlasche hält die Sandale sicher am Fuß. Das gepolsterte Fußbett mit sanfter Gewölbestütze und die rutschfeste Gummisohle sorgen vom Morgen bis zum Abend für Komfort.',
      },
      en: {
        title: 'Wide-Fit Wedge Comfort Sandal',
        summary:
          'A lightweight wedge sandal in a generous wide fit, with a cushioned footbed and adjustable straps for comfortable height all day.',
        description:
          'The moderate, lightweight wedge adds a little height while spreading your weight along the whole sole for steady steps. A generous wide fit and soft, padded straps give broader feet room without pinching.\n\nAn adjustable ankle strap with a touch-fastening tab holds the sandal securely in place. The cushioned footbed with gentle arch support and the non-slip rubber outsole keep you comfortable from morning to evening.',
      },
      cs: {
        title: 'Pohodlné sandály na klínku v širším střihu',
        summary:
          'Lehké sandály na klínku v širším střihu s polstrovanou stélkou a nastavitelnými pásky pro pohodlí a trochu výšky po celý den.',
        description:
          'Mírný lehký klínek přidá trochu výšky a zároveň rozloží váhu po celé podrážce pro jistý krok. Velkorysá šíře a měkce polstrované pásky dopřejí širším chodidlům místo, aniž by tlačily.\n\nNastavitelný pásek kolem kotníku se suchým zipem drží sandál pevně na noze. Polstrovaná stélka s jemnou podporou klenby a protiskluzová pryžová podrážka zajistí pohodlí od rána do večera.',
      },
      es: {
        title: 'Sandalia cómoda de cuña en horma ancha',
        summary:
          'Sandalia de cuña ligera con horma ancha, plantilla acolchada y tiras regulables para ganar algo de altura con comodidad todo el día.',
        description:
          'La cuña moderada y ligera aporta algo de altura y reparte el peso por toda la suela para pisar con seguridad. La horma amplia y las tiras suaves y acolchadas dejan espacio a los pies anchos sin apretar.\n\nLa tira regulable al tobillo con cierre adherente mantiene la sandalia bien sujeta. La plantilla acolchada con suave soporte del arco y la suela de goma antideslizante te acompañan cómodamente de la mañana a la noche.',
      },
      fr: {
        title: 'Sandale compensée confort à chaussant large',
        summary:
          'Sandale compensée légère au chaussant large, avec semelle rembourrée et brides réglables, pour gagner un peu de hauteur en tout confort.',
        description:
          'Le talon compensé, modéré et léger, apporte un peu de hauteur tout en répartissant le poids sur toute la semelle pour une démarche assurée. Le chaussant généreux et les brides souples et rembourrées laissent de la place aux pieds larges sans les serrer.\n\nLa bride de cheville réglable à languette auto-agrippante maintient bien la sandale. La semelle intérieure rembourrée avec léger soutien de la voûte et la semelle en caoutchouc antidérapante vous accompagnent confortablement du matin au soir.',
      },
      hu: {
        title: 'Kényelmes, széles éktalpú szandál',
        summary:
          'Könnyű, bő fazonú éktalpú szandál párnázott talpággyal és állítható pántokkal a kényelmes, egész napos viselethez egy kis extra magassággal.',
        description:
          'A mérsékelt, könnyű éktalp egy kis magasságot ad, miközben a testsúlyt az egész talpon elosztja a biztos lépésekért. A bő szabás és a puhán párnázott pántok helyet adnak a szélesebb lábfejnek, szorítás nélkül.\n\nAz állítható, tépőzáras bokapánt biztosan a lábon tartja a szandált. Az enyhe boltozattámasszal ellátott párnázott talpágy és a csúszásmentes gumitalp reggeltől estig kényelmet nyújt.',
      },
      ja: {
        title: '幅広ウェッジソールのコンフォートサンダル',
        summary:
          '軽量なウェッジソールとゆったりした幅広設計、クッション入りフットベッドで、程よい高さと快適さを一日中楽しめるサンダルです。',
        description:
          'ほどよい高さの軽量ウェッジが足裏全体で体重を受け止め、安定した歩行をサポートします。ゆとりのある幅広設計とやわらかなクッション入りストラップが、幅の広い足も締めつけません。\n\n足首の面ファスナー式ストラップは調節可能で、サンダルをしっかりと固定します。土踏まずをやさしく支えるクッションフットベッドと滑りにくいラバーソールで、朝から晩まで快適に過ごせます。',
      },
      ro: {
        title: 'Sandale comode cu platformă și calapod lat',
        summary:
          'Sandale ușoare cu platformă și calapod lat, cu talpă interioară căptușită și bride reglabile, pentru puțină înălțime și confort toată ziua.',
        description:
          'Platforma moderată și ușoară adaugă puțină înălțime și distribuie greutatea pe întreaga talpă, pentru pași siguri. Calapodul generos și bridele moi, căptușite, lasă loc picioarelor mai late, fără să strângă.\n\nBareta reglabilă de la gleznă, cu arici, ține sandaua bine fixată pe picior. Talpa interioară căptușită, cu suport delicat pentru arcadă, și talpa antiderapantă din cauciuc te însoțesc confortabil de dimineața până seara.',
      },
      sk: {
        title: 'Pohodlné sandále na klinovom podpätku',
        summary:
          'Ľahké sandále na klinovom podpätku v širšom strihu s polstrovanou stielkou a nastaviteľnými pásikmi pre pohodlie a trochu výšky celý deň.',
        description:
          'Mierny ľahký klinový podpätok pridá trochu výšky a zároveň rozloží váhu po celej podrážke pre istý krok. Veľkorysá šírka a mäkko polstrované pásiky doprajú širším chodidlám miesto bez tlačenia.\n\nNastaviteľný pásik okolo členka so suchým zipsom drží sandál pevne na nohe. Polstrovaná stielka s jemnou oporou klenby a protišmyková gumová podrážka zaistia pohodlie od rána do večera.',
      },
      pl: {
        title: 'Wygodne sandały na koturnie o szerokim kroju',
        summary:
          'Lekkie sandały na koturnie o szerokim kroju z wyściełaną wkładką i regulowanymi paskami, zapewniające wygodę i odrobinę wzrostu przez cały dzień.',
        description:
          'Umiarkowany, lekki koturn dodaje nieco wzrostu i rozkłada ciężar ciała na całą podeszwę, zapewniając pewny krok. Obszerny krój i miękko wyściełane paski dają szerszym stopom miejsce bez uciskania.\n\nRegulowany pasek wokół kostki zapinany na rzep pewnie utrzymuje sandał na stopie. Wyściełana wkładka z delikatnym podparciem łuku i antypoślizgowa gumowa podeszwa zapewniają komfort od rana do wieczora.',
      },
    },
  },
  {
    sku: 'CMF-116',
    sizeChart: 'women',
    featuredRank: 16,
    createdAt: '2026-09-28',
    colours: ['grey', 'pink', 'navy'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 4195, compareAt: null },
      USD: { amount: 4495, compareAt: null },
      CZK: { amount: 104900, compareAt: null },
      GBP: { amount: 3595, compareAt: null },
      HUF: { amount: 15990, compareAt: null },
      JPY: { amount: 6790, compareAt: null },
      RON: { amount: 20995, compareAt: null },
      PLN: { amount: 17995, compareAt: null },
      AUD: { amount: 6895, compareAt: null },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 20, badge: 'big_discount' },
      { quantity: 3, percentOff: 30, badge: 'biggest_savings' },
    ],
    collections: ['slippers'],
    text: {
      de: {
        title: 'Kuscheliger Damen-Hausschuh mit Viskoschaum',
        summary:
          'Kuscheliger Damen-Hausschuh mit Einlegesohle aus Viskoschaum und weichem Plüschfutter, der Ihre Füße zu Hause warm umhüllt.',
        description:
          'Die Einlegesohle aus viskoelastischem Schaum passt sich sanft der Form Ihres Fußes an und federt nach jedem Schritt zurück. Weiches Plüschfutter und ein gepolsterter Einstieg halten die Füße warm, ohne zu drücken.\n\nDie geräumige Zehenpartie lässt den Zehen Platz zum Entspannen, und die profilierte, rutschfeste Sohle gibt sicheren Halt auf Fliesen und Holzböden. Von Hand in lauwarmem Wasser waschen und fern von Heizkörpern an der Luft trocknen lassen.',
      },
      en: {
        title: "Women's Memory-Foam Comfort Slipper",
        summary: "A cosy women's slipper with a memory-foam insole and soft plush lining that wraps your feet in warmth at home.",
        description:
          'The memory-foam insole gently moulds to the shape of your foot and springs back after every step. A soft plush lining and a padded collar keep your feet warm without feeling tight.\n\nThe roomy toe area gives your toes space to relax, and the textured, non-slip sole grips confidently on tiles and wooden floors. Hand wash in lukewarm water and let the slippers air-dry away from radiators.',
      },
      cs: {
        title: 'Dámské bačkory s paměťovou pěnou',
        summary: 'Útulné dámské bačkory s vložkou z paměťové pěny a měkkou plyšovou podšívkou, které doma zahřejí vaše chodidla.',
        description:
          'Vložka z paměťové pěny se jemně přizpůsobí tvaru chodidla a po každém kroku se vrátí do původního tvaru. Měkká plyšová podšívka a polstrovaný lem udrží nohy v teple, aniž by tlačily.\n\nProstorná špička dává prstům dost místa k uvolnění a vzorovaná protiskluzová podrážka jistě drží na dlažbě i dřevěné podlaze. Perte ručně ve vlažné vodě a nechte volně uschnout mimo radiátory.',
      },
      es: {
        title: 'Zapatilla de casa de mujer con espuma viscoelástica',
        summary:
          'Zapatilla de casa para mujer con plantilla de espuma viscoelástica y suave forro de peluche que envuelve tus pies de calidez.',
        description:
          'La plantilla de espuma viscoelástica se adapta suavemente a la forma del pie y recupera su forma tras cada paso. El suave forro de peluche y el cuello acolchado mantienen los pies calentitos sin apretar.\n\nLa puntera amplia deja que los dedos se relajen, y la suela antideslizante con relieve agarra bien sobre baldosas y suelos de madera. Lávalas a mano en agua tibia y déjalas secar al aire, lejos de los radiadores.',
      },
      fr: {
        title: 'Chausson femme à mémoire de forme',
        summary:
          'Chausson douillet pour femme avec semelle intérieure à mémoire de forme et doublure peluche toute douce qui enveloppe vos pieds de chaleur.',
        description:
          "La semelle intérieure en mousse à mémoire de forme épouse en douceur la forme du pied et reprend son volume après chaque pas. La doublure peluche et le col rembourré gardent vos pieds au chaud sans les comprimer.\n\nL'avant spacieux laisse aux orteils la place de se détendre, et la semelle antidérapante texturée offre une bonne adhérence sur le carrelage comme sur le parquet. Lavez-les à la main à l'eau tiède et laissez-les sécher à l'air libre, loin des radiateurs.",
      },
      hu: {
        title: 'Női memóriahabos kényelmi papucs',
        summary: 'Meleg női papucs memóriahabos talpbetéttel és puha plüssbéléssel, amely otthon kellemes meleggel öleli körül a lábát.',
        description:
          'A memóriahabos talpbetét finoman felveszi a láb formáját, és minden lépés után visszanyeri alakját. A puha plüssbélés és a párnázott szegély melegen tartja a lábat anélkül, hogy szorítana.\n\nA tágas orrész teret hagy a lábujjaknak a pihenéshez, a mintázott, csúszásmentes talp pedig biztosan tapad csempén és fapadlón. Langyos vízben, kézzel mossa, és radiátortól távol, levegőn szárítsa.',
      },
      ja: {
        title: '低反発クッションのレディースルームシューズ',
        summary: '低反発インソールとやわらかなボア裏地で、おうち時間の足をあたたかく包み込むレディースルームシューズです。',
        description:
          '低反発フォームのインソールが足の形にやさしくなじみ、一歩ごとにゆっくりと元の形に戻ります。やわらかなボアの裏地とクッション入りの履き口が、締めつけ感なく足をあたたかく保ちます。\n\nゆったりとしたつま先まわりで指先もリラックスでき、滑りにくい凹凸ソールはタイルやフローリングの上でもしっかりグリップします。ぬるま湯で手洗いし、暖房器具から離して陰干ししてください。',
      },
      ro: {
        title: 'Papuci de casă cu spumă cu memorie',
        summary:
          'Papuci de casă comozi pentru femei, cu branț din spumă cu memorie și căptușeală plușată moale care îți învăluie picioarele în căldură.',
        description:
          'Branțul din spumă cu memorie se mulează ușor după forma piciorului și revine la forma inițială după fiecare pas. Căptușeala plușată moale și gulerul căptușit țin picioarele la căldură, fără să strângă.\n\nVârful încăpător lasă degetele să se relaxeze, iar talpa antiderapantă cu profil aderă bine pe gresie și parchet. Spală-i de mână în apă călduță și lasă-i să se usuce la aer, departe de calorifere.',
      },
      sk: {
        title: 'Dámske papuče s pamäťovou penou',
        summary: 'Útulné dámske papuče s vložkou z pamäťovej peny a mäkkou plyšovou podšívkou, ktoré doma zahrejú vaše chodidlá.',
        description:
          'Vložka z pamäťovej peny sa jemne prispôsobí tvaru chodidla a po každom kroku sa vráti do pôvodného tvaru. Mäkká plyšová podšívka a polstrovaný lem udržia nohy v teple bez tlačenia.\n\nPriestranná špička dáva prstom dosť miesta na uvoľnenie a vzorovaná protišmyková podrážka isto drží na dlažbe aj drevenej podlahe. Perte ručne vo vlažnej vode a nechajte voľne vyschnúť mimo radiátorov.',
      },
      pl: {
        title: 'Damskie kapcie z pianką z pamięcią kształtu',
        summary:
          'Przytulne damskie kapcie z wkładką z pianki z pamięcią kształtu i miękką pluszową podszewką, które w domu otulą Twoje stopy ciepłem.',
        description:
          'Wkładka z pianki z pamięcią kształtu delikatnie dopasowuje się do stopy i po każdym kroku wraca do pierwotnej formy. Miękka pluszowa podszewka i wyściełany brzeg utrzymują stopy w cieple bez uciskania.\n\nPrzestronny nosek daje palcom miejsce na odpoczynek, a antypoślizgowa podeszwa z bieżnikiem pewnie trzyma się płytek i drewnianej podłogi. Pierz ręcznie w letniej wodzie i susz na powietrzu z dala od kaloryferów.',
      },
    },
  },
];
