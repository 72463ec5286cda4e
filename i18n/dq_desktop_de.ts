<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Abandon</name>
    <message>
        <source>Abandon your game at field %1 of 22?</source>
        <translation>Ihr laufendes Spiel (Feld %1 von 22) aufgeben?</translation>
    </message>
    <message>
        <source>Abandon the game at field %1 of 22 with %2?</source>
        <translation>Das laufende Spiel (Feld %1 von 22, mit %2) aufgeben?</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Laufendes Spiel</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>Spiel &amp;aufgeben</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Don Quixote</source>
        <translation>Über Don Quixote</translation>
    </message>
    <message>
        <source>Don Quixote</source>
        <translation>Don Quixote</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>An offline desktop edition of the tile-laying game.</source>
        <translation>Das Legespiel als Desktop-Anwendung, ganz ohne Internetverbindung.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Don Quixote&lt;/i&gt; is a board game by Reinhard Staupe, published by Pegasus Spiele (2010). This program is an unofficial implementation: it is not made, endorsed or supported by the author or the publisher. Its tiles are drawn for this program.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Don Quixote&lt;/i&gt; ist ein Brettspiel von Reinhard Staupe, erschienen 2010 bei Pegasus Spiele. Dieses Programm ist eine inoffizielle Umsetzung: Es stammt weder vom Autor noch vom Verlag und wird von ihnen weder empfohlen noch unterstützt. Seine Plättchen wurden eigens für dieses Programm gezeichnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: %1. This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Lizenz: %1. Dieses Programm ist freie Software: Sie können es unter den Bedingungen der GNU General Public License, wie von der Free Software Foundation veröffentlicht, weitergeben und/oder verändern, entweder gemäß Version 3 der Lizenz oder (nach Ihrer Wahl) jeder späteren Version. Es wird in der Hoffnung verbreitet, dass es nützlich ist, aber OHNE JEDE GEWÄHRLEISTUNG.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Built with Python %1, Qt %2 and PySide6 %3 (LGPL-3.0).</source>
        <translation>Erstellt mit Python %1, Qt %2 und PySide6 %3 (LGPL-3.0).</translation>
    </message>
    <message>
        <source>What is new in version %1</source>
        <translation>Neu in Version %1</translation>
    </message>
    <message>
        <source>What is new since version %1, not yet in a release</source>
        <translation>Neu seit Version %1, noch nicht veröffentlicht</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>Ihre Dateien</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>Open the folder of %1</source>
        <translation>Ordner von „%1“ öffnen</translation>
    </message>
    <message>
        <source>This folder does not exist yet.</source>
        <translation>Dieser Ordner existiert noch nicht.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Third-party &amp;licences</source>
        <translation>&amp;Lizenzen Dritter</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Über Qt</translation>
    </message>
</context>
<context>
    <name>AidsIndicator</name>
    <message>
        <source>Assisted game</source>
        <translation>Spiel mit Hilfen</translation>
    </message>
    <message>
        <source>Unaided so far · previews on</source>
        <translation>Bisher ohne Hilfe · Vorschau an</translation>
    </message>
    <message>
        <source>Unaided so far</source>
        <translation>Bisher ohne Hilfe</translation>
    </message>
    <message>
        <source>Unaided game</source>
        <translation>Spiel ohne Hilfe</translation>
    </message>
    <message>
        <source>Guided game · not recorded</source>
        <translation>Geführtes Spiel · nicht eingetragen</translation>
    </message>
    <message>
        <source>Previews show only what you would see by holding a tile over the field: they never make a game assisted. A hint or a take-back does.</source>
        <translation>Die Vorschau zeigt nur, was Sie sähen, wenn Sie ein Plättchen über das Feld hielten: Sie macht ein Spiel nie zu einem Spiel mit Hilfen. Ein Tipp oder ein zurückgenommenes Plättchen schon.</translation>
    </message>
    <message>
        <source>A hint or a take-back was used: the record book keeps this game apart from your unaided bests.</source>
        <translation>Ein Tipp wurde genutzt oder ein Plättchen zurückgenommen: Das Spielarchiv führt dieses Spiel getrennt von Ihren Bestleistungen ohne Hilfe.</translation>
    </message>
    <message>
        <source>No aid used: this game counts for your unaided bests.</source>
        <translation>Keine Hilfe genutzt: Dieses Spiel zählt für Ihre Bestleistungen ohne Hilfe.</translation>
    </message>
    <message>
        <source>The guide chose the tiles knowing the whole deal: this game is not kept in the record book.</source>
        <translation>Die Plättchen wurden in Kenntnis des ganzen Spiels gewählt: Dieses Spiel wird nicht ins Spielarchiv eingetragen.</translation>
    </message>
</context>
<context>
    <name>Announcement</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The scoring helper does not change.</source>
        <translation>Die Wertungshilfe ändert sich nicht.</translation>
    </message>
    <message>
        <source>Scoring helper: %1, total %2.</source>
        <translation>Wertungshilfe: %1, Summe %2.</translation>
    </message>
    <message>
        <source>On %1: the scoring helper does not change.</source>
        <translation>Auf %1: Die Wertungshilfe ändert sich nicht.</translation>
    </message>
    <message>
        <source>On %1: %2, total %3.</source>
        <translation>Auf %1: %2, Summe %3.</translation>
    </message>
    <message>
        <source>You placed %1 on %2.</source>
        <translation>Sie haben %1 auf %2 gelegt.</translation>
    </message>
    <message>
        <source>%1 placed %2 on %3.</source>
        <translation>%1 hat %2 auf %3 gelegt.</translation>
    </message>
    <message>
        <source>%1&apos;s scoring helper does not change.</source>
        <translation>Die Wertungshilfe von %1 ändert sich nicht.</translation>
    </message>
    <message>
        <source>%1&apos;s scoring helper: %2, total %3.</source>
        <translation>Wertungshilfe von %1: %2, Summe %3.</translation>
    </message>
    <message>
        <source>Scoring of round %1: %2. Round total %3.</source>
        <translation>Wertung von Durchgang %1: %2. Summe des Durchgangs: %3.</translation>
    </message>
    <message>
        <source>Totals so far: %1.</source>
        <translation>Bisherige Summen: %1.</translation>
    </message>
    <message>
        <source>Round %1, if scored now: %2, total %3.</source>
        <translation>Durchgang %1, wenn jetzt gewertet würde: %2, Summe %3.</translation>
    </message>
    <message>
        <source>Round %1, if scored now: no points.</source>
        <translation>Durchgang %1, wenn jetzt gewertet würde: keine Punkte.</translation>
    </message>
    <message numerus="yes">
        <source>Scored rounds: %n point(s).</source>
        <translation>
            <numerusform>Gewertete Durchgänge: %n Punkt.</numerusform>
            <numerusform>Gewertete Durchgänge: %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>No tile to place now.</source>
        <translation>Im Moment ist kein Plättchen zu legen.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Your tiles: %1</source>
        <translation>Ihre Plättchen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s): below the rulebook&apos;s marks.</source>
        <translation>
            <numerusform>%n Punkt: unter den Richtwerten der Spielregel.</numerusform>
            <numerusform>%n Punkte: unter den Richtwerten der Spielregel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s): %1.</source>
        <translation>
            <numerusform>%n Punkt: %1.</numerusform>
            <numerusform>%n Punkte: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s): below the rulebook&apos;s marks.</source>
        <translation>
            <numerusform>%1, %n Punkt: unter den Richtwerten der Spielregel.</numerusform>
            <numerusform>%1, %n Punkte: unter den Richtwerten der Spielregel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s): %2.</source>
        <translation>
            <numerusform>%1, %n Punkt: %2.</numerusform>
            <numerusform>%1, %n Punkte: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final standings. %1</source>
        <translation>Endstand. %1</translation>
    </message>
    <message>
        <source>Hint: %1 on %2.</source>
        <translation>Tipp: %1 auf %2.</translation>
    </message>
    <message>
        <source>Field %1 of %2: %3. %4</source>
        <translation>Feld %1 von %2: %3. %4</translation>
    </message>
    <message>
        <source>The expert&apos;s choice: %1 on %2.</source>
        <translation>Die Wahl des Experten: %1 auf %2.</translation>
    </message>
    <message>
        <source>The best placement found: %1 on %2.</source>
        <translation>Der beste gefundene Zug: %1 auf %2.</translation>
    </message>
    <message>
        <source>Your last tile is back in your hand.</source>
        <translation>Ihr zuletzt gelegtes Plättchen ist wieder bei Ihren Plättchen.</translation>
    </message>
</context>
<context>
    <name>BoardMarks</name>
    <message>
        <source>Does not defend: its field is not on the border of the principality.</source>
        <translation>Verteidigt nicht: Sein Feld liegt nicht am Rand des Fürstentums.</translation>
    </message>
    <message>
        <source>Does not defend: its half of the tile does not touch the border.</source>
        <translation>Verteidigt nicht: Seine Hälfte des Plättchens berührt die Grenze nicht.</translation>
    </message>
    <message>
        <source>Does not defend: its own road does not reach the border within its half of the tile.</source>
        <translation>Verteidigt nicht: Sein eigener Weg erreicht die Grenze nicht innerhalb seiner Hälfte des Plättchens.</translation>
    </message>
</context>
<context>
    <name>BoardReader</name>
    <message>
        <source>knight %1</source>
        <translation>%1er-Ritter</translation>
    </message>
    <message>
        <source>church</source>
        <translation>Kirche</translation>
    </message>
    <message>
        <source>windmill</source>
        <translation>Windmühle</translation>
    </message>
    <message>
        <source>castle %1</source>
        <translation>%1er-Burg</translation>
    </message>
    <message>
        <source>Sancho Panza</source>
        <translation>Sancho Pansa</translation>
    </message>
    <message>
        <source>%1 above, %2 below</source>
        <translation>%1 oben, %2 unten</translation>
    </message>
    <message>
        <source>%1 above</source>
        <translation>%1 oben</translation>
    </message>
    <message>
        <source>%1 below</source>
        <translation>%1 unten</translation>
    </message>
    <message>
        <source>roads only</source>
        <translation>nur Wege</translation>
    </message>
    <message>
        <source>%1, turned</source>
        <translation>%1, gedreht</translation>
    </message>
    <message>
        <source>Gates: %1.</source>
        <translation>Tore: %1.</translation>
    </message>
    <message>
        <source>Roads: %1.</source>
        <translation>Wege: %1.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: empty, the field to fill.</source>
        <translation>%1: leer, das zu belegende Feld.</translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1: leer.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message numerus="yes">
        <source>This group is worth %n point(s)</source>
        <translation>
            <numerusform>Diese Gruppe ist %n Punkt wert</numerusform>
            <numerusform>Diese Gruppe ist %n Punkte wert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The most valuable knight group: %n shield point(s)</source>
        <translation>
            <numerusform>Die wertvollste Rittergruppe: %n Schildpunkt</numerusform>
            <numerusform>Die wertvollste Rittergruppe: %n Schildpunkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookMenu</name>
    <message>
        <source>%1 is not there.</source>
        <translation>%1 ist nicht vorhanden.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>%1 is too large to be a record book.</source>
        <translation>%1 ist zu groß für ein Spielarchiv.</translation>
    </message>
    <message>
        <source>%1 is not a record book of Don Quixote.</source>
        <translation>%1 ist kein Spielarchiv von Don Quixote.</translation>
    </message>
    <message>
        <source>%1 is damaged: it cannot be read whole.</source>
        <translation>%1 ist beschädigt: Die Datei kann nicht vollständig gelesen werden.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Don Quixote, which this version cannot read: open it with that version.</source>
        <translation>%1 wurde von einer neueren Version von Don Quixote geschrieben, die diese Version nicht lesen kann: Öffnen Sie die Datei mit jener Version.</translation>
    </message>
    <message>
        <source>%1 is the record book itself.</source>
        <translation>%1 ist das Spielarchiv selbst.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The record book was left as it was.</source>
        <translation>Das Spielarchiv bleibt unverändert.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back up the record book…</source>
        <translation>Spielarchiv &amp;sichern…</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>Sicherung &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>&amp;Merge a record book from another computer…</source>
        <translation>Spielarchiv eines anderen Computers &amp;zusammenführen…</translation>
    </message>
    <message>
        <source>Back up the record book</source>
        <translation>Spielarchiv sichern</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Merge a record book</source>
        <translation>Spielarchiv zusammenführen</translation>
    </message>
    <message>
        <source>Record books (*.dqbook *.sqlite3)</source>
        <translation>Spielarchive (*.dqbook *.sqlite3)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 backed up to %2.</source>
        <translation>%1 in %2 gesichert.</translation>
    </message>
    <message>
        <source>Replace the %1 of the record book with the %2 of %3? The record book as it is now is kept beside it, in a file of its own.</source>
        <translation>Das Spielarchiv (%1) durch %3 (%2) ersetzen? Das Spielarchiv, wie es jetzt ist, wird daneben in einer eigenen Datei aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 restored.</source>
        <translation>Wiederhergestellt: %1.</translation>
    </message>
    <message>
        <source>The record book it replaced is kept as %1.</source>
        <translation>Das ersetzte Spielarchiv wird als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 added; %2 already in the record book.</source>
        <translation>Hinzugefügt: %1; bereits im Spielarchiv: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of that book left out: not a finished game this version can read.</source>
        <translation>
            <numerusform>%n Spiel dieses Archivs ausgelassen: kein beendetes Spiel, das diese Version lesen kann.</numerusform>
            <numerusform>%n Spiele dieses Archivs ausgelassen: keine beendeten Spiele, die diese Version lesen kann.</numerusform>
        </translation>
    </message>
    <message>
        <source>Record book</source>
        <translation>Spielarchiv</translation>
    </message>
