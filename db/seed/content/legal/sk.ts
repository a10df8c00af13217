import type { DocumentText } from '../types';

/**
 * Legal pages in Slovak: the withdrawal information (Annex 3) and model withdrawal form (Annex 2) of
 * Act No. 108/2024 Coll. on consumer protection, filled in for goods delivered in one parcel, the shop
 * bearing the cost of returns.
 */
export const legalSk: Record<string, DocumentText> = {
  withdrawal: {
    title: 'Odstúpenie od zmluvy',
    summary: 'Zákonné právo na odstúpenie od zmluvy do 14 dní: ako ho uplatniť, čo nasleduje a vzorový formulár na odstúpenie od zmluvy.',
    body: `Popri zákonnom práve na odstúpenie od zmluvy, o ktorom vás poučujeme nižšie, môžete topánky v rámci nášho dobrovoľného prísľubu do 30 dní od doručenia vrátiť alebo vymeniť a dostanete späť celú sumu (pozrite [Vrátenie a výmena tovaru](/pages/returns-and-exchanges)). Vaše zákonné práva tým nie sú nijako dotknuté.

## Právo na odstúpenie od zmluvy

Máte právo odstúpiť od tejto zmluvy bez uvedenia dôvodu v lehote 14 dní.

Lehota na odstúpenie od zmluvy uplynie 14 dní odo dňa, keď vy alebo vami určená tretia osoba s výnimkou dopravcu prevezmete tovar.

Pri uplatnení práva na odstúpenie od zmluvy nás ({{company.name}}, {{company.address}}, telefón: {{company.phone}}, e-mail: {{email}}) informujte o svojom rozhodnutí odstúpiť od tejto zmluvy jednoznačným vyhlásením (napríklad listom zaslaným poštou alebo e-mailom). Na tento účel môžete použiť vzorový formulár na odstúpenie od zmluvy, jeho použitie však nie je povinné.

Lehota na odstúpenie od zmluvy je zachovaná, ak zašlete oznámenie o uplatnení práva na odstúpenie od zmluvy pred tým, ako uplynie lehota na odstúpenie od zmluvy.

## Dôsledky odstúpenia od zmluvy

Po odstúpení od zmluvy vám vrátime všetky platby, ktoré ste uhradili v súvislosti s uzavretím zmluvy, najmä kúpnu cenu vrátane nákladov na doručenie tovaru k vám. To sa nevzťahuje na dodatočné náklady, ak ste si zvolili iný druh doručenia, ako je najlacnejší bežný spôsob doručenia, ktorý ponúkame. Platby vám budú vrátené bez zbytočného odkladu, najneskôr do 14 dní odo dňa, keď nám bude doručené vaše oznámenie o odstúpení od tejto zmluvy. Ich úhrada bude uskutočnená rovnakým spôsobom, aký ste použili pri vašej platbe, ak ste výslovne nesúhlasili s iným spôsobom platby, a to bez účtovania akýchkoľvek ďalších poplatkov.

Platba nemusí byť vrátená skôr, ako nám bude tovar doručený späť alebo kým nepredložíte doklad o jeho zaslaní späť, podľa toho, čo nastane skôr.

Tovar nám zašlite späť alebo ho odovzdajte nám ({{company.name}}, {{company.address}}) najneskôr do 14 dní odo dňa, keď ste nám oznámili odstúpenie od tejto zmluvy. Lehota sa považuje za zachovanú, ak tovar odošlete späť pred uplynutím 14-dňovej lehoty.

Náklady na vrátenie tovaru znášame my.

Zodpovedáte iba za akékoľvek zníženie hodnoty tovaru v dôsledku zaobchádzania s ním iným spôsobom, než aký je potrebný na zistenie povahy, vlastností a funkčnosti tovaru.

## Vzorový formulár na odstúpenie od zmluvy

(vyplňte a zašlite tento formulár len v prípade, že si želáte odstúpiť od zmluvy)

- Komu: {{company.name}}, {{company.address}}, e-mail: {{email}}
- Týmto oznamujem/oznamujeme\\*, že odstupujem/odstupujeme\\* od zmluvy o dodaní alebo poskytnutí tohto produktu:
- Dátum objednania/dátum prijatia\\*
- Meno a priezvisko spotrebiteľa/spotrebiteľov\\*
- Adresa spotrebiteľa/spotrebiteľov\\*
- Podpis spotrebiteľa/spotrebiteľov\\* (ak sa tento formulár podáva v listinnej podobe)
- Dátum

\\* Nehodiace sa prečiarknite.`,
  },
};
