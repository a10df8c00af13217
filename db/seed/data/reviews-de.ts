import type { SeedReview } from '../types';

/** Customer reviews in German: with reviews.ts, three per product. */
export const reviewsDe: SeedReview[] = [
  // CMF-101 Orthopaedic walking sneaker (women)
  {
    productSku: 'CMF-101',
    language: 'de',
    rating: 5,
    author: 'Gisela H.',
    experiencedOn: '2025-07-19',
    title: 'Ideal für meine Walkingrunden',
    body: 'Ich gehe dreimal pro Woche Nordic Walking und hatte früher oft Schmerzen unter dem Fußgewölbe. Mit diesen Schuhen ist das deutlich besser geworden. Größe 39 wie immer.',
  },
  {
    productSku: 'CMF-101',
    language: 'de',
    rating: 4,
    author: 'Claudia B.',
    experiencedOn: '2026-02-14',
    title: 'Einlagen passen gut rein',
    body: 'Die Einlegesohle habe ich rausgenommen, meine eigenen Einlagen passen problemlos hinein. Vorne ist schön viel Platz. Einziges Manko: Die Schnürsenkel sind ziemlich lang.',
  },

  // CMF-102 Orthopaedic walking sneaker (men)
  {
    productSku: 'CMF-102',
    language: 'de',
    rating: 4,
    author: 'Rolf S.',
    experiencedOn: '2025-10-05',
    title: 'Solide, vorne etwas weit',
    body: 'Guter Halt an der Ferse, und die Dämpfung ist angenehm. Für meinen eher schmalen Fuß ist der Schuh vorne etwas weit, mit dickeren Socken passt es aber.',
  },
  {
    productSku: 'CMF-102',
    language: 'de',
    rating: 5,
    author: 'Marion K.',
    experiencedOn: '2026-04-26',
    title: 'Mein Mann will keine anderen mehr',
    body: 'Für meinen Mann in Größe 44 bestellt, er trägt sie jetzt täglich. Nach seiner Knie-OP ist ihm der feste Halt besonders wichtig, und den hat er damit.',
  },

  // CMF-103 Arch-support slip-on loafer (women)
  {
    productSku: 'CMF-103',
    language: 'de',
    rating: 5,
    author: 'Angelika R.',
    experiencedOn: '2025-12-06',
    title: 'Passt zu fast allem',
    body: 'Ich habe sie in Graubraun genommen, die Farbe passt zu fast allem. Selbst nach einem langen Nachmittag auf dem Weihnachtsmarkt keine müden Füße, und das Veloursleder ist herrlich weich.',
  },
  {
    productSku: 'CMF-103',
    language: 'de',
    rating: 3,
    author: 'Silke M.',
    experiencedOn: '2026-07-11',
    title: 'Bequem, aber Velours ist empfindlich',
    body: 'Bequem sind sie, keine Frage. Das beige Veloursleder hat aber nach einem Regenschauer Flecken bekommen, obwohl ich es imprägniert hatte. Lieber die schwarzen nehmen.',
  },

  // CMF-104 Orthopaedic leather derby (men)
  {
    productSku: 'CMF-104',
    language: 'de',
    rating: 5,
    author: 'Günter F.',
    experiencedOn: '2025-12-14',
    title: 'Bürotauglich und bequem',
    body: 'Für die Arbeit gekauft. Ich laufe viel zwischen Besprechungsräumen hin und her und habe abends trotzdem keine schmerzenden Füße. Das schwarze Leder glänzt nach dem Eincremen wie neu.',
  },
  {
    productSku: 'CMF-104',
    language: 'de',
    rating: 4,
    author: 'Werner B.',
    experiencedOn: '2026-09-20',
    title: 'Schnürsenkel leider zu kurz',
    body: 'Das Fußbett ist prima und der Schuh sitzt gut. Die mitgelieferten Schnürsenkel sind aber so kurz, dass man kaum eine Schleife hinbekommt. Habe mir längere besorgt.',
  },

  // CMF-105 Seamless diabetic-friendly walking shoe (women)
  {
    productSku: 'CMF-105',
    language: 'de',
    rating: 5,
    author: 'Gudrun P.',
    experiencedOn: '2026-03-01',
    title: 'Keine einzige Rötung',
    body: 'Als Diabetikerin muss ich sehr auf Druckstellen achten. Nach mehreren Wochen täglichem Tragen habe ich keine einzige Rötung entdeckt. Dazu ist der Schuh angenehm leicht.',
  },
  {
    productSku: 'CMF-105',
    language: 'de',
    rating: 4,
    author: 'Bärbel N.',
    experiencedOn: '2026-08-08',
    title: 'Weich, aber im Sommer warm',
    body: 'Sehr weich und ohne Nähte, genau richtig für meine empfindlichen Füße. Bei über 30 Grad wird es darin allerdings recht warm. Größe 38 passt.',
  },

  // CMF-106 Diabetic-friendly adjustable strap shoe (men)
  {
    productSku: 'CMF-106',
    language: 'de',
    rating: 5,
    author: 'Sonja L.',
    experiencedOn: '2026-03-28',
    title: 'Für meinen Vater genau richtig',
    body: 'Mein Vater (82) hat stark geschwollene Füße und kam in keine Schuhe mehr rein. Mit den zwei Klettriemen zieht er sie selbst an und stellt sie morgens und abends nach.',
  },
  {
    productSku: 'CMF-106',
    language: 'de',
    rating: 3,
    author: 'Norbert K.',
    experiencedOn: '2026-10-03',
    title: 'Bequem, aber ziemlich klobig',
    body: 'Vom Tragekomfort her gut, innen reibt nichts. An mir wirken sie aber ziemlich klobig, und das Braun ist deutlich heller, als ich es mir vorgestellt hatte.',
  },

  // CMF-107 Diabetic-friendly house shoe (unisex)
  {
    productSku: 'CMF-107',
    language: 'de',
    rating: 4,
    author: 'Erika J.',
    experiencedOn: '2026-05-16',
    title: 'Weich, fällt etwas groß aus',
    body: 'Schön weich und der Klettriemen ist praktisch. Ich habe wie immer 38 bestellt, sie fallen aber eher groß aus. Mit dem Riemen lässt sich das zum Glück ausgleichen.',
  },
  {
    productSku: 'CMF-107',
    language: 'de',
    rating: 5,
    author: 'Siegfried W.',
    experiencedOn: '2026-10-24',
    title: 'Auch für Herren prima',
    body: 'Ich trage sie in Marineblau, Größe 45. Auf unserem Parkett rutscht nichts, und abends, wenn die Füße dicker sind, mache ich den Riemen einfach etwas lockerer.',
  },

  // CMF-108 Extra-wide stretch-knit sneaker (women)
  {
    productSku: 'CMF-108',
    language: 'de',
    rating: 5,
    author: 'Tanja E.',
    experiencedOn: '2026-07-21',
    title: 'Endlich Platz für meinen Hallux',
    body: 'Ich habe einen ausgeprägten Hallux valgus und fast jeder Schuh drückt. Hier gibt der Strick genau an der richtigen Stelle nach. Die Gummischnürsenkel finde ich super praktisch.',
  },
  {
    productSku: 'CMF-108',
    language: 'de',
    rating: 4,
    author: 'Nicole F.',
    experiencedOn: '2026-09-13',
    title: 'Bequem, Farbe etwas blasser',
    body: 'Schön leicht und wirklich weit geschnitten. Das Rosa ist etwas blasser als auf den Bildern, gefällt mir aber trotzdem. Nach der Handwäsche sahen sie wieder aus wie neu.',
  },

  // CMF-109 Extra-wide touch-fastening trainer (men)
  {
    productSku: 'CMF-109',
    language: 'de',
    rating: 4,
    author: 'Detlef R.',
    experiencedOn: '2025-08-23',
    title: 'Passt auch mit Einlagen',
    body: 'Ich habe sehr breite Füße und trage zusätzlich Einlagen. Beides passt problemlos rein. Die Sohle ist mir etwas zu weich, für den Alltag aber völlig ausreichend.',
  },
  {
    productSku: 'CMF-109',
    language: 'de',
    rating: 5,
    author: 'Jörg T.',
    experiencedOn: '2026-01-24',
    title: 'Top bei hohem Spann',
    body: 'Mit meinem hohen Spann komme ich in normale Turnschuhe kaum rein. Die Klettriemen lassen sich so weit öffnen, dass das Anziehen ganz leicht geht. Größe 44 passt perfekt.',
  },

  // CMF-110 Bunion-friendly stretch ballet flat (women)
  {
    productSku: 'CMF-110',
    language: 'de',
    rating: 5,
    author: 'Ute K.',
    experiencedOn: '2025-10-30',
    title: 'Ballerinas trotz Hallux',
    body: 'Ich dachte, Ballerinas kann ich mit meinem Hallux vergessen. Diese trage ich in Bordeauxrot zur Jeans wie zum Rock, und abends tut nichts weh.',
  },
  {
    productSku: 'CMF-110',
    language: 'de',
    rating: 2,
    author: 'Marlies H.',
    experiencedOn: '2026-06-02',
    title: 'Sohle für mich zu dünn',
    body: 'Vorne wirklich schön weit, aber die Sohle ist mir zu dünn. Auf Kopfsteinpflaster spürt man jeden Stein, nach einer Stunde taten mir die Fersen weh.',
  },

  // CMF-111 Recovery sandal (unisex)
  {
    productSku: 'CMF-111',
    language: 'de',
    rating: 5,
    author: 'Lena V.',
    experiencedOn: '2025-07-26',
    title: 'Wohltat nach dem Training',
    body: 'Nach dem Fitnessstudio sind meine Füße immer platt. In diesen Sandalen erholen sie sich richtig. Die Gewölbestütze ist kräftig, aber angenehm.',
  },
  {
    productSku: 'CMF-111',
    language: 'de',
    rating: 4,
    author: 'Markus Z.',
    experiencedOn: '2026-08-18',
    title: 'Ideal fürs Freibad',
    body: 'Im Freibad und unter der Dusche perfekt, die Sohle rutscht auf nassen Fliesen nicht. In Größe 44 sitzen sie bei mir etwas locker, deshalb ziehe ich die Riemen ganz fest.',
  },

  // CMF-112 Adjustable orthopaedic sandal (women)
  {
    productSku: 'CMF-112',
    language: 'de',
    rating: 5,
    author: 'Roswitha A.',
    experiencedOn: '2026-05-05',
    title: 'Endlich Halt für schmale Füße',
    body: 'Ich habe einen schmalen Fuß und rutsche in den meisten Sandalen herum. Hier stelle ich alle drei Riemen eng, und das mit Leder bezogene Fußbett fühlt sich schön an.',
  },
  {
    productSku: 'CMF-112',
    language: 'de',
    rating: 3,
    author: 'Corinna D.',
    experiencedOn: '2026-09-09',
    title: 'Bequem, aber der Klett nervt',
    body: 'Bequeme Sandale mit gutem Fußbett. Das Öffnen der Klettverschlüsse ist allerdings ziemlich laut, und die Riemen fusseln schon nach ein paar Wochen.',
  },

  // CMF-113 Leather comfort sandal (men)
  {
    productSku: 'CMF-113',
    language: 'de',
    rating: 5,
    author: 'Tobias N.',
    experiencedOn: '2026-05-30',
    title: 'Top verarbeitet',
    body: 'Feines Leder, saubere Nähte und Schnallen, die nicht billig wirken. Im Pfingsturlaub bin ich damit jeden Tag stundenlang unterwegs gewesen, ohne eine einzige Blase.',
  },
  {
    productSku: 'CMF-113',
    language: 'de',
    rating: 3,
    author: 'Ralf P.',
    experiencedOn: '2026-07-30',
    title: 'Fällt eher klein aus',
    body: 'Normalerweise trage ich 43, hier hätte ich 44 nehmen sollen. Die Zehen stoßen vorne fast an den Rand. Ansonsten bequem und schick.',
  },

  // CMF-114 Cork footbed slide (unisex)
  {
    productSku: 'CMF-114',
    language: 'de',
    rating: 5,
    author: 'Sebastian H.',
    experiencedOn: '2026-03-29',
    title: 'Im Homeoffice unverzichtbar',
    body: 'Ich trage sie im Homeoffice den ganzen Tag, im Winter auch mit dicken Socken. Die Schnallen lassen sich gut einstellen, und der Veloursbezug ist angenehm auf der Haut.',
  },
  {
    productSku: 'CMF-114',
    language: 'de',
    rating: 4,
    author: 'Annette S.',
    experiencedOn: '2026-08-06',
    title: 'Meine Sommerschlappen',
    body: 'Im Sommer meine Lieblingsschuhe. Das Fußbett ist nach einigen Tagen richtig bequem geworden, und das Braun sieht edel aus. Nur die Schnallen klappern etwas.',
  },

  // CMF-115 Wide-fit wedge sandal (women)
  {
    productSku: 'CMF-115',
    language: 'de',
    rating: 5,
    author: 'Kerstin L.',
    experiencedOn: '2026-06-27',
    title: 'Von der Trauung bis Mitternacht',
    body: 'Zur Hochzeit meiner Nichte getragen, von der Trauung bis spät in die Nacht. Endlich mal etwas Absatz, ohne dass meine breiten Füße eingequetscht werden.',
  },
  {
    productSku: 'CMF-115',
    language: 'de',
    rating: 2,
    author: 'Iris B.',
    experiencedOn: '2026-08-29',
    title: 'Ich rutsche nach vorne',
    body: 'Auf dem Keil rutsche ich bei jedem Schritt nach vorne, die Zehen stehen dann über. Vielleicht liegt es an meinem schmalen Fuß, aber so kann ich sie nicht tragen.',
  },

  // CMF-116 Memory-foam slipper (women)
  {
    productSku: 'CMF-116',
    language: 'de',
    rating: 5,
    author: 'Ilse M.',
    experiencedOn: '2026-10-07',
    title: 'Herrlich kuschelig',
    body: 'Solange die Heizung noch aus bleibt, sind diese Hausschuhe Gold wert. Das Plüschfutter ist kuschelig, und der Schaum gibt bei jedem Schritt angenehm nach.',
  },
  {
    productSku: 'CMF-116',
    language: 'de',
    rating: 4,
    author: 'Franziska T.',
    experiencedOn: '2026-10-30',
    title: 'Geschenk für meine Mutter',
    body: 'Habe sie meiner Mutter in Rosa zum Geburtstag geschenkt. Sie ist sehr zufrieden, nur schlüpft sie in Größe 39 etwas heraus, 38 wäre wohl besser gewesen.',
  },

  // CMF-117 Wool felt slipper (men)
  {
    productSku: 'CMF-117',
    language: 'de',
    rating: 5,
    author: 'Gerhard E.',
    experiencedOn: '2025-11-22',
    title: 'Wie früher, nur besser',
    body: 'Richtige Filzpantoffeln wie früher bei meinem Opa, nur mit besserer Sohle. Die Füße bleiben warm und schwitzen nicht, auch wenn ich sie den ganzen Abend anhabe.',
  },
  {
    productSku: 'CMF-117',
    language: 'de',
    rating: 4,
    author: 'Lukas O.',
    experiencedOn: '2026-02-01',
    title: 'Warm, Filz fusselt anfangs',
    body: 'Schön warm, und die herausnehmbare Einlegesohle kann man gut lüften. Der graue Filz hat am Anfang etwas gefusselt, nach dem Ausbürsten war es vorbei.',
  },

  // CMF-118 Closed-back orthopaedic house slipper (unisex)
  {
    productSku: 'CMF-118',
    language: 'de',
    rating: 5,
    author: 'Helga R.',
    experiencedOn: '2025-09-27',
    title: 'Keine Druckstellen mehr',
    body: 'Mein Mann ist Diabetiker und hatte in seinen alten Hausschuhen ständig Druckstellen. Damit ist es vorbei, das Futter ist innen ganz glatt. Größe 44 passt genau.',
  },
  {
    productSku: 'CMF-118',
    language: 'de',
    rating: 3,
    author: 'Heinz W.',
    experiencedOn: '2026-03-21',
    title: 'Für mich zu warm',
    body: 'Gut verarbeitet, und das Fußbett stützt ordentlich. In der geheizten Wohnung ist mir der Hausschuh aber zu warm, abends habe ich feuchte Füße.',
  },

  // CMF-119 Lightweight knit sneaker (women)
  {
    productSku: 'CMF-119',
    language: 'de',
    rating: 5,
    author: 'Melanie K.',
    experiencedOn: '2025-10-11',
    title: 'Perfekt für den Städtetrip',
    body: 'Bei unserem Städtetrip nach Wien war ich jeden Tag stundenlang zu Fuß unterwegs. Die Schuhe sind so leicht, dass ich sie kaum gemerkt habe.',
  },
  {
    productSku: 'CMF-119',
    language: 'de',
    rating: 4,
    author: 'Katrin W.',
    experiencedOn: '2026-04-30',
    title: 'Leicht, aber Weiß ist heikel',
    body: 'Sehr leicht und bequem, ich trage sie im Alltag ständig. Das Weiß ist allerdings empfindlich, nach der Handwäsche bleibt ein leichter Grauschleier.',
  },

  // CMF-120 Running shoe with heel support (men)
  {
    productSku: 'CMF-120',
    language: 'de',
    rating: 5,
    author: 'Christian P.',
    experiencedOn: '2025-10-25',
    title: 'Wieder laufen trotz Fersensporn',
    body: 'Mit meinem Fersensporn konnte ich lange kaum laufen. Mit diesem Schuh gehen wieder lockere fünf Kilometer, ohne dass sich die Ferse am nächsten Morgen meldet.',
  },
  {
    productSku: 'CMF-120',
    language: 'de',
    rating: 3,
    author: 'Matthias G.',
    experiencedOn: '2026-05-31',
    title: 'Gewölbestütze zu hoch für mich',
    body: 'Die Dämpfung ist spitze, aber die Gewölbestütze ist mir zu ausgeprägt und drückt nach längeren Läufen unter dem Fuß. Habe die Einlegesohle gegen eine flachere getauscht.',
  },

  // CMF-121 Rocker-sole walking sneaker (unisex)
  {
    productSku: 'CMF-121',
    language: 'de',
    rating: 4,
    author: 'Inge F.',
    experiencedOn: '2025-12-28',
    title: 'Hilft bei steifer großer Zehe',
    body: 'Wegen Arthrose im Großzehengrundgelenk tut mir das Abrollen oft weh. Mit dieser Sohle geht es deutlich besser. Die ersten Tage war der Gang noch etwas wackelig.',
  },
  {
    productSku: 'CMF-121',
    language: 'de',
    rating: 5,
    author: 'Dirk A.',
    experiencedOn: '2026-06-13',
    title: 'Auch im Job super',
    body: 'Ich trage Briefe aus und laufe täglich viele Kilometer. Mit der Abrollsohle ermüden die Füße deutlich weniger. Nächstes Mal nehme ich noch ein Paar in Blau.',
  },

  // CMF-122 Waterproof hiking boot (women)
  {
    productSku: 'CMF-122',
    language: 'de',
    rating: 5,
    author: 'Miriam S.',
    experiencedOn: '2026-05-14',
    title: 'Vier Tage ohne Blasen',
    body: 'Auf dem Westweg ging es viel über Schotter und Wurzeln. Die Sohle greift super, und ich hatte nach vier Tagen keine einzige Blase.',
  },
  {
    productSku: 'CMF-122',
    language: 'de',
    rating: 4,
    author: 'Verena K.',
    experiencedOn: '2026-09-26',
    title: 'Gut, aber an Wandersocken denken',
    body: 'Bequem und wasserdicht, aber mit dicken Wandersocken war meine übliche 39 zu knapp. Habe auf 40 umgetauscht, das ging problemlos.',
  },

  // CMF-123 Waterproof hiking boot (men)
  {
    productSku: 'CMF-123',
    language: 'de',
    rating: 5,
    author: 'Florian W.',
    experiencedOn: '2026-06-21',
    title: 'Hüttentour bestanden',
    body: 'Eine Woche Hüttentour in Südtirol, bei Sonne, Regen und auf Geröll. Die Füße blieben trocken, und dank der weiten Zehenbox hatte ich beim Abstieg keine Probleme.',
  },
  {
    productSku: 'CMF-123',
    language: 'de',
    rating: 2,
    author: 'Achim K.',
    experiencedOn: '2025-12-07',
    title: 'Schnürsenkel gehen ständig auf',
    body: 'Der Stiefel ist bequem und dicht, aber die runden Schnürsenkel gehen beim Laufen dauernd auf. Mit anderen Senkeln hält es, ärgerlich ist es trotzdem.',
  },

  // CMF-124 Warm-lined wide-fit ankle boot (women)
  {
    productSku: 'CMF-124',
    language: 'de',
    rating: 5,
    author: 'Rita P.',
    experiencedOn: '2026-01-08',
    title: 'Sicher bei Glatteis',
    body: 'Bei Schnee und Glatteis fühle ich mich darin sicher, die Sohle greift wirklich gut. Mit dem Reißverschluss komme ich trotz Rückenproblemen allein hinein.',
  },
  {
    productSku: 'CMF-124',
    language: 'de',
    rating: 2,
    author: 'Beate G.',
    experiencedOn: '2026-02-19',
    title: 'Am Knöchel zu eng',
    body: 'Im Fuß schön weit, aber der Schaft ist oben am Knöchel recht eng. Bei meinen geschwollenen Knöcheln geht der Reißverschluss nur mit Mühe zu. Leider zurückgeschickt.',
  },

  // CMF-125 Side-zip Chelsea boot (men)
  {
    productSku: 'CMF-125',
    language: 'de',
    rating: 4,
    author: 'Sven M.',
    experiencedOn: '2026-02-28',
    title: 'Schick, Leder anfangs hart',
    body: 'Sehen richtig gut aus, vor allem in Braun. Das Leder war die ersten Tage noch hart und hat an der Ferse gedrückt, inzwischen passt alles.',
  },
  {
    productSku: 'CMF-125',
    language: 'de',
    rating: 5,
    author: 'Moritz B.',
    experiencedOn: '2026-10-10',
    title: 'Mein neuer Lieblingsstiefel',
    body: 'Trage sie im Büro und am Wochenende. In Größe 42 wie gewohnt liege ich genau richtig, und die Einlegesohle ist bequemer als gedacht.',
  },

  // CMF-126 Diabetic-friendly winter boot (unisex)
  {
    productSku: 'CMF-126',
    language: 'de',
    rating: 5,
    author: 'Edith L.',
    experiencedOn: '2026-02-09',
    title: 'Endlich warme Füße',
    body: 'Als Diabetikerin habe ich oft eiskalte Füße. In diesen Stiefeln bleiben sie auch beim Spaziergang bei Minusgraden warm, und innen scheuert nichts.',
  },
  {
    productSku: 'CMF-126',
    language: 'de',
    rating: 4,
    author: 'Reinhard V.',
    experiencedOn: '2026-10-27',
    title: 'Warm, aber recht steif',
    body: 'Sehr warm und bequem, der weite Einstieg ist ideal. Die dicke Sohle macht den Stiefel allerdings ziemlich steif, beim Autofahren ist das ungewohnt.',
  },

  // CMF-127 Non-slip work clog (unisex)
  {
    productSku: 'CMF-127',
    language: 'de',
    rating: 5,
    author: 'Yvonne H.',
    experiencedOn: '2026-03-24',
    title: 'Im OP den ganzen Tag',
    body: 'Ich arbeite im OP und stehe oft stundenlang am Tisch. Die Clogs sind leicht, rutschen nicht und lassen sich nach jeder Schicht schnell abwischen.',
  },
  {
    productSku: 'CMF-127',
    language: 'de',
    rating: 4,
    author: 'Kai D.',
    experiencedOn: '2026-07-07',
    title: 'Fersenriemen lieber nutzen',
    body: 'Als Friseur bin ich den ganzen Tag auf den Beinen, das Fußbett macht das gut mit. Den Fersenriemen klappe ich immer nach hinten, ohne rutsche ich in Größe 43 etwas heraus.',
  },

  // CMF-128 Barefoot sneaker (unisex)
  {
    productSku: 'CMF-128',
    language: 'de',
    rating: 5,
    author: 'Jonas F.',
    experiencedOn: '2026-05-02',
    title: 'Alltagstauglicher Barfußschuh',
    body: 'Ich trage die Schuhe jetzt fast täglich, auch im Büro. In Oliv sehen sie sogar richtig schick aus, und die Zehen haben endlich Platz.',
  },
  {
    productSku: 'CMF-128',
    language: 'de',
    rating: 3,
    author: 'Sarah U.',
    experiencedOn: '2026-09-24',
    title: 'Auf Schotter zu hart',
    body: 'Auf Asphalt und im Wald super, auf Schotterwegen spürt man aber jeden Stein. Für mich als Einsteigerin etwas zu hart, mit der Einlegesohle geht es besser.',
  },

  // CMF-129 Adjustable post-operative shoe (unisex)
  {
    productSku: 'CMF-129',
    language: 'de',
    rating: 5,
    author: 'Gertrud K.',
    experiencedOn: '2026-05-28',
    title: 'Hat meinem Mann sehr geholfen',
    body: 'Mein Mann hat den Schuh nach seiner Zehen-OP getragen. Das Anziehen über den dicken Verband klappte gut, und draußen hatte er sicheren Halt.',
  },
  {
    productSku: 'CMF-129',
    language: 'de',
    rating: 2,
    author: 'Jens B.',
    experiencedOn: '2026-08-15',
    title: 'Klettverschluss lässt schnell nach',
    body: 'Nach drei Wochen halten die Klettverschlüsse schon nicht mehr richtig, der vordere Riemen löst sich beim Gehen. Da hätte ich mehr erwartet.',
  },

  // CMF-130 Mary Jane comfort shoe (women)
  {
    productSku: 'CMF-130',
    language: 'de',
    rating: 5,
    author: 'Anke R.',
    experiencedOn: '2026-06-28',
    title: 'Schick fürs Büro',
    body: 'Ich trage sie in Marineblau im Büro, sie sehen elegant aus und sind trotzdem bequem. Für meine breiten Füße ist vorne genug Platz, Größe 40 passt.',
  },
  {
    productSku: 'CMF-130',
    language: 'de',
    rating: 4,
    author: 'Elisabeth Z.',
    experiencedOn: '2026-10-12',
    title: 'Ideal für jeden Tag',
    body: 'Sehr bequem und hübsch in Bordeauxrot. Für festliche Anlässe wäre mir ein etwas höherer Absatz lieber, für den Alltag aber ideal.',
  },

  // CMF-131 Orthopaedic nursing shoe (women)
  {
    productSku: 'CMF-131',
    language: 'de',
    rating: 5,
    author: 'Julia N.',
    experiencedOn: '2026-08-20',
    title: 'Durch jeden Nachtdienst',
    body: 'Ich arbeite im Nachtdienst auf der Intensivstation. Mit diesen Schuhen sind die Füße nach zwölf Stunden deutlich weniger müde, und sie rutschen auch auf frisch gewischtem Boden nicht.',
  },
  {
    productSku: 'CMF-131',
    language: 'de',
    rating: 2,
    author: 'Daniela S.',
    experiencedOn: '2026-10-22',
    title: 'Für breite Füße zu schmal',
    body: 'Das Fußbett ist gut, aber für meine breiten Füße ist der Schuh zu schmal, am kleinen Zeh drückt es nach ein paar Stunden. Eine Nummer größer hat nur bedingt geholfen.',
  },

  // CMF-132 Flip-flop with arch support (unisex)
  {
    productSku: 'CMF-132',
    language: 'de',
    rating: 5,
    author: 'Timo L.',
    experiencedOn: '2026-09-05',
    title: 'Im Urlaub ständig getragen',
    body: 'Im Spätsommerurlaub auf Mallorca jeden Tag getragen, auch für längere Wege. Der Zehensteg ist weich und hat kein bisschen gescheuert.',
  },
  {
    productSku: 'CMF-132',
    language: 'de',
    rating: 4,
    author: 'Stefanie W.',
    experiencedOn: '2026-10-01',
    title: 'Stützt gut, sieht klobig aus',
    body: 'Das Fußbett stützt wirklich, damit laufe ich lieber als in flachen Zehentrennern. Optisch sind sie etwas klobig, und Größe 39 fällt eher groß aus.',
  },
];