</context>
<context>
    <name>ComputerPlayers</name>
    <message>
        <source>%1&apos;s computer player, “%2”, is not known to this version of the program: “%3” plays in its place.</source>
        <translation>Der Computerspieler von %1, „%2“, ist dieser Version des Programms nicht bekannt: „%3“ spielt an seiner Stelle.</translation>
    </message>
    <message>
        <source>Your settings for new games:</source>
        <translation>Ihre Einstellungen für neue Spiele:</translation>
    </message>
    <message>
        <source>Choose another player for this seat in Settings. Until then, your settings file stays as it is.</source>
        <translation>Wählen Sie in den Einstellungen einen anderen Spieler für diesen Platz. Bis dahin bleibt Ihre Einstellungsdatei, wie sie ist.</translation>
    </message>
    <message>
        <source>%1&apos;s computer player, “%2”, stopped with an error. What went wrong is written in the log.</source>
        <translation>Der Computerspieler von %1, „%2“, ist mit einem Fehler stehen geblieben. Was schiefgegangen ist, steht im Protokoll.</translation>
    </message>
    <message>
        <source>No other computer player could take its place: this game cannot go on. Save it, or start a new game.</source>
        <translation>Kein anderer Computerspieler konnte seinen Platz einnehmen: Dieses Spiel kann nicht weitergehen. Speichern Sie es oder beginnen Sie ein neues Spiel.</translation>
    </message>
    <message>
        <source>“%1” places %2&apos;s tiles from now on, so that the game goes on.</source>
        <translation>„%1“ legt von nun an die Plättchen von %2, damit das Spiel weitergeht.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Don Quixote: an unexpected error</source>
        <translation>Don Quixote: ein unerwarteter Fehler</translation>
    </message>
    <message>
        <source>Something went wrong inside the program: %1. The game goes on, but it may not behave as it should; your games and records are kept. Saving the game now and starting the program again is the safe way on.</source>
        <translation>Im Programm ist ein Fehler aufgetreten: %1. Das Spiel geht weiter, verhält sich aber vielleicht nicht mehr wie vorgesehen; Ihre Spiele und Ihr Spielarchiv bleiben erhalten. Am sichersten speichern Sie das Spiel jetzt und starten das Programm neu.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>Bericht &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Open log folder</source>
        <translation>Protokollordner ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Report online</source>
        <translation>Online &amp;melden</translation>
    </message>
    <message>
        <source>Something went wrong inside the program: %1. It cannot go on and ends when you close this message; your games and records are kept as they were last saved. Start the program again to play on.</source>
        <translation>Im Programm ist ein Fehler aufgetreten: %1. Es kann nicht weiterlaufen und wird beendet, sobald Sie diese Meldung schließen; Ihre Spiele und Ihr Spielarchiv bleiben so erhalten, wie sie zuletzt gespeichert wurden. Starten Sie das Programm neu, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>The details are in the log, in %1. To report the error, copy the report and paste it, with a few words on what you were doing, into a new issue at %2.</source>
        <translation>Die Einzelheiten stehen im Protokoll, in %1. Um den Fehler zu melden, kopieren Sie den Bericht und fügen ihn mit ein paar Worten dazu, was Sie gerade getan haben, in eine neue Meldung unter %2 ein.</translation>
    </message>
    <message>
        <source>The log could not be written. To report the error, copy the report and paste it, with a few words on what you were doing, into a new issue at %1.</source>
        <translation>Das Protokoll konnte nicht geschrieben werden. Um den Fehler zu melden, kopieren Sie den Bericht und fügen ihn mit ein paar Worten dazu, was Sie gerade getan haben, in eine neue Meldung unter %1 ein.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>DealOfTheDay</name>
    <message>
        <source>Deal of the day, %1: deal %2</source>
        <translation>Spiel des Tages, %1: Spiel Nr. %2</translation>
    </message>
    <message>
        <source>Deal of the day %1</source>
        <translation>Spiel des Tages Nr. %1</translation>
    </message>
    <message>
        <source>Solitaire, classic tile set, without Sancho Panza: the same deal for every player today.</source>
        <translation>Solospiel, klassischer Plättchensatz, ohne Sancho Pansa: heute dasselbe Spiel für alle Spieler.</translation>
    </message>
</context>
<context>
    <name>FinalNotes</name>
    <message numerus="yes">
        <source>%1: %n point(s), below the rulebook&apos;s marks (over 70 is very good).</source>
        <translation>
            <numerusform>%1: %n Punkt, unter den Richtwerten der Spielregel (über 70 ist sehr gut).</numerusform>
            <numerusform>%1: %n Punkte, unter den Richtwerten der Spielregel (über 70 ist sehr gut).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s), %2.</source>
        <translation>
            <numerusform>%1: %n Punkt, %2.</numerusform>
            <numerusform>%1: %n Punkte, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>with aids, with Sancho</source>
        <translation>mit Hilfen, mit Sancho</translation>
    </message>
    <message>
        <source>with aids, without Sancho</source>
        <translation>mit Hilfen, ohne Sancho</translation>
    </message>
    <message>
        <source>unaided, with Sancho</source>
        <translation>ohne Hilfen, mit Sancho</translation>
    </message>
    <message>
        <source>unaided, without Sancho</source>
        <translation>ohne Hilfen, ohne Sancho</translation>
    </message>
    <message>
        <source>Your first recorded game of this kind (%1): it is your personal best.</source>
        <translation>Ihr erstes Spiel dieser Art im Spielarchiv (%1): Es ist Ihre persönliche Bestleistung.</translation>
    </message>
    <message>
        <source>A new personal best (%2)! It was %1.</source>
        <translation>Neue persönliche Bestleistung (%2)! Bisher waren es %1.</translation>
    </message>
    <message>
        <source>Your personal best (%2) stays %1.</source>
        <translation>Ihre persönliche Bestleistung (%2) bleibt %1.</translation>
    </message>
    <message>
        <source>A guided game is not recorded: the guide chose its tiles knowing the whole deal.</source>
        <translation>Ein geführtes Spiel wird nicht ins Spielarchiv eingetragen: Die Plättchen wurden in Kenntnis des ganzen Spiels gewählt.</translation>
    </message>
    <message>
        <source>Your personal best: …</source>
        <translation>Ihre persönliche Bestleistung: …</translation>
    </message>
    <message>
        <source>The expert is playing this deal…</source>
        <translation>Der Experte spielt dieses Spiel …</translation>
    </message>
    <message>
        <source>This game is not in the record book yet: it is compared with your personal best once it is recorded.</source>
        <translation>Dieses Spiel steht noch nicht im Spielarchiv: Mit Ihrer persönlichen Bestleistung wird es verglichen, sobald es eingetragen ist.</translation>
    </message>
    <message>
        <source>Your personal best could not be read from the record book.</source>
        <translation>Ihre persönliche Bestleistung konnte nicht aus dem Spielarchiv gelesen werden.</translation>
    </message>
    <message>
        <source>The expert computer player scores %1 on this deal, playing it blind as you did.</source>
        <translation>Der Computer-Experte erreicht mit denselben Plättchen %1 Punkte, ohne die Zukunft zu kennen – wie Sie.</translation>
    </message>
    <message>
        <source>The expert&apos;s total on this deal could not be worked out.</source>
        <translation>Die Summe des Experten für dieses Spiel ließ sich nicht ermitteln.</translation>
    </message>
    <message>
        <source>The expert plays this deal once the game is in the record book.</source>
        <translation>Der Experte spielt dieses Spiel, sobald es im Spielarchiv eingetragen ist.</translation>
    </message>
</context>
<context>
    <name>GuidedOffer</name>
    <message>
        <source>New to the game?</source>
        <translation>Neu im Spiel?</translation>
    </message>
    <message>
        <source>The guided first game leads you through a whole game, field by field, and says at each step what to look at. Play it now?</source>
        <translation>Das geführte erste Spiel führt Sie Feld für Feld durch eine ganze Partie und sagt bei jedem Schritt, worauf es ankommt. Jetzt spielen?</translation>
    </message>
    <message>
        <source>It stays in the Help menu.</source>
        <translation>Es bleibt im Menü Hilfe.</translation>
    </message>
    <message>
        <source>&amp;Play the guided game</source>
        <translation>Geführtes Spiel &amp;spielen</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <source>Sancho Panza: fills any field, once</source>
        <translation>Sancho Pansa: belegt ein beliebiges Feld, einmal im Spiel</translation>
    </message>
    <message>
        <source>Set aside for the last field: %1</source>
        <translation>Beiseitegelegt für das letzte Feld: %1</translation>
    </message>
</context>
<context>
    <name>KeepingDialogs</name>
    <message>
        <source>The game is not recorded yet</source>
        <translation>Das Spiel ist noch nicht eingetragen</translation>
    </message>
    <message>
        <source>%1

The finished game is saved in %2 and will be recorded as soon as the record book can be written: it is tried again every half minute and at every start.</source>
        <translation>%1

Das beendete Spiel liegt in %2 und wird ins Spielarchiv eingetragen, sobald es geschrieben werden kann: Es wird alle halbe Minute und bei jedem Start erneut versucht.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Das Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>%1

The finished game could not be written anywhere, nor recorded. It is held in memory while Don Quixote stays open and tried again every half minute. Save it to another folder to be sure to keep it.</source>
        <translation>%1

Das beendete Spiel konnte nirgends geschrieben und nicht eingetragen werden. Es bleibt im Speicher, solange Don Quixote geöffnet ist, und wird alle halbe Minute erneut versucht. Speichern Sie es in einem anderen Ordner, um es sicher zu behalten.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Save the finished game</source>
        <translation>Das beendete Spiel speichern</translation>
    </message>
    <message>
        <source>Quit Don Quixote</source>
        <translation>Don Quixote beenden</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be written anywhere and would be lost. Save them to another folder before quitting?</source>
        <translation>
            <numerusform>%n beendetes Spiel konnte nirgends geschrieben werden und ginge verloren. Vor dem Beenden in einem anderen Ordner speichern?</numerusform>
            <numerusform>%n beendete Spiele konnten nirgends geschrieben werden und gingen verloren. Vor dem Beenden in einem anderen Ordner speichern?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Don Quixote</source>
        <translation>Don Quixote</translation>
    </message>
    <message>
        <source>Your principality</source>
        <translation>Ihr Fürstentum</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>Ihre Plättchen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>Plättchen &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Placement &amp;previews</source>
        <translation>&amp;Vorschau beim Legen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Records…</source>
        <translation>Spiel&amp;archiv…</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>&amp;Geführtes erstes Spiel</translation>
    </message>
    <message>
        <source>&amp;About Don Quixote</source>
        <translation>Ü&amp;ber Don Quixote</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Don Quixote games (*.json)</source>
        <translation>Don-Quixote-Spiele (*.json)</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The file could not be read:
%1</source>
        <translation>Die Datei konnte nicht gelesen werden:
%1</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>The game could not be saved:
%1</source>
        <translation>Das Spiel konnte nicht gespeichert werden:
%1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <source>The best game found with the tiles of %1</source>
        <translation>Das beste gefundene Spiel mit denselben Plättchen (%1)</translation>
    </message>
    <message>
        <source>Computer player failed</source>
        <translation>Fehler des Computerspielers</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Round %1 · field %2 of 22</source>
        <translation>Durchgang %1 · Feld %2 von 22</translation>
    </message>
    <message>
        <source>Place a tile on %1</source>
        <translation>Legen Sie ein Plättchen auf %1</translation>
    </message>
    <message>
        <source>%1, place a tile on %2</source>
        <translation>%1: bitte ein Plättchen auf %2 legen</translation>
    </message>
    <message>
        <source>%1 is placing a tile on %2…</source>
        <translation>%1 legt ein Plättchen auf %2…</translation>
    </message>
    <message>
        <source>Round %1 is counted — %2&apos;s principality</source>
        <translation>Wertung nach Durchgang %1 — Fürstentum von %2</translation>
    </message>
    <message>
        <source>Round %1 is counted — your principality</source>
        <translation>Wertung nach Durchgang %1 — Ihr Fürstentum</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>Plättchen von %1</translation>
    </message>
    <message>
        <source>The settings could not be saved:
