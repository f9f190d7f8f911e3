import 'server-only';
import { type LegalSeedTexts, type LegalSeedVersion, operator as o, since } from './legal-operator';

const address = `${o.company}, ${o.street}, ${o.city}, Duitsland`;

function terms(v: LegalSeedVersion) {
  return {
    title: 'Algemene voorwaarden',
    blocks: [
      { h: '1. Toepassing en exploitant' },
      { p: `Deze voorwaarden gelden voor het gebruik van Camverse, een platform waarop onafhankelijke performers live videochats, video's, fotoalbums${v >= 2 ? ', een tv-programma en betaalde berichten' : ''} aanbieden. Camverse wordt geëxploiteerd door ${address} (zie het colofon). Door een account aan te maken accepteer je deze voorwaarden in de versie die je wordt getoond.` },
      { h: '2. Alleen voor volwassenen en leeftijdsverificatie' },
      { p: 'Camverse is alleen voor volwassenen. Je moet minstens 18 jaar oud en meerderjarig zijn in het land van waaruit je het platform gebruikt.' },
      { p: 'Inhoud met leeftijdsclassificatie 18 wordt pas getoond na een geslaagde leeftijdsverificatie met een van de procedures die wij aanbieden. Wij bewaren het resultaat en de datum, niet je identiteitsbewijzen. Bij twijfel mogen wij de verificatie herhalen.' },
      { h: '3. Je account' },
      { ul: ['Eén account per persoon; accounts mogen niet worden gedeeld, verkocht of overgedragen.', 'Houd je wachtwoord geheim en meld het ons direct als je misbruik vermoedt.', 'Je schermnaam mag geen contactgegevens, beledigingen of namen van andere personen bevatten.', 'Wij mogen een account blokkeren dat deze voorwaarden schendt; betaald tegoed blijft van jou zoals beschreven in artikel 4.'] },
      { h: '4. Prepaid tegoed' },
      { p: 'Live chats en media worden betaald uit een prepaid tegoed in euro dat je opwaardeert met de aangeboden betaalmethoden. Elke prijs wordt vóór de aankoop getoond; een live chat wordt per minuut afgerekend tegen de minuutprijs die vóór de start wordt getoond en eindigt wanneer je tegoed op is.' },
      { ul: ['Het tegoed levert geen rente op en kan niet naar andere accounts worden overgezet.', 'Bonustegoed en vouchers zijn een cadeau: ze worden alleen vóór betaald tegoed gebruikt als het aanbod dat zegt en worden nooit uitbetaald.', 'Wordt je account gesloten, dan betalen wij het resterende betaalde tegoed op verzoek terug via de laatst gebruikte betaalmethode.'] },
      { h: "5. Live chats, video's en albums" },
      { p: "Video's en fotoalbums die je koopt blijven in je mediatheek zolang je account bestaat en de performer ze online houdt. Ze zijn alleen gelicentieerd om privé via streaming te bekijken. Opnemen, met technische trucs downloaden of publiceren is niet toegestaan." },
      ...since(v, 2, [
        { h: '6. Betaalde berichten' },
        { p: 'Sommige performers rekenen voor berichten. De prijs staat vóór het verzenden in de messenger en wordt bij het verzenden van je tegoed afgeschreven. Performers zijn onafhankelijk en beslissen zelf of en wanneer ze antwoorden.' },
      ]),
      { h: v >= 2 ? '7. VIP-club en tv-abonnement' : '6. VIP-club' },
      { p: 'De VIP-club is een abonnement dat je de voordelen op de VIP-clubpagina geeft voor de betaalde periode. Het wordt met dezelfde periode verlengd, tenzij je het vóór het einde van de periode opzegt.' },
      ...since(v, 2, [
        { p: `Het tv-abonnement kost ${o.tvPrice} per 30 dagen en geeft toegang tot de premium tv-livestream en de afleveringen van de mediatheek. Een VIP-lidmaatschap omvat het tv-programma. Het abonnement wordt elke 30 dagen verlengd tot je het opzegt.` },
      ]),
      { p: 'Je kunt op elk moment in je account opzeggen; het abonnement eindigt dan met de al betaalde periode en er wordt niets meer afgeschreven.' },
      { h: v >= 2 ? '8. Gedragsregels' : '7. Gedragsregels' },
      { ul: ['Behandel performers en andere gasten met respect en accepteer een nee.', 'Vraag nooit om inhoud met minderjarigen, geweld of andere illegale handelingen.', 'Neem chats, streams en media niet op en verspreid ze niet.', 'Deel geen contactgegevens om betalingen buiten het platform om te laten lopen.', 'Meld inhoud die deze regels schendt via de meldlink in de voettekst.'] },
      { h: v >= 2 ? '9. Herroepingsrecht' : '8. Herroepingsrecht' },
      { p: 'Als consument in de Europese Unie kun je een abonnement binnen 14 dagen zonder opgave van redenen herroepen. Bij digitale inhoud en diensten die op jouw uitdrukkelijke verzoek direct beginnen, vervalt het herroepingsrecht zodra de levering is begonnen.' },
      { h: v >= 2 ? '10. Aansprakelijkheid' : '9. Aansprakelijkheid' },
      { p: 'Wij zijn onbeperkt aansprakelijk voor opzet, grove nalatigheid en letsel aan leven, lichaam of gezondheid. Bij lichte nalatigheid zijn wij alleen aansprakelijk voor schending van wezenlijke contractuele verplichtingen, beperkt tot de voor deze overeenkomst typische en voorzienbare schade. Wij garanderen niet dat een bepaalde performer online is of bepaalde inhoud beschikbaar houdt.' },
      { h: v >= 2 ? '11. Wijzigingen van deze voorwaarden' : '10. Wijzigingen van deze voorwaarden' },
      { p: 'Wijzigingen kondigen wij aan voordat ze ingaan. Een nieuwe versie wordt je bij je volgende bezoek getoond en moet worden geaccepteerd voordat je betaalde functies verder gebruikt. Alle eerdere versies blijven op deze pagina beschikbaar.' },
      { h: v >= 2 ? '12. Slotbepalingen' : '11. Slotbepalingen' },
      { p: `Het Duitse recht is van toepassing; dwingende consumentenbescherming van het land waar je woont blijft onverlet. De Europese Commissie biedt een platform voor onlinegeschillenbeslechting op ${o.odrUrl}. Wij zijn niet bereid en niet verplicht deel te nemen aan geschillenbeslechting voor een consumentengeschillencommissie. Vragen over deze voorwaarden: ${o.legalEmail}.` },
    ],
  };
}

