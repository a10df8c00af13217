import type { LanguageContent } from './types';

export const de: LanguageContent = {
  documents: {
    'choosing-shoes-for-diabetic-feet': {
      title: 'Die richtigen Schuhe bei Diabetes',
      summary:
        'Worauf Sie bei Schuhen mit Diabetes achten sollten: viel Platz, weiches Futter, sicherer Verschluss und der tägliche Blick auf die Füße.',
      body: `Wer mit Diabetes lebt, sollte seinen Füßen etwas mehr Aufmerksamkeit schenken. Ein vermindertes Empfinden oder eine schwächere Durchblutung können dazu führen, dass Druckstellen, Scheuerstellen oder kleine Verletzungen später bemerkt werden. Deshalb kommt es auf die richtigen Schuhe und einige tägliche Gewohnheiten an. Dieser Ratgeber zeigt Ihnen, worauf Sie in der Praxis achten sollten. Er ersetzt keine ärztliche Beratung: Ihr Arzt oder Podologe kennt Ihre Füße und sollte immer Ihr erster Ansprechpartner sein.

## Darauf kommt es bei diabetikergeeigneten Schuhen an

- **Eine geräumige, hohe Zehenbox**, damit die Zehen flach liegen können, ohne gegen das Obermaterial zu drücken.
- **Glattes, nahtfreies Futter**, das Scheuerstellen und Druckpunkten vorbeugt.
- **Weiches, flexibles Obermaterial**, das etwas nachgibt, wo Ihr Fuß Platz braucht.
- **Ein verstellbarer Verschluss** wie Klettriemen oder Schnürsenkel, damit sich die Passform an Schwellungen im Laufe des Tages anpassen lässt.
- **Herausnehmbare Einlegesohlen**, die Platz für individuelle orthopädische Einlagen schaffen, falls Ihr Podologe diese empfiehlt.
- **Eine gedämpfte, stabile Sohle** mit rutschfestem Profil für einen sicheren Gang.

Schuhe mit diesen Merkmalen finden Sie in unserer [Kollektion für Diabetiker](/collections/diabetic).

## Die richtige Passform finden

Probieren Sie neue Schuhe am Nachmittag an, wenn die Füße meist am größten sind, und tragen Sie dabei die Socken, die Sie später dazu anziehen möchten. Zwischen der längsten Zehe und der Schuhspitze sollte etwa eine Daumenbreite Platz sein. Wenn Ihr Empfinden eingeschränkt ist, verlassen Sie sich nicht allein darauf, wie sich ein Schuh anfühlt: Prüfen Sie die Passform auch mit den Augen und lassen Sie sich bei Bedarf helfen. In unserem [Ratgeber zur Größentabelle](/article/size-conversion-guide) erfahren Sie, wie Sie Ihre Füße messen und Größen umrechnen.

## Hilfreiche tägliche Gewohnheiten

1. Sehen Sie sich Ihre Füße jeden Tag an, auch die Fußsohlen und die Zwischenräume der Zehen, und achten Sie auf Rötungen, Blasen oder Schnitte.
2. Tasten Sie Ihre Schuhe vor dem Anziehen von innen mit der Hand ab, um Steinchen, Nähte oder raue Stellen zu finden.
3. Laufen Sie neue Schuhe langsam ein und tragen Sie sie anfangs nur kurz.
4. Gehen Sie nicht barfuß, auch nicht zu Hause; stützende Hausschuhe sind eine gute Alternative.

Wenn Sie eine Wunde, eine Schwellung, eine Verfärbung oder etwas bemerken, das nicht abheilt, wenden Sie sich umgehend an Ihren Arzt oder Podologen, anstatt abzuwarten.`,
    },
    'how-to-measure-your-feet-at-home': {
      title: 'So messen Sie Ihre Füße zu Hause',
      summary:
        'Eine einfache Schritt-für-Schritt-Anleitung, mit der Sie Fußlänge und -breite zu Hause messen und sicher die richtige Größe bestellen.',
      body: `Viele von uns tragen seit Jahren dieselbe Schuhgröße, doch Füße verändern sich mit der Zeit. Gewichtsveränderungen, eine Schwangerschaft, das Alter und Beschwerden wie ein Hallux valgus können Länge und Breite beeinflussen. Das Messen zu Hause dauert etwa zehn Minuten und gibt Ihnen einen verlässlichen Ausgangspunkt für Ihre Onlinebestellung.

## Das brauchen Sie

- Zwei Blatt Papier, die größer sind als Ihre Füße
- Einen Bleistift oder Stift, den Sie senkrecht halten
- Ein Lineal oder Maßband
- Die Socken, die Sie normalerweise zu der Art von Schuh tragen, die Sie kaufen möchten
- Eine Wand oder einen Türrahmen und wenn möglich eine Person, die Ihnen hilft

## Schritt für Schritt

1. Messen Sie am späten Nachmittag oder Abend, denn nach einem Tag auf den Beinen sind die Füße meist etwas größer.
2. Legen Sie das Papier auf einen harten Boden, mit einer kurzen Kante an der Wand.
3. Stellen Sie sich so auf das Papier, dass Ihre Ferse die Wand berührt und Ihr Gewicht gleichmäßig verteilt ist.
4. Umfahren Sie Ihren Fuß mit dem senkrecht gehaltenen Stift dicht an der Haut oder bitten Sie eine Hilfsperson darum.
5. Messen Sie die Länge von der Wand bis zur Spitze der längsten Zehe, die nicht immer der große Zeh ist.
6. Messen Sie die Breite an der breitesten Stelle des Vorfußes, meist auf Höhe der Zehengrundgelenke.
7. Wiederholen Sie alles für den anderen Fuß. Es ist ganz normal, dass ein Fuß etwas größer ist.

## Von der Zahl zur Schuhgröße

Gehen Sie immer von den Maßen Ihres **größeren Fußes** aus. Rechnen Sie etwas Spielraum für die Zehen hinzu, etwa 1 cm oder 3/8 Zoll, anstatt einen Schuh zu wählen, der genau Ihrer Fußlänge entspricht. Vergleichen Sie Ihre Werte dann mit unserem [Ratgeber zur Größentabelle](/article/size-conversion-guide), der zwischen US-, UK-, EU- und japanischen Größen umrechnet.

Wenn Ihr Fuß im Verhältnis zur Länge eher breit ist oder Sie oft Druck an den Seiten Ihrer Füße spüren, sollten Sie ein Modell in extra Weite in Betracht ziehen.

## Noch ein paar Tipps

Messen Sie einmal im Jahr neu oder immer dann, wenn sich Ihre Schuhe anders anfühlen als sonst. Wenn Sie Diabetes, Schwellungen oder Fußbeschwerden haben, kann Ihr Podologe Ihre Füße professionell vermessen und Sie zur Passform beraten. Und falls ein Paar trotzdem nicht richtig sitzt, können Sie es im Rahmen unserer [Rückgaberegeln](/pages/returns-and-exchanges) innerhalb von 30 Tagen zurücksenden.`,
    },
    'caring-for-leather-comfort-shoes': {
      title: 'Pflege von bequemen Lederschuhen',
      summary:
        'Mit einfacher Reinigung, Pflege und richtiger Aufbewahrung bleiben bequeme Lederschuhe länger geschmeidig, stützend und schön.',
      body: `Gute Lederschuhe passen sich sanft an Ihre Füße an und bleiben lange bequem, wenn Sie ihnen ein wenig Pflege gönnen. Schon ein paar Minuten alle ein bis zwei Wochen halten das Leder geschmeidig, schützen es vor Nässe und Streusalz und helfen dem Schuh, seine stützende Form zu behalten.

## Gewohnheiten für jeden Tag

- **Wechseln Sie Ihre Schuhe ab.** Leder und Futter brauchen nach dem Tragen etwa einen Tag, um vollständig zu trocknen. Wenn Sie zwei Paar im Wechsel tragen, halten beide länger.
- **Benutzen Sie einen Schuhlöffel.** Er schont die Fersenkappe, also den festen Teil, der Ihre Ferse in Position hält.
- **Öffnen Sie den Verschluss ganz**, bevor Sie die Schuhe an- oder ausziehen, statt mit dem Fuß hineinzudrücken.
- **Lüften Sie die Einlegesohlen.** Wenn sich die Einlegesohlen herausnehmen lassen, nehmen Sie sie ab und zu heraus, damit sie trocknen können.

## Reinigen und pflegen

1. Entfernen Sie Staub und Schmutz mit einer weichen Bürste oder einem leicht feuchten Tuch.
2. Behandeln Sie Flecken mit etwas Reiniger für Glattleder und beachten Sie dabei die Produkthinweise.
3. Lassen Sie die Schuhe bei Zimmertemperatur natürlich trocknen, nicht an der Heizung und nicht in direkter Sonne, denn sonst kann das Leder rissig werden.
4. Tragen Sie eine dünne Schicht Lederpflege oder Schuhcreme in passender oder neutraler Farbe auf und polieren Sie anschließend sanft mit einem sauberen Tuch nach.
5. Sprühen Sie zum Schluss ein wasserabweisendes Imprägnierspray für Leder auf, wenn Sie bei Regen oder Schnee unterwegs sind.

Wildleder und Nubuk brauchen eine andere Pflege: Verwenden Sie statt Cremes eine Wildlederbürste und ein Spray für diese Materialien. Testen Sie ein neues Produkt immer zuerst an einer kleinen, unauffälligen Stelle.

## Aufbewahrung und wann es Zeit für neue Schuhe ist

Bewahren Sie Ihre Schuhe an einem kühlen, trockenen und gut belüfteten Ort auf. Schuhspanner aus Zedernholz oder zerknülltes Papier helfen, die Form zu erhalten, und nehmen Feuchtigkeit auf. Verzichten Sie auf Plastiktüten, denn darin staut sich die Feuchtigkeit.

Auch gut gepflegte Schuhe nutzen sich ab. Prüfen Sie regelmäßig Sohlen und Absätze: Wenn das Profil glatt ist, der Absatz einseitig abgelaufen ist oder sich die Dämpfung platt anfühlt, ist es Zeit für ein neues Paar. Abgetragene Schuhe bieten weniger Halt und sind weniger rutschfest. Wenn es so weit ist, stöbern Sie in unserer [Kollektion orthopädischer Schuhe](/collections/orthopaedic) oder für die kalte Jahreszeit in unseren [Stiefeln](/collections/boots).`,
    },
    'arch-support-explained': {
      title: 'Gewölbestütze einfach erklärt',
      summary:
        'Was eine Gewölbestütze ist, wie sich flache, normale und hohe Fußgewölbe unterscheiden und wie Sie stützende Schuhe und Einlagen finden.',
      body: `„Gewölbestütze“ steht auf vielen Schuhetiketten, doch was bedeutet das eigentlich? Kurz gesagt ist damit die Formgebung des Fußbetts oder der Einlegesohle gemeint, die der Wölbung an der Innenseite Ihres Fußes folgt. Eine gut gestaltete Stütze kann den Druck gleichmäßiger über die Fußsohle verteilen und lange Tage auf den Beinen angenehmer machen.

## Kennen Sie Ihren Gewölbetyp

Füße sind sehr unterschiedlich geformt, und Fußgewölbe werden meist in drei grobe Gruppen eingeteilt:

- **Niedriges oder flaches Gewölbe:** Im Stehen berührt fast die ganze Fußsohle den Boden. Viele Menschen mit flacherem Gewölbe bevorzugen ein festeres, stärker strukturiertes Fußbett.
- **Normales Gewölbe:** eine mäßige Wölbung. Ein sanft geformtes Fußbett mit guter Dämpfung passt meist gut zu diesen Füßen.
- **Hohes Gewölbe:** Ferse und Fußballen tragen den größten Teil des Gewichts. Zusätzliche Dämpfung und ein Fußbett, das die Lücke unter dem Gewölbe ausfüllt, können sich angenehmer anfühlen.

Einen ersten Eindruck von Ihrem Gewölbetyp verschafft Ihnen der Nasstest: Befeuchten Sie Ihre Fußsohlen, stellen Sie sich auf ein Stück Pappe oder ein dunkles Handtuch und betrachten Sie den Abdruck. Ein fast vollständiger Fußabdruck deutet auf ein niedrigeres Gewölbe hin, ein schmaler Steg oder eine Lücke in der Mitte auf ein höheres. Das ist nur ein grober Anhaltspunkt und keine Diagnose.

## Darauf kommt es beim Schuh an

1. Ein geformtes Fußbett, das Ihr Gewölbe erreicht, ohne hineinzudrücken.
2. Eine feste Fersenkappe, die Ihre Ferse stabil hält.
3. Eine Sohle, die sich am Fußballen biegt und nicht in der Mitte.
4. Eine herausnehmbare Einlegesohle, wenn Sie individuelle orthopädische Einlagen tragen oder vielleicht einmal brauchen.

Unsere [Kollektion orthopädischer Schuhe](/collections/orthopaedic) und unsere [bequemen Sneaker](/collections/sneakers) wurden mit genau diesen Merkmalen entwickelt.

## Wann Sie sich fachlich beraten lassen sollten

Wenn Sie anhaltende Schmerzen an der Ferse oder im Gewölbe haben, Ihre Füße sehr schnell ermüden oder sich ein Fuß anders verhält als der andere, suchen Sie einen Podologen oder Arzt auf. Dort werden Ihre Füße untersucht, und man kann Ihnen sagen, ob individuelle Einlagen sinnvoll sind. Eine neue Stütze kann sich anfangs ungewohnt anfühlen. Tragen Sie neue Schuhe deshalb zunächst nur kurz und steigern Sie die Tragezeit allmählich.`,
    },
    'wide-feet-and-bunions-finding-room': {
      title: 'Breite Füße und Hallux valgus: So finden Sie genug Platz',
      summary:
        'So finden Sie bequeme Schuhe für breite Füße oder Hallux valgus: worauf es bei Zehenbox, Obermaterial und Verschluss ankommt.',
      body: `Wenn Ihnen Schuhe in Standardweite vorne am Fuß zu eng sind, sind Sie damit längst nicht allein. Manche Menschen haben einfach breite Füße, bei anderen bildet sich ein Hallux valgus, also ein Ballen am Grundgelenk des großen Zehs, der den Vorfuß breiter und empfindlicher macht. In beiden Fällen ist das Ziel dasselbe: Ihren Füßen genug Platz zu geben, ohne dass sie im Schuh hin und her rutschen.

## Anzeichen dafür, dass Ihre Schuhe zu schmal sind

- Rote Stellen oder Schmerzen an den Seiten der Füße nach dem Tragen
- Zehen, die sich überlappen oder zusammengedrückt anfühlen
- Obermaterial, das sich über den Rand der Sohle wölbt
- Druck oder Reibung am Ballen oder am kleinen Zeh
- Spürbare Erleichterung, sobald Sie die Schuhe ausziehen

## Merkmale, die den Unterschied machen

1. **Eine breite, abgerundete Zehenbox**, damit sich die Zehen natürlich spreizen können, statt in eine Spitze gedrückt zu werden.
2. **Weiches, dehnbares oder nahtfreies Obermaterial** über dem Vorfuß, das den Druck auf den Ballen verringert.
3. **Ein verstellbarer Verschluss** wie Schnürsenkel oder Riemen, mit dem sich die Passform über dem Spann genau einstellen lässt.
4. **Ein guter Fersenhalt**, damit Ihr Fuß trotz des breiteren Vorderteils hinten nicht herausrutscht.
5. **Niedrige Absätze.** Höhere Absätze verlagern das Gewicht nach vorne auf die Zehen und den Ballen.

In unserer [Kollektion in extra Weite](/collections/wide-fit) finden Sie Schuhe, Sneaker und Hausschuhe mit zusätzlichem Platz im Vorfuß. Für wärmere Tage eignen sich auch offene Sandalen mit verstellbaren Riemen.

## Die Passform zu Hause prüfen

Messen Sie beide Füße, auch die Breite an der breitesten Stelle, und vergleichen Sie die Werte mit unserem [Ratgeber zur Größentabelle](/article/size-conversion-guide). Wenn Ihre neuen Schuhe ankommen, probieren Sie sie nachmittags in der Wohnung mit Ihren üblichen Socken an. Gehen Sie ein paar Minuten darin umher: Ihre Zehen sollten sich bewegen lassen, die breiteste Stelle Ihres Fußes sollte an der breitesten Stelle des Schuhs liegen, und nichts sollte auf den Ballen drücken. Nehmen Sie nicht einfach eine ganze Nummer größer, nur um mehr Breite zu bekommen, denn dann ist der Schuh zu lang und die Biegezone liegt an der falschen Stelle.

Wenn der Ballen schmerzt, gerötet ist oder schlimmer wird oder Sie kaum noch passende Schuhe finden, kann Sie ein Podologe oder Arzt zu Behandlung und geeignetem Schuhwerk beraten.`,
    },
    'summer-sandals-that-support-you': {
      title: 'Sommersandalen, die Ihren Füßen Halt geben',
      summary:
        'Auch Sandalen können bequem sein und Halt geben. Erfahren Sie, worauf es bei Sommersandalen ankommt und wie Sie Ihren Füßen an warmen Tagen Gutes tun.',
      body: `Bei warmem Wetter greift man gern zu offenen Schuhen, doch viele flache, dünne Sandalen bestehen kaum aus mehr als einer dünnen Sohle und einem Riemen. Nach einem Tag auf den Beinen sind die Füße dann oft müde und schmerzen. Die gute Nachricht: Eine Sandale kann luftig sein und trotzdem Halt geben, wenn sie die richtigen Merkmale hat.

## Was eine stützende Sandale ausmacht

- **Ein geformtes Fußbett** mit sanfter Gewölbestütze und einer Fersenmulde, die Ihren Fuß mittig hält.
- **Eine gedämpfte, stoßabsorbierende Sohle** mit griffigem Profil für Gehwege in der Stadt und Gartenwege.
- **Verstellbare Riemen**, am besten am Vorfuß, am Spann und an der Ferse, damit Sie die Passform genau einstellen und an heißen Tagen geschwollenen Füßen Raum geben können.
- **Ein Fersenriemen oder eine geschlossene Ferse**, die die Sandale am Fuß hält, damit Ihre Zehen nicht krallen müssen.
- **Weich und glatt gefütterte Riemen**, die auf nackter Haut nicht scheuern.

Sandalen mit diesen Merkmalen finden Sie in unserer [Sandalen-Kollektion](/collections/sandals).

## Tipps zur Fußpflege im Sommer

1. Bei Hitze schwellen die Füße oft an. Lockern Sie die Riemen deshalb im Laufe des Tages, wenn sie sich eng anfühlen.
2. Cremen Sie auch Ihre Fußrücken mit Sonnenschutz ein, denn dort bekommt man schnell einen Sonnenbrand.
3. Halten Sie die Haut mit Feuchtigkeitspflege geschmeidig, um trockenen, rissigen Fersen vorzubeugen, aber cremen Sie nicht zwischen den Zehen.
4. Waschen Sie Ihre Füße jeden Abend und trocknen Sie sie gut ab, auch zwischen den Zehen.
5. Laufen Sie neue Sandalen langsam ein, bevor Sie damit lange Spaziergänge oder Ausflüge machen.

## Ein Hinweis bei Diabetes

Wenn Sie Diabetes haben oder Ihre Füße weniger empfindlich sind, sind offene Sandalen nicht für jede Situation die richtige Wahl, da Zehen und Fußseiten ungeschützt gegen Stöße und Schnitte sind. Sprechen Sie mit Ihrem Arzt oder Podologen darüber, was für Sie geeignet ist. Geschlossene, atmungsaktive Schuhe aus unserer [Kollektion für Diabetiker](/collections/diabetic) sind eine Alternative, und die tägliche Kontrolle Ihrer Füße ist im Sommer besonders wichtig.`,
    },
    'foot-health-basics': {
      title: 'Grundlagen der Fußgesundheit',
      summary:
        'Alltagsgewohnheiten für gesunde, bequeme Füße: Hygiene, Nagel- und Hautpflege, passende Schuhe, Bewegung und wann Sie fachlichen Rat einholen sollten.',
      body: `Ihre Füße tragen Sie durch Tausende von Schritten, und doch denken wir meist zuletzt an sie. Schon ein paar einfache Routinen tragen viel dazu bei, dass sie bequem und gesund bleiben.

## Tägliche Pflege

- **Waschen Sie Ihre Füße täglich** mit warmem Wasser und milder Seife und trocknen Sie sie gründlich ab, vor allem zwischen den Zehen.
- **Cremen Sie trockene Haut** an Fersen und Fußsohlen ein, halten Sie die Zehenzwischenräume aber trocken.
- **Schneiden Sie die Zehennägel gerade** und nicht zu kurz und feilen Sie die Kanten anschließend glatt, um eingewachsenen Nägeln vorzubeugen.
- **Wechseln Sie Ihre Socken täglich** und wählen Sie atmungsaktive Materialien, die Feuchtigkeit ableiten.
- **Sehen Sie sich Ihre Füße regelmäßig an** und achten Sie auf Veränderungen wie Rötungen, Blasen, Risse, Hornhaut oder verfärbte Nägel.

## Schuhe, die zu Ihren Füßen passen

Zu enge, zu weite oder abgetragene Schuhe sind eine häufige Ursache für Beschwerden. Achten Sie auf eine Form, die zu Ihrem Fuß passt, genug Platz für die Zehen, eine stabile Ferse und eine rutschfeste Sohle mit etwas Dämpfung. Lassen Sie Ihre Füße ab und zu messen, denn Größe und Weite können sich im Laufe der Jahre verändern; wie das geht, zeigt Ihnen unser [Ratgeber zur Größentabelle](/article/size-conversion-guide).

Zu Hause sind stützende [Hausschuhe](/collections/slippers) schonender für Ihre Füße als Barfußlaufen auf harten Böden, und es ist sinnvoll, im Laufe der Woche zwischen verschiedenen Paar Schuhen abzuwechseln.

## In Bewegung bleiben

Regelmäßige Bewegung tut den Füßen gut. Gehen, sanftes Kreisen der Fußgelenke, Zehenkrallen und Wadendehnungen halten die Gelenke beweglich und die Muskeln aktiv. Wenn Sie lange sitzen, stehen Sie zwischendurch auf und bewegen Sie sich ein wenig.

## Wann Sie fachlichen Rat einholen sollten

Vereinbaren Sie einen Termin bei einem Arzt oder Podologen, wenn Sie Folgendes bemerken:

1. Schmerzen, die länger als ein paar Tage anhalten oder schlimmer werden
2. Eine Wunde, Blase oder wunde Stelle, die nur langsam heilt
3. Taubheitsgefühl, Kribbeln oder Brennen
4. Schwellungen, Überwärmung oder eine veränderte Hautfarbe
5. Verdickte, schmerzende oder verfärbte Nägel

Menschen mit Diabetes oder Durchblutungsstörungen sollten ihre Füße regelmäßig fachlich untersuchen lassen, auch wenn scheinbar alles in Ordnung ist.`,
    },
    'size-conversion-guide': {
      title: 'Ratgeber: Schuhgrößen umrechnen',
      summary:
        'Rechnen Sie EU-, UK-, US- und japanische Schuhgrößen um und erfahren Sie, wie Sie mit Fußlänge und -breite die richtige Größe wählen.',
      body: `Schuhgrößen werden weltweit unterschiedlich angegeben. Auf dem europäischen Festland gelten EU-Größen, im Vereinigten Königreich UK-Größen, in den USA gibt es getrennte Skalen für Damen und Herren, und in Japan richtet sich die Größe nach der Fußlänge in Zentimetern. In Australien sind sowohl UK- als auch US-Angaben üblich. Dieser Ratgeber hilft Ihnen beim Umrechnen.

## Beginnen Sie mit Ihrer Fußlänge

Am zuverlässigsten wählen Sie eine Größe, indem Sie Ihre Füße messen, statt sich auf die Größe zu verlassen, die Sie sonst kaufen. Folgen Sie unserer Anleitung [So messen Sie Ihre Füße zu Hause](/blog/how-to-measure-your-feet-at-home) und verwenden Sie die Länge Ihres größeren Fußes in Zentimetern. Die japanische Größe in der Tabelle unten entspricht ungefähr der Fußlänge und ist daher ein praktischer Anhaltspunkt.

## Umrechnungstabelle für Schuhgrößen

Alle Werte sind Richtwerte, da die Größen je nach Modell und Hersteller leicht abweichen können.

{{size-table}}

## Auch die Weite zählt

Die Länge ist nur die halbe Miete. Wenn Ihre Füße im Ballenbereich breit sind, kann sich eine Standardweite selbst in der richtigen Länge eng anfühlen. Wählen Sie dann lieber ein Modell in extra Weite, statt eine Nummer größer zu nehmen, denn in einem längeren Schuh rutscht die Ferse.

## Tipps, wenn Sie zwischen zwei Größen liegen

1. Liegen Sie zwischen zwei Größen, ist bei Komfortschuhen meist die größere die bessere Wahl, besonders mit dickeren Socken.
2. Wenn Sie individuelle orthopädische Einlagen tragen, wählen Sie ein Modell mit herausnehmbarer Einlegesohle, damit die Einlagen hineinpassen, ohne den Fuß einzuengen.
3. Achten Sie auf der Produktseite auf Hinweise zur Passform des jeweiligen Modells.

Sind Sie noch unsicher? Schreiben Sie uns Ihre Maße an {{email}}. Wenn ein Paar nicht passt, können Sie es innerhalb von 30 Tagen gegen eine andere Größe umtauschen.`,
    },
    'walking-for-better-health': {
      title: 'Gesünder leben durch Gehen',
      summary:
        'Gehen ist eine der einfachsten Arten, aktiv zu bleiben. Tipps für den Einstieg, feste Routinen und Schuhe, die jeden Schritt bequem machen.',
      body: `Gehen ist eine der einfachsten Möglichkeiten, aktiv zu bleiben. Außer guten Schuhen brauchen Sie keine besondere Ausrüstung, Sie können fast überall gehen, und das Tempo lässt sich an Ihre Fitness anpassen. Viele Menschen merken, dass ein regelmäßiger Spaziergang die Stimmung hebt, beim Schlafen hilft und eine willkommene Pause vom Bildschirm ist.

## Der Einstieg

Wenn Sie eine Weile nicht aktiv waren, fangen Sie klein an und steigern Sie sich allmählich. Ein kurzer Spaziergang um den Block ist ein völlig guter Anfang.

- Beginnen Sie mit 10 bis 15 Minuten in angenehmem Tempo und gehen Sie jede Woche ein paar Minuten länger.
- Wählen Sie anfangs flache, ebene Strecken und nehmen Sie sanfte Steigungen hinzu, sobald Sie sich kräftiger fühlen.
- Gehen Sie in einem Tempo, bei dem Sie sich noch unterhalten können.
- Wärmen Sie sich mit ein paar Minuten langsamerem Gehen auf und beenden Sie Ihren Spaziergang mit sanften Dehnübungen für Waden und Fußgelenke.
- Trinken Sie ausreichend Wasser und kleiden Sie sich nach dem Zwiebelprinzip passend zum Wetter.

Wenn Sie eine Herzerkrankung, Diabetes, Gelenkprobleme oder andere gesundheitliche Beschwerden haben, sprechen Sie mit Ihrem Arzt, bevor Sie mit einem neuen Bewegungsprogramm beginnen.

## Schuhe machen den Unterschied

Bequemes Gehen beginnt mit den richtigen Schuhen. Achten Sie auf:

1. Eine gedämpfte Sohle, die Stöße auf hartem Untergrund abfängt
2. Eine stabile Fersenkappe, die Ihre Ferse in Position hält
3. Einen flexiblen Vorfuß, der sich dort biegt, wo sich Ihr Fuß biegt
4. Genug Platz, damit sich Ihre Zehen bei jedem Schritt spreizen können
5. Einen sicheren Verschluss, damit Ihr Fuß im Schuh nicht rutscht

Unsere [bequemen Sneaker](/collections/sneakers) sind für das tägliche Gehen gemacht, und für regnerische oder kältere Jahreszeiten sorgen unsere [Stiefel](/collections/boots) für sicheren Tritt und Wärme.

## Gehen zur Gewohnheit machen

Kleine Routinen helfen dabei, das Gehen in den Alltag einzubauen. Gehen Sie zu Fuß einkaufen, statt das Auto zu nehmen, nehmen Sie die Treppe, steigen Sie eine Haltestelle früher aus dem Bus aus oder verabreden Sie sich mit einer Freundin oder einem Freund zum Spazierengehen. Auch ein einfaches Notizbuch, in dem Sie Ihre Spaziergänge festhalten, kann motivieren.

Hören Sie dabei auf Ihren Körper. Etwas Muskelmüdigkeit ist am Anfang normal, doch anhaltende Schmerzen in Füßen, Knien oder Hüften sind ein Zeichen, eine Pause einzulegen und, wenn sie bleiben, einen Arzt oder Podologen aufzusuchen.`,
    },
    about: {
      title: 'Über Comfort Steps',
      summary:
        'Comfort Steps ist ein Onlineshop für Gesundheits- und Komfortschuhe: orthopädische, diabetikergeeignete und extraweite Modelle für jeden Tag.',
      body: `Comfort Steps entstand aus einer einfachen Idee: Jeder Mensch verdient Schuhe, die sich vom ersten bis zum letzten Schritt gut anfühlen. Viele Menschen tun sich schwer, Schuhe zu finden, die zu breiten Füßen, empfindlicher Haut oder individuellen Einlagen passen und trotzdem so aussehen, dass man sie gern trägt. Wir haben es uns zur Aufgabe gemacht, diese Suche leichter zu machen.

## Unser Sortiment

Wir bieten bequeme Schuhe für den Alltag, sorgfältig ausgewählt nach Passform, Halt und Tragekomfort:

- [Orthopädische Schuhe](/collections/orthopaedic) mit stützendem Fußbett und stabiler Ferse
- [Diabetikergeeignete Schuhe](/collections/diabetic) mit geräumiger Zehenbox und glattem Futter
- [Modelle in extra Weite](/collections/wide-fit) für breite Füße und Hallux valgus
- Sneaker, Sandalen, Hausschuhe und Stiefel für jede Jahreszeit

## Was uns wichtig ist

- **Die Passform zuerst.** Wir beschreiben jedes Modell klar und verständlich und veröffentlichen Ratgeber, die Ihnen helfen, die richtige Größe und Weite zu wählen.
- **Ehrliche Beratung.** In unseren Artikeln geben wir praktische Tipps zur Fußpflege und empfehlen immer den Besuch bei einem Arzt oder Podologen, wenn Ihre Füße fachliche Hilfe brauchen.
- **Ein gutes Gefühl beim Einkauf.** Sie haben 30 Tage Zeit, Ihre Schuhe zurückzugeben oder umzutauschen, und erhalten den vollen Kaufpreis zurück. Bezahlt wird über eine 128-Bit-verschlüsselte Zahlungsschnittstelle.
- **Echte Hilfe.** Ihre Fragen beantworten Menschen per E-Mail, die unsere Schuhe kennen.

## Für wen wir da sind

Heute liefern wir an Kundinnen und Kunden in 12 Ländern in Europa, Nordamerika, Asien und Australien, und über 5.000 zufriedene Kundinnen und Kunden haben bei uns ihr bequemes Paar gefunden. Ob Sie den ganzen Tag auf den Beinen sind, wieder sicherer gehen möchten oder einfach Schuhe suchen, die nicht wehtun: Schön, dass Sie hier sind.

Haben Sie eine Frage oder einen Vorschlag? Schreiben Sie uns an {{email}}. Wir lesen jede Nachricht.`,
    },
    shipping: {
      title: 'Versandinformationen',
      summary:
        'Kostenloser Versand bei größeren Bestellungen, Bearbeitung innerhalb von 1 Werktag und Lieferung in 3 bis 10 Werktagen in 12 Länder.',
      body: `Ihre neuen Schuhe sollen Sie schnell und sicher erreichen. Hier erfahren Sie alles Wichtige über unseren Versand.

## Versandkosten

Der Versand ist **ab einem Bestellwert von {{threshold}} kostenlos**. Bei kleineren Bestellungen sehen Sie die Standardversandkosten vor dem Bezahlen im Warenkorb und an der Kasse, damit es keine Überraschungen gibt.

## Bearbeitungs- und Lieferzeiten

- Bestellungen werden **innerhalb von 1 Werktag** bearbeitet und an den Versanddienstleister übergeben.
- Die Lieferung dauert je nach Land in der Regel **3 bis 10 Werktage**.
- Wir bieten ausschließlich Standardversand an und behandeln jede Bestellung mit derselben Sorgfalt.

Werktage sind Montag bis Freitag, ausgenommen gesetzliche Feiertage. In Zeiten mit hohem Aufkommen oder bei ungewöhnlichen Wetterbedingungen kann die Lieferung gelegentlich etwas länger dauern.

## Sendungsverfolgung

Sobald Ihre Bestellung unser Lager verlässt, erhalten Sie eine Versandbestätigung mit den Daten zur Sendungsverfolgung per E-Mail, damit Sie Ihr Paket auf seinem Weg verfolgen können. Sollte die Nachricht nicht ankommen, sehen Sie bitte in Ihrem Spam-Ordner nach.

## Wohin wir liefern

Derzeit liefern wir in diese 12 Länder:

- Vereinigte Staaten
- Deutschland
- Tschechien
- Spanien
- Frankreich
- Vereinigtes Königreich
- Ungarn
- Japan
- Rumänien
- Slowakei
- Polen
- Australien

Bitte achten Sie darauf, dass Ihre Lieferadresse vollständig und korrekt ist, einschließlich einer eventuellen Wohnungsnummer. Wenn Sie nach der Bestellung einen Fehler bemerken, schreiben Sie uns so schnell wie möglich an {{email}}. Wir tun unser Bestes, die Adresse zu ändern, bevor das Paket verschickt wird.

Wenn Ihr Paket nicht innerhalb der angegebenen Zeit angekommen ist, schreiben Sie uns unter Angabe Ihrer Bestellnummer an {{email}}, und wir gehen der Sache nach. Informationen zur Rücksendung von Schuhen finden Sie auf unserer Seite [Rückgabe und Umtausch](/pages/returns-and-exchanges).`,
    },
    'returns-and-exchanges': {
      title: 'Rückgabe und Umtausch',
      summary:
        'Passt nicht richtig? Geben Sie Ihre Schuhe innerhalb von 30 Tagen zurück oder tauschen Sie sie um, mit voller Erstattung. So funktioniert es.',
      body: `Online die perfekte Passform zu finden, ist nicht immer einfach. Deshalb machen wir Ihnen die Rückgabe leicht. Wenn Ihre Schuhe nicht passen oder nicht Ihren Erwartungen entsprechen, können Sie sie innerhalb von **30 Tagen** nach der Lieferung zurückgeben oder umtauschen und erhalten den **vollen Kaufpreis zurück**.

## So starten Sie eine Rücksendung

1. Schreiben Sie uns an {{email}} und nennen Sie Ihre Bestellnummer und die Artikel, die Sie zurückgeben möchten.
2. Teilen Sie uns mit, ob Sie eine Erstattung oder einen Umtausch in eine andere Größe wünschen.
3. Wir antworten Ihnen mit den Rücksendehinweisen und der Adresse, an die Sie Ihr Paket schicken.
4. Verpacken Sie die Schuhe sicher, am besten im Originalkarton, und senden Sie sie an uns zurück.

## Umtausch in eine andere Größe

Wenn Sie eine andere Größe benötigen, nennen Sie uns einfach die gewünschte Größe, wenn Sie uns kontaktieren. Wir prüfen die Verfügbarkeit und vereinbaren den Umtausch per E-Mail mit Ihnen. Sie sind sich nicht sicher, welche Größe die richtige ist? Unser [Ratgeber zur Größentabelle](/article/size-conversion-guide) hilft Ihnen weiter.

## Zustand der zurückgesendeten Schuhe

Damit eine Rückgabe möglich ist, sollten die Schuhe nicht draußen getragen worden sein und sich im Originalzustand befinden, mit sauberen Sohlen und allen Etiketten, Einlegesohlen und Zubehörteilen. Probieren Sie neue Schuhe bitte in der Wohnung auf einem sauberen Untergrund an, damit Sie sie zurückgeben können, falls sie nicht passen.

## Erstattung

Sobald wir Ihre Rücksendung erhalten und geprüft haben, erstatten wir den vollen Betrag auf die Karte, mit der Sie bezahlt haben, und informieren Sie per E-Mail. Je nach Bank kann es einige Werktage dauern, bis der Betrag auf Ihrem Kontoauszug erscheint.

Haben Sie Fragen zu einer Rücksendung? Schreiben Sie an {{email}}, wir helfen Ihnen gern weiter.`,
    },
    privacy: {
      title: 'Datenschutzerklärung',
      summary:
        'Welche personenbezogenen Daten Comfort Steps speichert, warum, welche Cookies wir verwenden und wie Sie Ihre Daten einsehen oder löschen lassen.',
      body: `Wir speichern nur die Daten, die wir brauchen, um den Shop zu betreiben und Ihre Bestellungen zu liefern. Auf dieser Seite erfahren Sie, was wir speichern und warum.

## Welche Daten wir speichern

- **Bestelldaten:** die gekauften Produkte, Preise, Bestellnummer und Bestelldatum, um Ihre Bestellung zu bearbeiten, Rücksendungen abzuwickeln und unsere Buchhaltung zu führen.
- **Kontaktdaten:** Ihr Name und Ihre E-Mail-Adresse, um Ihnen Bestell- und Versandbestätigungen zu senden und Ihre Fragen zu beantworten.
- **Adressdaten:** Ihre Lieferadresse, die wir ausschließlich für die Zustellung Ihres Pakets an den Versanddienstleister weitergeben.
- **Einwilligung zum Newsletter:** Wenn Sie unseren Newsletter abonnieren, speichern wir Ihre E-Mail-Adresse und Ihre Einwilligung. Sie können sich jederzeit über den Link in jedem Newsletter abmelden.

Kartenzahlungen wickelt unser Zahlungsdienstleister über eine 128-Bit-verschlüsselte Zahlungsschnittstelle ab. Ihre vollständigen Kartendaten speichern wir nicht.

## Cookies

Wir verwenden nur die Cookies, die für den Betrieb des Shops erforderlich sind:

- ein **Warenkorb-Cookie**, das sich die Artikel in Ihrem Warenkorb merkt,
- ein **Länder-Cookie**, das sich Ihr Land merkt, damit Sie die richtigen Preise, die richtige Währung und die passenden Versandinformationen sehen,
- ein **Bestellbestätigungs-Cookie**, mit dem wir Ihnen nach dem Bezahlen Ihre Bestellbestätigung anzeigen können.

Wir verwenden keine Cookies zur Nutzerverfolgung, zu Werbezwecken oder zur Analyse, und wir verkaufen Ihre Daten an niemanden.

## Wie lange wir Daten speichern

Bestelldaten speichern wir so lange, wie es für die Abwicklung der Bestellung, die Bearbeitung von Rücksendungen und die Erfüllung gesetzlicher Aufbewahrungspflichten erforderlich ist. Newsletter-Daten speichern wir, bis Sie sich abmelden.

## Ihre Rechte

Sie können jederzeit Auskunft darüber verlangen, welche personenbezogenen Daten wir über Sie gespeichert haben, und deren Berichtigung oder Löschung verlangen, sofern wir nicht gesetzlich zur Aufbewahrung verpflichtet sind. Schreiben Sie dazu an {{email}}, und zwar von der E-Mail-Adresse, die Sie bei uns verwendet haben.`,
    },
    terms: {
      title: 'Allgemeine Geschäftsbedingungen',
      summary:
        'Die Bedingungen für Ihren Einkauf bei Comfort Steps in verständlicher Sprache: Bestellung, Preise, Bezahlung, Lieferung und Rückgabe.',
      body: `Diese Bedingungen erklären, wie der Einkauf bei Comfort Steps funktioniert. Mit Ihrer Bestellung erklären Sie sich mit ihnen einverstanden.

## Bestellungen

Nach Ihrer Bestellung erhalten Sie eine Bestätigung per E-Mail. Der Vertrag kommt zustande, sobald Ihre Bestellung bestätigt ist. Sollte ein Artikel nicht verfügbar sein oder ein offensichtlicher Fehler im Preis oder in der Beschreibung vorliegen, kontaktieren wir Sie. Sie können den betreffenden Artikel dann stornieren und erhalten den vollen Betrag zurück.

## Preise und Bezahlung

- Die Preise werden in der Währung Ihres Landes angezeigt und enthalten die Steuern, wie an der Kasse ausgewiesen.
- Eventuelle Versandkosten werden Ihnen vor dem Bezahlen angezeigt. Ab einem Bestellwert von {{threshold}} ist der Versand kostenlos.
- Die Bezahlung erfolgt per Kredit- oder Debitkarte über eine 128-Bit-verschlüsselte Zahlungsschnittstelle.
- Rabattcodes wie der 20-%-Gutschein für Newsletter-Abonnenten werden an der Kasse eingelöst und gelten zu den beim jeweiligen Code angegebenen Bedingungen.

## Lieferung

Bestellungen werden innerhalb von 1 Werktag bearbeitet und per Standardversand verschickt. Die Lieferung dauert je nach Land in der Regel 3 bis 10 Werktage; weitere Informationen finden Sie auf unserer [Versandseite](/pages/shipping).

## Rückgabe und Umtausch

Sie können Ihre Schuhe innerhalb von 30 Tagen nach der Lieferung zurückgeben oder umtauschen und erhalten den vollen Betrag zurück, sofern sie nicht draußen getragen wurden und sich im Originalzustand befinden. Einzelheiten finden Sie auf unserer Seite [Rückgabe und Umtausch](/pages/returns-and-exchanges). Ihre gesetzlichen Rechte als Verbraucherin oder Verbraucher in Ihrem Land bleiben davon unberührt.

## Produktinformationen

Wir beschreiben unsere Produkte so genau wie möglich, Farben können auf Ihrem Bildschirm jedoch leicht abweichen. Unsere Artikel enthalten allgemeine Informationen zur Fußpflege und sind keine medizinische Beratung.

## Fragen und Anliegen

Wenn bei Ihrer Bestellung etwas schiefgeht, schreiben Sie uns an {{email}}. Wir möchten jedes Problem schnell und fair lösen.`,
    },
    contact: {
      title: 'Kontakt',
      summary:
        'Fragen zu Größen, Bestellungen oder Rücksendungen? Schreiben Sie uns eine E-Mail, wir antworten in der Regel innerhalb eines Werktags.',
      body: `Haben Sie eine Frage zur Größe, zu einer Bestellung oder zu einer Rücksendung? Wir helfen Ihnen gern.

## So erreichen Sie uns

Am besten erreichen Sie uns per E-Mail an **{{email}}**. Wir antworten in der Regel innerhalb eines Werktags, von Montag bis Freitag. Nachrichten, die am Wochenende oder an Feiertagen eingehen, beantworten wir am nächsten Werktag.

## Was Ihre Nachricht enthalten sollte

Damit wir Ihnen schnell antworten können, geben Sie bitte Folgendes an:

- **Ihre Bestellnummer**, wenn sich Ihre Frage auf eine bestehende Bestellung bezieht
- **Den Namen und die E-Mail-Adresse**, die Sie bei der Bestellung verwendet haben
- **Das Produkt**, um das es geht, und gegebenenfalls Größe und Farbe
- **Bei Fragen zur Größe:** Ihre Fußlänge und -breite in Zentimetern oder Zoll und die Größe, die Sie normalerweise tragen
- **Bei einer Rückgabe oder einem Umtausch:** die Artikel, die Sie zurücksenden möchten, und ob Sie eine Erstattung oder eine andere Größe wünschen
- **Bei einem Problem mit einem Produkt:** eine kurze Beschreibung und, wenn möglich, ein Foto

## Bevor Sie uns schreiben

Vielleicht finden Sie die Antwort schon in unseren [häufig gestellten Fragen](/pages/faq). Auf unseren Seiten zu [Versand](/pages/shipping) sowie [Rückgabe und Umtausch](/pages/returns-and-exchanges) erfahren Sie alles über Lieferzeiten und den Ablauf von Rücksendungen, und der [Ratgeber zur Größentabelle](/article/size-conversion-guide) hilft Ihnen, die richtige Größe zu finden.

Bitte beachten Sie, dass wir keine medizinische Beratung leisten können. Wenn Sie sich Sorgen um Ihre Fußgesundheit machen, etwa bei Diabetes, anhaltenden Schmerzen oder einer Wunde, die schlecht heilt, wenden Sie sich bitte an Ihren Arzt oder Podologen.

Wir freuen uns auf Ihre Nachricht.`,
    },
  },
  faq: [
    {
      question: 'Wie finde ich die richtige Schuhgröße?',
      answer:
        'Messen Sie am Nachmittag die Länge beider Füße, gehen Sie vom größeren Fuß aus und rechnen Sie etwas Platz für die Zehen hinzu. Vergleichen Sie Ihr Maß dann mit unserem [Ratgeber zur Größentabelle](/article/size-conversion-guide), der zwischen EU-, UK-, US- und japanischen Größen umrechnet.',
    },
    {
      question: 'Was kann ich tun, wenn ich breite Füße oder einen Hallux valgus habe?',
      answer:
        'Wählen Sie ein Modell in extra Weite, statt eine Nummer größer zu nehmen, denn in einem längeren Schuh kann die Ferse rutschen. Unsere [Kollektion in extra Weite](/collections/wide-fit) bietet zusätzlichen Platz im Vorfuß und in der Zehenbox.',
    },
    {
      question: 'Kann ich meine Schuhe zurückgeben oder umtauschen?',
      answer:
        'Ja. Sie können Ihre Schuhe innerhalb von 30 Tagen zurückgeben oder umtauschen und erhalten den vollen Betrag zurück, sofern sie nicht draußen getragen wurden und sich im Originalzustand befinden. Schreiben Sie dazu mit Ihrer Bestellnummer an {{email}}; Einzelheiten finden Sie unter [Rückgabe und Umtausch](/pages/returns-and-exchanges).',
    },
    {
      question: 'Wie lange dauert der Versand?',
      answer:
        'Bestellungen werden innerhalb von 1 Werktag bearbeitet, und die Standardlieferung dauert je nach Land in der Regel 3 bis 10 Werktage. Sobald Ihre Bestellung verschickt wurde, erhalten Sie die Daten zur Sendungsverfolgung per E-Mail.',
    },
    {
      question: 'Bieten Sie kostenlosen Versand an?',
      answer:
        'Ja, ab einem Bestellwert von {{threshold}} ist der Versand kostenlos. Bei kleineren Bestellungen sehen Sie die Versandkosten vor dem Bezahlen im Warenkorb.',
    },
    {
      question: 'Ist meine Zahlung sicher?',
      answer:
        'Ja. Wir akzeptieren Kredit- und Debitkarten, und die Zahlungen werden über eine 128-Bit-verschlüsselte Zahlungsschnittstelle abgewickelt. Ihre vollständigen Kartendaten speichern wir nicht.',
    },
    {
      question: 'Gibt es Rabattcodes?',
      answer:
        'Abonnieren Sie unseren Newsletter, und Sie erhalten einen Gutschein über 20 % für Ihre Bestellung. Geben Sie den Code an der Kasse ein, um den Rabatt einzulösen.',
    },
    {
      question: 'Was macht einen Schuh diabetikergeeignet?',
      answer:
        'Unsere [diabetikergeeigneten Schuhe](/collections/diabetic) haben eine geräumige Zehenbox, glattes, nahtfreies Futter, weiches Obermaterial und verstellbare Verschlüsse, die Druck und Reibung verringern helfen. Sie sind keine medizinische Behandlung. Fragen Sie daher bitte Ihren Arzt oder Podologen, welche Schuhe für Ihre Füße geeignet sind.',
    },
    {
      question: 'Kann ich meine eigenen Einlagen verwenden?',
      answer:
        'Viele unserer Schuhe haben herausnehmbare Einlegesohlen, die Sie durch Ihre individuellen orthopädischen Einlagen ersetzen können; achten Sie in der Produktbeschreibung auf dieses Merkmal. Wenn Sie unsicher sind, ob ein Modell genug Platz bietet, schreiben Sie uns an {{email}}.',
    },
    {
      question: 'Kann ich meine Bestellung ändern oder stornieren?',
      answer:
        'Da Bestellungen innerhalb von 1 Werktag bearbeitet werden, schreiben Sie bitte so schnell wie möglich mit Ihrer Bestellnummer an {{email}}. Wenn Ihre Bestellung noch nicht verschickt wurde, tun wir unser Bestes, sie zu ändern oder zu stornieren; andernfalls können Sie unser 30-tägiges Rückgaberecht nutzen.',
    },
  ],
};
