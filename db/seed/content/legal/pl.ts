import type { DocumentText } from '../types';

/**
 * Legal pages in Polish: the withdrawal information (Annex 1) and model withdrawal form (Annex 2) of
 * the Consumer Rights Act of 30 May 2014, filled in for goods delivered in one parcel, the shop bearing
 * the cost of returns.
 */
export const legalPl: Record<string, DocumentText> = {
  withdrawal: {
    title: 'Prawo odstąpienia od umowy',
    summary:
      'Ustawowe prawo odstąpienia od umowy w ciągu 14 dni: jak z niego skorzystać, jakie są jego skutki oraz wzór formularza odstąpienia od umowy.',
    body: `Niezależnie od ustawowego prawa odstąpienia od umowy, opisanego poniżej, mogą Państwo zwrócić lub wymienić buty w ciągu 30 dni od dostawy i otrzymać pełny zwrot pieniędzy zgodnie z naszymi zasadami [zwrotów i wymian](/pages/returns-and-exchanges). To dobrowolne zobowiązanie w żaden sposób nie ogranicza Państwa praw wynikających z przepisów.

## Prawo odstąpienia od umowy

Mają Państwo prawo odstąpić od niniejszej umowy w terminie 14 dni bez podania jakiejkolwiek przyczyny.

Termin do odstąpienia od umowy wygasa po upływie 14 dni od dnia, w którym weszli Państwo w posiadanie towaru lub w którym osoba trzecia inna niż przewoźnik i wskazana przez Państwa weszła w posiadanie towaru.

Aby skorzystać z prawa odstąpienia od umowy, muszą Państwo poinformować nas ({{company.name}}, {{company.address}}, tel. {{company.phone}}, e-mail: {{email}}) o swojej decyzji o odstąpieniu od niniejszej umowy w drodze jednoznacznego oświadczenia (na przykład pismo wysłane pocztą lub pocztą elektroniczną). Mogą Państwo skorzystać z wzoru formularza odstąpienia od umowy, jednak nie jest to obowiązkowe.

Aby zachować termin do odstąpienia od umowy, wystarczy, aby wysłali Państwo informację dotyczącą wykonania przysługującego Państwu prawa odstąpienia od umowy przed upływem terminu do odstąpienia od umowy.

## Skutki odstąpienia od umowy

W przypadku odstąpienia od niniejszej umowy zwracamy Państwu wszystkie otrzymane od Państwa płatności, w tym koszty dostarczenia towaru (z wyjątkiem dodatkowych kosztów wynikających z wybranego przez Państwa sposobu dostarczenia innego niż najtańszy zwykły sposób dostarczenia oferowany przez nas), niezwłocznie, a w każdym przypadku nie później niż 14 dni od dnia, w którym zostaliśmy poinformowani o Państwa decyzji o wykonaniu prawa odstąpienia od niniejszej umowy. Zwrotu płatności dokonamy przy użyciu takich samych sposobów płatności, jakie zostały przez Państwa użyte w pierwotnej transakcji, chyba że wyraźnie zgodziliście się Państwo na inne rozwiązanie; w każdym przypadku nie poniosą Państwo żadnych opłat w związku z tym zwrotem.

Możemy wstrzymać się ze zwrotem płatności do czasu otrzymania towaru lub do czasu dostarczenia nam dowodu jego odesłania, w zależności od tego, które zdarzenie nastąpi wcześniej.

Prosimy odesłać lub przekazać nam towar (adres: {{company.name}}, {{company.address}}) niezwłocznie, a w każdym razie nie później niż 14 dni od dnia, w którym poinformowali nas Państwo o odstąpieniu od niniejszej umowy. Termin jest zachowany, jeżeli odeślą Państwo towar przed upływem terminu 14 dni.

Poniesiemy koszty zwrotu towaru.

Odpowiadają Państwo tylko za zmniejszenie wartości towaru wynikające z korzystania z niego w sposób inny niż było to konieczne do stwierdzenia charakteru, cech i funkcjonowania towaru.

## Wzór formularza odstąpienia od umowy

(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)

- Adresat: {{company.name}}, {{company.address}}, e-mail: {{email}}
- Ja/My(\\*) niniejszym informuję/informujemy(\\*) o moim/naszym odstąpieniu od umowy sprzedaży następujących towarów(\\*) umowy dostawy następujących towarów(\\*) umowy o dzieło polegającej na wykonaniu następujących towarów(\\*)/o świadczenie następującej usługi(\\*)
- Data zawarcia umowy(\\*)/odbioru(\\*)
- Imię i nazwisko konsumenta(-ów)
- Adres konsumenta(-ów)
- Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)
- Data

(\\*) Niepotrzebne skreślić.`,
  },
};