function privacy(v: LegalSeedVersion) {
  return {
    title: 'Privacyverklaring',
    blocks: [
      { h: '1. Verwerkingsverantwoordelijke' },
      { p: `Verantwoordelijk voor de hier beschreven verwerking is ${address}, ${o.privacyEmail}. Onze functionaris voor gegevensbescherming bereik je via ${o.dpoEmail}.` },
      { h: '2. Welke gegevens wij verwerken' },
      { ul: ['Accountgegevens: e-mailadres, schermnaam, wachtwoord (alleen als hash opgeslagen), taal en de versies van deze teksten die je hebt geaccepteerd.', 'Leeftijdsverificatie: het resultaat en de datum van de controle; identiteitsbewijzen blijven bij de verificatieaanbieder.', 'Betalingen: opwaarderingen, aankopen, abonnementen en je tegoed; kaart- en bankgegevens worden verwerkt door de betaaldienstverleners.', `Gebruik van het platform: chats, aankopen, favorieten en berichten${v >= 2 ? ', inclusief de prijs van betaalde berichten' : ''}.`, `Technische gegevens: IP-adres, browser- en apparaatgegevens in serverlogs, die ${v >= 2 ? '7' : '14'} dagen worden bewaard.`] },
      { h: '3. Doelen en rechtsgronden' },
      { ul: ['Om je het platform en je aankopen te leveren (art. 6 lid 1 onder b AVG).', 'Om wettelijke plichten na te komen, zoals jeugdbescherming en het bewaren van boekhoudkundige gegevens (art. 6 lid 1 onder c AVG).', 'Om het platform te beveiligen en fraude en betalingsmisbruik te voorkomen (art. 6 lid 1 onder f AVG).', 'Analysecookies en de nieuwsbrief alleen met je toestemming, die je altijd kunt intrekken (art. 6 lid 1 onder a AVG).'] },
      { h: v >= 2 ? '4. Livevideo, tv en berichten' : '4. Livevideo en berichten' },
      { p: 'Livevideo bereikt je in realtime en wordt door ons niet opgenomen. Je eigen camera en microfoon worden alleen in een videogesprek gebruikt als je ze inschakelt. Berichten worden opgeslagen zodat ze kunnen worden bezorgd en in je geschiedenis getoond, tot jij of de performer ze verwijdert.' },
      ...since(v, 2, [{ p: 'Als je de tv-livestream bekijkt, controleren wij je abonnement bij elk verzoek om de stream; welk programma je hebt bekeken, bewaren wij niet langer dan je sessie.' }]),
      { h: '5. Cookies' },
      { p: 'Noodzakelijke cookies houden je ingelogd en onthouden je cookiekeuze. Andere cookies plaatsen wij alleen met je toestemming; je kunt je keuze altijd wijzigen via „Cookie-instellingen” in de voettekst.' },
      { h: '6. Ontvangers' },
      { p: 'Wij delen gegevens alleen waar nodig: met betaaldienstverleners, de aanbieder van de leeftijdsverificatie, onze hostingprovider in de Europese Unie en de dienst die onze e-mails verstuurt, waar nodig telkens met een verwerkersovereenkomst. Performers zien je schermnaam, nooit je e-mailadres of betaalgegevens. Wij verkopen geen persoonsgegevens.' },
      { h: '7. Bewaartermijnen' },
      { p: 'Accountgegevens bewaren wij tot je account wordt verwijderd. Boekhoudkundige gegevens bewaren wij tien jaar, zoals het Duitse belastingrecht voorschrijft. Het resultaat van de leeftijdsverificatie bewaren wij zolang je account bestaat.' },
      { h: '8. Je rechten' },
      { ul: ['Inzage, rectificatie en wissing van je gegevens.', 'Beperking van de verwerking en overdraagbaarheid van gegevens.', 'Bezwaar tegen verwerking op grond van gerechtvaardigde belangen.', 'Intrekking van toestemming met werking voor de toekomst.', 'Een klacht bij een toezichthoudende autoriteit voor gegevensbescherming, bijvoorbeeld de Berlijnse toezichthouder voor gegevensbescherming.'] },
      { h: '9. Wijzigingen' },
      { p: 'Elke nieuwe versie van deze verklaring publiceren wij hier met haar datum; eerdere versies blijven op deze pagina beschikbaar.' },
    ],
  };
}

