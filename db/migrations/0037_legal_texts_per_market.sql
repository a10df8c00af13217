-- Issue 29: the privacy policies and terms of every market, the Impressum's supervisory authority
-- and the Japanese disclosure's contact hours (decision 040), for a shop seeded before them: the
-- seed's texts (db/seed/content) replace those the shop never saved (revision 1); a text the
-- shop edited keeps its wording, and the back office asks it for the tokens it now lacks. The
-- US and Australian texts are rows of their English variants (decision 038), added where the
-- shop has the English page and no variant of it yet. A fresh database gets all from the seed.
UPDATE `content_documents`
SET `title` = 'Privacy Policy',
  `summary` = 'Who is responsible for your data, what we use it for and on what legal basis, who receives it, how long we keep it, your rights and where to complain.',
  `body` = 'This policy explains how we handle your personal data when you visit our shop, place an order or subscribe to our newsletter, as the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018 require.

## Who is responsible for your data

The controller of your personal data is:

- {{company.name}}
- {{company.address}}
- Phone: {{company.phone}}
- E-mail: {{email}}

## What we use your data for, and on what legal basis

- **Your order:** your name, delivery and billing address, e-mail address, phone number if you give it, the shoes you order and the status of your payment, to make and perform the contract with you, deliver your order, handle returns and answer your questions. Legal basis: the performance of a contract (Article 6(1)(b) UK GDPR). Without these details we cannot accept your order.
- **Invoices and accounts:** the order and invoice data that tax and accounting law requires us to keep. Legal basis: a legal obligation (Article 6(1)(c) UK GDPR).
- **Security and fraud prevention:** the technical data your browser sends with every visit (such as your IP address and the time of access) and the checks made on a payment, to keep the shop secure and to prevent fraud. Legal basis: our legitimate interest in a secure shop and in not being defrauded (Article 6(1)(f) UK GDPR).
- **Newsletter:** your e-mail address and the record of your consent (when you confirmed your subscription), if you subscribe. Legal basis: your consent (Article 6(1)(a) UK GDPR). You can withdraw it at any time with the link in every newsletter; this does not affect what was done before.
- **Reviews:** after delivery we may ask you once by e-mail to review your purchase; a review you write is published with the name you give. Legal basis: our legitimate interest in buyers'' opinions of our shoes (Article 6(1)(f) UK GDPR); you can object at any time.

## Who receives your data

Each recipient receives only what it needs for its task:

- **Payment:** {{providers.payment}} processes your payment. Your card details go directly to it; we never see or store your full card number.
- **Delivery:** the carriers ({{providers.carriers}}) receive your name and delivery address, and your e-mail address or phone number where they announce the delivery.
- **E-mail:** {{providers.mail}} delivers our e-mails to you (order confirmation, shipping updates, newsletter).
- **Hosting:** {{providers.hosting}} hosts the shop and its database and protects them against attacks.

We do not sell your personal data and do not pass it on for advertising.

## Transfers outside the UK

Some recipients process data outside the UK, in particular in the European Economic Area and in the United States ({{providers.hosting}}). Transfers to the EEA are covered by the UK''s adequacy regulations. Transfers to the United States rest on the UK Extension to the EU-US Data Privacy Framework, where the recipient is certified under it, and otherwise on the International Data Transfer Addendum to the EU standard contractual clauses. You can ask us for a copy of these safeguards at {{email}}.

## How long we keep your data

- **Orders and customer data:** for as long as the contract and any returns or claims under it run, and then until claims are time-barred (six years under the Limitation Act 1980).
- **Invoices and accounting records:** six years, as HMRC requires for VAT records, or longer where the accounting law of the country in which we are established requires it.
- **Newsletter:** until you unsubscribe; the record of your consent for as long as we may need to prove it.
- **Technical access data:** only as long as needed to ward off an attack or to investigate a misuse.

## Cookies

We use only the cookies the shop needs to work, so they need no consent:

- a **cart cookie** that remembers the items in your shopping cart for 30 days,
- a **country cookie** that remembers your country, so you see the right prices, currency and shipping information,
- an **order confirmation cookie** that lets your browser, and only yours, show your order confirmation after checkout,
- a **session cookie** that makes sure the pages show your own latest changes, such as an item just added to the cart,
- a **newsletter cookie** that shows you the result of a sign-up for five minutes.

At checkout, the payment fields of {{providers.payment}} may set cookies of their own to detect fraud. We use no tracking, advertising or analytics cookies.

## Your rights

You have the right to access the personal data we hold about you, to have it corrected, to have it erased, to restrict its processing, to receive it in a portable format, to object to processing based on our legitimate interests, and to withdraw your consent at any time. Write to {{email}}, preferably from the e-mail address you used with us. We make no decisions about you based solely on automated processing.

## Your right to complain

You have the right to complain to the Information Commissioner''s Office (ICO), Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF, phone 0303 123 1113, [ico.org.uk](https://ico.org.uk). We would appreciate the chance to deal with your concern first, so please contact us at {{email}}.',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'privacy' AND `language` = 'en' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Terms and Conditions',
  `summary` = 'The terms of every order at Comfort Steps: who we are, how the contract is made, prices, delivery, your right to cancel and your statutory rights.',
  `body` = 'These terms apply to every order you place in our shop as a consumer. You can print or save them from this page at any time.

## Who we are

Your contract is with:

- {{company.name}}
- {{company.address}}
- Phone: {{company.phone}}
- E-mail: {{email}}
- Company register: {{company.register}}
- VAT number: {{company.ukVatId}}

## How the contract is made

The shoes in our shop are an invitation to order, not a binding offer. You put shoes in your cart and enter your details at checkout, where you can check and correct everything before you order. By clicking "Pay now" you make a binding offer to buy the shoes in your cart. We send you an order confirmation by e-mail as soon as your payment is authorised; with that confirmation we accept your offer and the contract is made. If we cannot accept your order (for example because a size has sold out), we tell you at once and take no payment.

## Contract language and the contract text

The contract is made in English. We store the contract text: the details of your order are kept by us and sent to you in the order confirmation. These terms are on this page, where you can print or save them. If you need a copy of your order, write to {{email}}.

## Prices and payment

- Prices are in pounds sterling and include VAT at the UK rate.
- Shipping costs, if any, are shown before you order. Orders above {{threshold}} ship free.
- You can pay by {{paymentMethods}}. Your payment is authorised when you order and taken when we accept your order.
- Discount codes are applied at checkout under the conditions stated with the code.

## Delivery

Orders are processed within 1 business day and sent by standard shipping. Delivery typically takes 3 to 10 business days; see our [shipping page](/pages/shipping). The shoes are your responsibility from the time they are delivered to you or to someone you name.

## Import duties and taxes

{{importCharges}}

## Your right to cancel

You can cancel your contract within 14 days of receiving your shoes without giving any reason; how, and what happens then, is set out on our [right to cancel](/pages/withdrawal) page. In addition, our [returns and exchanges](/pages/returns-and-exchanges) promise lets you return unworn shoes within 30 days of delivery for a full refund. That promise is voluntary and does not affect your statutory rights.

## If something is wrong with your shoes

Under the Consumer Rights Act 2015, goods must be as described, fit for purpose and of satisfactory quality. If they are not, you can reject them within 30 days of delivery for a full refund; after that, you can ask for a repair or a replacement, and if that fails or is impossible, a price reduction or a refund. You can claim for up to six years after delivery (five years in Scotland). Write to {{email}}; we pay the cost of returning faulty shoes.

## Our liability

We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or of our failing to use reasonable care and skill. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for your statutory rights.

## Product information

We describe our products as accurately as we can, though colours may look slightly different on your screen. Our articles offer general foot-care information, not medical advice.

## Questions, complaints and the law that applies

If something goes wrong with your order, write to us at {{email}}; we aim to resolve every issue quickly and fairly. These terms are governed by the law of England and Wales; if you live in Scotland or Northern Ireland, you may also bring proceedings in your own courts, and the mandatory consumer law of the part of the UK where you live applies in any case.',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'terms' AND `language` = 'en' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Datenschutzerklärung',
  `summary` = 'Wer für Ihre Daten verantwortlich ist, wofür wir sie auf welcher Rechtsgrundlage verarbeiten, wer sie erhält, wie lange wir sie speichern und welche Rechte Sie haben.',
  `body` = 'Mit dieser Datenschutzerklärung informieren wir Sie nach Art. 13 der Datenschutz-Grundverordnung (DSGVO) darüber, wie wir Ihre personenbezogenen Daten verarbeiten, wenn Sie unseren Shop besuchen, bei uns bestellen oder unseren Newsletter abonnieren.

## Verantwortlicher

Verantwortlich für die Verarbeitung Ihrer Daten ist:

- {{company.name}}
- {{company.address}}
- Telefon: {{company.phone}}
- E-Mail: {{email}}

## Zwecke und Rechtsgrundlagen

- **Ihre Bestellung:** Name, Liefer- und Rechnungsanschrift, E-Mail-Adresse, Telefonnummer (falls angegeben), die bestellten Artikel und der Stand Ihrer Zahlung, um den Vertrag mit Ihnen zu schließen und zu erfüllen, die Ware zu liefern, Rücksendungen abzuwickeln und Ihre Fragen zu beantworten. Rechtsgrundlage ist die Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO). Ohne diese Angaben können wir Ihre Bestellung nicht annehmen.
- **Rechnungen und Buchhaltung:** die Bestell- und Rechnungsdaten, die wir nach Handels- und Steuerrecht aufbewahren müssen. Rechtsgrundlage ist eine rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit § 147 AO und § 257 HGB).
- **Sicherheit und Schutz vor Betrug:** die technischen Daten, die Ihr Browser bei jedem Aufruf übermittelt (etwa IP-Adresse und Zeitpunkt des Abrufs), und die Prüfungen einer Zahlung, um den Shop sicher zu betreiben und Betrug zu verhindern. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Shop und an der Abwehr von Betrug (Art. 6 Abs. 1 lit. f DSGVO).
- **Newsletter:** Ihre E-Mail-Adresse und der Nachweis Ihrer Einwilligung (Zeitpunkt Ihrer Bestätigung), wenn Sie den Newsletter abonnieren. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können sie jederzeit über den Link in jedem Newsletter mit Wirkung für die Zukunft widerrufen.
- **Bewertungen:** Nach der Lieferung bitten wir Sie gegebenenfalls einmal per E-Mail, Ihren Kauf zu bewerten; eine Bewertung, die Sie schreiben, veröffentlichen wir mit dem von Ihnen angegebenen Namen. Rechtsgrundlage ist unser berechtigtes Interesse an der Meinung unserer Kundinnen und Kunden (Art. 6 Abs. 1 lit. f DSGVO); Sie können jederzeit widersprechen.

## Empfänger

Jeder Empfänger erhält nur die Daten, die er für seine Aufgabe braucht:

- **Zahlung:** {{providers.payment}} wickelt Ihre Zahlung ab. Ihre Kartendaten gehen direkt dorthin; wir sehen und speichern Ihre vollständige Kartennummer nicht.
- **Versand:** die Versanddienstleister ({{providers.carriers}}) erhalten Ihren Namen und Ihre Lieferanschrift, zur Ankündigung der Zustellung auch Ihre E-Mail-Adresse oder Telefonnummer.
- **E-Mail-Versand:** {{providers.mail}} stellt Ihnen unsere E-Mails zu (Bestellbestätigung, Versandinformationen, Newsletter).
- **Hosting:** {{providers.hosting}} betreibt die Server des Shops und seiner Datenbank und schützt sie vor Angriffen.

Unsere Dienstleister verarbeiten Ihre Daten in unserem Auftrag und nach unseren Weisungen (Art. 28 DSGVO), soweit sie nicht, wie Zahlungsdienstleister und Versanddienstleister, selbst verantwortlich sind. Wir verkaufen Ihre Daten nicht und geben sie nicht zu Werbezwecken weiter.

## Übermittlung in Drittländer

Einige Empfänger verarbeiten Daten auch außerhalb der EU und des EWR, insbesondere in den USA ({{providers.hosting}}). Die Übermittlung in die USA stützt sich auf den Angemessenheitsbeschluss der EU-Kommission zum EU-US Data Privacy Framework (Art. 45 DSGVO), soweit der Empfänger danach zertifiziert ist, im Übrigen auf die Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO). Eine Kopie dieser Garantien erhalten Sie auf Anfrage an {{email}}.

## Speicherdauer

- **Bestell- und Kundendaten:** solange der Vertrag, Rücksendungen und Gewährleistungsansprüche laufen, danach bis zum Ablauf der Verjährung (in der Regel drei Jahre ab Ende des Jahres, § 195 BGB).
- **Rechnungen und Buchungsbelege:** acht Jahre, Handels- und Geschäftsbriefe sechs Jahre, jeweils ab Ende des Kalenderjahres (§ 147 AO, § 257 HGB).
- **Newsletter:** bis zu Ihrer Abmeldung; den Nachweis Ihrer Einwilligung, solange wir ihn zur Abwehr von Ansprüchen benötigen.
- **Technische Zugriffsdaten:** nur so lange, wie es zur Abwehr eines Angriffs oder zur Aufklärung eines Missbrauchs nötig ist.

## Cookies

Wir verwenden nur Cookies, die für den Betrieb des Shops unbedingt erforderlich sind und daher keiner Einwilligung bedürfen (§ 25 Abs. 2 Nr. 2 TDDDG):

- ein **Warenkorb-Cookie**, das sich die Artikel in Ihrem Warenkorb 30 Tage lang merkt,
- ein **Länder-Cookie**, das sich Ihr Land merkt, damit Sie die richtigen Preise, die richtige Währung und die passenden Versandinformationen sehen,
- ein **Bestellbestätigungs-Cookie**, mit dem nur Ihr Browser Ihnen nach dem Bezahlen Ihre Bestellbestätigung anzeigt,
- ein **Sitzungs-Cookie**, das dafür sorgt, dass die Seiten Ihre eigenen letzten Änderungen zeigen, etwa einen eben in den Warenkorb gelegten Artikel,
- ein **Newsletter-Cookie**, das Ihnen fünf Minuten lang das Ergebnis Ihrer Anmeldung anzeigt.

An der Kasse können die Zahlungsfelder von {{providers.payment}} eigene Cookies setzen, um Betrug zu erkennen. Cookies zur Nutzerverfolgung, zu Werbezwecken oder zur Analyse verwenden wir nicht.

## Ihre Rechte

Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3).

**Widerspruchsrecht:** Verarbeitungen, die auf unserem berechtigten Interesse beruhen (Art. 6 Abs. 1 lit. f DSGVO), können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 DSGVO).

Schreiben Sie dazu an {{email}}, am besten von der E-Mail-Adresse, die Sie bei uns verwendet haben. Eine ausschließlich automatisierte Entscheidungsfindung (Art. 22 DSGVO) findet nicht statt.

