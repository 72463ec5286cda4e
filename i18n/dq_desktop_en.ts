<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Abandon</name>
    <message>
        <source>Abandon your game at field %1 of 22?</source>
        <translation>Abandon your game at field %1 of 22?</translation>
    </message>
    <message>
        <source>Abandon the game at field %1 of 22 with %2?</source>
        <translation>Abandon the game at field %1 of 22 with %2?</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Game in progress</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abandon it</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Keep playing</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Don Quixote</source>
        <translation>About Don Quixote</translation>
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
        <translation>An offline desktop edition of the tile-laying game.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Don Quixote&lt;/i&gt; is a board game by Reinhard Staupe, published by Pegasus Spiele (2010). This program is an unofficial implementation: it is not made, endorsed or supported by the author or the publisher. Its tiles are drawn for this program.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Don Quixote&lt;/i&gt; is a board game by Reinhard Staupe, published by Pegasus Spiele (2010). This program is an unofficial implementation: it is not made, endorsed or supported by the author or the publisher. Its tiles are drawn for this program.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: %1. This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Licence: %1. This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Built with Python %1, Qt %2 and PySide6 %3 (LGPL-3.0).</source>
        <translation>Built with Python %1, Qt %2 and PySide6 %3 (LGPL-3.0).</translation>
    </message>
    <message>
        <source>What is new in version %1</source>
        <translation>What is new in version %1</translation>
    </message>
    <message>
        <source>What is new since version %1, not yet in a release</source>
        <translation>What is new since version %1, not yet in a release</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>Your files</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Open folder</translation>
    </message>
    <message>
        <source>Open the folder of %1</source>
        <translation>Open the folder of %1</translation>
    </message>
    <message>
        <source>This folder does not exist yet.</source>
        <translation>This folder does not exist yet.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message>
        <source>Third-party &amp;licences</source>
        <translation>Third-party &amp;licences</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>About Qt</translation>
    </message>
</context>
<context>
    <name>AidsIndicator</name>
    <message>
        <source>Assisted game</source>
        <translation>Assisted game</translation>
    </message>
    <message>
        <source>Unaided so far · previews on</source>
        <translation>Unaided so far · previews on</translation>
    </message>
    <message>
        <source>Unaided so far</source>
        <translation>Unaided so far</translation>
    </message>
    <message>
        <source>Unaided game</source>
        <translation>Unaided game</translation>
    </message>
    <message>
        <source>Guided game · not recorded</source>
        <translation>Guided game · not recorded</translation>
    </message>
    <message>
        <source>Previews show only what you would see by holding a tile over the field: they never make a game assisted. A hint or a take-back does.</source>
        <translation>Previews show only what you would see by holding a tile over the field: they never make a game assisted. A hint or a take-back does.</translation>
    </message>
    <message>
        <source>A hint or a take-back was used: the record book keeps this game apart from your unaided bests.</source>
        <translation>A hint or a take-back was used: the record book keeps this game apart from your unaided bests.</translation>
    </message>
    <message>
        <source>No aid used: this game counts for your unaided bests.</source>
        <translation>No aid used: this game counts for your unaided bests.</translation>
    </message>
    <message>
        <source>The guide chose the tiles knowing the whole deal: this game is not kept in the record book.</source>
        <translation>The guide chose the tiles knowing the whole deal: this game is not kept in the record book.</translation>
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
        <translation>The scoring helper does not change.</translation>
    </message>
    <message>
        <source>Scoring helper: %1, total %2.</source>
        <translation>Scoring helper: %1, total %2.</translation>
    </message>
    <message>
        <source>On %1: the scoring helper does not change.</source>
        <translation>On %1: the scoring helper does not change.</translation>
    </message>
    <message>
        <source>On %1: %2, total %3.</source>
        <translation>On %1: %2, total %3.</translation>
    </message>
    <message>
        <source>You placed %1 on %2.</source>
        <translation>You placed %1 on %2.</translation>
    </message>
    <message>
        <source>%1 placed %2 on %3.</source>
        <translation>%1 placed %2 on %3.</translation>
    </message>
    <message>
        <source>%1&apos;s scoring helper does not change.</source>
        <translation>%1&apos;s scoring helper does not change.</translation>
    </message>
    <message>
        <source>%1&apos;s scoring helper: %2, total %3.</source>
        <translation>%1&apos;s scoring helper: %2, total %3.</translation>
    </message>
    <message>
        <source>Scoring of round %1: %2. Round total %3.</source>
        <translation>Scoring of round %1: %2. Round total %3.</translation>
    </message>
    <message>
        <source>Totals so far: %1.</source>
        <translation>Totals so far: %1.</translation>
    </message>
    <message>
        <source>Round %1, if scored now: %2, total %3.</source>
        <translation>Round %1, if scored now: %2, total %3.</translation>
    </message>
    <message>
        <source>Round %1, if scored now: no points.</source>
        <translation>Round %1, if scored now: no points.</translation>
    </message>
    <message numerus="yes">
        <source>Scored rounds: %n point(s).</source>
        <translation>
            <numerusform>Scored rounds: %n point.</numerusform>
            <numerusform>Scored rounds: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>No tile to place now.</source>
        <translation>No tile to place now.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Your tiles: %1</source>
        <translation>Your tiles: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s): below the rulebook&apos;s marks.</source>
        <translation>
            <numerusform>%n point: below the rulebook&apos;s marks.</numerusform>
            <numerusform>%n points: below the rulebook&apos;s marks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s): %1.</source>
        <translation>
            <numerusform>%n point: %1.</numerusform>
            <numerusform>%n points: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s): below the rulebook&apos;s marks.</source>
        <translation>
            <numerusform>%1, %n point: below the rulebook&apos;s marks.</numerusform>
            <numerusform>%1, %n points: below the rulebook&apos;s marks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s): %2.</source>
        <translation>
            <numerusform>%1, %n point: %2.</numerusform>
            <numerusform>%1, %n points: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final standings. %1</source>
        <translation>Final standings. %1</translation>
    </message>
    <message>
        <source>Hint: %1 on %2.</source>
        <translation>Hint: %1 on %2.</translation>
    </message>
    <message>
        <source>Field %1 of %2: %3. %4</source>
        <translation>Field %1 of %2: %3. %4</translation>
    </message>
    <message>
        <source>The expert&apos;s choice: %1 on %2.</source>
        <translation>The expert&apos;s choice: %1 on %2.</translation>
    </message>
    <message>
        <source>The best placement found: %1 on %2.</source>
        <translation>The best placement found: %1 on %2.</translation>
    </message>
    <message>
        <source>Your last tile is back in your hand.</source>
        <translation>Your last tile is back in your hand.</translation>
    </message>
</context>
<context>
    <name>BoardMarks</name>
    <message>
        <source>Does not defend: its field is not on the border of the principality.</source>
        <translation>Does not defend: its field is not on the border of the principality.</translation>
    </message>
    <message>
        <source>Does not defend: its half of the tile does not touch the border.</source>
        <translation>Does not defend: its half of the tile does not touch the border.</translation>
    </message>
    <message>
        <source>Does not defend: its own road does not reach the border within its half of the tile.</source>
        <translation>Does not defend: its own road does not reach the border within its half of the tile.</translation>
    </message>
</context>
<context>
    <name>BoardReader</name>
    <message>
        <source>knight %1</source>
        <translation>knight %1</translation>
    </message>
    <message>
        <source>church</source>
        <translation>church</translation>
    </message>
    <message>
        <source>windmill</source>
        <translation>windmill</translation>
    </message>
    <message>
        <source>castle %1</source>
        <translation>castle %1</translation>
    </message>
    <message>
        <source>Sancho Panza</source>
        <translation>Sancho Panza</translation>
    </message>
    <message>
        <source>%1 above, %2 below</source>
        <translation>%1 above, %2 below</translation>
    </message>
    <message>
        <source>%1 above</source>
        <translation>%1 above</translation>
    </message>
    <message>
        <source>%1 below</source>
        <translation>%1 below</translation>
    </message>
    <message>
        <source>roads only</source>
        <translation>roads only</translation>
    </message>
    <message>
        <source>%1, turned</source>
        <translation>%1, turned</translation>
    </message>
    <message>
        <source>Gates: %1.</source>
        <translation>Gates: %1.</translation>
    </message>
    <message>
        <source>Roads: %1.</source>
        <translation>Roads: %1.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: empty, the field to fill.</source>
        <translation>%1: empty, the field to fill.</translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1: empty.</translation>
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
            <numerusform>This group is worth %n point</numerusform>
            <numerusform>This group is worth %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The most valuable knight group: %n shield point(s)</source>
        <translation>
            <numerusform>The most valuable knight group: %n shield point</numerusform>
            <numerusform>The most valuable knight group: %n shield points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookMenu</name>
    <message>
        <source>%1 is not there.</source>
        <translation>%1 is not there.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 is a folder, not a file.</translation>
    </message>
    <message>
        <source>%1 is too large to be a record book.</source>
        <translation>%1 is too large to be a record book.</translation>
    </message>
    <message>
        <source>%1 is not a record book of Don Quixote.</source>
        <translation>%1 is not a record book of Don Quixote.</translation>
    </message>
    <message>
        <source>%1 is damaged: it cannot be read whole.</source>
        <translation>%1 is damaged: it cannot be read whole.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Don Quixote, which this version cannot read: open it with that version.</source>
        <translation>%1 was written by a newer version of Don Quixote, which this version cannot read: open it with that version.</translation>
    </message>
    <message>
        <source>%1 is the record book itself.</source>
        <translation>%1 is the record book itself.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 cannot be read.</translation>
    </message>
    <message>
        <source>The record book was left as it was.</source>
        <translation>The record book was left as it was.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back up the record book…</source>
        <translation>&amp;Back up the record book…</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>&amp;Restore a backup…</translation>
    </message>
    <message>
        <source>&amp;Merge a record book from another computer…</source>
        <translation>&amp;Merge a record book from another computer…</translation>
    </message>
    <message>
        <source>Back up the record book</source>
        <translation>Back up the record book</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restore a backup</translation>
    </message>
    <message>
        <source>Merge a record book</source>
        <translation>Merge a record book</translation>
    </message>
    <message>
        <source>Record books (*.dqbook *.sqlite3)</source>
        <translation>Record books (*.dqbook *.sqlite3)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>%1 backed up to %2.</source>
        <translation>%1 backed up to %2.</translation>
    </message>
    <message>
        <source>Replace the %1 of the record book with the %2 of %3? The record book as it is now is kept beside it, in a file of its own.</source>
        <translation>Replace the %1 of the record book with the %2 of %3? The record book as it is now is kept beside it, in a file of its own.</translation>
    </message>
    <message>
        <source>%1 restored.</source>
        <translation>%1 restored.</translation>
    </message>
    <message>
        <source>The record book it replaced is kept as %1.</source>
        <translation>The record book it replaced is kept as %1.</translation>
    </message>
    <message>
        <source>%1 added; %2 already in the record book.</source>
        <translation>%1 added; %2 already in the record book.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of that book left out: not a finished game this version can read.</source>
        <translation>
            <numerusform>%n game of that book left out: not a finished game this version can read.</numerusform>
            <numerusform>%n games of that book left out: not finished games this version can read.</numerusform>
        </translation>
    </message>
    <message>
        <source>Record book</source>
        <translation>Record book</translation>
    </message>
