import 'server-only';
import { type LegalSeedTexts, type LegalSeedVersion, operator as o, since } from './legal-operator';

const address = `${o.company}, ${o.street}, ${o.city}, Deutschland`;

function terms(v: LegalSeedVersion) {
  return {
    title: 'Allgemeine Geschäftsbedingungen',
    blocks: [
      { h: '1. Geltungsbereich und Betreiber' },
      { p: `Diese Bedingungen regeln die Nutzung von Camverse, einer Plattform, auf der unabhängige Darstellerinnen und Darsteller Live-Videochats, Videos, Fotoalben${v >= 2 ? ', ein TV-Programm und kostenpflichtige Nachrichten' : ''} anbieten. Betreiberin ist die ${address} (siehe Impressum). Mit der Registrierung akzeptierst du diese Bedingungen in der dir angezeigten Fassung.` },
      { h: '2. Nur für Erwachsene und Altersverifikation' },
      { p: 'Camverse richtet sich ausschließlich an Erwachsene. Du musst mindestens 18 Jahre alt und in dem Land, aus dem du die Plattform nutzt, volljährig sein.' },
      { p: 'Inhalte mit der Altersfreigabe 18 werden erst nach einer erfolgreichen Altersverifikation mit einem der angebotenen Verfahren gezeigt. Wir speichern das Ergebnis und sein Datum, nicht deine Ausweisdokumente. Bestehen Zweifel, dürfen wir die Prüfung wiederholen.' },
      { h: '3. Dein Konto' },
      { ul: ['Ein Konto pro Person; Konten dürfen nicht geteilt, verkauft oder übertragen werden.', 'Halte dein Passwort geheim und melde dich sofort, wenn du einen Missbrauch vermutest.', 'Dein Nickname darf keine Kontaktdaten, Beleidigungen oder Namen anderer Personen enthalten.', 'Wir dürfen ein Konto sperren, das gegen diese Bedingungen verstößt; bezahltes Guthaben bleibt dir nach Abschnitt 4 erhalten.'] },
      { h: '4. Prepaid-Guthaben' },
      { p: 'Live-Chats und Medien werden aus einem Prepaid-Guthaben in Euro bezahlt, das du mit den angebotenen Zahlungsarten auflädst. Jeder Preis wird vor dem Kauf angezeigt; ein Live-Chat wird pro Minute zu dem vor Beginn angezeigten Minutenpreis abgerechnet und endet, wenn dein Guthaben aufgebraucht ist.' },
      { ul: ['Das Guthaben wird nicht verzinst und kann nicht auf andere Konten übertragen werden.', 'Bonusguthaben und Gutscheine sind ein Geschenk: Sie werden nur dann vor bezahltem Guthaben verbraucht, wenn das Angebot es so vorsieht, und nie ausgezahlt.', 'Wird dein Konto geschlossen, erstatten wir das verbleibende bezahlte Guthaben auf Wunsch an die zuletzt genutzte Zahlungsart.'] },
      { h: '5. Live-Chats, Videos und Alben' },
      { p: 'Gekaufte Videos und Fotoalben bleiben in deiner Mediathek, solange dein Konto besteht und die Darstellerin sie online lässt. Sie sind ausschließlich zum privaten Ansehen im Stream lizenziert. Aufzeichnen, Herunterladen mit technischen Tricks oder Veröffentlichen ist nicht erlaubt.' },
      ...since(v, 2, [
        { h: '6. Kostenpflichtige Nachrichten' },
        { p: 'Manche Darstellerinnen berechnen Nachrichten. Der Preis steht vor dem Senden im Messenger und wird beim Senden von deinem Guthaben abgebucht. Darstellerinnen sind unabhängig und entscheiden selbst, ob und wann sie antworten.' },
      ]),
      { h: v >= 2 ? '7. VIP-Club und TV-Abo' : '6. VIP-Club' },
      { p: 'Der VIP-Club ist ein Abonnement, das dir die auf der VIP-Club-Seite beschriebenen Vorteile für den bezahlten Zeitraum gibt. Er verlängert sich um denselben Zeitraum, wenn du nicht vor dessen Ende kündigst.' },
      ...since(v, 2, [
        { p: `Das TV-Abo kostet ${o.tvPrice} pro 30 Tage und öffnet den Premium-TV-Livestream und die Folgen der Mediathek. Eine VIP-Mitgliedschaft enthält das TV-Programm. Das Abo verlängert sich alle 30 Tage, bis du es kündigst.` },
      ]),
      { p: 'Du kannst jederzeit in deinem Konto kündigen; das Abo endet dann mit dem bereits bezahlten Zeitraum, und es wird nichts mehr abgebucht.' },
      { h: v >= 2 ? '8. Verhaltensregeln' : '7. Verhaltensregeln' },
      { ul: ['Begegne Darstellerinnen und anderen Gästen mit Respekt und akzeptiere ein Nein.', 'Verlange niemals Inhalte mit Minderjährigen, Gewalt oder anderen rechtswidrigen Handlungen.', 'Zeichne Chats, Streams und Medien nicht auf und verbreite sie nicht.', 'Tausche keine Kontaktdaten aus, um Zahlungen an der Plattform vorbei abzuwickeln.', 'Melde Inhalte, die gegen diese Regeln verstoßen, über den Meldelink in der Fußzeile.'] },
      { h: v >= 2 ? '9. Widerrufsrecht' : '8. Widerrufsrecht' },
      { p: 'Als Verbraucherin oder Verbraucher in der Europäischen Union kannst du ein Abonnement innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen. Bei digitalen Inhalten und Leistungen, die auf deinen ausdrücklichen Wunsch sofort beginnen, erlischt das Widerrufsrecht mit Beginn der Ausführung.' },
      { h: v >= 2 ? '10. Haftung' : '9. Haftung' },
      { p: 'Wir haften unbeschränkt für Vorsatz, grobe Fahrlässigkeit und Verletzungen von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vertragstypischen, vorhersehbaren Schaden. Wir garantieren nicht, dass eine bestimmte Darstellerin online ist oder bestimmte Inhalte verfügbar hält.' },
      { h: v >= 2 ? '11. Änderungen dieser Bedingungen' : '10. Änderungen dieser Bedingungen' },
      { p: 'Änderungen kündigen wir an, bevor sie gelten. Eine neue Fassung wird dir beim nächsten Besuch angezeigt und muss akzeptiert werden, bevor du kostenpflichtige Funktionen weiter nutzt. Alle früheren Fassungen bleiben auf dieser Seite abrufbar.' },
      { h: v >= 2 ? '12. Schlussbestimmungen' : '11. Schlussbestimmungen' },
      { p: `Es gilt deutsches Recht; zwingender Verbraucherschutz deines Wohnsitzlandes bleibt unberührt. Die Europäische Kommission stellt unter ${o.odrUrl} eine Plattform zur Online-Streitbeilegung bereit. Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir weder bereit noch verpflichtet. Fragen zu diesen Bedingungen: ${o.legalEmail}.` },
    ],
  };
}