## Beschwerderecht bei einer Aufsichtsbehörde

Sie haben das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), insbesondere bei der Behörde Ihres Wohnorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. In Deutschland sind das die Landesdatenschutzbehörden; für uns zuständig ist die Datenschutzbehörde des Landes, in dem wir unseren Sitz haben. Die Anschriften aller Aufsichtsbehörden finden Sie bei der [Datenschutzkonferenz](https://www.datenschutzkonferenz-online.de/datenschutzaufsichtsbehoerden.html).',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'privacy' AND `language` = 'de' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Allgemeine Geschäftsbedingungen',
  `summary` = 'Die Bedingungen jeder Bestellung bei Comfort Steps: Vertragspartner, Vertragsschluss, Vertragssprache, Preise, Lieferung, Widerrufsrecht und Gewährleistung.',
  `body` = 'Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen, die Sie als Verbraucherin oder Verbraucher in unserem Shop aufgeben. Sie können sie auf dieser Seite jederzeit ausdrucken oder speichern.

## Vertragspartner

Ihr Vertragspartner ist:

- {{company.name}}
- {{company.address}}
- Telefon: {{company.phone}}
- E-Mail: {{email}}
- Registereintrag: {{company.register}}
- Umsatzsteuer-Identifikationsnummer: {{company.vatId}}

## Vertragsschluss

Die Darstellung der Produkte im Shop ist kein bindendes Angebot, sondern eine Aufforderung zur Bestellung. Sie legen Artikel in den Warenkorb und geben an der Kasse Ihre Daten ein; vor dem Absenden können Sie alle Angaben prüfen und berichtigen. Mit einem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum Kauf der Artikel im Warenkorb ab. Sobald Ihre Zahlung autorisiert ist, senden wir Ihnen eine Bestellbestätigung per E-Mail; mit ihr nehmen wir Ihr Angebot an, und der Vertrag kommt zustande. Können wir Ihre Bestellung nicht annehmen (etwa weil eine Größe ausverkauft ist), teilen wir Ihnen das sofort mit und belasten Sie nicht.

## Vertragssprache und Speicherung des Vertragstexts

Vertragssprache ist Deutsch. Wir speichern den Vertragstext: Die Einzelheiten Ihrer Bestellung werden bei uns gespeichert und Ihnen mit der Bestellbestätigung per E-Mail zugesandt. Diese Geschäftsbedingungen können Sie auf dieser Seite jederzeit abrufen, ausdrucken und speichern. Eine Kopie Ihrer Bestellung erhalten Sie auf Anfrage an {{email}}.

## Preise und Zahlung

- Alle Preise sind Endpreise in Euro und enthalten die gesetzliche Umsatzsteuer.
- Versandkosten werden Ihnen vor dem Absenden der Bestellung angezeigt. Ab einem Bestellwert von {{threshold}} ist der Versand kostenlos.
- Sie können mit {{paymentMethods}} bezahlen. Ihre Zahlung wird bei der Bestellung autorisiert und mit der Annahme Ihrer Bestellung eingezogen.
- Rabattcodes werden an der Kasse eingelöst und gelten zu den beim jeweiligen Code angegebenen Bedingungen.

## Lieferung

Bestellungen werden innerhalb von 1 Werktag bearbeitet und per Standardversand verschickt. Die Lieferung dauert in der Regel 3 bis 10 Werktage; weitere Informationen finden Sie auf unserer [Versandseite](/pages/shipping).

## Widerrufsrecht

Als Verbraucherin oder Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen; die Einzelheiten und das Muster-Widerrufsformular finden Sie in unserer [Widerrufsbelehrung](/pages/withdrawal). Darüber hinaus können Sie Ihre Schuhe nach unserem freiwilligen [Rückgabeversprechen](/pages/returns-and-exchanges) innerhalb von 30 Tagen nach der Lieferung zurückgeben. Ihr gesetzliches Widerrufsrecht bleibt davon unberührt.

## Gewährleistung

Es gilt die gesetzliche Mängelhaftung (§§ 434 ff. BGB): Zeigt sich innerhalb von zwei Jahren nach der Lieferung ein Mangel, können Sie Nacherfüllung (Reparatur oder Ersatz) verlangen und, wenn diese scheitert, vom Vertrag zurücktreten oder den Preis mindern sowie Schadensersatz verlangen. Die Kosten der Rücksendung mangelhafter Ware tragen wir. Schreiben Sie uns dazu an {{email}}.

## Haftung

Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit und nach dem Produkthaftungsgesetz. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und beschränkt auf den vorhersehbaren, vertragstypischen Schaden.

## Produktinformationen

Wir beschreiben unsere Produkte so genau wie möglich, Farben können auf Ihrem Bildschirm jedoch leicht abweichen. Unsere Artikel enthalten allgemeine Informationen zur Fußpflege und sind keine medizinische Beratung.

## Fragen, Beschwerden und Streitbeilegung

Wenn bei Ihrer Bestellung etwas schiefgeht, schreiben Sie uns an {{email}}; wir möchten jedes Problem schnell und fair lösen. Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).

## Anwendbares Recht

Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Haben Sie Ihren gewöhnlichen Aufenthalt in einem anderen Staat, bleiben Ihnen die zwingenden Verbraucherschutzvorschriften dieses Staates erhalten.',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'terms' AND `language` = 'de' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Impressum',
  `summary` = 'Anbieterkennzeichnung: Angaben gemäß § 5 DDG, Kontakt, Registereintrag, Umsatzsteuer-Identifikationsnummer und Hinweis zur Verbraucherstreitbeilegung.',
  `body` = '## Angaben gemäß § 5 DDG

{{company.name}}

{{company.address}}

- **Vertreten durch:** {{company.representative}}
- **Registereintrag:** {{company.register}}
- **Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz:** {{company.vatId}}
- **Zuständige Aufsichtsbehörde:** {{company.supervisoryAuthority}}

## Kontakt

- **Telefon:** {{company.phone}}
- **E-Mail:** {{email}}

**Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV:** {{company.representative}}, {{company.address}}

## Verbraucherstreitbeilegung

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'imprint' AND `language` = 'de' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Zásady ochrany osobních údajů',
  `summary` = 'Kdo odpovídá za vaše údaje, k čemu a na jakém právním základě je zpracováváme, kdo je dostává, jak dlouho je uchováváme a jaká máte práva.',
  `body` = 'V těchto zásadách vás podle článku 13 obecného nařízení o ochraně osobních údajů (GDPR) informujeme, jak zpracováváme vaše osobní údaje, když navštívíte náš obchod, nakoupíte u nás nebo se přihlásíte k odběru newsletteru.

## Správce

Správcem vašich osobních údajů je:

- {{company.name}}
- {{company.address}}
- Telefon: {{company.phone}}
- E-mail: {{email}}

## Účely a právní základy zpracování

- **Vaše objednávka:** jméno, doručovací a fakturační adresa, e-mail, telefonní číslo (pokud ho uvedete), objednané zboží a stav platby, abychom s vámi mohli uzavřít a splnit smlouvu, doručit zboží, vyřídit vrácení a odpovědět na vaše dotazy. Právním základem je plnění smlouvy (čl. 6 odst. 1 písm. b) GDPR). Bez těchto údajů vaši objednávku přijmout nemůžeme.
- **Faktury a účetnictví:** údaje o objednávce a faktuře, které musíme uchovávat podle daňových a účetních předpisů. Právním základem je splnění právní povinnosti (čl. 6 odst. 1 písm. c) GDPR).
- **Bezpečnost a ochrana před podvody:** technické údaje, které váš prohlížeč odesílá při každé návštěvě (například IP adresa a čas přístupu), a kontroly platby, abychom obchod provozovali bezpečně a zabránili podvodům. Právním základem je náš oprávněný zájem na bezpečném obchodě a na ochraně před podvody (čl. 6 odst. 1 písm. f) GDPR).
- **Newsletter:** váš e-mail a záznam o vašem souhlasu (kdy jste odběr potvrdili), pokud se k odběru přihlásíte. Právním základem je váš souhlas (čl. 6 odst. 1 písm. a) GDPR), který můžete kdykoli odvolat odkazem v každém newsletteru; zákonnost dřívějšího zpracování tím není dotčena.
- **Hodnocení:** po doručení vás můžeme jednou e-mailem požádat o hodnocení nákupu; hodnocení, které napíšete, zveřejníme se jménem, které uvedete. Právním základem je náš oprávněný zájem na názorech zákazníků (čl. 6 odst. 1 písm. f) GDPR); můžete kdykoli vznést námitku.

## Příjemci

Každý příjemce dostane jen údaje, které potřebuje ke svému úkolu:

- **Platby:** {{providers.payment}} zpracovává vaši platbu. Údaje o kartě jdou přímo k němu; celé číslo vaší karty nevidíme ani neukládáme.
- **Doprava:** přepravci ({{providers.carriers}}) dostávají vaše jméno a doručovací adresu a k ohlášení doručení také váš e-mail nebo telefonní číslo.
- **E-maily:** {{providers.mail}} vám doručuje naše e-maily (potvrzení objednávky, informace o odeslání, newsletter).
- **Hosting:** {{providers.hosting}} provozuje servery obchodu a jeho databáze a chrání je před útoky.

Naši zpracovatelé zpracovávají údaje podle našich pokynů (čl. 28 GDPR). Vaše údaje neprodáváme a nepředáváme je pro reklamní účely.

## Předávání mimo EU

Někteří příjemci zpracovávají údaje i mimo EU a EHP, zejména v USA ({{providers.hosting}}). Předání do USA se zakládá na rozhodnutí Evropské komise o odpovídající ochraně v rámci EU-US Data Privacy Framework (čl. 45 GDPR), je-li příjemce certifikován, jinak na standardních smluvních doložkách Evropské komise (čl. 46 odst. 2 písm. c) GDPR). Kopii těchto záruk vám na požádání zašleme; napište na {{email}}.

## Doba uchování

- **Údaje o objednávkách a zákaznících:** po dobu trvání smlouvy, vrácení zboží a reklamací a poté do uplynutí promlčecích lhůt.
- **Faktury a účetní záznamy:** 10 let od konce roku, v němž byl prodej uskutečněn (čl. 369k směrnice 2006/112/ES pro zvláštní režim jednoho správního místa a § 35 zákona č. 235/2004 Sb., o dani z přidané hodnoty).
- **Newsletter:** do odhlášení; záznam o souhlasu po dobu, po kterou ho můžeme potřebovat k prokázání.
- **Technické údaje o přístupu:** jen po dobu nezbytnou k odražení útoku nebo k objasnění zneužití.

## Cookies

Používáme jen cookies nezbytné pro provoz obchodu, k nimž není třeba souhlas:

- **cookie košíku**, která si 30 dní pamatuje zboží ve vašem košíku,
- **cookie země**, která si pamatuje vaši zemi, abyste viděli správné ceny, měnu a informace o dopravě,
- **cookie potvrzení objednávky**, díky níž po zaplacení zobrazí potvrzení objednávky jen váš prohlížeč,
- **cookie relace**, která zajišťuje, že stránky ukazují vaše poslední změny, například zboží právě vložené do košíku,
- **cookie newsletteru**, která vám pět minut ukazuje výsledek přihlášení k odběru.

Při placení může platební formulář {{providers.payment}} nastavit vlastní cookies k odhalování podvodů. Sledovací, reklamní ani analytické cookies nepoužíváme.

## Vaše práva

Máte právo na přístup ke svým údajům (čl. 15 GDPR), na jejich opravu (čl. 16), výmaz (čl. 17), omezení zpracování (čl. 18) a přenositelnost (čl. 20). Souhlas můžete kdykoli odvolat (čl. 7 odst. 3). Proti zpracování založenému na našem oprávněném zájmu můžete kdykoli vznést námitku (čl. 21 GDPR). Napište nám na {{email}}, nejlépe z e-mailu, který jste u nás použili. Automatizované rozhodování (čl. 22 GDPR) neprovádíme.

## Právo podat stížnost