</context>
<context>
    <name>ComputerPlayers</name>
    <message>
        <source>%1&apos;s computer player, “%2”, is not known to this version of the program: “%3” plays in its place.</source>
        <translation>%1&apos;s computer player, “%2”, is not known to this version of the program: “%3” plays in its place.</translation>
    </message>
    <message>
        <source>Your settings for new games:</source>
        <translation>Your settings for new games:</translation>
    </message>
    <message>
        <source>Choose another player for this seat in Settings. Until then, your settings file stays as it is.</source>
        <translation>Choose another player for this seat in Settings. Until then, your settings file stays as it is.</translation>
    </message>
    <message>
        <source>%1&apos;s computer player, “%2”, stopped with an error. What went wrong is written in the log.</source>
        <translation>%1&apos;s computer player, “%2”, stopped with an error. What went wrong is written in the log.</translation>
    </message>
    <message>
        <source>No other computer player could take its place: this game cannot go on. Save it, or start a new game.</source>
        <translation>No other computer player could take its place: this game cannot go on. Save it, or start a new game.</translation>
    </message>
    <message>
        <source>“%1” places %2&apos;s tiles from now on, so that the game goes on.</source>
        <translation>“%1” places %2&apos;s tiles from now on, so that the game goes on.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Don Quixote: an unexpected error</source>
        <translation>Don Quixote: an unexpected error</translation>
    </message>
    <message>
        <source>Something went wrong inside the program: %1. The game goes on, but it may not behave as it should; your games and records are kept. Saving the game now and starting the program again is the safe way on.</source>
        <translation>Something went wrong inside the program: %1. The game goes on, but it may not behave as it should; your games and records are kept. Saving the game now and starting the program again is the safe way on.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Report</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>&amp;Copy report</translation>
    </message>
    <message>
        <source>&amp;Open log folder</source>
        <translation>&amp;Open log folder</translation>
    </message>
    <message>
        <source>&amp;Report online</source>
        <translation>&amp;Report online</translation>
    </message>
    <message>
        <source>Something went wrong inside the program: %1. It cannot go on and ends when you close this message; your games and records are kept as they were last saved. Start the program again to play on.</source>
        <translation>Something went wrong inside the program: %1. It cannot go on and ends when you close this message; your games and records are kept as they were last saved. Start the program again to play on.</translation>
    </message>
    <message>
        <source>The details are in the log, in %1. To report the error, copy the report and paste it, with a few words on what you were doing, into a new issue at %2.</source>
        <translation>The details are in the log, in %1. To report the error, copy the report and paste it, with a few words on what you were doing, into a new issue at %2.</translation>
    </message>
    <message>
        <source>The log could not be written. To report the error, copy the report and paste it, with a few words on what you were doing, into a new issue at %1.</source>
        <translation>The log could not be written. To report the error, copy the report and paste it, with a few words on what you were doing, into a new issue at %1.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copied</translation>
    </message>
</context>
<context>
    <name>DealOfTheDay</name>
    <message>
        <source>Deal of the day, %1: deal %2</source>
        <translation>Deal of the day, %1: deal %2</translation>
    </message>
    <message>
        <source>Deal of the day %1</source>
        <translation>Deal of the day %1</translation>
    </message>
    <message>
        <source>Solitaire, classic tile set, without Sancho Panza: the same deal for every player today.</source>
        <translation>Solitaire, classic tile set, without Sancho Panza: the same deal for every player today.</translation>
    </message>
</context>
<context>
    <name>FinalNotes</name>
    <message numerus="yes">
        <source>%1: %n point(s), below the rulebook&apos;s marks (over 70 is very good).</source>
        <translation>
            <numerusform>%1: %n point, below the rulebook&apos;s marks (over 70 is very good).</numerusform>
            <numerusform>%1: %n points, below the rulebook&apos;s marks (over 70 is very good).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s), %2.</source>
        <translation>
            <numerusform>%1: %n point, %2.</numerusform>
            <numerusform>%1: %n points, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>with aids, with Sancho</source>
        <translation>with aids, with Sancho</translation>
    </message>
    <message>
        <source>with aids, without Sancho</source>
        <translation>with aids, without Sancho</translation>
    </message>
    <message>
        <source>unaided, with Sancho</source>
        <translation>unaided, with Sancho</translation>
    </message>
    <message>
        <source>unaided, without Sancho</source>
        <translation>unaided, without Sancho</translation>
    </message>
    <message>
        <source>Your first recorded game of this kind (%1): it is your personal best.</source>
        <translation>Your first recorded game of this kind (%1): it is your personal best.</translation>
    </message>
    <message>
        <source>A new personal best (%2)! It was %1.</source>
        <translation>A new personal best (%2)! It was %1.</translation>
    </message>
    <message>
        <source>Your personal best (%2) stays %1.</source>
        <translation>Your personal best (%2) stays %1.</translation>
    </message>
    <message>
        <source>A guided game is not recorded: the guide chose its tiles knowing the whole deal.</source>
        <translation>A guided game is not recorded: the guide chose its tiles knowing the whole deal.</translation>
    </message>
    <message>
        <source>Your personal best: …</source>
        <translation>Your personal best: …</translation>
    </message>
    <message>
        <source>The expert is playing this deal…</source>
        <translation>The expert is playing this deal…</translation>
    </message>
    <message>
        <source>This game is not in the record book yet: it is compared with your personal best once it is recorded.</source>
        <translation>This game is not in the record book yet: it is compared with your personal best once it is recorded.</translation>
    </message>
    <message>
        <source>Your personal best could not be read from the record book.</source>
        <translation>Your personal best could not be read from the record book.</translation>
    </message>
    <message>
        <source>The expert computer player scores %1 on this deal, playing it blind as you did.</source>
        <translation>The expert computer player scores %1 on this deal, playing it blind as you did.</translation>
    </message>
    <message>
        <source>The expert&apos;s total on this deal could not be worked out.</source>
        <translation>The expert&apos;s total on this deal could not be worked out.</translation>
    </message>
    <message>
        <source>The expert plays this deal once the game is in the record book.</source>
        <translation>The expert plays this deal once the game is in the record book.</translation>
    </message>
</context>
<context>
    <name>GuidedOffer</name>
    <message>
        <source>New to the game?</source>
        <translation>New to the game?</translation>
    </message>
    <message>
        <source>The guided first game leads you through a whole game, field by field, and says at each step what to look at. Play it now?</source>
        <translation>The guided first game leads you through a whole game, field by field, and says at each step what to look at. Play it now?</translation>
    </message>
    <message>
        <source>It stays in the Help menu.</source>
        <translation>It stays in the Help menu.</translation>
    </message>
    <message>
        <source>&amp;Play the guided game</source>
        <translation>&amp;Play the guided game</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Not now</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <source>Sancho Panza: fills any field, once</source>
        <translation>Sancho Panza: fills any field, once</translation>
    </message>
    <message>
        <source>Set aside for the last field: %1</source>
        <translation>Set aside for the last field: %1</translation>
    </message>
</context>
<context>
    <name>KeepingDialogs</name>
    <message>
        <source>The game is not recorded yet</source>
        <translation>The game is not recorded yet</translation>
    </message>
    <message>
        <source>%1

The finished game is saved in %2 and will be recorded as soon as the record book can be written: it is tried again every half minute and at every start.</source>
        <translation>%1

The finished game is saved in %2 and will be recorded as soon as the record book can be written: it is tried again every half minute and at every start.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>The game could not be saved</translation>
    </message>
    <message>
        <source>%1

The finished game could not be written anywhere, nor recorded. It is held in memory while Don Quixote stays open and tried again every half minute. Save it to another folder to be sure to keep it.</source>
        <translation>%1

The finished game could not be written anywhere, nor recorded. It is held in memory while Don Quixote stays open and tried again every half minute. Save it to another folder to be sure to keep it.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
    <message>
        <source>Save the finished game</source>
        <translation>Save the finished game</translation>
    </message>
    <message>
        <source>Quit Don Quixote</source>
        <translation>Quit Don Quixote</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be written anywhere and would be lost. Save them to another folder before quitting?</source>
        <translation>
            <numerusform>%n finished game could not be written anywhere and would be lost. Save it to another folder before quitting?</numerusform>
            <numerusform>%n finished games could not be written anywhere and would be lost. Save them to another folder before quitting?</numerusform>
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
        <translation>Your principality</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>Your tiles</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Take back</translation>
    </message>
    <message>
        <source>Placement &amp;previews</source>
        <translation>Placement &amp;previews</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Records…</source>
        <translation>&amp;Records…</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>S&amp;ettings…</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Rules of the game</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>&amp;Guided first game</translation>
    </message>
    <message>
        <source>&amp;About Don Quixote</source>
        <translation>&amp;About Don Quixote</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Open a game</translation>
    </message>
    <message>
        <source>Don Quixote games (*.json)</source>
        <translation>Don Quixote games (*.json)</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Cannot open this game</translation>
    </message>
    <message>
        <source>The file could not be read:
%1</source>
        <translation>The file could not be read:
%1</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>The game could not be saved:
%1</source>
        <translation>The game could not be saved:
%1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <source>The best game found with the tiles of %1</source>
        <translation>The best game found with the tiles of %1</translation>
    </message>
    <message>
        <source>Computer player failed</source>
        <translation>Computer player failed</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Round %1 · field %2 of 22</source>
        <translation>Round %1 · field %2 of 22</translation>
    </message>
    <message>
        <source>Place a tile on %1</source>
        <translation>Place a tile on %1</translation>
    </message>
    <message>
        <source>%1, place a tile on %2</source>
        <translation>%1, place a tile on %2</translation>
    </message>
    <message>
        <source>%1 is placing a tile on %2…</source>
        <translation>%1 is placing a tile on %2…</translation>
    </message>
    <message>
        <source>Round %1 is counted — %2&apos;s principality</source>
        <translation>Round %1 is counted — %2&apos;s principality</translation>
    </message>
    <message>
        <source>Round %1 is counted — your principality</source>
        <translation>Round %1 is counted — your principality</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>%1&apos;s tiles</translation>
    </message>
    <message>
        <source>The settings could not be saved:
%1</source>
        <translation>The settings could not be saved:
