import type { LanguageContent } from './types';

export const es: LanguageContent = {
  documents: {
    'choosing-shoes-for-diabetic-feet': {
      title: 'Cómo elegir zapatos para el pie diabético',
      summary:
        'Qué buscar en un zapato si tienes diabetes: espacio, forros suaves, un cierre seguro y la costumbre de revisarte los pies cada día.',
      body: `Vivir con diabetes supone prestar un poco más de atención a los pies. La pérdida de sensibilidad o los problemas de circulación pueden hacer que cueste más notar la presión, el roce o las pequeñas heridas, por eso es importante llevar el calzado adecuado y adquirir algunos hábitos diarios. Esta guía recoge los aspectos prácticos en los que conviene fijarse. No sustituye el consejo médico: tu médico o tu podólogo conocen tus pies y deben ser siempre tu primer punto de contacto.

## Qué debe tener un zapato apto para diabéticos

- **Una puntera amplia y profunda**, para que los dedos descansen planos sin presionar contra la pala.
- **Forros lisos y sin costuras**, que reducen el riesgo de rozaduras y puntos de presión.
- **Una pala suave y flexible**, que ceda un poco allí donde el pie necesita espacio.
- **Un cierre ajustable**, como tiras de velcro o cordones, para que el ajuste se adapte a la hinchazón a lo largo del día.
- **Plantillas extraíbles**, que dejan sitio para plantillas ortopédicas a medida si tu podólogo te las recomienda.
- **Una suela amortiguada y estable** con buen agarre, para caminar con seguridad.

Encontrarás zapatos con estas características en nuestra [colección de calzado para diabéticos](/collections/diabetic).

## Cómo acertar con el ajuste

Pruébate los zapatos nuevos por la tarde, cuando los pies suelen estar más hinchados, y ponte los calcetines que piensas llevar con ellos. Entre el dedo más largo y la punta del zapato debe quedar más o menos el ancho de un pulgar. Si tienes la sensibilidad reducida, no te fíes solo de la sensación que te da el zapato: comprueba el ajuste a simple vista y, si hace falta, pide ayuda a otra persona. Nuestra [guía de tallas](/article/size-conversion-guide) explica cómo medir los pies y convertir las tallas.

## Hábitos diarios que ayudan

1. Revisa tus pies todos los días, también las plantas y entre los dedos, por si hay enrojecimiento, ampollas o cortes.
2. Antes de calzarte, pasa la mano por el interior del zapato para detectar piedrecitas, costuras o zonas ásperas.
3. Acostumbra el pie a los zapatos nuevos poco a poco, llevándolos al principio solo durante ratos cortos.
4. Evita andar descalzo, incluso en casa; unas zapatillas de casa que sujeten bien el pie son una buena alternativa.

Si notas una herida, hinchazón, un cambio de color o cualquier lesión que no termine de curarse, acude enseguida a tu médico o podólogo en lugar de esperar.`,
    },
    'how-to-measure-your-feet-at-home': {
      title: 'Cómo medirte los pies en casa',
      summary:
        'Un método sencillo, paso a paso, para medir el largo y el ancho de tus pies en casa y pedir la talla correcta con total seguridad.',
      body: `Muchos llevamos años usando la misma talla de zapato, pero los pies cambian con el tiempo. Los cambios de peso, el embarazo, la edad o problemas como los juanetes pueden modificar su longitud y su anchura. Medirlos en casa lleva unos diez minutos y te da un punto de partida fiable para comprar por internet.

## Qué necesitas

- Dos hojas de papel más grandes que tus pies
- Un lápiz o un bolígrafo, que tendrás que sostener en vertical
- Una regla o una cinta métrica
- Los calcetines que sueles llevar con el tipo de zapato que vas a comprar
- Una pared o el marco de una puerta y, si es posible, alguien que te ayude

## Paso a paso

1. Mide los pies a última hora de la tarde o por la noche, cuando suelen estar algo más grandes después de todo el día de pie.
2. Coloca el papel sobre un suelo duro, con uno de los lados cortos pegado a la pared.
3. Ponte de pie sobre el papel, con el talón tocando la pared y el peso repartido por igual.
4. Dibuja el contorno del pie con el lápiz en vertical y pegado a la piel, o pide a alguien que lo haga por ti.
5. Mide la longitud desde la pared hasta la punta del dedo más largo, que no siempre es el dedo gordo.
6. Mide la anchura en la parte más ancha del antepié, normalmente a la altura de las articulaciones de la base de los dedos.
7. Repite con el otro pie. Es habitual que un pie sea un poco más grande que el otro.

## De las medidas a la talla

Utiliza siempre las medidas de tu **pie más grande**. Añade un pequeño margen para los dedos, de alrededor de 1 cm o 3/8 de pulgada, en lugar de elegir un zapato que coincida exactamente con la longitud de tu pie. Después, compara tus medidas con nuestra [guía de tallas](/article/size-conversion-guide), que recoge las equivalencias entre las tallas estadounidenses, británicas, europeas y japonesas.

Si tu pie es ancho en proporción a su longitud, o sueles notar presión en los laterales, plantéate un modelo de horma ancha.

## Algunos consejos más

Vuelve a medirte los pies una vez al año o cuando notes que tus zapatos te sientan de otra manera. Si tienes diabetes, hinchazón o algún problema en los pies, tu podólogo puede tomarte medidas profesionales y aconsejarte sobre el ajuste. Y si aun así un par no te queda bien, puedes devolverlo en un plazo de 30 días según nuestra [política de devoluciones](/pages/returns-and-exchanges).`,
    },
    'caring-for-leather-comfort-shoes': {
      title: 'Cómo cuidar tus zapatos cómodos de piel',
      summary:
        'Hábitos sencillos de limpieza, nutrición y almacenamiento para que tus zapatos de piel sigan flexibles, sujeten bien y luzcan bonitos más tiempo.',
      body: `Unos buenos zapatos de piel se adaptan poco a poco a tus pies y pueden seguir siendo cómodos durante mucho tiempo, siempre que les dediques algunos cuidados. Unos minutos cada una o dos semanas bastan para mantener la piel flexible, protegerla del agua y de la sal, y ayudar a que el zapato conserve su forma y su sujeción.

## Hábitos diarios

- **Alterna tus pares.** La piel y los forros necesitan alrededor de un día para secarse por completo después de usarlos, así que alternar dos pares ayuda a que ambos duren más.
- **Usa un calzador.** Protege el contrafuerte, la parte rígida que mantiene el talón en su sitio.
- **Abre del todo el cierre** antes de ponerte o quitarte los zapatos, en lugar de meter el pie a la fuerza.
- **Airea las plantillas.** Si tus zapatos tienen plantillas extraíbles, sácalas de vez en cuando para que se sequen.

## Limpieza y nutrición

1. Elimina el polvo y la suciedad con un cepillo suave o un paño ligeramente húmedo.
2. Para las manchas, usa una pequeña cantidad de un limpiador específico para piel lisa y sigue las instrucciones del producto.
3. Deja secar los zapatos de forma natural a temperatura ambiente, lejos de radiadores y de la luz directa del sol, que pueden agrietar la piel.
4. Aplica una capa fina de crema nutritiva para piel de un tono similar o neutro y, después, sácales brillo suavemente con un paño limpio.
5. Termina con un impermeabilizante en aerosol apto para piel si vas a caminar bajo la lluvia o la nieve.

El ante y el nobuk necesitan otros cuidados: en lugar de cremas, usa un cepillo para ante y un aerosol específico para estos materiales. Prueba siempre cualquier producto nuevo en una zona pequeña y poco visible.

## Almacenamiento y cuándo renovarlos

Guarda los zapatos en un lugar fresco, seco y ventilado. Las hormas de cedro o el papel arrugado les ayudan a mantener la forma y absorben la humedad. Evita las bolsas de plástico, que retienen la humedad.

Incluso los zapatos mejor cuidados acaban desgastándose. Revisa con regularidad las suelas y los tacones: si el dibujo de la suela está liso, el tacón está gastado por un lado o la amortiguación parece aplastada, ha llegado el momento de comprar un par nuevo. Los zapatos gastados sujetan menos y agarran peor. Cuando llegue ese momento, puedes echar un vistazo a nuestra [colección ortopédica](/collections/orthopaedic) o a nuestras [botas](/collections/boots) para los meses más fríos.`,
    },
    'arch-support-explained': {
      title: 'El soporte del arco plantar, explicado',
      summary:
        'Qué es el soporte del arco, en qué se diferencian el arco bajo, el neutro y el alto, y cómo elegir zapatos y plantillas que te sujeten bien.',
      body: `«Soporte del arco» aparece en las etiquetas de muchos zapatos, pero ¿qué significa en realidad? En pocas palabras, es la forma de la plantilla o de la base del zapato que sigue la curva de la parte interior del pie. Un soporte bien diseñado puede ayudar a repartir la presión de forma más uniforme por toda la planta y hacer más llevaderas las jornadas largas de pie.

## Conoce tu tipo de arco

Hay pies de muchas formas, y los arcos suelen clasificarse en tres grandes grupos:

- **Arco bajo o pie plano:** al estar de pie, casi toda la planta toca el suelo. Muchas personas con el arco bajo prefieren una plantilla más firme y estructurada.
- **Arco neutro:** una curva moderada. Una plantilla ligeramente anatómica y con buena amortiguación suele ir bien a estos pies.
- **Arco alto o pie cavo:** el talón y la parte delantera de la planta soportan casi todo el peso. Una amortiguación extra y una plantilla que rellene el hueco bajo el arco pueden resultar más cómodas.

Una forma sencilla de hacerte una idea de tu tipo de arco es la prueba de la huella húmeda: mójate las plantas de los pies, ponte de pie sobre un trozo de cartón o una toalla oscura y observa la silueta. Una huella casi completa indica un arco más bajo, mientras que una franja estrecha o un hueco en el centro indican un arco más alto. Es solo una orientación, no un diagnóstico.

## Qué buscar en un zapato

1. Una plantilla anatómica que se adapte a tu arco sin presionarlo.
2. Un contrafuerte firme que mantenga el talón estable.
3. Una suela que se doble a la altura de la parte delantera de la planta, y no por la mitad.
4. Una plantilla extraíble si usas, o podrías necesitar, plantillas ortopédicas a medida.

Nuestra [colección ortopédica](/collections/orthopaedic) y nuestras [zapatillas deportivas cómodas](/collections/sneakers) están diseñadas teniendo en cuenta estas características.

## Cuándo pedir consejo profesional

Si tienes dolor persistente en el talón o en el arco, se te cansan los pies muy rápido o un pie se comporta de forma distinta al otro, acude a un podólogo o a tu médico. Podrán valorar tus pies y decirte si te vendrían bien unas plantillas ortopédicas a medida. Al principio, un soporte nuevo puede resultar extraño, así que lleva los zapatos nuevos durante ratos cortos y ve aumentando el tiempo poco a poco.`,
    },
    'wide-feet-and-bunions-finding-room': {
      title: 'Pies anchos y juanetes: espacio para moverte con libertad',
      summary:
        'Cómo encontrar zapatos cómodos si tienes los pies anchos o juanetes: qué mirar en la puntera, la pala y el cierre, y cómo comprobar el ajuste.',
      body: `Si los zapatos convencionales te aprietan en la parte delantera del pie, no te pasa solo a ti, ni mucho menos. Algunas personas simplemente tienen el pie ancho, y a otras les salen juanetes, un bulto óseo en la articulación de la base del dedo gordo que ensancha el antepié y lo vuelve más sensible. En ambos casos, el objetivo es el mismo: dar a tus pies espacio suficiente sin que bailen dentro del zapato.

## Señales de que tus zapatos son demasiado estrechos

- Marcas rojas o molestias en los laterales de los pies después de llevarlos
- Dedos que se montan unos sobre otros o que notas apretados
- La pala sobresale por encima del borde de la suela
- Presión o roce sobre el juanete o el dedo pequeño
- Alivio inmediato en cuanto te quitas los zapatos

## Características que marcan la diferencia

1. **Una puntera ancha y redondeada**, para que los dedos se extiendan de forma natural en lugar de quedar comprimidos en punta.
2. **Una pala suave, elástica o sin costuras** en la parte delantera, que alivia la presión sobre el juanete.
3. **Un cierre ajustable**, con cordones o tiras, para afinar el ajuste en el empeine.
4. **Un talón bien sujeto**, para que una parte delantera más ancha no haga que el pie se salga por detrás.
5. **Tacones bajos.** Los tacones altos desplazan el peso hacia delante, sobre los dedos y la zona del juanete.

Nuestra [colección de horma ancha](/collections/wide-fit) reúne zapatos, zapatillas deportivas y zapatillas de casa con más espacio en la parte delantera. Para los días de calor, las sandalias abiertas con tiras ajustables también pueden ser una buena opción.

## Cómo comprobar el ajuste en casa

Mide ambos pies, incluida la anchura en su parte más ancha, y compara las medidas con nuestra [guía de tallas](/article/size-conversion-guide). Cuando recibas tus zapatos nuevos, pruébatelos en casa por la tarde con tus calcetines habituales. Camina unos minutos: deberías poder mover los dedos, la parte más ancha del pie debería coincidir con la parte más ancha del zapato y nada debería presionar el juanete. No pidas una talla entera más solo para ganar anchura, porque el zapato te quedará largo y el punto de flexión quedará en el sitio equivocado.

Si un juanete te duele, está enrojecido o va a peor, o hace que te resulte difícil encontrar zapatos que te queden bien, un podólogo o tu médico pueden aconsejarte sobre el tratamiento y el calzado más adecuado.`,
    },
    'summer-sandals-that-support-you': {
      title: 'Sandalias de verano que sujetan bien el pie',
      summary:
        'Las sandalias también pueden ser cómodas y sujetar bien el pie. Descubre qué buscar en unas sandalias de verano y cómo cuidar tus pies con calor.',
      body: `El buen tiempo invita a llevar calzado abierto, pero muchas sandalias planas y endebles no ofrecen mucho más que una suela fina y una tira. Después de un día caminando, pueden dejarte los pies cansados y doloridos. La buena noticia es que una sandalia puede ser fresca y, a la vez, sujetar bien el pie si reúne las características adecuadas.

## Qué hace que una sandalia sujete bien

- **Una plantilla anatómica** con un ligero soporte del arco y un talón acunado que mantenga el pie centrado.
- **Una suela amortiguada que absorba los impactos**, con un dibujo antideslizante para las aceras de la ciudad y los caminos del jardín.
- **Tiras ajustables**, a ser posible en la parte delantera, el empeine y el talón, para afinar el ajuste y adaptarse a la hinchazón en los días de calor.
- **Una tira trasera o el talón cerrado**, que mantenga la sandalia sujeta al pie para que los dedos no tengan que hacer fuerza para sostenerla.
- **Forros suaves y lisos en las tiras**, que no rocen la piel desnuda.

Puedes ver sandalias con estas características en nuestra [colección de sandalias](/collections/sandals).

## Consejos para cuidar los pies en verano

1. Con el calor, los pies suelen hincharse, así que afloja las tiras a medida que avanza el día si notas que aprietan.
2. Aplica protector solar en el empeine, que se quema con facilidad.
3. Mantén la piel hidratada para evitar que los talones se resequen y se agrieten, pero no apliques crema entre los dedos.
4. Lávate y sécate bien los pies cada noche, también entre los dedos.
5. Acostumbra el pie a las sandalias nuevas poco a poco antes de usarlas para paseos largos o viajes.

## Una nota sobre el pie diabético

Si tienes diabetes o has perdido sensibilidad en los pies, las sandalias abiertas no siempre son la mejor opción, ya que dejan los dedos y los laterales expuestos a golpes y cortes. Consulta con tu médico o podólogo qué es lo más adecuado para ti. Los zapatos cerrados y transpirables de nuestra [colección de calzado para diabéticos](/collections/diabetic) son una alternativa, y revisarte los pies a diario es especialmente importante en verano.`,
    },
    'foot-health-basics': {
      title: 'Lo básico sobre la salud de los pies',
      summary:
        'Hábitos diarios para unos pies sanos y cómodos: higiene, cuidado de uñas y piel, zapatos a tu medida, movimiento y cuándo acudir a un profesional.',
      body: `Tus pies te llevan a lo largo de miles de pasos y, sin embargo, suelen ser la última parte del cuerpo en la que pensamos. Unas rutinas sencillas contribuyen mucho a que se mantengan cómodos y sanos.

## Cuidados diarios

- **Lávate los pies todos los días** con agua templada y un jabón suave, y sécalos bien, sobre todo entre los dedos.
- **Hidrata la piel seca** de los talones y las plantas, pero mantén secos los espacios entre los dedos.
- **Córtate las uñas de los pies en línea recta** y no demasiado cortas, y después lima los bordes para ayudar a prevenir las uñas encarnadas.
- **Cámbiate de calcetines a diario** y elige materiales transpirables que expulsen la humedad.
- **Revisa tus pies con regularidad** para detectar cambios como enrojecimiento, ampollas, grietas, durezas o uñas que cambian de color.

## Zapatos que se adaptan a tus pies

Los zapatos demasiado estrechos, demasiado holgados o gastados son una causa habitual de molestias. Busca una forma que se ajuste a la de tu pie, espacio suficiente para mover los dedos, un talón estable y una suela con algo de amortiguación y buen agarre. Mídete los pies de vez en cuando, ya que la talla y la anchura pueden cambiar con los años; nuestra [guía de tallas](/article/size-conversion-guide) te explica cómo hacerlo.

En casa, unas [zapatillas de casa](/collections/slippers) que sujeten bien el pie lo tratan mejor que andar descalzo sobre suelos duros, y es buena idea alternar entre distintos pares de zapatos a lo largo de la semana.

## Mantente en movimiento

A los pies les sienta bien el movimiento regular. Caminar, hacer círculos suaves con los tobillos, flexionar los dedos y estirar los gemelos ayuda a mantener las articulaciones flexibles y los músculos activos. Si pasas mucho tiempo sentado, levántate y muévete de vez en cuando.

## Cuándo acudir a un profesional

Pide cita con tu médico o con un podólogo si notas:

1. Dolor que dura más de unos días o va a peor
2. Una herida, ampolla o llaga que tarda en curarse
3. Entumecimiento, hormigueo o sensación de ardor
4. Hinchazón, calor o un cambio en el color de la piel
5. Uñas engrosadas, dolorosas o que cambian de color

Las personas con diabetes o problemas de circulación deberían hacerse revisar los pies por un profesional con regularidad, aunque no parezca haber ningún problema.`,
    },
    'size-conversion-guide': {
      title: 'Guía de equivalencias de tallas de calzado',
      summary:
        'Convierte tallas de calzado europeas, británicas, estadounidenses y japonesas, y elige la talla correcta según el largo y el ancho de tu pie.',
      body: `Las tallas de calzado se indican de forma distinta en cada parte del mundo. En la Europa continental se usan las tallas europeas (EU); en el Reino Unido, las británicas (UK); en Estados Unidos hay escalas distintas para mujer y para hombre (US), y en Japón la talla corresponde a la longitud del pie en centímetros (JP). En Australia son habituales tanto las tallas británicas como las estadounidenses. Esta guía te ayuda a pasar de unas a otras.

## Empieza por la longitud de tu pie

La forma más fiable de elegir la talla es medirte los pies en lugar de fiarte de la talla que sueles comprar. Sigue nuestra guía sobre [cómo medirte los pies en casa](/blog/how-to-measure-your-feet-at-home) y utiliza la longitud de tu pie más grande en centímetros. La talla japonesa de la tabla corresponde aproximadamente a la longitud del pie, lo que la convierte en una referencia muy práctica.

## Tabla de equivalencias de tallas

Todos los valores son aproximados, ya que las tallas pueden variar ligeramente según el modelo y el fabricante.

{{size-table}}

## La anchura también cuenta

La longitud es solo la mitad del ajuste. Si tienes el pie ancho a la altura de la parte delantera de la planta, un ancho estándar puede resultarte estrecho aunque el largo sea el correcto. Elige un modelo de horma ancha en lugar de pedir una talla más, ya que en un zapato más largo el talón baila.

## Consejos si dudas entre dos tallas

1. Si estás entre dos tallas, en el calzado cómodo suele funcionar mejor la más grande, sobre todo con calcetines gruesos.
2. Si usas plantillas ortopédicas a medida, elige un modelo con plantilla extraíble para que quepan sin apretarte el pie.
3. Consulta en la página del producto las indicaciones sobre cómo calza cada modelo.

¿Sigues con dudas? Escríbenos a {{email}} con tus medidas. Si un par no te queda bien, puedes cambiarlo por otra talla en un plazo de 30 días.`,
    },
    'walking-for-better-health': {
      title: 'Caminar para cuidar tu salud',
      summary:
        'Caminar es una de las formas más sencillas de mantenerte activo. Consejos para empezar, crear una rutina y elegir zapatos cómodos para cada paso.',
      body: `Caminar es una de las formas más fáciles de mantenerse activo. No necesitas ningún equipo especial aparte de unos buenos zapatos, puedes hacerlo casi en cualquier sitio y puedes adaptar el ritmo a tu forma física. Mucha gente nota que un paseo habitual le levanta el ánimo, le ayuda a dormir mejor y le ofrece un respiro muy agradable lejos de las pantallas.

## Cómo empezar

Si llevas un tiempo sin hacer actividad física, empieza poco a poco y ve aumentando de forma gradual. Un paseo corto alrededor de la manzana es un comienzo perfecto.

- Empieza con 10 a 15 minutos a un ritmo cómodo y añade unos minutos cada semana.
- Al principio, elige recorridos llanos y regulares, y añade cuestas suaves a medida que te sientas con más fuerza.
- Camina a un ritmo que te permita seguir manteniendo una conversación.
- Calienta con unos minutos de paseo más lento y termina con estiramientos suaves de gemelos y tobillos.
- Bebe agua y vístete por capas según el tiempo que haga.

Si tienes alguna enfermedad cardíaca, diabetes, problemas articulares o cualquier otro problema de salud, consulta a tu médico antes de empezar una nueva rutina de ejercicio.

## Los zapatos marcan la diferencia

Caminar con comodidad empieza por llevar los zapatos adecuados. Busca:

1. Una suela amortiguada que absorba los impactos sobre superficies duras
2. Un contrafuerte estable que mantenga el talón en su sitio
3. Una parte delantera flexible que se doble donde se dobla el pie
4. Espacio suficiente para que los dedos se extiendan en cada paso
5. Un cierre seguro para que el pie no se deslice dentro del zapato

Nuestras [zapatillas deportivas cómodas](/collections/sneakers) están pensadas para caminar a diario y, para las temporadas de lluvia o frío, nuestras [botas](/collections/boots) ofrecen agarre y calidez.

## Cómo convertirlo en un hábito

Las pequeñas rutinas ayudan a que caminar forme parte del día a día. Ve andando a hacer la compra en lugar de coger el coche, sube por las escaleras, bájate del autobús una parada antes o queda con alguien para caminar juntos. Apuntar tus paseos de forma sencilla también puede motivarte.

Escucha a tu cuerpo por el camino. Es normal notar algo de cansancio muscular al principio, pero un dolor persistente en los pies, las rodillas o las caderas es una señal para descansar y, si continúa, para acudir a tu médico o a un podólogo.`,
    },
    about: {
      title: 'Sobre Comfort Steps',
      summary:
        'Comfort Steps es una tienda en internet de calzado saludable y cómodo: modelos ortopédicos, aptos para diabéticos y de horma ancha para el día a día.',
      body: `Comfort Steps nació de una idea sencilla: todo el mundo merece unos zapatos con los que sentirse bien desde el primer paso hasta el último. A mucha gente le cuesta encontrar calzado apto para pies anchos, pieles sensibles o plantillas ortopédicas a medida que, además, le guste llevar. Nos propusimos hacer esa búsqueda más fácil.

## Qué ofrecemos

Reunimos calzado cómodo para el día a día, seleccionado cuidadosamente por su ajuste, su sujeción y su facilidad de uso:

- [Zapatos ortopédicos](/collections/orthopaedic) con plantillas que sujetan el pie y talones estables
- [Zapatos aptos para diabéticos](/collections/diabetic) con punteras amplias y forros lisos
- [Modelos de horma ancha](/collections/wide-fit) para pies anchos y juanetes
- Zapatillas deportivas, sandalias, zapatillas de casa y botas para cada estación

## Lo que nos importa

- **Lo primero, el ajuste.** Describimos cada modelo con claridad y publicamos guías para ayudarte a elegir la talla y el ancho adecuados.
- **Consejos sinceros.** Nuestros artículos comparten consejos prácticos para cuidar los pies, y siempre recomendamos acudir al médico o al podólogo cuando tus pies necesitan atención profesional.
- **Tranquilidad.** Tienes 30 días para devolver o cambiar tus zapatos con reembolso íntegro, y el pago se realiza a través de una pasarela con cifrado de 128 bits.
- **Ayuda de verdad.** Responden a tus preguntas por correo electrónico personas que conocen bien nuestros zapatos.

## A quién atendemos

Hoy enviamos a clientes de 12 países de Europa, Norteamérica, Asia y Australia, y más de 5000 clientes satisfechos ya han encontrado con nosotros su par más cómodo. Tanto si pasas todo el día de pie como si estás recuperando tu forma de caminar o simplemente quieres unos zapatos que no te hagan daño, nos alegra que estés aquí.

¿Tienes alguna pregunta o sugerencia? Escríbenos a {{email}}. Leemos todos los mensajes.`,
    },
    shipping: {
      title: 'Información de envío',
      summary:
        'Envío gratuito en los pedidos más grandes, preparación en 1 día laborable y entrega en 3 a 10 días laborables en 12 países.',
      body: `Queremos que tus zapatos nuevos te lleguen rápido y en perfecto estado. Aquí tienes todo lo que necesitas saber sobre nuestros envíos.

## Gastos de envío

El envío es **gratuito en todos los pedidos superiores a {{threshold}}**. En los pedidos más pequeños, los gastos de envío estándar aparecen en tu cesta y al finalizar la compra, antes de pagar, para que no haya sorpresas.

## Plazos de preparación y entrega

- Preparamos los pedidos y los entregamos al transportista **en un plazo de 1 día laborable**.
- La entrega suele tardar **entre 3 y 10 días laborables**, según el país.
- Solo ofrecemos envío estándar, con el mismo cuidado para todos los pedidos.

Los días laborables son de lunes a viernes, excepto festivos. En épocas de mucha actividad o con condiciones meteorológicas adversas, las entregas pueden tardar de forma excepcional algo más.

## Seguimiento de tu pedido

En cuanto tu pedido salga de nuestro almacén, recibirás un correo electrónico con la confirmación del envío y los datos de seguimiento, para que puedas seguir tu paquete durante todo el trayecto. Si no te llega el mensaje, revisa tu carpeta de correo no deseado.

## A dónde enviamos

Actualmente realizamos entregas en estos 12 países:

- Estados Unidos
- Alemania
- Chequia
- España
- Francia
- Reino Unido
- Hungría
- Japón
- Rumanía
- Eslovaquia
- Polonia
- Australia

Asegúrate de que tu dirección de entrega esté completa y sea correcta, incluidos el piso y la puerta. Si te das cuenta de algún error después de hacer el pedido, escríbenos cuanto antes a {{email}} y haremos todo lo posible por corregirla antes de que salga el paquete.

Si tu paquete no ha llegado en el plazo previsto, escríbenos a {{email}} con tu número de pedido y lo revisaremos. Para saber cómo devolver unos zapatos, consulta nuestra página de [devoluciones y cambios](/pages/returns-and-exchanges).`,
    },
    'returns-and-exchanges': {
      title: 'Devoluciones y cambios',
      summary:
        '¿No te quedan bien? Devuelve o cambia tus zapatos en un plazo de 30 días y te reembolsamos el importe íntegro. Te explicamos cómo.',
      body: `Acertar con la talla al comprar por internet no siempre es fácil, por eso te lo ponemos fácil con las devoluciones. Si tus zapatos no te quedan bien o no son lo que esperabas, puedes devolverlos o cambiarlos en un plazo de **30 días** desde la entrega y te haremos un **reembolso íntegro**.

## Cómo iniciar una devolución

1. Escríbenos a {{email}} indicando tu número de pedido y los artículos que quieres devolver.
2. Dinos si prefieres el reembolso o un cambio por otra talla.
3. Te responderemos con las instrucciones de devolución y la dirección a la que enviar el paquete.
4. Embala bien los zapatos, a ser posible en su caja original, y envíanoslos.

## Cambios por otra talla

Si necesitas otra talla, indica simplemente cuál quieres cuando te pongas en contacto con nosotros. Comprobaremos la disponibilidad y organizaremos el cambio contigo por correo electrónico. ¿No sabes qué talla elegir? Nuestra [guía de tallas](/article/size-conversion-guide) puede ayudarte.

## Estado de los zapatos devueltos

Para poder devolverlos, los zapatos no deben haberse usado en la calle y deben estar en su estado original, con las suelas limpias y con todas las etiquetas, plantillas y accesorios. Pruébate los zapatos nuevos en casa, sobre una superficie limpia, para poder devolverlos si no te quedan bien.

## Reembolsos

Cuando hayamos recibido y revisado tu devolución, te reembolsaremos el importe íntegro en la tarjeta con la que pagaste y te avisaremos por correo electrónico. Según tu banco, el importe puede tardar unos días laborables en aparecer en tu extracto.

¿Tienes dudas sobre una devolución? Escríbenos a {{email}} y te ayudaremos encantados.`,
    },
    privacy: {
      title: 'Política de privacidad',
      summary:
        'Qué datos personales guarda Comfort Steps, por qué los guardamos, qué cookies usamos y cómo puedes consultar o eliminar tus datos.',
      body: `Solo guardamos los datos que necesitamos para gestionar la tienda y entregarte tus pedidos. En esta página te explicamos qué datos conservamos y por qué.

## Datos que conservamos

- **Datos del pedido:** los productos que has comprado, los precios, el número y la fecha del pedido, para tramitar tu pedido, gestionar las devoluciones y llevar la contabilidad.
- **Datos de contacto:** tu nombre y tu dirección de correo electrónico, para enviarte las confirmaciones de pedido y las novedades sobre el envío, y para responder a tus preguntas.
- **Datos de dirección:** tu dirección de entrega, que solo compartimos con el transportista para entregarte el paquete.
- **Consentimiento para el boletín:** si te suscribes a nuestro boletín, guardamos tu dirección de correo electrónico y tu consentimiento. Puedes darte de baja en cualquier momento con el enlace que incluye cada boletín.

Los pagos con tarjeta los gestiona nuestro proveedor de pagos a través de una pasarela con cifrado de 128 bits. No guardamos los datos completos de tu tarjeta.

## Cookies

Solo usamos las cookies que la tienda necesita para funcionar:

- una **cookie de la cesta**, que recuerda los artículos que has añadido a tu cesta de la compra,
- una **cookie de país**, que recuerda tu país para que veas los precios, la moneda y la información de envío que te corresponden,
- una **cookie de confirmación del pedido**, que nos permite mostrarte la confirmación de tu pedido después de pagar.

No usamos cookies de seguimiento, publicitarias ni analíticas, y no vendemos tus datos a nadie.

## Cuánto tiempo conservamos los datos

Conservamos los datos de los pedidos durante el tiempo necesario para completar el pedido, gestionar las devoluciones y cumplir las obligaciones legales de conservación de documentos. Los datos del boletín se conservan hasta que te das de baja.

## Tus derechos

Puedes preguntarnos en cualquier momento qué datos personales tenemos sobre ti y pedirnos que los corrijamos o eliminemos, salvo que la ley nos obligue a conservarlos. Escríbenos a {{email}} desde la dirección de correo electrónico que usaste con nosotros.`,
    },
    terms: {
      title: 'Términos y condiciones',
      summary: 'Las condiciones para comprar en Comfort Steps, explicadas con claridad: pedidos, precios, pago, entrega y devoluciones.',
      body: `Estas condiciones explican cómo funciona la compra en Comfort Steps. Al hacer un pedido, las aceptas.

## Pedidos

Cuando haces un pedido, recibes una confirmación por correo electrónico. El contrato se formaliza en el momento en que se confirma tu pedido. Si un artículo resulta no estar disponible o hay un error evidente en el precio o en la descripción, nos pondremos en contacto contigo y podrás cancelar ese artículo y recibir el reembolso íntegro.

## Precios y pago

- Los precios se muestran en la moneda de tu país e incluyen los impuestos tal como se indica al finalizar la compra.
- Los gastos de envío, si los hay, se muestran antes de pagar. Los pedidos superiores a {{threshold}} tienen envío gratuito.
- El pago se realiza con tarjeta de crédito o débito a través de una pasarela de pago con cifrado de 128 bits.
- Los códigos de descuento, como el cupón del 20 % para los suscriptores del boletín, se aplican al finalizar la compra y están sujetos a las condiciones indicadas junto con el código.

## Entrega

Los pedidos se preparan en un plazo de 1 día laborable y se envían mediante envío estándar. La entrega suele tardar entre 3 y 10 días laborables, según el país; consulta nuestra [página de envíos](/pages/shipping).

## Devoluciones y cambios

Puedes devolver o cambiar tus zapatos en un plazo de 30 días desde la entrega y recibir el reembolso íntegro, siempre que no se hayan usado en la calle y estén en su estado original. Consulta los detalles en nuestra página de [devoluciones y cambios](/pages/returns-and-exchanges). Esto no afecta a los derechos que te reconoce la ley como consumidor en tu país.

## Información sobre los productos

Describimos nuestros productos con la mayor exactitud posible, aunque los colores pueden verse ligeramente distintos en tu pantalla. Nuestros artículos ofrecen información general sobre el cuidado de los pies, no consejo médico.

## Preguntas y reclamaciones

Si surge algún problema con tu pedido, escríbenos a {{email}}. Nuestro objetivo es resolver cada incidencia de forma rápida y justa.`,
    },
    contact: {
      title: 'Contacto',
      summary:
        '¿Tienes dudas sobre tallas, pedidos o devoluciones? Escríbenos por correo electrónico y normalmente te responderemos en un día laborable.',
      body: `¿Tienes alguna pregunta sobre las tallas, un pedido o una devolución? Te ayudamos encantados.

## Cómo contactar con nosotros

La mejor forma de contactar con nosotros es por correo electrónico en **{{email}}**. Normalmente respondemos en un día laborable, de lunes a viernes. Los mensajes enviados en fin de semana o en festivos se responden el siguiente día laborable.

## Qué incluir en tu mensaje

Para ayudarnos a responderte rápido, incluye:

- **Tu número de pedido**, si tu pregunta es sobre un pedido ya realizado
- **El nombre y la dirección de correo electrónico** que usaste al hacer el pedido
- **El producto** sobre el que preguntas y, si procede, la talla y el color
- **Para dudas sobre tallas:** el largo y el ancho de tu pie en centímetros o pulgadas, y la talla que sueles usar
- **Para una devolución o un cambio:** los artículos que quieres devolver y si prefieres el reembolso u otra talla
- **Para un problema con un producto:** una breve descripción y, si es posible, una foto

## Antes de escribirnos

Puede que encuentres una respuesta rápida en nuestras [preguntas frecuentes](/pages/faq). Nuestras páginas de [envíos](/pages/shipping) y de [devoluciones y cambios](/pages/returns-and-exchanges) explican los plazos de entrega y cómo funcionan las devoluciones, y la [guía de tallas](/article/size-conversion-guide) te ayuda a encontrar la talla adecuada.

Ten en cuenta que no podemos ofrecer consejo médico. Si te preocupa la salud de tus pies, por ejemplo por diabetes, un dolor persistente o una herida que tarda en curarse, acude a tu médico o podólogo.

Esperamos tu mensaje.`,
    },
  },
  faq: [
    {
      question: '¿Cómo encuentro la talla de zapato adecuada?',
      answer:
        'Mide la longitud de ambos pies por la tarde y toma como referencia el más grande, dejando un poco de margen para los dedos. Después compara tu medida con nuestra [guía de tallas](/article/size-conversion-guide), que recoge las equivalencias entre las tallas europeas, británicas, estadounidenses y japonesas.',
    },
    {
      question: '¿Y si tengo los pies anchos o juanetes?',
      answer:
        'Elige un modelo de horma ancha en lugar de pedir una talla más, ya que en un zapato más largo el talón puede bailar. Nuestra [colección de horma ancha](/collections/wide-fit) ofrece más espacio en el antepié y en la puntera.',
    },
    {
      question: '¿Puedo devolver o cambiar mis zapatos?',
      answer:
        'Sí. Puedes devolver o cambiar tus zapatos en un plazo de 30 días y recibir el reembolso íntegro, siempre que no los hayas usado en la calle y estén en su estado original. Para empezar, escríbenos a {{email}} con tu número de pedido; encontrarás todos los detalles en [devoluciones y cambios](/pages/returns-and-exchanges).',
    },
    {
      question: '¿Cuánto tarda el envío?',
      answer:
        'Los pedidos se preparan en un plazo de 1 día laborable, y la entrega estándar suele tardar entre 3 y 10 días laborables, según tu país. Cuando tu pedido salga, recibirás los datos de seguimiento por correo electrónico.',
    },
    {
      question: '¿El envío es gratuito?',
      answer:
        'Sí, el envío es gratuito en todos los pedidos superiores a {{threshold}}. En los pedidos más pequeños, los gastos de envío aparecen en tu cesta antes de pagar.',
    },
    {
      question: '¿Es seguro el pago?',
      answer:
        'Sí. Aceptamos tarjetas de crédito y débito, y los pagos se procesan a través de una pasarela de pago con cifrado de 128 bits. No guardamos los datos completos de tu tarjeta.',
    },
    {
      question: '¿Tenéis códigos de descuento?',
      answer:
        'Suscríbete a nuestro boletín y recibirás un cupón del 20 % para tu pedido. Introduce el código al finalizar la compra para aplicar el descuento.',
    },
    {
      question: '¿Qué hace que un zapato sea apto para diabéticos?',
      answer:
        'Nuestros [zapatos aptos para diabéticos](/collections/diabetic) tienen punteras amplias, forros lisos sin costuras, palas suaves y cierres ajustables que ayudan a reducir la presión y el roce. No son un tratamiento médico, así que pregunta a tu médico o podólogo qué calzado es el más adecuado para tus pies.',
    },
    {
      question: '¿Puedo usar mis propias plantillas ortopédicas?',
      answer:
        'Muchos de nuestros zapatos tienen plantillas extraíbles, así que puedes sustituirlas por tus plantillas ortopédicas a medida; busca esta característica en la descripción del producto. Si no tienes claro si un modelo es lo bastante profundo, escríbenos a {{email}}.',
    },
    {
      question: '¿Puedo modificar o cancelar mi pedido?',
      answer:
        'Como preparamos los pedidos en un plazo de 1 día laborable, escríbenos cuanto antes a {{email}} con tu número de pedido. Si tu pedido aún no ha salido, haremos todo lo posible por modificarlo o cancelarlo; si ya ha salido, puedes recurrir a nuestras devoluciones en 30 días.',
    },
  ],
};
