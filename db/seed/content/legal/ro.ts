import type { DocumentText } from '../types';

/**
 * Legal pages in Romanian: the withdrawal instructions and withdrawal form of Annex 1 to Government
 * Emergency Ordinance No. 34/2014, filled in for goods delivered in one parcel, the shop bearing the cost
 * of returns.
 */
export const legalRo: Record<string, DocumentText> = {
  withdrawal: {
    title: 'Dreptul de retragere',
    summary:
      'Dreptul legal de retragere în 14 zile: cum îl exercitați, ce urmează după retragere și formularul de retragere pe care îl puteți folosi.',
    body: `Pe lângă dreptul legal de retragere, descris mai jos, puteți returna sau schimba pantofii în termen de 30 de zile de la livrare, cu rambursarea integrală a banilor, conform angajamentului nostru privind [retururile și schimburile](/pages/returns-and-exchanges). Acest angajament voluntar nu vă limitează în niciun fel drepturile legale.

## Dreptul de retragere

Aveți dreptul de a vă retrage din prezentul contract, fără a preciza motivele, în termen de 14 zile.

Perioada de retragere expiră după 14 zile de la ziua în care intrați în posesia fizică sau în care un terț, altul decât transportatorul și indicat de dumneavoastră, intră în posesia fizică a produselor.

Pentru a vă exercita dreptul de retragere, trebuie să ne informați ({{company.name}}, {{company.address}}, telefon: {{company.phone}}, e-mail: {{email}}) cu privire la decizia dumneavoastră de a vă retrage din prezentul contract utilizând o declarație neechivocă (de exemplu, o scrisoare trimisă prin poștă sau e-mail). Puteți utiliza modelul de formular de retragere alăturat, dar nu este obligatoriu.

Pentru a respecta termenul-limită de retragere, este suficient să trimiteți comunicarea privind exercitarea dreptului de retragere înainte de expirarea perioadei de retragere.

## Efectele retragerii

În cazul în care vă retrageți din prezentul contract, vă vom rambursa orice sumă pe care am primit-o de la dumneavoastră, inclusiv costurile livrării (cu excepția costurilor suplimentare determinate de faptul că ați ales alt mod de livrare decât cel mai ieftin tip de livrare standard oferit de noi), fără întârzieri nejustificate și, în orice caz, nu mai târziu de 14 zile de la data la care suntem informați cu privire la decizia dumneavoastră de a vă retrage din prezentul contract. Vom efectua această rambursare folosind aceeași modalitate de plată ca și cea folosită pentru tranzacția inițială, cu excepția cazului în care v-ați exprimat în mod expres acordul pentru o altă modalitate de rambursare; în orice caz, nu vi se vor percepe comisioane ca urmare a unei astfel de rambursări.

Putem amâna rambursarea până la data la care primim înapoi bunurile sau până la momentul la care ne-ați furnizat dovada că ați trimis înapoi bunurile, fiind valabilă data cea mai apropiată.

Trebuie să trimiteți înapoi bunurile sau să le înmânați nouă ({{company.name}}, {{company.address}}) fără întârzieri nejustificate și, în orice caz, nu mai târziu de 14 zile de la data la care ne comunicați decizia de retragere din prezentul contract. Termenul este respectat dacă trimiteți înapoi bunurile înainte de expirarea perioadei de 14 zile.

Vom suporta costul returnării bunurilor.

Sunteți responsabil doar pentru diminuarea valorii bunurilor rezultată din manipularea acestora, alta decât cea necesară pentru determinarea naturii, caracteristicilor și funcționării bunurilor.

## Formular de retragere

(completați și returnați prezentul formular numai dacă doriți să vă retrageți din contract)

- Către {{company.name}}, {{company.address}}, e-mail: {{email}}:
- Vă informez/Vă informăm (\\*) prin prezenta cu privire la retragerea mea/noastră (\\*) din contractul referitor la vânzarea următoarelor produse (\\*)/prestarea următoarelor servicii (\\*)
- Comandat la data (\\*)/primit la data (\\*)
- Numele consumatorului (consumatorilor)
- Adresa consumatorului (consumatorilor)
- Semnătura consumatorului (consumatorilor) (numai în cazul în care acest formular este notificat pe hârtie)
- Data

(\\*) Se elimină după caz.`,
  },
};