%1</translation>
    </message>
    <message>
        <source>Record book</source>
        <translation>Record book</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>This game cannot be reviewed: %1</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Saved games</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Autosave</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Continue your game at field %1 of 22, saved %2?</source>
        <translation>Continue your game at field %1 of 22, saved %2?</translation>
    </message>
    <message>
        <source>Continue the game with %1 at field %2 of 22, saved %3?</source>
        <translation>Continue the game with %1 at field %2 of 22, saved %3?</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Unfinished game</translation>
    </message>
    <message>
        <source>The expert&apos;s choice for this field, shown in your hand and on the board. A game with a hint counts as assisted.</source>
        <translation>The expert&apos;s choice for this field, shown in your hand and on the board. A game with a hint counts as assisted.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>A hint is for your own turn.</translation>
    </message>
    <message>
        <source>The expert is thinking…</source>
        <translation>The expert is thinking…</translation>
    </message>
    <message>
        <source>No hint could be found.</source>
        <translation>No hint could be found.</translation>
    </message>
    <message>
        <source>Hint: Sancho Panza on %1</source>
        <translation>Hint: Sancho Panza on %1</translation>
    </message>
    <message>
        <source>Hint: this tile on %1, turned</source>
        <translation>Hint: this tile on %1, turned</translation>
    </message>
    <message>
        <source>Hint: this tile on %1</source>
        <translation>Hint: this tile on %1</translation>
    </message>
    <message>
        <source>The expert&apos;s total on this deal could not be found: %1</source>
        <translation>The expert&apos;s total on this deal could not be found: %1</translation>
    </message>
    <message>
        <source>Sancho Panza made one of your tiles superfluous; it is removed: %1.</source>
        <translation>Sancho Panza made one of your tiles superfluous; it is removed: %1.</translation>
    </message>
    <message>
        <source>Sancho Panza made one of %1&apos;s tiles superfluous; it is removed: %2.</source>
        <translation>Sancho Panza made one of %1&apos;s tiles superfluous; it is removed: %2.</translation>
    </message>
    <message>
        <source>your tile removed (%1)</source>
        <translation>your tile removed (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s tile removed (%2)</source>
        <translation>%1&apos;s tile removed (%2)</translation>
    </message>
    <message>
        <source>Sancho Panza: %1</source>
        <translation>Sancho Panza: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>Computer: random</translation>
    </message>
    <message>
        <source>Computer: greedy</source>
        <translation>Computer: greedy</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: easy</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Computer: expert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>Vermilion</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Purple</translation>
    </message>
    <message>
        <source>Seat %1 takes part</source>
        <translation>Seat %1 takes part</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name of seat %1</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Player of seat %1</translation>
    </message>
    <message>
        <source>Colour of seat %1</source>
        <translation>Colour of seat %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Play with &amp;Sancho Panza</source>
        <translation>Play with &amp;Sancho Panza</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>&amp;Deal number:</translation>
    </message>
    <message>
        <source>&amp;Tile set:</source>
        <translation>&amp;Tile set:</translation>
    </message>
    <message>
        <source>Play the deal of the &amp;day (%1)</source>
        <translation>Play the deal of the &amp;day (%1)</translation>
    </message>
    <message>
        <source>This tile set cannot be used:
%1</source>
        <translation>This tile set cannot be used:
%1</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Plays</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Who</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>&amp;Placement previews (the game stays unaided)</source>
        <translation>&amp;Placement previews (the game stays unaided)</translation>
    </message>
    <message>
        <source>Previews show what a player at the table sees by holding a tile over the field, and what the scoring helper shows once it is placed: nothing hidden, so they never make a game assisted. A hint or a take-back does, and the record book keeps such games apart from your unaided bests.</source>
        <translation>Previews show what a player at the table sees by holding a tile over the field, and what the scoring helper shows once it is placed: nothing hidden, so they never make a game assisted. A hint or a take-back does, and the record book keeps such games apart from your unaided bests.</translation>
    </message>
    <message>
        <source>The same deal number gives the same castles, position cards and tiles, to replay a deal or to play it against friends.</source>
        <translation>The same deal number gives the same castles, position cards and tiles, to replay a deal or to play it against friends.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>From a file…</translation>
    </message>
    <message>
        <source>Open a tile set</source>
        <translation>Open a tile set</translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation>Tile sets (*.json)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Tile set not usable</source>
        <translation>Tile set not usable</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Rocinante</source>
        <translation>Rocinante</translation>
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
        <translation>Third-party licences</translation>
    </message>
    <message>
        <source>Don Quixote is free software under the GNU General Public License, version 3 or later. It ships the software below, each under its own licence. Qt is used under the GNU Lesser General Public License 3.0: you may replace its libraries in this copy with your own build of the same version.</source>
        <translation>Don Quixote is free software under the GNU General Public License, version 3 or later. It ships the software below, each under its own licence. Qt is used under the GNU Lesser General Public License 3.0: you may replace its libraries in this copy with your own build of the same version.</translation>
    </message>
    <message>
        <source>The licence file of this copy is missing or cannot be read. The licences of the packages it runs on follow.</source>
        <translation>The licence file of this copy is missing or cannot be read. The licences of the packages it runs on follow.</translation>
    </message>
    <message>
        <source>This copy of Don Quixote runs from a Python installation. The licences of the packages it runs on, as they were installed, follow.</source>
        <translation>This copy of Don Quixote runs from a Python installation. The licences of the packages it runs on, as they were installed, follow.</translation>
    </message>
    <message>
        <source>Licence texts</source>
        <translation>Licence texts</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Learn from your mistakes</translation>
    </message>
    <message>
        <source>&amp;Check my choice (Enter)</source>
        <translation>&amp;Check my choice (Enter)</translation>
    </message>
    <message>
        <source>&amp;Next puzzle (N)</source>
        <translation>&amp;Next puzzle (N)</translation>
    </message>
    <message>
        <source>Principality</source>
        <translation>Principality</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>Your tiles</translation>
    </message>
    <message>
        <source>No mistake to play again: every placement was within 3 points of the expert&apos;s.</source>
        <translation>No mistake to play again: every placement was within 3 points of the expert&apos;s.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · field %3 of 22 · %4: which tile, which way? Pick it (a click turns it) and press Enter.</source>
        <translation>Puzzle %1 of %2 · field %3 of 22 · %4: which tile, which way? Pick it (a click turns it) and press Enter.</translation>
    </message>
    <message>
        <source>The expert is thinking…</source>
        <translation>The expert is thinking…</translation>
    </message>
    <message>
        <source>The choice could not be judged: %1</source>
        <translation>The choice could not be judged: %1</translation>
    </message>
    <message>
        <source>As good as the best placement found (%1): expected final total %2.</source>
        <translation>As good as the best placement found (%1): expected final total %2.</translation>
    </message>
    <message>
        <source>%1 points below the best placement found, shown on the field: %2 (expected final total %3 against %4).</source>
        <translation>%1 points below the best placement found, shown on the field: %2 (expected final total %3 against %4).</translation>
    </message>
    <message>
        <source>Not yet: %1 points below the best placement found.</source>
        <translation>Not yet: %1 points below the best placement found.</translation>
    </message>
    <message>
        <source>Hint: the right tile, turned the other way.</source>
        <translation>Hint: the right tile, turned the other way.</translation>
    </message>
    <message>
        <source>With your choice, %1.</source>
        <translation>With your choice, %1.</translation>
    </message>
    <message>
        <source>Hint: with your choice, %1.</source>
        <translation>Hint: with your choice, %1.</translation>
    </message>
    <message>
        <source>Where the best placement found gains most by the end of the game: %1.</source>
        <translation>Where the best placement found gains most by the end of the game: %1.</translation>
    </message>
    <message>
        <source>Hint: where the best placement found gains most by the end of the game: %1.</source>
        <translation>Hint: where the best placement found gains most by the end of the game: %1.</translation>
    </message>
    <message>
        <source>Hint: the best placement found uses this tile: %1.</source>
        <translation>Hint: the best placement found uses this tile: %1.</translation>
    </message>
    <message>
        <source>Try once more.</source>
        <translation>Try once more.</translation>
    </message>
</context>
<context>
    <name>RecordsWindow</name>
    <message>
        <source>Points per category</source>
        <translation>Points per category</translation>
    </message>
    <message>
        <source>%1: %2 to %3, on average %4</source>
        <translation>%1: %2 to %3, on average %4</translation>
    </message>
    <message>
        <source>; the latest quarter of these games against the first: %1</source>
        <translation>; the latest quarter of these games against the first: %1</translation>
    </message>
    <message>
        <source>games: the larger, the more</source>
        <translation>games: the larger, the more</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>mean</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Tile set</source>
        <translation>Tile set</translation>
    </message>
    <message>
        <source>Sancho</source>
        <translation>Sancho</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Aids</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Gap to the expert</source>
        <translation>Gap to the expert</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <source>Share of the hindsight best (%)</source>
        <translation>Share of the hindsight best (%)</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Band</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (computer, %2)</translation>
    </message>
    <message>
        <source>below the rulebook&apos;s marks</source>
        <translation>below the rulebook&apos;s marks</translation>
    </message>
    <message>
        <source>not worked out</source>
        <translation>not worked out</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>The expert&apos;s total on this deal is not known yet.</source>
        <translation>The expert&apos;s total on this deal is not known yet.</translation>
    </message>
    <message>
        <source>The expert scores %1 on this deal; this game: %2 (%3).</source>
        <translation>The expert scores %1 on this deal; this game: %2 (%3).</translation>
    </message>
    <message>
        <source>very good</source>
        <translation>very good</translation>
    </message>
    <message>
        <source>rare</source>
        <translation>rare</translation>
    </message>
    <message>
        <source>incredible</source>
        <translation>incredible</translation>
    </message>
    <message>
        <source>over %1: %2</source>
        <translation>over %1: %2</translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>no game yet</translation>
    </message>
    <message>
        <source>%1 · deal %2</source>
        <translation>%1 · deal %2</translation>
    </message>
    <message>
        <source>Click to pick this game in the list</source>
        <translation>Click to pick this game in the list</translation>
    </message>
    <message>
        <source>Last week</source>
        <translation>Last week</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Last month</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>Last year</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>All time</translation>
    </message>
    <message>
        <source>With or without Sancho</source>
        <translation>With or without Sancho</translation>
    </message>
    <message>
        <source>Without Sancho</source>
        <translation>Without Sancho</translation>
    </message>
    <message>
        <source>With Sancho</source>
        <translation>With Sancho</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Show:</translation>
    </message>
    <message>
        <source>&amp;Unaided only</source>
        <translation>&amp;Unaided only</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Period</translation>
    </message>
    <message>
        <source>Every tile set</source>
        <translation>Every tile set</translation>
    </message>
    <message>
        <source>Unaided</source>
        <translation>Unaided</translation>
    </message>
    <message>
        <source>With aids</source>
        <translation>With aids</translation>
    </message>
    <message>
        <source>no game over %1</source>
        <translation>no game over %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) over %1</source>
        <translation>
            <numerusform>%n game over %1</numerusform>
            <numerusform>%n games over %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 %)</source>
        <translation>(%1 %)</translation>
    </message>
    <message numerus="yes">
        <source>Your best is %1: %n more point(s) for %2.</source>
        <translation>
            <numerusform>Your best is %1: %n more point for %2.</numerusform>
            <numerusform>Your best is %1: %n more points for %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your best, %1, is over every mark.</source>
        <translation>Your best, %1, is over every mark.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Averages per round</source>
        <translation>Averages per round</translation>
    </message>
    <message>
        <source>This record book was written by a newer version of Don Quixote: it is shown as far as this version can read it, and nothing is written into it. Games finished with this version wait to be recorded by the newer one.</source>
        <translation>This record book was written by a newer version of Don Quixote: it is shown as far as this version can read it, and nothing is written into it. Games finished with this version wait to be recorded by the newer one.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the record book could not be read and are not shown (number(s) %1): they hold a value this program never writes. The book itself is left as it is.</source>
        <translation>
            <numerusform>%n game in the record book could not be read and is not shown (number %1): it holds a value this program never writes. The book itself is left as it is.</numerusform>
            <numerusform>%n games in the record book could not be read and are not shown (numbers %1): they hold a value this program never writes. The book itself is left as it is.</numerusform>
        </translation>
    </message>
    <message>
        <source>No game finished yet: every finished game is kept here.</source>
        <translation>No game finished yet: every finished game is kept here.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the record book</source>
        <translation>
            <numerusform>%n game in the record book</numerusform>
            <numerusform>%n games in the record book</numerusform>
        </translation>
    </message>
    <message>
        <source>; bests, marks and charts wait for a solitaire game you play yourself</source>
        <translation>; bests, marks and charts wait for a solitaire game you play yourself</translation>
    </message>
    <message numerus="yes">
        <source>; bests, marks and charts count the %n solitaire game(s) you played yourself</source>
        <translation>
            <numerusform>; bests, marks and charts count the %n solitaire game you played yourself</numerusform>
            <numerusform>; bests, marks and charts count the %n solitaire games you played yourself</numerusform>
        </translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Personal bests</source>
        <translation>Personal bests</translation>
    </message>
    <message>
        <source>The rulebook&apos;s marks</source>
        <translation>The rulebook&apos;s marks</translation>
    </message>
    <message>
        <source>Totals over time</source>
        <translation>Totals over time</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Play this deal again</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Replay</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;view</translation>
    </message>
    <message>
        <source>&amp;Export to CSV…</source>
        <translation>&amp;Export to CSV…</translation>
    </message>
    <message>
        <source>Record &amp;book</source>
        <translation>Record &amp;book</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Record book</source>
        <translation>Record book</translation>
    </message>
    <message>
        <source>%1 over time</source>
        <translation>%1 over time</translation>
    </message>
    <message>
        <source>Cannot read this game</source>
        <translation>Cannot read this game</translation>
    </message>
    <message>
        <source>This game could not be read:
%1</source>
        <translation>This game could not be read:
%1</translation>
    </message>
    <message>
        <source>Export the records</source>
        <translation>Export the records</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Cannot export</translation>
    </message>
    <message numerus="yes">
        <source>%n solitaire game(s) drawn</source>
        <translation>
            <numerusform>%n solitaire game drawn</numerusform>
            <numerusform>%n solitaire games drawn</numerusform>
        </translation>
    </message>
    <message>
        <source>a dot per game</source>
        <translation>a dot per game</translation>
    </message>
    <message>
        <source>without Sancho</source>
        <translation>without Sancho</translation>
    </message>
    <message>
        <source>with Sancho</source>
        <translation>with Sancho</translation>
    </message>
    <message>
        <source>with aids</source>
        <translation>with aids</translation>
    </message>
    <message numerus="yes">
        <source>average of the last %n game(s)</source>
        <translation>
            <numerusform>average of the last %n game</numerusform>
            <numerusform>average of the last %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>best so far</source>
        <translation>best so far</translation>
    </message>
    <message>
        <source>No expert&apos;s total on these deals yet.</source>
        <translation>No expert&apos;s total on these deals yet.</translation>
    </message>
    <message>
        <source>No game reviewed yet.</source>
        <translation>No game reviewed yet.</translation>
    </message>
    <message>
        <source>No hindsight best on these games yet.</source>
        <translation>No hindsight best on these games yet.</translation>
    </message>
    <message>
        <source>No game in this period.</source>
        <translation>No game in this period.</translation>
    </message>
    <message>
        <source>No solitaire game finished yet.</source>
        <translation>No solitaire game finished yet.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · deal %2 · %n point(s)</source>
        <translation>
            <numerusform>%1 · deal %2 · %n point</numerusform>
            <numerusform>%1 · deal %2 · %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Not played yet.</source>
        <translation>Not played yet.</translation>
    </message>
    <message numerus="yes">
        <source>Your %n attempt(s): %1; best %2.</source>
        <translation>
            <numerusform>Your %n attempt: %1; best %2.</numerusform>
            <numerusform>Your %n attempts: %1; best %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The expert scores %1 on it.</source>
        <translation>The expert scores %1 on it.</translation>
    </message>
    <message>
        <source>With these tiles and fields, %1 were possible.</source>
        <translation>With these tiles and fields, %1 were possible.</translation>
    </message>
    <message>
        <source>This game&apos;s record has no deal number.</source>
        <translation>This game&apos;s record has no deal number.</translation>
    </message>
    <message>
        <source>Deal %1 (%2)</source>
        <translation>Deal %1 (%2)</translation>
    </message>
    <message>
        <source>%1, with Sancho Panza</source>
        <translation>%1, with Sancho Panza</translation>
    </message>
    <message>
        <source>%1: played once.</source>
        <translation>%1: played once.</translation>
    </message>
    <message numerus="yes">
        <source>%1: played %n times: %2.</source>
        <translation>
            <numerusform>%1: played %n time: %2.</numerusform>
            <numerusform>%1: played %n times: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the &amp;deal of the day</source>
        <translation>Play the &amp;deal of the day</translation>
    </message>
    <message>
        <source>Show its &amp;attempts</source>
        <translation>Show its &amp;attempts</translation>
    </message>
    <message>
        <source>&amp;Next attempt at this deal</source>
        <translation>&amp;Next attempt at this deal</translation>
    </message>
    <message>
        <source>not reviewed yet</source>
        <translation>not reviewed yet</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>not yet</translation>
    </message>
    <message>
        <source>Accuracy %1 of 100; points given up: %2. Brilliant: %3 · best: %4 · good: %5 · inaccuracies: %6 · mistakes: %7 · blunders: %8</source>
        <translation>Accuracy %1 of 100; points given up: %2. Brilliant: %3 · best: %4 · good: %5 · inaccuracies: %6 · mistakes: %7 · blunders: %8</translation>
    </message>
    <message>
        <source>Not reviewed yet: every finished game is reviewed in the background while no game is being played.</source>
        <translation>Not reviewed yet: every finished game is reviewed in the background while no game is being played.</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Distribution</translation>
    </message>
    <message numerus="yes">
        <source>Most games (%n) between %1 and %2; mean %3</source>
        <translation>
            <numerusform>Most games (%n) between %1 and %2; mean %3</numerusform>
            <numerusform>Most games (%n) between %1 and %2; mean %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The game is over: every field is filled.</source>
        <translation>The game is over: every field is filled.</translation>
    </message>
    <message>
        <source>A tile can only go on the green field.</source>
        <translation>A tile can only go on the green field.</translation>
    </message>
    <message>
        <source>A tile is already on this field.</source>
        <translation>A tile is already on this field.</translation>
    </message>
    <message>
        <source>Sancho Panza cannot be played any more.</source>
        <translation>Sancho Panza cannot be played any more.</translation>
    </message>
    <message>
        <source>The last field takes the tile set aside (or Sancho Panza).</source>
        <translation>The last field takes the tile set aside (or Sancho Panza).</translation>
    </message>
    <message>
        <source>The tile set aside can only fill the last field.</source>
        <translation>The tile set aside can only fill the last field.</translation>
    </message>
    <message>
        <source>This tile is not among the revealed tiles.</source>
        <translation>This tile is not among the revealed tiles.</translation>
    </message>
    <message>
        <source>These are a computer player&apos;s tiles: it places them itself.</source>
        <translation>These are a computer player&apos;s tiles: it places them itself.</translation>
    </message>
    <message>
        <source>This placement can no longer be taken back.</source>
        <translation>This placement can no longer be taken back.</translation>
    </message>
    <message>
        <source>This placement is not allowed now.</source>
        <translation>This placement is not allowed now.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Player shown</source>
        <translation>Player shown</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>Re&amp;view</translation>
    </message>
    <message>
        <source>Principality</source>
        <translation>Principality</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Placement</translation>
    </message>
    <message>
        <source>First (Home)</source>
        <translation>First (Home)</translation>
    </message>
    <message>
        <source>Previous placement (Left)</source>
        <translation>Previous placement (Left)</translation>
    </message>
    <message>
        <source>Next placement (Right)</source>
        <translation>Next placement (Right)</translation>
    </message>
    <message>
        <source>Last (End)</source>
        <translation>Last (End)</translation>
    </message>
    <message>
        <source>The deal: the 6-castle on %1, the 4-castle on %2</source>
        <translation>The deal: the 6-castle on %1, the 4-castle on %2</translation>
    </message>
    <message>
        <source>Round %1 · field %2 of %3: %4</source>
        <translation>Round %1 · field %2 of %3: %4</translation>
    </message>
    <message>
        <source>Sancho Panza</source>
        <translation>Sancho Panza</translation>
    </message>
    <message>
        <source>final total %1</source>
        <translation>final total %1</translation>
    </message>
</context>
<context>
    <name>ReviewBrief</name>
    <message>
        <source>%1 · yours, %2: brilliant (!), %3 points more than the expert&apos;s choice.</source>
        <translation>%1 · yours, %2: brilliant (!), %3 points more than the expert&apos;s choice.</translation>
    </message>
    <message>
        <source>%1 · yours, %2: best, the expert&apos;s choice too.</source>
        <translation>%1 · yours, %2: best, the expert&apos;s choice too.</translation>
    </message>
    <message>
        <source>%1 · yours, %2: best, as good as the expert&apos;s choice.</source>
        <translation>%1 · yours, %2: best, as good as the expert&apos;s choice.</translation>
    </message>
    <message>
        <source>%1 · yours, %2: best, within the review&apos;s noise of the best found (≈).</source>
        <translation>%1 · yours, %2: best, within the review&apos;s noise of the best found (≈).</translation>
    </message>
    <message>
        <source>%1 · yours, %2: %3, %4 points given up.</source>
        <translation>%1 · yours, %2: %3, %4 points given up.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice on %1, %2: %3 points more than yours.</source>
        <translation>The expert&apos;s choice on %1, %2: %3 points more than yours.</translation>
    </message>
    <message>
        <source>The best found on %1, %2: %3 points more than yours.</source>
        <translation>The best found on %1, %2: %3 points more than yours.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice on %1, %2: %3 points less than yours.</source>
        <translation>The expert&apos;s choice on %1, %2: %3 points less than yours.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice on %1, %2: as good as yours.</source>
        <translation>The expert&apos;s choice on %1, %2: as good as yours.</translation>
    </message>
    <message>
        <source>Where it gains most: %1.</source>
        <translation>Where it gains most: %1.</translation>
    </message>
    <message>
        <source>Where it costs most: %1.</source>
        <translation>Where it costs most: %1.</translation>
    </message>
    <message>
        <source>It closes a gate of the %1 on %2 for good.</source>
        <translation>It closes a gate of the %1 on %2 for good.</translation>
    </message>
    <message>
        <source>It cuts the knight on %1 off from the border and the castles.</source>
        <translation>It cuts the knight on %1 off from the border and the castles.</translation>
    </message>
    <message>
        <source>It spends road ends on %1 that can never meet a road.</source>
        <translation>It spends road ends on %1 that can never meet a road.</translation>
    </message>
    <message>
        <source>It throws away the tile set aside.</source>
        <translation>It throws away the tile set aside.</translation>
    </message>
    <message>
        <source>%1 on %2: brilliant (!), better than the expert&apos;s choice.</source>
        <translation>%1 on %2: brilliant (!), better than the expert&apos;s choice.</translation>
    </message>
    <message>
        <source>%1 on %2: best.</source>
        <translation>%1 on %2: best.</translation>
    </message>
    <message>
        <source>%1 on %2: best, within the review&apos;s noise (≈).</source>
        <translation>%1 on %2: best, within the review&apos;s noise (≈).</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 points given up.</source>
        <translation>%1 on %2: %3, %4 points given up.</translation>
    </message>
    <message>
        <source>Expected final total %1 (the expert&apos;s choice: %2).</source>
        <translation>Expected final total %1 (the expert&apos;s choice: %2).</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2 for the best found (± %3).</source>
        <translation>Expected final total %1 against %2 for the best found (± %3).</translation>
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
        <translation>round %1: %2</translation>
    </message>
    <message>
        <source>Verdicts: %1.</source>
        <translation>Verdicts: %1.</translation>
    </message>
    <message>
        <source>Points given up: %1 (%2).</source>
        <translation>Points given up: %1 (%2).</translation>
    </message>
    <message>
        <source>By category: %1.</source>
        <translation>By category: %1.</translation>
    </message>
    <message>
        <source>Key moments: %1.</source>
        <translation>Key moments: %1.</translation>
    </message>
    <message>
        <source>Key moments: none.</source>
        <translation>Key moments: none.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Review of the game</translation>
    </message>
    <message>
        <source>Review of the game of deal %1</source>
        <translation>Review of the game of deal %1</translation>
    </message>
</context>
<context>
    <name>ReviewHand</name>
    <message>
        <source>you placed this tile, turned</source>
        <translation>you placed this tile, turned</translation>
    </message>
    <message>
        <source>you placed this tile</source>
        <translation>you placed this tile</translation>
    </message>
    <message>
        <source>the best placement found uses this tile, turned</source>
        <translation>the best placement found uses this tile, turned</translation>
    </message>
    <message>
        <source>the best placement found uses this tile</source>
        <translation>the best placement found uses this tile</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>yours</translation>
    </message>
    <message>
        <source>best</source>
        <translation>best</translation>
    </message>
    <message>
        <source>The hand at this field. Pick any tile (1–9), turn it (R): its worth follows.</source>
        <translation>The hand at this field. Pick any tile (1–9), turn it (R): its worth follows.</translation>
    </message>
    <message>
        <source>The hand at this field</source>
        <translation>The hand at this field</translation>
    </message>
    <message>
        <source>Your tiles when you filled this field: the one you placed and the best placement found are tagged. Pick any tile and turn it to see what it was worth.</source>
        <translation>Your tiles when you filled this field: the one you placed and the best placement found are tagged. Pick any tile and turn it to see what it was worth.</translation>
    </message>
    <message>
        <source>This tile could not be judged: %1</source>
        <translation>This tile could not be judged: %1</translation>
    </message>
    <message>
        <source>This tile could not go on this field.</source>
        <translation>This tile could not go on this field.</translation>
    </message>
    <message>
        <source>The expert is weighing this tile…</source>
        <translation>The expert is weighing this tile…</translation>
    </message>
</context>
<context>
    <name>ReviewReasons</name>
    <message>
        <source>a gate of the %1 on %2 is closed for good: no knight can come in there any more</source>
        <translation>a gate of the %1 on %2 is closed for good: no knight can come in there any more</translation>
    </message>
    <message>
        <source>the knight on %1 (shield %2) can no longer reach the border or a castle</source>
        <translation>the knight on %1 (shield %2) can no longer reach the border or a castle</translation>
    </message>
    <message>
        <source>a tile with %1 road ends is spent on %2, where only %3 can ever meet a road</source>
        <translation>a tile with %1 road ends is spent on %2, where only %3 can ever meet a road</translation>
    </message>
    <message>
        <source>Sancho on the last field throws away the tile set aside, %1</source>
        <translation>Sancho on the last field throws away the tile set aside, %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Why: with the expert&apos;s choice, %1.</source>
        <translation>Why: with the expert&apos;s choice, %1.</translation>
    </message>
    <message>
        <source>Why: with yours, %1.</source>
        <translation>Why: with yours, %1.</translation>
    </message>
    <message>
        <source>Yours, by the end of the game, in expected points: %1.</source>
        <translation>Yours, by the end of the game, in expected points: %1.</translation>
    </message>
    <message>
        <source>The best found, by the end of the game, in expected points: %1.</source>
        <translation>The best found, by the end of the game, in expected points: %1.</translation>
    </message>