%1</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden:
%1</translation>
    </message>
    <message>
        <source>Record book</source>
        <translation>Spielarchiv</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>Dieses Spiel lässt sich nicht analysieren: %1</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Spielarchiv</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Automatische Sicherung</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Continue your game at field %1 of 22, saved %2?</source>
        <translation>Ihr Spiel bei Feld %1 von 22 fortsetzen, gespeichert am %2?</translation>
    </message>
    <message>
        <source>Continue the game with %1 at field %2 of 22, saved %3?</source>
        <translation>Das Spiel mit %1 bei Feld %2 von 22 fortsetzen, gespeichert am %3?</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Nicht beendetes Spiel</translation>
    </message>
    <message>
        <source>The expert&apos;s choice for this field, shown in your hand and on the board. A game with a hint counts as assisted.</source>
        <translation>Die Wahl des Experten für dieses Feld, gezeigt in Ihrer Hand und auf dem Plan. Ein Spiel mit Tipp gilt als Spiel mit Hilfen.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Einen Tipp gibt es nur, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <source>The expert is thinking…</source>
        <translation>Der Experte überlegt…</translation>
    </message>
    <message>
        <source>No hint could be found.</source>
        <translation>Es ließ sich kein Tipp finden.</translation>
    </message>
    <message>
        <source>Hint: Sancho Panza on %1</source>
        <translation>Tipp: Sancho Pansa auf %1</translation>
    </message>
    <message>
        <source>Hint: this tile on %1, turned</source>
        <translation>Tipp: dieses Plättchen auf %1, gedreht</translation>
    </message>
    <message>
        <source>Hint: this tile on %1</source>
        <translation>Tipp: dieses Plättchen auf %1</translation>
    </message>
    <message>
        <source>The expert&apos;s total on this deal could not be found: %1</source>
        <translation>Die Summe des Experten für dieses Spiel ließ sich nicht ermitteln: %1</translation>
    </message>
    <message>
        <source>Sancho Panza made one of your tiles superfluous; it is removed: %1.</source>
        <translation>Sancho Pansa hat eines Ihrer Plättchen überflüssig gemacht; es wird aus dem Spiel genommen: %1.</translation>
    </message>
    <message>
        <source>Sancho Panza made one of %1&apos;s tiles superfluous; it is removed: %2.</source>
        <translation>Sancho Pansa hat eines der Plättchen von %1 überflüssig gemacht; es wird aus dem Spiel genommen: %2.</translation>
    </message>
    <message>
        <source>your tile removed (%1)</source>
        <translation>Ihr Plättchen entfernt (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s tile removed (%2)</source>
        <translation>Plättchen von %1 entfernt (%2)</translation>
    </message>
    <message>
        <source>Sancho Panza: %1</source>
        <translation>Sancho Pansa: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>Computer: Zufall</translation>
    </message>
    <message>
        <source>Computer: greedy</source>
        <translation>Computer: kurzsichtig</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Computer: Experte</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violett</translation>
    </message>
    <message>
        <source>Seat %1 takes part</source>
        <translation>Platz %1 spielt mit</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Spieler auf Platz %1</translation>
    </message>
    <message>
        <source>Colour of seat %1</source>
        <translation>Farbe von Platz %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Play with &amp;Sancho Panza</source>
        <translation>Mit &amp;Sancho Pansa spielen</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>Spiel&amp;nummer:</translation>
    </message>
    <message>
        <source>&amp;Tile set:</source>
        <translation>&amp;Plättchensatz:</translation>
    </message>
    <message>
        <source>Play the deal of the &amp;day (%1)</source>
        <translation>Spiel des &amp;Tages spielen (Nr. %1)</translation>
    </message>
    <message>
        <source>This tile set cannot be used:
%1</source>
        <translation>Dieser Plättchensatz ist nicht verwendbar:
%1</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Dabei</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>&amp;Placement previews (the game stays unaided)</source>
        <translation>&amp;Vorschau beim Legen (das Spiel bleibt ohne Hilfe)</translation>
    </message>
    <message>
        <source>Previews show what a player at the table sees by holding a tile over the field, and what the scoring helper shows once it is placed: nothing hidden, so they never make a game assisted. A hint or a take-back does, and the record book keeps such games apart from your unaided bests.</source>
        <translation>Die Vorschau zeigt, was ein Spieler am Tisch sieht, wenn er ein Plättchen über das Feld hält, und was die Wertungshilfe nach dem Legen zeigt: nichts Verborgenes, also macht sie ein Spiel nie zu einem Spiel mit Hilfen. Ein Tipp oder ein zurückgenommenes Plättchen schon, und das Spielarchiv führt solche Spiele getrennt von Ihren Bestleistungen ohne Hilfe.</translation>
    </message>
    <message>
        <source>The same deal number gives the same castles, position cards and tiles, to replay a deal or to play it against friends.</source>
        <translation>Dieselbe Spielnummer ergibt dieselben Burgen, Positionskarten und Plättchen – so lässt sich ein Spiel wiederholen oder gegen Freunde spielen.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Aus einer Datei…</translation>
    </message>
    <message>
        <source>Open a tile set</source>
        <translation>Plättchensatz öffnen</translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation>Plättchensätze (*.json)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Tile set not usable</source>
        <translation>Plättchensatz nicht verwendbar</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Rocinante</source>
        <translation>Rosinante</translation>
    </message>
    <message>
        <source>Dulcinea</source>
        <translation>Dulcinea</translation>
    </message>
    <message>
        <source>Sansón</source>
        <translation>Sansón</translation>
    </message>
</context>
<context>
    <name>NoticesDialog</name>
    <message>
        <source>Third-party licences</source>
        <translation>Lizenzen Dritter</translation>
    </message>
    <message>
        <source>Don Quixote is free software under the GNU General Public License, version 3 or later. It ships the software below, each under its own licence. Qt is used under the GNU Lesser General Public License 3.0: you may replace its libraries in this copy with your own build of the same version.</source>
        <translation>Don Quixote ist freie Software unter der GNU General Public License, Version 3 oder später. Es enthält die unten genannte Software, jede unter ihrer eigenen Lizenz. Qt wird unter der GNU Lesser General Public License 3.0 verwendet: Sie dürfen seine Bibliotheken in dieser Kopie durch selbst kompilierte Bibliotheken derselben Version ersetzen.</translation>
    </message>
    <message>
        <source>The licence file of this copy is missing or cannot be read. The licences of the packages it runs on follow.</source>
        <translation>Die Lizenzdatei dieser Kopie fehlt oder ist nicht lesbar. Es folgen die Lizenzen der Pakete, auf denen sie läuft.</translation>
    </message>
    <message>
        <source>This copy of Don Quixote runs from a Python installation. The licences of the packages it runs on, as they were installed, follow.</source>
        <translation>Diese Kopie von Don Quixote läuft in einer Python-Installation. Es folgen die Lizenzen der Pakete, auf denen sie läuft, so wie sie installiert wurden.</translation>
    </message>
    <message>
        <source>Licence texts</source>
        <translation>Lizenztexte</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aus Fehlern lernen</translation>
    </message>
    <message>
        <source>&amp;Check my choice (Enter)</source>
        <translation>&amp;Meine Wahl prüfen (Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Next puzzle (N)</source>
        <translation>&amp;Nächste Aufgabe (N)</translation>
    </message>
    <message>
        <source>Principality</source>
        <translation>Fürstentum</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>Ihre Plättchen</translation>
    </message>
    <message>
        <source>No mistake to play again: every placement was within 3 points of the expert&apos;s.</source>
        <translation>Kein Fehler zum Wiederholen: Jeder Zug lag weniger als 3 Punkte hinter dem des Experten.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · field %3 of 22 · %4: which tile, which way? Pick it (a click turns it) and press Enter.</source>
        <translation>Aufgabe %1 von %2 · Feld %3 von 22 · %4: Welches Plättchen, wie herum? Wählen Sie es (ein Klick dreht es) und drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <source>The expert is thinking…</source>
        <translation>Der Experte überlegt…</translation>
    </message>
    <message>
        <source>The choice could not be judged: %1</source>
        <translation>Diese Wahl ließ sich nicht bewerten: %1</translation>
    </message>
    <message>
        <source>As good as the best placement found (%1): expected final total %2.</source>
        <translation>So gut wie der beste gefundene Zug (%1): erwartete Endsumme %2.</translation>
    </message>
    <message>
        <source>%1 points below the best placement found, shown on the field: %2 (expected final total %3 against %4).</source>
        <translation>%1 Punkte weniger als der beste gefundene Zug, auf dem Feld gezeigt: %2 (erwartete Endsumme %3 gegenüber %4).</translation>
    </message>
    <message>
        <source>Not yet: %1 points below the best placement found.</source>
        <translation>Noch nicht: %1 Punkte weniger als der beste gefundene Zug.</translation>
    </message>
    <message>
        <source>Hint: the right tile, turned the other way.</source>
        <translation>Hinweis: das richtige Plättchen, aber andersherum gedreht.</translation>
    </message>
    <message>
        <source>With your choice, %1.</source>
        <translation>Mit Ihrer Wahl gilt: %1.</translation>
    </message>
    <message>
        <source>Hint: with your choice, %1.</source>
        <translation>Hinweis: Mit Ihrer Wahl gilt: %1.</translation>
    </message>
    <message>
        <source>Where the best placement found gains most by the end of the game: %1.</source>
        <translation>Wo der beste gefundene Zug bis zum Spielende am meisten gewinnt: %1.</translation>
    </message>
    <message>
        <source>Hint: where the best placement found gains most by the end of the game: %1.</source>
        <translation>Hinweis: Wo der beste gefundene Zug bis zum Spielende am meisten gewinnt: %1.</translation>
    </message>
    <message>
        <source>Hint: the best placement found uses this tile: %1.</source>
        <translation>Hinweis: Der beste gefundene Zug verwendet dieses Plättchen: %1.</translation>
    </message>
    <message>
        <source>Try once more.</source>
        <translation>Versuchen Sie es noch einmal.</translation>
    </message>
</context>
<context>
    <name>RecordsWindow</name>
    <message>
        <source>Points per category</source>
        <translation>Punkte je Kategorie</translation>
    </message>
    <message>
        <source>%1: %2 to %3, on average %4</source>
        <translation>%1: %2 bis %3, im Schnitt %4</translation>
    </message>
    <message>
        <source>; the latest quarter of these games against the first: %1</source>
        <translation>; das letzte Viertel dieser Spiele gegenüber dem ersten: %1</translation>
    </message>
    <message>
        <source>games: the larger, the more</source>
        <translation>Spiele: je größer, desto mehr</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spielnr.</translation>
    </message>
    <message>
        <source>Tile set</source>
        <translation>Plättchensatz</translation>
    </message>
    <message>
        <source>Sancho</source>
        <translation>Sancho</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Hilfen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Gap to the expert</source>
        <translation>Abstand zum Experten</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Share of the hindsight best (%)</source>
        <translation>Anteil am möglichen Bestwert (%)</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Einstufung</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (Computer, %2)</translation>
    </message>
    <message>
        <source>below the rulebook&apos;s marks</source>
        <translation>unter den Richtwerten der Spielregel</translation>
    </message>
    <message>
        <source>not worked out</source>
        <translation>nicht berechnet</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>The expert&apos;s total on this deal is not known yet.</source>
        <translation>Die Punktzahl des Experten mit dieser Spielnummer ist noch nicht bekannt.</translation>
    </message>
    <message>
        <source>The expert scores %1 on this deal; this game: %2 (%3).</source>
        <translation>Der Experte erzielt mit dieser Spielnummer %1; dieses Spiel: %2 (%3).</translation>
    </message>
    <message>
        <source>very good</source>
        <translation>sehr gut</translation>
    </message>
    <message>
        <source>rare</source>
        <translation>selten</translation>
    </message>
    <message>
        <source>incredible</source>
        <translation>unglaublich</translation>
    </message>
    <message>
        <source>over %1: %2</source>
        <translation>über %1: %2</translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>noch kein Spiel</translation>
    </message>
    <message>
        <source>%1 · deal %2</source>
        <translation>%1 · Spiel Nr. %2</translation>
    </message>
    <message>
        <source>Click to pick this game in the list</source>
        <translation>Klicken, um dieses Spiel in der Liste auszuwählen</translation>
    </message>
    <message>
        <source>Last week</source>
        <translation>Letzte Woche</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Letzter Monat</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>Letztes Jahr</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>With or without Sancho</source>
        <translation>Mit oder ohne Sancho</translation>
    </message>
    <message>
        <source>Without Sancho</source>
        <translation>Ohne Sancho</translation>
    </message>
    <message>
        <source>With Sancho</source>
        <translation>Mit Sancho</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message>
        <source>&amp;Unaided only</source>
        <translation>Nur &amp;ohne Hilfen</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Every tile set</source>
        <translation>Alle Plättchensätze</translation>
    </message>
    <message>
        <source>Unaided</source>
        <translation>Ohne Hilfen</translation>
    </message>
    <message>
        <source>With aids</source>
        <translation>Mit Hilfen</translation>
    </message>
    <message>
        <source>no game over %1</source>
        <translation>kein Spiel über %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) over %1</source>
        <translation>
            <numerusform>%n Spiel über %1</numerusform>
            <numerusform>%n Spiele über %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 %)</source>
        <translation>(%1&#xa0;%)</translation>
    </message>
    <message numerus="yes">
        <source>Your best is %1: %n more point(s) for %2.</source>
        <translation>
            <numerusform>Ihr Bestwert ist %1: noch %n Punkt bis %2.</numerusform>
            <numerusform>Ihr Bestwert ist %1: noch %n Punkte bis %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your best, %1, is over every mark.</source>
        <translation>Ihr Bestwert, %1, liegt über allen Richtwerten.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Durchgang %1</translation>
    </message>
    <message>
        <source>Averages per round</source>
        <translation>Durchschnitt je Durchgang</translation>
    </message>
    <message>
        <source>This record book was written by a newer version of Don Quixote: it is shown as far as this version can read it, and nothing is written into it. Games finished with this version wait to be recorded by the newer one.</source>
        <translation>Dieses Spielarchiv wurde von einer neueren Version von Don Quixote geschrieben: Es wird gezeigt, soweit diese Version es lesen kann, und nichts wird hineingeschrieben. Mit dieser Version beendete Spiele warten darauf, von der neueren eingetragen zu werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the record book could not be read and are not shown (number(s) %1): they hold a value this program never writes. The book itself is left as it is.</source>
        <translation>
            <numerusform>%n Spiel im Spielarchiv konnte nicht gelesen werden und wird nicht gezeigt (Nummer %1): Es enthält einen Wert, den dieses Programm nie schreibt. Das Spielarchiv selbst bleibt, wie es ist.</numerusform>
            <numerusform>%n Spiele im Spielarchiv konnten nicht gelesen werden und werden nicht gezeigt (Nummern %1): Sie enthalten einen Wert, den dieses Programm nie schreibt. Das Spielarchiv selbst bleibt, wie es ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>No game finished yet: every finished game is kept here.</source>
        <translation>Noch kein Spiel beendet: Jedes beendete Spiel wird hier aufbewahrt.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the record book</source>
        <translation>
            <numerusform>%n Spiel im Archiv</numerusform>
            <numerusform>%n Spiele im Archiv</numerusform>
        </translation>
    </message>
    <message>
        <source>; bests, marks and charts wait for a solitaire game you play yourself</source>
        <translation>; Bestwerte, Richtwerte und Diagramme warten auf ein Solospiel, das Sie selbst spielen</translation>
    </message>
    <message numerus="yes">
        <source>; bests, marks and charts count the %n solitaire game(s) you played yourself</source>
        <translation>
            <numerusform>; Bestwerte, Richtwerte und Diagramme berücksichtigen nur %n selbst gespieltes Solospiel</numerusform>
            <numerusform>; Bestwerte, Richtwerte und Diagramme berücksichtigen nur %n selbst gespielte Solospiele</numerusform>
        </translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Spielarchiv</translation>
    </message>
    <message>
        <source>Personal bests</source>
        <translation>Persönliche Bestwerte</translation>
    </message>
    <message>
        <source>The rulebook&apos;s marks</source>
        <translation>Richtwerte der Spielregel</translation>
    </message>
    <message>
        <source>Totals over time</source>
        <translation>Summen im Zeitverlauf</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>Dieses Spiel &amp;erneut spielen</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Spiel&amp;verlauf ansehen</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>&amp;Export to CSV…</source>
        <translation>Als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Record &amp;book</source>
        <translation>Spielarc&amp;hiv</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Record book</source>
        <translation>Spielarchiv</translation>
    </message>
    <message>
        <source>%1 over time</source>
        <translation>%1 im Zeitverlauf</translation>
    </message>
    <message>
        <source>Cannot read this game</source>
        <translation>Spiel nicht lesbar</translation>
    </message>
    <message>
        <source>This game could not be read:
%1</source>
        <translation>Dieses Spiel konnte nicht gelesen werden:
%1</translation>
    </message>
    <message>
        <source>Export the records</source>
        <translation>Spielarchiv exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message numerus="yes">
        <source>%n solitaire game(s) drawn</source>
        <translation>
            <numerusform>%n Solospiel eingezeichnet</numerusform>
            <numerusform>%n Solospiele eingezeichnet</numerusform>
        </translation>
    </message>
    <message>
        <source>a dot per game</source>
        <translation>ein Punkt je Spiel</translation>
    </message>
    <message>
        <source>without Sancho</source>
        <translation>ohne Sancho</translation>
    </message>
    <message>
        <source>with Sancho</source>
        <translation>mit Sancho</translation>
    </message>
    <message>
        <source>with aids</source>
        <translation>mit Hilfen</translation>
    </message>
    <message numerus="yes">
        <source>average of the last %n game(s)</source>
        <translation>
            <numerusform>Durchschnitt über %n Spiel</numerusform>
            <numerusform>Durchschnitt der letzten %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <source>best so far</source>
        <translation>bisheriger Bestwert</translation>
    </message>
    <message>
        <source>No expert&apos;s total on these deals yet.</source>
        <translation>Für diese Spiele gibt es noch keine Summe des Experten.</translation>
    </message>
    <message>
        <source>No game reviewed yet.</source>
        <translation>Noch kein Spiel analysiert.</translation>
    </message>
    <message>
        <source>No hindsight best on these games yet.</source>
        <translation>Für diese Spiele gibt es noch keinen möglichen Bestwert.</translation>
    </message>
    <message>
        <source>No game in this period.</source>
        <translation>Kein Spiel in diesem Zeitraum.</translation>
    </message>
    <message>
        <source>No solitaire game finished yet.</source>
        <translation>Noch kein Solospiel beendet.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · deal %2 · %n point(s)</source>
        <translation>
            <numerusform>%1 · Spiel Nr. %2 · %n Punkt</numerusform>
            <numerusform>%1 · Spiel Nr. %2 · %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Not played yet.</source>
        <translation>Noch nicht gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>Your %n attempt(s): %1; best %2.</source>
        <translation>
            <numerusform>%n Versuch: %1; Bestwert %2.</numerusform>
            <numerusform>%n Versuche: %1; Bestwert %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The expert scores %1 on it.</source>
        <translation>Der Experte erzielt damit %1.</translation>
    </message>
    <message>
        <source>With these tiles and fields, %1 were possible.</source>
        <translation>Mit diesen Plättchen und Feldern wären %1 möglich gewesen.</translation>
    </message>
    <message>
        <source>This game&apos;s record has no deal number.</source>
        <translation>Der Eintrag dieses Spiels hat keine Spielnummer.</translation>
    </message>
    <message>
        <source>Deal %1 (%2)</source>
        <translation>Spiel Nr. %1 (%2)</translation>
    </message>
    <message>
        <source>%1, with Sancho Panza</source>
        <translation>%1, mit Sancho Pansa</translation>
    </message>
    <message>
        <source>%1: played once.</source>
        <translation>%1: einmal gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>%1: played %n times: %2.</source>
        <translation>
            <numerusform>%1: %n-mal gespielt: %2.</numerusform>
            <numerusform>%1: %n-mal gespielt: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the &amp;deal of the day</source>
        <translation>&amp;Spiel des Tages spielen</translation>
    </message>
    <message>
        <source>Show its &amp;attempts</source>
        <translation>&amp;Versuche zeigen</translation>
    </message>
    <message>
        <source>&amp;Next attempt at this deal</source>
        <translation>&amp;Nächster Versuch mit diesem Spiel</translation>
    </message>
    <message>
        <source>not reviewed yet</source>
        <translation>noch nicht analysiert</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>Accuracy %1 of 100; points given up: %2. Brilliant: %3 · best: %4 · good: %5 · inaccuracies: %6 · mistakes: %7 · blunders: %8</source>
        <translation>Genauigkeit %1 von 100; verschenkte Punkte: %2. Brillant: %3 · beste: %4 · gute: %5 · Ungenauigkeiten: %6 · Fehler: %7 · grobe Fehler: %8</translation>
    </message>
    <message>
        <source>Not reviewed yet: every finished game is reviewed in the background while no game is being played.</source>
        <translation>Noch nicht analysiert: Jedes beendete Spiel wird im Hintergrund analysiert, solange kein Spiel läuft.</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Verteilung</translation>
    </message>
    <message numerus="yes">
        <source>Most games (%n) between %1 and %2; mean %3</source>
        <translation>
            <numerusform>Die meisten Spiele (%n) zwischen %1 und %2; Mittelwert %3</numerusform>
            <numerusform>Die meisten Spiele (%n) zwischen %1 und %2; Mittelwert %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The game is over: every field is filled.</source>
        <translation>Das Spiel ist zu Ende: Alle Felder sind belegt.</translation>
    </message>
    <message>
        <source>A tile can only go on the green field.</source>
        <translation>Ein Plättchen kann nur auf das grüne Feld.</translation>
    </message>
    <message>
        <source>A tile is already on this field.</source>
        <translation>Auf diesem Feld liegt schon ein Plättchen.</translation>
    </message>
    <message>
        <source>Sancho Panza cannot be played any more.</source>
        <translation>Sancho Pansa kann nicht mehr gespielt werden.</translation>
    </message>
    <message>
        <source>The last field takes the tile set aside (or Sancho Panza).</source>
        <translation>Auf das letzte Feld kommt das beiseitegelegte Plättchen (oder Sancho Pansa).</translation>
    </message>
    <message>
        <source>The tile set aside can only fill the last field.</source>
        <translation>Das beiseitegelegte Plättchen darf nur auf das letzte Feld gelegt werden.</translation>
    </message>
    <message>
        <source>This tile is not among the revealed tiles.</source>
        <translation>Dieses Plättchen gehört nicht zu den offenen Plättchen.</translation>
    </message>
    <message>
        <source>These are a computer player&apos;s tiles: it places them itself.</source>
        <translation>Das sind die Plättchen eines Computerspielers: Er legt sie selbst.</translation>
    </message>
    <message>
        <source>This placement can no longer be taken back.</source>
        <translation>Dieser Zug kann nicht mehr zurückgenommen werden.</translation>
    </message>
    <message>
        <source>This placement is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Player shown</source>
        <translation>Angezeigter Spieler</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Analysieren</translation>
    </message>
    <message>
        <source>Principality</source>
        <translation>Fürstentum</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>First (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <source>Previous placement (Left)</source>
        <translation>Vorheriger Zug (Pfeil nach links)</translation>
    </message>
    <message>
        <source>Next placement (Right)</source>
        <translation>Nächster Zug (Pfeil nach rechts)</translation>
    </message>
    <message>
        <source>Last (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <source>The deal: the 6-castle on %1, the 4-castle on %2</source>
        <translation>Ausgangslage: 6er-Burg auf %1, 4er-Burg auf %2</translation>
    </message>
    <message>
        <source>Round %1 · field %2 of %3: %4</source>
        <translation>Durchgang %1 · Feld %2 von %3: %4</translation>
    </message>
    <message>
        <source>Sancho Panza</source>
        <translation>Sancho Pansa</translation>
    </message>
    <message>
        <source>final total %1</source>
        <translation>Endsumme %1</translation>
    </message>
</context>
<context>
    <name>ReviewBrief</name>
    <message>
        <source>%1 · yours, %2: brilliant (!), %3 points more than the expert&apos;s choice.</source>
        <translation>%1 · Ihr Plättchen, %2: brillanter Zug (!), %3 Punkte mehr als die Wahl des Experten.</translation>
    </message>
    <message>
        <source>%1 · yours, %2: best, the expert&apos;s choice too.</source>
        <translation>%1 · Ihr Plättchen, %2: bester Zug, auch die Wahl des Experten.</translation>
    </message>
    <message>
        <source>%1 · yours, %2: best, as good as the expert&apos;s choice.</source>
        <translation>%1 · Ihr Plättchen, %2: bester Zug, so gut wie die Wahl des Experten.</translation>
    </message>
    <message>
        <source>%1 · yours, %2: best, within the review&apos;s noise of the best found (≈).</source>
        <translation>%1 · Ihr Plättchen, %2: bester Zug, innerhalb der Messungenauigkeit so gut wie der beste gefundene (≈).</translation>
    </message>
    <message>
        <source>%1 · yours, %2: %3, %4 points given up.</source>
        <translation>%1 · Ihr Plättchen, %2: %3, %4 Punkte verschenkt.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice on %1, %2: %3 points more than yours.</source>
        <translation>Die Wahl des Experten auf %1, %2: %3 Punkte mehr als Ihr Zug.</translation>
    </message>
    <message>
        <source>The best found on %1, %2: %3 points more than yours.</source>
        <translation>Der beste gefundene Zug auf %1, %2: %3 Punkte mehr als Ihr Zug.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice on %1, %2: %3 points less than yours.</source>
        <translation>Die Wahl des Experten auf %1, %2: %3 Punkte weniger als Ihr Zug.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice on %1, %2: as good as yours.</source>
        <translation>Die Wahl des Experten auf %1, %2: so gut wie Ihr Zug.</translation>
    </message>
    <message>
        <source>Where it gains most: %1.</source>
        <translation>Größter Gewinn: %1.</translation>
    </message>
    <message>
        <source>Where it costs most: %1.</source>
        <translation>Größter Verlust: %1.</translation>
    </message>
    <message>
        <source>It closes a gate of the %1 on %2 for good.</source>
        <translation>Damit ist ein Tor der %1 auf %2 für immer geschlossen.</translation>
    </message>
    <message>
        <source>It cuts the knight on %1 off from the border and the castles.</source>
        <translation>Damit ist der Ritter auf %1 von der Grenze und den Burgen abgeschnitten.</translation>
    </message>
    <message>
        <source>It spends road ends on %1 that can never meet a road.</source>
        <translation>Damit sind auf %1 Wegenden verschwendet, die nie auf einen Weg treffen können.</translation>
    </message>
    <message>
        <source>It throws away the tile set aside.</source>
        <translation>Damit ist das beiseitegelegte Plättchen weggeworfen.</translation>
    </message>
    <message>
        <source>%1 on %2: brilliant (!), better than the expert&apos;s choice.</source>
        <translation>%1 auf %2: brillanter Zug (!), besser als die Wahl des Experten.</translation>
    </message>
    <message>
        <source>%1 on %2: best.</source>
        <translation>%1 auf %2: bester Zug.</translation>
    </message>
    <message>
        <source>%1 on %2: best, within the review&apos;s noise (≈).</source>
        <translation>%1 auf %2: bester Zug, innerhalb der Messungenauigkeit (≈).</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 points given up.</source>
        <translation>%1 auf %2: %3, %4 Punkte verschenkt.</translation>
    </message>
    <message>
        <source>Expected final total %1 (the expert&apos;s choice: %2).</source>
        <translation>Erwartete Endsumme %1 (die Wahl des Experten: %2).</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2 for the best found (± %3).</source>
        <translation>Erwartete Endsumme %1 gegenüber %2 für den besten gefundenen Zug (± %3).</translation>
    </message>
</context>
<context>
    <name>ReviewExport</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>Durchgang %1: %2</translation>
    </message>
    <message>
        <source>Verdicts: %1.</source>
        <translation>Bewertungen: %1.</translation>
    </message>
    <message>
        <source>Points given up: %1 (%2).</source>
        <translation>Verschenkte Punkte: %1 (%2).</translation>
    </message>
    <message>
        <source>By category: %1.</source>
        <translation>Nach Kategorie: %1.</translation>
    </message>
    <message>
        <source>Key moments: %1.</source>
        <translation>Schlüsselmomente: %1.</translation>
    </message>
    <message>
        <source>Key moments: none.</source>
        <translation>Schlüsselmomente: keine.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Analyse des Spiels</translation>
    </message>
    <message>
        <source>Review of the game of deal %1</source>
        <translation>Analyse des Spiels Nr. %1</translation>
    </message>
</context>
<context>
    <name>ReviewHand</name>
    <message>
        <source>you placed this tile, turned</source>
        <translation>Sie haben dieses Plättchen gelegt, gedreht</translation>
    </message>
    <message>
        <source>you placed this tile</source>
        <translation>Sie haben dieses Plättchen gelegt</translation>
    </message>
    <message>
        <source>the best placement found uses this tile, turned</source>
        <translation>der beste gefundene Zug verwendet dieses Plättchen, gedreht</translation>
    </message>
    <message>
        <source>the best placement found uses this tile</source>
        <translation>der beste gefundene Zug verwendet dieses Plättchen</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>Ihres</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bestes</translation>
    </message>
    <message>
        <source>The hand at this field. Pick any tile (1–9), turn it (R): its worth follows.</source>
        <translation>Ihre Plättchen auf diesem Feld. Wählen Sie eines (1–9), drehen Sie es (R): Sein Wert folgt.</translation>
    </message>
    <message>
        <source>The hand at this field</source>
        <translation>Ihre Plättchen auf diesem Feld</translation>
    </message>
    <message>
        <source>Your tiles when you filled this field: the one you placed and the best placement found are tagged. Pick any tile and turn it to see what it was worth.</source>
        <translation>Ihre Plättchen, als Sie dieses Feld belegt haben: Das gelegte und das des besten gefundenen Zugs sind markiert. Wählen und drehen Sie ein Plättchen, um zu sehen, was es wert war.</translation>
    </message>
    <message>
        <source>This tile could not be judged: %1</source>
        <translation>Dieses Plättchen konnte nicht bewertet werden: %1</translation>
    </message>
    <message>
        <source>This tile could not go on this field.</source>
        <translation>Dieses Plättchen konnte nicht auf dieses Feld.</translation>
    </message>
    <message>
        <source>The expert is weighing this tile…</source>
        <translation>Der Experte bewertet dieses Plättchen…</translation>
    </message>
</context>
<context>
    <name>ReviewReasons</name>
    <message>
        <source>a gate of the %1 on %2 is closed for good: no knight can come in there any more</source>
        <translation>ein Tor der %1 auf %2 ist für immer geschlossen – dort kann kein Ritter mehr hinein</translation>
    </message>
    <message>
        <source>the knight on %1 (shield %2) can no longer reach the border or a castle</source>
        <translation>der Ritter auf %1 (Schild %2) kann weder die Grenze noch eine Burg mehr erreichen</translation>
    </message>
    <message>
        <source>a tile with %1 road ends is spent on %2, where only %3 can ever meet a road</source>
        <translation>ein Plättchen mit %1 Wegenden liegt auf %2, wo nur %3 davon je auf einen Weg treffen können</translation>
    </message>
    <message>
        <source>Sancho on the last field throws away the tile set aside, %1</source>
        <translation>Sancho Pansa auf dem letzten Feld wirft das beiseitegelegte Plättchen weg, %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Why: with the expert&apos;s choice, %1.</source>
        <translation>Warum (mit der Wahl des Experten): %1.</translation>
    </message>
    <message>
        <source>Why: with yours, %1.</source>
        <translation>Warum (mit Ihrem Plättchen): %1.</translation>
    </message>
    <message>
        <source>Yours, by the end of the game, in expected points: %1.</source>
        <translation>Ihr Plättchen, bis zum Spielende, in erwarteten Punkten: %1.</translation>
    </message>
    <message>
        <source>The best found, by the end of the game, in expected points: %1.</source>
        <translation>Das beste gefundene Plättchen, bis zum Spielende, in erwarteten Punkten: %1.</translation>
    </message>
</context>
<context>
    <name>ReviewStudy</name>
    <message>
        <source>Field %1 (%2): brilliant (!), %3 points more than the expert&apos;s choice</source>
        <translation>Feld %1 (%2): brillanter Zug (!), %3 Punkte mehr als die Wahl des Experten</translation>
    </message>
    <message>
        <source>Key moments (K):</source>
        <translation>Schlüsselmomente (K):</translation>
    </message>
    <message>
        <source>Key moments: none, no placement gave points up.</source>
        <translation>Schlüsselmomente: keine, kein Zug hat Punkte verschenkt.</translation>
    </message>
    <message>
        <source>Key moment %1 of %2: %3</source>
        <translation>Schlüsselmoment %1 von %2: %3</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Every placement with its mark: ! brilliant, ?! inaccuracy, ? mistake, ?? blunder. Choose one to step there.</source>
        <translation>Jeder Zug mit seinem Zeichen: ! brillant, ?! Ungenauigkeit, ? Fehler, ?? grober Fehler. Wählen Sie einen, um dorthin zu gehen.</translation>
    </message>
    <message>
        <source>Points given up by round: %1 (%2 in all).</source>
        <translation>Verschenkte Punkte je Durchgang: %1 (%2 insgesamt).</translation>
    </message>
    <message>
        <source>By category: %1.</source>
        <translation>Nach Kategorie: %1.</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>Analyse exportieren</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Webseiten (*.html)</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Textdateien (*.txt)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>The review is saved in %1.</source>
        <translation>Die Analyse ist in %1 gespeichert.</translation>
    </message>
    <message>
        <source>The figures behind the sentence: expected final totals, the ± figure, each category</source>
        <translation>Die Zahlen hinter dem Satz: erwartete Endsummen, die ±-Angabe, jede Kategorie</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the annotated review as a web page or a text file</source>
        <translation>Die kommentierte Analyse als Webseite oder Textdatei speichern</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>Schlüsselmomente</translation>
    </message>
    <message>
        <source>Hide the details (D)</source>
        <translation>Details ausblenden (D)</translation>
    </message>
    <message>
        <source>Details (D)</source>
        <translation>Details (D)</translation>
    </message>
    <message>
        <source>Shows or hides the figures behind the sentence</source>
        <translation>Zeigt oder verbirgt die Zahlen hinter dem Satz</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Field %1 (%2): %3, %4 points given up</source>
        <translation>Feld %1 (%2): %3, %4 Punkte verschenkt</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Analyse des Spiels</translation>
    </message>
    <message>
        <source>Review of the game (under way…)</source>
        <translation>Analyse des Spiels (läuft…)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Your placement</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>The expert&apos;s (Space)</source>
        <translation>Das Plättchen des Experten (Leertaste)</translation>
    </message>
    <message>
        <source>The best found (Space)</source>
        <translation>Das beste gefundene Plättchen (Leertaste)</translation>
    </message>
    <message>
        <source>Review the &amp;computer players too</source>
        <translation>Auch die &amp;Computerspieler analysieren</translation>
    </message>
    <message>
        <source>Show how the expert would &amp;go on…</source>
        <translation>Zeigen, wie der Experte &amp;weiterspielen würde…</translation>
    </message>
    <message>
        <source>The expert plays the rest of the deal as it was dealt, from the field shown, in a replay.</source>
        <translation>Der Experte spielt den Rest des Spiels mit denselben Plättchen ab dem gezeigten Feld; Sie sehen es im Spielverlauf.</translation>
    </message>
    <message>
        <source>&amp;Learn from the mistakes…</source>
        <translation>Aus &amp;Fehlern lernen…</translation>
    </message>
    <message>
        <source>Principality</source>
        <translation>Fürstentum</translation>
    </message>
    <message>
        <source>Review of the game (cancelled)</source>
        <translation>Analyse des Spiels (abgebrochen)</translation>
    </message>
    <message>
        <source>Review of the game (failed)</source>
        <translation>Analyse des Spiels (fehlgeschlagen)</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Reviewing: %v of %m placements</source>
        <translation>Analyse: %v von %m Zügen</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing: %1 of %n placement(s).</source>
        <translation>
            <numerusform>Analyse: %1 von %n Zug.</numerusform>
            <numerusform>Analyse: %1 von %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review cancelled</source>
        <translation>Analyse abgebrochen</translation>
    </message>
    <message>
        <source>The expert is playing the rest of the deal…</source>
        <translation>Der Experte spielt den Rest des Spiels…</translation>
    </message>
    <message>
        <source>How the expert would go on from field %1</source>
        <translation>Wie der Experte ab Feld %1 weiterspielen würde</translation>
    </message>
    <message>
        <source>The expert&apos;s line could not be played: %1</source>
        <translation>Die Fortsetzung des Experten ließ sich nicht spielen: %1</translation>
    </message>
    <message>
        <source>A computer player: not reviewed unless asked.</source>
        <translation>Ein Computerspieler: Er wird nur auf Wunsch analysiert.</translation>
    </message>
    <message>
        <source>Each placement is judged with what its player could know at that moment.</source>
        <translation>Jeder Zug wird mit dem beurteilt, was sein Spieler in diesem Moment wissen konnte.</translation>
    </message>
    <message>
        <source>%1 · field %2 of %3 · round %4</source>
        <translation>%1 · Feld %2 von %3 · Durchgang %4</translation>
    </message>
    <message>
        <source>brilliant (!)</source>
        <translation>brillanter Zug (!)</translation>
    </message>
    <message>
        <source>best</source>
        <translation>bester Zug</translation>
    </message>
    <message>
        <source>good</source>
        <translation>guter Zug</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message>
        <source>Solved exactly: every order in which the fields left may come, with the best play in each.</source>
        <translation>Exakt berechnet: jede mögliche Reihenfolge der übrigen Felder, jeweils mit den besten Zügen.</translation>
    </message>
    <message numerus="yes">
        <source>Expected totals are means over %n possible rests of the game, each played on as the expert plays.</source>
        <translation>
            <numerusform>Die erwarteten Summen sind Mittelwerte über %n mögliche Fortsetzung des Spiels, so gespielt, wie der Experte spielt.</numerusform>
            <numerusform>Die erwarteten Summen sind Mittelwerte über %n mögliche Fortsetzungen des Spiels, jede so gespielt, wie der Experte spielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · yours, %2: %3 this round.</source>
        <translation>%1 · Ihr Plättchen, %2: %3 in diesem Durchgang.</translation>
    </message>
    <message>
        <source>Better than the expert&apos;s choice, %1: expected final total %2 against %3, %4.</source>
        <translation>Besser als die Wahl des Experten, %1: erwartete Endsumme %2 gegenüber %3, %4.</translation>
    </message>
    <message>
        <source>The expert would have placed the same. Expected final total: %1.</source>
        <translation>Der Experte hätte dasselbe gelegt. Erwartete Endsumme: %1.</translation>
    </message>
    <message>
        <source>As good as the expert&apos;s choice, %1: expected final total %2 against %3.</source>
        <translation>So gut wie die Wahl des Experten, %1: erwartete Endsumme %2 gegenüber %3.</translation>
    </message>
    <message>
        <source>The expert&apos;s, %1: %2.</source>
        <translation>Das Plättchen des Experten, %1: %2.</translation>
    </message>
    <message>
        <source>The best found, %1: %2.</source>
        <translation>Das beste gefundene Plättchen, %1: %2.</translation>
    </message>
    <message>
        <source>Yours is the expert&apos;s choice, but its own play-outs, on more futures, find a better one.</source>
        <translation>Es ist auch die Wahl des Experten, doch seine eigenen Probespiele finden mit mehr möglichen Fortsetzungen einen besseren Zug.</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2: %3 points given up, %4.</source>
        <translation>Erwartete Endsumme %1 gegenüber %2: %3 Punkte verschenkt, %4.</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2: %3 points given up (± %4), within the noise: as good as (≈) %5.</source>
        <translation>Erwartete Endsumme %1 gegenüber %2: %3 Punkte verschenkt (± %4), innerhalb der Messungenauigkeit, also %5 (≈).</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2: %3 points given up (± %4), %5.</source>
        <translation>Erwartete Endsumme %1 gegenüber %2: %3 Punkte verschenkt (± %4), %5.</translation>
    </message>
    <message>
        <source>Expected final total after each placement: yours (solid) and the expert&apos;s choice (dashed). Click a placement to go there.</source>
        <translation>Erwartete Endsumme nach jedem Zug: Ihr Zug (durchgezogen) und die Wahl des Experten (gestrichelt). Klicken Sie auf einen Zug, um dorthin zu gehen.</translation>
    </message>
    <message>
        <source>Graph of expected final totals</source>
        <translation>Verlauf der erwarteten Endsummen</translation>
    </message>
    <message>
        <source>the expert&apos;s choice</source>
        <translation>Wahl des Experten</translation>
    </message>
    <message>
        <source>your placement</source>
        <translation>Ihr Zug</translation>
    </message>
    <message>
        <source>The graph follows the review.</source>
        <translation>Der Verlauf folgt nach der Analyse.</translation>
    </message>
    <message>
        <source>Expected final total after the last placement: %1; the expert&apos;s choice there: %2.</source>
        <translation>Erwartete Endsumme nach dem letzten Zug: %1; mit der Wahl des Experten: %2.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>points given up</source>
        <translation>Punkte verschenkt</translation>
    </message>
    <message>
        <source>From best to worst:</source>
        <translation>Vom besten zum schlechtesten Zug:</translation>
    </message>
</context>
<context>
    <name>RoundOverlay</name>
    <message>
        <source>Scoring after round %1</source>
        <translation>Wertung nach Durchgang %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Show that game</source>
        <translation>Dieses Spiel zeigen</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s); the best total with the same tiles and positions is being worked out…</source>
        <translation>
            <numerusform>%1: %n Punkt; die beste Summe mit denselben Plättchen und Positionen wird noch berechnet …</numerusform>
            <numerusform>%1: %n Punkte; die beste Summe mit denselben Plättchen und Positionen wird noch berechnet …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s); with the same tiles and positions, %2 were possible.</source>
        <translation>
            <numerusform>%1: %n Punkt; mit denselben Plättchen und Positionen wären %2 möglich gewesen.</numerusform>
            <numerusform>%1: %n Punkte; mit denselben Plättchen und Positionen wären %2 möglich gewesen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) in all.</source>
        <translation>
            <numerusform>Insgesamt %n Punkt.</numerusform>
            <numerusform>Insgesamt %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Sieg für %1!</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>Spiel &amp;analysieren</translation>
    </message>
    <message>
        <source>Game total</source>
        <translation>Gesamtsumme</translation>
    </message>
    <message>
        <source>Total so far</source>
        <translation>Zwischensumme</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Platz %1</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the game</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>6-castle</source>
        <translation>6er-Burg</translation>
    </message>
    <message>
        <source>4-castle</source>
        <translation>4er-Burg</translation>
    </message>
    <message>
        <source>Churches</source>
        <translation>Kirchen</translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation>Windmühlen</translation>
    </message>
    <message>
        <source>Defense of the realm</source>
        <translation>Landesverteidigung</translation>
    </message>
    <message>
        <source>Knight group</source>
        <translation>Rittergruppe</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>6-castle</source>
        <comment>in a sentence</comment>
        <translation>6er-Burg</translation>
    </message>
    <message>
        <source>4-castle</source>
        <comment>in a sentence</comment>
        <translation>4er-Burg</translation>
    </message>
    <message>
        <source>churches</source>
        <comment>in a sentence</comment>
        <translation>Kirchen</translation>
    </message>
    <message>
        <source>windmills</source>
        <comment>in a sentence</comment>
        <translation>Windmühlen</translation>
    </message>
    <message>
        <source>defense of the realm</source>
        <comment>in a sentence</comment>
        <translation>Landesverteidigung</translation>
    </message>
    <message>
        <source>knight group</source>
        <comment>in a sentence</comment>
        <translation>Rittergruppe</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: the %2-castle scores %2 points with at least %n knight(s) connected to either of its gates.</source>
        <translation>
            <numerusform>Durchgang %1: Die %2er-Burg bringt %2 Punkte, wenn mindestens %n Ritter mit einem ihrer Tore verbunden ist.</numerusform>
            <numerusform>Durchgang %1: Die %2er-Burg bringt %2 Punkte, wenn mindestens %n Ritter mit einem ihrer Tore verbunden sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every round: each connected group scores; one alone scores nothing, exactly two score 2, three or more score 2 each.</source>
        <translation>In jedem Durchgang zählt jede verbundene Gruppe: allein nichts, genau zwei 2 Punkte, ab drei je 2 Punkte.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: 5 points when the knights defending the border show at least %n shield point(s). A knight defends when its own road reaches the border within its half of the tile.</source>
        <translation>
            <numerusform>Durchgang %1: 5 Punkte, wenn die verteidigenden Ritter zusammen mindestens %n Schildpunkt zeigen. Ein Ritter verteidigt, wenn sein eigener Weg die Grenze innerhalb seiner Hälfte des Plättchens erreicht.</numerusform>
            <numerusform>Durchgang %1: 5 Punkte, wenn die verteidigenden Ritter zusammen mindestens %n Schildpunkte zeigen. Ein Ritter verteidigt, wenn sein eigener Weg die Grenze innerhalb seiner Hälfte des Plättchens erreicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shield point(s), enough</source>
        <translation>
            <numerusform>%n Schildpunkt, genug</numerusform>
            <numerusform>%n Schildpunkte, genug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n shield point(s)</source>
        <translation>
            <numerusform>%1 von %n Schildpunkt</numerusform>
            <numerusform>%1 von %n Schildpunkten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, with the selected tile %2</source>
        <translation>%1, mit dem gewählten Plättchen %2</translation>
    </message>
    <message>
        <source>Round 3 only: the shields of the most valuable group of at least two connected knights.</source>
        <translation>Nur im 3. Durchgang: die Schildpunkte der wertvollsten Gruppe aus mindestens zwei verbundenen Rittern.</translation>
    </message>
    <message>
        <source>The sum of all categories.</source>
        <translation>Die Summe aller Kategorien.</translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s), enough</source>
        <translation>
            <numerusform>%n Ritter, genug</numerusform>
            <numerusform>%n Ritter, genug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n knight(s)</source>
        <translation>
            <numerusform>%1 von %n Ritter</numerusform>
            <numerusform>%1 von %n Rittern</numerusform>
        </translation>
    </message>
    <message>
        <source>1 group of %1</source>
        <translation>1 Gruppe mit %1</translation>
    </message>
    <message>
        <source>groups of %1</source>
        <translation>Gruppen mit %1</translation>
    </message>
    <message numerus="yes">
        <source>best group: %n shield(s)</source>
        <translation>
            <numerusform>beste Gruppe: %n Schildpunkt</numerusform>
            <numerusform>beste Gruppe: %n Schildpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Scoring helper</source>
        <translation>Wertungshilfe</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 scored %n point(s)</source>
        <translation>
            <numerusform>Durchgang %1: %n Punkt</numerusform>
            <numerusform>Durchgang %1: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>no connected group</source>
        <translation>keine verbundene Gruppe</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <source>Point at a category to see what it counts on the board; click it for the rules.</source>
        <translation>Zeigen Sie auf eine Kategorie, um zu sehen, was sie im Fürstentum zählt; ein Klick öffnet die Regel.</translation>
    </message>
    <message>
        <source>Round %1 result:</source>
        <translation>Ergebnis von Durchgang %1:</translation>
    </message>
    <message>
        <source>Round %1, if scored now:</source>
        <translation>Durchgang %1, wenn jetzt gewertet würde:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 with the selected tile: %2</source>
        <translation>%1 mit dem gewählten Plättchen: %2</translation>
    </message>
    <message>
        <source>Total of scored rounds: %1</source>
        <translation>Summe der gewerteten Durchgänge: %1</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Principality of %1</source>
        <translation>Fürstentum (%1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>überlegt…</translation>
    </message>
    <message>
        <source>has placed</source>
        <translation>hat gelegt</translation>
    </message>
    <message>
        <source>to place</source>
        <translation>muss noch legen</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), %1</source>
        <translation>
            <numerusform>%n Punkt, %1</numerusform>
            <numerusform>%n Punkte, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SecondCopy</name>
    <message>
        <source>Don Quixote is already open</source>
        <translation>Don Quixote ist bereits geöffnet</translation>
    </message>
    <message>
        <source>Another copy of Don Quixote is already open with the same folder (%1). Two copies would overwrite each other&apos;s game in progress.

