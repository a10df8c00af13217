import type { LanguageContent } from './types';

export const sk: LanguageContent = {
  documents: {
    'choosing-shoes-for-diabetic-feet': {
      title: 'Ako vybrať topánky pre diabetickú nohu',
      summary:
        'Na čo sa zamerať pri výbere topánok, ak máte cukrovku: dostatok priestoru, mäkká podšívka, spoľahlivé zapínanie a každodenná kontrola nôh.',
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
      summary:
        'Jednoduché čistenie, ošetrovanie a správne skladovanie, vďaka ktorým zostane kožená komfortná obuv dlhšie mäkká, oporná a pekná.',
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
      summary:
        'Čo je podpora klenby, ako sa líši plochá, neutrálna a vysoká klenba a ako vybrať topánky a stielky, ktoré nohu dobre podopierajú.',
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
      summary:
        'Ako nájsť pohodlné topánky na široké chodidlá alebo vybočený palec: na čo sa zamerať pri špičke, zvršku a zapínaní a ako overiť veľkosť.',
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
      summary:
        'Aj sandále môžu byť pohodlné a oporné. Zistite, na čo sa zamerať pri výbere letných sandálov a ako sa v teple starať o nohy.',
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
      summary:
        'Každodenné návyky pre zdravé a pohodlné nohy: hygiena, starostlivosť o nechty a pokožku, dobre padnúce topánky, pohyb a kedy ísť k odborníkovi.',
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
      summary:
        'Prevod medzi európskymi, britskými, americkými a japonskými veľkosťami obuvi a ako podľa dĺžky a šírky chodidla zvoliť správnu veľkosť.',
      body: `Veľkosti obuvi sa vo svete označujú rôzne. Kontinentálna Európa používa veľkosti EU, Spojené kráľovstvo veľkosti UK, v USA majú samostatné stupnice pre ženy a mužov a v Japonsku sa obuv označuje podľa dĺžky chodidla v centimetroch. V Austrálii sú bežné britské aj americké označenia. Tento sprievodca vám pomôže medzi nimi prepočítavať.

## Začnite dĺžkou chodidla

Najspoľahlivejší spôsob, ako zvoliť veľkosť, je odmerať si nohy, a nie spoliehať sa na veľkosť, ktorú bežne kupujete. Postupujte podľa nášho návodu, [ako si odmerať nohy doma](/blog/how-to-measure-your-feet-at-home), a použite dĺžku väčšej nohy v centimetroch. Japonská veľkosť v tabuľke nižšie zhruba zodpovedá dĺžke chodidla, čo je praktický orientačný bod.

## Prevodová tabuľka veľkostí

Všetky hodnoty sú orientačné, pretože veľkosti sa môžu medzi jednotlivými modelmi a výrobcami mierne líšiť.

{{size-table}}

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
      summary:
        'Chôdza je jeden z najjednoduchších spôsobov, ako sa udržať v pohybe. Tipy, ako začať, vytvoriť si návyk a vybrať topánky na pohodlný krok.',
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

## Ako si z chôdze urobiť návyk

Malé zvyky pomáhajú, aby sa chôdza stala súčasťou každodenného života. Choďte do obchodu pešo namiesto autom, použite schody, vystúpte z autobusu o zastávku skôr alebo sa dohodnite na prechádzke s priateľom či priateľkou. Motivovať vás môžu aj jednoduché poznámky o vašich prechádzkach.

Počas toho počúvajte svoje telo. Určitá únava svalov je na začiatku normálna, no pretrvávajúca bolesť chodidiel, kolien alebo bokov je signálom na oddych, a ak nepoľaví, aj na návštevu lekára alebo podológa.`,
    },
    about: {
      title: 'O Comfort Steps',
      summary:
        'Comfort Steps je internetový obchod so zdravotnou a komfortnou obuvou: ortopedické modely, obuv pre diabetikov a široký strih na každý deň.',
      body: `Comfort Steps vznikol z jednoduchej myšlienky: každý si zaslúži topánky, v ktorých sa cíti dobre od prvého do posledného kroku. Mnohí ľudia len ťažko hľadajú obuv, ktorá sadne na široké chodidlá, citlivú pokožku alebo ortopedické vložky na mieru a zároveň vyzerá tak, že ju naozaj chcú nosiť. Rozhodli sme sa toto hľadanie uľahčiť.

## Čo ponúkame

Prinášame komfortnú obuv na každý deň, starostlivo vyberanú s ohľadom na to, ako sedí, ako nohu podopiera a ako pohodlne sa nosí:

- [Ortopedickú obuv](/collections/orthopaedic) s opornými stielkami a stabilnou pätou
- [Obuv pre diabetikov](/collections/diabetic) s priestrannou špičkou a hladkou podšívkou
- [Modely so širším strihom](/collections/wide-fit) pre široké chodidlá a vybočený palec
- Tenisky, sandále, papuče a čižmy na každé ročné obdobie

## Na čom nám záleží

- **Správna veľkosť na prvom mieste.** Každý model jasne popisujeme a zverejňujeme návody, ktoré vám pomôžu vybrať správnu veľkosť aj šírku.
- **Úprimné rady.** V našich článkoch prinášame praktické tipy na starostlivosť o nohy a vždy odporúčame navštíviť lekára alebo podológa, keď vaše nohy potrebujú odbornú pomoc.
- **Nákup bez starostí.** Na vrátenie alebo výmenu topánok s vrátením celej sumy máte 30 dní a platby prebiehajú cez platobnú bránu so 128-bitovým šifrovaním.
- **Skutočná pomoc.** Na otázky vám e-mailom odpovedajú ľudia, ktorí naše topánky poznajú.

## Pre koho sme tu

Dnes posielame topánky zákazníkom do 12 krajín Európy, Severnej Ameriky, Ázie a Austrálie a viac ako 5 000 spokojných zákazníkov si u nás už našlo svoj pohodlný pár. Či už ste celý deň na nohách, po zranení sa znova učíte istému kroku, alebo jednoducho chcete topánky, ktoré nebolia, sme radi, že ste tu.

Máte otázku alebo návrh? Napíšte nám na {{email}}. Čítame každú správu.`,
    },
    shipping: {
      title: 'Informácie o doprave',
      summary:
        'Doprava zadarmo pri väčších objednávkach, expedícia do 1 pracovného dňa a doručenie za 3 až 10 pracovných dní do 12 krajín.',
      body: `Chceme, aby k vám nové topánky dorazili rýchlo a bezpečne. Tu nájdete všetko, čo potrebujete vedieť o tom, ako objednávky posielame.

## Cena dopravy

Doprava je **zadarmo pri všetkých objednávkach nad {{threshold}}**. Pri menších objednávkach sa štandardný poplatok za dopravu zobrazí v košíku a v pokladni ešte pred zaplatením, takže vás nič neprekvapí.

## Spracovanie a doba doručenia

- Objednávky spracujeme a odovzdáme dopravcovi **do 1 pracovného dňa**.
- Doručenie zvyčajne trvá **3 až 10 pracovných dní** v závislosti od krajiny.
- Ponúkame iba štandardnú dopravu a každej objednávke venujeme rovnakú starostlivosť.

Pracovné dni sú pondelok až piatok okrem štátnych sviatkov. V rušnom období alebo pri nezvyčajnom počasí môže doručenie výnimočne trvať o niečo dlhšie.

## Sledovanie objednávky

Hneď ako vaša objednávka odíde z nášho skladu, dostanete e-mail s potvrdením odoslania a údajmi na sledovanie zásielky, aby ste mohli sledovať jej cestu k vám. Ak správa nepríde, pozrite sa, prosím, do priečinka nevyžiadanej pošty.

## Kam doručujeme

Momentálne doručujeme do týchto 12 krajín:

- Spojené štáty americké
- Nemecko
- Česko
- Španielsko
- Francúzsko
- Spojené kráľovstvo
- Maďarsko
- Japonsko
- Rumunsko
- Slovensko
- Poľsko
- Austrália

Skontrolujte, prosím, či je vaša doručovacia adresa úplná a správna vrátane čísla bytu. Ak si po objednaní všimnete chybu, čo najskôr nám napíšte na {{email}} a urobíme všetko pre to, aby sme ju opravili ešte pred odoslaním zásielky.

Ak vaša zásielka nedorazila v očakávanom čase, kontaktujte nás na {{email}}, uveďte číslo objednávky a my to preveríme. Informácie o vrátení topánok nájdete na stránke [vrátenie a výmena tovaru](/pages/returns-and-exchanges).`,
    },
    'returns-and-exchanges': {
      title: 'Vrátenie a výmena tovaru',
      summary: 'Nesedia vám topánky? Do 30 dní ich môžete vrátiť alebo vymeniť a dostanete späť celú sumu. Takto to funguje.',
      body: `Nájsť cez internet dokonale padnúce topánky nie je vždy ľahké, preto sme vrátenie tovaru maximálne zjednodušili. Ak vám topánky nesedia alebo nie sú také, ako ste očakávali, môžete ich do **30 dní** od doručenia vrátiť alebo vymeniť a dostanete **späť celú sumu**.

## Ako postupovať pri vrátení

1. Napíšte nám na {{email}}, uveďte číslo objednávky a položky, ktoré chcete vrátiť.
2. Dajte nám vedieť, či si želáte vrátenie peňazí alebo výmenu za inú veľkosť.
3. Odpovieme vám s pokynmi na vrátenie a adresou, na ktorú máte zásielku poslať.
4. Topánky bezpečne zabaľte, ideálne do pôvodnej krabice, a pošlite ich späť.

## Výmena za inú veľkosť

Ak potrebujete inú veľkosť, jednoducho ju uveďte, keď nás budete kontaktovať. Overíme dostupnosť a výmenu s vami dohodneme e-mailom. Neviete, akú veľkosť si vybrať? Pomôže vám náš [sprievodca veľkosťami](/article/size-conversion-guide).

## Stav vrátených topánok

Aby bolo možné topánky vrátiť, nesmú byť nosené vonku a musia byť v pôvodnom stave, s čistými podrážkami a so všetkými visačkami, stielkami a príslušenstvom. Nové topánky si preto skúšajte doma na čistom povrchu, aby ste ich mohli vrátiť, ak vám nebudú sedieť.

## Vrátenie peňazí

Keď vrátené topánky dostaneme a skontrolujeme, vrátime vám celú sumu na kartu, ktorou ste platili, a dáme vám vedieť e-mailom. V závislosti od banky môže trvať niekoľko pracovných dní, kým sa suma objaví na vašom výpise.

Máte otázky k vráteniu? Napíšte na {{email}} a radi vám pomôžeme.`,
    },
    privacy: {
      title: 'Ochrana osobných údajov',
      summary:
        'Aké osobné údaje Comfort Steps uchováva a prečo, aké súbory cookie používame a ako môžete svoje údaje získať alebo vymazať.',
      body: `Uchovávame len údaje, ktoré potrebujeme na prevádzku obchodu a doručenie vašich objednávok. Na tejto stránke vysvetľujeme, čo ukladáme a prečo.

## Aké údaje uchovávame

- **Údaje o objednávke:** zakúpené produkty, ceny, číslo a dátum objednávky, aby sme mohli objednávku spracovať, vybaviť vrátenie tovaru a viesť účtovníctvo.
- **Kontaktné údaje:** vaše meno a e-mailová adresa, aby sme vám mohli posielať potvrdenia objednávok a informácie o odoslaní a odpovedať na vaše otázky.
- **Adresa:** vaša doručovacia adresa, ktorú odovzdávame dopravcovi výlučne na doručenie zásielky.
- **Súhlas s odberom noviniek:** ak sa prihlásite na odber noviniek, uchovávame vašu e-mailovú adresu a váš súhlas. Odhlásiť sa môžete kedykoľvek cez odkaz, ktorý nájdete v každom e-maile s novinkami.

Platby kartou spracúva náš poskytovateľ platieb cez platobnú bránu so 128-bitovým šifrovaním. Úplné údaje o vašej karte neuchovávame.

## Súbory cookie

Používame iba súbory cookie, ktoré obchod potrebuje na svoje fungovanie:

- **súbor cookie košíka**, ktorý si pamätá položky vo vašom nákupnom košíku,
- **súbor cookie krajiny**, ktorý si pamätá vašu krajinu, aby sa vám zobrazovali správne ceny, mena a informácie o doprave,
- **súbor cookie potvrdenia objednávky**, vďaka ktorému vám po dokončení nákupu môžeme zobraziť potvrdenie objednávky.

Nepoužívame sledovacie, reklamné ani analytické súbory cookie a vaše údaje nikomu nepredávame.

## Ako dlho údaje uchovávame

Údaje o objednávkach uchovávame tak dlho, ako je potrebné na vybavenie objednávky, vrátenia tovaru a splnenie zákonných povinností týkajúcich sa archivácie záznamov. Údaje súvisiace s odberom noviniek uchovávame, kým sa neodhlásite.

## Vaše práva

Kedykoľvek sa môžete opýtať, aké osobné údaje o vás uchovávame, a požiadať o ich opravu alebo vymazanie, pokiaľ ich nie sme povinní uchovávať zo zákona. Napíšte na {{email}} z e-mailovej adresy, ktorú ste u nás použili.`,
    },
    terms: {
      title: 'Obchodné podmienky',
      summary: 'Podmienky nákupu v Comfort Steps zrozumiteľne: objednávky, ceny, platba, doručenie a vrátenie tovaru.',
      body: `Tieto podmienky vysvetľujú, ako funguje nákup v Comfort Steps. Odoslaním objednávky s nimi vyjadrujete súhlas.

## Objednávky

Po odoslaní objednávky dostanete potvrdenie e-mailom. Zmluva vzniká potvrdením vašej objednávky. Ak sa ukáže, že položka nie je dostupná, alebo ak je v cene či popise zjavná chyba, budeme vás kontaktovať a vy sa môžete rozhodnúť danú položku zrušiť a dostať späť celú sumu.

## Ceny a platba

- Ceny sú uvedené v mene vašej krajiny a zahŕňajú dane tak, ako je uvedené v pokladni.
- Prípadné náklady na dopravu sa zobrazia pred zaplatením. Objednávky nad {{threshold}} posielame zadarmo.
- Platí sa kreditnou alebo debetnou kartou cez platobnú bránu so 128-bitovým šifrovaním.
- Zľavové kódy, napríklad kupón so zľavou 20 % za prihlásenie na odber noviniek, sa uplatňujú v pokladni a platia pre ne podmienky uvedené pri danom kóde.

## Doručenie

Objednávky spracujeme do 1 pracovného dňa a posielame ich štandardnou dopravou. Doručenie zvyčajne trvá 3 až 10 pracovných dní v závislosti od krajiny; pozrite si našu [stránku o doprave](/pages/shipping).

## Vrátenie a výmena tovaru

Topánky môžete do 30 dní od doručenia vrátiť alebo vymeniť a dostanete späť celú sumu, pokiaľ neboli nosené vonku a sú v pôvodnom stave. Podrobnosti nájdete na stránke [vrátenie a výmena tovaru](/pages/returns-and-exchanges). Tým nie sú dotknuté zákonné práva, ktoré máte ako spotrebiteľ vo svojej krajine.

## Informácie o produktoch

Naše produkty popisujeme čo najpresnejšie, farby sa však na vašej obrazovke môžu mierne líšiť. Naše články poskytujú všeobecné informácie o starostlivosti o nohy, nie lekárske rady.

## Otázky a problémy

Ak sa s vašou objednávkou niečo pokazí, napíšte nám na {{email}}. Snažíme sa každý problém vyriešiť rýchlo a spravodlivo.`,
    },
    contact: {
      title: 'Kontakt',
      summary:
        'Máte otázku k veľkostiam, objednávke alebo vráteniu tovaru? Napíšte nám e-mail, zvyčajne odpovedáme do jedného pracovného dňa.',
      body: `Máte otázku k veľkosti, objednávke alebo vráteniu tovaru? Radi vám pomôžeme.

## Ako nás kontaktovať

Najlepšie nás zastihnete e-mailom na **{{email}}**. Zvyčajne odpovedáme do jedného pracovného dňa, od pondelka do piatka. Na správy odoslané cez víkend alebo počas štátnych sviatkov odpovedáme nasledujúci pracovný deň.

## Čo uviesť v správe

Aby sme vám mohli rýchlo odpovedať, uveďte, prosím:

- **Číslo objednávky**, ak sa vaša otázka týka existujúcej objednávky
- **Meno a e-mailovú adresu**, ktoré ste použili pri objednávke
- **Produkt**, na ktorý sa pýtate, a prípadne aj veľkosť a farbu
- **Pri otázkach k veľkosti:** dĺžku a šírku chodidla v centimetroch alebo palcoch a veľkosť, ktorú zvyčajne nosíte
- **Pri vrátení alebo výmene:** položky, ktoré chcete poslať späť, a či si želáte vrátenie peňazí alebo inú veľkosť
- **Pri probléme s produktom:** krátky popis a ak je to možné, aj fotografiu

## Skôr než nám napíšete

Rýchlu odpoveď možno nájdete v [často kladených otázkach](/pages/faq). Na stránkach [doprava](/pages/shipping) a [vrátenie a výmena tovaru](/pages/returns-and-exchanges) vysvetľujeme dodacie lehoty a postup pri vrátení tovaru a [sprievodca veľkosťami](/article/size-conversion-guide) vám pomôže nájsť správnu veľkosť.

Upozorňujeme, že nemôžeme poskytovať lekárske rady. Ak máte obavy o zdravie svojich nôh, napríklad pri cukrovke, dlhotrvajúcej bolesti alebo rane, ktorá sa pomaly hojí, obráťte sa na svojho lekára alebo podológa.

Tešíme sa na vašu správu.`,
    },
  },
  faq: [
    {
      question: 'Ako nájdem správnu veľkosť topánok?',
      answer:
        'Popoludní si odmerajte dĺžku oboch chodidiel, vychádzajte z väčšieho z nich a pripočítajte malú rezervu pre prsty. Potom svoj rozmer porovnajte s naším [sprievodcom veľkosťami](/article/size-conversion-guide), ktorý prevádza európske, britské, americké a japonské veľkosti.',
    },
    {
      question: 'Čo ak mám široké chodidlá alebo vybočený palec?',
      answer:
        'Namiesto väčšej veľkosti si vyberte model so širším strihom, pretože v dlhšej topánke môže päta vykĺzavať. Naša [kolekcia so širším strihom](/collections/wide-fit) ponúka viac priestoru v prednej časti chodidla a v špičke.',
    },
    {
      question: 'Môžem topánky vrátiť alebo vymeniť?',
      answer:
        'Áno. Topánky môžete do 30 dní vrátiť alebo vymeniť a dostanete späť celú sumu, pokiaľ neboli nosené vonku a sú v pôvodnom stave. Stačí napísať na {{email}} a uviesť číslo objednávky; podrobnosti nájdete na stránke [vrátenie a výmena tovaru](/pages/returns-and-exchanges).',
    },
    {
      question: 'Ako dlho trvá doručenie?',
      answer:
        'Objednávky spracujeme do 1 pracovného dňa a štandardné doručenie zvyčajne trvá 3 až 10 pracovných dní v závislosti od krajiny. Po odoslaní objednávky vám e-mailom pošleme údaje na sledovanie zásielky.',
    },
    {
      question: 'Ponúkate dopravu zadarmo?',
      answer:
        'Áno, doprava je zadarmo pri všetkých objednávkach nad {{threshold}}. Pri menších objednávkach sa cena dopravy zobrazí v košíku ešte pred zaplatením.',
    },
    {
      question: 'Je moja platba bezpečná?',
      answer:
        'Áno. Prijímame kreditné aj debetné karty a platby sa spracúvajú cez platobnú bránu so 128-bitovým šifrovaním. Úplné údaje o vašej karte neuchovávame.',
    },
    {
      question: 'Máte zľavové kódy?',
      answer:
        'Prihláste sa na odber noviniek a dostanete kupón so zľavou 20 % na svoju objednávku. Kód zadajte v pokladni a zľava sa uplatní.',
    },
    {
      question: 'Čím je topánka vhodná pre diabetikov?',
      answer:
        'Naša [obuv pre diabetikov](/collections/diabetic) má priestrannú špičku, hladkú podšívku bez švov, mäkký zvršok a nastaviteľné zapínanie, ktoré pomáhajú znížiť tlak a odieranie. Nejde o liečebnú pomôcku, preto sa, prosím, poraďte so svojím lekárom alebo podológom, aká obuv je pre vaše nohy vhodná.',
    },
    {
      question: 'Môžem používať vlastné ortopedické vložky?',
      answer:
        'Mnohé naše topánky majú vyberateľné stielky, ktoré môžete nahradiť vlastnými vložkami na mieru; túto vlastnosť hľadajte v popise produktu. Ak neviete, či je model dostatočne hlboký, napíšte nám na {{email}}.',
    },
    {
      question: 'Môžem zmeniť alebo zrušiť objednávku?',
      answer:
        'Keďže objednávky spracúvame do 1 pracovného dňa, napíšte nám, prosím, čo najskôr na {{email}} a uveďte číslo objednávky. Ak vaša objednávka ešte nebola odoslaná, urobíme všetko pre to, aby sme ju zmenili alebo zrušili; v opačnom prípade môžete využiť možnosť vrátenia do 30 dní.',
    },
  ],
};
