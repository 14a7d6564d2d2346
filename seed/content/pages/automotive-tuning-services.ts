import { h, p, list } from '../blocks'
import type { SeedPage } from '../types'

export const hub: SeedPage = {
  slug: 'automotive-tuning-services',
  kind: 'hub',
  title: {
    nl: 'Chiptuning voor elk type voertuig',
    en: 'Automotive tuning services',
    de: 'Tuning-Leistungen für jedes Fahrzeug',
  },
  description: {
    nl: "Chiptuning voor auto's, bestelbussen, vrachtwagens, campers, paardenwagens, landbouwmachines, motoren en boten. In onze werkplaats in Nijmegen of op locatie.",
    en: 'Chiptuning for cars, vans, trucks, motorhomes, horse lorries, farm machinery, motorcycles and boats. At our workshop in Nijmegen or on location.',
    de: 'Chiptuning für Pkw, Transporter, Lkw, Wohnmobile, Pferdetransporter, Landmaschinen, Motorräder und Boote. In unserer Werkstatt in Nijmegen oder vor Ort.',
  },
  intro: {
    nl: 'Of u nu dagelijks in de spits op de A73 staat, met een volle aanhanger door de Betuwe rijdt of met uw boot de Waal op gaat: voor vrijwel elk voertuig met een elektronisch geregelde verbrandingsmotor hebben we een passende tuning. Hieronder vindt u per categorie wat we doen en waar u op kunt rekenen.',
    en: 'Whether you sit in rush-hour traffic on the A73 every day, tow a full trailer through the Betuwe or take your boat out on the Waal: we have a suitable calibration for almost every vehicle with an electronically controlled combustion engine. Below you will find what we do for each category and what you can expect.',
    de: 'Ob Sie täglich im Berufsverkehr auf der A73 stehen, mit vollem Anhänger durch die Betuwe fahren oder mit Ihrem Boot auf die Waal hinausfahren: Für nahezu jedes Fahrzeug mit elektronisch geregeltem Verbrennungsmotor haben wir die passende Abstimmung. Nachfolgend finden Sie, was wir je Kategorie anbieten und womit Sie rechnen können.',
  },
  body: {
    nl: [
      h("Personenauto's"),
      p(
        "Voor personenauto's van alle gangbare merken, van Audi, BMW en Mercedes-Benz tot Volkswagen en Volvo, bieden we Stage 1, Stage 2 en losse opties. Moderne turbomotoren laten het meeste verschil zien: meer trekkracht bij inhalen en invoegen, en bij een rustige rijstijl een lager verbruik. In onze catalogus ziet u per merk, model, bouwjaar en motor wat uw auto standaard levert en wat er na tuning mogelijk is.",
      ),
      h('Bestelbussen en bedrijfswagens'),
      p(
        'Een bestelbus rijdt vaak vol beladen, met een aanhanger of onder tijdsdruk. Tuning geeft meer koppel bij lage toerentallen, zodat de motor minder hoeft te schakelen en te toeren. Dat scheelt brandstof en slijtage. Voor wagenparken plannen we meerdere voertuigen op één dag of komen we met de mobiele service naar uw bedrijf.',
      ),
      h('Vrachtwagens'),
      p(
        'Bij vrachtwagens van onder meer DAF, Scania, Volvo, MAN en Mercedes-Benz richten we ons op efficiënte trekkracht en een lager verbruik per kilometer. Bij tienduizenden kilometers per jaar levert elk procent besparing direct geld op. De wettelijke snelheidsbegrenzer en het AdBlue/SCR-systeem blijven ongewijzigd.',
      ),
      h('Campers en paardenwagens'),
      p(
        'Campers en paardenwagens zijn zwaar en hoog en vragen veel van hun motor, zeker op de hellingen van de Ardennen of de Alpen. Met extra koppel onderin trekt uw voertuig rustiger op en houdt het beter snelheid, zonder dat u steeds hoeft terug te schakelen. Bij paardenwagens stemmen we de gasrespons extra soepel af, voor een rustige rit voor uw paarden.',
      ),
      h("Lease- en bedrijfsauto's"),
      p(
        "Ook lease- en bedrijfsauto's kunnen we tunen, mits de eigenaar schriftelijk toestemming geeft. Bij het inleveren zetten we op verzoek de originele software terug. De bijtelling verandert niet door chiptuning, omdat die is gebaseerd op de cataloguswaarde.",
      ),
      h('Landbouw- en industriemachines'),
      p(
        'Tractoren, combines, shovels en andere machines draaien urenlang onder zware belasting. Meer koppel in het werkgebied en een lager verbruik per draaiuur maken daar het verschil. Op onze pagina over landbouw chiptuning leest u hoe we dat veilig aanpakken, ook op uw eigen erf.',
      ),
      h('Motoren en quads'),
      p(
        'Bij motoren draait het niet alleen om topvermogen, maar vooral om een soepele gasrespons en een vollere middenrange. Op onze pagina over motor chiptuning leest u wat er mogelijk is en waarom een vermogenswijziging bij een motorfiets altijd langs de RDW moet.',
      ),
      h("Boten en jetski's"),
      p(
        "Op het water draait een motor lang op hoge belasting. Daarom tunen we boten en jetski's behoudend, met de nadruk op sneller in glijvaart komen en een lager kruistoerental. Meer daarover op onze pagina over marine chiptuning.",
      ),
      h('Veilig en zuinig'),
      p(
        'Hoe we ervoor zorgen dat uw motor gezond blijft, leest u op onze pagina over veilig chiptunen. Wilt u vooral brandstof besparen, bekijk dan onze uitleg over brandstofbesparing door tuning, inclusief een rekenvoorbeeld.',
      ),
      h('Zo werkt het'),
      list(
        'Kies uw merk en model in onze catalogus en bekijk wat tuning oplevert.',
        'Plan online een dag in, of vraag een offerte aan voor Stage 2.',
        'Breng uw voertuig om 09:00 uur naar onze werkplaats in Nijmegen, of laat ons voor € 0,70 per km exclusief btw naar u toe komen.',
        'Na 1,5 tot 2 uur tunen en een proefrit is uw voertuig klaar, met 5 jaar garantie op de software.',
      ),
    ],
    en: [
      h('Passenger cars'),
      p(
        'For passenger cars of all common makes, from Audi, BMW and Mercedes-Benz to Volkswagen and Volvo, we offer Stage 1, Stage 2 and individual options. Modern turbocharged engines show the biggest difference: more pulling power when overtaking and merging, and lower consumption with a relaxed driving style. Our catalogue shows, for each make, model, year and engine, what your car delivers as standard and what is possible after tuning.',
      ),
      h('Vans and commercial vehicles'),
      p(
        'Vans are often driven fully loaded, with a trailer or against the clock. Tuning provides more torque at low revs, so the engine needs fewer gear changes and fewer revs. That saves fuel and wear. For fleets we schedule several vehicles on one day or come to your business with our mobile service.',
      ),
      h('Trucks'),
      p(
        'On trucks from DAF, Scania, Volvo, MAN, Mercedes-Benz and others, we focus on efficient pulling power and lower consumption per kilometre. Over tens of thousands of kilometres a year, every per cent saved translates directly into money. The legally required speed limiter and the AdBlue/SCR system remain unchanged.',
      ),
      h('Motorhomes and horse lorries'),
      p(
        'Motorhomes and horse lorries are heavy and tall and ask a lot of their engines, especially on the climbs of the Ardennes or the Alps. With extra low-down torque your vehicle pulls away more calmly and holds its speed better, without constant downshifting. For horse lorries we make the throttle response extra smooth, for a calm ride for your horses.',
      ),
      h('Lease cars and company cars'),
      p(
        'We can also tune lease cars and company cars, provided the owner gives written permission. When the car is returned, we restore the original software on request. The Dutch taxable benefit for private use (bijtelling) does not change, because it is based on the list price.',
      ),
      h('Agricultural and industrial machines'),
      p(
        'Tractors, combine harvesters, wheel loaders and other machines run under heavy load for hours on end. More torque in the working range and lower consumption per operating hour make the difference there. Our page on agricultural chiptuning explains how we do this safely, including on your own farm.',
      ),
      h('Motorcycles and quads'),
      p(
        'With motorcycles it is not just about peak power, but above all about smooth throttle response and a fuller mid-range. Our page on motorcycle chiptuning explains what is possible and why any change in power on a motorcycle must always be approved by the RDW.',
      ),
      h('Boats and jet skis'),
      p(
        'On the water an engine runs at high load for long periods. That is why we tune boats and jet skis conservatively, with the emphasis on getting onto the plane sooner and cruising at lower revs. Read more on our page on marine chiptuning.',
      ),
      h('Safe and economical'),
      p(
        'Our page on safe chiptuning explains how we keep your engine healthy. If saving fuel is your main goal, take a look at our explanation of fuel saving through tuning, including a worked example.',
      ),
      h('How it works'),
      list(
        'Choose your make and model in our catalogue and see what tuning delivers.',
        'Book a day online, or request a quote for Stage 2.',
        'Bring your vehicle to our workshop in Nijmegen at 09:00, or have us come to you for € 0.70 per km excluding VAT.',
        'After 1.5 to 2 hours of tuning and a test drive, your vehicle is ready, with a 5-year warranty on the software.',
      ),
    ],
    de: [
      h('Pkw'),
      p(
        'Für Pkw aller gängigen Marken, von Audi, BMW und Mercedes-Benz bis Volkswagen und Volvo, bieten wir Stage 1, Stage 2 und einzelne Optionen an. Moderne Turbomotoren zeigen den größten Unterschied: mehr Durchzug beim Überholen und Einfädeln und bei ruhiger Fahrweise ein geringerer Verbrauch. In unserem Katalog sehen Sie für jede Marke, jedes Modell, Baujahr und jeden Motor, was Ihr Fahrzeug serienmäßig leistet und was nach dem Tuning möglich ist.',
      ),
      h('Transporter und Nutzfahrzeuge'),
      p(
        'Transporter sind oft voll beladen, mit Anhänger oder unter Zeitdruck unterwegs. Tuning sorgt für mehr Drehmoment bei niedrigen Drehzahlen, sodass der Motor seltener geschaltet und weniger hochgedreht werden muss. Das spart Kraftstoff und Verschleiß. Für Fuhrparks planen wir mehrere Fahrzeuge an einem Tag oder kommen mit dem mobilen Service in Ihren Betrieb.',
      ),
      h('Lkw'),
      p(
        'Bei Lkw von DAF, Scania, Volvo, MAN, Mercedes-Benz und anderen konzentrieren wir uns auf effiziente Zugkraft und einen geringeren Verbrauch pro Kilometer. Bei Zehntausenden Kilometern im Jahr zahlt sich jedes eingesparte Prozent direkt aus. Der gesetzlich vorgeschriebene Geschwindigkeitsbegrenzer und das AdBlue/SCR-System bleiben unverändert.',
      ),
      h('Wohnmobile und Pferdetransporter'),
      p(
        'Wohnmobile und Pferdetransporter sind schwer und hoch und fordern ihren Motor stark, besonders an den Steigungen der Ardennen oder der Alpen. Mit mehr Drehmoment im unteren Bereich fährt Ihr Fahrzeug ruhiger an und hält die Geschwindigkeit besser, ohne ständiges Zurückschalten. Bei Pferdetransportern stimmen wir die Gasannahme besonders sanft ab, für eine ruhige Fahrt Ihrer Pferde.',
      ),
      h('Leasing- und Firmenfahrzeuge'),
      p(
        'Auch Leasing- und Firmenfahrzeuge können wir tunen, sofern der Eigentümer schriftlich zustimmt. Bei der Rückgabe spielen wir auf Wunsch die Originalsoftware wieder auf. Der geldwerte Vorteil für die Privatnutzung ändert sich durch Chiptuning nicht, da er auf dem Listenpreis basiert.',
      ),
      h('Land- und Baumaschinen'),
      p(
        'Traktoren, Mähdrescher, Radlader und andere Maschinen laufen stundenlang unter hoher Last. Mehr Drehmoment im Arbeitsbereich und weniger Verbrauch pro Betriebsstunde machen hier den Unterschied. Auf unserer Seite zum Landmaschinen-Chiptuning erfahren Sie, wie wir dabei sicher vorgehen, auch direkt auf Ihrem Hof.',
      ),
      h('Motorräder und Quads'),
      p(
        'Bei Motorrädern geht es nicht nur um Spitzenleistung, sondern vor allem um eine saubere Gasannahme und einen kräftigeren mittleren Drehzahlbereich. Auf unserer Seite zum Motorrad-Chiptuning lesen Sie, was möglich ist und warum jede Leistungsänderung an einem Motorrad in den Niederlanden von der RDW geprüft werden muss.',
      ),
      h('Boote und Jetskis'),
      p(
        'Auf dem Wasser läuft ein Motor lange unter hoher Last. Deshalb tunen wir Boote und Jetskis zurückhaltend, mit Schwerpunkt auf schnellerem Angleiten und niedrigerer Reisedrehzahl. Mehr dazu auf unserer Seite zum Marine-Chiptuning.',
      ),
      h('Sicher und sparsam'),
      p(
        'Wie wir dafür sorgen, dass Ihr Motor gesund bleibt, lesen Sie auf unserer Seite zum sicheren Chiptuning. Möchten Sie vor allem Kraftstoff sparen, lesen Sie unsere Erläuterung zur Kraftstoffeinsparung durch Tuning, einschließlich eines Rechenbeispiels.',
      ),
      h('So funktioniert es'),
      list(
        'Wählen Sie Marke und Modell in unserem Katalog und sehen Sie, was Tuning bringt.',
        'Buchen Sie online einen Tag oder fordern Sie ein Angebot für Stage 2 an.',
        'Bringen Sie Ihr Fahrzeug um 9:00 Uhr in unsere Werkstatt in Nijmegen, oder lassen Sie uns für 0,70 € pro km zzgl. MwSt. zu Ihnen kommen.',
        'Nach 1,5 bis 2 Stunden Tuning und einer Probefahrt ist Ihr Fahrzeug fertig, mit 5 Jahren Garantie auf die Software.',
      ),
    ],
  },
}
