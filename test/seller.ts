import type { SellerDetails } from '../worker/seller/rules';

/** A GmbH in Berlin with every detail the markets' law asks of a company. */
export const COMPLETE_SELLER: SellerDetails = {
  name: 'Comfort Steps GmbH',
  legalForm: 'company',
  address: 'Lindenstraße 5, 10115 Berlin, Deutschland',
  phone: '+49 30 1234567',
  representative: 'Anna Beispiel',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B',
  vatId: 'DE136695976',
  operationsManager: '山田 太郎',
  contactHours: '平日10:00〜17:00（土日祝日を除く）',
  supervisoryAuthority: '',
  consumerMediator: 'Médiation de la consommation Exemple, https://mediation.example.fr',
  ukVatId: '',
  jpRegistration: '',
  abn: '',
};
