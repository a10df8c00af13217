import type { SeedCollection } from '../types';

export const collections: SeedCollection[] = [
  {
    id: 'all',
    position: 0,
    text: {
      de: {
        title: 'Alle Produkte',
        description:
          'Entdecken Sie unser gesamtes Sortiment an Komfortschuhen – von orthopädischen Sneakern und Sandalen bis zu warmen Hausschuhen und Stiefeln.',
      },
      en: {
        title: 'All products',
        description: 'Browse our entire range of comfort shoes, from orthopaedic sneakers and sandals to warm slippers and boots.',
      },
      cs: {
        title: 'Všechny produkty',
        description:
          'Prohlédněte si celou naši nabídku pohodlné obuvi – od ortopedických tenisek a sandálů po teplé bačkory a kotníkové boty.',
      },
      es: {
        title: 'Todos los productos',
        description:
          'Descubre toda nuestra gama de calzado cómodo, desde zapatillas y sandalias ortopédicas hasta pantuflas calentitas y botas.',
      },
      fr: {
        title: 'Tous les produits',
        description:
          'Découvrez toute notre gamme de chaussures confort, des baskets et sandales orthopédiques aux chaussons douillets et aux bottines.',
      },
      hu: {
        title: 'Összes termék',
        description:
          'Böngéssze kényelmi cipőink teljes kínálatát az ortopéd sportcipőktől és szandáloktól a meleg papucsokig és csizmákig.',
      },
      ja: {
        title: 'すべての商品',
        description:
          '足にやさしいスニーカーやサンダルから、暖かいルームシューズやブーツまで、コンフォートシューズの全ラインナップをご覧いただけます。',
      },
      ro: {
        title: 'Toate produsele',
        description:
          'Descoperiți întreaga noastră gamă de încălțăminte confortabilă, de la pantofi sport și sandale ortopedice până la papuci de casă călduroși și ghete.',
      },
      sk: {
        title: 'Všetky produkty',
        description:
          'Prezrite si celú našu ponuku pohodlnej obuvi – od ortopedických tenisiek a sandálov až po teplé papuče a členkové topánky.',
      },
      pl: {
        title: 'Wszystkie produkty',
        description: 'Poznaj całą naszą ofertę wygodnego obuwia – od ortopedycznych butów sportowych i sandałów po ciepłe kapcie i botki.',
      },
    },
  },
  {
    id: 'orthopaedic',
    position: 1,
    text: {
      de: {
        title: 'Orthopädische Schuhe',
        description:
          'Schuhe mit anatomischem Fußbett, fester Fersenkappe und Fußgewölbestütze für einen stabilen, bequemen Gang. Die meisten Modelle haben herausnehmbare Einlegesohlen, sodass auch Ihre eigenen Einlagen Platz finden.',
      },
      en: {
        title: 'Orthopaedic Shoes',
        description:
          'Shoes with anatomical footbeds, firm heel counters and arch support for stable, comfortable walking. Most models have removable insoles, so you can use your own orthotics.',
      },
      cs: {
        title: 'Ortopedická obuv',
        description:
          'Obuv s anatomicky tvarovanou stélkou, pevnou patou a oporou klenby pro stabilní a pohodlnou chůzi. Většina modelů má vyjímatelné stélky, takže můžete použít vlastní ortopedické vložky.',
      },
      es: {
        title: 'Calzado ortopédico',
        description:
          'Zapatos con plantilla anatómica, contrafuerte firme y soporte del arco para caminar de forma estable y cómoda. La mayoría de los modelos tienen plantillas extraíbles, así que puedes usar tus propias plantillas ortopédicas.',
      },
      fr: {
        title: 'Chaussures orthopédiques',
        description:
          'Des chaussures avec semelle anatomique, contrefort ferme et soutien de la voûte plantaire pour une marche stable et confortable. La plupart des modèles ont une semelle intérieure amovible pour accueillir vos propres semelles orthopédiques.',
      },
      hu: {
        title: 'Ortopéd cipők',
        description:
          'Anatómiai lábággyal, merev sarokkéreggel és boltozattámasszal ellátott cipők a stabil, kényelmes járásért. A legtöbb modell talpbetéte kivehető, így saját ortopéd betétje is elfér benne.',
      },
      ja: {
        title: '足を支えるサポートシューズ',
        description:
          '足の形に沿ったフットベッド、しっかりしたヒールカウンター、アーチサポートで、安定した快適な歩行を支えるシューズです。多くのモデルはインソールを取り外せるので、お手持ちのインソールも使えます。',
      },
      ro: {
        title: 'Încălțăminte ortopedică',
        description:
          'Încălțăminte cu branț anatomic, contrafort ferm și sprijin pentru arcul plantar, pentru un mers stabil și confortabil. Majoritatea modelelor au branțuri detașabile, pe care le puteți înlocui cu propriile branțuri ortopedice.',
      },
      sk: {
        title: 'Ortopedická obuv',
        description:
          'Obuv s anatomicky tvarovanou stielkou, spevnenou pätou a oporou klenby pre stabilnú a pohodlnú chôdzu. Väčšina modelov má vyberateľné stielky, takže môžete použiť vlastné ortopedické vložky.',
      },
      pl: {
        title: 'Obuwie ortopedyczne',
        description:
          'Buty z anatomiczną wkładką, sztywnym zapiętkiem i wsparciem łuku stopy, które zapewniają stabilny i wygodny chód. Większość modeli ma wyjmowane wkładki, które można zastąpić własnymi wkładkami ortopedycznymi.',
      },
    },
  },
  {
    id: 'diabetic',
    position: 2,
    text: {
      de: {
        title: 'Schuhe für Diabetiker',
        description:
          'Nahtlose, geräumige und verstellbare Schuhe, die Druck und Reibung an empfindlichen Füßen und bei Diabetes so gering wie möglich halten.',
      },
      en: {
        title: 'Shoes for Diabetic Feet',
        description:
          'Seamless, roomy and adjustable shoes designed to keep pressure and rubbing on sensitive and diabetic feet to a minimum.',
      },
      cs: {
        title: 'Obuv pro diabetiky',
        description: 'Bezešvá, prostorná a nastavitelná obuv, která na citlivých nohách a u diabetiků omezuje tlak a tření na minimum.',
      },
      es: {
        title: 'Calzado para diabéticos',
        description:
          'Zapatos sin costuras, amplios y ajustables que reducen al mínimo la presión y el roce en pies sensibles y diabéticos.',
      },
      fr: {
        title: 'Chaussures pour diabétiques',
        description:
          'Des chaussures sans coutures, spacieuses et réglables qui limitent au maximum la pression et les frottements sur les pieds sensibles et diabétiques.',
      },
      hu: {
        title: 'Cipők cukorbetegeknek',
        description:
          'Varrás nélküli, tágas és állítható cipők, amelyek a lehető legkisebbre csökkentik a nyomást és a dörzsölést érzékeny láb és cukorbetegség esetén.',
      },
      ja: {
        title: '糖尿病の方向けシューズ',
        description: '縫い目がなく、ゆとりがあり調節もできるシューズで、敏感な足や糖尿病の方の足への圧迫や擦れをできるだけ抑えます。',
      },
      ro: {
        title: 'Încălțăminte pentru diabetici',
        description:
          'Încălțăminte fără cusături, încăpătoare și reglabilă, care reduce la minimum presiunea și frecarea asupra picioarelor sensibile și ale persoanelor cu diabet.',
      },
      sk: {
        title: 'Obuv pre diabetikov',
        description:
          'Bezšvová, priestranná a nastaviteľná obuv, ktorá na citlivých nohách a u diabetikov obmedzuje tlak a trenie na minimum.',
      },
      pl: {
        title: 'Obuwie dla diabetyków',
        description:
          'Bezszwowe, przestronne i regulowane buty, które ograniczają do minimum ucisk i tarcie wrażliwych stóp, także u osób z cukrzycą.',
      },
    },
  },
  {
    id: 'wide-fit',
    position: 3,
    text: {
      de: {
        title: 'Schuhe in extra Weite',
        description:
          'Extra weite Schuhe mit geräumiger Zehenbox und verstellbaren Verschlüssen für breite Füße, Ballenzehen und Füße, die im Laufe des Tages anschwellen.',
      },
      en: {
        title: 'Wide-Fit Shoes',
        description:
          'Extra-wide shoes with roomy toe boxes and adjustable fastenings for wide feet, bunions and feet that swell during the day.',
      },
      cs: {
        title: 'Obuv pro široká chodidla',
        description:
          'Extra široká obuv s prostornou špičkou a nastavitelným zapínáním pro široká chodidla, vbočené palce a nohy, které během dne otékají.',
      },
      es: {
        title: 'Calzado de horma ancha',
        description:
          'Zapatos extra anchos con puntera amplia y cierres ajustables para pies anchos, juanetes y pies que se hinchan a lo largo del día.',
      },
      fr: {
        title: 'Chaussures pour pieds larges',
        description:
          "Des chaussures extra-larges à l'avant-pied spacieux et aux fermetures réglables, pour les pieds larges, les oignons et les pieds qui gonflent au fil de la journée.",
      },
      hu: {
        title: 'Cipők széles lábra',
        description:
          'Extra széles cipők tágas orrésszel és állítható záródással széles lábra, bütykös lábujjakra és napközben duzzadó lábra.',
      },
      ja: {
        title: '幅広シューズ',
        description:
          'つま先にゆとりがあり、調節できる留め具を備えた幅広シューズです。幅広の足や外反母趾、一日の中でむくみやすい足におすすめです。',
      },
      ro: {
        title: 'Încălțăminte cu calapod lat',
        description:
          'Încălțăminte foarte lată, cu vârf încăpător și închidere reglabilă, pentru picioare late, monturi și picioare care se umflă pe parcursul zilei.',
      },
      sk: {
        title: 'Obuv pre široké chodidlá',
        description:
          'Extra široká obuv s priestrannou špičkou a nastaviteľným zapínaním pre široké chodidlá, vybočené palce a nohy, ktoré počas dňa opúchajú.',
      },
      pl: {
        title: 'Obuwie na szeroką stopę',
        description:
          'Wyjątkowo szerokie buty z przestronnym noskiem i regulowanym zapięciem dla szerokich stóp, przy haluksach oraz dla stóp puchnących w ciągu dnia.',
      },
    },
  },
  {
    id: 'sneakers',
    position: 4,
    text: {
      de: {
        title: 'Bequeme Sneaker',
        description:
          'Leichte, gut gedämpfte Sneaker zum Gehen, Laufen und für jeden Tag – mit stützenden Einlegesohlen und griffigen Sohlen.',
      },
      en: {
        title: 'Comfort Sneakers',
        description: 'Lightweight, cushioned sneakers for walking, running and everyday wear, with supportive insoles and grippy soles.',
      },
      cs: {
        title: 'Pohodlné tenisky',
        description: 'Lehké tenisky s dobrým tlumením na procházky, běh i každodenní nošení, s podpůrnými stélkami a přilnavou podrážkou.',
      },
      es: {
        title: 'Zapatillas cómodas',
        description:
          'Zapatillas ligeras y bien amortiguadas para caminar, correr y el día a día, con plantillas de soporte y suelas con buen agarre.',
      },
      fr: {
        title: 'Baskets confort',
        description:
          'Des baskets légères et bien amorties pour la marche, la course et le quotidien, avec semelles de soutien et semelles extérieures adhérentes.',
      },
      hu: {
        title: 'Kényelmes sportcipők',
        description:
          'Könnyű, jól párnázott sportcipők sétához, futáshoz és a mindennapokra, alátámasztó talpbetétekkel és jól tapadó talppal.',
      },
      ja: {
        title: 'コンフォートスニーカー',
        description:
          'クッション性に優れた軽量スニーカーで、ウォーキングやランニング、普段履きに最適です。足を支えるインソールと滑りにくいソールを備えています。',
      },
      ro: {
        title: 'Pantofi sport confortabili',
        description:
          'Pantofi sport ușori, cu amortizare bună, pentru mers, alergare și purtare zilnică, cu branțuri de susținere și tălpi aderente.',
      },
      sk: {
        title: 'Pohodlné tenisky',
        description:
          'Ľahké tenisky s dobrým tlmením na prechádzky, beh aj každodenné nosenie, s podpornými stielkami a priľnavou podrážkou.',
      },
      pl: {
        title: 'Wygodne buty sportowe',
        description:
          'Lekkie, dobrze amortyzowane buty na spacery, do biegania i na co dzień, z podpierającymi wkładkami i przyczepną podeszwą.',
      },
    },
  },
  {
    id: 'sandals',
    position: 5,
    text: {
      de: {
        title: 'Bequeme Sandalen',
        description:
          'Stützende Sandalen, Pantoletten und Zehentrenner mit anatomisch geformtem Fußbett und verstellbaren Riemen für warme Tage.',
      },
      en: {
        title: 'Comfort Sandals',
        description: 'Supportive sandals, slides and flip-flops with contoured footbeds and adjustable straps for warm days.',
      },
      cs: {
        title: 'Pohodlné sandály',
        description:
          'Sandály, pantofle a žabky s anatomicky tvarovanou stélkou a nastavitelnými pásky, které nohu podpoří i v teplých dnech.',
      },
      es: {
        title: 'Sandalias cómodas',
        description: 'Sandalias y chanclas con plantilla anatómica y tiras ajustables que sujetan bien el pie en los días de calor.',
      },
      fr: {
        title: 'Sandales confort',
        description: 'Des sandales, mules et tongs avec semelle anatomique et brides réglables pour bien soutenir le pied aux beaux jours.',
      },
      hu: {
        title: 'Kényelmes szandálok',
        description: 'Alátámasztó szandálok, papucsok és lábujjközös papucsok anatómiai lábággyal és állítható pántokkal a meleg napokra.',
      },
      ja: {
        title: 'コンフォートサンダル',
        description: '足の形に沿ったフットベッドと調節できるストラップで、暑い日も足元をしっかり支えるサンダルやトングサンダルです。',
      },
      ro: {
        title: 'Sandale confortabile',
        description: 'Sandale, papuci și șlapi cu pat anatomic și barete reglabile, care susțin piciorul în zilele călduroase.',
      },
      sk: {
        title: 'Pohodlné sandále',
        description:
          'Sandále, šľapky a žabky s anatomicky tvarovanou stielkou a nastaviteľnými remienkami, ktoré nohu podporia aj v teplých dňoch.',
      },
      pl: {
        title: 'Wygodne sandały',
        description: 'Sandały, klapki i japonki z profilowaną podeszwą i regulowanymi paskami, które wspierają stopy w ciepłe dni.',
      },
    },
  },
  {
    id: 'slippers',
    position: 6,
    text: {
      de: {
        title: 'Bequeme Hausschuhe',
        description:
          'Warme, weiche Hausschuhe mit rutschfester Sohle und stützender Einlegesohle, auch mit geschlossener Ferse für einen sicheren Schritt zu Hause.',
      },
      en: {
        title: 'Comfort Slippers',
        description:
          'Warm, soft house shoes with non-slip soles and supportive insoles, including closed-back models for a secure step at home.',
      },
      cs: {
        title: 'Pohodlné bačkory',
        description:
          'Teplé a měkké bačkory s protiskluzovou podrážkou a podpůrnou stélkou, včetně modelů s uzavřenou patou pro jistý krok doma.',
      },
      es: {
        title: 'Zapatillas de casa cómodas',
        description:
          'Zapatillas de casa cálidas y suaves con suela antideslizante y plantilla de soporte, también con talón cerrado para caminar seguro en casa.',
      },
      fr: {
        title: 'Chaussons confort',
        description:
          'Des chaussons chauds et douillets avec semelle antidérapante et semelle intérieure de soutien, aussi à talon fermé pour un pas sûr à la maison.',
      },
      hu: {
        title: 'Kényelmes papucsok',
        description:
          'Meleg, puha házicipők és papucsok csúszásmentes talppal és alátámasztó talpbetéttel, zárt sarkú változatban is a biztos otthoni lépésekért.',
      },
      ja: {
        title: 'コンフォートルームシューズ',
        description:
          '滑りにくいソールと足を支えるインソールを備えた、暖かく柔らかなルームシューズです。かかとまで包むタイプもあり、室内でも安心して歩けます。',
      },
      ro: {
        title: 'Papuci de casă confortabili',
        description:
          'Papuci de casă calzi și moi, cu talpă antiderapantă și branț de susținere, inclusiv modele cu călcâi închis pentru pași siguri acasă.',
      },
      sk: {
        title: 'Pohodlné papuče',
        description:
          'Teplé a mäkké papuče s protišmykovou podrážkou a podpornou stielkou vrátane modelov s uzavretou pätou pre istý krok doma.',
      },
      pl: {
        title: 'Wygodne kapcie',
        description:
          'Ciepłe, miękkie kapcie z antypoślizgową podeszwą i wspierającą wkładką, także z zakrytą piętą dla pewnego kroku w domu.',
      },
    },
  },
  {
    id: 'boots',
    position: 7,
    text: {
      de: {
        title: 'Bequeme Stiefel',
        description:
          'Warme, wasserdichte und weit geschnittene Stiefel und Stiefeletten für Herbst und Winter, mit herausnehmbaren Einlegesohlen und rutschfesten Sohlen.',
      },
      en: {
        title: 'Comfort Boots',
        description: 'Warm, waterproof and wide-fitting boots for autumn and winter, with removable insoles and non-slip soles.',
      },
      cs: {
        title: 'Pohodlné kotníkové boty',
        description: 'Teplé, nepromokavé a prostorné kotníkové boty na podzim i zimu s vyjímatelnými stélkami a protiskluzovou podešví.',
      },
      es: {
        title: 'Botas y botines cómodos',
        description:
          'Botas y botines cálidos, impermeables y de horma amplia para otoño e invierno, con plantillas extraíbles y suelas antideslizantes.',
      },
      fr: {
        title: 'Bottes et bottines confort',
        description:
          "Des bottes et bottines chaudes, imperméables et au chaussant généreux pour l'automne et l'hiver, avec semelles intérieures amovibles et semelles antidérapantes.",
      },
      hu: {
        title: 'Kényelmes bakancsok és csizmák',
        description:
          'Meleg, vízálló és bő szabású bakancsok és bokacsizmák őszre és télre, kivehető talpbetéttel és csúszásmentes talppal.',
      },
      ja: {
        title: 'コンフォートブーツ',
        description:
          '暖かなブーツや防水ブーツ、幅広タイプなど、取り外せるインソールと滑りにくいソールを備えた秋冬向けのブーツをそろえました。',
      },
      ro: {
        title: 'Ghete și bocanci confortabili',
        description:
          'Ghete și bocanci călduroși, impermeabili și încăpători pentru toamnă și iarnă, cu branțuri detașabile și tălpi antiderapante.',
      },
      sk: {
        title: 'Pohodlné členkové topánky',
        description:
          'Teplé, nepremokavé a priestranné členkové topánky na jeseň aj zimu s vyberateľnými stielkami a protišmykovou podrážkou.',
      },
      pl: {
        title: 'Wygodne buty za kostkę',
        description:
          'Ciepłe, wodoodporne i przestronne buty za kostkę na jesień i zimę, z wyjmowanymi wkładkami i antypoślizgowymi podeszwami.',
      },
    },
  },
];