Máte právo podat stížnost u dozorového úřadu, v České republice u Úřadu pro ochranu osobních údajů (ÚOOÚ), Pplk. Sochora 27, 170 00 Praha 7, [uoou.gov.cz](https://uoou.gov.cz).',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'privacy' AND `language` = 'cs' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Obchodní podmínky',
  `summary` = 'Podmínky každé objednávky v Comfort Steps: prodávající, uzavření smlouvy, jazyk smlouvy, ceny, doručení, odstoupení od smlouvy a práva z vadného plnění.',
  `body` = 'Tyto obchodní podmínky platí pro všechny objednávky, které v našem obchodě učiníte jako spotřebitel. Na této stránce si je můžete kdykoli vytisknout nebo uložit.

## Prodávající

Vaší smluvní stranou je:

- {{company.name}}
- {{company.address}}
- Telefon: {{company.phone}}
- E-mail: {{email}}
- Zápis v obchodním rejstříku: {{company.register}}
- DIČ: {{company.vatId}}

## Uzavření smlouvy

Zboží v obchodě není závaznou nabídkou, ale výzvou k podání objednávky. Zboží vložíte do košíku a v pokladně vyplníte své údaje; před odesláním objednávky můžete všechny údaje zkontrolovat a opravit. Kliknutím na tlačítko „Zaplatit“ činíte závaznou nabídku ke koupi zboží v košíku. Jakmile je vaše platba autorizována, zašleme vám e-mailem potvrzení objednávky; tím vaši nabídku přijímáme a smlouva je uzavřena. Pokud objednávku přijmout nemůžeme (například proto, že je velikost vyprodaná), ihned vám to oznámíme a nic vám neúčtujeme.

## Jazyk smlouvy a uložení smlouvy

Smlouva se uzavírá v češtině. Text smlouvy ukládáme: údaje o vaší objednávce u nás zůstávají uloženy a zasíláme vám je v potvrzení objednávky. Tyto obchodní podmínky jsou kdykoli k dispozici na této stránce, kde si je můžete vytisknout nebo uložit. Kopii objednávky vám na požádání zašleme; napište na {{email}}.

## Ceny a platba

- Všechny ceny jsou konečné, v českých korunách a včetně DPH.
- Náklady na dopravu se zobrazí před odesláním objednávky. Při objednávce nad {{threshold}} je doprava zdarma.
- Zaplatit můžete takto: {{paymentMethods}}. Platba je autorizována při objednávce a stržena při jejím přijetí.
- Slevové kódy se uplatňují v pokladně za podmínek uvedených u daného kódu.

## Doručení

Objednávky zpracujeme do 1 pracovního dne a odešleme standardní přepravou. Doručení obvykle trvá 3 až 10 pracovních dnů; podrobnosti najdete na stránce [Doprava](/pages/shipping).

## Odstoupení od smlouvy

Jako spotřebitel máte zákonné právo odstoupit od smlouvy do 14 dnů; podrobnosti a vzorový formulář najdete v [poučení o odstoupení od smlouvy](/pages/withdrawal). Nad jeho rámec můžete boty podle našeho dobrovolného [příslibu vrácení](/pages/returns-and-exchanges) vrátit do 30 dnů od doručení. Vaše zákonné právo na odstoupení tím není dotčeno.

## Práva z vadného plnění

Za vady zboží odpovídáme podle občanského zákoníku (§ 2161 a násl.): vadu, která se projeví do 24 měsíců od převzetí, můžete reklamovat a požadovat odstranění vady opravou nebo dodáním nové věci, případně přiměřenou slevu nebo odstoupení od smlouvy. Reklamaci vyřídíme bez zbytečného odkladu, nejpozději do 30 dnů. Náklady na zaslání vadného zboží neseme my. Reklamaci uplatníte na {{email}}.

## Informace o zboží

Zboží popisujeme co nejpřesněji, barvy se však na vaší obrazovce mohou mírně lišit. Naše články obsahují obecné informace o péči o nohy, nikoli lékařské rady.

## Dotazy, stížnosti a mimosoudní řešení sporů

Pokud se s objednávkou něco pokazí, napište nám na {{email}}; každý problém se snažíme vyřešit rychle a férově. K mimosoudnímu řešení spotřebitelských sporů je příslušná Česká obchodní inspekce, Štěpánská 796/44, 110 00 Praha 1, [coi.cz](https://www.coi.cz).',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'terms' AND `language` = 'cs' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Política de privacidad',
  `summary` = 'Quién es responsable de sus datos, para qué y con qué base jurídica los tratamos, quién los recibe, cuánto tiempo los conservamos y qué derechos tiene.',
  `body` = 'En esta política le informamos, conforme al artículo 13 del Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales, de cómo tratamos sus datos personales cuando visita nuestra tienda, hace un pedido o se suscribe a nuestro boletín.

## Responsable del tratamiento

El responsable del tratamiento de sus datos es:

- {{company.name}}
- {{company.address}}
- Teléfono: {{company.phone}}
- Correo electrónico: {{email}}

## Finalidades y bases jurídicas

- **Su pedido:** nombre, dirección de entrega y de facturación, correo electrónico, teléfono (si lo indica), los artículos pedidos y el estado de su pago, para celebrar y ejecutar el contrato con usted, entregar el pedido, gestionar devoluciones y responder a sus consultas. Base jurídica: la ejecución de un contrato (art. 6.1.b RGPD). Sin estos datos no podemos aceptar su pedido.
- **Facturas y contabilidad:** los datos de pedidos y facturas que la normativa fiscal y mercantil nos obliga a conservar. Base jurídica: el cumplimiento de una obligación legal (art. 6.1.c RGPD).
- **Seguridad y prevención del fraude:** los datos técnicos que su navegador envía en cada visita (como la dirección IP y la hora de acceso) y las comprobaciones de un pago, para mantener la tienda segura y evitar fraudes. Base jurídica: nuestro interés legítimo en una tienda segura y en evitar fraudes (art. 6.1.f RGPD).
- **Boletín:** su correo electrónico y la constancia de su consentimiento (cuándo confirmó la suscripción), si se suscribe. Base jurídica: su consentimiento (art. 6.1.a RGPD), que puede retirar en cualquier momento con el enlace incluido en cada boletín, sin que ello afecte a la licitud del tratamiento anterior.
- **Valoraciones:** tras la entrega podemos pedirle una vez por correo electrónico que valore su compra; la valoración que escriba se publica con el nombre que indique. Base jurídica: nuestro interés legítimo en conocer la opinión de nuestros clientes (art. 6.1.f RGPD); puede oponerse en cualquier momento.

## Destinatarios

Cada destinatario recibe solo los datos que necesita para su tarea:

- **Pagos:** {{providers.payment}} procesa su pago. Los datos de su tarjeta van directamente a este proveedor; nunca vemos ni guardamos el número completo de su tarjeta.
- **Envío:** las empresas de transporte ({{providers.carriers}}) reciben su nombre y su dirección de entrega y, para avisarle de la entrega, su correo electrónico o su teléfono.
- **Correo electrónico:** {{providers.mail}} le entrega nuestros correos (confirmación del pedido, avisos de envío, boletín).
- **Alojamiento:** {{providers.hosting}} aloja la tienda y su base de datos y las protege frente a ataques.

Nuestros encargados del tratamiento tratan los datos siguiendo nuestras instrucciones (art. 28 RGPD). No vendemos sus datos ni los cedemos con fines publicitarios.

## Transferencias internacionales

Algunos destinatarios tratan datos fuera de la UE y del EEE, en particular en los Estados Unidos ({{providers.hosting}}). Las transferencias a los Estados Unidos se basan en la decisión de adecuación de la Comisión Europea relativa al Marco de Privacidad de Datos UE-EE. UU. (art. 45 RGPD), cuando el destinatario está certificado, y en los demás casos en las cláusulas contractuales tipo de la Comisión Europea (art. 46.2.c RGPD). Puede pedirnos una copia de estas garantías en {{email}}.

## Plazos de conservación

- **Datos de pedidos y clientes:** mientras duren el contrato, las devoluciones y las reclamaciones de garantía y, después, hasta que prescriban las acciones que de ellos puedan derivarse.
- **Facturas y registros contables:** diez años desde el final del año de la venta (art. 369 duodecies de la Directiva 2006/112/CE, régimen de ventanilla única), plazo que cubre también los seis años del artículo 30 del Código de Comercio.
- **Boletín:** hasta que se dé de baja; la constancia de su consentimiento, mientras podamos necesitarla como prueba.
- **Datos técnicos de acceso:** solo el tiempo necesario para repeler un ataque o aclarar un uso indebido.

## Cookies

Solo usamos las cookies estrictamente necesarias para el funcionamiento de la tienda, que no requieren consentimiento (art. 22.2 LSSI):

- una **cookie del carrito**, que recuerda durante 30 días los artículos de su carrito,
- una **cookie de país**, que recuerda su país para mostrarle los precios, la moneda y la información de envío correctos,
- una **cookie de confirmación del pedido**, con la que solo su navegador le muestra la confirmación del pedido tras el pago,
- una **cookie de sesión**, que garantiza que las páginas muestren sus últimos cambios, como un artículo recién añadido al carrito,
- una **cookie del boletín**, que le muestra durante cinco minutos el resultado de su suscripción.

Al pagar, los campos de pago de {{providers.payment}} pueden instalar cookies propias para detectar fraudes. No usamos cookies de seguimiento, publicidad ni analítica.

## Sus derechos

Tiene derecho de acceso (art. 15 RGPD), rectificación (art. 16), supresión (art. 17), limitación del tratamiento (art. 18) y portabilidad (art. 20), así como a retirar su consentimiento en cualquier momento (art. 7.3). Puede oponerse en cualquier momento al tratamiento basado en nuestro interés legítimo (art. 21 RGPD). Escríbanos a {{email}}, a ser posible desde la dirección de correo que utilizó con nosotros. No tomamos decisiones basadas únicamente en un tratamiento automatizado (art. 22 RGPD).

## Derecho a presentar una reclamación

Tiene derecho a presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan 6, 28001 Madrid, [aepd.es](https://www.aepd.es).',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'privacy' AND `language` = 'es' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Condiciones generales',
  `summary` = 'Las condiciones de cada pedido en Comfort Steps: vendedor, celebración del contrato, idioma, precios, entrega, desistimiento y garantía legal.',
  `body` = 'Estas condiciones generales se aplican a todos los pedidos que realice en nuestra tienda como consumidor. Puede imprimirlas o guardarlas desde esta página en cualquier momento.

## Vendedor

Su contrato se celebra con:

- {{company.name}}
- {{company.address}}
- Teléfono: {{company.phone}}
- Correo electrónico: {{email}}
- Datos registrales: {{company.register}}
- NIF-IVA: {{company.vatId}}

## Celebración del contrato

Los productos de la tienda no son una oferta vinculante, sino una invitación a hacer un pedido. Usted añade los artículos al carrito e introduce sus datos en la caja; antes de enviar el pedido puede revisar y corregir todos los datos. Al hacer clic en «Pagar ahora» realiza una oferta vinculante de compra de los artículos del carrito. En cuanto su pago queda autorizado, le enviamos por correo electrónico la confirmación del pedido; con ella aceptamos su oferta y el contrato queda celebrado. Si no podemos aceptar su pedido (por ejemplo, porque una talla se ha agotado), se lo comunicamos de inmediato y no le cobramos nada.

## Idioma del contrato y archivo del documento electrónico

El contrato se celebra en español. Archivamos el documento electrónico del contrato: los datos de su pedido quedan guardados por nosotros y se los enviamos en la confirmación del pedido. Estas condiciones están siempre disponibles en esta página, donde puede imprimirlas o guardarlas. Si necesita una copia de su pedido, escríbanos a {{email}}.

## Precios y pago

- Todos los precios son finales, en euros e incluyen el IVA.
- Los gastos de envío se muestran antes de enviar el pedido. Los pedidos superiores a {{threshold}} tienen envío gratuito.
- Puede pagar con {{paymentMethods}}. El pago se autoriza al hacer el pedido y se cobra al aceptarlo.
- Los códigos de descuento se aplican en la caja en las condiciones indicadas con cada código.

## Entrega

Los pedidos se preparan en 1 día laborable y se envían por envío estándar. La entrega suele tardar de 3 a 10 días laborables; más información en nuestra [página de envíos](/pages/shipping).

## Derecho de desistimiento

Como consumidor tiene un derecho legal de desistimiento de 14 días; los detalles y el modelo de formulario están en nuestra [información sobre el desistimiento](/pages/withdrawal). Además, con nuestra [promesa de devolución](/pages/returns-and-exchanges) voluntaria puede devolver su calzado en los 30 días siguientes a la entrega. Su derecho legal de desistimiento no se ve afectado.

## Garantía legal

Respondemos de la falta de conformidad de los productos conforme al Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios (arts. 114 y siguientes): si se manifiesta una falta de conformidad en los tres años siguientes a la entrega, puede exigir la reparación o la sustitución del producto y, si no fueran posibles o no se realizaran, una rebaja del precio o la resolución del contrato. Los gastos de envío del producto defectuoso corren de nuestra cuenta. Escríbanos a {{email}}.

## Información sobre los productos

Describimos nuestros productos con la mayor exactitud posible, aunque los colores pueden verse algo distintos en su pantalla. Nuestros artículos ofrecen información general sobre el cuidado de los pies, no consejo médico.

## Consultas, reclamaciones y resolución de litigios

Si algo va mal con su pedido, escríbanos a {{email}}; queremos resolver cada problema con rapidez y de forma justa. No estamos adheridos a ningún sistema arbitral de consumo ni a otra entidad de resolución alternativa de litigios.',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'terms' AND `language` = 'es' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Politique de confidentialité',
  `summary` = 'Qui est responsable de vos données, pourquoi et sur quelle base légale nous les traitons, qui les reçoit, combien de temps nous les gardons et quels sont vos droits.',
  `body` = 'Cette politique vous informe, conformément à l''article 13 du règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés, de la manière dont nous traitons vos données personnelles lorsque vous visitez notre boutique, passez commande ou vous abonnez à notre newsletter.

## Responsable du traitement

Le responsable du traitement de vos données est :

- {{company.name}}
- {{company.address}}
- Téléphone : {{company.phone}}
- E-mail : {{email}}

## Finalités et bases légales

- **Votre commande :** nom, adresses de livraison et de facturation, adresse e-mail, numéro de téléphone (si vous l''indiquez), articles commandés et état de votre paiement, pour conclure et exécuter le contrat, livrer votre commande, gérer les retours et répondre à vos questions. Base légale : l''exécution du contrat (article 6, paragraphe 1, b) du RGPD). Sans ces données, nous ne pouvons pas accepter votre commande.
- **Factures et comptabilité :** les données de commande et de facturation que la loi fiscale et comptable nous oblige à conserver. Base légale : une obligation légale (article 6, paragraphe 1, c) du RGPD).
- **Sécurité et prévention de la fraude :** les données techniques que votre navigateur transmet à chaque visite (comme l''adresse IP et l''heure de connexion) et les contrôles d''un paiement, pour sécuriser la boutique et prévenir la fraude. Base légale : notre intérêt légitime à disposer d''une boutique sûre et à nous prémunir contre la fraude (article 6, paragraphe 1, f) du RGPD).
- **Newsletter :** votre adresse e-mail et la preuve de votre consentement (date de votre confirmation), si vous vous abonnez. Base légale : votre consentement (article 6, paragraphe 1, a) du RGPD), que vous pouvez retirer à tout moment grâce au lien présent dans chaque newsletter, sans remettre en cause le traitement effectué auparavant.
- **Avis :** après la livraison, nous pouvons vous demander une fois par e-mail de donner votre avis sur votre achat ; l''avis que vous rédigez est publié avec le nom que vous indiquez. Base légale : notre intérêt légitime à connaître l''opinion de nos clients (article 6, paragraphe 1, f) du RGPD) ; vous pouvez vous y opposer à tout moment.

## Destinataires

Chaque destinataire ne reçoit que les données nécessaires à sa mission :

- **Paiement :** {{providers.payment}} traite votre paiement. Les données de votre carte lui sont transmises directement ; nous ne voyons ni ne conservons jamais le numéro complet de votre carte.
- **Livraison :** les transporteurs ({{providers.carriers}}) reçoivent votre nom et votre adresse de livraison et, pour vous annoncer la livraison, votre adresse e-mail ou votre numéro de téléphone.
- **E-mails :** {{providers.mail}} vous remet nos e-mails (confirmation de commande, suivi d''expédition, newsletter).
- **Hébergement :** {{providers.hosting}} héberge la boutique et sa base de données et les protège contre les attaques.

Nos sous-traitants traitent les données selon nos instructions (article 28 du RGPD). Nous ne vendons pas vos données et ne les transmettons à personne à des fins publicitaires.

## Transferts hors de l''Union européenne

Certains destinataires traitent des données hors de l''UE et de l''EEE, notamment aux États-Unis ({{providers.hosting}}). Les transferts vers les États-Unis reposent sur la décision d''adéquation de la Commission européenne relative au cadre de protection des données UE-États-Unis (article 45 du RGPD) lorsque le destinataire y est certifié, et à défaut sur les clauses contractuelles types de la Commission européenne (article 46, paragraphe 2, c) du RGPD). Vous pouvez obtenir une copie de ces garanties en écrivant à {{email}}.

## Durées de conservation

- **Données de commande et de client :** pendant la durée du contrat, des retours et des garanties, puis jusqu''à l''expiration des délais de prescription.
- **Factures et pièces comptables :** dix ans (article L123-22 du Code de commerce ; article 369 duodecies de la directive 2006/112/CE pour le guichet unique).
- **Newsletter :** jusqu''à votre désabonnement ; la preuve de votre consentement aussi longtemps que nous pouvons avoir à la produire.
- **Données techniques de connexion :** uniquement le temps nécessaire pour repousser une attaque ou élucider un abus.