Quit this copy, or go on without saving its game in progress: finished games are still recorded.</source>
        <translation>Eine andere Kopie von Don Quixote ist bereits mit demselben Ordner geöffnet (%1). Zwei Kopien würden gegenseitig ihr laufendes Spiel überschreiben.

Beenden Sie diese Kopie, oder fahren Sie fort, ohne ihr laufendes Spiel zu sichern: Beendete Spiele werden trotzdem eingetragen.</translation>
    </message>
    <message>
        <source>&amp;Quit this copy</source>
        <translation>Diese Kopie &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Go on without saving the game in progress</source>
        <translation>&amp;Fortfahren, ohne das laufende Spiel zu sichern</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>No animation</source>
        <translation>Ohne Animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Show placement previews</source>
        <translation>Vorschau beim Legen zeigen</translation>
    </message>
    <message>
        <source>Shows what the selected tile would score and which roads it would connect to, as holding it over the field would. Previews never make a game assisted; a hint or a take-back does.</source>
        <translation>Zeigt, was das gewählte Plättchen einbrächte und welche Wege es verbände, wie wenn Sie es über das Feld hielten. Die Vorschau macht ein Spiel nie zu einem Spiel mit Hilfen; ein Tipp oder ein zurückgenommenes Plättchen schon.</translation>
    </message>
    <message>
        <source>Computer players&apos; moves:</source>
        <translation>Tempo der Computerzüge:</translation>
    </message>
    <message>
        <source>Players of a new game</source>
        <translation>Spieler eines neuen Spiels</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>%1 konnte nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>It could not be moved and was left as is.</source>
        <translation>Die Datei konnte nicht verschoben werden und blieb, wie sie war.</translation>
    </message>
    <message>
        <source>It was kept as %1 in %2.</source>
        <translation>Sie wurde als %1 in %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>Your game continues from the save before it: at most one placement is lost.</source>
        <translation>Ihr Spiel geht ab der vorherigen Sicherung weiter: Höchstens ein Zug ist verloren.</translation>
    </message>
    <message>
        <source>No earlier save of the game could be found.</source>
        <translation>Es wurde keine frühere Sicherung des Spiels gefunden.</translation>
    </message>
    <message>
        <source>The settings that could not be read are back to their defaults.</source>
        <translation>Die nicht lesbaren Einstellungen wurden auf ihre Standardwerte zurückgesetzt.</translation>
    </message>
    <message>
        <source>The record book</source>
        <translation>Das Spielarchiv</translation>
    </message>
    <message>
        <source>A file of the game</source>
        <translation>Eine Datei des Spiels</translation>
    </message>
    <message>
        <source>%1 is a link to another place: Don Quixote does not write through links.</source>
        <translation>%1 ist ein Link auf einen anderen Ort: Don Quixote schreibt nie über einen Link in andere Dateien.</translation>
    </message>
    <message>
        <source>%1 is a folder where a file should be.</source>
        <translation>%1 ist ein Ordner, wo eine Datei sein sollte.</translation>
    </message>
    <message>
        <source>%1 is not an ordinary file (a device or a pipe).</source>
        <translation>%1 ist keine gewöhnliche Datei (sondern ein Gerät oder eine Pipe).</translation>
    </message>
    <message>
        <source>%1 cannot be written: its name is too long for this disk.</source>
        <translation>%1 kann nicht geschrieben werden: Der Name ist für diesen Datenträger zu lang.</translation>
    </message>
    <message>
        <source>%1 could not be written: it, or its folder, was moved or removed meanwhile.</source>
        <translation>%1 konnte nicht geschrieben werden: Die Datei oder ihr Ordner wurde inzwischen verschoben oder entfernt.</translation>
    </message>
    <message>
        <source>%1 is damaged and cannot be used.</source>
        <translation>%1 ist beschädigt und kann nicht verwendet werden.</translation>
    </message>
    <message>
        <source>%1 cannot be used.</source>
        <translation>%1 kann nicht verwendet werden.</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder is read-only or belongs to another user.</source>
        <translation>%1 kann nicht geschrieben werden: Der Ordner ist schreibgeschützt oder gehört einem anderen Benutzer.</translation>
    </message>
    <message>
        <source>%1 cannot be written: the disk is full.</source>
        <translation>%1 kann nicht geschrieben werden: Der Datenträger ist voll.</translation>
    </message>
    <message>
        <source>%1 cannot be written: a file stands where a folder should be.</source>
        <translation>%1 kann nicht geschrieben werden: Wo ein Ordner sein sollte, steht eine Datei.</translation>
    </message>
    <message>
        <source>%1 is in use by another program.</source>
        <translation>%1 wird von einem anderen Programm verwendet.</translation>
    </message>
    <message>
        <source>%1 could not be written (%2).</source>
        <translation>%1 konnte nicht geschrieben werden (%2).</translation>
    </message>
    <message>
        <source>%1 cannot be opened: its folder may be read-only or missing.</source>
        <translation>%1 kann nicht geöffnet werden: Der Ordner ist vielleicht schreibgeschützt oder fehlt.</translation>
    </message>
    <message>
        <source>The record book cannot be used: %1</source>
        <translation>Das Spielarchiv kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>%1 could not be read or written: the disk reported a fault.</source>
        <translation>%1 konnte nicht gelesen oder geschrieben werden: Der Datenträger hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>Until this is put right, your game in progress is not saved after each placement.</source>
        <translation>Bis das behoben ist, wird Ihr laufendes Spiel nicht nach jedem Zug gesichert.</translation>
    </message>
    <message>
        <source>So Don Quixote cannot tell whether another copy of it is open with the same folder (%1): two copies open together would overwrite each other&apos;s game in progress.</source>
        <translation>Daher kann Don Quixote nicht feststellen, ob eine andere Kopie mit demselben Ordner (%1) geöffnet ist: Zwei gleichzeitig geöffnete Kopien würden gegenseitig ihr laufendes Spiel überschreiben.</translation>
    </message>
    <message>
        <source>%1 is damaged and could not be read.</source>
        <translation>%1 ist beschädigt und konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>A new record book was started; finished games go there.</source>
        <translation>Ein neues Spielarchiv wurde angelegt; beendete Spiele kommen dorthin.</translation>
    </message>
    <message numerus="yes">
        <source>%n more file(s) in %1 could not be read either and were kept there under dated names.</source>
        <translation>
            <numerusform>%n weitere Datei in %1 konnte ebenfalls nicht gelesen werden und wurde dort unter einem datierten Namen aufbewahrt.</numerusform>
            <numerusform>%n weitere Dateien in %1 konnten ebenfalls nicht gelesen werden und wurden dort unter datierten Namen aufbewahrt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) from before recorded in the record book.</source>
        <translation>
            <numerusform>%n beendetes Spiel von früher ins Spielarchiv eingetragen.</numerusform>
            <numerusform>%n beendete Spiele von früher ins Spielarchiv eingetragen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) still wait in %1 to be recorded: %2 They are tried again every half minute and at every start.</source>
        <translation>
            <numerusform>%n beendetes Spiel wartet noch in %1 auf den Eintrag: %2 Es wird alle halbe Minute und bei jedem Start erneut versucht.</numerusform>
            <numerusform>%n beendete Spiele warten noch in %1 auf den Eintrag: %2 Sie werden alle halbe Minute und bei jedem Start erneut versucht.</numerusform>
        </translation>
    </message>
    <message>
        <source>The finished game is now recorded in the record book.</source>
        <translation>Das beendete Spiel ist jetzt im Spielarchiv eingetragen.</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>Field %1 of %2 · Round %3</source>
        <translation>Feld %1 von %2 · Durchgang %3</translation>
    </message>
    <message>
        <source>Place it on %1, turned.</source>
        <translation>Legen Sie es gedreht auf %1.</translation>
    </message>
    <message>
        <source>Place it on %1 as printed.</source>
        <translation>Legen Sie es wie gedruckt auf %1.</translation>
    </message>
    <message>
        <source>Guided first game</source>
        <translation>Geführtes erstes Spiel</translation>
    </message>
    <message>
        <source>&amp;Begin</source>
        <translation>&amp;Beginnen</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>&amp;Zeigen Sie es mir</translation>
    </message>
    <message>
        <source>Point out the tile the guide would play here</source>
        <translation>Das Plättchen zeigen, das die Führung hier legen würde</translation>
    </message>
    <message>
        <source>&amp;Leave the guided game</source>
        <translation>Geführtes Spiel &amp;verlassen</translation>
    </message>
