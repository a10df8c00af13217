import type { LanguageContent } from './types';

export const hu: LanguageContent = {
  documents: {
    'choosing-shoes-for-diabetic-feet': {
      title: 'Cipőválasztás cukorbetegeknek',
      summary: 'Mire figyeljen cipővásárláskor, ha cukorbeteg: bőséges hely, puha bélés, biztos rögzítés és a láb mindennapos ellenőrzése.',
      body: `Cukorbetegség esetén a lábára is kicsit több figyelmet kell fordítania. Ha csökken az érzékelés vagy romlik a vérkeringés, nehezebb észrevenni a nyomást, a dörzsölődést vagy az apró sérüléseket, ezért sokat számít a megfelelő cipő és néhány napi szokás. Ez az útmutató összefoglalja, milyen gyakorlati szempontokra érdemes figyelnie. Nem helyettesíti az orvosi tanácsot: kezelőorvosa vagy podológusa ismeri az Ön lábát, ezért mindig először hozzájuk forduljon.

## Mire figyeljen a cukorbetegeknek ajánlott cipőknél?

- **Tágas, magas orrész**, hogy a lábujjak laposan elférjenek, és ne nyomódjanak neki a felsőrésznek.
- **Sima, varrás nélküli bélés**, amely csökkenti a kidörzsölődés és a nyomáspontok kialakulásának esélyét.
- **Puha, rugalmas felsőrész**, amely enged egy kicsit ott, ahol a lábának több hely kell.
- **Állítható rögzítés**, például tépőzár vagy fűző, hogy a cipő a nap folyamán követni tudja a láb duzzadását.
- **Kivehető talpbetét**, amely helyet ad az egyedi ortopéd betétnek, ha podológusa ilyet javasol.
- **Párnázott, stabil talp** jó tapadással a magabiztos járásért.

Ilyen tulajdonságú cipőket [cukorbetegeknek ajánlott kollekciónkban](/collections/diabetic) talál.

## A megfelelő illeszkedés

Az új cipőt délután próbálja fel, amikor a láb általában a legnagyobb, és abban a zokniban, amelyet majd hozzá szeretne viselni. A leghosszabb lábujja és a cipő orra között nagyjából hüvelykujjnyi hely legyen. Ha csökkent az érzékelése, ne csak arra hagyatkozzon, milyen érzés a cipő: szemmel is ellenőrizze az illeszkedést, és szükség esetén kérjen segítséget valakitől. [Mérettáblázat-útmutatónk](/article/size-conversion-guide) elmagyarázza, hogyan mérje meg a lábát, és hogyan váltsa át a méreteket.

## Hasznos napi szokások

1. Minden nap nézze meg a lábát – a talpát és a lábujjak közét is –, nincs-e rajta bőrpír, vízhólyag vagy vágás.
2. Felvétel előtt kézzel tapogassa végig a cipő belsejét, nincs-e benne kavics, kiálló varrás vagy érdes felület.
3. Az új cipőt fokozatosan szoktassa a lábához: eleinte csak rövid ideig viselje.
4. Otthon se járjon mezítláb; jó alternatíva a lábat jól megtámasztó papucs.

Ha sebet, duzzanatot, elszíneződést vagy bármilyen nem gyógyuló elváltozást észlel, ne várjon, hanem haladéktalanul forduljon orvosához vagy podológusához.`,
    },
    'how-to-measure-your-feet-at-home': {
      title: 'Így mérheti meg otthon a lábát',
      summary:
        'Egyszerű, lépésről lépésre követhető módszer a lábhossz és a lábszélesség otthoni méréséhez, hogy biztosan a megfelelő méretet rendelje.',
      body: `Sokan évek óta ugyanazt a cipőméretet hordjuk, pedig a láb idővel változik. A testsúly változása, a terhesség, az életkor és az olyan elváltozások, mint a bütyök, mind módosíthatják a láb hosszát és szélességét. Az otthoni mérés nagyjából tíz percet vesz igénybe, és megbízható kiindulópontot ad az internetes rendeléshez.

## Amire szüksége lesz

- Két papírlap, amely nagyobb a lábánál
- Egy ceruza vagy toll, amelyet függőlegesen tart
- Vonalzó vagy mérőszalag
- Az a zokni, amelyet általában a megvásárolni kívánt cipőtípushoz visel
- Egy fal vagy ajtókeret, és ha lehet, egy segítő

## Lépésről lépésre

1. Késő délután vagy este mérjen, amikor a láb az egész napos terhelés után általában kissé nagyobb.
2. Tegye a papírt kemény padlóra úgy, hogy az egyik rövidebb széle a falhoz érjen.
3. Álljon a papírra úgy, hogy a sarka a falhoz érjen, és a testsúlya egyenletesen oszoljon el.
4. Rajzolja körbe a lábát úgy, hogy a ceruzát függőlegesen és a bőréhez közel tartja, vagy kérje meg erre a segítőjét.
5. Mérje meg a hosszt a faltól a leghosszabb lábujja hegyéig – ez nem mindig a nagylábujj.
6. Mérje meg a szélességet az előláb legszélesebb részén, általában a lábujjtövek ízületeinél.
7. Ismételje meg a másik lábával is. Gyakori, hogy az egyik láb kicsit nagyobb.

## Hogyan lesz a számokból cipőméret?

Mindig a **nagyobbik lába** méreteit vegye alapul. Ne olyan cipőt válasszon, amely pontosan megegyezik a lábhosszával, hanem számoljon egy kis ráhagyással a lábujjak számára, nagyjából 1 cm-rel (3/8 hüvelykkel). Ezután vesse össze az adatait [mérettáblázat-útmutatónkkal](/article/size-conversion-guide), amely az amerikai, brit, európai és japán méretek között vált át.

Ha a lába a hosszához képest széles, vagy gyakran érez nyomást a lába oldalán, érdemes bővített szabású modellt választania.

## Néhány további tipp

Évente egyszer, illetve amikor a cipői másként kezdenek illeszkedni, mérje meg újra a lábát. Ha cukorbeteg, hajlamos a lábdagadásra, vagy valamilyen lábproblémája van, podológusa szakszerűen megméri a lábát, és tanácsot ad az illeszkedéssel kapcsolatban. Ha pedig egy pár mégsem kényelmes, [visszaküldési feltételeink](/pages/returns-and-exchanges) szerint 30 napon belül visszaküldheti.`,
    },
    'caring-for-leather-comfort-shoes': {
      title: 'A bőr kényelmi cipők ápolása',
      summary:
        'Egyszerű tisztítási, ápolási és tárolási szokások, amelyekkel bőr kényelmi cipője hosszabb ideig marad puha, stabil és szép.',
      body: `A jó minőségű bőrcipő finoman a lábához idomul, és sokáig kényelmes maradhat – ha kap egy kis törődést. Ha hetente vagy kéthetente rászán néhány percet, a bőr puha marad, védett lesz a víz és az útsó ellen, a cipő pedig megőrzi megtámasztó formáját.

## Mindennapi szokások

- **Váltogassa a cipőit.** A bőrnek és a bélésnek viselés után nagyjából egy napra van szüksége, hogy teljesen kiszáradjon, ezért ha két pár között váltogat, mindkettő tovább tart.
- **Használjon cipőkanalat.** Ezzel kíméli a sarokkérget, vagyis azt a merev részt, amely a helyén tartja a sarkát.
- **Nyissa ki teljesen a rögzítést**, mielőtt fel- vagy leveszi a cipőt, ahelyett hogy belegyömöszölné a lábát.
- **Szellőztesse a talpbetéteket.** Ha a cipőjében kivehető talpbetét van, időnként vegye ki, hogy kiszáradhasson.

## Tisztítás és ápolás

1. A port és a szennyeződést puha kefével vagy enyhén nedves ruhával távolítsa el.
2. A foltokhoz használjon kevés sima bőrhöz való tisztítószert, a termék használati útmutatója szerint.
3. Hagyja a cipőt szobahőmérsékleten, magától megszáradni, radiátortól és közvetlen napfénytől távol, mert ezektől a bőr megrepedhet.
4. Vigyen fel vékony rétegben a cipő színéhez illő vagy színtelen bőrápolót vagy cipőkrémet, majd tiszta ruhával finoman polírozza át.
5. Ha esőben vagy hóban is jár benne, végül fújja be bőrhöz való vízlepergető impregnálóval.

A velúr- és a nubukbőr másfajta ápolást igényel: krém helyett használjon velúrkefét és kifejezetten ezekhez az anyagokhoz készült impregnálót. Az új ápolószereket mindig próbálja ki először egy kis, nem látható felületen.

## Tárolás és csere

A cipőket hűvös, száraz, jól szellőző helyen tárolja. A cédrusfa sámfa vagy a gyűrött papír segít megőrizni a formájukat, és felszívja a nedvességet. Kerülje a műanyag zacskókat, mert bennük megreked a pára.

Még a gondosan ápolt cipő is elhasználódik egyszer. Rendszeresen ellenőrizze a talpat és a sarkat: ha a talp mintázata elkopott, a sarok egyik oldalon lekopott, vagy a párnázás ellaposodott, ideje új párt venni. Az elhasználódott cipő kevésbé támasztja meg a lábat, és rosszabbul tapad. Ha eljön az ideje, nézzen körül [ortopéd kollekciónkban](/collections/orthopaedic), a hidegebb hónapokra pedig [bakancsaink és csizmáink](/collections/boots) között.`,
    },
    'arch-support-explained': {
      title: 'A lábboltozat-támasz érthetően',
      summary:
        'Mi a lábboltozat-támasz, miben különbözik a lapos, a normál és a magas boltozat, és hogyan válasszon jól támasztó cipőt és betétet.',
      body: `A „boltozattámasz” kifejezés sok cipő címkéjén szerepel, de mit jelent valójában? Röviden: a lábágy vagy a talpbetét olyan kialakítását, amely követi a lába belső oldalán húzódó ívet. A jól megtervezett támasz segíthet egyenletesebben elosztani a nyomást a talpon, és kényelmesebbé teheti a hosszú, talpon töltött napokat.

## Ismerje meg a boltozattípusát

A láb sokféle formájú lehet, a boltozatokat általában három nagy csoportba sorolják:

- **Alacsony boltozat vagy lúdtalp:** álló helyzetben a talp nagy része érinti a talajt. Az alacsonyabb boltozatú emberek közül sokan a feszesebb, stabilabb felépítésű lábágyat kedvelik.
- **Normál boltozat:** mérsékelt ív. Az ilyen lábhoz általában jól illik az enyhén formázott, jól párnázott lábágy.
- **Magas boltozat:** a testsúly nagy részét szinte csak a sarok és az előláb párnája viseli. Az extra párnázás és egy olyan lábágy, amely kitölti a boltozat alatti rést, kényelmesebb lehet.

A boltozattípusáról egy egyszerű módszerrel, a nedves lábnyomteszttel kaphat képet: nedvesítse be a talpát, álljon rá egy darab kartonpapírra vagy sötét törölközőre, és nézze meg a lenyomatot. A szinte teljes lábnyom alacsonyabb, a középen keskeny csík vagy hiányzó rész magasabb boltozatra utal. Ez csak hozzávetőleges támpont, nem diagnózis.

## Mire figyeljen a cipőnél?

1. Formázott lábágy, amely felfekszik a boltozatára, de nem nyomja.
2. Merev sarokkéreg, amely stabilan tartja a sarkát.
3. Olyan talp, amely az előlábnál hajlik, nem pedig középen.
4. Kivehető talpbetét, ha egyedi ortopéd betétet használ, vagy a jövőben szüksége lehet rá.

[Ortopéd kollekciónk](/collections/orthopaedic) és [kényelmes sportcipőink](/collections/sneakers) tervezésekor ezeket a szempontokat tartottuk szem előtt.

## Mikor kérjen szakmai tanácsot?

Ha tartósan fáj a sarka vagy a boltozata, nagyon hamar elfárad a lába, vagy az egyik lába másként viselkedik, mint a másik, forduljon podológushoz vagy orvoshoz. Ők meg tudják vizsgálni a lábát, és meg tudják ítélni, segítene-e Önnek egyedi ortopéd betét. Az új támasz eleinte szokatlan érzés lehet, ezért az új cipőt kezdetben csak rövid ideig viselje, és fokozatosan növelje az időt.`,
    },
    'wide-feet-and-bunions-finding-room': {
      title: 'Széles láb és bütyök: legyen helye a lábának',
      summary:
        'Kényelmes cipő széles lábra vagy bütyökre: mire figyeljen az orrésznél, a felsőrésznél és a rögzítésnél, és hogyan ellenőrizze az illeszkedést.',
      body: `Ha a hagyományos cipők szorítják a lába elülső részét, korántsem Ön az egyetlen. Van, akinek egyszerűen széles a lába, másoknál bütyök alakul ki: csontos kitüremkedés a nagylábujj tövénél lévő ízületnél, amely szélesebbé és érzékenyebbé teszi az előlábat. A cél mindkét esetben ugyanaz: elég helyet adni a lábnak, de úgy, hogy ne csúszkáljon a cipőben.

## Jelek, amelyek szerint túl szűk a cipője

- Piros nyomok vagy fájdalom a lába oldalán, miután viselte
- Egymásra csúszó vagy összepréselődő lábujjak
- A felsőrész kidudorodik a talp széle fölött
- Nyomás vagy dörzsölődés a bütykön vagy a kislábujjon
- Megkönnyebbülés abban a pillanatban, ahogy leveszi a cipőt

## Ami igazán számít

1. **Széles, lekerekített orrész**, hogy a lábujjak természetes módon szétterülhessenek, és ne préselődjenek csúcsba.
2. **Puha, rugalmas vagy varrás nélküli felsőrész** az előlábnál, amely csökkenti a bütyökre nehezedő nyomást.
3. **Állítható rögzítés**, például fűző vagy pánt, amellyel a lábfejnél pontosan beállíthatja az illeszkedést.
4. **Biztos sarokrész**, hogy a szélesebb elülső rész miatt ne csússzon ki a sarka.
5. **Alacsony sarok.** A magasabb sarok előre, a lábujjakra és a bütyök környékére tolja a testsúlyt.

[Széles lábra készült kollekciónkban](/collections/wide-fit) elöl bővebb cipőket, sportcipőket és papucsokat gyűjtöttünk össze. Melegebb napokra az állítható pántos, nyitott szandálok is jó választást jelenthetnek.

## Az illeszkedés ellenőrzése otthon

Mérje meg mindkét lábát – a legszélesebb részen mért szélességet is –, és vesse össze az eredményt [mérettáblázat-útmutatónkkal](/article/size-conversion-guide). Amikor megérkezik az új cipő, délután, a szokásos zoknijában, lakásban próbálja fel. Sétáljon benne néhány percig: a lábujjainak szabadon kell tudniuk mozogni, a lába legszélesebb része a cipő legszélesebb részére essen, és semmi ne nyomja a bütyköt. Ne válasszon egy egész számmal nagyobb méretet csak azért, hogy szélesebb legyen, mert akkor a cipő túl hosszú lesz, és nem a megfelelő helyen fog hajlani.

Ha a bütyök fáj, kipirosodott vagy egyre rosszabb, illetve ha miatta szinte lehetetlen megfelelő cipőt találni, podológus vagy orvos tud tanácsot adni a kezelésről és a lábbeli megválasztásáról.`,
    },
    'summer-sandals-that-support-you': {
      title: 'Nyári szandálok, amelyek jól megtartják a lábát',
      summary:
        'A szandál is lehet kényelmes és jól támasztó. Tudja meg, mire figyeljen nyári szandál választásakor, és hogyan óvja a lábát a melegben.',
      body: `A meleg idő nyitott cipőkért kiált, de sok lapos, vékony szandál alig nyújt többet egy vékony talpnál és egy pántnál. Egy egész napos séta után ettől a láb elfáradhat és megfájdulhat. A jó hír az, hogy a szandál egyszerre lehet szellős és jól támasztó, ha megvannak a megfelelő tulajdonságai.

## Mitől támaszt jól egy szandál?

- **Formázott lábágy** enyhe boltozattámasszal és mélyített sarokkal, amely középen tartja a lábát.
- **Párnázott, ütéselnyelő talp** jól tapadó mintázattal a városi járdákra és a kerti utakra.
- **Állítható pántok**, lehetőleg az előlábnál, a lábfejnél és a saroknál, hogy pontosan beállíthassa az illeszkedést, és a szandál a forró napokon a lábdagadáshoz is igazodjon.
- **Sarokpánt vagy zárt sarok**, amely a lábán tartja a szandált, így a lábujjainak nem kell kapaszkodniuk, hogy a helyén maradjon.
- **Puha, sima bélésű pántok**, amelyek nem dörzsölik a csupasz bőrt.

Ilyen szandálokat [szandálkollekciónkban](/collections/sandals) talál.

## Nyári lábápolási tippek

1. A láb melegben gyakran megduzzad, ezért ha a pántok a nap későbbi szakaszában szorítanak, lazítson rajtuk.
2. Kenje be naptejjel a lábfeje tetejét is, mert könnyen leég.
3. Hidratálja a bőrét, hogy megelőzze a száraz, berepedezett sarkat, de a lábujjak közé ne kenjen krémet.
4. Minden este mossa meg és törölje szárazra a lábát, a lábujjak közét is.
5. Az új szandált fokozatosan szoktassa a lábához, mielőtt hosszabb sétára vagy utazásra indulna benne.

## Ha Ön cukorbeteg

Ha cukorbeteg, vagy csökkent az érzékelés a lábában, a nyitott szandál nem minden helyzetben jó választás, mert a lábujjak és a láb oldala ki van téve az ütődéseknek és a vágásoknak. Beszélje meg orvosával vagy podológusával, mi a megfelelő az Ön számára. Alternatívát jelentenek [cukorbetegeknek ajánlott kollekciónk](/collections/diabetic) zárt, szellős cipői, és nyáron különösen fontos, hogy minden nap ellenőrizze a lábát.`,
    },
    'foot-health-basics': {
      title: 'A láb egészségének alapjai',
      summary:
        'Mindennapi szokások az egészséges, kényelmes lábért: higiénia, köröm- és bőrápolás, jól illeszkedő cipő, mozgás – és mikor kell szakemberhez fordulni.',
      body: `A lába lépések ezrein viszi végig, mégis gyakran ez a testrész jut eszünkbe utoljára. Néhány egyszerű szokás sokat segíthet abban, hogy a lába kényelmes és egészséges maradjon.

## Napi ápolás

- **Mossa meg a lábát minden nap** langyos vízzel és kímélő szappannal, majd alaposan törölje szárazra, különösen a lábujjak között.
- **Hidratálja a száraz bőrt** a sarkán és a talpán, de a lábujjak közét tartsa szárazon.
- **A lábkörmét egyenesen vágja**, és ne túl rövidre, majd reszelővel simítsa el a szélét, hogy megelőzze a benövést.
- **Minden nap váltson zoknit**, és olyan légáteresztő anyagot válasszon, amely elvezeti a nedvességet.
- **Rendszeresen nézze meg a lábát**, hogy észrevegye az olyan elváltozásokat, mint a bőrpír, a vízhólyag, a repedés, a bőrkeményedés vagy a körmök elszíneződése.

## A lábához illő cipő

A túl szűk, túl bő vagy elhasználódott cipő gyakori oka a kényelmetlenségnek. Olyan formát keressen, amely illik a lábához, elég helyet hagy a lábujjak mozgatására, stabil a sarka, a talpa pedig kellően párnázott és jól tapad. Időnként mérje meg a lábát, mert a méret és a szélesség az évek során változhat; [mérettáblázat-útmutatónk](/article/size-conversion-guide) megmutatja, hogyan.

Otthon egy jól megtámasztó [papucs](/collections/slippers) sokkal kíméletesebb a lábához, mint ha mezítláb járna a kemény padlón, és érdemes a hét során több cipő között váltogatni.

## Maradjon mozgásban

A lábnak jót tesz a rendszeres mozgás. A séta, a bokakörzés, a lábujjak behajlítása és a vádli nyújtása segít megőrizni az ízületek rugalmasságát és az izmok aktivitását. Ha sokat ül, időnként álljon fel, és mozogjon egy kicsit.

## Mikor forduljon szakemberhez?

Kérjen időpontot orvoshoz vagy podológushoz, ha az alábbiakat tapasztalja:

1. Néhány napnál tovább tartó vagy erősödő fájdalom
2. Lassan gyógyuló seb, vízhólyag vagy kisebesedés
3. Zsibbadás, bizsergés vagy égő érzés
4. Duzzanat, melegség vagy a bőr színének megváltozása
5. Megvastagodott, fájdalmas vagy elszíneződött köröm

Cukorbetegség vagy keringési problémák esetén akkor is rendszeresen vizsgáltassa meg a lábát szakemberrel, ha látszólag minden rendben van.`,
    },
    'size-conversion-guide': {
      title: 'Cipőméret-átváltási útmutató',
      summary:
        'Váltsa át a cipőméreteket az európai, brit, amerikai és japán rendszer között, és válasszon méretet lábhossza és lábszélessége alapján.',
      body: `A cipőméreteket a világ különböző részein eltérően jelölik. A kontinentális Európában EU-méreteket használnak, az Egyesült Királyságban UK-méreteket, az Egyesült Államokban külön skála van a nők és a férfiak számára, Japánban pedig a cipőméret a lábhosszt jelöli centiméterben. Ausztráliában a brit és az amerikai jelölés is elterjedt. Ez az útmutató segít eligazodni közöttük.

## Induljon ki a lábhosszából

A méretválasztás legmegbízhatóbb módja, ha megméri a lábát, ahelyett hogy a megszokott méretére hagyatkozna. Kövesse útmutatónkat arról, [hogyan mérheti meg otthon a lábát](/blog/how-to-measure-your-feet-at-home), és a nagyobbik lába centiméterben mért hosszát vegye alapul. Az alábbi japán méret nagyjából a lábhossznak felel meg, így hasznos viszonyítási pont.

## Méretátváltó táblázat

Minden érték hozzávetőleges, mert a méretezés modellenként és gyártónként kissé eltérhet.

{{size-table}}

## A szélesség is számít

A hossz csak az illeszkedés egyik fele. Ha a lába az előlábnál széles, a normál szélességű cipő a megfelelő hosszban is szoríthat. Ilyenkor nagyobb méret helyett válasszon bővített szabású modellt, mert a hosszabb cipőben kicsúszik a sarka.

## Tippek, ha két méret között ingadozik

1. Ha két méret között ingadozik, kényelmi cipőknél általában a nagyobb a jobb választás, különösen vastagabb zoknival.
2. Ha egyedi ortopéd betétet használ, kivehető talpbetétes modellt válasszon, hogy a betét elférjen, és ne szorítsa a lábát.
3. Nézze meg a termékoldalon, vannak-e megjegyzések az adott modell méretezéséről.

Még mindig bizonytalan? Írjon nekünk a {{email}} címre, és küldje el a mért értékeit. Ha egy pár nem jó, 30 napon belül másik méretre cserélheti.`,
    },
    'walking-for-better-health': {
      title: 'Séta az egészségért',
      summary:
        'A séta az egyik legegyszerűbb módja az aktív életnek. Tippek a kezdéshez, a rendszeresség kialakításához és a kényelmes cipő kiválasztásához.',
      body: `A séta az egyik legkönnyebb módja annak, hogy aktív maradjon. Jó cipőn kívül semmilyen különleges felszerelést nem igényel, szinte bárhol végezhető, és a tempót az erőnlétéhez igazíthatja. Sokan tapasztalják, hogy a rendszeres séta javítja a hangulatukat, segíti az alvást, és kellemes szünetet jelent a képernyő előtt töltött idő után.

## Az első lépések

Ha egy ideje nem mozgott rendszeresen, kezdje kicsiben, és fokozatosan haladjon előre. Egy rövid séta a háztömb körül tökéletes kezdet.

- Kezdje 10–15 perccel, kényelmes tempóban, és hetente adjon hozzá néhány percet.
- Eleinte sík, egyenletes útvonalakat válasszon, majd ahogy erősödik, iktasson be enyhe emelkedőket is.
- Olyan tempóban sétáljon, hogy közben még beszélgetni tudjon.
- Melegítsen be néhány perc lassabb sétával, a végén pedig finoman nyújtsa meg a vádliját és a bokáját.
- Igyon vizet, és rétegesen, az időjárásnak megfelelően öltözzön.

Ha szívbetegsége, cukorbetegsége, ízületi problémája vagy bármilyen más egészségügyi panasza van, mielőtt új mozgásprogramba kezd, beszéljen orvosával.

## A cipő teszi a különbséget

A kényelmes séta a megfelelő cipővel kezdődik. Ezekre figyeljen:

1. Párnázott talp, amely elnyeli az ütéseket a kemény felületeken
2. Stabil sarokkéreg, amely a helyén tartja a sarkát
3. Rugalmas elülső rész, amely ott hajlik, ahol a lába
4. Elég hely ahhoz, hogy a lábujjai minden lépésnél szétterülhessenek
5. Biztos rögzítés, hogy a lába ne csússzon el a cipőben

[Kényelmes sportcipőink](/collections/sneakers) a mindennapi sétákhoz készültek, esős vagy hidegebb évszakokra pedig [bakancsaink és csizmáink](/collections/boots) jó tapadást és meleget nyújtanak.

## Váljon szokássá

Apró rutinok segítenek abban, hogy a séta a mindennapok része legyen. Autó helyett gyalog menjen vásárolni, válassza a lépcsőt, szálljon le a buszról egy megállóval korábban, vagy beszéljen meg egy közös sétát egy barátjával. Motiváló lehet az is, ha egyszerűen feljegyzi a sétáit.

Közben figyeljen a teste jelzéseire. Kezdetben némi izomfáradtság természetes, de a lábában, térdében vagy csípőjében jelentkező tartós fájdalom azt jelzi, hogy pihennie kell, és ha nem múlik el, forduljon orvoshoz vagy podológushoz.`,
    },
    about: {
      title: 'A Comfort Steps bemutatkozik',
      summary:
        'A Comfort Steps egészségügyi és kényelmi cipők webáruháza: ortopéd, cukorbetegeknek ajánlott és bővített szabású modellek a mindennapokra.',
      body: `A Comfort Steps egy egyszerű gondolatból született: mindenki megérdemli, hogy a cipője az első lépéstől az utolsóig kényelmes legyen. Sokan nehezen találnak olyan lábbelit, amely megfelel a széles lábnak, az érzékeny bőrnek vagy az egyedi ortopéd betétnek, és közben olyan is, amit szívesen viselnek. Mi azért indultunk el, hogy megkönnyítsük ezt a keresést.

## Kínálatunk

A mindennapokra szánt kényelmi lábbeliket gyűjtünk össze, amelyeket illeszkedésük, támasztásuk és kényelmes viselhetőségük alapján gondosan válogatunk ki:

- [Ortopéd cipők](/collections/orthopaedic) megtámasztó lábággyal és stabil sarokkal
- [Cukorbetegeknek ajánlott cipők](/collections/diabetic) tágas orrésszel és sima béléssel
- [Bővített szabású modellek](/collections/wide-fit) széles lábra és bütyökre
- Sportcipők, szandálok, papucsok, bakancsok és csizmák minden évszakra

## Ami fontos nekünk

- **Az illeszkedés az első.** Minden modellt érthetően mutatunk be, és útmutatókat teszünk közzé, hogy segítsünk kiválasztani a megfelelő méretet és szélességet.
- **Őszinte tanácsok.** Cikkeinkben gyakorlati lábápolási tippeket osztunk meg, és mindig azt javasoljuk, hogy forduljon orvoshoz vagy podológushoz, ha a lába szakember figyelmét igényli.
- **Nyugodt vásárlás.** 30 napja van arra, hogy visszaküldje vagy kicserélje a cipőt, és visszakapja a teljes vételárat, a fizetés pedig 128 bites titkosítású fizetési kapun keresztül történik.
- **Valódi segítség.** A kérdésekre e-mailben olyan munkatársaink válaszolnak, akik jól ismerik a cipőinket.

## Akiknek dolgozunk

Ma már 12 országba szállítunk Európában, Észak-Amerikában, Ázsiában és Ausztráliában, és több mint 5000 elégedett vásárló talált már nálunk kényelmes cipőt. Akár egész nap talpon van, akár most kezd újra magabiztosan járni, akár egyszerűen olyan cipőt szeretne, amely nem töri a lábát, örülünk, hogy itt van.

Kérdése vagy javaslata van? Írjon nekünk a {{email}} címre. Minden üzenetet elolvasunk.`,
    },
    shipping: {
      title: 'Szállítási információk',
      summary: 'Ingyenes szállítás nagyobb rendeléseknél, feldolgozás 1 munkanapon belül és kézbesítés 3–10 munkanap alatt, 12 országba.',
      body: `Szeretnénk, ha új cipője gyorsan és biztonságban megérkezne Önhöz. Itt mindent megtudhat arról, hogyan szállítunk.

## Szállítási költség

A szállítás **{{threshold}} feletti rendelés esetén ingyenes**. Kisebb rendeléseknél a normál szállítási díj fizetés előtt megjelenik a kosárban és a pénztárban, így nem érik meglepetések.

## Feldolgozási és szállítási idő

- A rendeléseket **1 munkanapon belül** feldolgozzuk és átadjuk a futárszolgálatnak.
- A kézbesítés országtól függően általában **3–10 munkanapot** vesz igénybe.
- Kizárólag normál szállítást kínálunk, minden rendelést ugyanolyan gondossággal kezelünk.

Munkanapnak a hétfőtől péntekig tartó napok számítanak, a munkaszüneti napok kivételével. Forgalmas időszakokban vagy szokatlan időjárás esetén a kézbesítés időnként kicsit tovább tarthat.

## A rendelés nyomon követése

Amint a rendelése elhagyja raktárunkat, e-mailben megkapja a feladás visszaigazolását és a nyomkövetési adatokat, így végigkövetheti csomagja útját. Ha az üzenet nem érkezik meg, kérjük, nézze meg a levélszemét mappát is.

## Hová szállítunk?

Jelenleg az alábbi 12 országba szállítunk:

- Egyesült Államok
- Németország
- Csehország
- Spanyolország
- Franciaország
- Egyesült Királyság
- Magyarország
- Japán
- Románia
- Szlovákia
- Lengyelország
- Ausztrália

Kérjük, ellenőrizze, hogy a szállítási cím teljes és pontos-e, beleértve az emelet- és ajtószámot is. Ha a rendelés után hibát észlel, mielőbb írjon nekünk a {{email}} címre, és mindent megteszünk, hogy még a csomag feladása előtt javítsuk.

Ha a csomagja a várt időn belül nem érkezik meg, írjon nekünk a {{email}} címre, adja meg a rendelésszámát, és utánajárunk. A cipők visszaküldéséről [visszaküldés és csere](/pages/returns-and-exchanges) oldalunkon tájékozódhat.`,
    },
    'returns-and-exchanges': {
      title: 'Visszaküldés és csere',
      summary:
        'Nem jó a méret? A cipőt 30 napon belül visszaküldheti vagy kicserélheti, és a teljes vételárat visszatérítjük. Így működik.',
      body: `Interneten rendelve nem mindig könnyű megtalálni a tökéletesen illeszkedő cipőt, ezért a visszaküldést egyszerűvé tettük. Ha a cipő nem jó, vagy nem olyan, amilyennek elképzelte, a kézbesítéstől számított **30 napon belül** visszaküldheti vagy kicserélheti, és a **teljes vételárat visszatérítjük**.

## A visszaküldés menete

1. Írjon nekünk a {{email}} címre, és adja meg a rendelésszámát, valamint azokat a termékeket, amelyeket vissza szeretne küldeni.
2. Jelezze, hogy a vételár visszatérítését vagy másik méretre való cserét kér.
3. Válaszlevelünkben elküldjük a visszaküldési útmutatót és a címet, ahová a csomagot küldheti.
4. Csomagolja be biztonságosan a cipőt, lehetőleg az eredeti dobozában, és küldje vissza.

## Csere másik méretre

Ha másik méretre van szüksége, egyszerűen írja meg a kívánt méretet, amikor felveszi velünk a kapcsolatot. Ellenőrizzük, hogy elérhető-e, és e-mailben egyeztetjük Önnel a cserét. Nem biztos benne, melyik méretet válassza? [Mérettáblázat-útmutatónk](/article/size-conversion-guide) segít.

## A visszaküldött cipő állapota

A visszaküldés feltétele, hogy a cipőt ne viselje kültéren, és az eredeti állapotában legyen: tiszta talppal, az összes címkével, talpbetéttel és tartozékkal együtt. Kérjük, az új cipőt lakásban, tiszta felületen próbálja fel, hogy vissza tudja küldeni, ha nem megfelelő.

## Visszatérítés

Miután megkaptuk és ellenőriztük a visszaküldött terméket, a teljes vételárat visszatérítjük arra a kártyára, amellyel fizetett, és erről e-mailben értesítjük. Bankjától függően néhány munkanapba telhet, mire az összeg megjelenik a számlakivonatán.

Kérdése van a visszaküldéssel kapcsolatban? Írjon a {{email}} címre, szívesen segítünk.`,
    },
    privacy: {
      title: 'Adatvédelmi tájékoztató',
      summary:
        'Milyen személyes adatokat őriz meg a Comfort Steps és miért, milyen sütiket használunk, és hogyan férhet hozzá adataihoz, illetve törölheti őket.',
      body: `Csak azokat az adatokat őrizzük meg, amelyekre a webáruház működtetéséhez és a rendelések kézbesítéséhez szükségünk van. Ezen az oldalon elmagyarázzuk, mit tárolunk, és miért.

## Milyen adatokat őrzünk meg?

- **Rendelési adatok:** a megvásárolt termékek, az árak, a rendelésszám és a rendelés dátuma – a rendelés teljesítéséhez, a visszaküldések kezeléséhez és a számviteli nyilvántartáshoz.
- **Kapcsolattartási adatok:** az Ön neve és e-mail-címe – a rendelés-visszaigazolások és a szállítási értesítések küldéséhez, valamint kérdései megválaszolásához.
- **Címadatok:** a szállítási cím, amelyet kizárólag a csomag kézbesítése céljából adunk át a futárszolgálatnak.
- **Hírlevél-hozzájárulás:** ha feliratkozik hírlevelünkre, tároljuk e-mail-címét és hozzájárulását. Bármikor leiratkozhat a hírleveleink alján található leiratkozási hivatkozással.

A bankkártyás fizetést fizetési szolgáltatónk kezeli, 128 bites titkosítású fizetési kapun keresztül. Az Ön teljes kártyaadatait nem tároljuk.

## Sütik

Csak a webáruház működéséhez szükséges sütiket használjuk:

- a **kosársüti** megjegyzi, milyen termékek vannak a kosarában,
- az **országsüti** megjegyzi az Ön országát, hogy a megfelelő árakat, pénznemet és szállítási információkat lássa,
- a **rendelés-visszaigazolási süti** lehetővé teszi, hogy a fizetés után megjelenítsük a rendelés visszaigazolását.

Nem használunk nyomkövető, hirdetési vagy analitikai sütiket, és az Ön adatait senkinek sem adjuk el.

## Meddig őrizzük meg az adatokat?

A rendelési adatokat addig őrizzük meg, ameddig a rendelés teljesítéséhez, a visszaküldések kezeléséhez és a jogszabályi nyilvántartási kötelezettségek teljesítéséhez szükséges. A hírlevéllel kapcsolatos adatokat a leiratkozásig őrizzük.

## Az Ön jogai

Bármikor tájékoztatást kérhet arról, milyen személyes adatokat kezelünk Önről, és kérheti azok helyesbítését vagy törlését, kivéve, ha jogszabály kötelez minket a megőrzésükre. Ehhez írjon a {{email}} címre arról az e-mail-címről, amelyet nálunk használt.`,
    },
    terms: {
      title: 'Általános szerződési feltételek',
      summary: 'A Comfort Steps vásárlási feltételei közérthetően: rendelés, árak, fizetés, szállítás és visszaküldés.',
      body: `Ezek a feltételek azt írják le, hogyan működik a vásárlás a Comfort Steps webáruházban. Rendelése leadásával Ön elfogadja őket.

## Rendelés

Rendelése leadása után e-mailben visszaigazolást kap. A szerződés a rendelés visszaigazolásával jön létre. Ha egy termékről kiderül, hogy nem elérhető, vagy az árában, illetve a leírásában nyilvánvaló hiba van, felvesszük Önnel a kapcsolatot, és Ön dönthet úgy, hogy az adott terméket törli a rendelésből, és visszakapja a teljes vételárat.

## Árak és fizetés

- Az árakat az Ön országának pénznemében tüntetjük fel, és a pénztárban feltüntetett módon tartalmazzák az adókat.
- Az esetleges szállítási költséget fizetés előtt feltüntetjük. A szállítás {{threshold}} feletti rendelés esetén ingyenes.
- A fizetés hitel- vagy betéti kártyával történik, 128 bites titkosítású fizetési kapun keresztül.
- A kedvezménykódokat, például a hírlevél-feliratkozóknak járó 20%-os kupont, a pénztárban lehet beváltani, és a kódhoz megadott feltételek vonatkoznak rájuk.

## Szállítás

A rendeléseket 1 munkanapon belül feldolgozzuk, és normál szállítással küldjük el. A kézbesítés országtól függően általában 3–10 munkanapot vesz igénybe; a részleteket [szállítási oldalunkon](/pages/shipping) találja.

## Visszaküldés és csere

A cipőt a kézbesítéstől számított 30 napon belül visszaküldheti vagy kicserélheti, és visszatérítjük a teljes vételárat, feltéve, hogy nem viselte kültéren, és eredeti állapotában van. A részleteket [visszaküldés és csere](/pages/returns-and-exchanges) oldalunkon találja. Ez nem érinti az Ön országában a fogyasztókat megillető törvényes jogokat.

## Termékinformációk

Termékeinket a lehető legpontosabban írjuk le, a színek azonban az Ön képernyőjén kissé eltérőnek tűnhetnek. Cikkeink általános lábápolási tájékoztatást nyújtanak, nem orvosi tanácsot.

## Kérdések és panaszok

Ha valami nem stimmel a rendelésével, írjon nekünk a {{email}} címre. Igyekszünk minden problémát gyorsan és méltányosan megoldani.`,
    },
    contact: {
      title: 'Kapcsolat',
      summary:
        'Kérdése van a méretekkel, a rendeléssel vagy a visszaküldéssel kapcsolatban? Írjon nekünk e-mailt, általában egy munkanapon belül válaszolunk.',
      body: `Kérdése van a méretekkel, egy rendeléssel vagy egy visszaküldéssel kapcsolatban? Szívesen segítünk.

## Így érhet el minket

Legegyszerűbben e-mailben érhet el minket: **{{email}}**. Hétfőtől péntekig általában egy munkanapon belül válaszolunk. A hétvégén vagy munkaszüneti napon küldött üzenetekre a következő munkanapon válaszolunk.

## Mit írjon meg az üzenetében?

Hogy gyorsan válaszolhassunk, kérjük, adja meg:

- **a rendelésszámát**, ha kérdése egy már leadott rendeléssel kapcsolatos
- **a nevet és az e-mail-címet**, amelyet a rendeléskor megadott
- **a terméket**, amelyről érdeklődik, és ha szükséges, a méretet és a színt
- **méretezési kérdésnél:** a lába hosszát és szélességét centiméterben vagy hüvelykben, valamint a szokásos cipőméretét
- **visszaküldésnél vagy cserénél:** a visszaküldeni kívánt termékeket, és hogy a vételár visszatérítését vagy másik méretet kér
- **termékkel kapcsolatos problémánál:** egy rövid leírást és, ha lehetséges, egy fényképet

## Mielőtt írna

Gyors választ találhat [gyakran ismételt kérdéseink](/pages/faq) között. A [szállítási](/pages/shipping), valamint a [visszaküldés és csere](/pages/returns-and-exchanges) oldalunk ismerteti a szállítási időket és a visszaküldés menetét, a [mérettáblázat-útmutató](/article/size-conversion-guide) pedig segít megtalálni a megfelelő méretet.

Kérjük, vegye figyelembe, hogy orvosi tanácsot nem adhatunk. Ha aggódik a lába egészsége miatt – például cukorbetegség, tartós fájdalom vagy lassan gyógyuló seb esetén –, forduljon orvosához vagy podológusához.

Várjuk üzenetét!`,
    },
  },
  faq: [
    {
      question: 'Hogyan találhatom meg a megfelelő cipőméretet?',
      answer:
        'Délután mérje meg mindkét lába hosszát, és a nagyobbikat vegye alapul, egy kis ráhagyással a lábujjak számára. Ezután vesse össze a mért értéket [mérettáblázat-útmutatónkkal](/article/size-conversion-guide), amely az európai, brit, amerikai és japán méretek között vált át.',
    },
    {
      question: 'Mit válasszak, ha széles a lábam, vagy bütyköm van?',
      answer:
        'Nagyobb méret helyett válasszon bővített szabású modellt, mert a hosszabb cipőben kicsúszhat a sarka. [Széles lábra készült kollekciónk](/collections/wide-fit) modelljei az előlábnál és az orrésznél is bővebbek.',
    },
    {
      question: 'Visszaküldhetem vagy kicserélhetem a cipőt?',
      answer:
        'Igen. A cipőt 30 napon belül visszaküldheti vagy kicserélheti, és visszatérítjük a teljes vételárat, ha nem viselte kültéren, és eredeti állapotában van. Ehhez írjon a {{email}} címre, és adja meg a rendelésszámát; a részleteket a [visszaküldés és csere](/pages/returns-and-exchanges) oldalon találja.',
    },
    {
      question: 'Mennyi idő alatt érkezik meg a rendelésem?',
      answer:
        'A rendeléseket 1 munkanapon belül feldolgozzuk, a normál szállítás pedig országtól függően általában 3–10 munkanapot vesz igénybe. A csomag feladásakor e-mailben elküldjük a nyomkövetési adatokat.',
    },
    {
      question: 'Van ingyenes szállítás?',
      answer:
        'Igen, {{threshold}} feletti rendelés esetén a szállítás ingyenes. Kisebb rendeléseknél a szállítási költség fizetés előtt megjelenik a kosárban.',
    },
    {
      question: 'Biztonságos a fizetés?',
      answer:
        'Igen. Hitel- és betéti kártyát fogadunk el, a fizetések pedig 128 bites titkosítású fizetési kapun keresztül zajlanak. Az Ön teljes kártyaadatait nem tároljuk.',
    },
    {
      question: 'Vannak kedvezménykódjaik?',
      answer:
        'Iratkozzon fel hírlevelünkre, és 20%-os kupont kap a rendeléséhez. A kedvezmény érvényesítéséhez adja meg a kódot a pénztárban.',
    },
    {
      question: 'Mitől ajánlott egy cipő cukorbetegeknek?',
      answer:
        '[Cukorbetegeknek ajánlott cipőink](/collections/diabetic) tágas orrésszel, sima, varrás nélküli béléssel, puha felsőrésszel és állítható rögzítéssel készülnek, hogy csökkentsék a nyomást és a dörzsölődést. Nem helyettesítik az orvosi kezelést, ezért kérdezze meg orvosát vagy podológusát, milyen lábbeli illik az Ön lábához.',
    },
    {
      question: 'Használhatom a saját ortopéd betétemet?',
      answer:
        'Sok cipőnk kivehető talpbetéttel készül, így azt kicserélheti egyedi ortopéd betétjére; ezt a tulajdonságot a termékleírásban találja. Ha nem biztos benne, hogy egy modell elég mély-e, írjon nekünk a {{email}} címre.',
    },
    {
      question: 'Módosíthatom vagy lemondhatom a rendelésemet?',
      answer:
        'Mivel a rendeléseket 1 munkanapon belül feldolgozzuk, kérjük, mielőbb írjon a {{email}} címre, és adja meg a rendelésszámát. Ha a rendelését még nem adtuk fel, mindent megteszünk, hogy módosítsuk vagy töröljük; ellenkező esetben élhet 30 napos visszaküldési lehetőségünkkel.',
    },
  ],
};