</context>
<context>
    <name>ReviewStudy</name>
    <message>
        <source>Field %1 (%2): brilliant (!), %3 points more than the expert&apos;s choice</source>
        <translation>Field %1 (%2): brilliant (!), %3 points more than the expert&apos;s choice</translation>
    </message>
    <message>
        <source>Key moments (K):</source>
        <translation>Key moments (K):</translation>
    </message>
    <message>
        <source>Key moments: none, no placement gave points up.</source>
        <translation>Key moments: none, no placement gave points up.</translation>
    </message>
    <message>
        <source>Key moment %1 of %2: %3</source>
        <translation>Key moment %1 of %2: %3</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Every placement with its mark: ! brilliant, ?! inaccuracy, ? mistake, ?? blunder. Choose one to step there.</source>
        <translation>Every placement with its mark: ! brilliant, ?! inaccuracy, ? mistake, ?? blunder. Choose one to step there.</translation>
    </message>
    <message>
        <source>Points given up by round: %1 (%2 in all).</source>
        <translation>Points given up by round: %1 (%2 in all).</translation>
    </message>
    <message>
        <source>By category: %1.</source>
        <translation>By category: %1.</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>Export the review</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Web pages (*.html)</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Text files (*.txt)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Cannot export</translation>
    </message>
    <message>
        <source>The review is saved in %1.</source>
        <translation>The review is saved in %1.</translation>
    </message>
    <message>
        <source>The figures behind the sentence: expected final totals, the ± figure, each category</source>
        <translation>The figures behind the sentence: expected final totals, the ± figure, each category</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xport…</translation>
    </message>
    <message>
        <source>Save the annotated review as a web page or a text file</source>
        <translation>Save the annotated review as a web page or a text file</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>Key moments</translation>
    </message>
    <message>
        <source>Hide the details (D)</source>
        <translation>Hide the details (D)</translation>
    </message>
    <message>
        <source>Details (D)</source>
        <translation>Details (D)</translation>
    </message>
    <message>
        <source>Shows or hides the figures behind the sentence</source>
        <translation>Shows or hides the figures behind the sentence</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Field %1 (%2): %3, %4 points given up</source>
        <translation>Field %1 (%2): %3, %4 points given up</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Review of the game</translation>
    </message>
    <message>
        <source>Review of the game (under way…)</source>
        <translation>Review of the game (under way…)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Your placement</source>
        <translation>Your placement</translation>
    </message>
    <message>
        <source>The expert&apos;s (Space)</source>
        <translation>The expert&apos;s (Space)</translation>
    </message>
    <message>
        <source>The best found (Space)</source>
        <translation>The best found (Space)</translation>
    </message>
    <message>
        <source>Review the &amp;computer players too</source>
        <translation>Review the &amp;computer players too</translation>
    </message>
    <message>
        <source>Show how the expert would &amp;go on…</source>
        <translation>Show how the expert would &amp;go on…</translation>
    </message>
    <message>
        <source>The expert plays the rest of the deal as it was dealt, from the field shown, in a replay.</source>
        <translation>The expert plays the rest of the deal as it was dealt, from the field shown, in a replay.</translation>
    </message>
    <message>
        <source>&amp;Learn from the mistakes…</source>
        <translation>&amp;Learn from the mistakes…</translation>
    </message>
    <message>
        <source>Principality</source>
        <translation>Principality</translation>
    </message>
    <message>
        <source>Review of the game (cancelled)</source>
        <translation>Review of the game (cancelled)</translation>
    </message>
    <message>
        <source>Review of the game (failed)</source>
        <translation>Review of the game (failed)</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>The review failed: %1</translation>
    </message>
    <message>
        <source>Reviewing: %v of %m placements</source>
        <translation>Reviewing: %v of %m placements</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing: %1 of %n placement(s).</source>
        <translation>
            <numerusform>Reviewing: %1 of %n placement.</numerusform>
            <numerusform>Reviewing: %1 of %n placements.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review cancelled</source>
        <translation>Review cancelled</translation>
    </message>
    <message>
        <source>The expert is playing the rest of the deal…</source>
        <translation>The expert is playing the rest of the deal…</translation>
    </message>
    <message>
        <source>How the expert would go on from field %1</source>
        <translation>How the expert would go on from field %1</translation>
    </message>
    <message>
        <source>The expert&apos;s line could not be played: %1</source>
        <translation>The expert&apos;s line could not be played: %1</translation>
    </message>
    <message>
        <source>A computer player: not reviewed unless asked.</source>
        <translation>A computer player: not reviewed unless asked.</translation>
    </message>
    <message>
        <source>Each placement is judged with what its player could know at that moment.</source>
        <translation>Each placement is judged with what its player could know at that moment.</translation>
    </message>
    <message>
        <source>%1 · field %2 of %3 · round %4</source>
        <translation>%1 · field %2 of %3 · round %4</translation>
    </message>
    <message>
        <source>brilliant (!)</source>
        <translation>brilliant (!)</translation>
    </message>
    <message>
        <source>best</source>
        <translation>best</translation>
    </message>
    <message>
        <source>good</source>
        <translation>good</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>inaccuracy</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>mistake</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>nothing yet</translation>
    </message>
    <message>
        <source>Solved exactly: every order in which the fields left may come, with the best play in each.</source>
        <translation>Solved exactly: every order in which the fields left may come, with the best play in each.</translation>
    </message>
    <message numerus="yes">
        <source>Expected totals are means over %n possible rests of the game, each played on as the expert plays.</source>
        <translation>
            <numerusform>Expected totals are means over %n possible rest of the game, played on as the expert plays.</numerusform>
            <numerusform>Expected totals are means over %n possible rests of the game, each played on as the expert plays.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · yours, %2: %3 this round.</source>
        <translation>%1 · yours, %2: %3 this round.</translation>
    </message>
    <message>
        <source>Better than the expert&apos;s choice, %1: expected final total %2 against %3, %4.</source>
        <translation>Better than the expert&apos;s choice, %1: expected final total %2 against %3, %4.</translation>
    </message>
    <message>
        <source>The expert would have placed the same. Expected final total: %1.</source>
        <translation>The expert would have placed the same. Expected final total: %1.</translation>
    </message>
    <message>
        <source>As good as the expert&apos;s choice, %1: expected final total %2 against %3.</source>
        <translation>As good as the expert&apos;s choice, %1: expected final total %2 against %3.</translation>
    </message>
    <message>
        <source>The expert&apos;s, %1: %2.</source>
        <translation>The expert&apos;s, %1: %2.</translation>
    </message>
    <message>
        <source>The best found, %1: %2.</source>
        <translation>The best found, %1: %2.</translation>
    </message>
    <message>
        <source>Yours is the expert&apos;s choice, but its own play-outs, on more futures, find a better one.</source>
        <translation>Yours is the expert&apos;s choice, but its own play-outs, on more futures, find a better one.</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2: %3 points given up, %4.</source>
        <translation>Expected final total %1 against %2: %3 points given up, %4.</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2: %3 points given up (± %4), within the noise: as good as (≈) %5.</source>
        <translation>Expected final total %1 against %2: %3 points given up (± %4), within the noise: as good as (≈) %5.</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2: %3 points given up (± %4), %5.</source>
        <translation>Expected final total %1 against %2: %3 points given up (± %4), %5.</translation>
    </message>
    <message>
        <source>Expected final total after each placement: yours (solid) and the expert&apos;s choice (dashed). Click a placement to go there.</source>
        <translation>Expected final total after each placement: yours (solid) and the expert&apos;s choice (dashed). Click a placement to go there.</translation>
    </message>
    <message>
        <source>Graph of expected final totals</source>
        <translation>Graph of expected final totals</translation>
    </message>
    <message>
        <source>the expert&apos;s choice</source>
        <translation>the expert&apos;s choice</translation>
    </message>
    <message>
        <source>your placement</source>
        <translation>your placement</translation>
    </message>
    <message>
        <source>The graph follows the review.</source>
        <translation>The graph follows the review.</translation>
    </message>
    <message>
        <source>Expected final total after the last placement: %1; the expert&apos;s choice there: %2.</source>
        <translation>Expected final total after the last placement: %1; the expert&apos;s choice there: %2.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>points given up</source>
        <translation>points given up</translation>
    </message>
    <message>
        <source>From best to worst:</source>
        <translation>From best to worst:</translation>
    </message>
</context>
<context>
    <name>RoundOverlay</name>
    <message>
        <source>Scoring after round %1</source>
        <translation>Scoring after round %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Show that game</source>
        <translation>Show that game</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s); the best total with the same tiles and positions is being worked out…</source>
        <translation>
            <numerusform>%1: %n point; the best total with the same tiles and positions is being worked out…</numerusform>
            <numerusform>%1: %n points; the best total with the same tiles and positions is being worked out…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s); with the same tiles and positions, %2 were possible.</source>
        <translation>
            <numerusform>%1: %n point; with the same tiles and positions, %2 were possible.</numerusform>
            <numerusform>%1: %n points; with the same tiles and positions, %2 were possible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) in all.</source>
        <translation>
            <numerusform>%n point in all.</numerusform>
            <numerusform>%n points in all.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Shared win: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>&amp;Review the game</translation>
    </message>
    <message>
        <source>Game total</source>
        <translation>Game total</translation>
    </message>
    <message>
        <source>Total so far</source>
        <translation>Total so far</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Place %1</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the game</source>
        <translation>Rules of the game</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Contents</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>6-castle</source>
        <translation>6-castle</translation>
    </message>
    <message>
        <source>4-castle</source>
        <translation>4-castle</translation>
    </message>
    <message>
        <source>Churches</source>
        <translation>Churches</translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation>Windmills</translation>
    </message>
    <message>
        <source>Defense of the realm</source>
        <translation>Defense of the realm</translation>
    </message>
    <message>
        <source>Knight group</source>
        <translation>Knight group</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>6-castle</source>
        <comment>in a sentence</comment>
        <translation>6-castle</translation>
    </message>
    <message>
        <source>4-castle</source>
        <comment>in a sentence</comment>
        <translation>4-castle</translation>
    </message>
    <message>
        <source>churches</source>
        <comment>in a sentence</comment>
        <translation>churches</translation>
    </message>
    <message>
        <source>windmills</source>
        <comment>in a sentence</comment>
        <translation>windmills</translation>
    </message>
    <message>
        <source>defense of the realm</source>
        <comment>in a sentence</comment>
        <translation>defense of the realm</translation>
    </message>
    <message>
        <source>knight group</source>
        <comment>in a sentence</comment>
        <translation>knight group</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: the %2-castle scores %2 points with at least %n knight(s) connected to either of its gates.</source>
        <translation>
            <numerusform>Round %1: the %2-castle scores %2 points with at least %n knight connected to either of its gates.</numerusform>
            <numerusform>Round %1: the %2-castle scores %2 points with at least %n knights connected to either of its gates.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every round: each connected group scores; one alone scores nothing, exactly two score 2, three or more score 2 each.</source>
        <translation>Every round: each connected group scores; one alone scores nothing, exactly two score 2, three or more score 2 each.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: 5 points when the knights defending the border show at least %n shield point(s). A knight defends when its own road reaches the border within its half of the tile.</source>
        <translation>
            <numerusform>Round %1: 5 points when the knights defending the border show at least %n shield point. A knight defends when its own road reaches the border within its half of the tile.</numerusform>
            <numerusform>Round %1: 5 points when the knights defending the border show at least %n shield points. A knight defends when its own road reaches the border within its half of the tile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shield point(s), enough</source>
        <translation>
            <numerusform>%n shield point, enough</numerusform>
            <numerusform>%n shield points, enough</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n shield point(s)</source>
        <translation>
            <numerusform>%1 of %n shield point</numerusform>
            <numerusform>%1 of %n shield points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, with the selected tile %2</source>
        <translation>%1, with the selected tile %2</translation>
    </message>
    <message>
        <source>Round 3 only: the shields of the most valuable group of at least two connected knights.</source>
        <translation>Round 3 only: the shield points of the most valuable group of at least two connected knights.</translation>
    </message>
    <message>
        <source>The sum of all categories.</source>
        <translation>The sum of all categories.</translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s), enough</source>
        <translation>
            <numerusform>%n knight, enough</numerusform>
            <numerusform>%n knights, enough</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n knight(s)</source>
        <translation>
            <numerusform>%1 of %n knight</numerusform>
            <numerusform>%1 of %n knights</numerusform>
        </translation>
    </message>
    <message>
        <source>1 group of %1</source>
        <translation>1 group of %1</translation>
    </message>
    <message>
        <source>groups of %1</source>
        <translation>groups of %1</translation>
    </message>
    <message numerus="yes">
        <source>best group: %n shield(s)</source>
        <translation>
            <numerusform>best group: %n shield point</numerusform>
            <numerusform>best group: %n shield points</numerusform>
        </translation>
    </message>
    <message>
        <source>Scoring helper</source>
        <translation>Scoring helper</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 scored %n point(s)</source>
        <translation>
            <numerusform>Round %1 scored %n point</numerusform>
            <numerusform>Round %1 scored %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>no connected group</source>
        <translation>no connected group</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Point at a category to see what it counts on the board; click it for the rules.</source>
        <translation>Point at a category to see what it counts on the board; click it for the rules.</translation>
    </message>
    <message>
        <source>Round %1 result:</source>
        <translation>Round %1 result:</translation>
    </message>
    <message>
        <source>Round %1, if scored now:</source>
        <translation>Round %1, if scored now:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 with the selected tile: %2</source>
        <translation>%1 with the selected tile: %2</translation>
    </message>
    <message>
        <source>Total of scored rounds: %1</source>
        <translation>Total of scored rounds: %1</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Principality of %1</source>
        <translation>Principality of %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <source>has placed</source>
        <translation>has placed</translation>
    </message>
    <message>
        <source>to place</source>
        <translation>to place</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s), %1</source>
        <translation>
            <numerusform>%n point, %1</numerusform>
            <numerusform>%n points, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SecondCopy</name>
    <message>
        <source>Don Quixote is already open</source>
        <translation>Don Quixote is already open</translation>
    </message>
    <message>
        <source>Another copy of Don Quixote is already open with the same folder (%1). Two copies would overwrite each other&apos;s game in progress.