</context>
<context>
    <name>WhatsNew</name>
    <message>
        <source>Computer players at three strengths, easy, normal and expert, beside greedy and random; the classic tile set is balanced so that they score as the rulebook rates solitaire play.</source>
        <translation>Computerspieler in drei Stärken, leicht, normal und Experte, neben greedy und random; der klassische Plättchensatz ist so abgestimmt, dass sie punkten, wie die Spielregel das Solospiel bewertet.</translation>
    </message>
    <message>
        <source>The rules of the game (Help → Rules of the game, F1) in the rulebook&apos;s order, with pictures, ending with a whole board scored category by category.</source>
        <translation>Die Spielregeln (Hilfe → Spielregeln, F1) in der Reihenfolge der Spielregel, mit Bildern, bis zu einem ganzen Fürstentum, Kategorie für Kategorie gewertet.</translation>
    </message>
    <message>
        <source>A guided first game that plays a deal with you and says, field by field, what to look at.</source>
        <translation>Ein geführtes erstes Spiel, das ein Spiel mit Ihnen spielt und Feld für Feld sagt, worauf Sie achten sollten.</translation>
    </message>
    <message>
        <source>Every window, the rules and the guided game in French and German too; the language follows the system and can be changed in Settings while you play.</source>
        <translation>Jedes Fenster, die Regeln und das geführte Spiel auch auf Französisch und Deutsch; die Sprache folgt dem System und lässt sich während des Spiels in den Einstellungen ändern.</translation>
    </message>
    <message>
        <source>The record book (Game → Records): every finished game, your bests, the rulebook&apos;s marks and charts; replay a game or play its deal again, export the book as CSV, or list it with dq-desktop records.</source>
        <translation>Das Spielarchiv (Spiel → Spielarchiv): jedes beendete Spiel, Ihre Bestwerte, die Richtwerte der Spielregel und Diagramme; ein Spiel ansehen oder erneut spielen, das Archiv als CSV exportieren oder mit dq-desktop records auflisten.</translation>
    </message>
    <message>
        <source>The final standings list every round by category for each player and the rulebook&apos;s mark reached; in your solitaire game, whether your personal best fell and what the expert scores on the same deal.</source>
        <translation>Der Endstand zeigt jeden Durchgang nach Kategorien für jeden Spieler und den erreichten Richtwert der Spielregel; im Solospiel, ob Ihre persönliche Bestleistung gefallen ist und was der Experte mit derselben Spielnummer erzielt.</translation>
    </message>
    <message>
        <source>Hindsight: the best total the analysis finds with exactly your tiles and positions, which you can watch as a replay (dq-desktop analyze).</source>
        <translation>Im Nachhinein: die beste Summe, die die Analyse mit genau Ihren Plättchen und Feldern findet, als Spielverlauf zum Ansehen (dq-desktop analyze).</translation>
    </message>
    <message>
        <source>After each round its scoring is shown: each category lights what it counts on the board while its points count up in the scoring helper; in hot-seat play each human&apos;s board is counted in turn.</source>
        <translation>Nach jedem Durchgang wird die Wertung gezeigt: Jede Kategorie hebt im Fürstentum hervor, was sie zählt, während sich ihre Punkte in der Wertungshilfe addieren; beim Spiel zu mehreren an einem Computer wird das Fürstentum jedes menschlichen Spielers nacheinander gewertet.</translation>
    </message>
    <message>
        <source>Review the game: every placement judged from what its player knew at the time against the best placement found, on a timeline from brilliant to blunder, with its reasons in the game&apos;s terms, a summary and a graph of the expected total (dq-desktop review).</source>
        <translation>Spiel analysieren: Jeder Zug wird nach dem beurteilt, was sein Spieler damals wusste, gemessen am besten gefundenen Zug, auf einer Zeitleiste vom brillanten Zug bis zum groben Fehler, mit seinen Gründen in den Begriffen des Spiels, einer Übersicht und einem Diagramm der erwarteten Summe (dq-desktop review).</translation>
    </message>
    <message>
        <source>From the review, the expert plays the rest of the deal from any placement, and your mistakes come back as puzzles, with a hint and a second try.</source>
        <translation>Aus der Analyse heraus spielt der Experte den Rest des Spiels ab jedem beliebigen Zug, und Ihre Fehler kommen als Aufgaben zurück, mit einem Hinweis und einem zweiten Versuch.</translation>
    </message>
    <message>
        <source>A hint (Game → Hint, H): the expert&apos;s choice for the field, selected and turned in your hand and drawn on the field.</source>
        <translation>Ein Tipp (Spiel → Tipp, H): die Wahl des Experten für das Feld, in Ihrer Hand ausgewählt und gedreht und auf dem Feld gezeichnet.</translation>
    </message>
    <message>
        <source>The status bar says whether the game in progress counts as unaided; a hint or a take-back marks it assisted, previews never do, and the record book keeps assisted games apart.</source>
        <translation>Die Statusleiste sagt, ob das laufende Spiel als Spiel ohne Hilfe zählt; ein Tipp oder ein zurückgenommenes Plättchen macht es zum Spiel mit Hilfen, die Vorschau beim Legen nie, und das Spielarchiv führt Spiele mit Hilfen getrennt.</translation>
    </message>
    <message>
        <source>Playing without sight: every placement, scoring, refusal, hint and step of the review is announced to screen readers in your language, and every control has a name.</source>
        <translation>Spielen ohne zu sehen: Jeder Zug, jede Wertung, jede Ablehnung, jeder Tipp und jeder Schritt der Analyse wird Screenreadern in Ihrer Sprache angesagt, und jedes Bedienelement hat einen Namen.</translation>
    </message>
    <message>
        <source>A log of every start, and a dialog for an error the program did not expect that says where the log is and copies a report to send; About shows the log folder and what is new.</source>
        <translation>Ein Protokoll jedes Starts und für einen unerwarteten Fehler ein Dialog, der sagt, wo das Protokoll liegt, und einen Bericht zum Senden kopiert; „Über“ zeigt den Protokollordner und die Neuerungen.</translation>
    </message>
    <message>
        <source>The New Game dialog chooses whether previews are on for the game it starts, and every control in it has a key.</source>
        <translation>Der Dialog „Neues Spiel“ legt fest, ob die Vorschau beim Legen für das neue Spiel an ist, und jedes seiner Bedienelemente hat eine Taste.</translation>
    </message>
    <message>
        <source>Every window fits a screen of 1024 × 640 and opens at the size it was last closed at.</source>
        <translation>Jedes Fenster passt auf einen Bildschirm von 1024 × 640 und öffnet sich in der Größe, mit der es zuletzt geschlossen wurde.</translation>
    </message>
    <message>
        <source>Every bundle carries the licence texts of everything it ships (THIRD-PARTY-NOTICES.txt), shown by Help → About → Third-party licences, and the docs say how to replace a bundle&apos;s Qt libraries.</source>
        <translation>Jedes Paket enthält die Lizenztexte von allem, was es mitbringt (THIRD-PARTY-NOTICES.txt), angezeigt unter Hilfe → Über → Lizenzen Dritter, und die Dokumentation erklärt, wie man die Qt-Bibliotheken eines Pakets ersetzt.</translation>
    </message>
    <message>
        <source>Playing without sight: each tile in the hand is read with its roads as it would lie, and what it would change on the field to fill; turning is heard; other players&apos; boards are reached by Tab; keys repeat the last sentence (L) and say the score (S), the field to fill (F) and the tiles in hand (T).</source>
        <translation>Spielen ohne zu sehen: Jedes Plättchen der Hand wird mit seinen Wegen vorgelesen, wie es liegen würde, und mit dem, was es auf dem zu füllenden Feld ändern würde; das Drehen ist zu hören; die Fürstentümer der anderen Spieler sind mit Tab erreichbar; Tasten wiederholen den letzten Satz (L) und nennen den Punktestand (S), das zu füllende Feld (F) und die Plättchen auf der Hand (T).</translation>
    </message>
    <message>
        <source>The review judges round 3 exactly, weighing every legal placement, and judges with the expert&apos;s own search before it; &quot;brilliant&quot; needs a real find, 1.5 points over the expert&apos;s choice; a hot-seat review judges the humans unless asked for the computer players too.</source>
        <translation>Die Analyse bewertet Durchgang 3 exakt und wägt dabei jeden erlaubten Zug ab, davor bewertet sie mit der Suche des Experten selbst; „brillant“ verlangt einen echten Fund, 1,5 Punkte mehr als die Wahl des Experten; die Analyse eines Spiels zu mehreren bewertet die Menschen, die Computerspieler nur auf Wunsch.</translation>
    </message>
    <message>
        <source>The review window shows your hand at each field, the tile you placed and the best one tagged: pick any tile, turn it, and see what it would have been worth.</source>
        <translation>Das Analysefenster zeigt Ihre Plättchen auf jedem Feld, das gelegte und das beste markiert: Wählen Sie ein beliebiges Plättchen, drehen Sie es und sehen Sie, was es wert gewesen wäre.</translation>
    </message>
    <message>
        <source>The review says where the points went, by round and by category, names its three key moments (K), annotates every placement in a move list (7. D3 k2c ?), and exports the annotated review as a web page or a text file, from the window or with dq-desktop review --export.</source>
        <translation>Die Analyse sagt, wo die Punkte geblieben sind, nach Durchgang und nach Kategorie, nennt ihre drei Schlüsselmomente (K), kommentiert jeden Zug in einer Zugliste (7. D3 k2c ?) und exportiert die kommentierte Analyse als Webseite oder Textdatei, aus dem Fenster oder mit dq-desktop review --export.</translation>
    </message>
    <message>
        <source>Game → Open of a finished game shows its final standings and offers its review.</source>
        <translation>Spiel → Öffnen eines beendeten Spiels zeigt seine Schlusswertung und bietet seine Analyse an.</translation>
    </message>
    <message>
        <source>The guided first game is offered once, at the first start.</source>
        <translation>Das geführte erste Spiel wird einmal angeboten, beim ersten Start.</translation>
    </message>
    <message>
        <source>Playing without sight: the puzzles, the expert&apos;s line and the guided game are heard, and their boards are read by keys.</source>
        <translation>Spielen ohne zu sehen: Die Aufgaben, die Fortsetzung des Experten und das geführte Spiel sind zu hören, und ihre Fürstentümer lassen sich mit Tasten lesen.</translation>
    </message>
    <message>
        <source>Every finished game is reviewed in the background while no game is being played, and the record book keeps its review, its accuracy, the hindsight best and the expert&apos;s total; dq-desktop records --review-missing does it from the command line, and records --json and the CSV carry the reviews.</source>
        <translation>Jedes beendete Spiel wird im Hintergrund analysiert, während kein Spiel läuft, und das Spielarchiv bewahrt seine Analyse, seine Genauigkeit, den möglichen Bestwert und die Summe des Experten; dq-desktop records --review-missing tut es von der Befehlszeile aus, und records --json und die CSV-Datei enthalten die Analysen.</translation>
    </message>
    <message>
        <source>Records charts your progress over time: the total, accuracy, the gap to the expert, the share of the hindsight best or any category, by week, month, year or all, with a fitted average, your best as it rose and a histogram, for unaided games, Sancho or a tile set as you choose.</source>
        <translation>Das Spielarchiv zeigt Ihren Fortschritt über die Zeit: die Summe, die Genauigkeit, den Abstand zum Experten, den Anteil am möglichen Bestwert oder jede Kategorie, nach Woche, Monat, Jahr oder insgesamt, mit einem angepassten Durchschnitt, Ihrer Bestleistung, wie sie stieg, und einem Histogramm, für Spiele ohne Hilfe, mit Sancho oder einem Plättchensatz nach Wahl.</translation>
    </message>
    <message>
        <source>The deal of the day: one deal a date for everyone, from New Game and Records, with your attempts, your best and the expert&apos;s total; Records shows every game on the selected game&apos;s deal.</source>
        <translation>Das Spiel des Tages: ein Spiel pro Datum, für alle dasselbe, aus „Neues Spiel“ und dem Spielarchiv, mit Ihren Versuchen, Ihrer besten Summe und der des Experten; das Spielarchiv zeigt jedes Spiel mit den Karten und Plättchen des gewählten Spiels.</translation>
    </message>
    <message>
        <source>Back up, restore and merge the record book (Records → Record book; dq-desktop records --backup, --restore, --merge).</source>
        <translation>Das Spielarchiv sichern, wiederherstellen und zusammenführen (Menü Spielarchiv im Fenster des Spielarchivs; dq-desktop records --backup, --restore, --merge).</translation>
    </message>
    <message>
        <source>What to work on, in Records: your most frequent inaccuracies, mistakes and blunders by category and round over your last 50 reviewed games, each row playing those placements again as puzzles. Games reviewed by the previous version are reviewed once more in the background to find their placements.</source>
        <translation>Woran Sie arbeiten können, im Spielarchiv: Ihre häufigsten Ungenauigkeiten, Fehler und groben Fehler nach Kategorie und Durchgang in Ihren letzten 50 analysierten Spielen; jede Zeile stellt diese Züge erneut als Aufgaben. Spiele, die die vorige Version analysiert hat, werden im Hintergrund noch einmal analysiert, um ihre Züge zu finden.</translation>
    </message>
    <message>
        <source>In a game of several players, the final standings give each one&apos;s place, and at a hot seat the status bar notes what the last human&apos;s placement changed.</source>
        <translation>In einem Spiel mit mehreren Spielern nennt die Schlusswertung jedem seinen Platz, und beim Spiel an einem Computer sagt die Statusleiste, was der letzte Zug eines menschlichen Spielers geändert hat.</translation>
    </message>
    <message>
        <source>The review says its progress now and then while it works, for a screen reader.</source>
        <translation>Die Analyse sagt während der Arbeit ab und zu, wie weit sie ist, für einen Screenreader.</translation>
    </message>
    <message>
        <source>The classic tile set holds 7 churches, as the French rulebook&apos;s scoring example requires, and every example of the rulebooks is laid out on it and checked.</source>
        <translation>Der klassische Plättchensatz hat 7 Kirchen, wie es das Wertungsbeispiel der französischen Spielregel verlangt, und jedes Beispiel der Spielregeln ist damit nachgelegt und geprüft.</translation>
    </message>
    <message>
        <source>French and German address the player as vous and Sie, and name the game&apos;s things as the French and German editions do.</source>
        <translation>Französisch und Deutsch sprechen den Spieler mit vous und Sie an und benennen die Dinge des Spiels wie die französische und die deutsche Ausgabe.</translation>
    </message>
    <message>
        <source>Settings change only what you change there, and the program&apos;s own name for you follows the language.</source>
        <translation>Die Einstellungen ändern nur, was Sie dort ändern, und der Name, den das Programm Ihnen gibt, folgt der Sprache.</translation>
    </message>
    <message>
        <source>Nothing replaces a game in progress (New game, Open, the guided game, Play this deal again) without asking first.</source>
        <translation>Nichts ersetzt ein laufendes Spiel (Neues Spiel, Öffnen, das geführte Spiel, Dieses Spiel erneut spielen), ohne vorher zu fragen.</translation>
    </message>
    <message>
        <source>The window shows at once: the game is set up after its first frame is painted.</source>
        <translation>Das Fenster erscheint sofort: Das Spiel wird aufgebaut, nachdem das Fenster zum ersten Mal gezeichnet ist.</translation>
    </message>
    <message>
        <source>The record book stays quick at 20,000 games and is written on a thread of its own: the window never waits for it.</source>
        <translation>Das Spielarchiv bleibt auch mit 20.000 Spielen schnell und wird in einem eigenen Thread geschrieben: Das Fenster wartet nie darauf.</translation>
    </message>
    <message>
        <source>Names from files and players are shown as plain text everywhere, and a name in the CSV export cannot start a formula in a spreadsheet.</source>
        <translation>Namen aus Dateien und von Spielern werden überall als reiner Text gezeigt, und ein Name im CSV-Export kann in einer Tabellenkalkulation keine Formel auslösen.</translation>
    </message>
    <message>
        <source>A bad file is refused with one line that names the place of the fault; a damaged settings file, autosave or record book is moved aside under a dated name, and you are told where it went.</source>
        <translation>Eine fehlerhafte Datei wird mit einer Zeile abgelehnt, die die Stelle des Fehlers nennt; eine beschädigte Einstellungsdatei, automatische Sicherung oder ein beschädigtes Spielarchiv wird unter einem Namen mit Datum beiseitegelegt, und Sie erfahren, wohin.</translation>
    </message>
    <message>
        <source>The bundles for Windows, macOS (Apple silicon and Intel) and Linux are built and tried each on its own system, from exact versions of everything they hold; a version tag makes a release.</source>
        <translation>Die Pakete für Windows, macOS (Apple Silicon und Intel) und Linux werden jeweils auf ihrem eigenen System gebaut und erprobt, aus genau festgelegten Versionen von allem, was sie enthalten; ein Versions-Tag erzeugt eine Veröffentlichung.</translation>
    </message>
    <message>
        <source>The README is written for players, with install commands that work on Windows and on Debian and Ubuntu; every file format, a tile set&apos;s included, is described in the docs folder, and the changes are collected here as they are made.</source>
        <translation>Die README richtet sich an Spieler, mit Installationsbefehlen, die unter Windows, Debian und Ubuntu funktionieren; jedes Dateiformat, auch das der Plättchensätze, ist im Ordner docs beschrieben, und die Änderungen werden hier gesammelt, sobald sie entstehen.</translation>
    </message>
    <message>
        <source>The personal-best line of the final standings names the best it compares with: unaided or with aids, with or without Sancho.</source>
        <translation>Die Zeile zur persönlichen Bestleistung in der Schlusswertung nennt die Bestleistung, mit der sie vergleicht: ohne oder mit Hilfen, mit oder ohne Sancho.</translation>
    </message>
    <message>
        <source>The error dialog says where to report a problem and opens that page; a computer player that fails is written to the log with its details.</source>
        <translation>Das Fehlerfenster sagt, wo ein Problem gemeldet wird, und öffnet diese Seite; ein Computerspieler, der scheitert, wird mit seinen Einzelheiten ins Protokoll geschrieben.</translation>
    </message>
    <message>
        <source>dq-desktop records and the CSV export write &quot;You&quot; for a player who chose no name, whatever the game&apos;s language.</source>
        <translation>dq-desktop records und der CSV-Export schreiben „You“ für einen Spieler, der keinen Namen gewählt hat, in welcher Sprache das Spiel auch gespielt wurde.</translation>
    </message>
    <message>
        <source>The Intel macOS disk image is built on macos-26-intel; the Flatpak manifest uses the Freedesktop 26.08 runtime; the tests install the Qt the bundles ship.</source>
        <translation>Das macOS-Festplattenabbild für Intel wird auf macos-26-intel gebaut; das Flatpak-Manifest nutzt die Freedesktop-Laufzeitumgebung 26.08; die Tests installieren das Qt, das die Pakete mitbringen.</translation>
    </message>
    <message>
        <source>The review says a short sentence first; the figures behind it show with Details (D). A puzzle&apos;s clue names what matters: the category, the road, the gate or the knight.</source>
        <translation>Die Analyse sagt zuerst einen kurzen Satz; die Zahlen dahinter zeigt Details (D). Der Hinweis einer Aufgabe nennt, worauf es ankommt: die Kategorie, den Weg, das Tor oder den Ritter.</translation>
    </message>
    <message>
        <source>The wheel carries only the program&apos;s files: the translation sources and their script stay in the source tree.</source>
        <translation>Das Wheel-Paket enthält nur die Dateien des Programms: die Quellen der Übersetzungen und ihr Skript bleiben im Quellbaum.</translation>
    </message>
    <message>
        <source>A tile tried in the review window is judged from what the review kept, in less time than a hint.</source>
        <translation>Ein im Analysefenster ausprobiertes Plättchen wird nach dem beurteilt, was die Analyse behalten hat, in kürzerer Zeit als ein Tipp.</translation>
    </message>
    <message>
        <source>The ready-made programs run the computer players, the hint and the review compiled, with a small C kernel for the board: a review takes a fifth to a seventh of the processor time it took, with exactly the results of the pure Python that pip install . gives.</source>
        <translation>Die fertigen Programme führen die Computerspieler, den Tipp und die Analyse kompiliert aus, mit einem kleinen C-Kern für das Fürstentum: Eine Analyse braucht ein Fünftel bis ein Siebtel der Prozessorzeit von früher, mit genau den Ergebnissen des reinen Python, das pip install . installiert.</translation>
    </message>
    <message>
        <source>A finished game is never lost when the record book cannot take it: it waits beside the autosave and is recorded as soon as it can be, and a game that can be written nowhere can be saved with Save as.</source>
        <translation>Ein beendetes Spiel geht nie verloren, wenn das Spielarchiv es nicht aufnehmen kann: Es wartet neben der automatischen Sicherung und wird eingetragen, sobald es geht, und ein Spiel, das nirgends geschrieben werden kann, lässt sich mit „Speichern unter“ sichern.</translation>
    </message>
    <message>
        <source>Two copies of the program on the same folders no longer overwrite each other&apos;s game in progress.</source>
        <translation>Zwei Kopien des Programms auf denselben Ordnern überschreiben nicht mehr gegenseitig ihr laufendes Spiel.</translation>
    </message>
    <message>
        <source>Without a display the program says so in one sentence, and a system library Qt needs on Linux is named with its package, instead of Qt aborting.</source>
        <translation>Ohne Bildschirm sagt das Programm das in einem Satz, und eine Systembibliothek, die Qt unter Linux braucht, wird mit ihrem Paket genannt, statt dass Qt abbricht.</translation>
    </message>
    <message>
        <source>The first click on a tile selects it, and the keys of play work wherever the focus is in the game.</source>
        <translation>Der erste Klick auf ein Plättchen wählt es aus, und die Spieltasten wirken, wo auch immer im Spiel der Fokus liegt.</translation>
    </message>
    <message>
        <source>A field shows the refusal mark only while a tile is over it.</source>
        <translation>Ein Feld zeigt die Ablehnungsmarke nur, solange ein Plättchen darüber ist.</translation>
    </message>
    <message>
        <source>Moving the mouse from a road onto a mark of the scoring helper (why a knight does not defend) no longer closes the program.</source>
        <translation>Wenn Sie die Maus von einem Weg auf eine Marke der Wertungshilfe bewegen (warum ein Ritter nicht verteidigt), schließt sich das Programm nicht mehr.</translation>
    </message>
    <message>
        <source>A category of the scoring helper reached with Tab is underlined, so the keyboard shows where it is.</source>
        <translation>Eine mit Tab erreichte Kategorie der Wertungshilfe ist unterstrichen, sodass man sieht, wo die Tastatur steht.</translation>
    </message>
    <message>
        <source>The unfinished game offered at start is given up only when you answer No: Escape keeps it, and so does a display that goes away while the question is open.</source>
        <translation>Das beim Start angebotene nicht beendete Spiel wird nur aufgegeben, wenn Sie mit Nein antworten: Esc behält es, ebenso ein Bildschirm, der während der Frage verschwindet.</translation>
    </message>
    <message>
        <source>An opponent&apos;s enlarged board stays on the screen and leaves the green field in sight.</source>
        <translation>Das vergrößerte Fürstentum eines Gegners bleibt auf dem Bildschirm und lässt das grüne Feld sichtbar.</translation>
    </message>
    <message>
        <source>Four sentences of the guided game that its board did not bear out are true now, and every fact a step states is checked on its board.</source>
        <translation>Vier Sätze des geführten Spiels, die sein Fürstentum nicht bestätigte, stimmen jetzt, und jede Tatsache, die ein Schritt nennt, wird an seinem Fürstentum geprüft.</translation>
    </message>
    <message>
        <source>A hint&apos;s words leave the status bar once the game moves on, and no hint is given while a round is counted.</source>
        <translation>Der Text eines Tipps verschwindet aus der Statusleiste, sobald das Spiel weitergeht, und während ein Durchgang gewertet wird, gibt es keinen Tipp.</translation>
    </message>
    <message>
        <source>In the puzzles, Enter after the answer no longer counts a third try.</source>
        <translation>In den Aufgaben zählt die Eingabetaste nach der Antwort keinen dritten Versuch mehr.</translation>
    </message>
    <message>
        <source>On Windows, every file name the program makes is valid, and a file another program holds for a moment is waited for.</source>
        <translation>Unter Windows ist jeder Dateiname, den das Programm anlegt, gültig, und auf eine Datei, die ein anderes Programm kurz festhält, wird gewartet.</translation>
    </message>
    <message>
        <source>A file where a folder should be is said so, in words.</source>
        <translation>Eine Datei, wo ein Ordner sein sollte, wird als solche benannt, in Worten.</translation>
    </message>
    <message>
        <source>A hint or a take-back reaches the autosave at once, and Save As then Open keeps a game assisted: quitting or a crash before the next tile no longer makes it unaided; in hot-seat play only the players who used an aid are marked.</source>
        <translation>Ein Tipp oder ein zurückgenommenes Plättchen gelangt sofort in die automatische Sicherung, und Speichern unter und dann Öffnen lässt ein Spiel mit Hilfen eines mit Hilfen: Beenden oder ein Absturz vor dem nächsten Plättchen macht es nicht mehr zu einem Spiel ohne Hilfe; im Spiel zu mehreren werden nur die Spieler markiert, die eine Hilfe genutzt haben.</translation>
    </message>
    <message>
        <source>The guided first game is no longer recorded as an unaided personal best: it is not recorded at all, and the status bar and the standings say so.</source>
        <translation>Das geführte erste Spiel wird nicht mehr als persönliche Bestleistung ohne Hilfe eingetragen: Es wird gar nicht eingetragen, und die Statusleiste und die Wertung sagen es.</translation>
    </message>
    <message>
        <source>A deal played again with the same placements is recorded as a game of its own, and the standings never speak of a record the book did not take.</source>
        <translation>Ein erneut gespieltes Spiel mit denselben Zügen wird als eigenes Spiel eingetragen, und die Wertung spricht nie von einem Eintrag, den das Spielarchiv nicht aufgenommen hat.</translation>
    </message>
    <message>
        <source>Play this deal again, and every other way to start a game, works on a fresh install.</source>
        <translation>Dieses Spiel erneut spielen funktioniert, wie jeder andere Weg, ein Spiel zu beginnen, auch bei einer frischen Installation.</translation>
    </message>
    <message>
        <source>A computer player this version does not know no longer freezes the game: the normal one plays that seat, and the program says so; one that fails is replaced by a simpler one.</source>
        <translation>Ein Computerspieler, den diese Version nicht kennt, lässt das Spiel nicht mehr hängen: Der normale spielt an seiner Stelle, und das Programm sagt es; einer, der scheitert, wird durch einen einfacheren ersetzt.</translation>
    </message>
    <message>
        <source>Games begun in French or German no longer show &quot;Vous&quot; or &quot;Sie&quot; in an English record book.</source>
        <translation>Auf Französisch oder Deutsch begonnene Spiele zeigen im englischen Spielarchiv nicht mehr „Vous“ oder „Sie“.</translation>
    </message>
    <message>
        <source>A deal nobody placed a tile in is no longer offered to continue, and a game recorded by the half-minute retry no longer leaves its autosave behind.</source>
        <translation>Ein Spiel, in dem niemand ein Plättchen gelegt hat, wird nicht mehr zum Fortsetzen angeboten, und ein Spiel, das der halbminütliche neue Versuch einträgt, lässt seine automatische Sicherung nicht mehr zurück.</translation>
    </message>
    <message>
        <source>A settings file with a bad window place, a damaged record book (a bad version, a missing table, a bad game) or a game file from a newer version no longer stops the program: what can be read is kept, and what was set aside is said once.</source>
        <translation>Eine Einstellungsdatei mit einer fehlerhaften Fensterposition, ein beschädigtes Spielarchiv (eine falsche Version, eine fehlende Tabelle, ein unlesbares Spiel) oder eine Spieldatei einer neueren Version hält das Programm nicht mehr an: Was sich lesen lässt, bleibt erhalten, und was beiseitegelegt wurde, wird einmal gesagt.</translation>
    </message>
    <message>
        <source>Errors raised as the program starts or ends reach the log and a dialog; a display that cannot be opened is said in one sentence.</source>
        <translation>Fehler beim Start oder Ende des Programms gelangen ins Protokoll und in ein Fenster; ein Bildschirm, der sich nicht öffnen lässt, wird in einem Satz gemeldet.</translation>
    </message>
    <message>
        <source>A full disk at start no longer stops the program, and the unfinished game is still offered; the lock and the logs are never written through a symbolic link.</source>
        <translation>Eine volle Festplatte beim Start hält das Programm nicht mehr an, und das unbeendete Spiel wird weiterhin angeboten; die Sperre und die Protokolle werden nie über einen symbolischen Link geschrieben.</translation>
    </message>
    <message>
        <source>--selftest never waits on a question and leaves a folder&apos;s unfinished game alone.</source>
        <translation>--selftest wartet nie auf die Antwort auf eine Frage und lässt das unbeendete Spiel eines Ordners unberührt.</translation>
    </message>
    <message>
        <source>Dialogs say storage faults in words, name at most three files set aside, and a file name of 255 characters is saved and exported.</source>
        <translation>Die Fenster nennen Speicherfehler in Worten und höchstens drei beiseitegelegte Dateien, und ein Dateiname mit 255 Zeichen wird gespeichert und exportiert.</translation>
    </message>
    <message>
        <source>With --data-dir, the file dialogs&apos; folder history stays in that folder too, and no D-Bus daemon is left running after the program.</source>
        <translation>Mit einem beim Start angegebenen Datenordner bleibt auch der Ordnerverlauf der Dateidialoge in diesem Ordner, und nach dem Programm läuft kein D-Bus-Dienst weiter.</translation>
    </message>
    <message>
        <source>The menu entry that install.sh makes starts the game from a folder with a space, and a dq-desktop command installed by pipx is left alone.</source>
        <translation>Der Menüeintrag, den install.sh anlegt, startet das Spiel auch aus einem Ordner mit Leerzeichen im Namen, und ein mit pipx installierter Befehl dq-desktop bleibt unberührt.</translation>
    </message>
    <message>
        <source>In hot-seat play, nothing on screen runs ahead of the count or contradicts the board: a finished round&apos;s number explains that round&apos;s board, the next round&apos;s hand and the round&apos;s totals wait for the count, and the previewed tile&apos;s roads are not lit beside a pointed category; names too long for a seat card end in &quot;…&quot;; New Game remembers the last table; the first tile waits for your choice.</source>
        <translation>Beim Spiel zu mehreren eilt nichts auf dem Bildschirm der Wertung voraus oder widerspricht dem Fürstentum: Die Nummer eines beendeten Durchgangs erklärt das Fürstentum dieses Durchgangs, die Hand des nächsten Durchgangs und die Summen des Durchgangs warten auf die Wertung, und die Wege des Plättchens in der Vorschau leuchten nicht neben einer gezeigten Kategorie; zu lange Namen enden auf der Spielerkarte mit „…“; Neues Spiel merkt sich den letzten Tisch; das erste Plättchen wartet auf Ihre Wahl.</translation>
    </message>
    <message>
        <source>The records window shows its Players column at its first size, sorts a score highest first at the first click, and Play this deal again starts in front of it.</source>
        <translation>Das Spielarchiv zeigt seine Spalte Spieler schon in seiner ersten Größe, sortiert einen Punktwert beim ersten Klick vom höchsten an, und Dieses Spiel erneut spielen beginnt vor ihm.</translation>
    </message>
    <message>
        <source>In German, the button that gives up a game reads &quot;Spiel aufgeben&quot;, no longer &quot;Abbrechen&quot; like every Cancel; sentences in the three languages now say what the screen shows (shield points, the defense, the tile set aside).</source>
        <translation>Auf Deutsch heißt die Schaltfläche, die ein Spiel aufgibt, „Spiel aufgeben“ und nicht mehr „Abbrechen“ wie jedes Abbrechen; Sätze in den drei Sprachen sagen jetzt, was der Bildschirm zeigt (Schildpunkte, die Verteidigung, das beiseitegelegte Plättchen).</translation>
    </message>
    <message>
        <source>Moving the selection in Records no longer redraws its charts (0.28 s to 0.011 s at 20,000 games).</source>
        <translation>Das Bewegen der Auswahl im Spielarchiv zeichnet seine Diagramme nicht mehr neu (von 0,28 s auf 0,011 s bei 20.000 Spielen).</translation>
    </message>
    <message>
        <source>The bundles&apos; third-party notices include the licence texts of the Qt 6.11 parts that were missing, and take any licence text a packaged library carries.</source>
        <translation>Die Drittanbieter-Hinweise der Pakete enthalten die fehlenden Lizenztexte von Teilen von Qt 6.11 und übernehmen jeden Lizenztext, den eine gepackte Bibliothek mitbringt.</translation>
    </message>
    <message>
        <source>The review hand&apos;s French tags are no longer cut, and &quot;Learn from the mistakes&quot; pressed again brings its open puzzles to the front instead of a second window.</source>
        <translation>Die französischen Markierungen unter den Plättchen der Analyse werden nicht mehr abgeschnitten, und „Aus Fehlern lernen“, erneut gedrückt, holt die offenen Aufgaben nach vorn, statt ein zweites Fenster zu öffnen.</translation>
    </message>
    <message>
        <source>With a screen reader: closing a review or replay opened from the record book returns the keyboard to the record book; nothing is said into a window while a question stands over it; a tile tried in the review that cannot go on the field is said; the guided game&apos;s first field is no longer cut off.</source>
        <translation>Mit einem Screenreader: Das Schließen einer Analyse oder eines Spielverlaufs, aus dem Spielarchiv geöffnet, gibt die Tastatur an das Spielarchiv zurück; in ein Fenster wird nichts gesprochen, solange eine Frage darüber steht; ein in der Analyse ausprobiertes Plättchen, das nicht auf das Feld passt, wird angesagt; das erste Feld des geführten Spiels wird nicht mehr abgeschnitten.</translation>
    </message>
    <message>
        <source>The review no longer says &quot;Expected final total&quot; twice in a row; in the scoring helper, accented capitals (&quot;Églises&quot;) are no longer clipped and the longest French or German line keeps clear of the edge; the review&apos;s Export… starts in the documents folder with a name made of the deal.</source>
        <translation>Die Analyse sagt nicht mehr zweimal hintereinander „Erwartete Endsumme“; in der Wertungshilfe werden Großbuchstaben mit Akzent („Églises“) nicht mehr abgeschnitten, und die längste französische oder deutsche Zeile bleibt vom Rand entfernt; der Export der Analyse beginnt im Dokumentenordner mit einem Namen aus der Spielnummer.</translation>
    </message>
    <message>
        <source>The first release.</source>
        <translation>Die erste Version.</translation>
    </message>
    <message>
        <source>The whole game: three rounds, scoring after each round, and the Sancho Panza mini-expansion</source>
        <translation>Das ganze Spiel: drei Durchgänge, eine Wertung nach jedem Durchgang und die Mini-Erweiterung Sancho Pansa</translation>
    </message>
    <message>
        <source>Solitaire and hot-seat play for up to four players, humans and computer players mixed</source>
        <translation>Solospiel und Spiel zu mehreren an einem Computer, bis zu vier Spieler, Menschen und Computerspieler gemischt</translation>
    </message>
    <message>
        <source>A scoring helper that explains every point</source>
        <translation>Eine Wertungshilfe, die jeden Punkt erklärt</translation>
    </message>
    <message>
        <source>Deal numbers that replay the same castles, position cards and tiles</source>
        <translation>Spielnummern, die dieselben Burgen, Positionskarten und Plättchen wiederholen</translation>
    </message>
    <message>
        <source>Games can be saved and continued</source>
        <translation>Spiele lassen sich speichern und fortsetzen</translation>
    </message>
    <message>
        <source>A command line that scores, explains and checks positions, and simulates games</source>
        <translation>Eine Kommandozeile, die Stellungen wertet, erklärt und prüft und Spiele simuliert</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Deprecated</source>
        <translation>Veraltet</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Behoben</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Sicherheit</translation>
    </message>
