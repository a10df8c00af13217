import type { DocumentText } from '../types';

/**
 * Legal pages in German: the Widerrufsbelehrung after the model of Annex 1 to Art. 246a § 1 (2) sentence 2
 * EGBGB with the model withdrawal form of Annex 2 (goods in one parcel, the shop bearing the cost of
 * returns), and the Impressum under § 5 DDG.
 */
export const legalDe: Record<string, DocumentText> = {
  withdrawal: {
    title: 'Widerrufsbelehrung',
    summary:
      'Ihr gesetzliches Widerrufsrecht von 14 Tagen: wie Sie widerrufen, welche Folgen der Widerruf hat, und das Muster-Widerrufsformular.',
    body: `Zusätzlich zu Ihrem gesetzlichen Widerrufsrecht, über das wir Sie nachfolgend belehren, können Sie Ihre Schuhe nach unserem freiwilligen Rückgabeversprechen innerhalb von 30 Tagen nach der Lieferung zurückgeben oder umtauschen und erhalten den vollen Kaufpreis zurück (siehe [Rückgabe und Umtausch](/pages/returns-and-exchanges)). Ihr gesetzliches Widerrufsrecht bleibt davon unberührt.

## Widerrufsrecht

Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.

Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.

Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({{company.name}}, {{company.address}}, Telefon: {{company.phone}}, E-Mail: {{email}}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.

Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.

## Folgen des Widerrufs

Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.

Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.

Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns ({{company.name}}, {{company.address}}) zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden.

Wir tragen die Kosten der Rücksendung der Waren.

Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.

## Muster-Widerrufsformular

(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)

- An {{company.name}}, {{company.address}}, E-Mail: {{email}}:
- Hiermit widerrufe(n) ich/wir (\\*) den von mir/uns (\\*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (\\*)/die Erbringung der folgenden Dienstleistung (\\*)
- Bestellt am (\\*)/erhalten am (\\*)
- Name des/der Verbraucher(s)
- Anschrift des/der Verbraucher(s)
- Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)
- Datum

(\\*) Unzutreffendes streichen.`,
  },
  imprint: {
    title: 'Impressum',
    summary:
      'Anbieterkennzeichnung: Angaben gemäß § 5 DDG, Kontakt, Registereintrag, Umsatzsteuer-Identifikationsnummer und Hinweis zur Verbraucherstreitbeilegung.',
    body: `## Angaben gemäß § 5 DDG

{{company.name}}

{{company.address}}

- **Vertreten durch:** {{company.representative}}
- **Registereintrag:** {{company.register}}
- **Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz:** {{company.vatId}}

## Kontakt

- **Telefon:** {{company.phone}}
- **E-Mail:** {{email}}

**Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV:** {{company.representative}}, {{company.address}}

## Verbraucherstreitbeilegung

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.`,
  },
};