## Cookies

Nous n''utilisons que les cookies strictement nécessaires au fonctionnement de la boutique, qui ne requièrent pas de consentement (article 82 de la loi Informatique et Libertés) :

- un **cookie de panier**, qui garde en mémoire les articles de votre panier pendant 30 jours,
- un **cookie de pays**, qui mémorise votre pays pour afficher les bons prix, la bonne devise et les bonnes informations de livraison,
- un **cookie de confirmation de commande**, grâce auquel seul votre navigateur affiche votre confirmation de commande après le paiement,
- un **cookie de session**, qui garantit que les pages affichent vos dernières modifications, comme un article que vous venez d''ajouter au panier,
- un **cookie de newsletter**, qui vous affiche pendant cinq minutes le résultat de votre inscription.

Lors du paiement, les champs de paiement de {{providers.payment}} peuvent déposer leurs propres cookies pour détecter la fraude. Nous n''utilisons aucun cookie de suivi, de publicité ou de mesure d''audience.

## Vos droits

Vous disposez d''un droit d''accès (article 15 du RGPD), de rectification (article 16), d''effacement (article 17), de limitation du traitement (article 18) et de portabilité (article 20), ainsi que du droit de retirer votre consentement à tout moment (article 7, paragraphe 3) et de définir des directives relatives au sort de vos données après votre décès. Vous pouvez vous opposer à tout moment aux traitements fondés sur notre intérêt légitime (article 21 du RGPD). Écrivez-nous à {{email}}, de préférence depuis l''adresse e-mail utilisée chez nous. Nous ne prenons aucune décision fondée exclusivement sur un traitement automatisé (article 22 du RGPD).

## Droit d''introduire une réclamation

Vous avez le droit d''introduire une réclamation auprès de la Commission nationale de l''informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, [cnil.fr](https://www.cnil.fr).',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'privacy' AND `language` = 'fr' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Conditions générales de vente',
  `summary` = 'Les conditions de chaque commande chez Comfort Steps : vendeur, conclusion du contrat, langue, prix, livraison, rétractation et garanties légales.',
  `body` = 'Les présentes conditions générales de vente s''appliquent à toutes les commandes que vous passez dans notre boutique en tant que consommateur. Vous pouvez les imprimer ou les enregistrer depuis cette page à tout moment.

## Vendeur

Votre contrat est conclu avec :

- {{company.name}}
- {{company.address}}
- Téléphone : {{company.phone}}
- E-mail : {{email}}
- Immatriculation au registre : {{company.register}}
- Numéro de TVA intracommunautaire : {{company.vatId}}

## Conclusion du contrat

Les produits présentés dans la boutique ne constituent pas une offre ferme, mais une invitation à commander. Vous placez des articles dans votre panier et saisissez vos coordonnées lors du paiement ; avant de valider la commande, vous pouvez vérifier et corriger toutes vos informations. En cliquant sur « Payer maintenant », vous faites une offre ferme d''achat des articles de votre panier. Dès que votre paiement est autorisé, nous vous envoyons une confirmation de commande par e-mail ; par cette confirmation, nous acceptons votre offre et le contrat est conclu. Si nous ne pouvons pas accepter votre commande (par exemple parce qu''une pointure est épuisée), nous vous en informons immédiatement et ne vous débitons pas.

## Langue du contrat et archivage

Le contrat est conclu en français. Nous archivons le contrat : le détail de votre commande est conservé par nous et vous est envoyé dans la confirmation de commande. Les présentes conditions restent accessibles sur cette page, où vous pouvez les imprimer ou les enregistrer. Pour obtenir une copie de votre commande, écrivez à {{email}}.

## Prix et paiement

- Tous les prix sont indiqués en euros, toutes taxes comprises (TVA incluse).
- Les frais de livraison éventuels sont indiqués avant la validation de la commande. La livraison est offerte à partir de {{threshold}}.
- Vous pouvez payer par {{paymentMethods}}. Votre paiement est autorisé lors de la commande et débité à son acceptation.
- Les codes de réduction s''appliquent lors du paiement, aux conditions indiquées avec chaque code.

## Livraison

Les commandes sont préparées sous 1 jour ouvré et expédiées en livraison standard. La livraison prend généralement de 3 à 10 jours ouvrés ; voir notre [page livraison](/pages/shipping).

## Droit de rétractation

En tant que consommateur, vous disposez d''un droit de rétractation légal de 14 jours ; les modalités et le formulaire type figurent sur notre page [droit de rétractation](/pages/withdrawal). En outre, notre [promesse de retour](/pages/returns-and-exchanges) volontaire vous permet de retourner vos chaussures dans les 30 jours suivant la livraison. Votre droit de rétractation légal n''en est pas affecté.

## Garanties légales

Le consommateur dispose d''un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité en cas d''apparition d''un défaut de conformité (articles L217-3 et suivants du Code de la consommation). Durant ce délai, il n''est tenu d''établir que l''existence du défaut de conformité et non la date d''apparition de celui-ci. Il peut obtenir la réparation ou le remplacement du bien, ou, à défaut, une réduction du prix ou la résolution du contrat. Indépendamment de cette garantie, le consommateur peut invoquer la garantie contre les vices cachés de la chose vendue (articles 1641 à 1649 du Code civil), dans un délai de deux ans à compter de la découverte du vice. Les frais de retour d''un article défectueux sont à notre charge. Écrivez-nous à {{email}}.

## Informations sur les produits

Nous décrivons nos produits aussi précisément que possible, mais les couleurs peuvent paraître légèrement différentes sur votre écran. Nos articles donnent des informations générales sur le soin des pieds et ne constituent pas un avis médical.

## Questions, réclamations et médiation

Si un problème survient avec votre commande, écrivez-nous à {{email}} ; nous nous efforçons de résoudre chaque problème rapidement et équitablement.

Conformément aux articles L612-1 et suivants du Code de la consommation, si votre réclamation écrite auprès de nous n''a pas abouti, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons : {{company.consumerMediator}}.',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'terms' AND `language` = 'fr' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Adatvédelmi tájékoztató',
  `summary` = 'Ki felel az adataiért, milyen célból és jogalapon kezeljük őket, kik kapják meg, meddig őrizzük őket, és milyen jogai vannak.',
  `body` = 'Ebben a tájékoztatóban az általános adatvédelmi rendelet (GDPR) 13. cikke és az információs önrendelkezési jogról és az információszabadságról szóló 2011. évi CXII. törvény (Infotv.) alapján bemutatjuk, hogyan kezeljük személyes adatait, amikor felkeresi webáruházunkat, vásárol nálunk vagy feliratkozik hírlevelünkre.

## Adatkezelő

Személyes adatai kezelője:

- {{company.name}}
- {{company.address}}
- Telefon: {{company.phone}}
- E-mail: {{email}}

## Az adatkezelés céljai és jogalapjai

- **Az Ön rendelése:** név, szállítási és számlázási cím, e-mail-cím, telefonszám (ha megadja), a megrendelt termékek és a fizetés állapota, hogy megköthessük és teljesíthessük Önnel a szerződést, kiszállíthassuk a rendelést, intézhessük a visszaküldéseket és megválaszolhassuk kérdéseit. Jogalap: szerződés teljesítése (GDPR 6. cikk (1) bekezdés b) pont). Ezen adatok nélkül nem tudjuk elfogadni a rendelését.
- **Számlák és könyvelés:** azok a rendelési és számlaadatok, amelyeket az adó- és számviteli jogszabályok szerint meg kell őriznünk. Jogalap: jogi kötelezettség teljesítése (GDPR 6. cikk (1) bekezdés c) pont).
- **Biztonság és visszaélések megelőzése:** a böngészője által minden látogatáskor küldött technikai adatok (például IP-cím és a hozzáférés időpontja), valamint a fizetések ellenőrzése, hogy a webáruházat biztonságosan üzemeltessük és megelőzzük a csalásokat. Jogalap: jogos érdekünk a biztonságos webáruházhoz és a csalások elleni védelemhez (GDPR 6. cikk (1) bekezdés f) pont).
- **Hírlevél:** e-mail-címe és hozzájárulásának igazolása (a feliratkozás megerősítésének időpontja), ha feliratkozik. Jogalap: az Ön hozzájárulása (GDPR 6. cikk (1) bekezdés a) pont), amelyet bármikor visszavonhat a hírlevelekben található hivatkozással; ez nem érinti a korábbi adatkezelés jogszerűségét.
- **Értékelések:** a kézbesítés után egyszer e-mailben megkérhetjük, hogy értékelje a vásárlását; az Ön által írt értékelést az Ön által megadott névvel tesszük közzé. Jogalap: jogos érdekünk vásárlóink véleményének megismerésére (GDPR 6. cikk (1) bekezdés f) pont); ez ellen bármikor tiltakozhat.

## Címzettek

Minden címzett csak a feladatához szükséges adatokat kapja meg:

- **Fizetés:** a fizetést a(z) {{providers.payment}} dolgozza fel. Kártyaadatai közvetlenül hozzá kerülnek; kártyája teljes számát sosem látjuk és nem tároljuk.
- **Szállítás:** a futárszolgálatok ({{providers.carriers}}) megkapják a nevét és a szállítási címét, a kézbesítés előzetes értesítéséhez pedig e-mail-címét vagy telefonszámát.
- **E-mail:** e-mailjeinket (rendelés-visszaigazolás, szállítási értesítések, hírlevél) a(z) {{providers.mail}} kézbesíti.
- **Tárhely:** a webáruház és adatbázisa szervereit a(z) {{providers.hosting}} üzemelteti és védi a támadások ellen.

Adatfeldolgozóink az utasításaink szerint kezelik az adatokat (GDPR 28. cikk). Adatait nem adjuk el, és reklámcélra senkinek nem adjuk át.

## Adattovábbítás az EU-n kívülre

Egyes címzettek az EU-n és az EGT-n kívül, különösen az Egyesült Államokban ({{providers.hosting}}) is kezelnek adatokat. Az Egyesült Államokba történő továbbítás alapja az Európai Bizottságnak az EU–USA adatvédelmi keretrendszerről szóló megfelelőségi határozata (GDPR 45. cikk), ha a címzett e keretrendszer szerint tanúsított, egyébként az Európai Bizottság általános szerződési feltételei (GDPR 46. cikk (2) bekezdés c) pont). E garanciák másolatát a(z) {{email}} címen kérheti.

## Az adatok megőrzésének ideje

- **Rendelési és vásárlói adatok:** a szerződés, a visszaküldések és a szavatossági igények idejére, majd az igények elévüléséig.
- **Számlák és számviteli bizonylatok:** 8 évig (a számvitelről szóló 2000. évi C. törvény 169. §), az egyablakos ügyintézési rendszerben (OSS) bejelentett értékesítések nyilvántartása 10 évig (a 2006/112/EK irányelv 369k. cikke).
- **Hírlevél:** a leiratkozásig; a hozzájárulás igazolását addig, ameddig annak bizonyítására szükségünk lehet.
- **Technikai hozzáférési adatok:** csak addig, ameddig egy támadás elhárításához vagy egy visszaélés felderítéséhez szükséges.

## Sütik

Csak a webáruház működéséhez feltétlenül szükséges sütiket használjuk, amelyekhez nem kell hozzájárulás:

- **kosár süti**, amely 30 napig megjegyzi a kosarában lévő termékeket,
- **ország süti**, amely megjegyzi az országát, hogy a megfelelő árakat, pénznemet és szállítási információkat lássa,
- **rendelés-visszaigazolási süti**, amelynek segítségével fizetés után csak az Ön böngészője mutatja meg a rendelés visszaigazolását,
- **munkamenet süti**, amely biztosítja, hogy az oldalak a legutóbbi módosításait mutassák, például az éppen kosárba tett terméket,
- **hírlevél süti**, amely öt percig mutatja a feliratkozás eredményét.

Fizetéskor a(z) {{providers.payment}} fizetési mezői saját sütiket helyezhetnek el a csalások felismerésére. Követő, reklám- vagy elemző sütiket nem használunk.

## Az Ön jogai

Önt megilleti a hozzáférés (GDPR 15. cikk), a helyesbítés (16. cikk), a törlés (17. cikk), az adatkezelés korlátozása (18. cikk) és az adathordozhatóság (20. cikk) joga, valamint hozzájárulását bármikor visszavonhatja (7. cikk (3) bekezdés). A jogos érdekünkön alapuló adatkezelés ellen bármikor tiltakozhat (GDPR 21. cikk). Írjon nekünk a(z) {{email}} címre, lehetőleg arról az e-mail-címről, amelyet nálunk használt. Kizárólag automatizált döntéshozatalt (GDPR 22. cikk) nem alkalmazunk.

## Panasztételi jog

