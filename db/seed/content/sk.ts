import type { LanguageContent } from './types';

export const sk: LanguageContent = {
  documents: {
    'choosing-shoes-for-diabetic-feet': {
      title: 'Ako vybrať topánky pre diabetickú nohu',
      summary: 'Na čo sa zamerať pri výbere topánok, ak máte cukrovku: dostatok priestoru, mäkká podšívka, spoľahlivé zapínanie a každodenná kontrola nôh.',
      body: `Život s cukrovkou si vyžaduje, aby ste svojim nohám venovali o niečo viac pozornosti. Znížená citlivosť alebo horšie prekrvenie môžu sťažiť včasné spozorovanie tlaku, odierania či drobných poranení, preto veľmi záleží na správnych topánkach a niekoľkých každodenných návykoch. Tento sprievodca prináša praktické body, na ktoré sa oplatí zamerať. Nenahrádza však lekársku radu: váš lekár alebo podológ pozná vaše nohy najlepšie a mal by byť vždy vaším prvým kontaktom.

## Na čo sa zamerať pri topánkach vhodných pre diabetikov

- **Priestranná a hlboká špička**, v ktorej môžu prsty voľne ležať a netlačia na zvršok.
- **Hladká podšívka bez švov**, ktorá znižuje riziko odierania a otlakov.
- **Mäkký a poddajný zvršok**, ktorý trochu povolí tam, kde noha potrebuje viac miesta.
- **Nastaviteľné zapínanie**, napríklad na suchý zips alebo šnúrky, aby sa topánka dala počas dňa prispôsobiť opuchu.
- **Vyberateľné stielky**, vďaka ktorým vznikne miesto na ortopedické vložky na mieru, ak vám ich podológ odporučí.
- **Tlmiaca a stabilná podrážka** s dobrou priľnavosťou, ktorá dodá chôdzi istotu.

Topánky s týmito vlastnosťami nájdete v našej [kolekcii pre diabetikov](/collections/diabetic).

## Aby topánka dobre sadla

Nové topánky si skúšajte popoludní, keď sú nohy zvyčajne najväčšie, a to s ponožkami, ktoré k nim plánujete nosiť. Medzi najdlhším prstom a špičkou topánky by mala zostať medzera približne na šírku palca. Ak máte zníženú citlivosť, nespoliehajte sa len na to, aký pocit máte z topánky na nohe: skontrolujte, ako sedí, aj pohľadom a v prípade potreby požiadajte niekoho o pomoc. Náš [sprievodca veľkosťami](/article/size-conversion-guide) vysvetľuje, ako si nohu odmerať a prepočítať veľkosť.

## Užitočné každodenné návyky

1. Každý deň si prezrite nohy vrátane chodidiel a priestoru medzi prstami a všímajte si začervenanie, pľuzgiere alebo porezania.
2. Skôr ako si topánky obujete, prejdite rukou ich vnútro a skontrolujte, či v nich nie sú kamienky, vystupujúce švy alebo drsné miesta.
3. Nové topánky rozchodzte postupne a spočiatku ich noste len krátko.
4. Nechoďte naboso, ani doma; dobrou alternatívou sú papuče, ktoré nohu podopierajú.

Ak spozorujete ranu, opuch, zmenu farby alebo čokoľvek, čo sa nehojí, nečakajte a čo najskôr sa obráťte na svojho lekára alebo podológa.`,
    },
    'how-to-measure-your-feet-at-home': {
      title: 'Ako si odmerať nohy doma',
      summary: 'Jednoduchý postup krok za krokom, ako si doma odmerať dĺžku a šírku chodidla a s istotou objednať správnu veľkosť.',
      body: `Mnohí z nás nosia rovnakú veľkosť topánok celé roky, no nohy sa časom menia. Dĺžku aj šírku chodidla môžu ovplyvniť zmeny hmotnosti, tehotenstvo, vek či ťažkosti, ako je vybočený palec. Meranie doma trvá asi desať minút a je spoľahlivým východiskom pre nákup cez internet.

## Čo budete potrebovať

- Dva hárky papiera väčšie ako vaše chodidlá
- Ceruzku alebo pero, ktoré budete držať kolmo
- Pravítko alebo krajčírsky meter
- Ponožky, ktoré zvyčajne nosíte k typu topánok, ktorý kupujete
- Stenu alebo zárubňu dverí a ak je to možné, aj niekoho, kto vám pomôže

## Postup krok za krokom

1. Merajte neskoro popoludní alebo večer, keď sú nohy po celom dni zvyčajne o niečo väčšie.
2. Položte papier na tvrdú podlahu tak, aby sa jeho kratšia strana dotýkala steny.
3. Postavte sa na papier tak, aby sa päta dotýkala steny a váha bola rovnomerne rozložená.
4. Obkreslite obrys chodidla, pričom ceruzku držte kolmo a tesne pri pokožke, prípadne o to požiadajte pomocníka.
5. Odmerajte dĺžku od steny po špičku najdlhšieho prsta, ktorým nemusí byť vždy palec.
6. Odmerajte šírku v najširšom mieste prednej časti chodidla, zvyčajne v oblasti kĺbov pri koreni prstov.
7. Zopakujte meranie na druhej nohe. Je bežné, že jedna noha je o niečo väčšia.

## Ako z čísel určiť veľkosť

Vždy vychádzajte z rozmerov **väčšej nohy**. Namiesto topánky, ktorá presne zodpovedá dĺžke chodidla, počítajte s malou rezervou pre prsty, približne 1 cm alebo 3/8 palca. Potom porovnajte svoje čísla s naším [sprievodcom veľkosťami](/article/size-conversion-guide), ktorý prevádza americké, britské, európske a japonské veľkosti.

Ak je vaše chodidlo v pomere k dĺžke široké alebo často cítite tlak po stranách chodidiel, zvážte model so širším strihom.

## Niekoľko tipov navyše

Nohy si odmerajte znova raz za rok alebo vždy, keď vám topánky začnú sedieť inak. Ak máte cukrovku, opuchy alebo ochorenie nôh, môže vás profesionálne odmerať a poradiť s výberom váš podológ. A ak vám pár ani tak celkom nesedí, môžete ho do 30 dní vrátiť podľa našich [podmienok vrátenia tovaru](/pages/returns-and-exchanges).`,
    },
    'caring-for-leather-comfort-shoes': {
      title: 'Starostlivosť o koženú komfortnú obuv',
      summary: 'Jednoduché čistenie, ošetrovanie a správne skladovanie, vďaka ktorým zostane kožená komfortná obuv dlhšie mäkká, oporná a pekná.',
      body: `Kvalitné kožené topánky sa jemne prispôsobia tvaru nohy a môžu zostať pohodlné veľmi dlho, ak im venujete trochu starostlivosti. Niekoľko minút raz za týždeň či dva udrží kožu vláčnu, ochráni ju pred vodou a soľou a pomôže topánke zachovať si oporný tvar.

## Každodenné návyky

- **Striedajte páry.** Koža aj podšívka potrebujú po nosení približne deň, aby úplne vyschli, takže striedanie dvoch párov predĺži životnosť oboch.
- **Používajte obuvák.** Chráni pätovú výstuhu, teda pevnú časť, ktorá drží pätu na mieste.
- **Zapínanie vždy úplne uvoľnite**, skôr ako si topánky obujete alebo vyzujete, a nevtláčajte do nich nohu nasilu.
- **Vetrajte stielky.** Ak má vaša obuv vyberateľné stielky, z času na čas ich vyberte a nechajte vyschnúť.

## Čistenie a ošetrovanie

1. Prach a nečistoty odstráňte mäkkou kefkou alebo mierne navlhčenou handričkou.
2. Na škvrny použite malé množstvo čistiaceho prostriedku na hladkú kožu podľa pokynov výrobcu.
3. Topánky nechajte voľne vyschnúť pri izbovej teplote, ďalej od radiátorov a priameho slnka, pri ktorých môže koža popraskať.
4. Naneste tenkú vrstvu balzamu alebo krému na kožu v zodpovedajúcom alebo neutrálnom odtieni a potom ju jemne vyleštite čistou handričkou.
5. Ak chodíte v daždi alebo snehu, na záver použite impregnačný sprej vhodný na kožu.

Semiš a nubuk potrebujú inú starostlivosť: namiesto krémov použite kefku na semiš a sprej určený pre tieto materiály. Každý nový prípravok najprv vyskúšajte na malom, nenápadnom mieste.

## Skladovanie a kedy je čas na výmenu

Topánky skladujte na chladnom, suchom a vetranom mieste. Cédrové napínače alebo pokrčený papier im pomôžu zachovať tvar a pohltia vlhkosť. Vyhnite sa igelitovým vreckám, v ktorých sa drží vlhkosť.

Aj dobre udržiavané topánky sa raz opotrebujú. Pravidelne kontrolujte podrážky a podpätky: ak je dezén zošúchaný, podpätok je na jednej strane zošliapaný alebo tlmenie už nepruží, je čas na nový pár. Opotrebovaná obuv poskytuje menšiu oporu aj priľnavosť. Keď nastane ten čas, môžete si prezrieť našu [ortopedickú kolekciu](/collections/orthopaedic) alebo [čižmy](/collections/boots) na chladnejšie mesiace.`,
    },
    'arch-support-explained': {
      title: 'Čo je podpora klenby',
      summary: 'Čo je podpora klenby, ako sa líši plochá, neutrálna a vysoká klenba a ako vybrať topánky a stielky, ktoré nohu dobre podopierajú.',
      body: `„Podpora klenby“ sa objavuje na mnohých etiketách topánok, no čo to vlastne znamená? Stručne povedané, ide o tvarovanie stielky, ktoré kopíruje oblúk na vnútornej strane chodidla. Dobre navrhnutá podpora môže pomôcť rovnomernejšie rozložiť tlak na chodidlo a spríjemniť dlhé dni strávené na nohách.

## Spoznajte typ svojej klenby

Chodidlá majú rôzne tvary a klenby sa zvyčajne delia do troch širších skupín:

- **Nízka alebo plochá klenba:** keď stojíte, dotýka sa zeme takmer celé chodidlo. Mnohí ľudia s nižšou klenbou uprednostňujú pevnejšiu, tvarovo výraznejšiu stielku.
- **Neutrálna klenba:** mierne zakrivenie. Takýmto chodidlám zvyčajne dobre vyhovuje jemne tvarovaná stielka s dobrým tlmením.
- **Vysoká klenba:** väčšinu váhy nesie len päta a predná časť chodidla pod prstami. Pohodlnejšie môže byť dodatočné tlmenie a stielka, ktorá vyplní priestor pod klenbou.

Jednoduchý spôsob, ako získať predstavu o type svojej klenby, je test mokrej stopy: navlhčite si chodidlá, postavte sa na kus kartónu alebo tmavý uterák a pozrite sa na obrys. Takmer úplná stopa naznačuje nižšiu klenbu, zatiaľ čo úzky pásik alebo medzera v strede poukazuje na vyššiu. Ide len o orientačné vodítko, nie o diagnózu.

## Na čo sa zamerať pri topánke

1. Tvarovaná stielka, ktorá klenbu podoprie, ale netlačí do nej.
2. Pevná pätová výstuha, ktorá udrží pätu stabilnú.
3. Podrážka, ktorá sa ohýba v prednej časti chodidla, nie v strede.
4. Vyberateľná stielka, ak používate alebo možno budete potrebovať ortopedické vložky na mieru.

Naša [ortopedická kolekcia](/collections/orthopaedic) a [komfortné tenisky](/collections/sneakers) sú navrhnuté práve s ohľadom na tieto vlastnosti.

## Kedy vyhľadať odbornú radu

Ak vás dlhodobo bolí päta alebo klenba, nohy sa vám veľmi rýchlo unavia alebo sa jedna noha správa inak ako druhá, navštívte podológa alebo lekára. Posúdi stav vašich nôh a odporučí, či by vám pomohli vložky na mieru. Nová podpora môže byť spočiatku nezvyčajná, preto nové topánky noste najprv krátko a čas postupne predlžujte.`,
    },
    'wide-feet-and-bunions-finding-room': {
      title: 'Široké chodidlá a vybočený palec: viac priestoru pre nohy',
      summary: 'Ako nájsť pohodlné topánky na široké chodidlá alebo vybočený palec: na čo sa zamerať pri špičke, zvršku a zapínaní a ako overiť veľkosť.',
      body: `Ak vás bežné topánky tlačia v prednej časti chodidla, zďaleka nie ste jediní. Niektorí ľudia majú jednoducho širšie chodidlá, u iných sa vyvinie vybočený palec (hallux valgus), teda kostný výčnelok na kĺbe pri koreni palca, ktorý prednú časť chodidla rozširuje a robí ju citlivejšou. V oboch prípadoch je cieľ rovnaký: dopriať nohám dostatok priestoru, no bez toho, aby sa v topánke posúvali.

## Znaky, že sú vám topánky príliš úzke

- Červené stopy alebo bolestivosť po stranách chodidiel po nosení
- Prsty, ktoré sa prekrývajú alebo sú stlačené k sebe
- Zvršok, ktorý sa vydúva cez okraj podrážky
- Tlak alebo odieranie v mieste vybočeného palca či na malíčku
- Úľava hneď, ako si topánky vyzujete

## Vlastnosti, na ktorých záleží

1. **Široká, zaoblená špička**, v ktorej sa prsty môžu prirodzene roztiahnuť a nie sú stlačené do hrotu.
2. **Mäkký, pružný alebo bezšvový zvršok** nad prednou časťou chodidla, ktorý zmierňuje tlak na vybočený palec.
3. **Nastaviteľné zapínanie**, napríklad šnúrky alebo remienky, na presné doladenie cez priehlavok.
4. **Pevne držiaca päta**, aby širšia predná časť neznamenala, že vám noha vzadu vykĺzava.
5. **Nízke podpätky.** Vyššie podpätky presúvajú váhu dopredu na prsty a oblasť vybočeného palca.

Naša [kolekcia so širším strihom](/collections/wide-fit) ponúka topánky, tenisky aj papuče s väčším priestorom vpredu. Na teplejšie dni sa dobre osvedčia aj otvorené sandále s nastaviteľnými remienkami.

## Kontrola veľkosti doma

Odmerajte obe chodidlá vrátane šírky v najširšom mieste a porovnajte výsledky s naším [sprievodcom veľkosťami](/article/size-conversion-guide). Keď vám nové topánky prídu, vyskúšajte si ich popoludní doma s ponožkami, ktoré bežne nosíte. Niekoľko minút sa v nich prechádzajte: prstami by ste mali môcť voľne pohýbať, najširšia časť chodidla by mala byť v najširšom mieste topánky a nič by nemalo tlačiť na vybočený palec. Nekupujte o celé číslo väčšiu topánku len kvôli šírke, pretože potom bude príliš dlhá a miesto ohybu bude na nesprávnom mieste.

Ak vás vybočený palec bolí, je začervenaný, zhoršuje sa alebo kvôli nemu nedokážete nájsť žiadnu topánku, ktorá by sedela, s liečbou aj výberom obuvi vám poradí podológ alebo lekár.`,
    },
    'summer-sandals-that-support-you': {
      title: 'Letné sandále, ktoré nohu podopierajú',
      summary: 'Aj sandále môžu byť pohodlné a oporné. Zistite, na čo sa zamerať pri výbere letných sandálov a ako sa v teple starať o nohy.',
      body: `Teplé počasie láka na otvorenú obuv, no mnohé ploché a chatrné sandále ponúkajú len o málo viac než tenkú podrážku a remienok. Po celom dni chôdze potom môžu byť nohy unavené a boľavé. Dobrou správou je, že sandále môžu byť vzdušné a zároveň oporné, ak majú tie správne vlastnosti.

## Vďaka čomu sandále nohu podopierajú

- **Tvarovaná stielka** s jemnou podporou klenby a miskovito tvarovanou pätou, ktorá udrží chodidlo v strede.
- **Mäkká podrážka tlmiaca nárazy** s priľnavým dezénom na mestské chodníky aj záhradné cestičky.
- **Nastaviteľné remienky**, ideálne vpredu, cez priehlavok a na päte, aby ste mohli doladiť veľkosť a prispôsobiť ju opuchu v horúcich dňoch.
- **Remienok za pätou alebo uzavretá päta**, ktoré udržia sandále na nohe, takže ich nemusíte pridržiavať prstami.
- **Mäkká a hladká podšívka remienkov**, ktorá nedrie holú pokožku.

Sandále s týmito vlastnosťami nájdete v našej [kolekcii sandálov](/collections/sandals).

## Tipy na letnú starostlivosť o nohy

1. V horúčave nohy často opúchajú, preto si remienky neskôr počas dňa povoľte, ak vás tlačia.
2. Opaľovací krém naneste aj na priehlavky, ktoré sa ľahko spália.
3. Pokožku pravidelne hydratujte, aby ste predišli suchým a popraskaným pätám, no krém nenanášajte medzi prsty.
4. Každý večer si nohy dôkladne umyte a osušte, aj medzi prstami.
5. Nové sandále rozchodzte postupne, skôr ako si ich obujete na dlhé prechádzky alebo výlety.

## Poznámka pre diabetikov

Ak máte cukrovku alebo zníženú citlivosť nôh, otvorené sandále nemusia byť vhodnou voľbou na každú príležitosť, pretože nechávajú prsty aj boky chodidla nechránené pred nárazmi a porezaním. Poraďte sa so svojím lekárom alebo podológom, čo je pre vás vhodné. Alternatívou je uzavretá priedušná obuv z našej [kolekcie pre diabetikov](/collections/diabetic) a v lete je obzvlášť dôležité kontrolovať si nohy každý deň.`,
    },
    'foot-health-basics': {
      title: 'Základy zdravia nôh',
      summary: 'Každodenné návyky pre zdravé a pohodlné nohy: hygiena, starostlivosť o nechty a pokožku, dobre padnúce topánky, pohyb a kedy ísť k odborníkovi.',
      body: `Nohy vás nesú tisíckami krokov, a predsa sú často poslednou časťou tela, na ktorú myslíme. Niekoľko jednoduchých návykov výrazne pomôže udržať ich pohodlné a zdravé.

## Každodenná starostlivosť

- **Umývajte si nohy každý deň** teplou vodou a jemným mydlom a dôkladne ich osušte, najmä medzi prstami.
- **Suchú pokožku hydratujte** na pätách a chodidlách, no priestory medzi prstami nechajte suché.
- **Nechty strihajte rovno** a nie príliš nakrátko, potom okraje zarovnajte pilníkom, aby ste predišli zarastaniu nechtov.
- **Ponožky meňte každý deň** a vyberajte priedušné materiály, ktoré odvádzajú vlhkosť.
- **Pravidelne si prezerajte nohy** a všímajte si zmeny, ako sú začervenanie, pľuzgiere, praskliny, mozole alebo nechty so zmenenou farbou.

## Topánky, ktoré rešpektujú vaše nohy

Príliš tesné, príliš voľné alebo opotrebované topánky sú častou príčinou nepohodlia. Hľadajte tvar, ktorý zodpovedá vášmu chodidlu, dostatok miesta na pohyb prstov, stabilnú pätu a podrážku s primeraným tlmením a priľnavosťou. Z času na čas si nohy odmerajte, pretože veľkosť aj šírka sa môžu v priebehu rokov meniť; náš [sprievodca veľkosťami](/article/size-conversion-guide) vám ukáže, ako na to.

Doma sú oporné [papuče](/collections/slippers) pre nohy šetrnejšie než chôdza naboso po tvrdej podlahe a počas týždňa je dobré striedať rôzne páry topánok.

## Zostaňte v pohybe

Nohám prospieva pravidelný pohyb. Chôdza, jemné krúženie členkami, krčenie prstov a naťahovanie lýtok pomáhajú udržať kĺby pohyblivé a svaly aktívne. Ak dlho sedíte, z času na čas sa postavte a prejdite sa.

## Kedy vyhľadať odborníka

Objednajte sa k lekárovi alebo podológovi, ak spozorujete:

1. Bolesť, ktorá trvá dlhšie ako niekoľko dní alebo sa zhoršuje
2. Ranu, pľuzgier alebo odreninu, ktorá sa pomaly hojí
3. Necitlivosť, mravčenie alebo pálenie
4. Opuch, teplo alebo zmenu farby pokožky
5. Zhrubnuté, bolestivé alebo sfarbené nechty

Ľudia s cukrovkou alebo problémami s krvným obehom by si mali dávať nohy pravidelne kontrolovať odborníkom, aj keď sa zdá, že je všetko v poriadku.`,
    },
    'size-conversion-guide': {
      title: 'Prevodník veľkostí obuvi',
      summary: 'Prevod medzi európskymi, britskými, americkými a japonskými veľkosťami obuvi a ako podľa dĺžky a šírky chodidla zvoliť správnu veľkosť.',
      body: `Veľkosti obuvi sa vo svete označujú rôzne. Kontinentálna Európa používa veľkosti EU, Spojené kráľovstvo veľkosti UK, v USA majú samostatné stupnice pre ženy a mužov a v Japonsku sa obuv označuje podľa dĺžky chodidla v centimetroch. V Austrálii sú bežné britské aj americké označenia. Tento sprievodca vám pomôže medzi nimi prepočítavať.

## Začnite dĺžkou chodidla

Najspoľahlivejší spôsob, ako zvoliť veľkosť, je odmerať si nohy, a nie spoliehať sa na veľkosť, ktorú bežne kupujete. Postupujte podľa nášho návodu, [ako si odmerať nohy doma](/blog/how-to-measure-your-feet-at-home), a použite dĺžku väčšej nohy v centimetroch. Japonská veľkosť v tabuľke nižšie zhruba zodpovedá dĺžke chodidla, čo je praktický orientačný bod.

## Prevodová tabuľka veľkostí

Všetky hodnoty sú orientačné, pretože veľkosti sa môžu medzi jednotlivými modelmi a výrobcami mierne líšiť.

- **EU 35:** UK 2,5; US dámske 4,5; JP 22
- **EU 36:** UK 3,5; US dámske 5,5; JP 22,5
- **EU 37:** UK 4; US dámske 6,5; JP 23,5
- **EU 38:** UK 5; US dámske 7,5; US pánske 6; JP 24
- **EU 39:** UK 6; US dámske 8,5; US pánske 7; JP 25
- **EU 40:** UK 6,5; US dámske 9; US pánske 7,5; JP 25,5
- **EU 41:** UK 7,5; US dámske 10; US pánske 8,5; JP 26
- **EU 42:** UK 8; US pánske 9; JP 26,5
- **EU 43:** UK 9; US pánske 10; JP 27,5
- **EU 44:** UK 9,5; US pánske 10,5; JP 28
- **EU 45:** UK 10,5; US pánske 11,5; JP 29
- **EU 46:** UK 11; US pánske 12; JP 29,5

## Záleží aj na šírke

Dĺžka je len polovica úspechu. Ak máte chodidlá v prednej časti široké, štandardná šírka môže tlačiť aj pri správnej dĺžke. Namiesto väčšieho čísla si vyberte model so širším strihom, pretože v dlhšej topánke vám bude päta vykĺzavať.

## Tipy, ak váhate medzi dvoma veľkosťami

1. Ak ste medzi dvoma veľkosťami, pri komfortnej obuvi sa zvyčajne viac osvedčí tá väčšia, najmä s hrubšími ponožkami.
2. Ak používate ortopedické vložky na mieru, vyberte si model s vyberateľnou stielkou, aby sa vložky zmestili bez stláčania chodidla.
3. Na stránke produktu si pozrite poznámky o tom, ako model sedí.

Stále váhate? Napíšte nám na {{email}} a pošlite svoje rozmery. Ak vám pár nesedí, do 30 dní ho môžete vymeniť za inú veľkosť.`,
    },
    'walking-for-better-health': {
      title: 'Chôdza pre lepšie zdravie',
      summary: 'Chôdza je jeden z najjednoduchších spôsobov, ako sa udržať v pohybe. Tipy, ako začať, vytvoriť si návyk a vybrať topánky na pohodlný krok.',
      body: `Chôdza je jeden z najľahších spôsobov, ako sa udržať v pohybe. Okrem dobrých topánok nepotrebuje žiadne špeciálne vybavenie, môžete sa jej venovať takmer kdekoľvek a tempo si prispôsobíte svojej kondícii. Mnohí ľudia zisťujú, že pravidelná prechádzka im zlepší náladu, pomáha lepšie spať a prináša vítanú prestávku od obrazovky.

## Ako začať

Ak ste sa dlhší čas veľa nehýbali, začnite pomaly a záťaž zvyšujte postupne. Krátka prechádzka okolo domu je úplne dobrý začiatok.

- Začnite 10 až 15 minútami pohodlným tempom a každý týždeň pridajte niekoľko minút.
- Spočiatku si vyberajte rovné trasy a mierne kopce pridajte, až keď naberiete viac síl.
- Choďte takým tempom, pri ktorom sa ešte dokážete rozprávať.
- Zahrejte sa niekoľkými minútami pomalšej chôdze a na záver si jemne ponaťahujte lýtka a členky.
- Pite vodu a obliekajte sa vo vrstvách podľa počasia.

Ak máte ochorenie srdca, cukrovku, problémy s kĺbmi alebo iné zdravotné ťažkosti, pred začatím nového pohybového režimu sa poraďte so svojím lekárom.

## Na topánkach záleží

Pohodlná chôdza sa začína správnymi topánkami. Hľadajte:

1. Tlmiacu podrážku, ktorá pohlcuje nárazy na tvrdom povrchu
2. Stabilnú pätovú výstuhu, ktorá drží pätu na mieste
3. Pružnú prednú časť, ktorá sa ohýba tam, kde sa ohýba chodidlo
4. Dostatok priestoru, aby sa prsty mohli pri každom kroku roztiahnuť
5. Spoľahlivé zapínanie, aby sa chodidlo v topánke neposúvalo

Naše [komfortné tenisky](/collections/sneakers) sú stvorené na každodennú chôdzu a na daždivé či chladnejšie obdobia vám naše [čižmy](/collections/boots) ponúknu priľnavosť aj teplo.

## Ako si z chôdze urobiť zvyk

Malé zvyky pomáhajú, aby sa chôdza stala súčasťou každodenného života. Choďte do obchodu pešo namiesto autom, použite schody, vystúpte z autobusu o zastávku skôr alebo sa dohodnite na prechádzke s priateľom či priateľkou. Motivovať vás môžu aj jednoduché poznámky o vašich prechádzkach.

Počas toho počúvajte svoje telo. Určitá únava svalov je na začiatku normálna, no pretrvávajúca bolesť chodidiel, kolien alebo bokov je signálom na oddych, a ak nepoľaví, aj na návštevu lekára alebo podológa.`,
    },
    // @@MORE@@
  },
  faq: [
    // @@FAQ@@
  ],
};
