import type { LanguageContent } from './types';

export const cs: LanguageContent = {
  documents: {
    'choosing-shoes-for-diabetic-feet': {
      title: 'Jak vybrat boty pro diabetickou nohu',
      summary:
        'Na co se zaměřit při výběru bot, pokud máte cukrovku: dostatek místa, hladká podšívka, spolehlivé zapínání a každodenní kontrola nohou.',
      body: `Život s cukrovkou znamená věnovat nohám o něco více pozornosti. Snížená citlivost nebo horší prokrvení mohou ztížit včasné rozpoznání tlaku, odírání nebo drobných poranění, a proto záleží na správných botách i na několika každodenních návycích. Tento průvodce shrnuje, na co se v praxi zaměřit. Nenahrazuje však lékařskou radu: vaše nohy nejlépe zná váš lékař nebo podolog, a ten by měl být vždy tím, na koho se obrátíte jako první.

## Co by měla mít obuv vhodná pro diabetiky

- **Prostornou a vysokou špičku**, aby prsty mohly ležet rovně a netlačily do svršku.
- **Hladkou podšívku bez švů**, která snižuje riziko odírání a otlaků.
- **Měkký a pružný svršek**, který trochu povolí tam, kde noha potřebuje místo.
- **Nastavitelné zapínání**, například na suchý zip nebo tkaničky, aby se obuv dala během dne přizpůsobit otokům.
- **Vyjímatelné stélky**, které uvolní místo pro ortopedické vložky na míru, pokud vám je podolog doporučí.
- **Tlumicí a stabilní podrážku** s dobrou přilnavostí pro jistou chůzi.

Boty s těmito vlastnostmi najdete v naší [kolekci obuvi pro diabetiky](/collections/diabetic).

## Jak najít správnou velikost

Nové boty si zkoušejte odpoledne, kdy bývají nohy největší, a obujte si k tomu ponožky, které s nimi chcete nosit. Mezi nejdelším prstem a špičkou boty by měla zůstat mezera zhruba na šířku palce. Pokud máte sníženou citlivost, nespoléhejte jen na to, jak bota na noze působí: zkontrolujte velikost i pohledem a v případě potřeby požádejte někoho o pomoc. V našem [průvodci tabulkou velikostí](/article/size-conversion-guide) se dozvíte, jak nohu změřit a jak převádět velikosti.

## Užitečné každodenní návyky

1. Každý den si prohlédněte nohy včetně chodidel a prostoru mezi prsty a všímejte si zarudnutí, puchýřů nebo řezných ranek.
2. Před obutím si rukou ohmatejte vnitřek bot, zda v nich nejsou kamínky, švy nebo drsná místa.
3. Nové boty rozchozujte postupně a zpočátku je noste jen krátce.
4. Nechoďte naboso, a to ani doma; dobrou alternativou jsou bačkory, které nohu dobře podpírají.

Pokud si všimnete rány, otoku, změny barvy kůže nebo čehokoli, co se nehojí, nečekejte a co nejdříve se obraťte na svého lékaře nebo podologa.`,
    },
    'how-to-measure-your-feet-at-home': {
      title: 'Jak si změřit nohy doma',
      summary: 'Jednoduchý postup krok za krokem, jak si doma změřit délku a šířku chodidla a s jistotou objednat správnou velikost.',
      body: `Mnozí z nás nosí stejnou velikost bot už léta, jenže nohy se časem mění. Délku i šířku chodidla může ovlivnit změna hmotnosti, těhotenství, věk nebo potíže, jako je vbočený palec. Měření doma zabere asi deset minut a získáte díky němu spolehlivý výchozí údaj pro nákup přes internet.

## Co budete potřebovat

- Dva listy papíru větší než vaše chodidla
- Tužku nebo propisku, kterou budete držet svisle
- Pravítko nebo krejčovský metr
- Ponožky, které obvykle nosíte k typu bot, jež chcete koupit
- Stěnu nebo zárubeň dveří, a pokud možno i někoho, kdo vám pomůže

## Krok za krokem

1. Měřte pozdě odpoledne nebo večer, kdy jsou nohy po celodenní zátěži obvykle o něco větší.
2. Položte papír na tvrdou podlahu tak, aby se jeho kratší strana dotýkala stěny.
3. Postavte se na papír tak, aby se pata dotýkala stěny a váha byla rovnoměrně rozložená.
4. Obkreslete chodidlo tužkou drženou svisle a těsně u kůže, nebo o to požádejte pomocníka.
5. Změřte délku od stěny ke špičce nejdelšího prstu, kterým nemusí být vždy palec.
6. Změřte šířku v nejširším místě přední části chodidla, obvykle v oblasti kloubů u kořene prstů.
7. Totéž zopakujte u druhé nohy. Je běžné, že jedna noha je o něco větší.

## Jak z naměřených hodnot určit velikost

Vždy vycházejte z rozměrů **větší nohy**. Přidejte malou rezervu pro prsty, zhruba 1 cm neboli 3/8 palce, místo abyste vybírali botu, která přesně odpovídá délce chodidla. Naměřené hodnoty pak porovnejte s naším [průvodcem tabulkou velikostí](/article/size-conversion-guide), který převádí americké, britské, evropské a japonské velikosti.

Pokud je vaše chodidlo vzhledem k délce spíše široké nebo často cítíte tlak po stranách nohou, zvažte model v širším provedení.

## Několik dalších tipů

Nohy si přeměřte jednou ročně nebo kdykoli, když vám boty začnou padnout jinak než dříve. Pokud máte cukrovku, trpíte otoky nebo máte jiné potíže s nohama, může vám je odborně změřit podolog a poradit s výběrem. A pokud vám pár přesto nebude sedět, můžete ho do 30 dnů vrátit podle našich [pravidel pro vrácení zboží](/pages/returns-and-exchanges).`,
    },
    'caring-for-leather-comfort-shoes': {
      title: 'Péče o pohodlnou koženou obuv',
      summary: 'Jednoduché čištění, ošetřování a správné uložení, díky kterým zůstane pohodlná kožená obuv déle vláčná, oporná a pěkná.',
      body: `Kvalitní kožené boty se postupně přizpůsobí tvaru nohy a mohou zůstat pohodlné velmi dlouho, pokud jim dopřejete trochu péče. Stačí pár minut jednou za týden nebo dva a kůže zůstane vláčná, bude chráněná před vodou a solí a bota si udrží svůj oporný tvar.

## Každodenní návyky

- **Boty střídejte.** Kůže i podšívka potřebují po nošení zhruba den, aby úplně vyschly, takže střídání dvou párů prodlouží životnost obou.
- **Používejte obouvák.** Chrání opatek, tedy pevnou část, která drží patu na místě.
- **Zapínání úplně rozepněte**, než boty obujete nebo zujete, a nesoukejte do nich nohu násilím.
- **Nechte stélky vyvětrat.** Pokud má obuv vyjímatelné stélky, občas je vyndejte, aby vyschly.

## Čištění a ošetřování

1. Prach a nečistoty odstraňte měkkým kartáčem nebo mírně navlhčeným hadříkem.
2. Skvrny ošetřete malým množstvím čisticího přípravku určeného pro hladkou kůži a postupujte podle návodu k použití.
3. Boty nechte volně vyschnout při pokojové teplotě, mimo dosah radiátorů a přímého slunce, kvůli kterým může kůže popraskat.
4. Naneste tenkou vrstvu balzámu nebo krému na kůži v odpovídajícím nebo neutrálním odstínu a jemně vyleštěte čistým hadříkem.
5. Pokud chodíte v dešti nebo sněhu, nakonec boty ošetřete impregnačním sprejem vhodným pro kůži.

Semiš a nubuk vyžadují jinou péči: místo krémů použijte kartáč na semiš a sprej určený pro tyto materiály. Každý nový přípravek si vždy nejdřív vyzkoušejte na malém, nenápadném místě.

## Uložení a kdy boty vyměnit

Boty skladujte na chladném, suchém a větraném místě. Napínáky z cedrového dřeva nebo zmačkaný papír pomáhají udržet tvar a vstřebávají vlhkost. Nepoužívejte igelitové sáčky, ve kterých se drží vlhkost.

I dobře udržované boty se časem opotřebují. Pravidelně kontrolujte podrážky a podpatky: pokud je vzorek podrážky ošoupaný, podpatek sešlapaný na jednu stranu nebo tlumení už nepruží, je čas na nový pár. Opotřebované boty poskytují menší oporu a mají horší přilnavost. Až ta chvíle přijde, můžete si vybrat z naší [kolekce ortopedické obuvi](/collections/orthopaedic) nebo z našich [kotníkových bot](/collections/boots) na chladnější měsíce.`,
    },
    'arch-support-explained': {
      title: 'Co je podpora klenby',
      summary: 'Co je podpora klenby, čím se liší plochá, normální a vysoká klenba a jak vybrat boty a stélky, které noze dobře poslouží.',
      body: `„Podpora klenby“ se objevuje na popisu mnoha bot, co ale ve skutečnosti znamená? Zjednodušeně jde o tvarování stélky, které kopíruje oblouk na vnitřní straně chodidla. Dobře navržená podpora pomáhá rozložit tlak rovnoměrněji po celém chodidle a díky ní jsou i dlouhé dny na nohou příjemnější.

## Poznejte svůj typ klenby

Nohy mají nejrůznější tvary a klenba se obvykle dělí do tří hlavních skupin:

- **Nízká neboli plochá klenba:** při stoji se země dotýká většina chodidla. Mnoho lidí s nižší klenbou dává přednost pevnější a tvarovanější stélce.
- **Normální klenba:** mírně klenutý oblouk. Těmto nohám obvykle dobře vyhovuje jemně tvarovaná stélka s dobrým tlumením.
- **Vysoká klenba:** většinu váhy nese jen pata a přední část chodidla. Příjemnější může být výraznější tlumení a stélka, která vyplní prostor pod klenbou.

Jednoduchou představu o svém typu klenby získáte testem mokré stopy: navlhčete si chodidla, stoupněte si na kus kartonu nebo na tmavý ručník a prohlédněte si otisk. Téměř úplný otisk chodidla naznačuje nižší klenbu, úzký pruh nebo mezera uprostřed naopak klenbu vyšší. Jde však jen o orientační vodítko, nikoli o diagnózu.

## Na co se u bot zaměřit

1. Tvarovaná stélka, která klenbu podepře, ale netlačí do ní.
2. Pevný opatek, který udrží patu ve stabilní poloze.
3. Podrážka, která se ohýbá v přední části chodidla v místě prstních kloubů, a ne uprostřed.
4. Vyjímatelná stélka, pokud používáte ortopedické vložky na míru nebo je možná budete potřebovat.

Naše [kolekce ortopedické obuvi](/collections/orthopaedic) i [pohodlné tenisky](/collections/sneakers) jsou navrženy právě s ohledem na tyto vlastnosti.

## Kdy vyhledat odbornou radu

Pokud vás dlouhodobě bolí pata nebo klenba, nohy se vám velmi rychle unaví nebo se jedna noha chová jinak než druhá, navštivte podologa nebo lékaře. Ten vaše nohy vyšetří a doporučí, zda by vám pomohly ortopedické vložky na míru. Nová podpora může být zpočátku nezvyklá, proto nové boty noste nejdřív jen krátce a dobu nošení postupně prodlužujte.`,
    },
    'wide-feet-and-bunions-finding-room': {
      title: 'Široká chodidla a vbočený palec: jak najít dost místa',
      summary:
        'Jak najít pohodlné boty pro široká chodidla nebo vbočený palec: na co se zaměřit u špičky, svršku a zapínání a jak ověřit, že sedí.',
      body: `Pokud vás běžné boty tlačí v přední části chodidla, rozhodně v tom nejste sami. Někdo má prostě širokou nohu, u jiných se vyvine vbočený palec, tedy kostěný hrbolek na kloubu u kořene palce, kvůli kterému je přední část chodidla širší a citlivější. V obou případech je cíl stejný: dopřát noze dostatek místa, ale tak, aby v botě neklouzala.

## Známky toho, že jsou vaše boty příliš úzké

- Zarudlá nebo bolestivá místa po stranách chodidel po nošení
- Prsty, které se překrývají nebo jsou stlačené k sobě
- Svršek, který se vyboulí přes okraj podrážky
- Tlak nebo odírání v místě vbočeného palce nebo u malíčku
- Úleva ve chvíli, kdy boty zujete

## Vlastnosti, které dělají rozdíl

1. **Široká, zaoblená špička**, ve které se prsty mohou přirozeně roztáhnout a nejsou vtěsnané do úzkého tvaru.
2. **Měkký, pružný nebo bezešvý svršek** v přední části, který zmírňuje tlak na vbočený palec.
3. **Nastavitelné zapínání**, například tkaničky nebo pásky, pro přesné doladění v oblasti nártu.
4. **Pevné držení paty**, aby širší přední část neznamenala, že vám noha bude vzadu vyklouzávat.
5. **Nízký podpatek.** Vyšší podpatky přesouvají váhu dopředu na prsty a na oblast vbočeného palce.

V naší [kolekci obuvi pro široká chodidla](/collections/wide-fit) najdete boty, tenisky i bačkory s extra prostorem v přední části. Na teplejší dny se hodí také otevřené sandály s nastavitelnými pásky.

## Jak ověřit velikost doma

Změřte si obě nohy včetně šířky v nejširším místě a porovnejte hodnoty s naším [průvodcem tabulkou velikostí](/article/size-conversion-guide). Až vám nové boty dorazí, vyzkoušejte si je odpoledne doma s ponožkami, které běžně nosíte. Několik minut se v nich projděte: prsty by se měly volně hýbat, nejširší část chodidla by měla být v nejširším místě boty a nic by nemělo tlačit na vbočený palec. Nevolte o celé číslo větší boty jen kvůli šířce, protože pak bude bota příliš dlouhá a místo ohybu bude na nesprávném místě.

Pokud vbočený palec bolí, je zarudlý, zhoršuje se nebo kvůli němu nemůžete najít žádné boty, které by padly, poradí vám podolog nebo lékař s léčbou i s výběrem vhodné obuvi.`,
    },
    'summer-sandals-that-support-you': {
      title: 'Letní sandály, které noze poskytnou oporu',
      summary: 'I sandály mohou být pohodlné a oporné. Zjistěte, na co se u letních sandálů zaměřit a jak pečovat o nohy v teplém počasí.',
      body: `Teplé počasí láká k otevřeným botám, jenže mnoho plochých a nestabilních sandálů nenabízí o moc víc než tenkou podrážku a pásek. Po celém dni chůze pak bývají nohy unavené a bolavé. Dobrá zpráva je, že sandál může být vzdušný a zároveň oporný, pokud má ty správné vlastnosti.

## Co dělá sandál oporným

- **Tvarovaná stélka** s jemnou podporou klenby a prohloubeným lůžkem pro patu, které udrží nohu uprostřed.
- **Tlumicí podrážka pohlcující nárazy** s přilnavým vzorkem na městské chodníky i zahradní cestičky.
- **Nastavitelné pásky**, ideálně přes přední část chodidla, nárt i patu, abyste mohli sandál přesně doladit a v horkých dnech vyrovnat otoky.
- **Pásek za patou nebo uzavřená pata**, díky kterým sandál drží na noze a prsty se nemusejí křečovitě přidržovat.
- **Měkká a hladká podšívka pásků**, která na holé kůži nedře.

Sandály s těmito vlastnostmi najdete v naší [kolekci sandálů](/collections/sandals).

## Tipy pro letní péči o nohy

1. V horku nohy často otékají, proto si během dne pásky povolte, pokud vás tlačí.
2. Namažte si opalovacím krémem i nárty, které se snadno spálí.
3. Pravidelně pokožku hydratujte, abyste předešli suchým, popraskaným patám, ale krém nenanášejte mezi prsty.
4. Každý večer si nohy umyjte a důkladně osušte, i mezi prsty.
5. Nové sandály rozchozujte postupně, než v nich vyrazíte na dlouhé procházky nebo výlety.

## Upozornění pro diabetiky

Pokud máte cukrovku nebo sníženou citlivost nohou, nemusí být otevřené sandály vhodnou volbou do každé situace, protože prsty a boky chodidla zůstávají nechráněné před nárazy a pořezáním. Poraďte se se svým lékařem nebo podologem, co je pro vás vhodné. Alternativou jsou uzavřené prodyšné boty z naší [kolekce obuvi pro diabetiky](/collections/diabetic). V létě je navíc obzvlášť důležité kontrolovat si nohy každý den.`,
    },
    'foot-health-basics': {
      title: 'Základy zdraví nohou',
      summary:
        'Každodenní návyky pro zdravé a spokojené nohy: hygiena, péče o nehty a pokožku, dobře padnoucí obuv, pohyb a kdy vyhledat odborníka.',
      body: `Nohy vás nesou tisíci kroky, a přesto na ně obvykle myslíme až nakonec. Pár jednoduchých návyků přitom hodně pomůže k tomu, aby zůstaly zdravé a pohodlné.

## Každodenní péče

- **Myjte si nohy každý den** teplou vodou a jemným mýdlem a důkladně je osušte, hlavně mezi prsty.
- **Suchou pokožku promazávejte** na patách a chodidlech, ale prostor mezi prsty nechte suchý.
- **Nehty na nohou stříhejte rovně** a ne příliš nakrátko, potom okraje zarovnejte pilníkem, abyste předešli zarůstání nehtů.
- **Ponožky měňte denně** a vybírejte prodyšné materiály, které odvádějí vlhkost.
- **Pravidelně si nohy prohlížejte** a všímejte si změn, jako je zarudnutí, puchýře, praskliny, mozoly nebo zbarvené nehty.

## Boty, které noze vyhovují

Příliš těsné, příliš volné nebo ošlapané boty jsou častou příčinou nepohodlí. Hledejte tvar, který odpovídá vaší noze, dostatek místa pro pohyb prstů, stabilní patu a podrážku s tlumením a dobrou přilnavostí. Čas od času si nohy nechte přeměřit, protože délka i šířka chodidla se s věkem mohou měnit; jak na to, vám ukáže náš [průvodce tabulkou velikostí](/article/size-conversion-guide).

Doma jsou pro nohy šetrnější oporné [bačkory](/collections/slippers) než chůze naboso po tvrdé podlaze a vyplatí se také během týdne střídat různé páry bot.

## Zůstaňte v pohybu

Nohám prospívá pravidelný pohyb. Chůze, jemné kroužení kotníky, skrčování prstů a protahování lýtek pomáhají udržet klouby pohyblivé a svaly aktivní. Pokud dlouho sedíte, občas se zvedněte a trochu se projděte.

## Kdy vyhledat odborníka

Objednejte se k lékaři nebo podologovi, pokud si všimnete:

1. Bolesti, která trvá déle než několik dní nebo se zhoršuje
2. Rány, puchýře nebo oděrky, které se pomalu hojí
3. Necitlivosti, brnění nebo pálení
4. Otoku, zvýšené teploty nebo změny barvy kůže
5. Zesílených, bolestivých nebo zbarvených nehtů

Lidé s cukrovkou nebo s poruchami prokrvení by si měli nechávat nohy pravidelně kontrolovat odborníkem, i když se zdá, že je vše v pořádku.`,
    },
    'size-conversion-guide': {
      title: 'Průvodce převodem velikostí bot',
      summary:
        'Převeďte si evropské, britské, americké a japonské velikosti bot a zjistěte, jak podle délky a šířky chodidla vybrat tu správnou.',
      body: `Velikosti bot se po světě označují různě. V kontinentální Evropě se používají velikosti EU, ve Spojeném království velikosti UK, v USA mají zvláštní stupnice pro ženy a pro muže a v Japonsku se velikost určuje podle délky chodidla v centimetrech. V Austrálii se běžně používá britské i americké značení. Tento průvodce vám pomůže se mezi nimi vyznat.

## Začněte délkou chodidla

Nejspolehlivěji vyberete velikost tak, že si nohy změříte, místo abyste se spoléhali na velikost, kterou obvykle kupujete. Postupujte podle našeho návodu [Jak si změřit nohy doma](/blog/how-to-measure-your-feet-at-home) a použijte délku větší nohy v centimetrech. Japonská velikost v tabulce níže zhruba odpovídá délce chodidla, a je proto praktickým vodítkem.

## Převodní tabulka velikostí

Všechny hodnoty jsou orientační, protože velikosti se mohou u jednotlivých modelů a výrobců mírně lišit.

{{size-table}}

## Záleží i na šířce

Délka je jen polovina úspěchu. Pokud máte chodidlo široké v oblasti prstních kloubů, může vás standardní šířka tlačit, i když délka sedí. Zvolte raději model v širším provedení, než abyste kupovali o číslo větší boty, protože v delší botě vám bude klouzat pata.

## Tipy, když váháte mezi dvěma velikostmi

1. Pokud jste mezi dvěma velikostmi, u pohodlné obuvi se obvykle osvědčí ta větší, zvlášť se silnějšími ponožkami.
2. Pokud používáte ortopedické vložky na míru, vyberte si model s vyjímatelnou stélkou, aby se do boty vešly a netlačily.
3. Na stránce produktu si přečtěte poznámky k tomu, jak daný model padne.

Stále si nejste jistí? Napište nám své rozměry na {{email}}. Pokud vám pár nebude sedět, můžete ho do 30 dnů vyměnit za jinou velikost.`,
    },
    'walking-for-better-health': {
      title: 'Chůze pro lepší zdraví',
      summary:
        'Chůze je jedním z nejjednodušších způsobů, jak zůstat aktivní. Tipy pro začátek, pravidelnost a výběr bot, ve kterých je každý krok pohodlný.',
      body: `Chůze je jedním z nejsnazších způsobů, jak zůstat aktivní. Kromě dobrých bot nepotřebujete žádné zvláštní vybavení, chodit můžete téměř kdekoli a tempo si přizpůsobíte své kondici. Mnoho lidí zjišťuje, že pravidelná procházka jim zlepší náladu, pomůže lépe spát a nabídne vítanou přestávku od obrazovky.

## Jak začít

Pokud jste delší dobu nebyli aktivní, začněte zvolna a zátěž zvyšujte postupně. Krátká procházka kolem bloku je úplně dobrý začátek.

- Začněte 10 až 15 minutami v pohodlném tempu a každý týden přidejte pár minut.
- Zpočátku volte rovné trasy s pevným povrchem, a až budete silnější, přidejte mírná stoupání.
- Choďte takovým tempem, abyste se přitom ještě mohli bavit.
- Zahřejte se několika minutami pomalejší chůze a na závěr si jemně protáhněte lýtka a kotníky.
- Pijte dostatek vody a oblékejte se do vrstev podle počasí.

Pokud máte onemocnění srdce, cukrovku, potíže s klouby nebo jiné zdravotní obtíže, poraďte se před zahájením nového pohybového režimu se svým lékařem.

## Na botách záleží

Pohodlná chůze začíná správnými botami. Zaměřte se na:

1. Tlumicí podrážku, která pohlcuje nárazy na tvrdém povrchu
2. Stabilní opatek, který drží patu na místě
3. Pružnou přední část, která se ohýbá tam, kde se ohýbá chodidlo
4. Dostatek místa, aby se prsty mohly při každém kroku roztáhnout
5. Spolehlivé zapínání, aby noha v botě neklouzala

Naše [pohodlné tenisky](/collections/sneakers) jsou stvořené pro každodenní chůzi a na deštivé nebo chladnější období nabízejí naše [kotníkové boty](/collections/boots) přilnavost i teplo.

## Jak si z chůze udělat zvyk

Chůze se snáze stane součástí všedního dne díky malým návykům. Choďte nakupovat pěšky místo autem, používejte schody, vystupte z autobusu o zastávku dřív nebo si domluvte procházku s kamarádem či kamarádkou. Motivovat vás může i jednoduchý zápisník, do kterého si procházky zaznamenáte.

Přitom naslouchejte svému tělu. Mírná únava svalů je na začátku normální, ale přetrvávající bolest chodidel, kolen nebo kyčlí je signálem k odpočinku, a pokud neustoupí, i k návštěvě lékaře nebo podologa.`,
    },
    about: {
      title: 'O obchodě Comfort Steps',
      summary:
        'Comfort Steps je internetový obchod se zdravotní a pohodlnou obuví: ortopedické modely, obuv vhodná pro diabetiky a pro široká chodidla.',
      body: `Obchod Comfort Steps vznikl z jednoduché myšlenky: každý si zaslouží boty, ve kterých se cítí dobře od prvního do posledního kroku. Mnoho lidí jen těžko hledá obuv, která padne na širokou nohu, nedráždí citlivou pokožku nebo pojme ortopedické vložky na míru, a přitom vypadá tak, že ji chtějí nosit. Rozhodli jsme se jim toto hledání usnadnit.

## Co nabízíme

Nabízíme pohodlnou obuv pro každý den, pečlivě vybranou s ohledem na tvar, oporu a snadné nošení:

- [Ortopedickou obuv](/collections/orthopaedic) s opornou stélkou a stabilní patou
- [Obuv vhodnou pro diabetiky](/collections/diabetic) s prostornou špičkou a hladkou podšívkou
- [Modely v širším provedení](/collections/wide-fit) pro široká chodidla a vbočený palec
- Tenisky, sandály, bačkory a kotníkové boty na každé roční období

## Na čem nám záleží

- **Správná velikost především.** Každý model srozumitelně popisujeme a zveřejňujeme průvodce, které vám pomohou vybrat správnou velikost i šířku.
- **Upřímné rady.** V našich článcích sdílíme praktické tipy pro péči o nohy a vždy doporučujeme navštívit lékaře nebo podologa, když vaše nohy potřebují odbornou péči.
- **Klidný nákup.** Boty můžete do 30 dnů vrátit nebo vyměnit a dostanete zpět celou částku. Platby probíhají přes platební bránu se 128bitovým šifrováním.
- **Skutečná pomoc.** Na vaše dotazy e-mailem odpovídají lidé, kteří naše boty znají.

## Pro koho tu jsme

Dnes doručujeme zákazníkům ve 12 zemích Evropy, Severní Ameriky, Asie a Austrálie a více než 5 000 spokojených zákazníků si u nás už našlo svůj pohodlný pár. Ať jste celý den na nohou, znovu se učíte jistě chodit, nebo prostě chcete boty, které nebolí, jsme rádi, že jste tu.

Máte dotaz nebo návrh? Napište nám na {{email}}. Čteme každou zprávu.`,
    },
    shipping: {
      title: 'Informace o dopravě',
      summary: 'Doprava zdarma u větších objednávek, vyřízení do 1 pracovního dne a doručení za 3 až 10 pracovních dní do 12 zemí.',
      body: `Chceme, aby vám nové boty dorazily rychle a bezpečně. Tady najdete vše, co potřebujete vědět o tom, jak zboží odesíláme.

## Cena dopravy

Doprava je **zdarma u všech objednávek nad {{threshold}}**. U menších objednávek uvidíte cenu standardní dopravy v košíku a v pokladně ještě před zaplacením, takže vás nic nepřekvapí.

## Doba vyřízení a doručení

- Objednávky vyřizujeme a předáváme dopravci **do 1 pracovního dne**.
- Doručení obvykle trvá **3 až 10 pracovních dní**, podle země.
- Nabízíme pouze standardní dopravu a o každou objednávku se staráme se stejnou péčí.

Pracovní dny jsou pondělí až pátek kromě státních svátků. V období zvýšeného náporu nebo při nepříznivém počasí může doručení výjimečně trvat o něco déle.

## Sledování zásilky

Jakmile vaše objednávka opustí náš sklad, pošleme vám e-mail s potvrzením o odeslání a údaji pro sledování zásilky, abyste mohli balík sledovat na jeho cestě. Pokud zpráva nedorazí, podívejte se prosím do složky s nevyžádanou poštou.

## Kam doručujeme

V současné době doručujeme do těchto 12 zemí:

- Spojené státy americké
- Německo
- Česko
- Španělsko
- Francie
- Spojené království
- Maďarsko
- Japonsko
- Rumunsko
- Slovensko
- Polsko
- Austrálie

Dbejte prosím na to, aby byla doručovací adresa úplná a správná, včetně případného čísla bytu. Pokud si po objednání všimnete chyby, napište nám co nejdříve na {{email}} a uděláme vše pro to, abychom adresu opravili ještě před odesláním balíku.

Pokud vám balík nedorazí v očekávané době, kontaktujte nás na {{email}} a uveďte číslo objednávky. Situaci prověříme. Informace o tom, jak boty poslat zpět, najdete na stránce [Vrácení a výměna](/pages/returns-and-exchanges).`,
    },
    'returns-and-exchanges': {
      title: 'Vrácení a výměna',
      summary: 'Boty nesedí? Do 30 dnů je můžete vrátit nebo vyměnit a dostanete zpět celou částku. Takto to funguje.',
      body: `Najít při nákupu přes internet dokonale padnoucí boty není vždy snadné, proto vám vrácení co nejvíce zjednodušujeme. Pokud vám boty nesedí nebo nesplňují vaše očekávání, můžete je do **30 dnů** od doručení vrátit nebo vyměnit a dostanete zpět **celou částku**.

## Jak vrátit zboží

1. Napište nám na {{email}} a uveďte číslo objednávky a zboží, které chcete vrátit.
2. Dejte nám vědět, zda chcete vrátit peníze, nebo boty vyměnit za jinou velikost.
3. V odpovědi vám pošleme pokyny k vrácení a adresu, na kterou balík zaslat.
4. Boty pečlivě zabalte, nejlépe do původní krabice, a pošlete je zpět.

## Výměna za jinou velikost

Pokud potřebujete jinou velikost, stačí ji uvést, když nás kontaktujete. Ověříme dostupnost a výměnu s vámi domluvíme e-mailem. Nevíte si rady s výběrem velikosti? Pomůže vám náš [průvodce tabulkou velikostí](/article/size-conversion-guide).

## Stav vraceného zboží

Aby bylo možné boty vrátit, neměly by být nošené venku a měly by být v původním stavu, s čistými podrážkami a se všemi visačkami, stélkami a příslušenstvím. Nové boty si proto prosím zkoušejte doma na čistém povrchu, abyste je mohli vrátit, pokud vám nebudou sedět.

## Vrácení peněz

Jakmile vrácené zboží obdržíme a zkontrolujeme, vrátíme vám celou částku na kartu, kterou jste platili, a informujeme vás e-mailem. Podle vaší banky může trvat několik pracovních dní, než se částka objeví na výpisu z účtu.

Máte dotaz k vrácení zboží? Napište na {{email}}, rádi vám pomůžeme.`,
    },
    privacy: {
      title: 'Ochrana osobních údajů',
      summary:
        'Jaké osobní údaje Comfort Steps uchovává a proč, jaké soubory cookie používáme a jak můžete své údaje získat nebo nechat vymazat.',
      body: `Uchováváme pouze údaje, které potřebujeme k provozu obchodu a k doručení vašich objednávek. Na této stránce vysvětlujeme, co ukládáme a proč.

## Jaké údaje uchováváme

- **Údaje o objednávce:** zakoupené produkty, ceny, číslo a datum objednávky, abychom mohli objednávku vyřídit, zpracovat vrácení zboží a vést účetnictví.
- **Kontaktní údaje:** vaše jméno a e-mailová adresa, abychom vám mohli posílat potvrzení objednávky a informace o odeslání a odpovídat na vaše dotazy.
- **Adresa:** vaše doručovací adresa, kterou předáváme dopravci výhradně za účelem doručení balíku.
- **Souhlas s odběrem novinek:** pokud se přihlásíte k odběru našich novinek, uložíme vaši e-mailovou adresu a váš souhlas. Odhlásit se můžete kdykoli pomocí odkazu v každém e-mailu s novinkami.

Platby kartou zpracovává náš poskytovatel plateb přes platební bránu se 128bitovým šifrováním. Kompletní údaje o vaší kartě neukládáme.

## Soubory cookie

Používáme pouze soubory cookie, které obchod potřebuje ke svému fungování:

- **cookie košíku**, která si pamatuje zboží ve vašem nákupním košíku,
- **cookie země**, která si pamatuje vaši zemi, abyste viděli správné ceny, měnu a informace o dopravě,
- **cookie potvrzení objednávky**, díky které vám po dokončení nákupu můžeme zobrazit potvrzení objednávky.

Nepoužíváme sledovací, reklamní ani analytické soubory cookie a vaše údaje nikomu neprodáváme.

## Jak dlouho údaje uchováváme

Údaje o objednávkách uchováváme po dobu nezbytnou k vyřízení objednávky, zpracování vrácení zboží a splnění zákonných povinností k archivaci záznamů. Údaje pro zasílání novinek uchováváme, dokud se z odběru neodhlásíte.

## Vaše práva

Kdykoli se můžete zeptat, jaké osobní údaje o vás uchováváme, a požádat o jejich opravu nebo výmaz, pokud je nemusíme uchovávat ze zákona. Napište na {{email}} z e-mailové adresy, kterou jste u nás použili.`,
    },
    terms: {
      title: 'Obchodní podmínky',
      summary: 'Podmínky nákupu v obchodě Comfort Steps srozumitelně: objednávky, ceny, platba, doručení a vrácení zboží.',
      body: `Tyto podmínky vysvětlují, jak funguje nákup v obchodě Comfort Steps. Odesláním objednávky s nimi vyjadřujete souhlas.

## Objednávky

Po odeslání objednávky vám e-mailem přijde potvrzení. Smlouva je uzavřena ve chvíli, kdy je vaše objednávka potvrzena. Pokud se ukáže, že zboží není k dispozici, nebo pokud je v ceně či popisu zjevná chyba, budeme vás kontaktovat a vy se můžete rozhodnout danou položku zrušit a dostanete zpět celou částku.

## Ceny a platba

- Ceny jsou uvedeny v měně vaší země a zahrnují daně tak, jak jsou uvedeny v pokladně.
- Případné náklady na dopravu se zobrazí před zaplacením. Objednávky nad {{threshold}} doručujeme zdarma.
- Platí se kreditní nebo debetní kartou přes platební bránu se 128bitovým šifrováním.
- Slevové kódy, například 20% sleva pro odběratele novinek, se uplatňují v pokladně a platí pro ně podmínky uvedené u daného kódu.

## Doručení

Objednávky vyřizujeme do 1 pracovního dne a odesíláme standardní dopravou. Doručení obvykle trvá 3 až 10 pracovních dní podle země; podrobnosti najdete na stránce [Doprava](/pages/shipping).

## Vrácení a výměna

Boty můžete do 30 dnů od doručení vrátit nebo vyměnit a dostanete zpět celou částku, pokud nebyly nošené venku a jsou v původním stavu. Podrobnosti najdete na stránce [Vrácení a výměna](/pages/returns-and-exchanges). Tím nejsou dotčena zákonná práva, která vám jako spotřebiteli ve vaší zemi náleží.

## Informace o produktech

Naše produkty popisujeme co nejpřesněji, barvy se však na vaší obrazovce mohou mírně lišit. Naše články obsahují obecné informace o péči o nohy a nejsou lékařskou radou.

## Dotazy a stížnosti

Pokud se s vaší objednávkou něco pokazí, napište nám na {{email}}. Snažíme se každý problém vyřešit rychle a férově.`,
    },
    contact: {
      title: 'Kontakt',
      summary: 'Máte dotaz k velikostem, objednávce nebo vrácení zboží? Napište nám e-mail, obvykle odpovídáme do jednoho pracovního dne.',
      body: `Máte dotaz k velikosti, objednávce nebo vrácení zboží? Rádi vám pomůžeme.

## Jak nás kontaktovat

Nejlépe nás zastihnete e-mailem na adrese **{{email}}**. Obvykle odpovídáme do jednoho pracovního dne, od pondělí do pátku. Na zprávy zaslané o víkendu nebo o státních svátcích odpovídáme následující pracovní den.

## Co uvést ve zprávě

Abychom vám mohli rychle odpovědět, uveďte prosím:

- **Číslo objednávky**, pokud se váš dotaz týká již vytvořené objednávky
- **Jméno a e-mailovou adresu**, které jste použili při objednávce
- **Produkt**, na který se ptáte, a případně velikost a barvu
- **U dotazů k velikosti:** délku a šířku chodidla v centimetrech nebo palcích a velikost, kterou obvykle nosíte
- **U vrácení nebo výměny:** zboží, které chcete poslat zpět, a zda chcete vrátit peníze, nebo jinou velikost
- **U problému s produktem:** krátký popis a pokud možno fotografii

## Než nám napíšete

Rychlou odpověď možná najdete v [často kladených dotazech](/pages/faq). Na stránkách [Doprava](/pages/shipping) a [Vrácení a výměna](/pages/returns-and-exchanges) se dozvíte, jak dlouho trvá doručení a jak funguje vrácení zboží, a [průvodce tabulkou velikostí](/article/size-conversion-guide) vám pomůže najít správnou velikost.

Upozorňujeme, že nemůžeme poskytovat lékařské rady. Pokud máte obavy o zdraví svých nohou, například kvůli cukrovce, přetrvávající bolesti nebo ráně, která se špatně hojí, obraťte se prosím na svého lékaře nebo podologa.

Těšíme se na vaši zprávu.`,
    },
  },
  faq: [
    {
      question: 'Jak najdu správnou velikost bot?',
      answer:
        'Odpoledne si změřte délku obou chodidel, vycházejte z větší nohy a přidejte trochu místa pro prsty. Naměřenou hodnotu pak porovnejte s naším [průvodcem tabulkou velikostí](/article/size-conversion-guide), který převádí evropské, britské, americké a japonské velikosti.',
    },
    {
      question: 'Co když mám široká chodidla nebo vbočený palec?',
      answer:
        'Zvolte model v širším provedení, než abyste kupovali o číslo větší boty, protože v delší botě může klouzat pata. Naše [kolekce obuvi pro široká chodidla](/collections/wide-fit) nabízí více místa v přední části chodidla i ve špičce.',
    },
    {
      question: 'Mohu boty vrátit nebo vyměnit?',
      answer:
        'Ano. Boty můžete do 30 dnů vrátit nebo vyměnit a dostanete zpět celou částku, pokud nebyly nošené venku a jsou v původním stavu. Stačí napsat na {{email}} a uvést číslo objednávky; podrobnosti najdete na stránce [Vrácení a výměna](/pages/returns-and-exchanges).',
    },
    {
      question: 'Jak dlouho trvá doručení?',
      answer:
        'Objednávky vyřizujeme do 1 pracovního dne a standardní doručení obvykle trvá 3 až 10 pracovních dní podle země. Jakmile objednávku odešleme, přijdou vám e-mailem údaje pro sledování zásilky.',
    },
    {
      question: 'Nabízíte dopravu zdarma?',
      answer:
        'Ano, u všech objednávek nad {{threshold}} je doprava zdarma. U menších objednávek uvidíte cenu dopravy v košíku ještě před zaplacením.',
    },
    {
      question: 'Je moje platba v bezpečí?',
      answer:
        'Ano. Přijímáme kreditní a debetní karty a platby zpracováváme přes platební bránu se 128bitovým šifrováním. Kompletní údaje o vaší kartě neukládáme.',
    },
    {
      question: 'Máte slevové kódy?',
      answer:
        'Přihlaste se k odběru našich novinek a získáte slevový kupon 20 % na svou objednávku. Kód zadejte v pokladně a sleva se uplatní.',
    },
    {
      question: 'Čím je obuv vhodná pro diabetiky?',
      answer:
        'Naše [boty vhodné pro diabetiky](/collections/diabetic) mají prostornou špičku, hladkou podšívku bez švů, měkký svršek a nastavitelné zapínání, které pomáhají omezit tlak a odírání. Nejde o léčebnou pomůcku, proto se prosím poraďte se svým lékařem nebo podologem, jaká obuv je pro vaše nohy vhodná.',
    },
    {
      question: 'Mohu používat vlastní ortopedické vložky?',
      answer:
        'Mnoho našich bot má vyjímatelné stélky, které můžete nahradit svými ortopedickými vložkami na míru; tuto vlastnost hledejte v popisu produktu. Pokud si nejste jistí, zda je model dostatečně hluboký, napište nám na {{email}}.',
    },
    {
      question: 'Mohu objednávku změnit nebo zrušit?',
      answer:
        'Protože objednávky vyřizujeme do 1 pracovního dne, napište nám co nejdříve na {{email}} a uveďte číslo objednávky. Pokud objednávka ještě nebyla odeslána, uděláme vše pro to, abychom ji změnili nebo zrušili; v opačném případě můžete využít možnost vrácení do 30 dnů.',
    },
  ],
};