Quit this copy, or go on without saving its game in progress: finished games are still recorded.</source>
        <translation>Another copy of Don Quixote is already open with the same folder (%1). Two copies would overwrite each other&apos;s game in progress.

Quit this copy, or go on without saving its game in progress: finished games are still recorded.</translation>
    </message>
    <message>
        <source>&amp;Quit this copy</source>
        <translation>&amp;Quit this copy</translation>
    </message>
    <message>
        <source>&amp;Go on without saving the game in progress</source>
        <translation>&amp;Go on without saving the game in progress</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>No animation</source>
        <translation>No animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>Show placement previews</source>
        <translation>Show placement previews</translation>
    </message>
    <message>
        <source>Shows what the selected tile would score and which roads it would connect to, as holding it over the field would. Previews never make a game assisted; a hint or a take-back does.</source>
        <translation>Shows what the selected tile would score and which roads it would connect to, as holding it over the field would. Previews never make a game assisted; a hint or a take-back does.</translation>
    </message>
    <message>
        <source>Computer players&apos; moves:</source>
        <translation>Computer players&apos; moves:</translation>
    </message>
    <message>
        <source>Players of a new game</source>
        <translation>Players of a new game</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>%1 could not be read (%2).</translation>
    </message>
    <message>
        <source>It could not be moved and was left as is.</source>
        <translation>It could not be moved and was left as is.</translation>
    </message>
    <message>
        <source>It was kept as %1 in %2.</source>
        <translation>It was kept as %1 in %2.</translation>
    </message>
    <message>
        <source>Your game continues from the save before it: at most one placement is lost.</source>
        <translation>Your game continues from the save before it: at most one placement is lost.</translation>
    </message>
    <message>
        <source>No earlier save of the game could be found.</source>
        <translation>No earlier save of the game could be found.</translation>
    </message>
    <message>
        <source>The settings that could not be read are back to their defaults.</source>
        <translation>The settings that could not be read are back to their defaults.</translation>
    </message>
    <message>
        <source>The record book</source>
        <translation>The record book</translation>
    </message>
    <message>
        <source>A file of the game</source>
        <translation>A file of the game</translation>
    </message>
    <message>
        <source>%1 is a link to another place: Don Quixote does not write through links.</source>
        <translation>%1 is a link to another place: Don Quixote does not write through links.</translation>
    </message>
    <message>
        <source>%1 is a folder where a file should be.</source>
        <translation>%1 is a folder where a file should be.</translation>
    </message>
    <message>
        <source>%1 is not an ordinary file (a device or a pipe).</source>
        <translation>%1 is not an ordinary file (a device or a pipe).</translation>
    </message>
    <message>
        <source>%1 cannot be written: its name is too long for this disk.</source>
        <translation>%1 cannot be written: its name is too long for this disk.</translation>
    </message>
    <message>
        <source>%1 could not be written: it, or its folder, was moved or removed meanwhile.</source>
        <translation>%1 could not be written: it, or its folder, was moved or removed meanwhile.</translation>
    </message>
    <message>
        <source>%1 is damaged and cannot be used.</source>
        <translation>%1 is damaged and cannot be used.</translation>
    </message>
    <message>
        <source>%1 cannot be used.</source>
        <translation>%1 cannot be used.</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder is read-only or belongs to another user.</source>
        <translation>%1 cannot be written: the folder is read-only or belongs to another user.</translation>
    </message>
    <message>
        <source>%1 cannot be written: the disk is full.</source>
        <translation>%1 cannot be written: the disk is full.</translation>
    </message>
    <message>
        <source>%1 cannot be written: a file stands where a folder should be.</source>
        <translation>%1 cannot be written: a file stands where a folder should be.</translation>
    </message>
    <message>
        <source>%1 is in use by another program.</source>
        <translation>%1 is in use by another program.</translation>
    </message>
    <message>
        <source>%1 could not be written (%2).</source>
        <translation>%1 could not be written (%2).</translation>
    </message>
    <message>
        <source>%1 cannot be opened: its folder may be read-only or missing.</source>
        <translation>%1 cannot be opened: its folder may be read-only or missing.</translation>
    </message>
    <message>
        <source>The record book cannot be used: %1</source>
        <translation>The record book cannot be used: %1</translation>
    </message>
    <message>
        <source>%1 could not be read or written: the disk reported a fault.</source>
        <translation>%1 could not be read or written: the disk reported a fault.</translation>
    </message>
    <message>
        <source>Until this is put right, your game in progress is not saved after each placement.</source>
        <translation>Until this is put right, your game in progress is not saved after each placement.</translation>
    </message>
    <message>
        <source>So Don Quixote cannot tell whether another copy of it is open with the same folder (%1): two copies open together would overwrite each other&apos;s game in progress.</source>
        <translation>So Don Quixote cannot tell whether another copy of it is open with the same folder (%1): two copies open together would overwrite each other&apos;s game in progress.</translation>
    </message>
    <message>
        <source>%1 is damaged and could not be read.</source>
        <translation>%1 is damaged and could not be read.</translation>
    </message>
    <message>
        <source>A new record book was started; finished games go there.</source>
        <translation>A new record book was started; finished games go there.</translation>
    </message>
    <message numerus="yes">
        <source>%n more file(s) in %1 could not be read either and were kept there under dated names.</source>
        <translation>
            <numerusform>%n more file in %1 could not be read either and was kept there under a dated name.</numerusform>
            <numerusform>%n more files in %1 could not be read either and were kept there under dated names.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) from before recorded in the record book.</source>
        <translation>
            <numerusform>%n finished game from before recorded in the record book.</numerusform>
            <numerusform>%n finished games from before recorded in the record book.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) still wait in %1 to be recorded: %2 They are tried again every half minute and at every start.</source>
        <translation>
            <numerusform>%n finished game still waits in %1 to be recorded: %2 It is tried again every half minute and at every start.</numerusform>
            <numerusform>%n finished games still wait in %1 to be recorded: %2 They are tried again every half minute and at every start.</numerusform>
        </translation>
    </message>
    <message>
        <source>The finished game is now recorded in the record book.</source>
        <translation>The finished game is now recorded in the record book.</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>Field %1 of %2 · Round %3</source>
        <translation>Field %1 of %2 · Round %3</translation>
    </message>
    <message>
        <source>Place it on %1, turned.</source>
        <translation>Place it on %1, turned.</translation>
    </message>
    <message>
        <source>Place it on %1 as printed.</source>
        <translation>Place it on %1 as printed.</translation>
    </message>
    <message>
        <source>Guided first game</source>
        <translation>Guided first game</translation>
    </message>
    <message>
        <source>&amp;Begin</source>
        <translation>&amp;Begin</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>&amp;Show me</translation>
    </message>
    <message>
        <source>Point out the tile the guide would play here</source>
        <translation>Point out the tile the guide would play here</translation>
    </message>
    <message>
        <source>&amp;Leave the guided game</source>
        <translation>&amp;Leave the guided game</translation>
    </message>
