import { h, p, list } from '../blocks'
import type { SeedPage } from '../types'

export const about: SeedPage = {
  slug: 'over-ons',
  kind: 'about',
  title: {
    nl: 'Over ons',
    en: 'About us',
    de: 'Über uns',
  },
  description: {
    nl: 'Onze chiptuningwerkplaats in Nijmegen: ruim 15 jaar ervaring, meer dan 1000 tevreden klanten, eerlijk advies en een mobiele service voor € 0,70 per km.',
    en: 'Our chiptuning workshop in Nijmegen: 15+ years of experience, over 1,000 satisfied customers, honest advice and a mobile service at € 0.70 per km.',
    de: 'Unsere Chiptuning-Werkstatt in Nijmegen: über 15 Jahre Erfahrung, mehr als 1.000 zufriedene Kunden, ehrliche Beratung und mobiler Service für 0,70 €/km.',
  },
  intro: {
    nl: "Wij zijn een gespecialiseerde chiptuningwerkplaats in Nijmegen. Al meer dan 15 jaar halen we het beste uit motoren van personenauto's, bedrijfswagens, vrachtwagens, landbouwmachines, motoren en boten, en inmiddels vertrouwen meer dan 1000 klanten op ons.",
    en: 'We are a specialist chiptuning workshop in Nijmegen. For more than 15 years we have been getting the best out of the engines of cars, commercial vehicles, trucks, agricultural machines, motorcycles and boats, and more than 1,000 customers now rely on us.',
    de: 'Wir sind eine spezialisierte Chiptuning-Werkstatt in Nijmegen. Seit über 15 Jahren holen wir das Beste aus den Motoren von Pkw, Nutzfahrzeugen, Lkw, Landmaschinen, Motorrädern und Booten heraus, und inzwischen vertrauen uns mehr als 1.000 Kunden.',
  },
  body: {
    nl: [
      h('Vakmanschap in motorsoftware'),
      p(
        'Chiptuning is ons vak, geen bijzaak. We werken dagelijks met motorregeleenheden van tientallen merken en kennen de sterke en zwakke punten van veel motoren uit de praktijk. Daardoor weten we hoeveel extra vermogen een motor veilig aankan en waar de grens ligt. Elke aanpassing stemmen we af op uw motor, de staat van uw voertuig en de manier waarop u ermee rijdt: een bestelbus die dagelijks vol beladen de snelweg op gaat, vraagt om een andere afstemming dan een sportieve hatchback of een tractor die urenlang onder vollast werkt.',
      ),
      h('Zo werken wij'),
      list(
        'We beginnen met een diagnose: foutcodes uitlezen en de technische staat van het voertuig controleren.',
        'We maken een kopie van de originele software, zodat uw voertuig altijd terug kan naar de fabrieksinstellingen.',
        'We passen de software aan binnen de grenzen van turbo, brandstofsysteem, koppeling en versnellingsbak.',
        'We controleren het resultaat met een proefrit en live-data en lopen de uitkomst met u door.',
        'U krijgt 5 jaar garantie op onze software en advies over verzekering, RDW en onderhoud.',
      ),
      h('Eerlijk advies, alleen legaal werk'),
      p(
        'Levert tuning voor uw motor weinig op, of is er eerst een reparatie nodig, dan zeggen we dat gewoon. En we werken uitsluitend legaal: roetfilters, katalysatoren, EGR- en AdBlue-systemen blijven gewoon werken en wettelijk verplichte snelheidsbegrenzers laten we ongemoeid. Zo blijft uw voertuig APK-waardig, verzekerbaar en goed verkoopbaar.',
      ),
      h('Voor welke voertuigen?'),
      list(
        "Personenauto's, diesel en benzine, van compacte stadsauto tot SUV",
        "Bestelbussen, lease- en bedrijfsauto's",
        'Vrachtwagens, campers en paardenwagens',
        'Tractoren, combines en andere landbouw- en industriemachines',
        'Motoren en quads',
        "Boten en jetski's",
      ),
      h('Openingstijden'),
      p(
        'Onze werkplaats in Nijmegen is geopend van maandag tot en met vrijdag van 09:00 tot 18:00 uur en op zaterdag van 09:00 tot 13:00 uur. Op zondag zijn we gesloten. Een afspraak maakt u eenvoudig online, maar u kunt ons ook bellen of een bericht sturen.',
      ),
    ],
    en: [
      h('Craftsmanship in engine software'),
      p(
        'Chiptuning is our trade, not a sideline. We work with engine control units from dozens of makes every day and know the strengths and weaknesses of many engines from experience. That is how we know how much extra power an engine can safely handle and where the limit lies. We tailor every calibration to your engine, the condition of your vehicle and the way you drive it: a van that goes onto the motorway fully loaded every day needs a different calibration from a sporty hatchback or a tractor working at full load for hours.',
      ),
      h('How we work'),
      list(
        'We start with diagnostics: reading fault codes and checking the technical condition of the vehicle.',
        'We make a copy of the original software, so your vehicle can always go back to the factory settings.',
        'We modify the software within the limits of the turbocharger, fuel system, clutch and gearbox.',
        'We check the result with a test drive and live data and go through the outcome with you.',
        'You get a 5-year warranty on our software, plus advice on insurance, the RDW and maintenance.',
      ),
      h('Honest advice, legal work only'),
      p(
        'If tuning your engine would gain little, or a repair is needed first, we simply tell you. And we only do legal work: particulate filters, catalytic converters, EGR and AdBlue systems keep working, and we leave legally required speed limiters alone. That way your vehicle keeps passing the APK (the Dutch MOT), stays insurable and retains its resale value.',
      ),
      h('Which vehicles?'),
      list(
        'Passenger cars, diesel and petrol, from compact city cars to SUVs',
        'Vans, lease cars and company cars',
        'Trucks, motorhomes and horse lorries',
        'Tractors, combine harvesters and other agricultural and industrial machines',
        'Motorcycles and quads',
        'Boats and jet skis',
      ),
      h('Opening hours'),
      p(
        'Our workshop in Nijmegen is open Monday to Friday from 09:00 to 18:00 and on Saturday from 09:00 to 13:00. We are closed on Sundays. You can easily book an appointment online, but you are also welcome to call or send us a message.',
      ),
    ],
    de: [
      h('Handwerk in der Motorsoftware'),
      p(
        'Chiptuning ist unser Beruf, keine Nebensache. Wir arbeiten täglich mit Motorsteuergeräten von Dutzenden Marken und kennen die Stärken und Schwächen vieler Motoren aus der Praxis. Deshalb wissen wir, wie viel Mehrleistung ein Motor sicher verträgt und wo die Grenze liegt. Jede Abstimmung passen wir an Ihren Motor, den Zustand Ihres Fahrzeugs und Ihre Fahrweise an: Ein Transporter, der täglich voll beladen auf die Autobahn geht, braucht eine andere Abstimmung als ein sportlicher Kompaktwagen oder ein Traktor, der stundenlang unter Volllast arbeitet.',
      ),
      h('So arbeiten wir'),
      list(
        'Wir beginnen mit einer Diagnose: Fehlerspeicher auslesen und den technischen Zustand des Fahrzeugs prüfen.',
        'Wir sichern die Originalsoftware, damit Ihr Fahrzeug jederzeit in den Werkszustand zurückversetzt werden kann.',
        'Wir passen die Software innerhalb der Grenzen von Turbolader, Kraftstoffsystem, Kupplung und Getriebe an.',
        'Wir prüfen das Ergebnis mit einer Probefahrt und Live-Daten und besprechen es mit Ihnen.',
        'Sie erhalten 5 Jahre Garantie auf unsere Software sowie Beratung zu Versicherung, RDW und Wartung.',
      ),
      h('Ehrliche Beratung, nur legale Arbeit'),
      p(
        'Bringt ein Tuning bei Ihrem Motor wenig, oder ist zuerst eine Reparatur nötig, sagen wir Ihnen das offen. Und wir arbeiten ausschließlich legal: Partikelfilter, Katalysatoren, AGR- und AdBlue-Systeme bleiben funktionsfähig, und gesetzlich vorgeschriebene Geschwindigkeitsbegrenzer lassen wir unangetastet. So besteht Ihr Fahrzeug weiterhin die APK (die niederländische Hauptuntersuchung), bleibt versicherbar und behält seinen Wiederverkaufswert.',
      ),
      h('Für welche Fahrzeuge?'),
      list(
        'Pkw, Diesel und Benziner, vom Kleinwagen bis zum SUV',
        'Transporter, Leasing- und Firmenfahrzeuge',
        'Lkw, Wohnmobile und Pferdetransporter',
        'Traktoren, Mähdrescher und andere Land- und Baumaschinen',
        'Motorräder und Quads',
        'Boote und Jetskis',
      ),
      h('Öffnungszeiten'),
      p(
        'Unsere Werkstatt in Nijmegen ist montags bis freitags von 9:00 bis 18:00 Uhr und samstags von 9:00 bis 13:00 Uhr geöffnet. Sonntags haben wir geschlossen. Einen Termin buchen Sie bequem online, Sie können uns aber auch anrufen oder eine Nachricht schicken.',
      ),
    ],
  },
}
