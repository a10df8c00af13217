import type { DocumentText } from '../types';

/**
 * Legal pages in Hungarian: the withdrawal information and model withdrawal declaration of Government
 * Decree 45/2014. (II. 26.), Annexes 1 and 2, filled in for goods delivered in one parcel, the shop
 * bearing the cost of returns.
 */
export const legalHu: Record<string, DocumentText> = {
  withdrawal: {
    title: 'Elállási jog',
    summary: 'A törvényes, 14 napos elállási jog: hogyan gyakorolhatja, milyen következményekkel jár, és az elállási nyilatkozatminta.',
    body: `A törvényes elállási jogán felül, amelyről alább tájékoztatjuk, önkéntes vállalásunk alapján a kézbesítéstől számított 30 napon belül visszaküldheti vagy kicserélheti a cipőt, és a teljes vételárat visszatérítjük (lásd: [Visszaküldés és csere](/pages/returns-and-exchanges)). Ez a vállalás a törvényes jogait semmiben sem korlátozza.

## Elállási jog

Ön 14 napon belül jogosult indokolás nélkül elállni e szerződéstől.

Az elállási határidő attól a naptól számított 14 nap elteltével jár le, amelyen Ön vagy az Ön által megjelölt, a fuvarozótól eltérő harmadik személy az árut átveszi.

Ha Ön elállási jogával élni kíván, elállási szándékát tartalmazó egyértelmű nyilatkozatát köteles eljuttatni (például postán vagy elektronikus úton küldött levél útján) a következő címre: {{company.name}}, {{company.address}}, telefonszám: {{company.phone}}, e-mail: {{email}}. Ebből a célból felhasználhatja a mellékelt elállási nyilatkozatmintát is.

Ön határidőben gyakorolja elállási jogát, ha a fent megjelölt határidő lejárta előtt elküldi elállási nyilatkozatát.

## Az elállás joghatásai

Ha Ön eláll ettől a szerződéstől, haladéktalanul, de legkésőbb az Ön elállási nyilatkozatának kézhezvételétől számított 14 napon belül visszatérítjük az Ön által teljesített valamennyi ellenszolgáltatást, ideértve a fuvarozási költséget is (kivéve azokat a többletköltségeket, amelyek amiatt merültek fel, hogy Ön az általunk felkínált, legolcsóbb szokásos fuvarozási módtól eltérő fuvarozási módot választott). A visszatérítés során az eredeti ügylet során alkalmazott fizetési móddal egyező fizetési módot alkalmazunk, kivéve, ha Ön más fizetési mód igénybevételéhez kifejezetten a hozzájárulását adja; e visszatérítési mód alkalmazásából kifolyólag Önt semmilyen többletköltség nem terheli.

A visszatérítést mindaddig visszatarthatjuk, amíg vissza nem kaptuk az árut, vagy Ön nem igazolta, hogy azt visszaküldte: a kettő közül a korábbi időpontot kell figyelembe venni.

Ön köteles számunkra ({{company.name}}, {{company.address}}) az árut indokolatlan késedelem nélkül, de legkésőbb elállási nyilatkozatának közlésétől számított 14 napon belül visszaküldeni vagy átadni. A határidő betartottnak minősül, ha a 14 napos határidő letelte előtt elküldi az árut.

Az áru visszaküldésének költségét mi viseljük.

Ön kizárólag akkor vonható felelősségre az áruban bekövetkezett értékcsökkenésért, ha az az áru jellegének, tulajdonságainak és működésének megállapításához szükséges használatot meghaladó használat miatt következett be.

## Elállási nyilatkozatminta

(csak a szerződéstől való elállási szándék esetén töltse ki és juttassa vissza)

- Címzett: {{company.name}}, {{company.address}}, e-mail: {{email}}
- Alulírott/ak kijelentem/kijelentjük, hogy gyakorlom/gyakoroljuk elállási jogomat/jogunkat az alábbi áru/k adásvételére irányuló szerződés tekintetében:
- Szerződéskötés időpontja/átvétel időpontja:
- A fogyasztó(k) neve:
- A fogyasztó(k) címe:
- A fogyasztó(k) aláírása (kizárólag papír alapon tett nyilatkozat esetén):
- Kelt:`,
  },
};