function imprint() {
  return {
    title: 'Colofon',
    blocks: [
      { h: 'Aanbieder' },
      { p: address },
      { p: `Vertegenwoordigd door de directeur ${o.director}.` },
      { h: 'Contact' },
      { ul: [`Telefoon: ${o.phone}`, `E-mail: ${o.email}`] },
      { h: 'Register en belasting' },
      { ul: [`Handelsregister: Amtsgericht Charlottenburg, ${o.register}`, `Btw-identificatienummer: ${o.vatId}`] },
      { h: 'Functionaris jeugdbescherming' },
      { p: `${o.youthOfficer}, ${o.youthEmail}` },
      { h: 'Verantwoordelijk voor de inhoud' },
      { p: `${o.director}, ${o.street}, ${o.city}` },
      { h: 'Geschillenbeslechting' },
      { p: `De Europese Commissie biedt een platform voor onlinegeschillenbeslechting op ${o.odrUrl}. Wij zijn niet bereid en niet verplicht deel te nemen aan geschillenbeslechting voor een consumentengeschillencommissie.` },
      { h: 'Demonstratieplatform' },
      { p: 'Camverse is een demonstratieplatform. Het bedrijf, de personen en het adres die hier worden genoemd, zijn verzonnen.' },
    ],
  };
}

export const legalTextsNl: LegalSeedTexts = { terms, privacy, imprint };