</context>
<context>
    <name>WhatsNew</name>
    <message>
        <source>Computer players at three strengths, easy, normal and expert, beside greedy and random; the classic tile set is balanced so that they score as the rulebook rates solitaire play.</source>
        <translation>Computer players at three strengths, easy, normal and expert, beside greedy and random; the classic tile set is balanced so that they score as the rulebook rates solitaire play.</translation>
    </message>
    <message>
        <source>The rules of the game (Help → Rules of the game, F1) in the rulebook&apos;s order, with pictures, ending with a whole board scored category by category.</source>
        <translation>The rules of the game (Help → Rules of the game, F1) in the rulebook&apos;s order, with pictures, ending with a whole board scored category by category.</translation>
    </message>
    <message>
        <source>A guided first game that plays a deal with you and says, field by field, what to look at.</source>
        <translation>A guided first game that plays a deal with you and says, field by field, what to look at.</translation>
    </message>
    <message>
        <source>Every window, the rules and the guided game in French and German too; the language follows the system and can be changed in Settings while you play.</source>
        <translation>Every window, the rules and the guided game in French and German too; the language follows the system and can be changed in Settings while you play.</translation>
    </message>
    <message>
        <source>The record book (Game → Records): every finished game, your bests, the rulebook&apos;s marks and charts; replay a game or play its deal again, export the book as CSV, or list it with dq-desktop records.</source>
        <translation>The record book (Game → Records): every finished game, your bests, the rulebook&apos;s marks and charts; replay a game or play its deal again, export the book as CSV, or list it with dq-desktop records.</translation>
    </message>
    <message>
        <source>The final standings list every round by category for each player and the rulebook&apos;s mark reached; in your solitaire game, whether your personal best fell and what the expert scores on the same deal.</source>
        <translation>The final standings list every round by category for each player and the rulebook&apos;s mark reached; in your solitaire game, whether your personal best fell and what the expert scores on the same deal.</translation>
    </message>
    <message>
        <source>Hindsight: the best total the analysis finds with exactly your tiles and positions, which you can watch as a replay (dq-desktop analyze).</source>
        <translation>Hindsight: the best total the analysis finds with exactly your tiles and positions, which you can watch as a replay (dq-desktop analyze).</translation>
    </message>
    <message>
        <source>After each round its scoring is shown: each category lights what it counts on the board while its points count up in the scoring helper; in hot-seat play each human&apos;s board is counted in turn.</source>
        <translation>After each round its scoring is shown: each category lights what it counts on the board while its points count up in the scoring helper; in hot-seat play each human&apos;s board is counted in turn.</translation>
    </message>
    <message>
        <source>Review the game: every placement judged from what its player knew at the time against the best placement found, on a timeline from brilliant to blunder, with its reasons in the game&apos;s terms, a summary and a graph of the expected total (dq-desktop review).</source>
        <translation>Review the game: every placement judged from what its player knew at the time against the best placement found, on a timeline from brilliant to blunder, with its reasons in the game&apos;s terms, a summary and a graph of the expected total (dq-desktop review).</translation>
    </message>
    <message>
        <source>From the review, the expert plays the rest of the deal from any placement, and your mistakes come back as puzzles, with a hint and a second try.</source>
        <translation>From the review, the expert plays the rest of the deal from any placement, and your mistakes come back as puzzles, with a hint and a second try.</translation>
    </message>
    <message>
        <source>A hint (Game → Hint, H): the expert&apos;s choice for the field, selected and turned in your hand and drawn on the field.</source>
        <translation>A hint (Game → Hint, H): the expert&apos;s choice for the field, selected and turned in your hand and drawn on the field.</translation>
    </message>
    <message>
        <source>The status bar says whether the game in progress counts as unaided; a hint or a take-back marks it assisted, previews never do, and the record book keeps assisted games apart.</source>
        <translation>The status bar says whether the game in progress counts as unaided; a hint or a take-back marks it assisted, previews never do, and the record book keeps assisted games apart.</translation>
    </message>
    <message>
        <source>Playing without sight: every placement, scoring, refusal, hint and step of the review is announced to screen readers in your language, and every control has a name.</source>
        <translation>Playing without sight: every placement, scoring, refusal, hint and step of the review is announced to screen readers in your language, and every control has a name.</translation>
    </message>
    <message>
        <source>A log of every start, and a dialog for an error the program did not expect that says where the log is and copies a report to send; About shows the log folder and what is new.</source>
        <translation>A log of every start, and a dialog for an error the program did not expect that says where the log is and copies a report to send; About shows the log folder and what is new.</translation>
    </message>
    <message>
        <source>The New Game dialog chooses whether previews are on for the game it starts, and every control in it has a key.</source>
        <translation>The New Game dialog chooses whether previews are on for the game it starts, and every control in it has a key.</translation>
    </message>
    <message>
        <source>Every window fits a screen of 1024 × 640 and opens at the size it was last closed at.</source>
        <translation>Every window fits a screen of 1024 × 640 and opens at the size it was last closed at.</translation>
    </message>
    <message>
        <source>Every bundle carries the licence texts of everything it ships (THIRD-PARTY-NOTICES.txt), shown by Help → About → Third-party licences, and the docs say how to replace a bundle&apos;s Qt libraries.</source>
        <translation>Every bundle carries the licence texts of everything it ships (THIRD-PARTY-NOTICES.txt), shown by Help → About → Third-party licences, and the docs say how to replace a bundle&apos;s Qt libraries.</translation>
    </message>
    <message>
        <source>Playing without sight: each tile in the hand is read with its roads as it would lie, and what it would change on the field to fill; turning is heard; other players&apos; boards are reached by Tab; keys repeat the last sentence (L) and say the score (S), the field to fill (F) and the tiles in hand (T).</source>
        <translation>Playing without sight: each tile in the hand is read with its roads as it would lie, and what it would change on the field to fill; turning is heard; other players&apos; boards are reached by Tab; keys repeat the last sentence (L) and say the score (S), the field to fill (F) and the tiles in hand (T).</translation>
    </message>
    <message>
        <source>The review judges round 3 exactly, weighing every legal placement, and judges with the expert&apos;s own search before it; &quot;brilliant&quot; needs a real find, 1.5 points over the expert&apos;s choice; a hot-seat review judges the humans unless asked for the computer players too.</source>
        <translation>The review judges round 3 exactly, weighing every legal placement, and judges with the expert&apos;s own search before it; &quot;brilliant&quot; needs a real find, 1.5 points over the expert&apos;s choice; a hot-seat review judges the humans unless asked for the computer players too.</translation>
    </message>
    <message>
        <source>The review window shows your hand at each field, the tile you placed and the best one tagged: pick any tile, turn it, and see what it would have been worth.</source>
        <translation>The review window shows your hand at each field, the tile you placed and the best one tagged: pick any tile, turn it, and see what it would have been worth.</translation>
    </message>
    <message>
        <source>The review says where the points went, by round and by category, names its three key moments (K), annotates every placement in a move list (7. D3 k2c ?), and exports the annotated review as a web page or a text file, from the window or with dq-desktop review --export.</source>
        <translation>The review says where the points went, by round and by category, names its three key moments (K), annotates every placement in a move list (7. D3 k2c ?), and exports the annotated review as a web page or a text file, from the window or with dq-desktop review --export.</translation>
    </message>
    <message>
        <source>Game → Open of a finished game shows its final standings and offers its review.</source>
        <translation>Game → Open of a finished game shows its final standings and offers its review.</translation>
    </message>
    <message>
        <source>The guided first game is offered once, at the first start.</source>
        <translation>The guided first game is offered once, at the first start.</translation>
    </message>
    <message>
        <source>Playing without sight: the puzzles, the expert&apos;s line and the guided game are heard, and their boards are read by keys.</source>
        <translation>Playing without sight: the puzzles, the expert&apos;s line and the guided game are heard, and their boards are read by keys.</translation>
    </message>
    <message>
        <source>Every finished game is reviewed in the background while no game is being played, and the record book keeps its review, its accuracy, the hindsight best and the expert&apos;s total; dq-desktop records --review-missing does it from the command line, and records --json and the CSV carry the reviews.</source>
        <translation>Every finished game is reviewed in the background while no game is being played, and the record book keeps its review, its accuracy, the hindsight best and the expert&apos;s total; dq-desktop records --review-missing does it from the command line, and records --json and the CSV carry the reviews.</translation>
    </message>
    <message>
        <source>Records charts your progress over time: the total, accuracy, the gap to the expert, the share of the hindsight best or any category, by week, month, year or all, with a fitted average, your best as it rose and a histogram, for unaided games, Sancho or a tile set as you choose.</source>
        <translation>Records charts your progress over time: the total, accuracy, the gap to the expert, the share of the hindsight best or any category, by week, month, year or all, with a fitted average, your best as it rose and a histogram, for unaided games, Sancho or a tile set as you choose.</translation>
    </message>
    <message>
        <source>The deal of the day: one deal a date for everyone, from New Game and Records, with your attempts, your best and the expert&apos;s total; Records shows every game on the selected game&apos;s deal.</source>
        <translation>The deal of the day: one deal a date for everyone, from New Game and Records, with your attempts, your best and the expert&apos;s total; Records shows every game on the selected game&apos;s deal.</translation>
    </message>
    <message>
        <source>Back up, restore and merge the record book (Records → Record book; dq-desktop records --backup, --restore, --merge).</source>
        <translation>Back up, restore and merge the record book (Records → Record book; dq-desktop records --backup, --restore, --merge).</translation>
    </message>
    <message>
        <source>What to work on, in Records: your most frequent inaccuracies, mistakes and blunders by category and round over your last 50 reviewed games, each row playing those placements again as puzzles. Games reviewed by the previous version are reviewed once more in the background to find their placements.</source>
        <translation>What to work on, in Records: your most frequent inaccuracies, mistakes and blunders by category and round over your last 50 reviewed games, each row playing those placements again as puzzles. Games reviewed by the previous version are reviewed once more in the background to find their placements.</translation>
    </message>
    <message>
        <source>In a game of several players, the final standings give each one&apos;s place, and at a hot seat the status bar notes what the last human&apos;s placement changed.</source>
        <translation>In a game of several players, the final standings give each one&apos;s place, and at a hot seat the status bar notes what the last human&apos;s placement changed.</translation>
    </message>
    <message>
        <source>The review says its progress now and then while it works, for a screen reader.</source>
        <translation>The review says its progress now and then while it works, for a screen reader.</translation>
    </message>
    <message>
        <source>The classic tile set holds 7 churches, as the French rulebook&apos;s scoring example requires, and every example of the rulebooks is laid out on it and checked.</source>
        <translation>The classic tile set holds 7 churches, as the French rulebook&apos;s scoring example requires, and every example of the rulebooks is laid out on it and checked.</translation>
    </message>
    <message>
        <source>French and German address the player as vous and Sie, and name the game&apos;s things as the French and German editions do.</source>
        <translation>French and German address the player as vous and Sie, and name the game&apos;s things as the French and German editions do.</translation>
    </message>
    <message>
        <source>Settings change only what you change there, and the program&apos;s own name for you follows the language.</source>
        <translation>Settings change only what you change there, and the program&apos;s own name for you follows the language.</translation>
    </message>
    <message>
        <source>Nothing replaces a game in progress (New game, Open, the guided game, Play this deal again) without asking first.</source>
        <translation>Nothing replaces a game in progress (New game, Open, the guided game, Play this deal again) without asking first.</translation>
    </message>
    <message>
        <source>The window shows at once: the game is set up after its first frame is painted.</source>
        <translation>The window shows at once: the game is set up after its first frame is painted.</translation>
    </message>
    <message>
        <source>The record book stays quick at 20,000 games and is written on a thread of its own: the window never waits for it.</source>
        <translation>The record book stays quick at 20,000 games and is written on a thread of its own: the window never waits for it.</translation>
    </message>
    <message>
        <source>Names from files and players are shown as plain text everywhere, and a name in the CSV export cannot start a formula in a spreadsheet.</source>
        <translation>Names from files and players are shown as plain text everywhere, and a name in the CSV export cannot start a formula in a spreadsheet.</translation>
    </message>
    <message>
        <source>A bad file is refused with one line that names the place of the fault; a damaged settings file, autosave or record book is moved aside under a dated name, and you are told where it went.</source>
        <translation>A bad file is refused with one line that names the place of the fault; a damaged settings file, autosave or record book is moved aside under a dated name, and you are told where it went.</translation>
    </message>
    <message>
        <source>The bundles for Windows, macOS (Apple silicon and Intel) and Linux are built and tried each on its own system, from exact versions of everything they hold; a version tag makes a release.</source>
        <translation>The bundles for Windows, macOS (Apple silicon and Intel) and Linux are built and tried each on its own system, from exact versions of everything they hold; a version tag makes a release.</translation>
    </message>
    <message>
        <source>The README is written for players, with install commands that work on Windows and on Debian and Ubuntu; every file format, a tile set&apos;s included, is described in the docs folder, and the changes are collected here as they are made.</source>
        <translation>The README is written for players, with install commands that work on Windows and on Debian and Ubuntu; every file format, a tile set&apos;s included, is described in the docs folder, and the changes are collected here as they are made.</translation>
    </message>
    <message>
        <source>The personal-best line of the final standings names the best it compares with: unaided or with aids, with or without Sancho.</source>
        <translation>The personal-best line of the final standings names the best it compares with: unaided or with aids, with or without Sancho.</translation>
    </message>
    <message>
        <source>The error dialog says where to report a problem and opens that page; a computer player that fails is written to the log with its details.</source>
        <translation>The error dialog says where to report a problem and opens that page; a computer player that fails is written to the log with its details.</translation>
    </message>
    <message>
        <source>dq-desktop records and the CSV export write &quot;You&quot; for a player who chose no name, whatever the game&apos;s language.</source>
        <translation>dq-desktop records and the CSV export write &quot;You&quot; for a player who chose no name, whatever the game&apos;s language.</translation>
    </message>
    <message>
        <source>The Intel macOS disk image is built on macos-26-intel; the Flatpak manifest uses the Freedesktop 26.08 runtime; the tests install the Qt the bundles ship.</source>
        <translation>The Intel macOS disk image is built on macos-26-intel; the Flatpak manifest uses the Freedesktop 26.08 runtime; the tests install the Qt the bundles ship.</translation>
    </message>
    <message>
        <source>The review says a short sentence first; the figures behind it show with Details (D). A puzzle&apos;s clue names what matters: the category, the road, the gate or the knight.</source>
        <translation>The review says a short sentence first; the figures behind it show with Details (D). A puzzle&apos;s clue names what matters: the category, the road, the gate or the knight.</translation>
    </message>
    <message>
        <source>The wheel carries only the program&apos;s files: the translation sources and their script stay in the source tree.</source>
        <translation>The wheel carries only the program&apos;s files: the translation sources and their script stay in the source tree.</translation>
    </message>
    <message>
        <source>A tile tried in the review window is judged from what the review kept, in less time than a hint.</source>
        <translation>A tile tried in the review window is judged from what the review kept, in less time than a hint.</translation>
    </message>
    <message>
        <source>The ready-made programs run the computer players, the hint and the review compiled, with a small C kernel for the board: a review takes a fifth to a seventh of the processor time it took, with exactly the results of the pure Python that pip install . gives.</source>
        <translation>The ready-made programs run the computer players, the hint and the review compiled, with a small C kernel for the board: a review takes a fifth to a seventh of the processor time it took, with exactly the results of the pure Python that pip install . gives.</translation>
    </message>
    <message>
        <source>A finished game is never lost when the record book cannot take it: it waits beside the autosave and is recorded as soon as it can be, and a game that can be written nowhere can be saved with Save as.</source>
        <translation>A finished game is never lost when the record book cannot take it: it waits beside the autosave and is recorded as soon as it can be, and a game that can be written nowhere can be saved with Save as.</translation>
    </message>
    <message>
        <source>Two copies of the program on the same folders no longer overwrite each other&apos;s game in progress.</source>
        <translation>Two copies of the program on the same folders no longer overwrite each other&apos;s game in progress.</translation>
    </message>
    <message>
        <source>Without a display the program says so in one sentence, and a system library Qt needs on Linux is named with its package, instead of Qt aborting.</source>
        <translation>Without a display the program says so in one sentence, and a system library Qt needs on Linux is named with its package, instead of Qt aborting.</translation>
    </message>
    <message>
        <source>The first click on a tile selects it, and the keys of play work wherever the focus is in the game.</source>
        <translation>The first click on a tile selects it, and the keys of play work wherever the focus is in the game.</translation>
    </message>
    <message>
        <source>A field shows the refusal mark only while a tile is over it.</source>
        <translation>A field shows the refusal mark only while a tile is over it.</translation>
    </message>
    <message>
        <source>Moving the mouse from a road onto a mark of the scoring helper (why a knight does not defend) no longer closes the program.</source>
        <translation>Moving the mouse from a road onto a mark of the scoring helper (why a knight does not defend) no longer closes the program.</translation>
    </message>
    <message>
        <source>A category of the scoring helper reached with Tab is underlined, so the keyboard shows where it is.</source>
        <translation>A category of the scoring helper reached with Tab is underlined, so the keyboard shows where it is.</translation>
    </message>
    <message>
        <source>The unfinished game offered at start is given up only when you answer No: Escape keeps it, and so does a display that goes away while the question is open.</source>
        <translation>The unfinished game offered at start is given up only when you answer No: Escape keeps it, and so does a display that goes away while the question is open.</translation>
    </message>
    <message>
        <source>An opponent&apos;s enlarged board stays on the screen and leaves the green field in sight.</source>
        <translation>An opponent&apos;s enlarged board stays on the screen and leaves the green field in sight.</translation>
    </message>
    <message>
        <source>Four sentences of the guided game that its board did not bear out are true now, and every fact a step states is checked on its board.</source>
        <translation>Four sentences of the guided game that its board did not bear out are true now, and every fact a step states is checked on its board.</translation>
    </message>
    <message>
        <source>A hint&apos;s words leave the status bar once the game moves on, and no hint is given while a round is counted.</source>
        <translation>A hint&apos;s words leave the status bar once the game moves on, and no hint is given while a round is counted.</translation>
    </message>
    <message>
        <source>In the puzzles, Enter after the answer no longer counts a third try.</source>
        <translation>In the puzzles, Enter after the answer no longer counts a third try.</translation>
    </message>
    <message>
        <source>On Windows, every file name the program makes is valid, and a file another program holds for a moment is waited for.</source>
        <translation>On Windows, every file name the program makes is valid, and a file another program holds for a moment is waited for.</translation>
    </message>
    <message>
        <source>A file where a folder should be is said so, in words.</source>
        <translation>A file where a folder should be is said so, in words.</translation>
    </message>
    <message>
        <source>A hint or a take-back reaches the autosave at once, and Save As then Open keeps a game assisted: quitting or a crash before the next tile no longer makes it unaided; in hot-seat play only the players who used an aid are marked.</source>
        <translation>A hint or a take-back reaches the autosave at once, and Save As then Open keeps a game assisted: quitting or a crash before the next tile no longer makes it unaided; in hot-seat play only the players who used an aid are marked.</translation>
    </message>
    <message>
        <source>The guided first game is no longer recorded as an unaided personal best: it is not recorded at all, and the status bar and the standings say so.</source>
        <translation>The guided first game is no longer recorded as an unaided personal best: it is not recorded at all, and the status bar and the standings say so.</translation>
    </message>
    <message>
        <source>A deal played again with the same placements is recorded as a game of its own, and the standings never speak of a record the book did not take.</source>
        <translation>A deal played again with the same placements is recorded as a game of its own, and the standings never speak of a record the book did not take.</translation>
    </message>
    <message>
        <source>Play this deal again, and every other way to start a game, works on a fresh install.</source>
        <translation>Play this deal again, and every other way to start a game, works on a fresh install.</translation>
    </message>
    <message>
        <source>A computer player this version does not know no longer freezes the game: the normal one plays that seat, and the program says so; one that fails is replaced by a simpler one.</source>
        <translation>A computer player this version does not know no longer freezes the game: the normal one plays that seat, and the program says so; one that fails is replaced by a simpler one.</translation>
    </message>
    <message>
        <source>Games begun in French or German no longer show &quot;Vous&quot; or &quot;Sie&quot; in an English record book.</source>
        <translation>Games begun in French or German no longer show &quot;Vous&quot; or &quot;Sie&quot; in an English record book.</translation>
    </message>
    <message>
        <source>A deal nobody placed a tile in is no longer offered to continue, and a game recorded by the half-minute retry no longer leaves its autosave behind.</source>
        <translation>A deal nobody placed a tile in is no longer offered to continue, and a game recorded by the half-minute retry no longer leaves its autosave behind.</translation>
    </message>
    <message>
        <source>A settings file with a bad window place, a damaged record book (a bad version, a missing table, a bad game) or a game file from a newer version no longer stops the program: what can be read is kept, and what was set aside is said once.</source>
        <translation>A settings file with a bad window place, a damaged record book (a bad version, a missing table, a bad game) or a game file from a newer version no longer stops the program: what can be read is kept, and what was set aside is said once.</translation>
    </message>
    <message>
        <source>Errors raised as the program starts or ends reach the log and a dialog; a display that cannot be opened is said in one sentence.</source>
        <translation>Errors raised as the program starts or ends reach the log and a dialog; a display that cannot be opened is said in one sentence.</translation>
    </message>
    <message>
        <source>A full disk at start no longer stops the program, and the unfinished game is still offered; the lock and the logs are never written through a symbolic link.</source>
        <translation>A full disk at start no longer stops the program, and the unfinished game is still offered; the lock and the logs are never written through a symbolic link.</translation>
    </message>
    <message>
        <source>--selftest never waits on a question and leaves a folder&apos;s unfinished game alone.</source>
        <translation>--selftest never waits on a question and leaves a folder&apos;s unfinished game alone.</translation>
    </message>
    <message>
        <source>Dialogs say storage faults in words, name at most three files set aside, and a file name of 255 characters is saved and exported.</source>
        <translation>Dialogs say storage faults in words, name at most three files set aside, and a file name of 255 characters is saved and exported.</translation>
    </message>
    <message>
        <source>With --data-dir, the file dialogs&apos; folder history stays in that folder too, and no D-Bus daemon is left running after the program.</source>
        <translation>With --data-dir, the file dialogs&apos; folder history stays in that folder too, and no D-Bus daemon is left running after the program.</translation>
    </message>
    <message>
        <source>The menu entry that install.sh makes starts the game from a folder with a space, and a dq-desktop command installed by pipx is left alone.</source>
        <translation>The menu entry that install.sh makes starts the game from a folder with a space, and a dq-desktop command installed by pipx is left alone.</translation>
    </message>
    <message>
        <source>In hot-seat play, nothing on screen runs ahead of the count or contradicts the board: a finished round&apos;s number explains that round&apos;s board, the next round&apos;s hand and the round&apos;s totals wait for the count, and the previewed tile&apos;s roads are not lit beside a pointed category; names too long for a seat card end in &quot;…&quot;; New Game remembers the last table; the first tile waits for your choice.</source>
        <translation>In hot-seat play, nothing on screen runs ahead of the count or contradicts the board: a finished round&apos;s number explains that round&apos;s board, the next round&apos;s hand and the round&apos;s totals wait for the count, and the previewed tile&apos;s roads are not lit beside a pointed category; names too long for a seat card end in &quot;…&quot;; New Game remembers the last table; the first tile waits for your choice.</translation>
    </message>
    <message>
        <source>The records window shows its Players column at its first size, sorts a score highest first at the first click, and Play this deal again starts in front of it.</source>
        <translation>The records window shows its Players column at its first size, sorts a score highest first at the first click, and Play this deal again starts in front of it.</translation>
    </message>
    <message>
        <source>In German, the button that gives up a game reads &quot;Spiel aufgeben&quot;, no longer &quot;Abbrechen&quot; like every Cancel; sentences in the three languages now say what the screen shows (shield points, the defense, the tile set aside).</source>
        <translation>In German, the button that gives up a game reads &quot;Spiel aufgeben&quot;, no longer &quot;Abbrechen&quot; like every Cancel; sentences in the three languages now say what the screen shows (shield points, the defense, the tile set aside).</translation>
    </message>
    <message>
        <source>Moving the selection in Records no longer redraws its charts (0.28 s to 0.011 s at 20,000 games).</source>
        <translation>Moving the selection in Records no longer redraws its charts (0.28 s to 0.011 s at 20,000 games).</translation>
    </message>
    <message>
        <source>The bundles&apos; third-party notices include the licence texts of the Qt 6.11 parts that were missing, and take any licence text a packaged library carries.</source>
        <translation>The bundles&apos; third-party notices include the licence texts of the Qt 6.11 parts that were missing, and take any licence text a packaged library carries.</translation>
    </message>
    <message>
        <source>The review hand&apos;s French tags are no longer cut, and &quot;Learn from the mistakes&quot; pressed again brings its open puzzles to the front instead of a second window.</source>
        <translation>The review hand&apos;s French tags are no longer cut, and &quot;Learn from the mistakes&quot; pressed again brings its open puzzles to the front instead of a second window.</translation>
    </message>
    <message>
        <source>With a screen reader: closing a review or replay opened from the record book returns the keyboard to the record book; nothing is said into a window while a question stands over it; a tile tried in the review that cannot go on the field is said; the guided game&apos;s first field is no longer cut off.</source>
        <translation>With a screen reader: closing a review or replay opened from the record book returns the keyboard to the record book; nothing is said into a window while a question stands over it; a tile tried in the review that cannot go on the field is said; the guided game&apos;s first field is no longer cut off.</translation>
    </message>
    <message>
        <source>The review no longer says &quot;Expected final total&quot; twice in a row; in the scoring helper, accented capitals (&quot;Églises&quot;) are no longer clipped and the longest French or German line keeps clear of the edge; the review&apos;s Export… starts in the documents folder with a name made of the deal.</source>
        <translation>The review no longer says &quot;Expected final total&quot; twice in a row; in the scoring helper, accented capitals (&quot;Églises&quot;) are no longer clipped and the longest French or German line keeps clear of the edge; the review&apos;s Export… starts in the documents folder with a name made of the deal.</translation>
    </message>
    <message>
        <source>The first release.</source>
        <translation>The first release.</translation>
    </message>
    <message>
        <source>The whole game: three rounds, scoring after each round, and the Sancho Panza mini-expansion</source>
        <translation>The whole game: three rounds, scoring after each round, and the Sancho Panza mini-expansion</translation>
    </message>
    <message>
        <source>Solitaire and hot-seat play for up to four players, humans and computer players mixed</source>
        <translation>Solitaire and hot-seat play for up to four players, humans and computer players mixed</translation>
    </message>
    <message>
        <source>A scoring helper that explains every point</source>
        <translation>A scoring helper that explains every point</translation>
    </message>
    <message>
        <source>Deal numbers that replay the same castles, position cards and tiles</source>
        <translation>Deal numbers that replay the same castles, position cards and tiles</translation>
    </message>
    <message>
        <source>Games can be saved and continued</source>
        <translation>Games can be saved and continued</translation>
    </message>
    <message>
        <source>A command line that scores, explains and checks positions, and simulates games</source>
        <translation>A command line that scores, explains and checks positions, and simulates games</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Added</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Changed</translation>
    </message>
    <message>
        <source>Deprecated</source>
        <translation>Deprecated</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Removed</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Fixed</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Security</translation>
    </message>