function privacy(v: LegalSeedVersion) {
  return {
    title: 'Datenschutzerklärung',
    blocks: [
      { h: '1. Verantwortlicher' },
      { p: `Verantwortlich für die hier beschriebene Verarbeitung ist die ${address}, ${o.privacyEmail}. Unsere Datenschutzbeauftragte erreichst du unter ${o.dpoEmail}.` },
      { h: '2. Welche Daten wir verarbeiten' },
      { ul: ['Kontodaten: E-Mail-Adresse, Nickname, Passwort (nur als Hash gespeichert), Sprache und die Fassungen dieser Texte, die du akzeptiert hast.', 'Altersverifikation: Ergebnis und Datum der Prüfung; Ausweisdokumente bleiben beim Verifikationsanbieter.', 'Zahlungen: Aufladungen, Käufe, Abonnements und dein Guthaben; Karten- und Bankdaten verarbeiten die Zahlungsdienstleister.', `Nutzung der Plattform: Chats, Käufe, Favoriten und Nachrichten${v >= 2 ? ', einschließlich des Preises kostenpflichtiger Nachrichten' : ''}.`, `Technische Daten: IP-Adresse, Browser- und Geräteangaben in Serverprotokollen, die ${v >= 2 ? '7' : '14'} Tage aufbewahrt werden.`] },
      { h: '3. Zwecke und Rechtsgrundlagen' },
      { ul: ['Um dir die Plattform und deine Käufe bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO).', 'Um gesetzliche Pflichten wie den Jugendschutz und die Aufbewahrung von Buchungsbelegen zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO).', 'Um die Plattform zu schützen und Betrug sowie Zahlungsmissbrauch zu verhindern (Art. 6 Abs. 1 lit. f DSGVO).', 'Analyse-Cookies und Newsletter nur mit deiner Einwilligung, die du jederzeit widerrufen kannst (Art. 6 Abs. 1 lit. a DSGVO).'] },
      { h: v >= 2 ? '4. Live-Video, TV und Nachrichten' : '4. Live-Video und Nachrichten' },
      { p: 'Live-Video erreicht dich in Echtzeit und wird von uns nicht aufgezeichnet. Deine eigene Kamera und dein Mikrofon werden nur in einem Videoanruf genutzt, wenn du sie einschaltest. Nachrichten werden gespeichert, damit sie zugestellt und in deinem Verlauf angezeigt werden können, bis du oder die Darstellerin sie löschen.' },
      ...since(v, 2, [{ p: 'Wenn du den TV-Livestream ansiehst, prüfen wir dein Abo bei jeder Anfrage an den Stream; welche Sendung du gesehen hast, speichern wir nicht über deine Sitzung hinaus.' }]),
      { h: '5. Cookies' },
      { p: 'Notwendige Cookies halten dich angemeldet und merken sich deine Cookie-Auswahl. Andere Cookies setzen wir nur mit deiner Einwilligung; du kannst deine Auswahl jederzeit über „Cookie-Einstellungen“ in der Fußzeile ändern.' },
      { h: '6. Empfänger' },
      { p: 'Wir geben Daten nur weiter, wo es nötig ist: an Zahlungsdienstleister, den Anbieter der Altersverifikation, unseren Hosting-Anbieter in der Europäischen Union und den Dienst, der unsere E-Mails versendet, jeweils wo erforderlich mit einem Auftragsverarbeitungsvertrag. Darstellerinnen sehen deinen Nickname, nie deine E-Mail-Adresse oder Zahlungsdaten. Wir verkaufen keine personenbezogenen Daten.' },
      { h: '7. Speicherdauer' },
      { p: 'Kontodaten speichern wir, bis dein Konto gelöscht wird. Buchungsbelege bewahren wir nach deutschem Steuerrecht zehn Jahre auf. Das Ergebnis der Altersverifikation behalten wir, solange dein Konto besteht.' },
      { h: '8. Deine Rechte' },
      { ul: ['Auskunft, Berichtigung und Löschung deiner Daten.', 'Einschränkung der Verarbeitung und Datenübertragbarkeit.', 'Widerspruch gegen eine Verarbeitung auf Grundlage berechtigter Interessen.', 'Widerruf einer Einwilligung mit Wirkung für die Zukunft.', 'Beschwerde bei einer Datenschutzaufsichtsbehörde, zum Beispiel der Berliner Beauftragten für Datenschutz und Informationsfreiheit.'] },
      { h: '9. Änderungen' },
      { p: 'Jede neue Fassung dieser Erklärung veröffentlichen wir hier mit ihrem Datum; frühere Fassungen bleiben auf dieser Seite abrufbar.' },
    ],
  };
}

