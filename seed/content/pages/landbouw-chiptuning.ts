import { h, p, list } from '../blocks'
import type { SeedPage } from '../types'

export const agriculture: SeedPage = {
  slug: 'landbouw-chiptuning',
  kind: 'topic',
  title: {
    nl: 'Chiptuning voor tractoren en landbouwmachines',
    en: 'Chiptuning for tractors and agricultural machinery',
    de: 'Chiptuning für Traktoren und Landmaschinen',
  },
  description: {
    nl: 'Meer trekkracht en minder verbruik per draaiuur voor tractoren, combines, hakselaars en shovels. Veilig getuned, AdBlue blijft werken, ook op uw eigen erf.',
    en: 'More pulling power and lower consumption per operating hour for tractors, combines and loaders. Tuned safely with AdBlue intact, also on your own farm.',
    de: 'Mehr Zugkraft, weniger Verbrauch pro Betriebsstunde für Traktoren, Mähdrescher und Radlader. Sicher abgestimmt, AdBlue bleibt aktiv, auch auf Ihrem Hof.',
  },
  intro: {
    nl: 'Een tractor die onder zware last zijn toerental vasthoudt, werkt sneller en zuiniger. Wij tunen tractoren, combines, hakselaars, verreikers en shovels voor boeren, loonwerkers en grondverzetbedrijven in de Betuwe, het Land van Maas en Waal, Brabant en ver daarbuiten.',
    en: 'A tractor that holds its engine speed under heavy load works faster and more economically. We tune tractors, combine harvesters, forage harvesters, telehandlers and wheel loaders for farmers, agricultural contractors and earthmoving companies in the Betuwe, the Land van Maas en Waal, Brabant and well beyond.',
    de: 'Ein Traktor, der unter schwerer Last seine Drehzahl hält, arbeitet schneller und sparsamer. Wir tunen Traktoren, Mähdrescher, Häcksler, Teleskoplader und Radlader für Landwirte, Lohnunternehmer und Erdbaubetriebe in der Betuwe, im Land van Maas en Waal, in Brabant und weit darüber hinaus.',
  },
  body: {
    nl: [
      h('Meer trekkracht waar het telt'),
      p(
        "Landbouwmachines werken anders dan personenauto's: ze draaien urenlang op een hoge, constante belasting, bijvoorbeeld bij ploegen, spitten of het trekken van een volle mesttank of kieper. Een Stage 1-tuning verhoogt vooral het koppel in het toerengebied waarin een tractor het grootste deel van de dag draait. De motor houdt daardoor beter zijn toerental vast wanneer de grond zwaarder wordt, u hoeft minder vaak terug te schakelen en kunt vaak een grotere werkbreedte of een hogere werksnelheid aan. We werken aan machines van onder meer John Deere, Fendt, New Holland, Case IH, Claas, Deutz-Fahr, Massey Ferguson en Valtra.",
      ),
      h('Wat u ervan merkt'),
      list(
        'Afhankelijk van de machine tot circa 30% meer vermogen en koppel',
        'Minder terugschakelen bij zwaar trekwerk en bij het oprijden van een dijk met een volle kar',
        'Een lager verbruik per hectare, omdat de motor hetzelfde werk bij een lager toerental doet; bij honderden draaiuren per jaar tikt elke liter per uur flink aan',
        'Meer reserve bij aftakaswerk, zoals maaien, frezen of hakselen',
        'De originele software blijft bewaard, bijvoorbeeld voor inruil of verkoop',
      ),
      h('Veilig, legaal en op uw eigen erf'),
      p(
        'Omdat landbouwmotoren lang onder vollast werken, houden we de uitlaatgastemperatuur en de koeling ruim binnen veilige marges en respecteren we de grenzen van transmissie en aftakas, ook bij traploze bakken. AdBlue/SCR, roetfilter en oxidatiekatalysator van Stage IV- en Stage V-motoren blijven volledig werken. Staat uw machine nog onder dealergarantie, dan bespreken we vooraf de gevolgen. Met onze mobiele service tunen we op uw erf voor € 0,70 per kilometer exclusief btw vanaf Nijmegen; loonwerkers laten vaak meerdere machines in één bezoek doen. Plan de tuning bij voorkeur buiten het hoogseizoen, zodat alles klaarstaat wanneer het voorjaarswerk begint.',
      ),
    ],
    en: [
      h('More pulling power where it counts'),
      p(
        'Agricultural machines work differently from cars: they run at a high, constant load for hours, for example when ploughing, cultivating or pulling a full slurry tanker or tipping trailer. A Stage 1 calibration mainly increases torque in the rev range where a tractor spends most of its day. As a result the engine holds its speed better when the soil gets heavier, you need to change down less often and you can often handle a wider implement or a higher working speed. We work on machines from John Deere, Fendt, New Holland, Case IH, Claas, Deutz-Fahr, Massey Ferguson, Valtra and others.',
      ),
      h('What you will notice'),
      list(
        'Depending on the machine, up to around 30% more power and torque',
        'Less downshifting during heavy draught work and when climbing a dyke with a full trailer',
        'Lower consumption per hectare, because the engine does the same work at lower revs; over hundreds of operating hours a year, every litre per hour adds up',
        'More reserve for PTO work such as mowing, rotavating or chopping',
        'The original software is kept, for example for trade-in or resale',
      ),
      h('Safe, legal and on your own farm'),
      p(
        'Because agricultural engines run at full load for long periods, we keep exhaust gas temperatures and cooling well within safe margins and respect the limits of the transmission and PTO, including on continuously variable transmissions. AdBlue/SCR, the particulate filter and the oxidation catalyst on Stage IV and Stage V engines remain fully operational. If your machine is still under dealer warranty, we discuss the implications beforehand. With our mobile service we tune on your farm for € 0.70 per kilometre excluding VAT from Nijmegen; contractors often have several machines done in one visit. Ideally, plan the tuning outside the busy season, so everything is ready when the spring work starts.',
      ),
    ],
    de: [
      h('Mehr Zugkraft, wo es darauf ankommt'),
      p(
        'Landmaschinen arbeiten anders als Pkw: Sie laufen stundenlang unter hoher, gleichmäßiger Last, etwa beim Pflügen, Grubbern oder beim Ziehen eines vollen Güllefasses oder Kippers. Eine Stage-1-Abstimmung erhöht vor allem das Drehmoment in dem Drehzahlbereich, in dem ein Traktor den größten Teil des Tages arbeitet. Dadurch hält der Motor seine Drehzahl besser, wenn der Boden schwerer wird, Sie müssen seltener zurückschalten und können oft eine größere Arbeitsbreite oder eine höhere Arbeitsgeschwindigkeit fahren. Wir arbeiten unter anderem an Maschinen von John Deere, Fendt, New Holland, Case IH, Claas, Deutz-Fahr, Massey Ferguson und Valtra.',
      ),
      h('Was Sie davon merken'),
      list(
        'Je nach Maschine bis zu rund 30 % mehr Leistung und Drehmoment',
        'Weniger Zurückschalten bei schwerer Zugarbeit und an der Deichauffahrt mit vollem Anhänger',
        'Weniger Verbrauch pro Hektar, da der Motor dieselbe Arbeit bei niedrigerer Drehzahl verrichtet; bei Hunderten Betriebsstunden im Jahr summiert sich jeder Liter pro Stunde',
        'Mehr Reserve bei Zapfwellenarbeiten wie Mähen, Fräsen oder Häckseln',
        'Die Originalsoftware bleibt gesichert, etwa für Inzahlungnahme oder Verkauf',
      ),
      h('Sicher, legal und auf Ihrem Hof'),
      p(
        'Da Landmaschinenmotoren lange unter Volllast arbeiten, halten wir Abgastemperatur und Kühlung deutlich innerhalb sicherer Grenzen und respektieren die Belastbarkeit von Getriebe und Zapfwelle, auch bei stufenlosen Getrieben. AdBlue/SCR, Partikelfilter und Oxidationskatalysator von Stufe-IV- und Stufe-V-Motoren bleiben voll funktionsfähig. Besteht noch Händlergarantie, besprechen wir die Folgen vorab. Mit unserem mobilen Service tunen wir direkt auf Ihrem Hof für 0,70 € pro Kilometer zzgl. MwSt. ab Nijmegen; Lohnunternehmer lassen oft mehrere Maschinen bei einem Besuch abstimmen. Planen Sie das Tuning am besten außerhalb der Hochsaison, damit alles bereitsteht, wenn die Frühjahrsarbeit beginnt.',
      ),
    ],
  },
}
