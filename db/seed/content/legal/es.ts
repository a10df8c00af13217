import type { DocumentText } from '../types';

/**
 * Legal pages in Spanish: the right of withdrawal after the model information and model withdrawal form
 * of the consolidated consumer protection law (Royal Legislative Decree 1/2007, arts. 97 and 102-108,
 * annexes A and B), filled in for goods delivered in one parcel, the shop bearing the cost of returns.
 */
export const legalEs: Record<string, DocumentText> = {
  withdrawal: {
    title: 'Derecho de desistimiento',
    summary:
      'Su derecho legal de desistimiento de 14 días naturales: cómo ejercerlo, qué ocurre después y el modelo de formulario de desistimiento.',
    body: `Además de su derecho legal de desistimiento, que se describe a continuación, puede devolver o cambiar sus zapatos en un plazo de 30 días desde la entrega, con reembolso íntegro, según nuestra política de [devoluciones y cambios](/pages/returns-and-exchanges). Este compromiso voluntario no limita en nada sus derechos legales.

## Derecho de desistimiento

Tiene usted derecho a desistir del presente contrato en un plazo de 14 días naturales sin necesidad de justificación.

El plazo de desistimiento expirará a los 14 días naturales del día que usted o un tercero por usted indicado, distinto del transportista, adquirió la posesión material de los bienes.

Para ejercer el derecho de desistimiento, deberá usted notificarnos ({{company.name}}, {{company.address}}, teléfono: {{company.phone}}, correo electrónico: {{email}}) su decisión de desistir del contrato a través de una declaración inequívoca (por ejemplo, una carta enviada por correo postal o correo electrónico). Podrá utilizar el modelo de formulario de desistimiento que figura a continuación, aunque su uso no es obligatorio.

Para cumplir el plazo de desistimiento, basta con que la comunicación relativa al ejercicio por su parte de este derecho sea enviada antes de que venza el plazo correspondiente.

## Consecuencias del desistimiento

En caso de desistimiento por su parte, le devolveremos todos los pagos recibidos de usted, incluidos los gastos de entrega (con la excepción de los gastos adicionales resultantes de la elección por su parte de una modalidad de entrega diferente a la modalidad menos costosa de entrega ordinaria que ofrezcamos) sin ninguna demora indebida y, en todo caso, a más tardar 14 días naturales a partir de la fecha en la que se nos informe de su decisión de desistir del presente contrato. Procederemos a efectuar dicho reembolso utilizando el mismo medio de pago empleado por usted para la transacción inicial, a no ser que haya usted dispuesto expresamente lo contrario; en todo caso, no incurrirá en ningún gasto como consecuencia del reembolso.

Podremos retener el reembolso hasta haber recibido los bienes, o hasta que usted haya presentado una prueba de la devolución de los mismos, según qué condición se cumpla primero.

Deberá usted devolvernos o entregarnos directamente los bienes en nuestra dirección ({{company.name}}, {{company.address}}) sin ninguna demora indebida y, en cualquier caso, a más tardar en el plazo de 14 días naturales a partir de la fecha en que nos comunique su decisión de desistimiento del contrato. Se considerará cumplido el plazo si efectúa la devolución de los bienes antes de que haya concluido el plazo de 14 días naturales.

Asumiremos el coste de la devolución de los bienes.

Solo será usted responsable de la disminución de valor de los bienes resultante de una manipulación distinta a la necesaria para establecer la naturaleza, las características y el funcionamiento de los bienes.

## Modelo de formulario de desistimiento

(Solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato)

- A la atención de {{company.name}}, {{company.address}}, correo electrónico: {{email}}:
- Por la presente le comunico/comunicamos (\\*) que desisto de mi/desistimos de nuestro (\\*) contrato de venta del siguiente bien (\\*)/prestación del siguiente servicio (\\*)
- Pedido el/recibido el (\\*)
- Nombre del consumidor o de los consumidores
- Domicilio del consumidor o de los consumidores
- Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel)
- Fecha

(\\*) Táchese lo que no proceda.`,
  },
};