Panaszt tehet a Nemzeti Adatvédelmi és Információszabadság Hatóságnál (NAIH), 1055 Budapest, Falk Miksa utca 9–11., [naih.hu](https://naih.hu), és jogai megsértése esetén bírósághoz is fordulhat.',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'privacy' AND `language` = 'hu' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Általános szerződési feltételek',
  `summary` = 'A Comfort Steps minden rendelésének feltételei: eladó, a szerződés létrejötte, nyelve, árak, szállítás, elállás és szavatosság.',
  `body` = 'Ezek az általános szerződési feltételek minden olyan rendelésre vonatkoznak, amelyet fogyasztóként ad le webáruházunkban. Ezen az oldalon bármikor kinyomtathatja vagy elmentheti őket.

## Eladó

Szerződő partnere:

- {{company.name}}
- {{company.address}}
- Telefon: {{company.phone}}
- E-mail: {{email}}
- Cégjegyzékszám: {{company.register}}
- Közösségi adószám: {{company.vatId}}

## A szerződés létrejötte

A webáruházban bemutatott termékek nem kötelező erejű ajánlatok, hanem ajánlattételre való felhívások. A termékeket a kosárba teszi, majd a pénztárban megadja adatait; a rendelés elküldése előtt minden adatot ellenőrizhet és javíthat. A „Megrendelés fizetési kötelezettséggel” gombra kattintva kötelező erejű ajánlatot tesz a kosárban lévő termékek megvásárlására. Amint fizetése engedélyezésre került, e-mailben elküldjük a rendelés visszaigazolását; ezzel elfogadjuk ajánlatát, és a szerződés létrejön. Ha a rendelést nem tudjuk elfogadni (például mert egy méret elfogyott), erről azonnal értesítjük, és semmit nem terhelünk meg.

## A szerződés nyelve és iktatása

A szerződés magyar nyelven jön létre. A szerződést iktatjuk: rendelése adatait megőrizzük, és a rendelés visszaigazolásában megküldjük Önnek. Ezek a feltételek ezen az oldalon mindig elérhetők, itt kinyomtathatja vagy elmentheti őket. Rendelése másolatát a(z) {{email}} címen kérheti.

## Árak és fizetés

- Minden ár forintban értendő, és tartalmazza az általános forgalmi adót.
- Az esetleges szállítási költséget a rendelés elküldése előtt mutatjuk. {{threshold}} feletti rendelés esetén a szállítás ingyenes.
- Fizetési módok: {{paymentMethods}}. Fizetését a rendeléskor engedélyezzük, és a rendelés elfogadásakor terheljük meg.
- A kedvezménykódokat a pénztárban, az adott kódnál feltüntetett feltételekkel lehet beváltani.

## Szállítás

A rendeléseket 1 munkanapon belül feldolgozzuk, és normál szállítással küldjük el. A kézbesítés általában 3–10 munkanap; részletek a [szállítási oldalon](/pages/shipping).

## Elállási jog

Fogyasztóként 14 napos törvényes elállási jog illeti meg; a részleteket és a nyilatkozatmintát az [elállási tájékoztatóban](/pages/withdrawal) találja. Ezen felül önkéntes [visszaküldési vállalásunk](/pages/returns-and-exchanges) alapján a cipőt a kézbesítéstől számított 30 napon belül visszaküldheti. Törvényes elállási jogát ez nem érinti.

## Szavatosság

Hibás teljesítés esetén kellékszavatossági igényt érvényesíthet (Ptk. 6:159. §): a teljesítéstől számított két éven belül kérheti a termék kijavítását vagy kicserélését, ha ez nem lehetséges, árleszállítást vagy elállhat a szerződéstől. A teljesítéstől számított egy éven belül felismert hibáról vélelmezni kell, hogy már a teljesítéskor is megvolt. Termékszavatossági igényt (Ptk. 6:168. §) a gyártóval szemben is érvényesíthet. A hibás termék visszaküldésének költségét mi viseljük. Írjon nekünk a(z) {{email}} címre.

## Termékinformációk

Termékeinket a lehető legpontosabban írjuk le, a színek azonban a képernyőjén kissé eltérhetnek. Cikkeink általános lábápolási információkat tartalmaznak, nem orvosi tanácsot.

## Kérdések, panaszok és vitarendezés

Ha valami nem stimmel a rendelésével, írjon nekünk a(z) {{email}} címre; minden panaszt gyorsan és tisztességesen igyekszünk rendezni. Ha panaszát nem sikerül rendeznünk, a lakóhelye vagy tartózkodási helye szerint illetékes békéltető testülethez fordulhat, vagy panasszal élhet a fogyasztóvédelmi hatóságnál.',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'terms' AND `language` = 'hu' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'プライバシーポリシー',
  `summary` = '当店が取得する個人情報、その利用目的、第三者への提供と外国にある第三者への提供、保有個人データの開示等の請求の手続とお問い合わせ窓口についてご説明します。',
  `body` = '当店は、個人情報の保護に関する法律（個人情報保護法）その他の関係法令を遵守し、お客様の個人情報を以下のとおり取り扱います。

## 個人情報取扱事業者

- {{company.name}}
- 所在地：{{company.address}}
- 代表者：{{company.representative}}
- 電話番号：{{company.phone}}
- メールアドレス：{{email}}

## 取得する個人情報と利用目的

- **ご注文に関する情報：** お名前、お届け先・ご請求先の住所、メールアドレス、電話番号（ご入力いただいた場合）、ご注文の商品、お支払いの状況。ご注文の受付、商品のお届け、返品・交換への対応、お問い合わせへの回答のために利用します。これらの情報をいただけない場合、ご注文をお受けすることができません。
- **請求書・会計に関する情報：** 法令により保存が義務づけられている注文・請求に関する記録。税務・会計上の義務を果たすために利用します。
- **安全管理と不正防止：** ご利用の際にブラウザから送信される技術情報（IPアドレス、アクセス日時など）と、お支払いの確認の記録。ショップを安全に運営し、不正利用を防ぐために利用します。
- **ニュースレター：** ご登録いただいた場合のメールアドレスと、ご登録を確認された日時。ニュースレターの配信のために利用します。各ニュースレターに記載のリンクから、いつでも配信を停止できます。
- **レビュー：** 商品のお届け後、一度だけメールでレビューをお願いすることがあります。お書きいただいたレビューは、ご指定のお名前とともに掲載します。

## 第三者への提供と業務の委託

法令に基づく場合を除き、ご本人の同意なく個人情報を第三者に提供することはありません。次の事業者には、それぞれの業務に必要な範囲で個人情報の取扱いを委託しています。

- **決済：** {{providers.payment}}。カード情報は決済代行会社に直接送信され、当店がカード番号のすべてを閲覧・保管することはありません。
- **配送：** {{providers.carriers}}。お名前とお届け先の住所、お届けのご案内のためにメールアドレスまたは電話番号をお渡しします。
- **メール配信：** {{providers.mail}}。ご注文確認、発送のお知らせ、ニュースレターをお届けします。
- **SMS配信：** {{providers.sms}}。メールアドレスなしで携帯電話番号のみでご注文いただいた場合に、ご注文確認をSMSでお送りします。
- **ホスティング：** {{providers.hosting}}。ショップとそのデータベースを運用し、攻撃から保護します。

当店は、お客様の個人情報を販売することはありません。

## 外国にある第三者への提供

当店は日本国外に所在し、お客様の個人情報は、当店の所在する欧州連合（EU）及び米国（{{providers.hosting}}、並びに決済・メール配信の委託先が米国で業務を行う場合）で取り扱われます。EUは、個人情報保護委員会が日本と同等の水準にあると認めた個人情報保護制度（一般データ保護規則）を有する国・地域です。米国には包括的な連邦の個人情報保護法はありませんが、当店は委託先との契約により、個人情報保護法の定める措置に相当する措置を講じさせています。

## 保存期間と安全管理措置

ご注文に関する情報は、ご注文の履行、返品・交換への対応に必要な期間、帳簿及び請求書等は法令の定める期間（7年間）保存します。ニュースレターの情報は配信停止まで保存します。個人情報は暗号化された通信と限られた担当者によるアクセス管理により保護し、不要となった時点で削除します。

## クッキー

当店では、ショップの動作に必要なクッキーのみを使用しています。

- ショッピングカート内の商品を30日間記憶する**カートクッキー**
- 正しい価格、通貨、配送情報を表示するために、お客様の国を記憶する**国クッキー**
- 購入手続きの後、お客様のブラウザにだけ注文確認を表示するための**注文確認クッキー**
- カートに入れたばかりの商品など、最新の変更をページに反映するための**セッションクッキー**
- ニュースレターの登録結果を5分間表示するための**ニュースレタークッキー**

購入手続きの際、{{providers.payment}}の決済画面が不正検知のために独自のクッキーを使用することがあります。追跡、広告、アクセス解析のためのクッキーは使用していません。

## 開示等の請求

お客様は、当店が保有するお客様の個人データについて、利用目的の通知、開示、訂正・追加・削除、利用停止・消去、第三者への提供の停止を請求することができます。当店のご利用時に使用したメールアドレスから、{{email}}までご連絡ください。ご本人であることを確認のうえ、遅滞なく対応いたします。手数料はいただきません。

## お問い合わせ・苦情の窓口

個人情報の取扱いに関するお問い合わせや苦情は、{{email}}までお寄せください。当店の対応にご納得いただけない場合は、[個人情報保護委員会](https://www.ppc.go.jp)の相談窓口にご相談いただくこともできます。',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'privacy' AND `language` = 'ja' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = '利用規約',
  `summary` = 'Comfort Steps でのご購入に関する規約です。販売業者、契約の成立、契約の言語と保存、価格とお支払い、お届け、返品、契約不適合についてご説明します。',
  `body` = 'この規約は、お客様が当店でご注文いただく際の条件を定めるものです。このページはいつでも印刷・保存していただけます。

## 販売業者

- {{company.name}}
- 所在地：{{company.address}}
- 電話番号：{{company.phone}}
- メールアドレス：{{email}}

そのほかの表示事項は、[特定商取引法に基づく表記](/pages/commerce-disclosure)をご覧ください。

## 契約の成立

商品をカートに入れ、購入手続きの画面でお客様の情報をご入力ください。ご注文の確定前に、すべての内容を確認・修正していただけます。「支払いを確定する」ボタンを押すと、カート内の商品の購入のお申し込みとなります。お支払いの承認後、ご注文確認のメールをお送りし、その時点で売買契約が成立します。サイズの在庫切れなどでご注文をお受けできない場合は、すぐにお知らせし、代金を請求することはありません。

## 契約の言語と契約内容の保存

契約は日本語で締結します。当店はご注文の内容を保存し、ご注文確認のメールでお客様にお送りします。本規約はこのページでいつでもご覧いただけ、印刷・保存することができます。ご注文内容の控えが必要な場合は、{{email}}までご連絡ください。

## 価格とお支払い

- 価格は日本円で、消費税込みの価格（税込価格）で表示しています。
- 送料が発生する場合は、ご注文の確定前に表示されます。{{threshold}}以上のご注文は送料無料です。
- お支払いには{{paymentMethods}}をご利用いただけます。
- 割引コードは購入手続きの際に適用され、各コードに記載の条件が適用されます。

## お届け

ご注文は1営業日以内に処理し、通常配送で発送します。お届けまでの日数は通常6〜10営業日です。詳しくは[配送について](/pages/shipping)のページをご覧ください。

## 関税・輸入消費税

{{importCharges}}

## 返品・交換

屋外で履いておらず、お届け時の状態のままであれば、お届けから30日以内に返品・交換が可能で、全額を返金いたします。詳しくは[返品・交換](/pages/returns-and-exchanges)のページをご覧ください。

## 契約不適合

お届けした商品に不良がある場合や、ご注文と異なる商品が届いた場合は、{{email}}までご連絡ください。送料は当社負担で、良品との交換または返金にて対応いたします。これにより、民法その他の法令に基づくお客様の権利が制限されることはありません。

## 商品情報

商品はできる限り正確にご紹介していますが、画面によっては色味が実物と多少異なって見える場合があります。当店の記事は足のお手入れに関する一般的な情報であり、医学的な助言ではありません。

## ご質問・ご相談

ご注文に問題が生じた場合は、{{email}}までご連絡ください。あらゆる問題に、迅速かつ公正に対応するよう努めています。',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'terms' AND `language` = 'ja' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = '特定商取引法に基づく表記',
  `summary` = '特定商取引法に基づく表記です。販売業者、所在地、連絡先、販売価格、送料、お支払い、お届け時期、返品・交換について記載しています。',
  `body` = '特定商取引に関する法律第11条に基づき、以下のとおり表示いたします。

## 販売業者について

- **販売業者**：{{company.name}}
- **代表者**：{{company.representative}}
- **運営統括責任者**：{{company.operationsManager}}
- **所在地**：{{company.address}}
- **電話番号**：{{company.phone}}
- **メールアドレス**：{{email}}
- **お問い合わせ受付時間**：{{company.contactHours}}

※お問い合わせは、できるだけメールにてお願いいたします。内容を確認のうえ、通常1営業日以内にご返信いたします。

## 販売価格

各商品ページに、消費税込みの価格（税込価格）で表示しています。

## 商品代金以外の必要料金

- **送料**：{{shipping}}（税込）。商品代金の合計が{{threshold}}以上のご注文は送料無料です。
- **お支払い手数料**：いただいておりません。

## 支払方法

{{paymentMethods}}をご利用いただけます。お支払いは、決済代行会社の安全な決済画面で行われます。

## 支払時期

- **クレジットカード、Apple Pay、Google Pay**：ご注文確定時に決済されます。
- **コンビニ決済**：ご注文後にご案内するお支払い期限までに、コンビニエンスストアの店頭でお支払いください。

## 商品の引渡時期

ご注文確定（コンビニ決済の場合はご入金の確認）の翌営業日に発送いたします。発送後、通常6〜10営業日でお届けします。営業日は月曜日から金曜日（祝日を除く）です。

## 返品・交換について

- **お客様のご都合による返品・交換**：商品到着後30日以内にご連絡いただければ、返品・交換を承ります。屋外で着用されていない、お届け時の状態の商品（タグ、インソール、付属品を含む）に限ります。返品の送料は当社が負担いたします。
- **お手続き**：ご注文番号と返品・交換をご希望の商品を添えて、{{email}}までご連絡ください。返品の手順と送り先をご案内いたします。
- **返金**：返品された商品の到着と確認ののち、お支払いに使われた方法で全額を返金いたします。
- **不良品・誤配送**：商品に不良があった場合や、ご注文と異なる商品が届いた場合は、商品到着後できるだけ早く{{email}}までご連絡ください。送料は当社負担で、良品との交換または返金にて対応いたします。

詳しくは[返品・交換について](/pages/returns-and-exchanges)のページをご覧ください。',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'commerce-disclosure' AND `language` = 'ja' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Politica de confidențialitate',
  `summary` = 'Cine răspunde de datele dumneavoastră, în ce scop și în temeiul căror baze legale le prelucrăm, cine le primește, cât timp le păstrăm și ce drepturi aveți.',
  `body` = 'Prin această politică vă informăm, conform articolului 13 din Regulamentul general privind protecția datelor (GDPR) și Legii nr. 190/2018, cum prelucrăm datele dumneavoastră cu caracter personal atunci când vizitați magazinul nostru, plasați o comandă sau vă abonați la newsletter.

## Operatorul

Operatorul datelor dumneavoastră cu caracter personal este:

- {{company.name}}
- {{company.address}}
- Telefon: {{company.phone}}
- E-mail: {{email}}

## Scopurile și temeiurile prelucrării

- **Comanda dumneavoastră:** numele, adresa de livrare și de facturare, adresa de e-mail, numărul de telefon (dacă îl indicați), produsele comandate și stadiul plății, pentru a încheia și executa contractul cu dumneavoastră, a livra comanda, a gestiona returnările și a vă răspunde la întrebări. Temei: executarea contractului (art. 6 alin. (1) lit. b) GDPR). Fără aceste date nu vă putem accepta comanda.
- **Facturi și contabilitate:** datele comenzilor și ale facturilor pe care legislația fiscală și contabilă ne obligă să le păstrăm. Temei: îndeplinirea unei obligații legale (art. 6 alin. (1) lit. c) GDPR).
- **Securitate și prevenirea fraudei:** datele tehnice pe care browserul dumneavoastră le transmite la fiecare vizită (cum ar fi adresa IP și momentul accesării) și verificările unei plăți, pentru a asigura securitatea magazinului și a preveni frauda. Temei: interesul nostru legitim de a avea un magazin sigur și de a preveni frauda (art. 6 alin. (1) lit. f) GDPR).
- **Newsletter:** adresa dumneavoastră de e-mail și dovada consimțământului (momentul confirmării abonării), dacă vă abonați. Temei: consimțământul dumneavoastră (art. 6 alin. (1) lit. a) GDPR), pe care îl puteți retrage oricând prin linkul din fiecare newsletter, fără a afecta legalitatea prelucrării anterioare.
- **Recenzii:** după livrare vă putem ruga o singură dată, prin e-mail, să evaluați achiziția; recenzia pe care o scrieți este publicată cu numele pe care îl indicați. Temei: interesul nostru legitim de a cunoaște părerea clienților (art. 6 alin. (1) lit. f) GDPR); vă puteți opune oricând.

