import type { LanguageContent } from './types';

export const ro: LanguageContent = {
  documents: {
    'choosing-shoes-for-diabetic-feet': {
      title: 'Cum alegeți pantofii atunci când aveți diabet',
      summary:
        'Ce să urmăriți la pantofi dacă aveți diabet: spațiu suficient, căptușeli moi, închidere sigură și obiceiul de a vă verifica zilnic picioarele.',
      body: `Când trăiți cu diabet, picioarele au nevoie de ceva mai multă atenție. Sensibilitatea sau circulația redusă pot face mai greu de observat presiunea, frecarea sau micile leziuni, așa că pantofii potriviți și câteva obiceiuri zilnice contează. Acest ghid vă prezintă aspectele practice la care merită să fiți atenți. Nu înlocuiește sfatul medical: medicul dumneavoastră sau podologul vă cunoaște picioarele și ar trebui să fie întotdeauna primul la care apelați.

## Ce să urmăriți la un pantof potrivit pentru diabetici

- **Vârf încăpător și înalt**, astfel încât degetele să stea drepte, fără să apese pe fața pantofului.
- **Căptușeli netede, fără cusături**, care reduc riscul de frecare și de puncte de presiune.
- **Fețe moi și flexibile**, care cedează puțin acolo unde piciorul are nevoie de spațiu.
- **Închidere reglabilă**, cu arici sau cu șireturi, ca pantoful să se poată adapta dacă picioarele se umflă pe parcursul zilei.
- **Branțuri detașabile**, care fac loc pentru branțuri ortopedice personalizate, dacă podologul vi le recomandă.
- **Talpă stabilă, cu amortizare** și aderență bună, pentru un mers sigur.

Găsiți pantofi cu aceste caracteristici în [colecția noastră pentru diabetici](/collections/diabetic).

## Cum vă asigurați că pantoful se potrivește

Probați pantofii noi după-amiaza, când picioarele sunt de obicei cele mai mari, și purtați șosetele pe care intenționați să le folosiți cu ei. Între cel mai lung deget și vârful pantofului ar trebui să rămână cam cât lățimea degetului mare de la mână. Dacă aveți sensibilitatea redusă, nu vă bazați doar pe senzație: verificați potrivirea și din priviri și, dacă este nevoie, cereți ajutorul cuiva. [Ghidul nostru de mărimi](/article/size-conversion-guide) explică cum să vă măsurați picioarele și cum să convertiți mărimile.

## Obiceiuri zilnice care ajută

1. Priviți-vă picioarele în fiecare zi, inclusiv tălpile și spațiile dintre degete, ca să depistați roșeața, bășicile sau tăieturile.
2. Înainte de a vă încălța, verificați cu mâna interiorul pantofilor, să nu aibă pietricele, cusături sau zone aspre.
3. Purtați pantofii noi treptat, la început doar pentru perioade scurte.
4. Evitați să umblați desculț, chiar și prin casă; papucii de casă care susțin piciorul sunt o alternativă bună.

Dacă observați o rană, o umflătură, o schimbare de culoare sau orice leziune care nu se vindecă, nu așteptați: adresați-vă cât mai repede medicului sau podologului.`,
    },
    'how-to-measure-your-feet-at-home': {
      title: 'Cum vă măsurați picioarele acasă',
      summary:
        'O metodă simplă, pas cu pas, pentru a vă măsura acasă lungimea și lățimea piciorului, ca să comandați fără griji mărimea potrivită.',
      body: `Mulți dintre noi purtăm aceeași mărime de ani de zile, deși picioarele se schimbă în timp. Modificările de greutate, sarcina, vârsta și afecțiuni precum monturile pot schimba lungimea și lățimea piciorului. Măsurarea acasă durează în jur de zece minute și vă oferă un punct de plecare sigur pentru cumpărăturile pe internet.

## De ce aveți nevoie

- Două coli de hârtie mai mari decât piciorul
- Un creion sau un pix, ținut vertical
- O riglă sau un centimetru de croitorie
- Șosetele pe care le purtați de obicei cu tipul de pantofi pe care vreți să-l cumpărați
- Un perete sau un toc de ușă și, dacă se poate, cineva care să vă ajute

## Pas cu pas

1. Măsurați-vă picioarele după-amiaza târziu sau seara, când sunt de obicei puțin mai mari după o zi de mers.
2. Așezați hârtia pe o podea tare, cu una dintre laturile scurte lipită de perete.
3. Stați pe hârtie cu călcâiul atingând peretele și cu greutatea distribuită uniform.
4. Conturați piciorul ținând creionul vertical și aproape de piele sau rugați pe cineva să o facă în locul dumneavoastră.
5. Măsurați lungimea de la perete până la vârful celui mai lung deget, care nu este întotdeauna degetul mare.
6. Măsurați lățimea în partea cea mai lată a labei piciorului, de obicei în dreptul articulațiilor de la baza degetelor.
7. Repetați pentru celălalt picior. Este ceva obișnuit ca un picior să fie puțin mai mare.

## De la cifre la mărime

Folosiți întotdeauna măsurătorile **piciorului mai mare**. În loc să alegeți un pantof care corespunde exact lungimii piciorului, adăugați o mică rezervă pentru degete, de aproximativ 1 cm (3/8 țoli). Apoi comparați valorile cu [ghidul nostru de mărimi](/article/size-conversion-guide), care face conversia între mărimile americane, britanice, europene și japoneze.

Dacă piciorul este lat în raport cu lungimea sau simțiți adesea presiune pe părțile laterale ale picioarelor, luați în considerare un model cu calapod lat.

## Câteva sfaturi în plus

Măsurați-vă din nou picioarele o dată pe an sau ori de câte ori pantofii încep să vă vină altfel. Dacă aveți diabet, picioare umflate sau o afecțiune a piciorului, podologul vă poate face măsurători profesionale și vă poate sfătui în privința potrivirii. Iar dacă o pereche tot nu vă vine bine, o puteți returna în 30 de zile, conform [politicii noastre de retur](/pages/returns-and-exchanges).`,
    },
    'caring-for-leather-comfort-shoes': {
      title: 'Îngrijirea pantofilor confortabili din piele',
      summary:
        'Obiceiuri simple de curățare, hidratare și depozitare care păstrează pantofii confortabili din piele supli, stabili și arătoși mai mult timp.',
      body: `Pantofii buni din piele se mulează ușor pe picior și pot rămâne confortabili mult timp, cu condiția să primească puțină îngrijire. Câteva minute o dată la una-două săptămâni păstrează pielea suplă, o protejează de apă și de sare și ajută pantoful să-și păstreze forma care susține piciorul.

## Obiceiuri de zi cu zi

- **Alternați perechile.** Pielea și căptușeala au nevoie de aproximativ o zi ca să se usuce complet după purtare, așa că, dacă alternați două perechi, amândouă vor rezista mai mult.
- **Folosiți un încălțător.** Acesta protejează contrafortul, partea rigidă care vă ține călcâiul pe loc.
- **Desfaceți complet închiderea** înainte de a vă încălța sau descălța, în loc să forțați piciorul înăuntru.
- **Aerisiți branțurile.** Dacă pantofii au branțuri detașabile, scoateți-le din când în când, ca să se usuce.

## Curățare și hidratare

1. Îndepărtați praful și murdăria cu o perie moale sau cu o lavetă ușor umedă.
2. Pentru pete, folosiți o cantitate mică de soluție de curățat pentru piele netedă, conform instrucțiunilor produsului.
3. Lăsați pantofii să se usuce natural, la temperatura camerei, departe de calorifere și de lumina directă a soarelui, care pot face pielea să crape.
4. Aplicați un strat subțire de balsam sau de cremă pentru piele, în nuanța pantofilor sau neutră, apoi lustruiți ușor cu o lavetă curată.
5. Dacă umblați prin ploaie sau zăpadă, încheiați cu un impermeabilizant pulverizabil potrivit pentru piele.

Pielea întoarsă și nabucul au nevoie de altă îngrijire: în loc de cremă, folosiți o perie specială și un impermeabilizant creat pentru aceste materiale. Testați întotdeauna un produs nou mai întâi pe o zonă mică, ascunsă.

## Depozitare și înlocuire

Păstrați pantofii într-un loc răcoros, uscat și aerisit. Formele din lemn de cedru sau hârtia mototolită îi ajută să-și păstreze forma și absorb umezeala. Evitați pungile de plastic, care rețin umiditatea.

Chiar și pantofii bine îngrijiți se uzează. Verificați regulat tălpile și tocurile: dacă profilul tălpii s-a tocit, tocul s-a uzat pe o parte sau amortizarea pare turtită, este timpul pentru o pereche nouă. Pantofii uzați oferă mai puțin sprijin și aderență. Când va veni momentul, puteți răsfoi [colecția noastră ortopedică](/collections/orthopaedic) sau, pentru lunile reci, [ghetele și bocancii](/collections/boots) noștri.`,
    },
    'arch-support-explained': {
      title: 'Susținerea bolții plantare, pe înțelesul tuturor',
      summary:
        'Ce este susținerea bolții plantare, cum diferă bolta joasă, normală și înaltă și cum alegeți pantofi și branțuri care vă susțin bine.',
      body: `„Susținere pentru bolta plantară” apare pe etichetele multor pantofi, dar ce înseamnă de fapt? Pe scurt, este forma patului plantar sau a branțului care urmează curbura de pe partea interioară a piciorului. O susținere bine gândită poate ajuta la distribuirea mai uniformă a presiunii pe talpă și poate face mai confortabile zilele lungi petrecute în picioare.

## Cunoașteți-vă tipul de boltă

Picioarele au multe forme, iar bolțile plantare sunt împărțite de obicei în trei mari categorii:

- **Boltă joasă sau picior plat:** când stați în picioare, aproape toată talpa atinge solul. Multe persoane cu bolta mai joasă preferă un pat plantar mai ferm și mai structurat.
- **Boltă normală:** o curbură moderată. Acestor picioare li se potrivește de obicei un pat plantar ușor profilat, cu amortizare bună.
- **Boltă înaltă:** cea mai mare parte a greutății este preluată doar de călcâi și de partea din față a tălpii. O amortizare suplimentară și un pat plantar care umple golul de sub boltă pot fi mai confortabile.

O metodă simplă de a vă face o idee despre tipul de boltă este testul amprentei ude: udați-vă tălpile, călcați pe o bucată de carton sau pe un prosop închis la culoare și priviți conturul. O amprentă aproape completă sugerează o boltă mai joasă, iar o bandă îngustă sau un gol la mijloc, o boltă mai înaltă. Este doar un reper orientativ, nu un diagnostic.

## Ce să urmăriți la un pantof

1. Un pat plantar profilat, care urmează bolta fără să apese pe ea.
2. Un contrafort ferm, care vă menține călcâiul stabil.
3. O talpă care se îndoaie în partea din față a piciorului, nu la mijloc.
4. Un branț detașabil, dacă folosiți sau ați putea avea nevoie de branțuri ortopedice personalizate.

[Colecția noastră ortopedică](/collections/orthopaedic) și [pantofii sport confortabili](/collections/sneakers) au fost concepuți ținând cont de aceste caracteristici.

## Când să cereți sfatul unui specialist

Dacă aveți dureri persistente la călcâi sau la nivelul bolții, vă obosesc foarte repede picioarele sau un picior se comportă altfel decât celălalt, mergeți la un podolog sau la medic. Aceștia vă pot evalua picioarele și vă pot spune dacă v-ar ajuta branțurile ortopedice personalizate. O susținere nouă poate părea neobișnuită la început, așa că purtați pantofii noi pentru perioade scurte și prelungiți treptat durata.`,
    },
    'wide-feet-and-bunions-finding-room': {
      title: 'Picioare late și monturi: spațiu pentru fiecare pas',
      summary:
        'Cum găsiți pantofi confortabili pentru picioare late sau cu monturi: ce contează la vârf, la fețe și la închidere și cum verificați potrivirea.',
      body: `Dacă pantofii obișnuiți vă strâng în partea din față a piciorului, să știți că mulți alții se confruntă cu aceeași problemă. Unele persoane au pur și simplu picioare late, iar altele dezvoltă monturi, adică o proeminență osoasă la articulația de la baza degetului mare, care face partea din față a piciorului mai lată și mai sensibilă. În ambele cazuri, scopul este același: să le oferiți picioarelor suficient spațiu, fără să le lăsați să alunece în pantof.

## Semne că pantofii sunt prea strâmți

- Urme roșii sau dureri pe părțile laterale ale picioarelor după ce i-ați purtat
- Degete care se suprapun sau se simt înghesuite
- Fața pantofului care se revarsă peste marginea tălpii
- Presiune sau frecare pe zona monturilor sau pe degetul mic
- Senzația de ușurare în clipa în care vă descălțați

## Caracteristici care fac diferența

1. **Vârf lat și rotunjit**, ca degetele să se poată răsfira natural, în loc să fie înghesuite într-un vârf ascuțit.
2. **Fețe moi, elastice sau fără cusături** în partea din față, care reduc presiunea pe monturi.
3. **Închidere reglabilă**, cu șireturi sau bride, pentru a ajusta fin potrivirea pe rist.
4. **Călcâi bine fixat**, ca partea din față mai lată să nu însemne că piciorul alunecă în spate.
5. **Tocuri joase.** Tocurile mai înalte împing greutatea în față, pe degete și pe zona monturilor.

[Colecția noastră cu calapod lat](/collections/wide-fit) reunește pantofi, pantofi sport și papuci de casă cu spațiu suplimentar în față. Pentru zilele mai calde, și sandalele deschise cu bride reglabile pot fi o alegere bună.

## Cum verificați potrivirea acasă

Măsurați-vă ambele picioare, inclusiv lățimea în partea cea mai lată, și comparați rezultatele cu [ghidul nostru de mărimi](/article/size-conversion-guide). Când primiți pantofii noi, probați-i în casă, după-amiaza, cu șosetele obișnuite. Plimbați-vă câteva minute: degetele trebuie să se poată mișca, partea cea mai lată a piciorului trebuie să corespundă celei mai late părți a pantofului și nimic nu trebuie să apese pe monturi. Nu luați o mărime întreagă mai mare doar ca să câștigați lățime, pentru că pantoful va fi prea lung, iar punctul de îndoire va ajunge în locul greșit.

Dacă monturile vă dor, sunt înroșite sau se agravează ori vă fac aproape imposibil să găsiți pantofi potriviți, un podolog sau un medic vă poate sfătui în privința tratamentului și a încălțămintei.`,
    },
    'summer-sandals-that-support-you': {
      title: 'Sandale de vară care vă susțin piciorul',
      summary:
        'Și sandalele pot fi confortabile și pot susține piciorul. Aflați ce să urmăriți la o sandală de vară și cum vă protejați picioarele pe căldură.',
      body: `Vremea caldă îndeamnă la pantofi deschiși, dar multe sandale plate și subțiri nu oferă mult mai mult decât o talpă subțire și o baretă. După o zi de mers, picioarele pot ajunge obosite și dureroase. Vestea bună este că o sandală poate fi în același timp aerisită și bine susținută, dacă are caracteristicile potrivite.

## Ce face ca o sandală să susțină piciorul

- **Pat plantar profilat**, cu o ușoară susținere a bolții și un călcâi adâncit, care menține piciorul centrat.
- **Talpă cu amortizare, care absoarbe șocurile**, cu profil aderent pentru trotuarele din oraș și aleile din grădină.
- **Barete reglabile**, ideal în partea din față, pe rist și la călcâi, ca să puteți ajusta fin potrivirea și să lăsați loc picioarelor umflate în zilele toride.
- **Baretă la spate sau călcâi închis**, care țin sandala pe picior, astfel încât degetele să nu fie nevoite să se încleșteze ca s-o mențină pe loc.
- **Căptușeală moale și netedă a baretelor**, care nu irită pielea goală.

Puteți răsfoi sandale cu aceste caracteristici în [colecția noastră de sandale](/collections/sandals).

## Sfaturi de îngrijire a picioarelor vara

1. Pe căldură picioarele se umflă adesea, așa că slăbiți baretele mai târziu în cursul zilei, dacă vă strâng.
2. Aplicați protecție solară și pe partea de sus a labei piciorului, unde pielea se arde ușor.
3. Hidratați pielea pentru a preveni călcâiele uscate și crăpate, dar evitați să aplicați cremă între degete.
4. Spălați-vă și uscați-vă bine picioarele în fiecare seară, inclusiv între degete.
5. Purtați sandalele noi treptat, înainte de a le încălța pentru plimbări lungi sau excursii.

## O mențiune pentru persoanele cu diabet

Dacă aveți diabet sau sensibilitate redusă la nivelul picioarelor, sandalele deschise s-ar putea să nu fie alegerea potrivită în orice situație, deoarece lasă degetele și părțile laterale ale piciorului expuse la lovituri și tăieturi. Discutați cu medicul sau cu podologul despre ce vi se potrivește. Pantofii închiși și respirabili din [colecția noastră pentru diabetici](/collections/diabetic) sunt o alternativă, iar verificarea zilnică a picioarelor este deosebit de importantă vara.`,
    },
    'foot-health-basics': {
      title: 'Noțiuni de bază despre sănătatea picioarelor',
      summary:
        'Obiceiuri zilnice pentru picioare sănătoase: igienă, îngrijirea unghiilor și a pielii, pantofi potriviți, mișcare și când să mergeți la specialist.',
      body: `Picioarele vă poartă mii de pași, și totuși sunt adesea ultima parte a corpului la care ne gândim. Câteva rutine simple ajută mult ca ele să rămână confortabile și sănătoase.

## Îngrijirea zilnică

- **Spălați-vă picioarele în fiecare zi** cu apă călduță și săpun delicat, apoi uscați-le bine, mai ales între degete.
- **Hidratați pielea uscată** de pe călcâie și tălpi, dar păstrați uscate spațiile dintre degete.
- **Tăiați unghiile drept** și nu prea scurt, apoi neteziți marginile cu o pilă, pentru a preveni unghiile încarnate.
- **Schimbați-vă șosetele zilnic** și alegeți materiale respirabile, care elimină umezeala.
- **Verificați-vă periodic picioarele**, pentru a observa schimbări precum roșeața, bășicile, crăpăturile, bătăturile sau unghiile decolorate.

## Pantofi pe măsura picioarelor dumneavoastră

Pantofii prea strâmți, prea largi sau uzați sunt o cauză frecventă de disconfort. Căutați o formă care se potrivește piciorului, suficient spațiu pentru a mișca degetele, un călcâi stabil și o talpă cu amortizare și aderență. Măsurați-vă picioarele din când în când, deoarece mărimea și lățimea se pot schimba de-a lungul anilor; [ghidul nostru de mărimi](/article/size-conversion-guide) vă arată cum.

Acasă, [papucii de casă](/collections/slippers) care susțin piciorul sunt mult mai blânzi cu picioarele decât mersul desculț pe podele tari și este o idee bună să alternați mai multe perechi de pantofi în timpul săptămânii.

## Rămâneți în mișcare

Mișcarea regulată le face bine picioarelor. Mersul pe jos, rotirile ușoare ale gleznelor, flexarea degetelor și întinderile pentru gambe ajută la menținerea articulațiilor flexibile și a mușchilor activi. Dacă stați mult timp pe scaun, ridicați-vă din când în când și mișcați-vă puțin.

## Când să mergeți la un specialist

Faceți-vă o programare la medic sau la podolog dacă observați:

1. Durere care durează mai mult de câteva zile sau se agravează
2. O rană, o bășică sau o leziune care se vindecă greu
3. Amorțeală, furnicături sau senzații de arsură
4. Umflături, căldură locală sau modificări ale culorii pielii
5. Unghii îngroșate, dureroase sau decolorate

Persoanele cu diabet sau cu probleme de circulație ar trebui să meargă periodic la un control al picioarelor la specialist, chiar și atunci când totul pare în regulă.`,
    },
    'size-conversion-guide': {
      title: 'Ghid de conversie a mărimilor de încălțăminte',
      summary:
        'Convertiți mărimile de încălțăminte între sistemele european, britanic, american și japonez și alegeți mărimea după lungimea și lățimea piciorului.',
      body: `Mărimile de încălțăminte sunt notate diferit în lume. Europa continentală folosește mărimile EU, Regatul Unit mărimile UK, Statele Unite au scări separate pentru femei și pentru bărbați, iar în Japonia mărimea indică lungimea piciorului în centimetri. În Australia sunt răspândite atât etichetele britanice, cât și cele americane. Acest ghid vă ajută să treceți de la un sistem la altul.

## Porniți de la lungimea piciorului

Cea mai sigură metodă de a alege mărimea este să vă măsurați picioarele, în loc să vă bazați pe mărimea pe care o cumpărați de obicei. Urmați ghidul nostru despre [cum vă măsurați picioarele acasă](/blog/how-to-measure-your-feet-at-home) și folosiți lungimea piciorului mai mare, în centimetri. Mărimea japoneză de mai jos corespunde aproximativ lungimii piciorului, ceea ce o face un reper util.

## Tabel de conversie a mărimilor

Toate valorile sunt aproximative, deoarece mărimile pot varia ușor de la un model sau de la un producător la altul.

{{size-table}}

## Contează și lățimea

Lungimea este doar jumătate din potrivire. Dacă aveți piciorul lat în partea din față, un pantof de lățime standard vă poate strânge chiar și la lungimea corectă. Alegeți un model cu calapod lat în loc să luați o mărime mai mare, pentru că într-un pantof mai lung călcâiul alunecă.

## Sfaturi dacă sunteți între două mărimi

1. Între două mărimi, la pantofii confortabili mărimea mai mare este de obicei alegerea mai bună, mai ales cu șosete mai groase.
2. Dacă folosiți branțuri ortopedice personalizate, alegeți un model cu branț detașabil, ca acestea să încapă fără să vă strângă piciorul.
3. Verificați pe pagina produsului eventualele mențiuni despre cum vine modelul respectiv.

Aveți în continuare nelămuriri? Scrieți-ne la {{email}} și trimiteți-ne măsurătorile. Dacă o pereche nu vi se potrivește, o puteți schimba cu altă mărime în 30 de zile.`,
    },
    'walking-for-better-health': {
      title: 'Mersul pe jos pentru o sănătate mai bună',
      summary:
        'Mersul pe jos este una dintre cele mai simple forme de mișcare. Sfaturi pentru început, pentru o rutină durabilă și pentru alegerea unor pantofi confortabili.',
      body: `Mersul pe jos este una dintre cele mai ușoare modalități de a rămâne activ. Nu aveți nevoie de echipament special în afară de pantofi buni, îl puteți practica aproape oriunde și vă puteți adapta ritmul după condiția fizică. Mulți oameni constată că o plimbare regulată le îmbunătățește starea de spirit, îi ajută să doarmă mai bine și le oferă o pauză binevenită de la ecrane.

## Primii pași

Dacă nu ați mai făcut mișcare de ceva vreme, începeți cu pași mici și creșteți treptat efortul. O scurtă plimbare în jurul blocului este un început foarte bun.

- Începeți cu 10–15 minute într-un ritm confortabil și adăugați câteva minute în fiecare săptămână.
- Alegeți la început trasee plane și netede, apoi adăugați pante ușoare pe măsură ce vă simțiți mai în formă.
- Mergeți într-un ritm în care încă puteți purta o conversație.
- Încălziți-vă cu câteva minute de mers mai lent și încheiați cu întinderi ușoare pentru gambe și glezne.
- Beți apă și îmbrăcați-vă în straturi, potrivit vremii.

Dacă aveți o afecțiune cardiacă, diabet, probleme articulare sau orice altă problemă de sănătate, discutați cu medicul înainte de a începe un nou program de mișcare.

## Pantofii fac diferența

Mersul confortabil începe cu pantofii potriviți. Căutați:

1. O talpă cu amortizare, care absoarbe șocurile pe suprafețele dure
2. Un contrafort stabil, care vă menține călcâiul pe loc
3. O parte din față flexibilă, care se îndoaie acolo unde se îndoaie și piciorul
4. Suficient spațiu ca degetele să se poată răsfira la fiecare pas
5. O închidere sigură, ca piciorul să nu alunece în pantof

[Pantofii noștri sport confortabili](/collections/sneakers) sunt făcuți pentru plimbările de zi cu zi, iar pentru anotimpurile ploioase sau reci [ghetele și bocancii](/collections/boots) noștri oferă aderență și căldură.

## Transformați mersul într-un obicei

Micile rutine ajută ca mersul pe jos să devină parte din viața de zi cu zi. Mergeți pe jos la cumpărături în loc să luați mașina, urcați pe scări, coborâți din autobuz cu o stație mai devreme sau stabiliți plimbări împreună cu un prieten. Și o simplă evidență a plimbărilor vă poate motiva.

Ascultați-vă corpul pe parcurs. O oarecare oboseală musculară este normală la început, dar durerea persistentă în picioare, genunchi sau șolduri este un semn că aveți nevoie de odihnă, iar dacă nu trece, mergeți la un medic sau la un podolog.`,
    },
    about: {
      title: 'Despre Comfort Steps',
      summary:
        'Comfort Steps vinde pe internet încălțăminte pentru sănătate și confort: modele ortopedice, pentru diabetici și cu calapod lat, pentru fiecare zi.',
      body: `Comfort Steps a pornit de la o idee simplă: fiecare om merită pantofi în care să se simtă bine de la primul până la ultimul pas. Multora le este greu să găsească încălțăminte potrivită pentru picioare late, piele sensibilă sau branțuri ortopedice personalizate, care să arate totodată ca ceva ce și-ar dori să poarte. Ne-am propus să facem această căutare mai ușoară.

## Ce vă oferim

Reunim încălțăminte confortabilă pentru viața de zi cu zi, aleasă cu grijă pentru potrivire, susținere și ușurința purtării:

- [Încălțăminte ortopedică](/collections/orthopaedic) cu pat plantar care susține piciorul și călcâi stabil
- [Încălțăminte pentru diabetici](/collections/diabetic) cu vârf încăpător și căptușeli netede
- [Modele cu calapod lat](/collections/wide-fit) pentru picioare late și monturi
- Pantofi sport, sandale, papuci de casă, ghete și bocanci pentru fiecare anotimp

## Ce contează pentru noi

- **Potrivirea, înainte de toate.** Descriem clar fiecare model și publicăm ghiduri care vă ajută să alegeți mărimea și lățimea potrivite.
- **Sfaturi oneste.** Articolele noastre oferă sfaturi practice de îngrijire a picioarelor și vă recomandăm întotdeauna să mergeți la medic sau la podolog atunci când picioarele au nevoie de atenția unui specialist.
- **Liniște sufletească.** Aveți la dispoziție 30 de zile pentru a returna sau a schimba pantofii, cu rambursarea integrală a banilor, iar plata se face printr-un sistem de procesare a plăților cu criptare pe 128 de biți.
- **Ajutor real.** La întrebările trimise prin e-mail răspund oameni care ne cunosc bine pantofii.

## Pentru cine suntem aici

Astăzi livrăm clienților din 12 țări din Europa, America de Nord, Asia și Australia, iar peste 5.000 de clienți mulțumiți și-au găsit la noi perechea confortabilă. Fie că stați toată ziua în picioare, fie că vă recăpătați încrederea la mers, fie că vreți pur și simplu pantofi care să nu vă doară, ne bucurăm că sunteți aici.

Aveți o întrebare sau o sugestie? Scrieți-ne la {{email}}. Citim fiecare mesaj.`,
    },
    shipping: {
      title: 'Informații despre livrare',
      summary:
        'Livrare gratuită pentru comenzile mai mari, procesare în cel mult 1 zi lucrătoare și livrare în 3–10 zile lucrătoare, în 12 țări.',
      body: `Ne dorim ca pantofii noi să ajungă la dumneavoastră rapid și în siguranță. Iată tot ce trebuie să știți despre modul în care livrăm.

## Costuri de livrare

Livrarea este **gratuită pentru toate comenzile de peste {{threshold}}**. Pentru comenzile mai mici, taxa de livrare standard este afișată în coș și la finalizarea comenzii, înainte de plată, așa că nu veți avea surprize.

## Termene de procesare și de livrare

- Comenzile sunt procesate și predate curierului **în cel mult 1 zi lucrătoare**.
- Livrarea durează de obicei **între 3 și 10 zile lucrătoare**, în funcție de țară.
- Oferim doar livrare standard, cu aceeași grijă pentru fiecare comandă.

Zilele lucrătoare sunt de luni până vineri, cu excepția sărbătorilor legale. În perioadele aglomerate sau pe vreme neobișnuită, livrările pot dura uneori puțin mai mult.

## Urmărirea comenzii

Imediat ce comanda pleacă de la noi, veți primi un e-mail cu confirmarea expedierii și datele de urmărire, ca să puteți urmări coletul pe drum. Dacă mesajul nu sosește, vă rugăm să verificați și dosarul cu mesaje nedorite.

## Unde livrăm

În prezent livrăm în aceste 12 țări:

- Statele Unite ale Americii
- Germania
- Cehia
- Spania
- Franța
- Regatul Unit
- Ungaria
- Japonia
- România
- Slovacia
- Polonia
- Australia

Vă rugăm să vă asigurați că adresa de livrare este completă și corectă, inclusiv numărul apartamentului. Dacă observați o greșeală după ce ați plasat comanda, scrieți-ne cât mai curând la {{email}} și vom face tot posibilul să o corectăm înainte de expedierea coletului.

Dacă coletul nu a sosit în termenul estimat, contactați-ne la {{email}}, menționând numărul comenzii, și vom verifica ce s-a întâmplat. Pentru informații despre trimiterea înapoi a pantofilor, consultați pagina [Retururi și schimburi](/pages/returns-and-exchanges).`,
    },
    'returns-and-exchanges': {
      title: 'Retururi și schimburi',
      summary:
        'Nu vi se potrivesc? Returnați sau schimbați pantofii în 30 de zile și primiți banii înapoi integral. Iată cum funcționează.',
      body: `Nu este întotdeauna ușor să găsiți mărimea perfectă atunci când cumpărați pe internet, de aceea am simplificat retururile. Dacă pantofii nu vi se potrivesc sau nu sunt ceea ce vă așteptați, îi puteți returna sau schimba în termen de **30 de zile** de la livrare, cu **rambursarea integrală a banilor**.

## Cum inițiați un retur

1. Scrieți-ne la {{email}} și menționați numărul comenzii și produsele pe care doriți să le returnați.
2. Spuneți-ne dacă doriți rambursarea banilor sau schimbul cu altă mărime.
3. Vă vom răspunde cu instrucțiunile de retur și cu adresa la care să trimiteți coletul.
4. Ambalați bine pantofii, ideal în cutia originală, și trimiteți-i înapoi.

## Schimbul cu altă mărime

Dacă aveți nevoie de altă mărime, menționați pur și simplu mărimea dorită atunci când ne contactați. Verificăm disponibilitatea și stabilim împreună cu dumneavoastră detaliile schimbului, prin e-mail. Nu știți sigur ce mărime să alegeți? [Ghidul nostru de mărimi](/article/size-conversion-guide) vă poate ajuta.

## Starea pantofilor returnați

Pentru a putea fi returnați, pantofii nu trebuie să fi fost purtați afară și trebuie să fie în starea inițială, cu tălpile curate și cu toate etichetele, branțurile și accesoriile. Vă rugăm să probați pantofii noi în casă, pe o suprafață curată, ca să îi puteți returna dacă nu vi se potrivesc.

## Rambursări

După ce primim și verificăm returul, vă rambursăm integral suma pe cardul cu care ați plătit și vă anunțăm prin e-mail. În funcție de bancă, poate dura câteva zile lucrătoare până când suma apare în extrasul de cont.

Aveți întrebări despre un retur? Scrieți-ne la {{email}} și vă ajutăm cu plăcere.`,
    },
    privacy: {
      title: 'Politica de confidențialitate',
      summary: 'Ce date personale păstrează Comfort Steps și de ce, ce cookie-uri folosim și cum vă puteți accesa sau șterge datele.',
      body: `Păstrăm doar datele de care avem nevoie pentru a administra magazinul și a vă livra comenzile. Această pagină explică ce stocăm și de ce.

## Datele pe care le păstrăm

- **Datele comenzii:** produsele cumpărate, prețurile, numărul și data comenzii, pentru a vă procesa comanda, a gestiona retururile și a ține evidența contabilă.
- **Datele de contact:** numele și adresa dumneavoastră de e-mail, pentru a vă trimite confirmările de comandă și informațiile despre livrare și pentru a vă răspunde la întrebări.
- **Adresa:** adresa de livrare, pe care o transmitem curierului exclusiv pentru livrarea coletului.
- **Consimțământul pentru buletinul informativ:** dacă vă abonați la buletinul nostru informativ, stocăm adresa de e-mail și consimțământul dumneavoastră. Vă puteți dezabona oricând, folosind opțiunea de dezabonare din fiecare mesaj al buletinului.

Plățile cu cardul sunt procesate de furnizorul nostru de servicii de plată, printr-un sistem securizat cu criptare pe 128 de biți. Nu stocăm datele complete ale cardului dumneavoastră.

## Cookie-uri

Folosim doar cookie-urile de care magazinul are nevoie ca să funcționeze:

- un **cookie pentru coș**, care reține produsele din coșul de cumpărături,
- un **cookie pentru țară**, care reține țara dumneavoastră, ca să vedeți prețurile, moneda și informațiile de livrare corecte,
- un **cookie de confirmare a comenzii**, care ne permite să vă afișăm confirmarea comenzii după finalizarea acesteia.

Nu folosim cookie-uri de urmărire, de publicitate sau de analiză și nu vindem nimănui datele dumneavoastră.

## Cât timp păstrăm datele

Păstrăm datele comenzilor atât timp cât este necesar pentru a onora comanda, a gestiona retururile și a respecta obligațiile legale de arhivare. Datele pentru buletinul informativ sunt păstrate până când vă dezabonați.

## Drepturile dumneavoastră

Puteți solicita oricând să aflați ce date personale deținem despre dumneavoastră și să cereți rectificarea sau ștergerea lor, cu excepția cazului în care legea ne obligă să le păstrăm. Scrieți-ne la {{email}} de pe adresa de e-mail pe care ați folosit-o la noi.`,
    },
    terms: {
      title: 'Termeni și condiții',
      summary: 'Condițiile de cumpărare de la Comfort Steps, pe înțelesul tuturor: comenzi, prețuri, plată, livrare și retururi.',
      body: `Acești termeni explică modul în care funcționează cumpărăturile de la Comfort Steps. Prin plasarea unei comenzi, sunteți de acord cu ei.

## Comenzi

După ce plasați o comandă, primiți o confirmare prin e-mail. Contractul se încheie în momentul în care comanda este confirmată. Dacă un produs se dovedește indisponibil sau există o eroare evidentă de preț sau de descriere, vă vom contacta, iar dumneavoastră puteți alege să anulați produsul respectiv și să primiți banii înapoi integral.

## Prețuri și plată

- Prețurile sunt afișate în moneda țării dumneavoastră și includ taxele, așa cum sunt prezentate la finalizarea comenzii.
- Eventualele costuri de livrare sunt afișate înainte de plată. Comenzile de peste {{threshold}} beneficiază de livrare gratuită.
- Plata se face cu cardul de credit sau de debit, printr-un sistem de procesare a plăților cu criptare pe 128 de biți.
- Codurile de reducere, cum ar fi cuponul de 20% pentru abonații la buletinul informativ, se aplică la finalizarea comenzii și sunt supuse condițiilor menționate pentru fiecare cod.

## Livrare

Comenzile sunt procesate în cel mult 1 zi lucrătoare și expediate prin livrare standard. Livrarea durează de obicei între 3 și 10 zile lucrătoare, în funcție de țară; consultați [pagina despre livrare](/pages/shipping).

## Retururi și schimburi

Puteți returna sau schimba pantofii în termen de 30 de zile de la livrare, cu rambursarea integrală a banilor, cu condiția să nu fi fost purtați afară și să fie în starea inițială. Detaliile se găsesc pe pagina [Retururi și schimburi](/pages/returns-and-exchanges). Aceste prevederi nu vă afectează drepturile legale de care beneficiați în calitate de consumator în țara dumneavoastră.

## Informații despre produse

Descriem produsele cât mai exact posibil, deși culorile pot arăta ușor diferit pe ecranul dumneavoastră. Articolele noastre oferă informații generale despre îngrijirea picioarelor, nu sfaturi medicale.

## Întrebări și nemulțumiri

Dacă ceva nu este în regulă cu comanda dumneavoastră, scrieți-ne la {{email}}. Ne străduim să rezolvăm fiecare problemă rapid și corect.`,
    },
    contact: {
      title: 'Contact',
      summary:
        'Aveți întrebări despre mărimi, comenzi sau retururi? Scrieți-ne un e-mail; de obicei vă răspundem în cel mult o zi lucrătoare.',
      body: `Aveți o întrebare despre mărimi, o comandă sau un retur? Vă ajutăm cu plăcere.

## Cum ne puteți contacta

Cel mai simplu ne puteți contacta prin e-mail, la **{{email}}**. De obicei răspundem în cel mult o zi lucrătoare, de luni până vineri. La mesajele trimise la sfârșit de săptămână sau în zilele de sărbătoare legală răspundem în următoarea zi lucrătoare.

## Ce să includeți în mesaj

Ca să vă putem răspunde rapid, vă rugăm să menționați:

- **Numărul comenzii**, dacă întrebarea se referă la o comandă existentă
- **Numele și adresa de e-mail** folosite la plasarea comenzii
- **Produsul** despre care întrebați și, dacă este cazul, mărimea și culoarea
- **Pentru întrebări despre mărime:** lungimea și lățimea piciorului în centimetri sau în țoli, precum și mărimea pe care o purtați de obicei
- **Pentru retur sau schimb:** produsele pe care doriți să le trimiteți înapoi și dacă doriți rambursarea banilor sau altă mărime
- **Pentru o problemă cu un produs:** o scurtă descriere și, dacă se poate, o fotografie

## Înainte să ne scrieți

S-ar putea să găsiți rapid un răspuns în secțiunea [Întrebări frecvente](/pages/faq). Paginile despre [livrare](/pages/shipping) și despre [retururi și schimburi](/pages/returns-and-exchanges) explică termenele de livrare și modul în care funcționează retururile, iar [ghidul de mărimi](/article/size-conversion-guide) vă ajută să găsiți mărimea potrivită.

Vă rugăm să rețineți că nu putem oferi sfaturi medicale. Dacă aveți îngrijorări legate de sănătatea picioarelor, de exemplu în caz de diabet, dureri persistente sau o rană care se vindecă greu, adresați-vă medicului sau podologului.

Așteptăm cu drag mesajul dumneavoastră.`,
    },
  },
  faq: [
    {
      question: 'Cum găsesc mărimea potrivită?',
      answer:
        'Măsurați după-amiaza lungimea ambelor picioare și folosiți valoarea piciorului mai mare, adăugând puțin spațiu pentru degete. Apoi comparați măsurătoarea cu [ghidul nostru de mărimi](/article/size-conversion-guide), care face conversia între mărimile europene, britanice, americane și japoneze.',
    },
    {
      question: 'Ce fac dacă am picioare late sau monturi?',
      answer:
        'Alegeți un model cu calapod lat în loc să luați o mărime mai mare, deoarece într-un pantof mai lung călcâiul poate aluneca. [Colecția noastră cu calapod lat](/collections/wide-fit) oferă spațiu suplimentar în partea din față a piciorului și în zona degetelor.',
    },
    {
      question: 'Pot returna sau schimba pantofii?',
      answer:
        'Da. Puteți returna sau schimba pantofii în 30 de zile, cu rambursarea integrală a banilor, dacă nu au fost purtați afară și sunt în starea inițială. Pentru a începe, scrieți-ne la {{email}} și menționați numărul comenzii; detaliile se găsesc pe pagina [Retururi și schimburi](/pages/returns-and-exchanges).',
    },
    {
      question: 'Cât durează livrarea?',
      answer:
        'Comenzile sunt procesate în cel mult 1 zi lucrătoare, iar livrarea standard durează de obicei între 3 și 10 zile lucrătoare, în funcție de țară. După expedierea comenzii, veți primi prin e-mail datele de urmărire a coletului.',
    },
    {
      question: 'Oferiți livrare gratuită?',
      answer:
        'Da, livrarea este gratuită pentru toate comenzile de peste {{threshold}}. Pentru comenzile mai mici, costul livrării este afișat în coș înainte de plată.',
    },
    {
      question: 'Este plata sigură?',
      answer:
        'Da. Acceptăm carduri de credit și de debit, iar plățile sunt procesate printr-un sistem de procesare a plăților cu criptare pe 128 de biți. Nu stocăm datele complete ale cardului dumneavoastră.',
    },
    {
      question: 'Aveți coduri de reducere?',
      answer:
        'Abonați-vă la buletinul nostru informativ și veți primi un cupon de 20% pentru comanda dumneavoastră. Introduceți codul la finalizarea comenzii pentru a aplica reducerea.',
    },
    {
      question: 'Ce face ca un pantof să fie potrivit pentru diabetici?',
      answer:
        '[Pantofii noștri pentru diabetici](/collections/diabetic) au vârf încăpător, căptușeli netede fără cusături, fețe moi și închidere reglabilă, care ajută la reducerea presiunii și a frecării. Nu sunt un tratament medical, așa că vă rugăm să îl întrebați pe medicul dumneavoastră sau pe podolog ce încălțăminte vi se potrivește.',
    },
    {
      question: 'Pot folosi propriile branțuri ortopedice?',
      answer:
        'Mulți dintre pantofii noștri au branțuri detașabile, pe care le puteți înlocui cu branțurile ortopedice personalizate; căutați această caracteristică în descrierea produsului. Dacă nu știți sigur dacă un model este suficient de adânc, scrieți-ne la {{email}}.',
    },
    {
      question: 'Pot modifica sau anula comanda?',
      answer:
        'Deoarece comenzile sunt procesate în cel mult 1 zi lucrătoare, vă rugăm să ne scrieți cât mai curând la {{email}}, menționând numărul comenzii. Dacă aceasta nu a fost încă expediată, vom face tot posibilul să o modificăm sau să o anulăm; în caz contrar, puteți folosi dreptul de retur în 30 de zile.',
    },
  ],
};
