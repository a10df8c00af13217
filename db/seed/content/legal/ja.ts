import type { DocumentText } from '../types';

/**
 * Legal pages in Japanese: the mail-order disclosure required by the Act on Specified Commercial
 * Transactions (art. 11). The seller's details come from the settings ({{company.*}}), shipping and the
 * free-shipping threshold from the market ({{shipping}}, {{threshold}}); payment methods follow jp's
 * paymentMethods and delivery times its shippingDays in locales/markets.ts.
 */
export const legalJa: Record<string, DocumentText> = {
  'commerce-disclosure': {
    title: '特定商取引法に基づく表記',
    summary:
      '特定商取引法に基づく表記です。販売業者、所在地、連絡先、販売価格、送料、お支払い、お届け時期、返品・交換について記載しています。',
    body: `特定商取引に関する法律第11条に基づき、以下のとおり表示いたします。

## 販売業者について

- **販売業者**：{{company.name}}
- **運営統括責任者**：{{company.representative}}
- **所在地**：{{company.address}}
- **電話番号**：{{company.phone}}
- **メールアドレス**：{{email}}

※お問い合わせは、できるだけメールにてお願いいたします。内容を確認のうえ、通常1営業日以内にご返信いたします。

## 販売価格

各商品ページに、消費税込みの価格（税込価格）で表示しています。

## 商品代金以外の必要料金

- **送料**：{{shipping}}（税込）。商品代金の合計が{{threshold}}以上のご注文は送料無料です。
- **お支払い手数料**：いただいておりません。

## 支払方法

クレジットカード（Visa、Mastercard、JCB、American Express）、Apple Pay、Google Pay、コンビニ決済をご利用いただけます。お支払いは、決済代行会社の安全な決済画面で行われます。

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

詳しくは[返品・交換について](/pages/returns-and-exchanges)のページをご覧ください。`,
  },
};
