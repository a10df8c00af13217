import type { DocumentText } from '../types';

/**
 * Legal pages in French: the right of withdrawal after the model information notice and model
 * withdrawal form of the Consumer Code (arts. L221-5, L221-18 ff., annexes to arts. R221-1 and R221-3),
 * filled in for goods delivered in one parcel, the shop bearing the cost of returns.
 */
export const legalFr: Record<string, DocumentText> = {
  withdrawal: {
    title: 'Droit de rétractation',
    summary: 'Votre droit légal de rétractation de 14 jours : comment l’exercer, ce qui se passe ensuite et le formulaire de rétractation.',
    body: `En plus de votre droit légal de rétractation, décrit ci-dessous, vous pouvez retourner ou échanger vos chaussures dans un délai de 30 jours après la livraison, avec un remboursement intégral, grâce à notre engagement [Retours et échanges](/pages/returns-and-exchanges). Cet engagement volontaire ne limite en rien vos droits légaux.

## Droit de rétractation

Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours.

Le délai de rétractation expire quatorze jours après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession du bien.

Pour exercer le droit de rétractation, vous devez nous notifier ({{company.name}}, {{company.address}}, téléphone : {{company.phone}}, e-mail : {{email}}) votre décision de rétractation du présent contrat au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation mais ce n’est pas obligatoire.

Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai de rétractation.

## Effets de la rétractation

En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous, y compris les frais de livraison (à l’exception des frais supplémentaires découlant du fait que vous avez choisi, le cas échéant, un mode de livraison autre que le mode moins coûteux de livraison standard proposé par nous) sans retard excessif et, en tout état de cause, au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision de rétractation du présent contrat. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d’un moyen différent ; en tout état de cause, ce remboursement n’occasionnera pas de frais pour vous.

Nous pouvons différer le remboursement jusqu’à ce que nous ayons reçu le bien ou jusqu’à ce que vous ayez fourni une preuve d’expédition du bien, la date retenue étant celle du premier de ces faits.

Vous devrez renvoyer ou rendre le bien à nous-mêmes ({{company.name}}, {{company.address}}) sans retard excessif et, en tout état de cause, au plus tard quatorze jours après que vous nous aurez communiqué votre décision de rétractation du présent contrat. Ce délai est réputé respecté si vous renvoyez le bien avant l’expiration du délai de quatorze jours.

Nous prendrons à notre charge les frais de renvoi du bien.

Votre responsabilité n’est engagée qu’à l’égard de la dépréciation du bien résultant de manipulations autres que celles nécessaires pour établir la nature, les caractéristiques et le bon fonctionnement de ce bien.

## Formulaire de rétractation

(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)

- À l’attention de {{company.name}}, {{company.address}}, e-mail : {{email}} :
- Je/nous (\\*) vous notifie/notifions (\\*) par la présente ma/notre (\\*) rétractation du contrat portant sur la vente du bien (\\*)/pour la prestation de services (\\*) ci-dessous :
- Commandé le (\\*)/reçu le (\\*) :
- Nom du (des) consommateur(s) :
- Adresse du (des) consommateur(s) :
- Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :
- Date :

(\\*) Rayez la mention inutile.`,
  },
};