</context>
<context>
    <name>WorkOn</name>
    <message>
        <source>Castle gates closed for good</source>
        <translation>Burgtore für immer geschlossen</translation>
    </message>
    <message>
        <source>Knights cut off</source>
        <translation>Abgeschnittene Ritter</translation>
    </message>
    <message>
        <source>Road ends wasted</source>
        <translation>Verschwendete Wegenden</translation>
    </message>
    <message>
        <source>The tile set aside thrown away</source>
        <translation>Beiseitegelegtes Plättchen weggeworfen</translation>
    </message>
    <message numerus="yes">
        <source>%1, round %2: %n mistake(s)</source>
        <translation>
            <numerusform>%1, Durchgang %2: %n Fehler</numerusform>
            <numerusform>%1, Durchgang %2: %n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your most frequent mistakes in the last %n reviewed game(s) the choices above keep, by the review&apos;s reasons:</source>
        <translation>
            <numerusform>Ihre häufigsten Fehler im einzigen analysierten Spiel der Auswahl oben, nach den Gründen der Analyse:</numerusform>
            <numerusform>Ihre häufigsten Fehler in den letzten %n analysierten Spielen der Auswahl oben, nach den Gründen der Analyse:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your most frequent mistakes in your last %n reviewed game(s), by the review&apos;s reasons:</source>
        <translation>
            <numerusform>Ihre häufigsten Fehler in Ihrem einzigen analysierten Spiel, nach den Gründen der Analyse:</numerusform>
            <numerusform>Ihre häufigsten Fehler in Ihren letzten %n analysierten Spielen, nach den Gründen der Analyse:</numerusform>
        </translation>
    </message>
    <message>
        <source>What to work on</source>
        <translation>Woran Sie arbeiten können</translation>
    </message>
    <message>
        <source>No game reviewed yet: each finished game is reviewed in the background, and your most frequent mistakes will show here.</source>
        <translation>Noch kein Spiel analysiert: Jedes beendete Spiel wird im Hintergrund analysiert, und Ihre häufigsten Fehler erscheinen dann hier.</translation>
    </message>
    <message numerus="yes">
        <source>No inaccuracy, mistake or blunder in your last %n reviewed game(s).</source>
        <translation>
            <numerusform>Keine Ungenauigkeit, kein Fehler und kein grober Fehler in Ihrem einzigen analysierten Spiel.</numerusform>
            <numerusform>Keine Ungenauigkeit, kein Fehler und kein grober Fehler in Ihren letzten %n analysierten Spielen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in round %2</source>
        <translation>%1 in Durchgang %2</translation>
    </message>
    <message numerus="yes">
        <source>Play %n puzzle(s)</source>
        <translation>
            <numerusform>%n Aufgabe spielen</numerusform>
            <numerusform>%n Aufgaben spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n puzzle(s): %1</source>
        <translation>
            <numerusform>%n Aufgabe spielen: %1</numerusform>
            <numerusform>%n Aufgaben spielen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzle yet</source>
        <translation>Noch keine Aufgabe</translation>
    </message>
    <message>
        <source>No puzzle yet: %1</source>
        <translation>Noch keine Aufgabe: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n of these games was reviewed by an earlier version: its mistakes count, and their puzzles come once it is reviewed again, in the background.</source>
        <translation>
            <numerusform>%n dieser Spiele wurde von einer früheren Version analysiert: Dessen Fehler zählen bereits, die Aufgaben dazu kommen, sobald es im Hintergrund erneut analysiert ist.</numerusform>
            <numerusform>%n dieser Spiele wurden von einer früheren Version analysiert: Deren Fehler zählen bereits, die Aufgaben dazu kommen, sobald sie im Hintergrund erneut analysiert sind.</numerusform>
        </translation>
    </message>
</context>
</TS>