function imprint() {
  return {
    title: 'Impressum',
    blocks: [
      { h: 'Anbieterin' },
      { p: address },
      { p: `Vertreten durch die Geschäftsführerin ${o.director}.` },
      { h: 'Kontakt' },
      { ul: [`Telefon: ${o.phone}`, `E-Mail: ${o.email}`] },
      { h: 'Register und Steuern' },
      { ul: [`Handelsregister: Amtsgericht Charlottenburg, ${o.register}`, `Umsatzsteuer-Identifikationsnummer: ${o.vatId}`] },
      { h: 'Jugendschutzbeauftragter' },
      { p: `${o.youthOfficer}, ${o.youthEmail}` },
      { h: 'Verantwortlich für den Inhalt' },
      { p: `${o.director}, ${o.street}, ${o.city}` },
      { h: 'Streitbeilegung' },
      { p: `Die Europäische Kommission stellt unter ${o.odrUrl} eine Plattform zur Online-Streitbeilegung bereit. Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir weder bereit noch verpflichtet.` },
      { h: 'Demonstrationsplattform' },
      { p: 'Camverse ist eine Demonstrationsplattform. Die hier genannte Firma, die Personen und die Anschrift sind erfunden.' },
    ],
  };
}

export const legalTextsDe: LegalSeedTexts = { terms, privacy, imprint };