## Destinatarii

Fiecare destinatar primește numai datele de care are nevoie pentru sarcina sa:

- **Plăți:** {{providers.payment}} procesează plata dumneavoastră. Datele cardului ajung direct la acesta; nu vedem și nu stocăm niciodată numărul complet al cardului dumneavoastră.
- **Livrare:** firmele de curierat ({{providers.carriers}}) primesc numele și adresa dumneavoastră de livrare, iar pentru anunțarea livrării, adresa de e-mail sau numărul de telefon.
- **E-mail:** {{providers.mail}} vă livrează e-mailurile noastre (confirmarea comenzii, informații despre expediere, newsletter).
- **Găzduire:** {{providers.hosting}} găzduiește magazinul și baza sa de date și le protejează împotriva atacurilor.

Persoanele împuternicite de noi prelucrează datele conform instrucțiunilor noastre (art. 28 GDPR). Nu vindem datele dumneavoastră și nu le transmitem nimănui în scopuri publicitare.

## Transferuri în afara UE

Unii destinatari prelucrează date și în afara UE și a SEE, în special în Statele Unite ({{providers.hosting}}). Transferurile către Statele Unite se întemeiază pe decizia de adecvare a Comisiei Europene privind Cadrul UE-SUA pentru protecția datelor (art. 45 GDPR), dacă destinatarul este certificat în cadrul acestuia, iar în celelalte cazuri pe clauzele contractuale standard ale Comisiei Europene (art. 46 alin. (2) lit. c) GDPR). Ne puteți cere o copie a acestor garanții la {{email}}.

## Durata păstrării

- **Datele comenzilor și ale clienților:** pe durata contractului, a returnărilor și a garanției, apoi până la împlinirea termenelor de prescripție.
- **Facturi și documente contabile:** zece ani de la sfârșitul anului în care a avut loc vânzarea (art. 369k din Directiva 2006/112/CE, regimul ghișeului unic), termen care acoperă și obligațiile de arhivare prevăzute de legislația română.
- **Newsletter:** până la dezabonare; dovada consimțământului, atât timp cât am putea avea nevoie să o prezentăm.
- **Date tehnice de acces:** numai cât este necesar pentru respingerea unui atac sau clarificarea unui abuz.

## Cookie-uri

Folosim numai cookie-urile strict necesare funcționării magazinului, pentru care nu este nevoie de consimțământ:

- un **cookie pentru coș**, care reține timp de 30 de zile produsele din coșul dumneavoastră,
- un **cookie pentru țară**, care reține țara dumneavoastră, pentru a vă afișa prețurile, moneda și informațiile de livrare corecte,
- un **cookie de confirmare a comenzii**, prin care numai browserul dumneavoastră vă afișează confirmarea comenzii după plată,
- un **cookie de sesiune**, care asigură că paginile afișează ultimele dumneavoastră modificări, de exemplu un produs tocmai adăugat în coș,
- un **cookie pentru newsletter**, care vă afișează timp de cinci minute rezultatul abonării.

La plată, câmpurile de plată ale {{providers.payment}} pot plasa cookie-uri proprii pentru detectarea fraudei. Nu folosim cookie-uri de urmărire, de publicitate sau de analiză.

## Drepturile dumneavoastră

Aveți dreptul de acces (art. 15 GDPR), de rectificare (art. 16), de ștergere (art. 17), de restricționare a prelucrării (art. 18) și la portabilitatea datelor (art. 20), precum și dreptul de a vă retrage oricând consimțământul (art. 7 alin. (3)). Vă puteți opune oricând prelucrării întemeiate pe interesul nostru legitim (art. 21 GDPR). Vă rugăm să ne scrieți la {{email}}, de preferință de pe adresa de e-mail pe care ați folosit-o la noi. Nu luăm decizii bazate exclusiv pe prelucrarea automată (art. 22 GDPR).

## Dreptul de a depune o plângere

Aveți dreptul de a depune o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP), B-dul G-ral. Gheorghe Magheru nr. 28–30, sector 1, București, [dataprotection.ro](https://www.dataprotection.ro).',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'privacy' AND `language` = 'ro' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Termeni și condiții',
  `summary` = 'Condițiile fiecărei comenzi la Comfort Steps: vânzătorul, încheierea contractului, limba, prețurile, livrarea, retragerea și garanția legală.',
  `body` = 'Acești termeni și condiții se aplică tuturor comenzilor pe care le plasați în magazinul nostru în calitate de consumator. Îi puteți tipări sau salva oricând de pe această pagină.

## Vânzătorul

Contractul dumneavoastră se încheie cu:

- {{company.name}}
- {{company.address}}
- Telefon: {{company.phone}}
- E-mail: {{email}}
- Număr de înregistrare în registrul comerțului: {{company.register}}
- Cod de înregistrare în scopuri de TVA: {{company.vatId}}

## Încheierea contractului

Produsele prezentate în magazin nu constituie o ofertă fermă, ci o invitație de a plasa o comandă. Adăugați produsele în coș și introduceți datele dumneavoastră la finalizarea comenzii; înainte de trimitere puteți verifica și corecta toate datele. Prin clic pe butonul „Plătiți acum” faceți o ofertă fermă de cumpărare a produselor din coș. De îndată ce plata dumneavoastră este autorizată, vă trimitem prin e-mail confirmarea comenzii; prin aceasta vă acceptăm oferta, iar contractul se încheie. Dacă nu vă putem accepta comanda (de exemplu, pentru că o mărime s-a epuizat), vă anunțăm imediat și nu vă percepem nimic.

## Limba contractului și arhivarea acestuia

Contractul se încheie în limba română. Arhivăm contractul: detaliile comenzii dumneavoastră sunt păstrate de noi și vă sunt trimise în confirmarea comenzii. Acești termeni sunt oricând disponibili pe această pagină, unde îi puteți tipări sau salva. Pentru o copie a comenzii, vă rugăm să ne scrieți la {{email}}.

## Prețuri și plată

- Toate prețurile sunt finale, în lei, și includ TVA.
- Eventualele costuri de livrare vă sunt afișate înainte de trimiterea comenzii. Comenzile de peste {{threshold}} beneficiază de livrare gratuită.
- Puteți plăti prin {{paymentMethods}}. Plata este autorizată la plasarea comenzii și încasată la acceptarea acesteia.
- Codurile de reducere se aplică la finalizarea comenzii, în condițiile indicate pentru fiecare cod.

## Livrare

Comenzile sunt procesate în 1 zi lucrătoare și expediate prin livrare standard. Livrarea durează de obicei între 3 și 10 zile lucrătoare; detalii pe [pagina de livrare](/pages/shipping).

## Dreptul de retragere

În calitate de consumator, aveți dreptul legal de a vă retrage din contract în termen de 14 zile; detaliile și formularul-tip se găsesc în [informarea privind dreptul de retragere](/pages/withdrawal). În plus, prin [angajamentul nostru voluntar de returnare](/pages/returns-and-exchanges), puteți returna încălțămintea în 30 de zile de la livrare. Dreptul legal de retragere nu este afectat.

## Garanția legală de conformitate

Răspundem pentru orice lipsă de conformitate a produselor, conform Ordonanței de urgență a Guvernului nr. 140/2021: dacă lipsa de conformitate apare în termen de doi ani de la livrare, aveți dreptul la aducerea produsului în conformitate prin reparare sau înlocuire, iar dacă acestea nu sunt posibile, la reducerea proporțională a prețului sau la încetarea contractului. Costurile de returnare a produsului neconform sunt suportate de noi. Vă rugăm să ne scrieți la {{email}}.

## Informații despre produse

Descriem produsele cât mai exact posibil, însă culorile pot arăta ușor diferit pe ecranul dumneavoastră. Articolele noastre oferă informații generale despre îngrijirea picioarelor, nu sfaturi medicale.

## Întrebări, reclamații și soluționarea litigiilor

Dacă apare o problemă cu comanda dumneavoastră, vă rugăm să ne scrieți la {{email}}; ne străduim să rezolvăm fiecare problemă rapid și corect. De asemenea, vă puteți adresa Autorității Naționale pentru Protecția Consumatorilor (ANPC), inclusiv pentru soluționarea alternativă a litigiilor, la [anpc.ro](https://anpc.ro).',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'terms' AND `language` = 'ro' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Zásady ochrany osobných údajov',
  `summary` = 'Kto zodpovedá za vaše údaje, na aký účel a na akom právnom základe ich spracúvame, kto ich dostáva, ako dlho ich uchovávame a aké máte práva.',
  `body` = 'V týchto zásadách vás podľa článku 13 všeobecného nariadenia o ochrane údajov (GDPR) a zákona č. 18/2018 Z. z. o ochrane osobných údajov informujeme, ako spracúvame vaše osobné údaje, keď navštívite náš obchod, nakúpite u nás alebo sa prihlásite na odber newslettera.

## Prevádzkovateľ

Prevádzkovateľom vašich osobných údajov je:

- {{company.name}}
- {{company.address}}
- Telefón: {{company.phone}}
- E-mail: {{email}}

## Účely a právne základy spracúvania

- **Vaša objednávka:** meno, doručovacia a fakturačná adresa, e-mail, telefónne číslo (ak ho uvediete), objednaný tovar a stav platby, aby sme s vami mohli uzavrieť a splniť zmluvu, doručiť tovar, vybaviť vrátenie a odpovedať na vaše otázky. Právnym základom je plnenie zmluvy (čl. 6 ods. 1 písm. b) GDPR). Bez týchto údajov vašu objednávku prijať nemôžeme.
- **Faktúry a účtovníctvo:** údaje o objednávke a faktúre, ktoré musíme uchovávať podľa daňových a účtovných predpisov. Právnym základom je splnenie zákonnej povinnosti (čl. 6 ods. 1 písm. c) GDPR).
- **Bezpečnosť a ochrana pred podvodmi:** technické údaje, ktoré váš prehliadač posiela pri každej návšteve (napríklad IP adresa a čas prístupu), a kontroly platby, aby sme obchod prevádzkovali bezpečne a zabránili podvodom. Právnym základom je náš oprávnený záujem na bezpečnom obchode a na ochrane pred podvodmi (čl. 6 ods. 1 písm. f) GDPR).
- **Newsletter:** váš e-mail a záznam o vašom súhlase (kedy ste odber potvrdili), ak sa na odber prihlásite. Právnym základom je váš súhlas (čl. 6 ods. 1 písm. a) GDPR), ktorý môžete kedykoľvek odvolať odkazom v každom newsletteri; zákonnosť predchádzajúceho spracúvania tým nie je dotknutá.
- **Hodnotenia:** po doručení vás môžeme raz e-mailom požiadať o hodnotenie nákupu; hodnotenie, ktoré napíšete, zverejníme s menom, ktoré uvediete. Právnym základom je náš oprávnený záujem na názoroch zákazníkov (čl. 6 ods. 1 písm. f) GDPR); môžete kedykoľvek namietať.

## Príjemcovia

Každý príjemca dostane len údaje, ktoré potrebuje na svoju úlohu:

- **Platby:** {{providers.payment}} spracúva vašu platbu. Údaje o karte idú priamo k nemu; celé číslo vašej karty nevidíme ani neukladáme.
- **Doprava:** prepravcovia ({{providers.carriers}}) dostávajú vaše meno a doručovaciu adresu a na ohlásenie doručenia aj váš e-mail alebo telefónne číslo.
- **E-maily:** {{providers.mail}} vám doručuje naše e-maily (potvrdenie objednávky, informácie o odoslaní, newsletter).
- **Hosting:** {{providers.hosting}} prevádzkuje servery obchodu a jeho databázy a chráni ich pred útokmi.

Naši sprostredkovatelia spracúvajú údaje podľa našich pokynov (čl. 28 GDPR). Vaše údaje nepredávame a neposkytujeme ich na reklamné účely.

## Prenos mimo EÚ

Niektorí príjemcovia spracúvajú údaje aj mimo EÚ a EHP, najmä v USA ({{providers.hosting}}). Prenos do USA sa zakladá na rozhodnutí Európskej komisie o primeranosti v rámci EU-US Data Privacy Framework (čl. 45 GDPR), ak je príjemca certifikovaný, inak na štandardných zmluvných doložkách Európskej komisie (čl. 46 ods. 2 písm. c) GDPR). Kópiu týchto záruk vám na požiadanie pošleme; napíšte na {{email}}.

## Doba uchovávania

- **Údaje o objednávkach a zákazníkoch:** počas trvania zmluvy, vrátenia tovaru a reklamácií a potom do uplynutia premlčacích lehôt.
- **Faktúry a účtovné záznamy:** 10 rokov od konca roka, v ktorom sa predaj uskutočnil (čl. 369k smernice 2006/112/ES pre osobitnú úpravu jednotného kontaktného miesta a § 76 zákona č. 222/2004 Z. z. o dani z pridanej hodnoty).
- **Newsletter:** do odhlásenia; záznam o súhlase počas doby, keď ho môžeme potrebovať na preukázanie.
- **Technické údaje o prístupe:** len počas doby potrebnej na odvrátenie útoku alebo objasnenie zneužitia.

## Súbory cookie

Používame len súbory cookie nevyhnutné na prevádzku obchodu, na ktoré nie je potrebný súhlas:

- **cookie košíka**, ktorý si 30 dní pamätá tovar vo vašom košíku,
- **cookie krajiny**, ktorý si pamätá vašu krajinu, aby ste videli správne ceny, menu a informácie o doprave,
- **cookie potvrdenia objednávky**, vďaka ktorému po zaplatení zobrazí potvrdenie objednávky len váš prehliadač,
- **cookie relácie**, ktorý zabezpečuje, aby stránky ukazovali vaše posledné zmeny, napríklad tovar práve vložený do košíka,
- **cookie newslettera**, ktorý vám päť minút ukazuje výsledok prihlásenia na odber.

Pri platbe môže platobný formulár {{providers.payment}} nastaviť vlastné súbory cookie na odhaľovanie podvodov. Sledovacie, reklamné ani analytické súbory cookie nepoužívame.

## Vaše práva

Máte právo na prístup k svojim údajom (čl. 15 GDPR), na ich opravu (čl. 16), vymazanie (čl. 17), obmedzenie spracúvania (čl. 18) a prenosnosť (čl. 20). Súhlas môžete kedykoľvek odvolať (čl. 7 ods. 3). Proti spracúvaniu založenému na našom oprávnenom záujme môžete kedykoľvek namietať (čl. 21 GDPR). Napíšte nám na {{email}}, najlepšie z e-mailu, ktorý ste u nás použili. Automatizované rozhodovanie (čl. 22 GDPR) nevykonávame.

