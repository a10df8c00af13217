import type { DocumentText } from '../types';

/**
 * Legal pages in Czech: the withdrawal information and model withdrawal form of Government Regulation
 * No. 363/2013 Coll. (to §§ 1820 and 1829 ff. of the Civil Code, Act No. 89/2012 Coll.), filled in for
 * goods delivered in one parcel, the shop bearing the cost of returns.
 */
export const legalCs: Record<string, DocumentText> = {
  withdrawal: {
    title: 'Odstoupení od smlouvy',
    summary: 'Zákonné právo odstoupit od smlouvy do 14 dnů: jak ho uplatnit, co následuje a vzorový formulář pro odstoupení od smlouvy.',
    body: `Vedle zákonného práva odstoupit od smlouvy, o kterém vás poučujeme níže, můžete boty v rámci našeho dobrovolného příslibu do 30 dnů od doručení vrátit nebo vyměnit a dostanete zpět celou částku (viz [Vrácení a výměna](/pages/returns-and-exchanges)). Vaše zákonná práva tím nejsou nijak dotčena.

## Právo odstoupit od smlouvy

Máte právo odstoupit od této smlouvy bez udání důvodu ve lhůtě 14 dnů.

Lhůta pro odstoupení od smlouvy končí po uplynutí 14 dnů ode dne, kdy vy nebo vámi určená třetí osoba (jiná než dopravce) převezmete zboží.

Pro účely uplatnění práva na odstoupení od smlouvy musíte o svém odstoupení od této smlouvy informovat nás ({{company.name}}, {{company.address}}, telefon: {{company.phone}}, e-mail: {{email}}) formou jednostranného právního jednání (například dopisem zaslaným prostřednictvím provozovatele poštovních služeb nebo e-mailem). Můžete použít přiložený vzorový formulář pro odstoupení od smlouvy, není to však vaší povinností.

Aby byla dodržena lhůta pro odstoupení od této smlouvy, postačuje odeslat odstoupení od smlouvy před uplynutím příslušné lhůty.

## Důsledky odstoupení od smlouvy

Pokud odstoupíte od této smlouvy, vrátíme vám bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy nám došlo vaše oznámení o odstoupení od smlouvy, všechny platby, které jsme od vás obdrželi, včetně nákladů na dodání (kromě dodatečných nákladů vzniklých v důsledku vámi zvoleného způsobu dodání, který je jiný než nejlevnější způsob standardního dodání, který nabízíme). Pro vrácení plateb použijeme stejný platební prostředek, který jste použil(a) pro provedení počáteční transakce, pokud jste výslovně neurčil(a) jinak. V žádném případě vám tím nevzniknou další náklady.

Platbu vrátíme až po obdržení vráceného zboží nebo prokážete-li, že jste zboží odeslal(a) zpět, podle toho, co nastane dříve.

Zboží nám zašlete zpět nebo je předejte nám ({{company.name}}, {{company.address}}) bez zbytečného odkladu, nejpozději do 14 dnů ode dne, kdy jste nám sdělil(a) odstoupení od této smlouvy. Lhůta se považuje za zachovanou, pokud odešlete zboží zpět před uplynutím 14 dnů.

Náklady spojené s vrácením zboží poneseme my.

Odpovídáte pouze za snížení hodnoty zboží v důsledku nakládání s tímto zbožím jiným způsobem, než který je nutný k obeznámení se s povahou a vlastnostmi zboží, včetně jeho funkčnosti.

## Vzorový formulář pro odstoupení od smlouvy

(vyplňte tento formulář a pošlete jej zpět pouze v případě, že chcete odstoupit od smlouvy)

**Oznámení o odstoupení od smlouvy**

- Adresát: {{company.name}}, {{company.address}}, e-mail: {{email}}
- Oznamuji/oznamujeme (\\*), že tímto odstupuji/odstupujeme (\\*) od smlouvy o nákupu tohoto zboží (\\*)/o poskytnutí těchto služeb (\\*)
- Datum objednání (\\*)/datum obdržení (\\*)
- Jméno a příjmení spotřebitele/spotřebitelů
- Adresa spotřebitele/spotřebitelů
- Podpis spotřebitele/spotřebitelů (pouze pokud je tento formulář zasílán v listinné podobě)
- Datum

(\\*) Nehodící se škrtněte nebo údaje doplňte.`,
  },
};