</context>
<context>
    <name>WorkOn</name>
    <message>
        <source>Castle gates closed for good</source>
        <translation>Castle gates closed for good</translation>
    </message>
    <message>
        <source>Knights cut off</source>
        <translation>Knights cut off</translation>
    </message>
    <message>
        <source>Road ends wasted</source>
        <translation>Road ends wasted</translation>
    </message>
    <message>
        <source>The tile set aside thrown away</source>
        <translation>The tile set aside thrown away</translation>
    </message>
    <message numerus="yes">
        <source>%1, round %2: %n mistake(s)</source>
        <translation>
            <numerusform>%1, round %2: %n mistake</numerusform>
            <numerusform>%1, round %2: %n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your most frequent mistakes in the last %n reviewed game(s) the choices above keep, by the review&apos;s reasons:</source>
        <translation>
            <numerusform>Your most frequent mistakes in the one reviewed game the choices above keep, by the review&apos;s reasons:</numerusform>
            <numerusform>Your most frequent mistakes in the last %n reviewed games the choices above keep, by the review&apos;s reasons:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your most frequent mistakes in your last %n reviewed game(s), by the review&apos;s reasons:</source>
        <translation>
            <numerusform>Your most frequent mistakes in your one reviewed game, by the review&apos;s reasons:</numerusform>
            <numerusform>Your most frequent mistakes in your last %n reviewed games, by the review&apos;s reasons:</numerusform>
        </translation>
    </message>
    <message>
        <source>What to work on</source>
        <translation>What to work on</translation>
    </message>
    <message>
        <source>No game reviewed yet: each finished game is reviewed in the background, and your most frequent mistakes will show here.</source>
        <translation>No game reviewed yet: each finished game is reviewed in the background, and your most frequent mistakes will show here.</translation>
    </message>
    <message numerus="yes">
        <source>No inaccuracy, mistake or blunder in your last %n reviewed game(s).</source>
        <translation>
            <numerusform>No inaccuracy, mistake or blunder in your one reviewed game.</numerusform>
            <numerusform>No inaccuracy, mistake or blunder in your last %n reviewed games.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in round %2</source>
        <translation>%1 in round %2</translation>
    </message>
    <message numerus="yes">
        <source>Play %n puzzle(s)</source>
        <translation>
            <numerusform>Play %n puzzle</numerusform>
            <numerusform>Play %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n puzzle(s): %1</source>
        <translation>
            <numerusform>Play %n puzzle: %1</numerusform>
            <numerusform>Play %n puzzles: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzle yet</source>
        <translation>No puzzle yet</translation>
    </message>
    <message>
        <source>No puzzle yet: %1</source>
        <translation>No puzzle yet: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n of these games was reviewed by an earlier version: its mistakes count, and their puzzles come once it is reviewed again, in the background.</source>
        <translation>
            <numerusform>%n of these games was reviewed by an earlier version: its mistakes count, and their puzzles come once it is reviewed again, in the background.</numerusform>
            <numerusform>%n of these games were reviewed by an earlier version: their mistakes count, and their puzzles come once they are reviewed again, in the background.</numerusform>
        </translation>
    </message>
</context>
</TS>
