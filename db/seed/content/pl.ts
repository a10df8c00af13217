import type { LanguageContent } from './types';

export const pl: LanguageContent = {
  documents: {
    'choosing-shoes-for-diabetic-feet': {
      title: 'Jak dobrać buty przy cukrzycy',
      summary:
        'Na co zwrócić uwagę przy wyborze butów, jeśli chorujesz na cukrzycę: dużo miejsca, miękka wyściółka, pewne zapięcie i codzienna kontrola stóp.',
      body: `Życie z cukrzycą oznacza, że stopom trzeba poświęcać nieco więcej uwagi. Osłabione czucie lub gorsze krążenie sprawiają, że trudniej zauważyć ucisk, otarcia czy drobne urazy, dlatego tak ważne są odpowiednie buty i kilka codziennych nawyków. Ten poradnik podpowiada, na co w praktyce zwrócić uwagę. Nie zastępuje jednak porady lekarskiej: Twój lekarz lub podolog zna Twoje stopy i zawsze powinien być pierwszą osobą, do której się zwracasz.

## Na co zwrócić uwagę w butach dla diabetyków

- **Przestronny, głęboki przód buta**, w którym palce leżą swobodnie i nie dociskają do cholewki.
- **Gładka wyściółka bez szwów**, która zmniejsza ryzyko otarć i miejscowego ucisku.
- **Miękka, elastyczna cholewka**, która lekko ustępuje tam, gdzie stopa potrzebuje więcej miejsca.
- **Regulowane zapięcie**, np. na rzepy lub sznurówki, dzięki któremu dopasujesz but do stopy, gdy w ciągu dnia puchnie.
- **Wyjmowane wkładki**, na których miejsce włożysz indywidualne wkładki ortopedyczne, jeśli zaleci je podolog.
- **Amortyzująca, stabilna podeszwa** o dobrej przyczepności, która zapewnia pewny krok.

Buty z tymi cechami znajdziesz w naszej [kolekcji dla diabetyków](/collections/diabetic).

## Jak dobrze dopasować buty

Nowe buty przymierzaj po południu, gdy stopy są zwykle największe, i w skarpetach, które zamierzasz do nich nosić. Między najdłuższym palcem a przodem buta powinien zostać zapas mniej więcej na szerokość kciuka. Jeśli masz osłabione czucie, nie polegaj wyłącznie na tym, jak but leży na stopie: sprawdź dopasowanie także wzrokowo i w razie potrzeby poproś kogoś o pomoc. Nasza [tabela rozmiarów](/article/size-conversion-guide) wyjaśnia, jak zmierzyć stopę i przeliczyć rozmiar.

## Pomocne codzienne nawyki

1. Codziennie oglądaj stopy, także podeszwy i przestrzenie między palcami, i sprawdzaj, czy nie ma na nich zaczerwienień, pęcherzy lub skaleczeń.
2. Zanim włożysz buty, sprawdź ręką ich wnętrze, czy nie ma w nich kamyków, wystających szwów lub szorstkich miejsc.
3. Nowe buty rozchodź stopniowo, na początku nosząc je tylko przez krótki czas.
4. Nie chodź boso, nawet w domu; dobrą alternatywą są kapcie, które wspierają stopę.

Jeśli zauważysz ranę, obrzęk, zmianę koloru skóry lub cokolwiek, co się nie goi, nie czekaj i jak najszybciej skontaktuj się z lekarzem lub podologiem.`,
    },
    'how-to-measure-your-feet-at-home': {
      title: 'Jak zmierzyć stopy w domu',
      summary: 'Prosty sposób krok po kroku, jak zmierzyć w domu długość i szerokość stopy, by bez obaw zamówić właściwy rozmiar.',
      body: `Wielu z nas od lat nosi ten sam rozmiar butów, a przecież stopy z czasem się zmieniają. Zmiany wagi, ciąża, wiek czy dolegliwości takie jak haluksy mogą wpływać na ich długość i szerokość. Pomiar w domu zajmuje około dziesięciu minut i daje pewny punkt wyjścia do zakupów w internecie.

## Czego potrzebujesz

- Dwóch kartek papieru większych niż Twoje stopy
- Ołówka lub długopisu trzymanego pionowo
- Linijki lub centymetra krawieckiego
- Skarpet, które zwykle nosisz do butów tego rodzaju, jaki chcesz kupić
- Ściany lub framugi drzwi, a jeśli to możliwe, także kogoś do pomocy

## Krok po kroku

1. Mierz stopy późnym popołudniem lub wieczorem, gdy po całym dniu są zwykle nieco większe.
2. Połóż kartkę na twardej podłodze, krótszym bokiem przy ścianie.
3. Stań na kartce tak, by pięta dotykała ściany, a ciężar ciała rozkładał się równomiernie.
4. Obrysuj stopę, trzymając ołówek pionowo i blisko skóry, albo poproś o to pomocnika.
5. Zmierz długość od ściany do czubka najdłuższego palca, którym nie zawsze jest duży palec.
6. Zmierz szerokość w najszerszym miejscu przodostopia, zwykle na wysokości stawów u nasady palców.
7. Powtórz pomiar dla drugiej stopy. To normalne, że jedna stopa jest nieco większa.

## Jak zamienić wymiary na rozmiar

Zawsze bierz pod uwagę wymiary **większej stopy**. Zamiast wybierać but dokładnie odpowiadający długości stopy, dodaj niewielki zapas na palce, około 1 cm lub 3/8 cala. Następnie porównaj swoje wymiary z naszą [tabelą rozmiarów](/article/size-conversion-guide), która przelicza rozmiary amerykańskie, brytyjskie, europejskie i japońskie.

Jeśli Twoja stopa jest szeroka w stosunku do długości albo często czujesz ucisk po bokach stóp, rozważ model o zwiększonej tęgości.

## Kilka dodatkowych wskazówek

Mierz stopy ponownie raz w roku lub zawsze wtedy, gdy buty zaczynają leżeć inaczej niż zwykle. Jeśli masz cukrzycę, obrzęki lub schorzenie stóp, podolog może wykonać profesjonalny pomiar i doradzić w kwestii dopasowania. A jeśli para mimo wszystko nie leży dobrze, możesz ją odesłać w ciągu 30 dni zgodnie z naszymi [zasadami zwrotów](/pages/returns-and-exchanges).`,
    },
    'caring-for-leather-comfort-shoes': {
      title: 'Pielęgnacja skórzanych butów komfortowych',
      summary:
        'Proste nawyki czyszczenia, pielęgnacji i przechowywania, dzięki którym skórzane buty komfortowe dłużej będą miękkie, wygodne i zadbane.',
      body: `Dobre skórzane buty delikatnie dopasowują się do stóp i mogą długo pozostać wygodne, o ile poświęcisz im odrobinę uwagi. Kilka minut co tydzień lub dwa sprawi, że skóra pozostanie miękka i będzie chroniona przed wodą i solą, a but dłużej zachowa swój kształt, który wspiera stopę.

## Codzienne nawyki

- **Noś buty na zmianę.** Skóra i wyściółka potrzebują po noszeniu około doby, by całkowicie wyschnąć, więc noszenie dwóch par na zmianę przedłuża życie obu.
- **Używaj łyżki do butów.** Chroni ona zapiętek, czyli sztywną część, która utrzymuje piętę na miejscu.
- **Całkowicie rozpinaj zapięcie**, zanim włożysz lub zdejmiesz buty, zamiast wciskać w nie stopę na siłę.
- **Wietrz wkładki.** Jeśli Twoje buty mają wyjmowane wkładki, od czasu do czasu je wyjmij i pozwól im wyschnąć.

## Czyszczenie i pielęgnacja

1. Usuń kurz i brud miękką szczotką lub lekko wilgotną ściereczką.
2. Plamy usuń niewielką ilością środka do czyszczenia skóry licowej, zgodnie z instrukcją producenta.
3. Pozostaw buty do naturalnego wyschnięcia w temperaturze pokojowej, z dala od kaloryferów i bezpośredniego słońca, przez które skóra może popękać.
4. Nałóż cienką warstwę balsamu lub kremu do skóry w pasującym lub bezbarwnym odcieniu, a następnie delikatnie wypoleruj but czystą ściereczką.
5. Jeśli chodzisz w deszczu lub po śniegu, na koniec użyj impregnatu w aerozolu przeznaczonego do skóry.

Zamsz i nubuk wymagają innej pielęgnacji: zamiast kremów używaj szczotki do zamszu i impregnatu przeznaczonego do tych materiałów. Każdy nowy produkt najpierw przetestuj na małym, niewidocznym fragmencie.

## Przechowywanie i kiedy wymienić buty

Przechowuj buty w chłodnym, suchym i przewiewnym miejscu. Cedrowe prawidła lub zmięty papier pomogą im zachować kształt i wchłoną wilgoć. Unikaj plastikowych worków, w których zatrzymuje się wilgoć.

Nawet zadbane buty w końcu się zużywają. Regularnie sprawdzaj podeszwy i obcasy: jeśli bieżnik jest wytarty, obcas starty z jednej strony albo amortyzacja wydaje się „spłaszczona”, czas na nową parę. Zużyte buty gorzej podpierają stopę i mają słabszą przyczepność. Kiedy nadejdzie ten moment, zajrzyj do naszej [kolekcji ortopedycznej](/collections/orthopaedic) lub wybierz [botki i kozaki](/collections/boots) na chłodniejsze miesiące.`,
    },
    'arch-support-explained': {
      title: 'Podparcie łuku stopy – co to właściwie jest',
      summary:
        'Czym jest podparcie łuku stopy, czym różnią się łuk płaski, neutralny i wysoki oraz jak wybrać buty i wkładki, które dobrze podpierają stopę.',
      body: `„Podparcie łuku stopy” pojawia się na wielu metkach butów, ale co właściwie oznacza? W skrócie chodzi o wyprofilowanie wyściółki lub wkładki, które podąża za krzywizną po wewnętrznej stronie stopy. Dobrze zaprojektowane podparcie pomaga równomierniej rozłożyć nacisk na całą podeszwę stopy i sprawia, że długie dni na nogach stają się wygodniejsze.

## Poznaj swój typ łuku

Stopy mają różne kształty, a łuki zwykle dzieli się na trzy ogólne grupy:

- **Niski łuk lub płaskostopie:** gdy stoisz, niemal cała podeszwa dotyka podłoża. Wiele osób z niższym łukiem woli twardszą, mocniej wyprofilowaną wkładkę.
- **Łuk neutralny:** umiarkowane wysklepienie. Takim stopom zwykle dobrze służy delikatnie wyprofilowana wkładka z dobrą amortyzacją.
- **Wysoki łuk:** większość ciężaru ciała przenoszą tylko pięta i przodostopie. Wygodniejsza może być dodatkowa amortyzacja i wkładka, która wypełnia przestrzeń pod łukiem.

Prostym sposobem, by zorientować się, jaki masz typ łuku, jest test mokrego śladu: zwilż podeszwy stóp, stań na kawałku kartonu lub ciemnym ręczniku i przyjrzyj się odciskowi. Niemal pełny ślad wskazuje na niższy łuk, a wąski pasek lub przerwa pośrodku na wyższy. To jedynie ogólna wskazówka, a nie diagnoza.

## Na co zwrócić uwagę w bucie

1. Wyprofilowana wyściółka, która przylega do łuku stopy, ale go nie uciska.
2. Sztywny zapiętek, który stabilizuje piętę.
3. Podeszwa, która zgina się na wysokości przodostopia, a nie pośrodku.
4. Wyjmowana wkładka, jeśli używasz lub możesz potrzebować indywidualnych wkładek ortopedycznych.

Nasza [kolekcja ortopedyczna](/collections/orthopaedic) i [wygodne buty sportowe](/collections/sneakers) zostały zaprojektowane właśnie z myślą o tych cechach.

## Kiedy skorzystać z porady specjalisty

Jeśli od dłuższego czasu bolą Cię pięty lub łuk stopy, Twoje stopy bardzo szybko się męczą albo jedna stopa zachowuje się inaczej niż druga, wybierz się do podologa lub lekarza. Specjalista oceni stan Twoich stóp i podpowie, czy pomogłyby Ci indywidualne wkładki ortopedyczne. Nowe podparcie może na początku wydawać się nietypowe, dlatego nowe buty noś najpierw krótko i stopniowo wydłużaj ten czas.`,
    },
    'wide-feet-and-bunions-finding-room': {
      title: 'Szerokie stopy i haluksy: jak zapewnić im więcej miejsca',
      summary:
        'Jak znaleźć wygodne buty na szerokie stopy lub haluksy: na co zwrócić uwagę w przodzie buta, cholewce i zapięciu oraz jak sprawdzić dopasowanie.',
      body: `Jeśli zwykłe buty uciskają Cię w przedniej części stopy, wiedz, że to bardzo częsty problem. Niektórzy po prostu mają szerokie stopy, a u innych rozwijają się haluksy, czyli kostne zgrubienie przy stawie u nasady dużego palca, przez które przodostopie staje się szersze i bardziej wrażliwe. W obu przypadkach cel jest ten sam: zapewnić stopom wystarczająco dużo miejsca, a jednocześnie nie pozwolić im przesuwać się w bucie.

## Oznaki, że buty są za wąskie

- Czerwone ślady lub bolesność po bokach stóp po noszeniu butów
- Palce, które nachodzą na siebie lub są ściśnięte
- Cholewka wybrzuszająca się poza krawędź podeszwy
- Ucisk lub otarcia w miejscu haluksa albo na małym palcu
- Ulga w chwili, gdy zdejmujesz buty

## Cechy, które robią różnicę

1. **Szeroki, zaokrąglony przód**, w którym palce mogą się naturalnie rozłożyć, zamiast być ściśnięte w szpic.
2. **Miękka, elastyczna lub bezszwowa cholewka** w przedniej części, która zmniejsza ucisk na haluksa.
3. **Regulowane zapięcie**, np. sznurówki lub paski, by precyzyjnie dopasować but na podbiciu.
4. **Dobrze trzymająca pięta**, dzięki której szerszy przód nie oznacza, że stopa wysuwa się z tyłu.
5. **Niski obcas.** Wyższe obcasy przenoszą ciężar do przodu, na palce i okolice haluksa.

W naszej [kolekcji dla szerokich stóp](/collections/wide-fit) znajdziesz półbuty, buty sportowe i kapcie z większą ilością miejsca z przodu. Na cieplejsze dni dobrze sprawdzą się też otwarte sandały z regulowanymi paskami.

## Sprawdzanie dopasowania w domu

Zmierz obie stopy, także ich szerokość w najszerszym miejscu, i porównaj wyniki z naszą [tabelą rozmiarów](/article/size-conversion-guide). Gdy nowe buty dotrą, przymierz je po południu w domu, w skarpetach, które zwykle nosisz. Pochodź w nich kilka minut: palce powinny mieć swobodę ruchu, najszersza część stopy powinna wypadać w najszerszym miejscu buta, a nic nie powinno uciskać haluksa. Nie wybieraj rozmiaru o cały numer większego tylko po to, by zyskać na szerokości, bo but będzie wtedy za długi, a miejsce zgięcia znajdzie się w złym punkcie.

Jeśli haluks boli, jest zaczerwieniony, powiększa się lub przez niego trudno Ci znaleźć jakikolwiek pasujący but, podolog lub lekarz doradzi Ci w kwestii leczenia i odpowiedniego obuwia.`,
    },
    'summer-sandals-that-support-you': {
      title: 'Letnie sandały, które wspierają stopy',
      summary:
        'Sandały też mogą być wygodne i dobrze podpierać stopę. Sprawdź, na co zwrócić uwagę przy wyborze letnich sandałów i jak dbać o stopy w upały.',
      body: `Ciepła pogoda zachęca do noszenia otwartych butów, ale wiele płaskich, wiotkich sandałów to niewiele więcej niż cienka podeszwa i pasek. Po całym dniu chodzenia stopy mogą być przez to zmęczone i obolałe. Dobra wiadomość jest taka, że sandał może być jednocześnie przewiewny i wspierający, jeśli ma odpowiednie cechy.

## Co sprawia, że sandał dobrze wspiera stopę

- **Wyprofilowana wkładka** z delikatnym podparciem łuku i wgłębieniem na piętę, które utrzymuje stopę pośrodku.
- **Amortyzująca podeszwa** z przyczepnym bieżnikiem na miejskie chodniki i ogrodowe ścieżki.
- **Regulowane paski**, najlepiej na przodostopiu, podbiciu i pięcie, dzięki którym dopasujesz sandał do stopy, także gdy w upalne dni puchnie.
- **Pasek z tyłu lub zakryta pięta**, które utrzymują sandał na stopie, więc palce nie muszą go przytrzymywać.
- **Miękka, gładka podszewka pasków**, która nie obciera gołej skóry.

Sandały z tymi cechami znajdziesz w naszej [kolekcji sandałów](/collections/sandals).

## Wskazówki dotyczące letniej pielęgnacji stóp

1. W upale stopy często puchną, więc jeśli paski zaczynają uciskać, poluzuj je w dalszej części dnia.
2. Nakładaj krem z filtrem także na grzbiety stóp, które łatwo ulegają oparzeniom słonecznym.
3. Nawilżaj skórę, by zapobiec suchym, popękanym piętom, ale nie nakładaj kremu między palce.
4. Każdego wieczoru dokładnie umyj i osusz stopy, także między palcami.
5. Nowe sandały rozchodź stopniowo, zanim założysz je na długie spacery lub wycieczki.

## Uwaga dla osób z cukrzycą

Jeśli masz cukrzycę lub osłabione czucie w stopach, otwarte sandały nie w każdej sytuacji będą dobrym wyborem, ponieważ palce i boki stóp pozostają w nich narażone na uderzenia i skaleczenia. Porozmawiaj z lekarzem lub podologiem o tym, co będzie dla Ciebie odpowiednie. Alternatywą są zakryte, przewiewne buty z naszej [kolekcji dla diabetyków](/collections/diabetic), a latem codzienne oglądanie stóp jest szczególnie ważne.`,
    },
    'foot-health-basics': {
      title: 'Podstawy zdrowia stóp',
      summary:
        'Codzienne nawyki dla zdrowych i wygodnych stóp: higiena, pielęgnacja paznokci i skóry, dobrze dopasowane buty, ruch i kiedy iść do specjalisty.',
      body: `Stopy niosą Cię przez tysiące kroków, a mimo to często myślimy o nich na samym końcu. Kilka prostych nawyków bardzo pomaga zachować je w zdrowiu i wygodzie.

## Codzienna pielęgnacja

- **Myj stopy codziennie** ciepłą wodą i łagodnym mydłem, a potem dokładnie je osusz, zwłaszcza między palcami.
- **Nawilżaj suchą skórę** na piętach i podeszwach, ale przestrzenie między palcami pozostaw suche.
- **Obcinaj paznokcie prosto** i niezbyt krótko, a następnie wygładź brzegi pilnikiem, co pomaga zapobiegać wrastaniu paznokci.
- **Codziennie zmieniaj skarpety** i wybieraj przewiewne materiały, które odprowadzają wilgoć.
- **Regularnie oglądaj stopy**, zwracając uwagę na zmiany takie jak zaczerwienienia, pęcherze, pęknięcia, modzele czy przebarwione paznokcie.

## Buty, które współpracują z Twoimi stopami

Zbyt ciasne, zbyt luźne lub zużyte buty to częsta przyczyna dyskomfortu. Szukaj kształtu dopasowanego do Twojej stopy, wystarczającej ilości miejsca na ruch palców, stabilnej pięty oraz podeszwy, która zapewnia pewną amortyzację i przyczepność. Co jakiś czas sprawdzaj wymiary stóp, bo rozmiar i szerokość mogą się zmieniać z biegiem lat; nasza [tabela rozmiarów](/article/size-conversion-guide) pokazuje, jak to zrobić.

W domu wspierające [kapcie](/collections/slippers) są dla stóp łagodniejsze niż chodzenie boso po twardej podłodze, a w ciągu tygodnia warto nosić na zmianę różne pary butów.

## Bądź w ruchu

Stopom służy regularny ruch. Spacery, delikatne krążenia kostek, zginanie palców i rozciąganie łydek pomagają zachować ruchomość stawów i aktywność mięśni. Jeśli długo siedzisz, co jakiś czas wstań i się przejdź.

## Kiedy udać się do specjalisty

Umów się na wizytę u lekarza lub podologa, jeśli zauważysz:

1. Ból, który trwa dłużej niż kilka dni lub się nasila
2. Ranę, pęcherz lub otarcie, które długo się goi
3. Drętwienie, mrowienie lub pieczenie
4. Obrzęk, miejscowe ocieplenie lub zmianę koloru skóry
5. Pogrubione, bolesne lub przebarwione paznokcie

Osoby z cukrzycą lub problemami z krążeniem powinny regularnie kontrolować stopy u specjalisty, nawet jeśli wszystko wydaje się w porządku.`,
    },
    'size-conversion-guide': {
      title: 'Przelicznik rozmiarów obuwia',
      summary:
        'Przeliczaj rozmiary obuwia EU, UK, US i japońskie i sprawdź, jak na podstawie długości i szerokości stopy dobrać właściwy rozmiar.',
      body: `Rozmiary butów są na świecie oznaczane na różne sposoby. W Europie kontynentalnej stosuje się rozmiary EU, w Wielkiej Brytanii rozmiary UK, w USA obowiązują osobne skale dla kobiet i mężczyzn, a w Japonii rozmiar buta odpowiada długości stopy w centymetrach. W Australii popularne są zarówno oznaczenia brytyjskie, jak i amerykańskie. Ten poradnik pomoże Ci je przeliczyć.

## Zacznij od długości stopy

Najpewniejszym sposobem wyboru rozmiaru jest zmierzenie stóp zamiast polegania na rozmiarze, który zwykle kupujesz. Skorzystaj z naszego poradnika [jak zmierzyć stopy w domu](/blog/how-to-measure-your-feet-at-home) i weź pod uwagę długość większej stopy w centymetrach. Rozmiar japoński w tabeli poniżej odpowiada mniej więcej długości stopy, co stanowi wygodny punkt odniesienia.

## Tabela przeliczania rozmiarów

Wszystkie wartości są przybliżone, ponieważ rozmiarówka może się nieznacznie różnić w zależności od modelu i producenta.

{{size-table}}

## Szerokość też ma znaczenie

Długość to tylko połowa dopasowania. Jeśli masz stopy szerokie w przodostopiu, standardowa tęgość może uciskać nawet przy właściwej długości. Zamiast większego rozmiaru wybierz model o zwiększonej tęgości, bo w dłuższym bucie pięta będzie się wysuwać.

## Wskazówki, gdy wahasz się między rozmiarami

1. Gdy wahasz się między dwoma rozmiarami, w przypadku butów komfortowych zwykle lepiej sprawdza się większy, zwłaszcza przy grubszych skarpetach.
2. Jeśli używasz indywidualnych wkładek ortopedycznych, wybierz model z wyjmowaną wkładką, by zmieściły się bez ściskania stopy.
3. Sprawdź na stronie produktu uwagi dotyczące tego, jak dany model leży na stopie.

Nadal masz wątpliwości? Napisz do nas na {{email}} i podaj swoje wymiary. Jeśli para nie będzie pasować, w ciągu 30 dni możesz wymienić ją na inny rozmiar.`,
    },
    'walking-for-better-health': {
      title: 'Spacerem po zdrowie',
      summary:
        'Chodzenie to jeden z najprostszych sposobów na aktywność. Jak zacząć, wyrobić sobie nawyk i wybrać buty, w których każdy krok jest wygodny.',
      body: `Chodzenie to jeden z najłatwiejszych sposobów na aktywność fizyczną. Poza dobrymi butami nie wymaga żadnego specjalnego sprzętu, możesz chodzić niemal wszędzie, a tempo dopasujesz do swojej kondycji. Wiele osób zauważa, że regularny spacer poprawia nastrój, pomaga lepiej spać i daje miłą przerwę od ekranu.

## Jak zacząć

Jeśli od dłuższego czasu mało się ruszasz, zacznij od małych kroków i zwiększaj wysiłek stopniowo. Krótki spacer wokół domu to całkiem dobry początek.

- Zacznij od 10–15 minut w wygodnym tempie i co tydzień dodawaj kilka minut.
- Na początku wybieraj płaskie, równe trasy, a łagodne wzniesienia dodaj, gdy nabierzesz sił.
- Chodź w takim tempie, przy którym nadal możesz swobodnie rozmawiać.
- Rozgrzej się kilkoma minutami wolniejszego marszu, a na koniec delikatnie rozciągnij łydki i kostki.
- Pij wodę i ubieraj się na cebulkę, odpowiednio do pogody.

Jeśli masz chorobę serca, cukrzycę, problemy ze stawami lub inne dolegliwości zdrowotne, porozmawiaj z lekarzem, zanim zaczniesz nową aktywność fizyczną.

## Buty robią różnicę

Wygodne chodzenie zaczyna się od odpowiednich butów. Szukaj:

1. Amortyzującej podeszwy, która pochłania wstrząsy na twardym podłożu
2. Stabilnego zapiętka, który utrzymuje piętę na miejscu
3. Elastycznego przodu, który zgina się tam, gdzie zgina się stopa
4. Wystarczającej ilości miejsca, by palce mogły się rozłożyć przy każdym kroku
5. Pewnego zapięcia, dzięki któremu stopa nie przesuwa się w bucie

Nasze [wygodne buty sportowe](/collections/sneakers) są stworzone do codziennego chodzenia, a na deszczowe lub chłodniejsze pory roku nasze [botki i kozaki](/collections/boots) zapewnią przyczepność i ciepło.

## Jak wyrobić sobie nawyk

Małe codzienne zwyczaje sprawiają, że spacer staje się częścią życia. Idź do sklepu pieszo zamiast jechać samochodem, wybieraj schody, wysiądź z autobusu przystanek wcześniej albo umów się na spacer ze znajomymi. Motywujące może być też proste notowanie swoich spacerów.

Przy tym wszystkim słuchaj swojego ciała. Pewne zmęczenie mięśni na początku jest normalne, ale uporczywy ból stóp, kolan lub bioder to sygnał, by odpocząć, a jeśli nie mija, by zgłosić się do lekarza lub podologa.`,
    },
    about: {
      title: 'Poznaj Comfort Steps',
      summary:
        'Comfort Steps to sklep internetowy z obuwiem zdrowotnym i komfortowym: modele ortopedyczne, dla diabetyków i dla szerokich stóp na co dzień.',
      body: `Comfort Steps powstał z prostej idei: każdy zasługuje na buty, w których czuje się dobrze od pierwszego do ostatniego kroku. Wiele osób ma trudności ze znalezieniem obuwia, które pasuje do szerokich stóp, wrażliwej skóry lub indywidualnych wkładek ortopedycznych, a przy tym wygląda tak, że naprawdę chce się je nosić. Postanowiliśmy ułatwić te poszukiwania.

## Co oferujemy

Zebraliśmy w jednym miejscu komfortowe obuwie na co dzień, starannie wybrane pod kątem dopasowania, podparcia stopy i wygody noszenia:

- [Obuwie ortopedyczne](/collections/orthopaedic) z wyprofilowanymi wkładkami i stabilną piętą
- [Obuwie dla diabetyków](/collections/diabetic) z przestronnym przodem i gładką wyściółką
- [Modele dla szerokich stóp](/collections/wide-fit), które sprawdzają się także przy haluksach
- Buty sportowe, sandały, kapcie oraz botki i kozaki na każdą porę roku

## Na czym nam zależy

- **Przede wszystkim dopasowanie.** Każdy model opisujemy jasno i publikujemy poradniki, które pomogą Ci wybrać właściwy rozmiar i tęgość.
- **Szczere porady.** W naszych artykułach dzielimy się praktycznymi wskazówkami dotyczącymi pielęgnacji stóp i zawsze zalecamy wizytę u lekarza lub podologa, gdy Twoje stopy potrzebują profesjonalnej opieki.
- **Spokój ducha.** Masz 30 dni na zwrot lub wymianę butów z pełnym zwrotem pieniędzy, a płatności przechodzą przez bramkę płatniczą ze 128-bitowym szyfrowaniem.
- **Prawdziwa pomoc.** Na pytania wysyłane e-mailem odpowiadają ludzie, którzy znają nasze buty.

## Dla kogo jesteśmy

Obecnie wysyłamy zamówienia do klientów w 12 krajach Europy, Ameryki Północnej, Azji i Australii, a ponad 5000 zadowolonych klientów znalazło już u nas swoją wygodną parę. Niezależnie od tego, czy spędzasz cały dzień na nogach, wracasz do formy, czy po prostu chcesz butów, które nie uwierają, cieszymy się, że tu jesteś.

Masz pytanie lub sugestię? Napisz do nas na {{email}}. Czytamy każdą wiadomość.`,
    },
    shipping: {
      title: 'Informacje o wysyłce',
      summary:
        'Darmowa wysyłka przy większych zamówieniach, realizacja w ciągu 1 dnia roboczego i dostawa w 3–10 dni roboczych do 12 krajów.',
      body: `Chcemy, by Twoje nowe buty dotarły do Ciebie szybko i bezpiecznie. Oto wszystko, co musisz wiedzieć o naszej wysyłce.

## Koszty wysyłki

Wysyłka jest **darmowa przy wszystkich zamówieniach powyżej {{threshold}}**. W przypadku mniejszych zamówień standardowy koszt wysyłki widzisz w koszyku i podczas składania zamówienia, zanim zapłacisz, więc nie czekają Cię żadne niespodzianki.

## Czas realizacji i dostawy

- Zamówienia realizujemy i przekazujemy przewoźnikowi **w ciągu 1 dnia roboczego**.
- Dostawa trwa zwykle **od 3 do 10 dni roboczych**, w zależności od kraju.
- Oferujemy wyłącznie wysyłkę standardową i do każdego zamówienia podchodzimy z taką samą starannością.

Dni robocze to dni od poniedziałku do piątku z wyjątkiem świąt państwowych. W okresach wzmożonego ruchu lub przy nietypowych warunkach pogodowych dostawa może czasem potrwać nieco dłużej.

## Śledzenie zamówienia

Gdy tylko Twoje zamówienie zostanie nadane, otrzymasz e-mail z potwierdzeniem wysyłki i danymi do śledzenia przesyłki, dzięki którym śledzisz paczkę w drodze do Ciebie. Jeśli wiadomość nie dotrze, sprawdź folder ze spamem.

## Dokąd wysyłamy

Obecnie dostarczamy zamówienia do tych 12 krajów:

- Stany Zjednoczone
- Niemcy
- Czechy
- Hiszpania
- Francja
- Wielka Brytania
- Węgry
- Japonia
- Rumunia
- Słowacja
- Polska
- Australia

Upewnij się, że adres dostawy jest kompletny i poprawny, łącznie z numerem mieszkania. Jeśli po złożeniu zamówienia zauważysz błąd, jak najszybciej napisz do nas na {{email}}, a zrobimy wszystko, by poprawić go przed wysłaniem paczki.

Jeśli paczka nie dotarła w przewidywanym terminie, skontaktuj się z nami pod adresem {{email}}, podając numer zamówienia, a sprawdzimy, co się dzieje. Informacje o odsyłaniu butów znajdziesz na stronie [zwroty i wymiany](/pages/returns-and-exchanges).`,
    },
    'returns-and-exchanges': {
      title: 'Zwroty i wymiany',
      summary: 'Buty nie pasują? Zwróć je lub wymień w ciągu 30 dni i otrzymaj pełny zwrot pieniędzy. Zobacz, jak to działa.',
      body: `Znalezienie idealnie dopasowanych butów w internecie nie zawsze jest łatwe, dlatego zwroty są u nas proste. Jeśli buty nie pasują lub nie spełniają Twoich oczekiwań, możesz je zwrócić lub wymienić w ciągu **30 dni** od dostawy i otrzymać **pełny zwrot pieniędzy**.

## Jak rozpocząć zwrot

1. Napisz do nas na {{email}}, podając numer zamówienia i produkty, które chcesz zwrócić.
2. Daj nam znać, czy wolisz zwrot pieniędzy, czy wymianę na inny rozmiar.
3. Odpowiemy, przesyłając instrukcję zwrotu i adres, na który należy wysłać paczkę.
4. Starannie zapakuj buty, najlepiej w oryginalne pudełko, i odeślij je do nas.

## Wymiana na inny rozmiar

Jeśli potrzebujesz innego rozmiaru, po prostu podaj go, kontaktując się z nami. Sprawdzimy dostępność i ustalimy z Tobą wymianę e-mailowo. Nie wiesz, jaki rozmiar wybrać? Pomoże Ci nasza [tabela rozmiarów](/article/size-conversion-guide).

## Stan zwracanych butów

Aby zwrot był możliwy, buty nie mogą być noszone na zewnątrz i powinny być w stanie nienaruszonym, z czystymi podeszwami oraz ze wszystkimi metkami, wkładkami i akcesoriami. Dlatego nowe buty przymierzaj w domu, na czystej powierzchni, aby móc je zwrócić, jeśli nie będą pasować.

## Zwrot pieniędzy

Po otrzymaniu i sprawdzeniu zwrotu przelejemy pełną kwotę na kartę użytą do płatności i poinformujemy Cię o tym e-mailem. W zależności od banku może minąć kilka dni roboczych, zanim kwota pojawi się na Twoim wyciągu.

Masz pytania dotyczące zwrotu? Napisz na {{email}}, a chętnie pomożemy.`,
    },
    privacy: {
      title: 'Polityka prywatności',
      summary:
        'Jakie dane osobowe przechowuje Comfort Steps i dlaczego, jakich plików cookie używamy oraz jak uzyskać dostęp do swoich danych lub je usunąć.',
      body: `Przechowujemy tylko te dane, których potrzebujemy do prowadzenia sklepu i realizacji Twoich zamówień. Na tej stronie wyjaśniamy, co przechowujemy i dlaczego.

## Jakie dane przechowujemy

- **Dane zamówienia:** kupione produkty, ceny, numer i data zamówienia, abyśmy mogli zrealizować zamówienie, obsłużyć zwroty i prowadzić dokumentację księgową.
- **Dane kontaktowe:** Twoje imię i nazwisko oraz adres e-mail, abyśmy mogli wysyłać potwierdzenia zamówień i informacje o wysyłce oraz odpowiadać na Twoje pytania.
- **Dane adresowe:** Twój adres dostawy, który przekazujemy przewoźnikowi wyłącznie w celu doręczenia paczki.
- **Zgoda na newsletter:** jeśli zapiszesz się do naszego newslettera, przechowujemy Twój adres e-mail i Twoją zgodę. Możesz w każdej chwili zrezygnować z subskrypcji, korzystając z linku zamieszczonego w każdym newsletterze.

Płatności kartą obsługuje nasz operator płatności za pośrednictwem bramki ze 128-bitowym szyfrowaniem. Nie przechowujemy pełnych danych Twojej karty.

## Pliki cookie

Używamy wyłącznie plików cookie niezbędnych do działania sklepu:

- **plik cookie koszyka**, który zapamiętuje produkty w Twoim koszyku,
- **plik cookie kraju**, który zapamiętuje Twój kraj, aby wyświetlać właściwe ceny, walutę i informacje o wysyłce,
- **plik cookie potwierdzenia zamówienia**, dzięki któremu po złożeniu zamówienia możemy wyświetlić jego potwierdzenie.

Nie używamy plików cookie służących do śledzenia, reklamy ani analityki i nikomu nie sprzedajemy Twoich danych.

## Jak długo przechowujemy dane

Dane zamówień przechowujemy tak długo, jak jest to potrzebne do realizacji zamówienia, obsługi zwrotów i wypełnienia prawnych obowiązków dotyczących przechowywania dokumentacji. Dane związane z newsletterem przechowujemy do momentu rezygnacji z subskrypcji.

## Twoje prawa

W każdej chwili możesz zapytać, jakie dane osobowe na Twój temat przechowujemy, oraz zażądać ich sprostowania lub usunięcia, chyba że prawo zobowiązuje nas do ich zachowania. Napisz na {{email}} z adresu e-mail, którego używasz w kontaktach z nami.`,
    },
    terms: {
      title: 'Regulamin',
      summary: 'Zasady zakupów w Comfort Steps w prostych słowach: zamówienia, ceny, płatności, dostawa i zwroty.',
      body: `Niniejszy regulamin wyjaśnia, jak wyglądają zakupy w Comfort Steps. Składając zamówienie, akceptujesz jego postanowienia.

## Zamówienia

Po złożeniu zamówienia otrzymasz potwierdzenie e-mailem. Umowa zostaje zawarta z chwilą potwierdzenia zamówienia. Jeśli okaże się, że produkt jest niedostępny albo w cenie lub opisie jest oczywisty błąd, skontaktujemy się z Tobą, a Ty możesz zdecydować o anulowaniu tej pozycji i otrzymać pełny zwrot pieniędzy.

## Ceny i płatności

- Ceny podawane są w walucie Twojego kraju i zawierają podatki zgodnie z informacją w podsumowaniu zamówienia.
- Ewentualne koszty wysyłki są widoczne przed dokonaniem płatności. Zamówienia powyżej {{threshold}} wysyłamy za darmo.
- Płatności dokonujesz kartą kredytową lub debetową za pośrednictwem bramki płatniczej ze 128-bitowym szyfrowaniem.
- Kody rabatowe, np. kupon z rabatem 20% za zapis do newslettera, wpisuje się podczas składania zamówienia i obowiązują je warunki podane przy danym kodzie.

## Dostawa

Zamówienia realizujemy w ciągu 1 dnia roboczego i wysyłamy przesyłką standardową. Dostawa trwa zwykle od 3 do 10 dni roboczych, w zależności od kraju; szczegóły znajdziesz na naszej [stronie o wysyłce](/pages/shipping).

## Zwroty i wymiany

Możesz zwrócić lub wymienić buty w ciągu 30 dni od dostawy i otrzymać pełny zwrot pieniędzy, pod warunkiem że nie były noszone na zewnątrz i są w stanie nienaruszonym. Szczegóły znajdziesz na stronie [zwroty i wymiany](/pages/returns-and-exchanges). Nie wpływa to na prawa, które przysługują Ci jako konsumentowi na mocy przepisów obowiązujących w Twoim kraju.

## Informacje o produktach

Opisujemy nasze produkty najdokładniej, jak potrafimy, jednak kolory na Twoim ekranie mogą wyglądać nieco inaczej. Nasze artykuły zawierają ogólne informacje o pielęgnacji stóp, a nie porady medyczne.

## Pytania i zastrzeżenia

Jeśli coś pójdzie nie tak z Twoim zamówieniem, napisz do nas na {{email}}. Staramy się rozwiązywać każdy problem szybko i uczciwie.`,
    },
    contact: {
      title: 'Kontakt',
      summary: 'Masz pytanie o rozmiar, zamówienie lub zwrot? Napisz do nas e-mail, a zwykle odpowiemy w ciągu jednego dnia roboczego.',
      body: `Masz pytanie dotyczące rozmiaru, zamówienia lub zwrotu? Chętnie pomożemy.

## Jak się z nami skontaktować

Najlepiej napisz do nas e-mail na adres **{{email}}**. Zwykle odpowiadamy w ciągu jednego dnia roboczego, od poniedziałku do piątku. Na wiadomości wysłane w soboty, niedziele i święta odpowiadamy w najbliższym dniu roboczym.

## Co warto podać w wiadomości

Abyśmy mogli szybko odpowiedzieć, podaj:

- **Numer zamówienia**, jeśli pytanie dotyczy złożonego już zamówienia
- **Imię i nazwisko oraz adres e-mail** podane przy zamówieniu
- **Produkt**, o który pytasz, a w razie potrzeby także rozmiar i kolor
- **W przypadku pytań o rozmiar:** długość i szerokość stopy w centymetrach lub calach oraz rozmiar, który zwykle nosisz
- **W przypadku zwrotu lub wymiany:** produkty, które chcesz odesłać, i informację, czy wolisz zwrot pieniędzy, czy inny rozmiar
- **W przypadku problemu z produktem:** krótki opis i, jeśli to możliwe, zdjęcie

## Zanim napiszesz

Szybką odpowiedź możesz znaleźć w [najczęściej zadawanych pytaniach](/pages/faq). Na stronach [wysyłka](/pages/shipping) oraz [zwroty i wymiany](/pages/returns-and-exchanges) wyjaśniamy czas dostawy i zasady zwrotów, a [tabela rozmiarów](/article/size-conversion-guide) pomoże Ci znaleźć właściwy rozmiar.

Pamiętaj, że nie udzielamy porad medycznych. Jeśli niepokoi Cię stan Twoich stóp, na przykład przy cukrzycy, uporczywym bólu lub ranie, która długo się goi, skontaktuj się z lekarzem lub podologiem.

Czekamy na Twoją wiadomość.`,
    },
  },
  faq: [
    {
      question: 'Jak dobrać odpowiedni rozmiar butów?',
      answer:
        'Zmierz długość obu stóp po południu i kieruj się wymiarem większej z nich, dodając niewielki zapas na palce. Następnie porównaj wynik z naszą [tabelą rozmiarów](/article/size-conversion-guide), która przelicza rozmiary europejskie, brytyjskie, amerykańskie i japońskie.',
    },
    {
      question: 'Co zrobić, jeśli mam szerokie stopy lub haluksy?',
      answer:
        'Zamiast większego rozmiaru wybierz model o zwiększonej tęgości, ponieważ w dłuższym bucie pięta może się wysuwać. Nasza [kolekcja dla szerokich stóp](/collections/wide-fit) zapewnia więcej miejsca w przedniej części stopy i w nosku buta.',
    },
    {
      question: 'Czy mogę zwrócić lub wymienić buty?',
      answer:
        'Tak. Możesz zwrócić lub wymienić buty w ciągu 30 dni i otrzymać pełny zwrot pieniędzy, o ile nie były noszone na zewnątrz i są w stanie nienaruszonym. Aby rozpocząć, napisz na {{email}}, podając numer zamówienia; szczegóły znajdziesz na stronie [zwroty i wymiany](/pages/returns-and-exchanges).',
    },
    {
      question: 'Jak długo trwa dostawa?',
      answer:
        'Zamówienia realizujemy w ciągu 1 dnia roboczego, a standardowa dostawa trwa zwykle od 3 do 10 dni roboczych, w zależności od kraju. Gdy zamówienie zostanie wysłane, otrzymasz e-mailem dane do śledzenia przesyłki.',
    },
    {
      question: 'Czy oferujecie darmową wysyłkę?',
      answer:
        'Tak, wysyłka jest darmowa przy wszystkich zamówieniach powyżej {{threshold}}. W przypadku mniejszych zamówień koszt wysyłki zobaczysz w koszyku przed dokonaniem płatności.',
    },
    {
      question: 'Czy moja płatność jest bezpieczna?',
      answer:
        'Tak. Akceptujemy karty kredytowe i debetowe, a płatności są przetwarzane przez bramkę płatniczą ze 128-bitowym szyfrowaniem. Nie przechowujemy pełnych danych Twojej karty.',
    },
    {
      question: 'Czy macie kody rabatowe?',
      answer:
        'Zapisz się do naszego newslettera, a otrzymasz kupon z rabatem 20% na swoje zamówienie. Wpisz kod podczas składania zamówienia, aby naliczyć rabat.',
    },
    {
      question: 'Co sprawia, że but jest odpowiedni dla diabetyka?',
      answer:
        'Nasze [obuwie dla diabetyków](/collections/diabetic) ma przestronny przód, gładką wyściółkę bez szwów, miękką cholewkę i regulowane zapięcie, które pomagają ograniczyć ucisk i otarcia. Nie jest to jednak forma leczenia, dlatego zapytaj lekarza lub podologa, jakie obuwie będzie odpowiednie dla Twoich stóp.',
    },
    {
      question: 'Czy mogę używać własnych wkładek ortopedycznych?',
      answer:
        'Wiele naszych butów ma wyjmowane wkładki, które możesz zastąpić swoimi indywidualnymi wkładkami ortopedycznymi; szukaj tej informacji w opisie produktu. Jeśli nie wiesz, czy dany model jest wystarczająco głęboki, napisz do nas na {{email}}.',
    },
    {
      question: 'Czy mogę zmienić lub anulować zamówienie?',
      answer:
        'Ponieważ zamówienia realizujemy w ciągu 1 dnia roboczego, jak najszybciej napisz na {{email}}, podając numer zamówienia. Jeśli zamówienie nie zostało jeszcze wysłane, zrobimy wszystko, by je zmienić lub anulować; w przeciwnym razie możesz skorzystać z możliwości zwrotu w ciągu 30 dni.',
    },
  ],
};