## Právo podať sťažnosť

Máte právo podať návrh na začatie konania na Úrade na ochranu osobných údajov Slovenskej republiky, Hraničná 12, 820 07 Bratislava 27, [dataprotection.gov.sk](https://dataprotection.gov.sk).',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'privacy' AND `language` = 'sk' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Obchodné podmienky',
  `summary` = 'Podmienky každej objednávky v Comfort Steps: predávajúci, uzavretie zmluvy, jazyk zmluvy, ceny, doručenie, odstúpenie od zmluvy a zodpovednosť za vady.',
  `body` = 'Tieto obchodné podmienky platia pre všetky objednávky, ktoré v našom obchode urobíte ako spotrebiteľ. Na tejto stránke si ich môžete kedykoľvek vytlačiť alebo uložiť.

## Predávajúci

Vašou zmluvnou stranou je:

- {{company.name}}
- {{company.address}}
- Telefón: {{company.phone}}
- E-mail: {{email}}
- Zápis v obchodnom registri: {{company.register}}
- IČ DPH: {{company.vatId}}

## Uzavretie zmluvy

Tovar v obchode nie je záväznou ponukou, ale výzvou na podanie objednávky. Tovar vložíte do košíka a v pokladni vyplníte svoje údaje; pred odoslaním objednávky môžete všetky údaje skontrolovať a opraviť. Kliknutím na tlačidlo „Zaplatiť“ robíte záväznú ponuku na kúpu tovaru v košíku. Len čo je vaša platba autorizovaná, pošleme vám e-mailom potvrdenie objednávky; tým vašu ponuku prijímame a zmluva je uzavretá. Ak objednávku prijať nemôžeme (napríklad preto, že veľkosť je vypredaná), hneď vám to oznámime a nič vám neúčtujeme.

## Jazyk zmluvy a uloženie zmluvy

Zmluva sa uzatvára v slovenčine. Text zmluvy ukladáme: údaje o vašej objednávke zostávajú uložené u nás a posielame vám ich v potvrdení objednávky. Tieto obchodné podmienky sú kedykoľvek dostupné na tejto stránke, kde si ich môžete vytlačiť alebo uložiť. Kópiu objednávky vám na požiadanie pošleme; napíšte na {{email}}.

## Ceny a platba

- Všetky ceny sú konečné, v eurách a vrátane DPH.
- Náklady na dopravu sa zobrazia pred odoslaním objednávky. Pri objednávke nad {{threshold}} je doprava zadarmo.
- Zaplatiť môžete takto: {{paymentMethods}}. Platba sa autorizuje pri objednávke a strhne pri jej prijatí.
- Zľavové kódy sa uplatňujú v pokladni za podmienok uvedených pri danom kóde.

## Doručenie

Objednávky spracujeme do 1 pracovného dňa a odošleme štandardnou prepravou. Doručenie zvyčajne trvá 3 až 10 pracovných dní; podrobnosti nájdete na stránke [Doprava](/pages/shipping).

## Odstúpenie od zmluvy

Ako spotrebiteľ máte zákonné právo odstúpiť od zmluvy do 14 dní; podrobnosti a vzorový formulár nájdete v [poučení o odstúpení od zmluvy](/pages/withdrawal). Nad jeho rámec môžete topánky podľa nášho dobrovoľného [prísľubu vrátenia](/pages/returns-and-exchanges) vrátiť do 30 dní od doručenia. Vaše zákonné právo na odstúpenie tým nie je dotknuté.

## Zodpovednosť za vady

Za vady tovaru zodpovedáme podľa Občianskeho zákonníka (§ 619 a nasl.): vadu, ktorá sa prejaví do 24 mesiacov od prevzatia, môžete reklamovať a požadovať jej odstránenie opravou alebo výmenou tovaru, prípadne primeranú zľavu alebo odstúpenie od zmluvy. Reklamáciu vybavíme bez zbytočného odkladu, najneskôr do 30 dní. Náklady na zaslanie vadného tovaru znášame my. Reklamáciu uplatníte na {{email}}.

## Informácie o tovare

Tovar opisujeme čo najpresnejšie, farby sa však na vašej obrazovke môžu mierne líšiť. Naše články obsahujú všeobecné informácie o starostlivosti o nohy, nie lekárske rady.

## Otázky, sťažnosti a alternatívne riešenie sporov

Ak sa s objednávkou niečo pokazí, napíšte nám na {{email}}; každý problém sa snažíme vyriešiť rýchlo a férovo. Ak nie ste spokojní so spôsobom, akým sme vybavili vašu reklamáciu, alebo ak sa domnievate, že sme porušili vaše práva, môžete nás požiadať o nápravu a následne podať návrh na alternatívne riešenie sporu Slovenskej obchodnej inšpekcii, [soi.sk](https://www.soi.sk), alebo inému oprávnenému subjektu alternatívneho riešenia sporov.',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'terms' AND `language` = 'sk' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Polityka prywatności',
  `summary` = 'Kto odpowiada za Twoje dane, w jakim celu i na jakiej podstawie prawnej je przetwarzamy, kto je otrzymuje, jak długo je przechowujemy i jakie masz prawa.',
  `body` = 'W tej polityce, zgodnie z art. 13 ogólnego rozporządzenia o ochronie danych (RODO), informujemy, jak przetwarzamy Twoje dane osobowe, gdy odwiedzasz nasz sklep, składasz zamówienie lub zapisujesz się do newslettera.

## Administrator danych

Administratorem Twoich danych osobowych jest:

- {{company.name}}
- {{company.address}}
- Telefon: {{company.phone}}
- E-mail: {{email}}

## Cele i podstawy prawne przetwarzania

- **Twoje zamówienie:** imię i nazwisko, adres dostawy i adres do faktury, adres e-mail, numer telefonu (jeśli go podasz), zamówione produkty i stan płatności – aby zawrzeć i wykonać z Tobą umowę, dostarczyć zamówienie, obsłużyć zwroty i odpowiedzieć na Twoje pytania. Podstawa prawna: wykonanie umowy (art. 6 ust. 1 lit. b RODO). Bez tych danych nie możemy przyjąć zamówienia.
- **Faktury i księgowość:** dane zamówień i faktur, które musimy przechowywać na podstawie przepisów podatkowych i rachunkowych. Podstawa prawna: obowiązek prawny (art. 6 ust. 1 lit. c RODO).
- **Bezpieczeństwo i zapobieganie oszustwom:** dane techniczne, które Twoja przeglądarka przesyła przy każdej wizycie (np. adres IP i czas dostępu), oraz weryfikacja płatności – aby zapewnić bezpieczeństwo sklepu i zapobiegać oszustwom. Podstawa prawna: nasz prawnie uzasadniony interes w bezpiecznym sklepie i ochronie przed oszustwami (art. 6 ust. 1 lit. f RODO).
- **Newsletter:** Twój adres e-mail i dowód Twojej zgody (moment potwierdzenia zapisu), jeśli się zapiszesz. Podstawa prawna: Twoja zgoda (art. 6 ust. 1 lit. a RODO), którą możesz w każdej chwili wycofać za pomocą linku w każdym newsletterze; nie wpływa to na zgodność z prawem wcześniejszego przetwarzania.
- **Opinie:** po dostawie możemy raz poprosić Cię e-mailem o ocenę zakupu; opinię, którą napiszesz, publikujemy z podanym przez Ciebie imieniem. Podstawa prawna: nasz prawnie uzasadniony interes w poznaniu opinii klientów (art. 6 ust. 1 lit. f RODO); możesz w każdej chwili wnieść sprzeciw.

## Odbiorcy danych

Każdy odbiorca otrzymuje tylko dane potrzebne do wykonania swojego zadania:

- **Płatności:** {{providers.payment}} przetwarza Twoją płatność. Dane karty trafiają bezpośrednio do tego dostawcy; nigdy nie widzimy ani nie przechowujemy pełnego numeru Twojej karty.
- **Dostawa:** firmy kurierskie ({{providers.carriers}}) otrzymują Twoje imię i nazwisko oraz adres dostawy, a w celu awizacji przesyłki – adres e-mail lub numer telefonu.
- **E-mail:** {{providers.mail}} dostarcza nasze wiadomości (potwierdzenie zamówienia, informacje o wysyłce, newsletter).
- **Hosting:** {{providers.hosting}} utrzymuje serwery sklepu i jego bazy danych oraz chroni je przed atakami.

Nasze podmioty przetwarzające działają na nasze polecenie (art. 28 RODO). Nie sprzedajemy Twoich danych i nie przekazujemy ich nikomu w celach reklamowych.

## Przekazywanie danych poza UE

Niektórzy odbiorcy przetwarzają dane także poza UE i EOG, w szczególności w Stanach Zjednoczonych ({{providers.hosting}}). Przekazanie do Stanów Zjednoczonych opiera się na decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony w ramach EU-US Data Privacy Framework (art. 45 RODO), jeśli odbiorca uzyskał certyfikację, a w pozostałych przypadkach na standardowych klauzulach umownych Komisji Europejskiej (art. 46 ust. 2 lit. c RODO). Kopię tych zabezpieczeń otrzymasz na prośbę wysłaną na {{email}}.

## Okres przechowywania

- **Dane zamówień i klientów:** przez czas trwania umowy, zwrotów i reklamacji, a następnie do upływu terminów przedawnienia roszczeń.
- **Faktury i dokumenty księgowe:** 10 lat od końca roku, w którym dokonano sprzedaży (art. 369k dyrektywy 2006/112/WE – procedura unijna OSS); okres ten obejmuje też termin przedawnienia zobowiązania podatkowego (art. 86 Ordynacji podatkowej, art. 112 ustawy o podatku od towarów i usług).
- **Newsletter:** do wypisania się; dowód zgody – tak długo, jak możemy potrzebować go do wykazania.
- **Techniczne dane dostępu:** tylko tak długo, jak to konieczne do odparcia ataku lub wyjaśnienia nadużycia.

## Pliki cookie

Używamy wyłącznie plików cookie niezbędnych do działania sklepu, które nie wymagają zgody:

- **cookie koszyka**, które przez 30 dni pamięta produkty w Twoim koszyku,
- **cookie kraju**, które pamięta Twój kraj, abyś widział właściwe ceny, walutę i informacje o dostawie,
- **cookie potwierdzenia zamówienia**, dzięki któremu po płatności potwierdzenie zamówienia pokazuje tylko Twoja przeglądarka,
- **cookie sesji**, które sprawia, że strony pokazują Twoje ostatnie zmiany, np. produkt właśnie dodany do koszyka,
- **cookie newslettera**, które przez pięć minut pokazuje wynik zapisu.

Podczas płatności pola płatności {{providers.payment}} mogą zapisywać własne pliki cookie w celu wykrywania oszustw. Nie używamy plików cookie śledzących, reklamowych ani analitycznych.

## Twoje prawa

Masz prawo dostępu do swoich danych (art. 15 RODO), ich sprostowania (art. 16), usunięcia (art. 17), ograniczenia przetwarzania (art. 18) i przenoszenia (art. 20), a także prawo do wycofania zgody w dowolnym momencie (art. 7 ust. 3). Możesz w każdej chwili wnieść sprzeciw wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie (art. 21 RODO). Napisz do nas na {{email}}, najlepiej z adresu e-mail użytego w naszym sklepie. Nie podejmujemy decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu (art. 22 RODO).

## Prawo do wniesienia skargi

Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych (UODO), ul. Stawki 2, 00-193 Warszawa, [uodo.gov.pl](https://uodo.gov.pl).',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'privacy' AND `language` = 'pl' AND `revision` = 1;
--> statement-breakpoint
UPDATE `content_documents`
SET `title` = 'Regulamin',
  `summary` = 'Warunki każdego zamówienia w Comfort Steps: sprzedawca, zawarcie umowy, język umowy, ceny, dostawa, odstąpienie od umowy i odpowiedzialność za zgodność towaru z umową.',
  `body` = 'Niniejszy regulamin dotyczy wszystkich zamówień składanych w naszym sklepie przez konsumentów. Możesz go w każdej chwili wydrukować lub zapisać z tej strony.

## Sprzedawca

Stroną Twojej umowy jest:

- {{company.name}}
- {{company.address}}
- Telefon: {{company.phone}}
- E-mail: {{email}}
- Wpis do rejestru: {{company.register}}
- Numer identyfikacyjny VAT: {{company.vatId}}

## Zawarcie umowy

Produkty prezentowane w sklepie nie są wiążącą ofertą, lecz zaproszeniem do składania zamówień. Dodajesz produkty do koszyka i podajesz swoje dane przy kasie; przed wysłaniem zamówienia możesz sprawdzić i poprawić wszystkie dane. Klikając przycisk „Zapłać teraz”, składasz wiążącą ofertę kupna produktów z koszyka, z obowiązkiem zapłaty. Gdy tylko Twoja płatność zostanie autoryzowana, wysyłamy Ci e-mailem potwierdzenie zamówienia; w ten sposób przyjmujemy Twoją ofertę i umowa zostaje zawarta. Jeśli nie możemy przyjąć zamówienia (np. dlatego, że rozmiar został wyprzedany), natychmiast Cię o tym informujemy i niczego nie pobieramy.

## Język umowy i przechowywanie treści umowy

Umowa zostaje zawarta w języku polskim. Przechowujemy treść umowy: szczegóły Twojego zamówienia są przez nas zapisywane i przesyłane Ci w potwierdzeniu zamówienia. Regulamin jest zawsze dostępny na tej stronie, gdzie możesz go wydrukować lub zapisać. Kopię zamówienia otrzymasz na prośbę wysłaną na {{email}}.

## Ceny i płatność

- Wszystkie ceny są cenami końcowymi w złotych i zawierają podatek VAT.
- Ewentualne koszty dostawy są wyświetlane przed wysłaniem zamówienia. Zamówienia powyżej {{threshold}} dostarczamy bezpłatnie.
- Możesz zapłacić za pomocą: {{paymentMethods}}. Płatność jest autoryzowana przy składaniu zamówienia i pobierana przy jego przyjęciu.
- Kody rabatowe realizuje się przy kasie na warunkach podanych przy danym kodzie.

## Dostawa

Zamówienia realizujemy w ciągu 1 dnia roboczego i wysyłamy przesyłką standardową. Dostawa trwa zwykle od 3 do 10 dni roboczych; szczegóły na [stronie o dostawie](/pages/shipping).

## Prawo odstąpienia od umowy

Jako konsument masz ustawowe prawo odstąpienia od umowy w terminie 14 dni; szczegóły i wzór formularza znajdziesz w [pouczeniu o odstąpieniu od umowy](/pages/withdrawal). Ponadto w ramach naszej dobrowolnej [obietnicy zwrotu](/pages/returns-and-exchanges) możesz zwrócić buty w ciągu 30 dni od dostawy. Nie wpływa to na Twoje ustawowe prawo odstąpienia.

## Zgodność towaru z umową

Odpowiadamy za zgodność towaru z umową na zasadach ustawy o prawach konsumenta (art. 43a–43g): jeśli brak zgodności ujawni się w ciągu dwóch lat od dostawy, możesz żądać naprawy lub wymiany towaru, a gdy nie jest to możliwe – obniżenia ceny lub odstąpienia od umowy. Na reklamację odpowiadamy w ciągu 14 dni. Koszty odesłania wadliwego towaru ponosimy my. Napisz do nas na {{email}}.

## Informacje o produktach

Opisujemy nasze produkty możliwie dokładnie, jednak kolory mogą wyglądać na Twoim ekranie nieco inaczej. Nasze artykuły zawierają ogólne informacje o pielęgnacji stóp, a nie porady medyczne.

## Pytania, reklamacje i pozasądowe rozwiązywanie sporów

Jeśli coś pójdzie nie tak z Twoim zamówieniem, napisz do nas na {{email}}; staramy się rozwiązać każdy problem szybko i uczciwie. Możesz też skorzystać z pozasądowych sposobów rozpatrywania reklamacji, np. zwrócić się do stałego polubownego sądu konsumenckiego przy wojewódzkim inspektoracie Inspekcji Handlowej lub do powiatowego (miejskiego) rzecznika konsumentów.',
  `updated_at` = '2026-11-26'
WHERE `kind` = 'page' AND `slug` = 'terms' AND `language` = 'pl' AND `revision` = 1;
--> statement-breakpoint
INSERT INTO `content_documents` (`kind`, `slug`, `language`, `title`, `summary`, `body`, `published_at`, `updated_at`)
SELECT 'page', 'privacy', 'en-US', 'Privacy Notice',
  'Which personal information we collect, why, who receives it, that we do not sell or share it, and your rights under state privacy laws such as California''s.',
  'This notice explains which personal information we collect when you visit our shop, place an order or subscribe to our newsletter, what we use it for, and the rights that state privacy laws, such as the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA), give you.

## Who we are

- {{company.name}}
- {{company.address}}
- Phone: {{company.phone}}
- E-mail: {{email}}

## What we collect and why

- **Identifiers and contact details:** your name, postal address, e-mail address and phone number if you give it, to take, ship and support your order and to answer your questions.
- **Commercial information:** the shoes you order, prices, order dates and returns, to perform the contract, keep the tax records state sales tax law requires and handle returns.
- **Payment information:** your card details go directly to our payment processor; we never see or store your full card number.
- **Internet activity:** the technical data your browser sends with every visit (such as your IP address and the time of access), to keep the shop secure and prevent fraud.
- **Newsletter:** your e-mail address and when you confirmed your subscription, if you subscribe. You can unsubscribe at any time with the link in every newsletter.
- **Reviews:** after delivery we may ask you once by e-mail to review your purchase; a review you write is published with the name you give.

We collect this information from you and from your browser. We do not collect sensitive personal information beyond what is needed to take your payment, and we do not use it to infer anything about you.

## Who receives it

We disclose personal information only to service providers that need it for their task:

- **Payment processing:** {{providers.payment}}
- **Delivery:** {{providers.carriers}}
- **E-mail delivery:** {{providers.mail}}
- **Text messages:** {{providers.sms}}, if you order with a mobile number and no e-mail address (your number and the order confirmation)
- **Hosting and security:** {{providers.hosting}}

**We do not sell your personal information and do not share it for cross-context behavioral advertising**, and have not done so in the past 12 months. We use no advertising, tracking or analytics cookies.

## How long we keep it

Order information for as long as the order, returns and warranty claims run, and invoices and tax records for as long as state sales tax law requires (generally three to four years, longer in some states). Newsletter information until you unsubscribe. Technical access data only as long as needed to ward off an attack or investigate a misuse.

## Cookies

We use only the cookies the shop needs to work: a cart cookie that remembers your cart for 30 days, a country cookie that remembers your country, an order confirmation cookie that lets your browser show your order after checkout, a session cookie that makes sure pages show your latest changes, and a newsletter cookie that shows the result of a sign-up for five minutes. At checkout, the payment fields of {{providers.payment}} may set cookies of their own to detect fraud.

## Your rights

Depending on the state you live in (among them California, Colorado, Connecticut, Virginia, Texas and Oregon), you have the right to:

- know which personal information we hold about you and receive a copy of it,
- have it corrected or deleted,
- opt out of its sale, of sharing for cross-context behavioral advertising and of profiling (we do none of these),
- not be discriminated against for exercising these rights.

To exercise a right, write to {{email}} from the e-mail address you used with us, so we can verify your request; an authorized agent may ask on your behalf with your signed permission. We answer within 45 days. If we decline your request, you can appeal by replying to our answer, and if you are not satisfied with the outcome of the appeal, you can contact your state''s attorney general.

## Children

Our shop is not directed at children under 13, and we do not knowingly collect their personal information.

## Where your information is processed

We are based outside the United States, so your information is processed in the United States and in the European Union, where data protection law applies to it as well.',
  `published_at`, '2026-11-26'
FROM `content_documents` en
WHERE en.`kind` = 'page' AND en.`slug` = 'privacy' AND en.`language` = 'en'
  AND NOT EXISTS (SELECT 1 FROM `content_documents` v WHERE v.`kind` = 'page' AND v.`slug` = 'privacy' AND v.`language` = 'en-US');
--> statement-breakpoint
INSERT INTO `content_documents` (`kind`, `slug`, `language`, `title`, `summary`, `body`, `published_at`, `updated_at`)
SELECT 'page', 'terms', 'en-US', 'Terms and Conditions',
  'The terms of every order at Comfort Steps: who we are, how the contract is made, prices and sales tax, delivery, returns and warranties.',
  'These terms apply to every order you place in our shop. You can print or save them from this page at any time.

## Who we are

Your contract is with:

- {{company.name}}
- {{company.address}}
- Phone: {{company.phone}}
- E-mail: {{email}}

## How the contract is made

You put shoes in your cart and enter your details at checkout, where you can check and correct everything before you order. By clicking "Pay now" you offer to buy the shoes in your cart. We send you an order confirmation by e-mail as soon as your payment is authorized; with that confirmation we accept your order and the contract is made. If we cannot accept your order (for example because a size has sold out), we tell you at once and take no payment.

## Contract language and the contract text

The contract is made in English. We store the details of your order and send them to you in the order confirmation. These terms are on this page, where you can print or save them. If you need a copy of your order, write to {{email}}.

## Prices, sales tax and payment

- Prices are in US dollars and do not include sales tax. Sales tax is added at checkout at the rate of the state your order ships to (some states, such as Oregon, have none) and shown before you pay.
- Shipping costs, if any, are shown before you order. Orders above {{threshold}} ship free.
- You can pay by {{paymentMethods}}. Your payment is authorized when you order and charged when we accept your order.
- Discount codes are applied at checkout under the conditions stated with the code.

## Delivery

Orders are processed within 1 business day and sent by standard shipping. Delivery typically takes 3 to 10 business days; see our [shipping page](/pages/shipping).

## Import duties and taxes

{{importCharges}}

## Returns and exchanges

You can return or exchange your shoes within 30 days of delivery for a full refund, provided they are unworn outdoors and in their original condition. See our [returns and exchanges](/pages/returns-and-exchanges) page for how.

## Warranties

If your shoes arrive faulty or not as described, write to {{email}}: we will replace them or refund you, and pay the cost of returning them. Nothing in these terms excludes or limits the implied warranties or any other rights you have under the law of your state.

## Product information

We describe our products as accurately as we can, though colors may look slightly different on your screen. Our articles offer general foot-care information, not medical advice.

## Questions and complaints

If something goes wrong with your order, write to us at {{email}}. We aim to resolve every issue quickly and fairly.',
  `published_at`, '2026-11-26'
FROM `content_documents` en
WHERE en.`kind` = 'page' AND en.`slug` = 'terms' AND en.`language` = 'en'
  AND NOT EXISTS (SELECT 1 FROM `content_documents` v WHERE v.`kind` = 'page' AND v.`slug` = 'terms' AND v.`language` = 'en-US');
--> statement-breakpoint
INSERT INTO `content_documents` (`kind`, `slug`, `language`, `title`, `summary`, `body`, `published_at`, `updated_at`)
SELECT 'page', 'privacy', 'en-AU', 'Privacy Policy',
  'How we collect, use, disclose and hold your personal information under the Australian Privacy Principles, how to access or correct it and how to complain.',
  'This policy explains how we manage your personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs): what we collect when you visit our shop, place an order or subscribe to our newsletter, why, who receives it and how you can access it, correct it or complain.

## Who we are

- {{company.name}}
- {{company.address}}
- Phone: {{company.phone}}
- E-mail: {{email}}

## What we collect and why

- **Your order:** your name, delivery address, e-mail address, phone number if you give it, the shoes you order and the status of your payment, to take, deliver and support your order, handle returns and answer your questions. Without these details we cannot accept your order.
- **Invoices and accounts:** the order and invoice data tax law requires us to keep.
- **Security and fraud prevention:** the technical data your browser sends with every visit (such as your IP address and the time of access) and the checks made on a payment.
- **Newsletter:** your e-mail address and when you confirmed your subscription, if you subscribe. You can unsubscribe at any time with the link in every newsletter.
- **Reviews:** after delivery we may ask you once by e-mail to review your purchase; a review you write is published with the name you give.

We collect this information from you and from your browser. You can browse the shop without telling us who you are, but we need your name and address to deliver an order. We do not collect sensitive information.

## Who receives it

We disclose personal information only to those who need it for their task:

- **Payment:** {{providers.payment}} processes your payment. Your card details go directly to it; we never see or store your full card number.
- **Delivery:** the carriers ({{providers.carriers}}) receive your name and delivery address, and your e-mail address or phone number where they announce the delivery.
- **E-mail:** {{providers.mail}} delivers our e-mails to you.
- **Text messages:** {{providers.sms}} sends your order confirmation by SMS if you order with a mobile number and no e-mail address.
- **Hosting:** {{providers.hosting}} hosts the shop and its database and protects them against attacks.

We do not sell your personal information and do not use it for direct marketing without your consent.

## Disclosure overseas

We are based outside Australia, and your personal information is held and processed overseas: in the European Union, where we are established and where the General Data Protection Regulation protects it, and in the United States ({{providers.hosting}}, and our payment and e-mail providers where they operate there). We take reasonable steps, through our contracts with these recipients, to ensure they handle it in line with the APPs.

## How long we keep it and how we protect it

We keep order information for as long as the order, returns and consumer guarantee claims run, and invoices and tax records for five years, as the Australian Taxation Office requires, or longer where the law of the country in which we are established requires it. Newsletter information is kept until you unsubscribe. We protect personal information with encrypted connections and restricted access, and destroy or de-identify it when we no longer need it.

## Cookies

We use only the cookies the shop needs to work: a cart cookie that remembers your cart for 30 days, a country cookie that remembers your country, an order confirmation cookie that lets your browser show your order after checkout, a session cookie that makes sure pages show your latest changes, and a newsletter cookie that shows the result of a sign-up for five minutes. At checkout, the payment fields of {{providers.payment}} may set cookies of their own to detect fraud. We use no tracking, advertising or analytics cookies.

## Access, correction and complaints

You can ask to access the personal information we hold about you and to have it corrected (APPs 12 and 13). Write to {{email}}; we answer within 30 days and charge nothing. If you have a concern about how we handle your personal information, please write to us first at {{email}}; we will respond within 30 days. If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC), phone 1300 363 992, [oaic.gov.au](https://www.oaic.gov.au).',
  `published_at`, '2026-11-26'
FROM `content_documents` en
WHERE en.`kind` = 'page' AND en.`slug` = 'privacy' AND en.`language` = 'en'
  AND NOT EXISTS (SELECT 1 FROM `content_documents` v WHERE v.`kind` = 'page' AND v.`slug` = 'privacy' AND v.`language` = 'en-AU');
--> statement-breakpoint
INSERT INTO `content_documents` (`kind`, `slug`, `language`, `title`, `summary`, `body`, `published_at`, `updated_at`)
SELECT 'page', 'terms', 'en-AU', 'Terms and Conditions',
  'The terms of every order at Comfort Steps: who we are, how the contract is made, prices with GST, delivery, returns and your consumer guarantees.',
  'These terms apply to every order you place in our shop. You can print or save them from this page at any time.

## Who we are

Your contract is with:

- {{company.name}}
- {{company.address}}
- Phone: {{company.phone}}
- E-mail: {{email}}
- ABN: {{company.abn}}

## How the contract is made

You put shoes in your cart and enter your details at checkout, where you can check and correct everything before you order. By clicking "Pay now" you offer to buy the shoes in your cart. We send you an order confirmation by e-mail as soon as your payment is authorised; with that confirmation we accept your order and the contract is made. If we cannot accept your order (for example because a size has sold out), we tell you at once and take no payment.

## Contract language and the contract text

The contract is made in English. We store the details of your order and send them to you in the order confirmation. These terms are on this page, where you can print or save them. If you need a copy of your order, write to {{email}}.

## Prices and payment

- Prices are in Australian dollars and include GST.
- Shipping costs, if any, are shown before you order. Orders above {{threshold}} ship free.
- You can pay by {{paymentMethods}}. Your payment is authorised when you order and taken when we accept your order.
- Discount codes are applied at checkout under the conditions stated with the code.

## Delivery

Orders are processed within 1 business day and sent by standard shipping. Delivery typically takes 3 to 10 business days; see our [shipping page](/pages/shipping).

## Import duties and taxes

{{importCharges}}

## Returns and exchanges

You can return or exchange your shoes within 30 days of delivery for a full refund, provided they are unworn outdoors and in their original condition. See our [returns and exchanges](/pages/returns-and-exchanges) page for how. This promise is in addition to your rights under the Australian Consumer Law.

## Consumer guarantees

Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. You are entitled to a replacement or refund for a major failure and compensation for any other reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if the goods fail to be of acceptable quality and the failure does not amount to a major failure. Write to {{email}}; we pay the cost of returning faulty shoes.

## Product information

We describe our products as accurately as we can, though colours may look slightly different on your screen. Our articles offer general foot-care information, not medical advice.

## Questions and complaints

If something goes wrong with your order, write to us at {{email}}. We aim to resolve every issue quickly and fairly.',
  `published_at`, '2026-11-26'
FROM `content_documents` en
WHERE en.`kind` = 'page' AND en.`slug` = 'terms' AND en.`language` = 'en'
  AND NOT EXISTS (SELECT 1 FROM `content_documents` v WHERE v.`kind` = 'page' AND v.`slug` = 'terms' AND v.`language` = 'en-AU');
