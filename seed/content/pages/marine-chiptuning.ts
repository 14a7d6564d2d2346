import { h, p, list } from '../blocks'
import type { SeedPage } from '../types'

export const marine: SeedPage = {
  slug: 'marine-chiptuning',
  kind: 'topic',
  title: {
    nl: "Chiptuning voor boten en jetski's",
    en: 'Chiptuning for boats and jet skis',
    de: 'Chiptuning für Boote und Jetskis',
  },
  description: {
    nl: "Sneller in glijvaart en een lager kruistoerental: behoudende tuning voor binnenboordmotoren en jetski's, in onze werkplaats in Nijmegen of in de haven.",
    en: 'Onto the plane sooner and lower cruising revs: conservative tuning for inboard engines, sterndrives and jet skis, at our workshop in Nijmegen or in the harbour.',
    de: 'Schneller in Gleitfahrt, niedrigere Reisedrehzahl: zurückhaltendes Tuning für Innenborder und Jetskis, in unserer Werkstatt in Nijmegen oder im Hafen.',
  },
  intro: {
    nl: "Een motor op het water werkt harder dan op de weg. Daarom stemmen we boten en jetski's anders af dan auto's: met de nadruk op koppel, betrouwbaarheid en een zuinige kruisvaart, niet op een zo hoog mogelijk piekvermogen.",
    en: 'An engine on the water works harder than on the road. That is why we calibrate boats and jet skis differently from cars: with the emphasis on torque, reliability and economical cruising, not on the highest possible peak power.',
    de: 'Ein Motor auf dem Wasser arbeitet härter als auf der Straße. Deshalb stimmen wir Boote und Jetskis anders ab als Autos: mit Schwerpunkt auf Drehmoment, Zuverlässigkeit und sparsamer Marschfahrt, nicht auf möglichst hoher Spitzenleistung.',
  },
  body: {
    nl: [
      h('Andere eisen dan op de weg'),
      p(
        "Een boot kent geen afdalingen en geen momenten om uit te rollen. Om een planerende romp in glijvaart te krijgen, is bijna het volledige vermogen nodig, en daarna draait de motor lange tijd op een hoge, constante belasting. De koeling met buitenwater of een warmtewisselaar en de temperatuur in het uitlaatspruitstuk bepalen waar de grens ligt. Daarom tunen we behoudend: meer koppel in het lage en middelste toerengebied, met ruime marges op de temperaturen. We werken aan elektronisch geregelde binnenboorddiesels en hekaandrijvingen, onder meer van Volvo Penta, Yanmar en Mercury, en aan jetski's van onder andere Sea-Doo, Yamaha en Kawasaki. Of de regeleenheid van uw motor aan te passen is, controleren we vooraf per type.",
      ),
      h('Wat tuning op het water oplevert'),
      list(
        'Sneller in glijvaart, ook met volle tank, passagiers aan boord of een waterskiër achter de boot',
        'Een lager toerental bij dezelfde kruissnelheid, dus minder verbruik en minder geluid aan boord',
        'Meer reserve bij het manoeuvreren en bij varen tegen de stroom in, zoals op de Waal',
        "Bij jetski's een directere gasrespons en vlottere acceleratie",
      ),
      h('Regels en praktische zaken'),
      p(
        'Let op de regels voor snel varen: een motorboot die sneller kan dan 20 km/u moet in Nederland geregistreerd zijn en de bestuurder heeft een klein vaarbewijs nodig. Haalt uw boot die snelheid pas na de tuning, regel dat dan vooraf. Meld de aanpassing ook bij uw verzekeraar en houd u aan de snelheidslimieten op het water. Laat het koelsysteem en de impeller controleren voordat we beginnen. We tunen uw boot op de trailer bij onze werkplaats in Nijmegen, of met de mobiele service in de haven of jachthaven voor € 0,70 per kilometer exclusief btw.',
      ),
    ],
    en: [
      h('Different demands from the road'),
      p(
        "A boat has no downhill stretches and no moments to coast. Getting a planing hull onto the plane takes almost full power, after which the engine runs at a high, constant load for long periods. Raw-water or heat-exchanger cooling and the temperature in the exhaust manifold determine where the limit lies. That is why we tune conservatively: more torque in the low and middle rev range, with generous temperature margins. We work on electronically controlled inboard diesels and sterndrives from Volvo Penta, Yanmar, Mercury and others, and on jet skis from Sea-Doo, Yamaha, Kawasaki and others. We check beforehand, per type, whether your engine's control unit can be modified.",
      ),
      h('What tuning delivers on the water'),
      list(
        'Onto the plane sooner, even with a full tank, passengers on board or a water-skier behind the boat',
        'Lower revs at the same cruising speed, so lower consumption and less noise on board',
        'More reserve when manoeuvring and when running against the current, as on the Waal',
        'On jet skis, a more direct throttle response and quicker acceleration',
      ),
      h('Rules and practicalities'),
      p(
        'Mind the rules for fast boating: in the Netherlands, a motorboat capable of more than 20 km/h must be registered and the person at the helm needs a small craft licence (klein vaarbewijs). If your boat only reaches that speed after tuning, arrange this beforehand. Also inform your insurer and respect the speed limits on the water. Have the cooling system and impeller checked before we start. We tune your boat on its trailer at our workshop in Nijmegen, or with the mobile service in the harbour or marina for € 0.70 per kilometre excluding VAT.',
      ),
    ],
    de: [
      h('Andere Anforderungen als auf der Straße'),
      p(
        'Ein Boot kennt keine Gefällstrecken und keine Momente zum Ausrollen. Um einen Gleitrumpf in Gleitfahrt zu bringen, ist fast die volle Leistung nötig, danach läuft der Motor lange unter hoher, gleichmäßiger Last. Die Kühlung mit Außenwasser oder Wärmetauscher und die Temperatur im Abgaskrümmer bestimmen, wo die Grenze liegt. Deshalb tunen wir zurückhaltend: mehr Drehmoment im unteren und mittleren Drehzahlbereich, mit großzügigen Temperaturreserven. Wir arbeiten an elektronisch geregelten Innenborddieseln und Z-Antrieben, unter anderem von Volvo Penta, Yanmar und Mercury, sowie an Jetskis von Sea-Doo, Yamaha, Kawasaki und anderen. Ob sich das Steuergerät Ihres Motors anpassen lässt, prüfen wir vorab je Typ.',
      ),
      h('Was Tuning auf dem Wasser bringt'),
      list(
        'Schneller in Gleitfahrt, auch mit vollem Tank, Passagieren an Bord oder einem Wasserskifahrer am Heck',
        'Niedrigere Drehzahl bei gleicher Marschgeschwindigkeit, also weniger Verbrauch und weniger Lärm an Bord',
        'Mehr Reserve beim Manövrieren und bei Fahrt gegen die Strömung, etwa auf der Waal',
        'Bei Jetskis eine direktere Gasannahme und zügigere Beschleunigung',
      ),
      h('Regeln und Praktisches'),
      p(
        'Beachten Sie die Regeln für schnelle Boote: In den Niederlanden muss ein Motorboot, das schneller als 20 km/h fahren kann, registriert sein, und der Bootsführer benötigt einen Bootsführerschein (klein vaarbewijs). Erreicht Ihr Boot diese Geschwindigkeit erst nach dem Tuning, regeln Sie das bitte vorher. Informieren Sie außerdem Ihren Versicherer und halten Sie die Geschwindigkeitsbegrenzungen auf dem Wasser ein. Lassen Sie Kühlsystem und Impeller prüfen, bevor wir beginnen. Wir tunen Ihr Boot auf dem Trailer in unserer Werkstatt in Nijmegen oder mit dem mobilen Service im Hafen oder in der Marina für 0,70 € pro Kilometer zzgl. MwSt.',
      ),
    ],
  },
}
