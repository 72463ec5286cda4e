<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Abandon</name>
    <message>
        <source>Abandon your game at field %1 of 22?</source>
        <translation>Abandonner votre partie à la case %1 sur 22&#xa0;?</translation>
    </message>
    <message>
        <source>Abandon the game at field %1 of 22 with %2?</source>
        <translation>Abandonner la partie à la case %1 sur 22 avec %2&#xa0;?</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;L’abandonner</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Don Quixote</source>
        <translation>À propos de Don Quichotte</translation>
    </message>
    <message>
        <source>Don Quixote</source>
        <translation>Don Quichotte</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>An offline desktop edition of the tile-laying game.</source>
        <translation>Le jeu de pose de tuiles, en version de bureau hors ligne.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;Don Quixote&lt;/i&gt; is a board game by Reinhard Staupe, published by Pegasus Spiele (2010). This program is an unofficial implementation: it is not made, endorsed or supported by the author or the publisher. Its tiles are drawn for this program.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Don Quichotte&lt;/i&gt; (&lt;i&gt;Don Quixote&lt;/i&gt;) est un jeu de société de Reinhard Staupe, publié par Pegasus Spiele (2010). Ce programme en est une adaptation non officielle&#xa0;: il n’est ni réalisé, ni approuvé, ni soutenu par l’auteur ou l’éditeur. Ses tuiles ont été dessinées pour lui.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Licence: %1. This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version. It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Licence&#xa0;: %1. Ce programme est un logiciel libre&#xa0;: vous pouvez le redistribuer et/ou le modifier selon les termes de la Licence publique générale GNU publiée par la Free Software Foundation, soit la version 3 de cette licence, soit (à votre choix) toute version ultérieure. Il est distribué dans l’espoir qu’il sera utile, mais SANS AUCUNE GARANTIE.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Built with Python %1, Qt %2 and PySide6 %3 (LGPL-3.0).</source>
        <translation>Réalisé avec Python %1, Qt %2 et PySide6 %3 (LGPL-3.0).</translation>
    </message>
    <message>
        <source>What is new in version %1</source>
        <translation>Nouveautés de la version %1</translation>
    </message>
    <message>
        <source>What is new since version %1, not yet in a release</source>
        <translation>Nouveautés depuis la version %1, pas encore publiées</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>Vos fichiers</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message>
        <source>Open the folder of %1</source>
        <translation>Ouvrir le dossier de «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>This folder does not exist yet.</source>
        <translation>Ce dossier n’existe pas encore.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Third-party &amp;licences</source>
        <translation>&amp;Licences tierces</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>À propos de Qt</translation>
    </message>
</context>
<context>
    <name>AidsIndicator</name>
    <message>
        <source>Assisted game</source>
        <translation>Partie avec aides</translation>
    </message>
    <message>
        <source>Unaided so far · previews on</source>
        <translation>Sans aide jusqu’ici · aperçu activé</translation>
    </message>
    <message>
        <source>Unaided so far</source>
        <translation>Sans aide jusqu’ici</translation>
    </message>
    <message>
        <source>Unaided game</source>
        <translation>Partie sans aide</translation>
    </message>
    <message>
        <source>Guided game · not recorded</source>
        <translation>Partie guidée · non enregistrée</translation>
    </message>
    <message>
        <source>Previews show only what you would see by holding a tile over the field: they never make a game assisted. A hint or a take-back does.</source>
        <translation>L’aperçu montre seulement ce que vous verriez en tenant une tuile au-dessus de la case&#xa0;: il ne range jamais une partie parmi les parties avec aides. Un conseil ou une pose annulée, si.</translation>
    </message>
    <message>
        <source>A hint or a take-back was used: the record book keeps this game apart from your unaided bests.</source>
        <translation>Un conseil a été demandé ou une pose annulée&#xa0;: le registre des parties garde cette partie à l’écart de vos records sans aide.</translation>
    </message>
    <message>
        <source>No aid used: this game counts for your unaided bests.</source>
        <translation>Aucune aide utilisée&#xa0;: cette partie compte pour vos records sans aide.</translation>
    </message>
    <message>
        <source>The guide chose the tiles knowing the whole deal: this game is not kept in the record book.</source>
        <translation>Le guide a choisi les tuiles en connaissant toute la donne&#xa0;: cette partie n’est pas gardée dans le registre des parties.</translation>
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
        <translation>L’aide au décompte ne change pas.</translation>
    </message>
    <message>
        <source>Scoring helper: %1, total %2.</source>
        <translation>Aide au décompte&#xa0;: %1, total %2.</translation>
    </message>
    <message>
        <source>On %1: the scoring helper does not change.</source>
        <translation>En %1&#xa0;: l’aide au décompte ne change pas.</translation>
    </message>
    <message>
        <source>On %1: %2, total %3.</source>
        <translation>En %1&#xa0;: %2, total %3.</translation>
    </message>
    <message>
        <source>You placed %1 on %2.</source>
        <translation>Vous avez posé %1 en %2.</translation>
    </message>
    <message>
        <source>%1 placed %2 on %3.</source>
        <translation>%1 a posé %2 en %3.</translation>
    </message>
    <message>
        <source>%1&apos;s scoring helper does not change.</source>
        <translation>L’aide au décompte de %1 ne change pas.</translation>
    </message>
    <message>
        <source>%1&apos;s scoring helper: %2, total %3.</source>
        <translation>Aide au décompte de %1&#xa0;: %2, total %3.</translation>
    </message>
    <message>
        <source>Scoring of round %1: %2. Round total %3.</source>
        <translation>Décompte de la manche %1&#xa0;: %2. Total de la manche&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Totals so far: %1.</source>
        <translation>Totaux jusqu’ici&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Round %1, if scored now: %2, total %3.</source>
        <translation>Manche %1, si l’on décomptait maintenant&#xa0;: %2, total %3.</translation>
    </message>
    <message>
        <source>Round %1, if scored now: no points.</source>
        <translation>Manche %1, si l’on décomptait maintenant&#xa0;: aucun point.</translation>
    </message>
    <message numerus="yes">
        <source>Scored rounds: %n point(s).</source>
        <translation>
            <numerusform>Manches décomptées&#xa0;: %n point.</numerusform>
            <numerusform>Manches décomptées&#xa0;: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>No tile to place now.</source>
        <translation>Aucune tuile à poser pour l’instant.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Your tiles: %1</source>
        <translation>Vos tuiles&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s): below the rulebook&apos;s marks.</source>
        <translation>
            <numerusform>%n point&#xa0;: sous les paliers de la règle.</numerusform>
            <numerusform>%n points&#xa0;: sous les paliers de la règle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s): %1.</source>
        <translation>
            <numerusform>%n point&#xa0;: %1.</numerusform>
            <numerusform>%n points&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s): below the rulebook&apos;s marks.</source>
        <translation>
            <numerusform>%1, %n point&#xa0;: sous les paliers de la règle.</numerusform>
            <numerusform>%1, %n points&#xa0;: sous les paliers de la règle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n point(s): %2.</source>
        <translation>
            <numerusform>%1, %n point&#xa0;: %2.</numerusform>
            <numerusform>%1, %n points&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final standings. %1</source>
        <translation>Classement final. %1</translation>
    </message>
    <message>
        <source>Hint: %1 on %2.</source>
        <translation>Conseil&#xa0;: %1 en %2.</translation>
    </message>
    <message>
        <source>Field %1 of %2: %3. %4</source>
        <translation>Case %1 sur %2&#xa0;: %3. %4</translation>
    </message>
    <message>
        <source>The expert&apos;s choice: %1 on %2.</source>
        <translation>Le choix de l’expert&#xa0;: %1 en %2.</translation>
    </message>
    <message>
        <source>The best placement found: %1 on %2.</source>
        <translation>La meilleure pose trouvée&#xa0;: %1 en %2.</translation>
    </message>
    <message>
        <source>Your last tile is back in your hand.</source>
        <translation>Votre dernière tuile est revenue dans votre main.</translation>
    </message>
</context>
<context>
    <name>BoardMarks</name>
    <message>
        <source>Does not defend: its field is not on the border of the principality.</source>
        <translation>Ne défend pas&#xa0;: sa case n’est pas au bord de la principauté.</translation>
    </message>
    <message>
        <source>Does not defend: its half of the tile does not touch the border.</source>
        <translation>Ne défend pas&#xa0;: sa moitié de tuile ne touche pas la frontière.</translation>
    </message>
    <message>
        <source>Does not defend: its own road does not reach the border within its half of the tile.</source>
        <translation>Ne défend pas&#xa0;: son propre chemin n’atteint pas la frontière dans sa moitié de tuile.</translation>
    </message>
</context>
<context>
    <name>BoardReader</name>
    <message>
        <source>knight %1</source>
        <translation>chevalier %1</translation>
    </message>
    <message>
        <source>church</source>
        <translation>église</translation>
    </message>
    <message>
        <source>windmill</source>
        <translation>moulin à vent</translation>
    </message>
    <message>
        <source>castle %1</source>
        <translation>château %1</translation>
    </message>
    <message>
        <source>Sancho Panza</source>
        <translation>Sancho Pança</translation>
    </message>
    <message>
        <source>%1 above, %2 below</source>
        <translation>%1 en haut, %2 en bas</translation>
    </message>
    <message>
        <source>%1 above</source>
        <translation>%1 en haut</translation>
    </message>
    <message>
        <source>%1 below</source>
        <translation>%1 en bas</translation>
    </message>
    <message>
        <source>roads only</source>
        <translation>chemins seulement</translation>
    </message>
    <message>
        <source>%1, turned</source>
        <translation>%1, tuile tournée</translation>
    </message>
    <message>
        <source>Gates: %1.</source>
        <translation>Portes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Roads: %1.</source>
        <translation>Chemins&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: empty, the field to fill.</source>
        <translation>%1&#xa0;: vide, c’est la case à remplir.</translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1&#xa0;: vide.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message numerus="yes">
        <source>This group is worth %n point(s)</source>
        <translation>
            <numerusform>Ce groupe vaut %n point</numerusform>
            <numerusform>Ce groupe vaut %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The most valuable knight group: %n shield point(s)</source>
        <translation>
            <numerusform>Le groupe de chevaliers le plus fort&#xa0;: %n point de bouclier</numerusform>
            <numerusform>Le groupe de chevaliers le plus fort&#xa0;: %n points de bouclier</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookMenu</name>
    <message>
        <source>%1 is not there.</source>
        <translation>%1 est introuvable.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <source>%1 is too large to be a record book.</source>
        <translation>%1 est trop volumineux pour être un registre des parties.</translation>
    </message>
    <message>
        <source>%1 is not a record book of Don Quixote.</source>
        <translation>%1 n’est pas un registre des parties de Don Quichotte.</translation>
    </message>
    <message>
        <source>%1 is damaged: it cannot be read whole.</source>
        <translation>%1 est endommagé&#xa0;: il ne peut pas être lu en entier.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Don Quixote, which this version cannot read: open it with that version.</source>
        <translation>%1 a été écrit par une version plus récente de Don Quichotte, que cette version ne sait pas lire&#xa0;: ouvrez-le avec cette version-là.</translation>
    </message>
    <message>
        <source>%1 is the record book itself.</source>
        <translation>%1 est le registre des parties lui-même.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 ne peut pas être lu.</translation>
    </message>
    <message>
        <source>The record book was left as it was.</source>
        <translation>Le registre des parties est resté tel quel.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Back up the record book…</source>
        <translation>Faire une &amp;copie de sauvegarde du registre…</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>&amp;Restaurer une copie de sauvegarde…</translation>
    </message>
    <message>
        <source>&amp;Merge a record book from another computer…</source>
        <translation>&amp;Fusionner le registre d’un autre ordinateur…</translation>
    </message>
    <message>
        <source>Back up the record book</source>
        <translation>Copie de sauvegarde du registre</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurer une copie de sauvegarde</translation>
    </message>
    <message>
        <source>Merge a record book</source>
        <translation>Fusionner un registre</translation>
    </message>
    <message>
        <source>Record books (*.dqbook *.sqlite3)</source>
        <translation>Registres des parties (*.dqbook *.sqlite3)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 backed up to %2.</source>
        <translation>Copie de sauvegarde écrite dans %2&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Replace the %1 of the record book with the %2 of %3? The record book as it is now is kept beside it, in a file of its own.</source>
        <translation>Remplacer le registre des parties (%1) par %3 (%2)&#xa0;? Le registre tel qu’il est maintenant est conservé à côté, dans un fichier à part.</translation>
    </message>
    <message>
        <source>%1 restored.</source>
        <translation>Restauration faite&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The record book it replaced is kept as %1.</source>
        <translation>Le registre remplacé est conservé sous le nom %1.</translation>
    </message>
    <message>
        <source>%1 added; %2 already in the record book.</source>
        <translation>Ajout&#xa0;: %1&#xa0;; déjà dans le registre&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of that book left out: not a finished game this version can read.</source>
        <translation>
            <numerusform>%n partie de ce registre laissée de côté&#xa0;: ce n’est pas une partie terminée que cette version sait lire.</numerusform>
            <numerusform>%n parties de ce registre laissées de côté&#xa0;: ce ne sont pas des parties terminées que cette version sait lire.</numerusform>
        </translation>
    </message>
    <message>
        <source>Record book</source>
        <translation>Registre des parties</translation>
    </message>
</context>
<context>
    <name>ComputerPlayers</name>
    <message>
        <source>%1&apos;s computer player, “%2”, is not known to this version of the program: “%3” plays in its place.</source>
        <translation>Le joueur ordinateur de %1, «&#xa0;%2&#xa0;», n’est pas connu de cette version du programme&#xa0;: «&#xa0;%3&#xa0;» joue à sa place.</translation>
    </message>
    <message>
        <source>Your settings for new games:</source>
        <translation>Vos paramètres pour les nouvelles parties&#xa0;:</translation>
    </message>
    <message>
        <source>Choose another player for this seat in Settings. Until then, your settings file stays as it is.</source>
        <translation>Choisissez un autre joueur pour cette place dans les Paramètres. D’ici là, votre fichier de paramètres reste tel quel.</translation>
    </message>
    <message>
        <source>%1&apos;s computer player, “%2”, stopped with an error. What went wrong is written in the log.</source>
        <translation>Le joueur ordinateur de %1, «&#xa0;%2&#xa0;», s’est arrêté sur une erreur. Ce qui s’est passé est écrit dans le journal.</translation>
    </message>
    <message>
        <source>No other computer player could take its place: this game cannot go on. Save it, or start a new game.</source>
        <translation>Aucun autre joueur ordinateur n’a pu prendre sa place&#xa0;: cette partie ne peut pas continuer. Enregistrez-la, ou commencez une nouvelle partie.</translation>
    </message>
    <message>
        <source>“%1” places %2&apos;s tiles from now on, so that the game goes on.</source>
        <translation>«&#xa0;%1&#xa0;» pose désormais les tuiles de %2, pour que la partie continue.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Don Quixote: an unexpected error</source>
        <translation>Don Quichotte&#xa0;: une erreur inattendue</translation>
    </message>
    <message>
        <source>Something went wrong inside the program: %1. The game goes on, but it may not behave as it should; your games and records are kept. Saving the game now and starting the program again is the safe way on.</source>
        <translation>Une erreur s’est produite dans le programme&#xa0;: %1. La partie continue, mais le programme peut ne plus se comporter comme il le devrait&#xa0;; vos parties et votre registre sont conservés. Le plus sûr est d’enregistrer la partie maintenant et de redémarrer le programme.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>&amp;Copier le rapport</translation>
    </message>
    <message>
        <source>&amp;Open log folder</source>
        <translation>&amp;Ouvrir le dossier du journal</translation>
    </message>
    <message>
        <source>&amp;Report online</source>
        <translation>&amp;Signaler en ligne</translation>
    </message>
    <message>
        <source>Something went wrong inside the program: %1. It cannot go on and ends when you close this message; your games and records are kept as they were last saved. Start the program again to play on.</source>
        <translation>Une erreur s’est produite dans le programme&#xa0;: %1. Il ne peut pas continuer et s’arrêtera à la fermeture de ce message&#xa0;; vos parties et votre registre sont conservés dans leur dernier état enregistré. Relancez le programme pour reprendre le jeu.</translation>
    </message>
    <message>
        <source>The details are in the log, in %1. To report the error, copy the report and paste it, with a few words on what you were doing, into a new issue at %2.</source>
        <translation>Les détails figurent dans le journal, dans %1. Pour signaler l’erreur, copiez le rapport et collez-le, avec quelques mots sur ce que vous faisiez, dans un nouveau ticket sur %2.</translation>
    </message>
    <message>
        <source>The log could not be written. To report the error, copy the report and paste it, with a few words on what you were doing, into a new issue at %1.</source>
        <translation>Le journal n’a pas pu être écrit. Pour signaler l’erreur, copiez le rapport et collez-le, avec quelques mots sur ce que vous faisiez, dans un nouveau ticket sur %1.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
</context>
<context>
    <name>DealOfTheDay</name>
    <message>
        <source>Deal of the day, %1: deal %2</source>
        <translation>Donne du jour, %1&#xa0;: donne %2</translation>
    </message>
    <message>
        <source>Deal of the day %1</source>
        <translation>Donne du jour %1</translation>
    </message>
    <message>
        <source>Solitaire, classic tile set, without Sancho Panza: the same deal for every player today.</source>
        <translation>En solitaire, jeu de tuiles classique, sans Sancho Pança&#xa0;: la même donne pour chaque joueur aujourd’hui.</translation>
    </message>
</context>
<context>
    <name>FinalNotes</name>
    <message numerus="yes">
        <source>%1: %n point(s), below the rulebook&apos;s marks (over 70 is very good).</source>
        <translation>
            <numerusform>%1&#xa0;: %n point, sous les paliers de la règle (au-delà de 70 points, le score est très bon).</numerusform>
            <numerusform>%1&#xa0;: %n points, sous les paliers de la règle (au-delà de 70 points, le score est très bon).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s), %2.</source>
        <translation>
            <numerusform>%1&#xa0;: %n point, %2.</numerusform>
            <numerusform>%1&#xa0;: %n points, %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>with aids, with Sancho</source>
        <translation>avec aides, avec Sancho</translation>
    </message>
    <message>
        <source>with aids, without Sancho</source>
        <translation>avec aides, sans Sancho</translation>
    </message>
    <message>
        <source>unaided, with Sancho</source>
        <translation>sans aide, avec Sancho</translation>
    </message>
    <message>
        <source>unaided, without Sancho</source>
        <translation>sans aide, sans Sancho</translation>
    </message>
    <message>
        <source>Your first recorded game of this kind (%1): it is your personal best.</source>
        <translation>Votre première partie de ce genre dans le registre (%1)&#xa0;: c’est votre record personnel.</translation>
    </message>
    <message>
        <source>A new personal best (%2)! It was %1.</source>
        <translation>Nouveau record personnel (%2)&#xa0;! L’ancien était de %1.</translation>
    </message>
    <message>
        <source>Your personal best (%2) stays %1.</source>
        <translation>Votre record personnel (%2) reste de %1.</translation>
    </message>
    <message>
        <source>A guided game is not recorded: the guide chose its tiles knowing the whole deal.</source>
        <translation>Une partie guidée n’entre pas dans le registre des parties&#xa0;: le guide a choisi ses tuiles en connaissant toute la donne.</translation>
    </message>
    <message>
        <source>Your personal best: …</source>
        <translation>Votre record personnel&#xa0;: …</translation>
    </message>
    <message>
        <source>The expert is playing this deal…</source>
        <translation>L’expert joue cette donne…</translation>
    </message>
    <message>
        <source>This game is not in the record book yet: it is compared with your personal best once it is recorded.</source>
        <translation>Cette partie n’est pas encore dans le registre&#xa0;: elle sera comparée à votre record personnel une fois inscrite.</translation>
    </message>
    <message>
        <source>Your personal best could not be read from the record book.</source>
        <translation>Votre record personnel n’a pas pu être lu dans le registre.</translation>
    </message>
    <message>
        <source>The expert computer player scores %1 on this deal, playing it blind as you did.</source>
        <translation>L’ordinateur expert fait %1 sur cette donne, sans connaître la suite, comme vous.</translation>
    </message>
    <message>
        <source>The expert&apos;s total on this deal could not be worked out.</source>
        <translation>Le total de l’expert sur cette donne n’a pas pu être calculé.</translation>
    </message>
    <message>
        <source>The expert plays this deal once the game is in the record book.</source>
        <translation>L’expert jouera cette donne une fois la partie inscrite au registre.</translation>
    </message>
</context>
<context>
    <name>GuidedOffer</name>
    <message>
        <source>New to the game?</source>
        <translation>Vous découvrez le jeu&#xa0;?</translation>
    </message>
    <message>
        <source>The guided first game leads you through a whole game, field by field, and says at each step what to look at. Play it now?</source>
        <translation>La première partie guidée vous mène case après case à travers une partie entière et vous dit à chaque étape ce qu’il faut observer. La jouer maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>It stays in the Help menu.</source>
        <translation>Elle reste dans le menu Aide.</translation>
    </message>
    <message>
        <source>&amp;Play the guided game</source>
        <translation>&amp;Jouer la partie guidée</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <source>Sancho Panza: fills any field, once</source>
        <translation>Sancho Pança&#xa0;: remplit n’importe quelle case, une seule fois</translation>
    </message>
    <message>
        <source>Set aside for the last field: %1</source>
        <translation>Mise de côté pour la dernière case&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>KeepingDialogs</name>
    <message>
        <source>The game is not recorded yet</source>
        <translation>La partie n’est pas encore enregistrée</translation>
    </message>
    <message>
        <source>%1

The finished game is saved in %2 and will be recorded as soon as the record book can be written: it is tried again every half minute and at every start.</source>
        <translation>%1

La partie terminée est gardée dans %2 et sera inscrite au registre des parties dès qu’il pourra être écrit&#xa0;: un nouvel essai a lieu toutes les trente secondes et à chaque démarrage.</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>La partie n’a pas pu être enregistrée</translation>
    </message>
    <message>
        <source>%1

The finished game could not be written anywhere, nor recorded. It is held in memory while Don Quixote stays open and tried again every half minute. Save it to another folder to be sure to keep it.</source>
        <translation>%1

La partie terminée n’a pu être écrite nulle part, ni inscrite au registre. Elle reste en mémoire tant que Don Quichotte est ouvert, avec un nouvel essai toutes les trente secondes. Enregistrez-la dans un autre dossier pour être sûr de la garder.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message>
        <source>Save the finished game</source>
        <translation>Enregistrer la partie terminée</translation>
    </message>
    <message>
        <source>Quit Don Quixote</source>
        <translation>Quitter Don Quichotte</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) could not be written anywhere and would be lost. Save them to another folder before quitting?</source>
        <translation>
            <numerusform>%n partie terminée n’a pu être écrite nulle part et serait perdue. L’enregistrer dans un autre dossier avant de quitter&#xa0;?</numerusform>
            <numerusform>%n parties terminées n’ont pu être écrites nulle part et seraient perdues. Les enregistrer dans un autre dossier avant de quitter&#xa0;?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Don Quixote</source>
        <translation>Don Quichotte</translation>
    </message>
    <message>
        <source>Your principality</source>
        <translation>Votre principauté</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>Vos tuiles</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>Annuler la &amp;pose</translation>
    </message>
    <message>
        <source>Placement &amp;previews</source>
        <translation>&amp;Aperçu des poses</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Records…</source>
        <translation>&amp;Registre des parties…</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>Paramè&amp;tres…</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;Guided first game</source>
        <translation>Première partie &amp;guidée</translation>
    </message>
    <message>
        <source>&amp;About Don Quixote</source>
        <translation>À &amp;propos de Don Quichotte</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Don Quixote games (*.json)</source>
        <translation>Parties de Don Quichotte (*.json)</translation>
    </message>
    <message>
        <source>Cannot open this game</source>
        <translation>Impossible d’ouvrir cette partie</translation>
    </message>
    <message>
        <source>The file could not be read:
%1</source>
        <translation>Le fichier n’a pas pu être lu&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>The game could not be saved:
%1</source>
        <translation>La partie n’a pas pu être enregistrée&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <source>The best game found with the tiles of %1</source>
        <translation>La meilleure partie trouvée avec les mêmes tuiles (%1)</translation>
    </message>
    <message>
        <source>Computer player failed</source>
        <translation>Erreur du joueur ordinateur</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Round %1 · field %2 of 22</source>
        <translation>Manche %1 · case %2 sur 22</translation>
    </message>
    <message>
        <source>Place a tile on %1</source>
        <translation>Posez une tuile en %1</translation>
    </message>
    <message>
        <source>%1, place a tile on %2</source>
        <translation>À %1 de poser une tuile en %2</translation>
    </message>
    <message>
        <source>%1 is placing a tile on %2…</source>
        <translation>%1 pose une tuile en %2…</translation>
    </message>
    <message>
        <source>Round %1 is counted — %2&apos;s principality</source>
        <translation>Décompte de la manche %1 — principauté de %2</translation>
    </message>
    <message>
        <source>Round %1 is counted — your principality</source>
        <translation>Décompte de la manche %1 — votre principauté</translation>
    </message>
    <message>
        <source>%1&apos;s tiles</source>
        <translation>Tuiles (%1)</translation>
    </message>
    <message>
        <source>The settings could not be saved:
%1</source>
        <translation>Les paramètres n’ont pas pu être enregistrés&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Record book</source>
        <translation>Registre des parties</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>This game cannot be reviewed: %1</source>
        <translation>Cette partie ne peut pas être analysée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Registre des parties</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Sauvegarde automatique</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Continue your game at field %1 of 22, saved %2?</source>
        <translation>Reprendre votre partie à la case %1 sur 22, enregistrée le %2&#xa0;?</translation>
    </message>
    <message>
        <source>Continue the game with %1 at field %2 of 22, saved %3?</source>
        <translation>Reprendre la partie avec %1 à la case %2 sur 22, enregistrée le %3&#xa0;?</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <source>The expert&apos;s choice for this field, shown in your hand and on the board. A game with a hint counts as assisted.</source>
        <translation>Le choix de l’expert pour cette case, montré dans votre main et sur le plateau. Une partie où un conseil a servi compte comme aidée.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Un conseil ne se donne que pour votre propre tour.</translation>
    </message>
    <message>
        <source>The expert is thinking…</source>
        <translation>L’expert réfléchit…</translation>
    </message>
    <message>
        <source>No hint could be found.</source>
        <translation>Aucun conseil n’a pu être trouvé.</translation>
    </message>
    <message>
        <source>Hint: Sancho Panza on %1</source>
        <translation>Conseil&#xa0;: Sancho Pança en %1</translation>
    </message>
    <message>
        <source>Hint: this tile on %1, turned</source>
        <translation>Conseil&#xa0;: cette tuile en %1, tournée</translation>
    </message>
    <message>
        <source>Hint: this tile on %1</source>
        <translation>Conseil&#xa0;: cette tuile en %1</translation>
    </message>
    <message>
        <source>The expert&apos;s total on this deal could not be found: %1</source>
        <translation>Le total de l’expert sur cette donne n’a pas pu être calculé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sancho Panza made one of your tiles superfluous; it is removed: %1.</source>
        <translation>Sancho Pança a rendu superflue l’une de vos tuiles&#xa0;; elle est retirée du jeu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Sancho Panza made one of %1&apos;s tiles superfluous; it is removed: %2.</source>
        <translation>Sancho Pança a rendu superflue l’une des tuiles de %1&#xa0;; elle est retirée du jeu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>your tile removed (%1)</source>
        <translation>votre tuile retirée (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s tile removed (%2)</source>
        <translation>tuile de %1 retirée (%2)</translation>
    </message>
    <message>
        <source>Sancho Panza: %1</source>
        <translation>Sancho Pança&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>Ordinateur&#xa0;: au hasard</translation>
    </message>
    <message>
        <source>Computer: greedy</source>
        <translation>Ordinateur&#xa0;: glouton</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Ordinateur&#xa0;: facile</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Ordinateur&#xa0;: normal</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Ordinateur&#xa0;: expert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Vermilion</source>
        <translation>Vermillon</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Seat %1 takes part</source>
        <translation>La place %1 participe</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nom à la place %1</translation>
    </message>
    <message>
        <source>Player of seat %1</source>
        <translation>Joueur à la place %1</translation>
    </message>
    <message>
        <source>Colour of seat %1</source>
        <translation>Couleur de la place %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Play with &amp;Sancho Panza</source>
        <translation>Jouer avec &amp;Sancho Pança</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>&amp;Numéro de donne&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Tile set:</source>
        <translation>&amp;Jeu de tuiles&#xa0;:</translation>
    </message>
    <message>
        <source>Play the deal of the &amp;day (%1)</source>
        <translation>Jouer la &amp;donne du jour (%1)</translation>
    </message>
    <message>
        <source>This tile set cannot be used:
%1</source>
        <translation>Ce jeu de tuiles est inutilisable&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Joue</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>&amp;Placement previews (the game stays unaided)</source>
        <translation>&amp;Aperçu des poses (la partie reste sans aide)</translation>
    </message>
    <message>
        <source>Previews show what a player at the table sees by holding a tile over the field, and what the scoring helper shows once it is placed: nothing hidden, so they never make a game assisted. A hint or a take-back does, and the record book keeps such games apart from your unaided bests.</source>
        <translation>L’aperçu montre ce que voit un joueur autour de la table en tenant une tuile au-dessus de la case, et ce que l’aide au décompte montre une fois la tuile posée&#xa0;: rien de caché, il ne fait donc jamais d’une partie une partie avec aides. Un conseil ou une pose annulée, si, et le registre des parties garde ces parties à l’écart de vos records sans aide.</translation>
    </message>
    <message>
        <source>The same deal number gives the same castles, position cards and tiles, to replay a deal or to play it against friends.</source>
        <translation>Un même numéro de donne reproduit les châteaux, les cartes de position et les tuiles&#xa0;: de quoi rejouer une donne ou la proposer à des amis.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Depuis un fichier…</translation>
    </message>
    <message>
        <source>Open a tile set</source>
        <translation>Ouvrir un jeu de tuiles</translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation>Jeux de tuiles (*.json)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Tile set not usable</source>
        <translation>Jeu de tuiles inutilisable</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Rocinante</source>
        <translation>Rossinante</translation>
    </message>
    <message>
        <source>Dulcinea</source>
        <translation>Dulcinée</translation>
    </message>
    <message>
        <source>Sansón</source>
        <translation>Samson</translation>
    </message>
</context>
<context>
    <name>NoticesDialog</name>
    <message>
        <source>Third-party licences</source>
        <translation>Licences tierces</translation>
    </message>
    <message>
        <source>Don Quixote is free software under the GNU General Public License, version 3 or later. It ships the software below, each under its own licence. Qt is used under the GNU Lesser General Public License 3.0: you may replace its libraries in this copy with your own build of the same version.</source>
        <translation>Don Quichotte est un logiciel libre, sous la Licence publique générale GNU, version 3 ou ultérieure. Il est livré avec les logiciels ci-dessous, chacun sous sa propre licence. Qt est utilisé sous la Licence publique générale limitée GNU 3.0&#xa0;: vous pouvez remplacer ses bibliothèques dans cette copie par une compilation de la même version faite par vous.</translation>
    </message>
    <message>
        <source>The licence file of this copy is missing or cannot be read. The licences of the packages it runs on follow.</source>
        <translation>Le fichier des licences de cette copie est absent ou illisible. Voici les licences des paquets sur lesquels elle fonctionne.</translation>
    </message>
    <message>
        <source>This copy of Don Quixote runs from a Python installation. The licences of the packages it runs on, as they were installed, follow.</source>
        <translation>Cette copie de Don Quichotte fonctionne depuis une installation de Python. Voici les licences des paquets sur lesquels elle fonctionne, telles que ces paquets les ont installées.</translation>
    </message>
    <message>
        <source>Licence texts</source>
        <translation>Textes des licences</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Apprendre de vos erreurs</translation>
    </message>
    <message>
        <source>&amp;Check my choice (Enter)</source>
        <translation>&amp;Vérifier mon choix (Entrée)</translation>
    </message>
    <message>
        <source>&amp;Next puzzle (N)</source>
        <translation>&amp;Énigme suivante (N)</translation>
    </message>
    <message>
        <source>Principality</source>
        <translation>Principauté</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>Vos tuiles</translation>
    </message>
    <message>
        <source>No mistake to play again: every placement was within 3 points of the expert&apos;s.</source>
        <translation>Aucune erreur à rejouer&#xa0;: chaque pose était à moins de 3 points de celle de l’expert.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 · field %3 of 22 · %4: which tile, which way? Pick it (a click turns it) and press Enter.</source>
        <translation>Énigme %1 sur %2 · case %3 sur 22 · %4&#xa0;: quelle tuile, dans quel sens&#xa0;? Choisissez-la (un clic la tourne) et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>The expert is thinking…</source>
        <translation>L’expert réfléchit…</translation>
    </message>
    <message>
        <source>The choice could not be judged: %1</source>
        <translation>Ce choix n’a pas pu être jugé&#xa0;: %1</translation>
    </message>
    <message>
        <source>As good as the best placement found (%1): expected final total %2.</source>
        <translation>Aussi bon que la meilleure pose trouvée (%1)&#xa0;: total final attendu %2.</translation>
    </message>
    <message>
        <source>%1 points below the best placement found, shown on the field: %2 (expected final total %3 against %4).</source>
        <translation>%1 points de moins que la meilleure pose trouvée, montrée sur la case&#xa0;: %2 (total final attendu %3 contre %4).</translation>
    </message>
    <message>
        <source>Not yet: %1 points below the best placement found.</source>
        <translation>Pas encore&#xa0;: %1 points de moins que la meilleure pose trouvée.</translation>
    </message>
    <message>
        <source>Hint: the right tile, turned the other way.</source>
        <translation>Indice&#xa0;: la bonne tuile, mais tournée dans l’autre sens.</translation>
    </message>
    <message>
        <source>With your choice, %1.</source>
        <translation>Avec votre choix, %1.</translation>
    </message>
    <message>
        <source>Hint: with your choice, %1.</source>
        <translation>Indice&#xa0;: avec votre choix, %1.</translation>
    </message>
    <message>
        <source>Where the best placement found gains most by the end of the game: %1.</source>
        <translation>Là où la meilleure pose trouvée gagne le plus d’ici la fin de la partie&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Hint: where the best placement found gains most by the end of the game: %1.</source>
        <translation>Indice&#xa0;: là où la meilleure pose trouvée gagne le plus d’ici la fin de la partie&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Hint: the best placement found uses this tile: %1.</source>
        <translation>Indice&#xa0;: la meilleure pose trouvée utilise cette tuile&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Try once more.</source>
        <translation>Essayez encore une fois.</translation>
    </message>
</context>
<context>
    <name>RecordsWindow</name>
    <message>
        <source>Points per category</source>
        <translation>Points par catégorie</translation>
    </message>
    <message>
        <source>%1: %2 to %3, on average %4</source>
        <translation>%1&#xa0;: de %2 à %3, %4 en moyenne</translation>
    </message>
    <message>
        <source>; the latest quarter of these games against the first: %1</source>
        <translation>&#xa0;; le dernier quart de ces parties face au premier&#xa0;: %1</translation>
    </message>
    <message>
        <source>games: the larger, the more</source>
        <translation>parties&#xa0;: plus c’est grand, plus il y en a</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Tile set</source>
        <translation>Jeu de tuiles</translation>
    </message>
    <message>
        <source>Sancho</source>
        <translation>Sancho</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Aides</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Gap to the expert</source>
        <translation>Écart avec l’expert</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Share of the hindsight best (%)</source>
        <translation>Part du meilleur total possible (%)</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Repère</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
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
        <translation>%1 (ordinateur, %2)</translation>
    </message>
    <message>
        <source>below the rulebook&apos;s marks</source>
        <translation>sous les paliers de la règle</translation>
    </message>
    <message>
        <source>not worked out</source>
        <translation>pas calculé</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>The expert&apos;s total on this deal is not known yet.</source>
        <translation>Le score de l’expert sur cette donne n’est pas encore connu.</translation>
    </message>
    <message>
        <source>The expert scores %1 on this deal; this game: %2 (%3).</source>
        <translation>L’expert marque %1 sur cette donne&#xa0;; cette partie&#xa0;: %2 (%3).</translation>
    </message>
    <message>
        <source>very good</source>
        <translation>très bon</translation>
    </message>
    <message>
        <source>rare</source>
        <translation>fantastique</translation>
    </message>
    <message>
        <source>incredible</source>
        <translation>extrêmement rare</translation>
    </message>
    <message>
        <source>over %1: %2</source>
        <translation>plus de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>no game yet</source>
        <translation>aucune partie</translation>
    </message>
    <message>
        <source>%1 · deal %2</source>
        <translation>%1 · donne %2</translation>
    </message>
    <message>
        <source>Click to pick this game in the list</source>
        <translation>Cliquez pour sélectionner cette partie dans la liste</translation>
    </message>
    <message>
        <source>Last week</source>
        <translation>Dernière semaine</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Dernier mois</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>Dernière année</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Depuis le début</translation>
    </message>
    <message>
        <source>With or without Sancho</source>
        <translation>Avec ou sans Sancho</translation>
    </message>
    <message>
        <source>Without Sancho</source>
        <translation>Sans Sancho</translation>
    </message>
    <message>
        <source>With Sancho</source>
        <translation>Avec Sancho</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Unaided only</source>
        <translation>&amp;Sans aide seulement</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>Every tile set</source>
        <translation>Tous les jeux de tuiles</translation>
    </message>
    <message>
        <source>Unaided</source>
        <translation>Sans aide</translation>
    </message>
    <message>
        <source>With aids</source>
        <translation>Avec aides</translation>
    </message>
    <message>
        <source>no game over %1</source>
        <translation>aucune partie au-delà de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) over %1</source>
        <translation>
            <numerusform>%n partie au-delà de %1</numerusform>
            <numerusform>%n parties au-delà de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 %)</source>
        <translation>(%1&#xa0;%)</translation>
    </message>
    <message numerus="yes">
        <source>Your best is %1: %n more point(s) for %2.</source>
        <translation>
            <numerusform>Votre record est de %1&#xa0;: encore %n point pour atteindre %2.</numerusform>
            <numerusform>Votre record est de %1&#xa0;: encore %n points pour atteindre %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your best, %1, is over every mark.</source>
        <translation>Votre record, %1, dépasse tous les repères.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Averages per round</source>
        <translation>Moyennes par manche</translation>
    </message>
    <message>
        <source>This record book was written by a newer version of Don Quixote: it is shown as far as this version can read it, and nothing is written into it. Games finished with this version wait to be recorded by the newer one.</source>
        <translation>Ce registre a été écrit par une version plus récente de Don Quichotte&#xa0;: il est affiché autant que cette version sait le lire, et rien n’y est écrit. Les parties terminées avec cette version attendent d’être inscrites par la plus récente.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the record book could not be read and are not shown (number(s) %1): they hold a value this program never writes. The book itself is left as it is.</source>
        <translation>
            <numerusform>%n partie du registre n’a pas pu être lue et n’est pas affichée (numéro %1)&#xa0;: elle contient une valeur que ce programme n’écrit jamais. Le registre lui-même reste tel quel.</numerusform>
            <numerusform>%n parties du registre n’ont pas pu être lues et ne sont pas affichées (numéros %1)&#xa0;: elles contiennent une valeur que ce programme n’écrit jamais. Le registre lui-même reste tel quel.</numerusform>
        </translation>
    </message>
    <message>
        <source>No game finished yet: every finished game is kept here.</source>
        <translation>Aucune partie terminée pour l’instant&#xa0;: chaque partie terminée sera conservée ici.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the record book</source>
        <translation>
            <numerusform>%n partie dans le registre</numerusform>
            <numerusform>%n parties dans le registre</numerusform>
        </translation>
    </message>
    <message>
        <source>; bests, marks and charts wait for a solitaire game you play yourself</source>
        <translation>&#xa0;; records, repères et graphiques attendent une partie en solitaire jouée par vous-même</translation>
    </message>
    <message numerus="yes">
        <source>; bests, marks and charts count the %n solitaire game(s) you played yourself</source>
        <translation>
            <numerusform>&#xa0;; records, repères et graphiques portent sur %n partie en solitaire jouée par vous-même</numerusform>
            <numerusform>&#xa0;; records, repères et graphiques portent sur les %n parties en solitaire jouées par vous-même</numerusform>
        </translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Registre des parties</translation>
    </message>
    <message>
        <source>Personal bests</source>
        <translation>Records personnels</translation>
    </message>
    <message>
        <source>The rulebook&apos;s marks</source>
        <translation>Les repères de la règle</translation>
    </message>
    <message>
        <source>Totals over time</source>
        <translation>Évolution des totaux</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>&amp;Play this deal again</source>
        <translation>&amp;Rejouer cette donne</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <source>&amp;Export to CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>Record &amp;book</source>
        <translation>Re&amp;gistre des parties</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Record book</source>
        <translation>Registre des parties</translation>
    </message>
    <message>
        <source>%1 over time</source>
        <translation>Évolution&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot read this game</source>
        <translation>Impossible de lire cette partie</translation>
    </message>
    <message>
        <source>This game could not be read:
%1</source>
        <translation>Cette partie n’a pas pu être lue&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Export the records</source>
        <translation>Exporter le registre</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message numerus="yes">
        <source>%n solitaire game(s) drawn</source>
        <translation>
            <numerusform>%n partie en solitaire représentée</numerusform>
            <numerusform>%n parties en solitaire représentées</numerusform>
        </translation>
    </message>
    <message>
        <source>a dot per game</source>
        <translation>un point par partie</translation>
    </message>
    <message>
        <source>without Sancho</source>
        <translation>sans Sancho</translation>
    </message>
    <message>
        <source>with Sancho</source>
        <translation>avec Sancho</translation>
    </message>
    <message>
        <source>with aids</source>
        <translation>avec aides</translation>
    </message>
    <message numerus="yes">
        <source>average of the last %n game(s)</source>
        <translation>
            <numerusform>moyenne sur %n partie</numerusform>
            <numerusform>moyenne des %n dernières parties</numerusform>
        </translation>
    </message>
    <message>
        <source>best so far</source>
        <translation>meilleur résultat jusque-là</translation>
    </message>
    <message>
        <source>No expert&apos;s total on these deals yet.</source>
        <translation>Pas encore de total de l’expert sur ces donnes.</translation>
    </message>
    <message>
        <source>No game reviewed yet.</source>
        <translation>Aucune partie analysée pour l’instant.</translation>
    </message>
    <message>
        <source>No hindsight best on these games yet.</source>
        <translation>Pas encore de meilleur total possible pour ces parties.</translation>
    </message>
    <message>
        <source>No game in this period.</source>
        <translation>Aucune partie sur cette période.</translation>
    </message>
    <message>
        <source>No solitaire game finished yet.</source>
        <translation>Aucune partie en solitaire terminée pour l’instant.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · deal %2 · %n point(s)</source>
        <translation>
            <numerusform>%1 · donne %2 · %n point</numerusform>
            <numerusform>%1 · donne %2 · %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Not played yet.</source>
        <translation>Pas encore jouée.</translation>
    </message>
    <message numerus="yes">
        <source>Your %n attempt(s): %1; best %2.</source>
        <translation>
            <numerusform>%n essai&#xa0;: %1&#xa0;; meilleur score %2.</numerusform>
            <numerusform>%n essais&#xa0;: %1&#xa0;; meilleur score %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The expert scores %1 on it.</source>
        <translation>L’expert y marque %1.</translation>
    </message>
    <message>
        <source>With these tiles and fields, %1 were possible.</source>
        <translation>Avec ces tuiles et ces cases, %1 étaient possibles.</translation>
    </message>
    <message>
        <source>This game&apos;s record has no deal number.</source>
        <translation>La fiche de cette partie n’a pas de numéro de donne.</translation>
    </message>
    <message>
        <source>Deal %1 (%2)</source>
        <translation>Donne %1 (%2)</translation>
    </message>
    <message>
        <source>%1, with Sancho Panza</source>
        <translation>%1, avec Sancho Pança</translation>
    </message>
    <message>
        <source>%1: played once.</source>
        <translation>%1&#xa0;: jouée une fois.</translation>
    </message>
    <message numerus="yes">
        <source>%1: played %n times: %2.</source>
        <translation>
            <numerusform>%1&#xa0;: jouée %n fois&#xa0;: %2.</numerusform>
            <numerusform>%1&#xa0;: jouée %n fois&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the &amp;deal of the day</source>
        <translation>Jouer la &amp;donne du jour</translation>
    </message>
    <message>
        <source>Show its &amp;attempts</source>
        <translation>&amp;Montrer ses essais</translation>
    </message>
    <message>
        <source>&amp;Next attempt at this deal</source>
        <translation>Essai &amp;suivant sur cette donne</translation>
    </message>
    <message>
        <source>not reviewed yet</source>
        <translation>pas encore analysée</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message>
        <source>Accuracy %1 of 100; points given up: %2. Brilliant: %3 · best: %4 · good: %5 · inaccuracies: %6 · mistakes: %7 · blunders: %8</source>
        <translation>Précision %1 sur 100&#xa0;; points perdus&#xa0;: %2. Brillantes&#xa0;: %3 · meilleures&#xa0;: %4 · bonnes&#xa0;: %5 · imprécisions&#xa0;: %6 · erreurs&#xa0;: %7 · gaffes&#xa0;: %8</translation>
    </message>
    <message>
        <source>Not reviewed yet: every finished game is reviewed in the background while no game is being played.</source>
        <translation>Pas encore analysée&#xa0;: chaque partie terminée est analysée en arrière-plan quand aucune partie n’est en cours.</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Répartition</translation>
    </message>
    <message numerus="yes">
        <source>Most games (%n) between %1 and %2; mean %3</source>
        <translation>
            <numerusform>La plupart des parties (%n) entre %1 et %2&#xa0;; moyenne %3</numerusform>
            <numerusform>La plupart des parties (%n) entre %1 et %2&#xa0;; moyenne %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>The game is over: every field is filled.</source>
        <translation>La partie est terminée&#xa0;: toutes les cases sont remplies.</translation>
    </message>
    <message>
        <source>A tile can only go on the green field.</source>
        <translation>Une tuile ne peut aller que sur la case verte.</translation>
    </message>
    <message>
        <source>A tile is already on this field.</source>
        <translation>Une tuile occupe déjà cette case.</translation>
    </message>
    <message>
        <source>Sancho Panza cannot be played any more.</source>
        <translation>Sancho Pança ne peut plus être joué.</translation>
    </message>
    <message>
        <source>The last field takes the tile set aside (or Sancho Panza).</source>
        <translation>La dernière case reçoit la tuile mise de côté (ou Sancho Pança).</translation>
    </message>
    <message>
        <source>The tile set aside can only fill the last field.</source>
        <translation>La tuile mise de côté ne peut remplir que la dernière case.</translation>
    </message>
    <message>
        <source>This tile is not among the revealed tiles.</source>
        <translation>Cette tuile ne fait pas partie des tuiles découvertes.</translation>
    </message>
    <message>
        <source>These are a computer player&apos;s tiles: it places them itself.</source>
        <translation>Ces tuiles sont celles d’un joueur ordinateur&#xa0;: il les pose lui-même.</translation>
    </message>
    <message>
        <source>This placement can no longer be taken back.</source>
        <translation>Cette pose ne peut plus être annulée.</translation>
    </message>
    <message>
        <source>This placement is not allowed now.</source>
        <translation>Cette pose n’est pas permise maintenant.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Player shown</source>
        <translation>Joueur affiché</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Analyser</translation>
    </message>
    <message>
        <source>Principality</source>
        <translation>Principauté</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Pose</translation>
    </message>
    <message>
        <source>First (Home)</source>
        <translation>Au début (Origine)</translation>
    </message>
    <message>
        <source>Previous placement (Left)</source>
        <translation>Pose précédente (flèche gauche)</translation>
    </message>
    <message>
        <source>Next placement (Right)</source>
        <translation>Pose suivante (flèche droite)</translation>
    </message>
    <message>
        <source>Last (End)</source>
        <translation>À la fin (Fin)</translation>
    </message>
    <message>
        <source>The deal: the 6-castle on %1, the 4-castle on %2</source>
        <translation>La donne&#xa0;: château 6 en %1, château 4 en %2</translation>
    </message>
    <message>
        <source>Round %1 · field %2 of %3: %4</source>
        <translation>Manche %1 · case %2 sur %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>Sancho Panza</source>
        <translation>Sancho Pança</translation>
    </message>
    <message>
        <source>final total %1</source>
        <translation>total final %1</translation>
    </message>
</context>
<context>
    <name>ReviewBrief</name>
    <message>
        <source>%1 · yours, %2: brilliant (!), %3 points more than the expert&apos;s choice.</source>
        <translation>%1 · la vôtre, %2&#xa0;: pose brillante, %3 points de plus que le choix de l’expert.</translation>
    </message>
    <message>
        <source>%1 · yours, %2: best, the expert&apos;s choice too.</source>
        <translation>%1 · la vôtre, %2&#xa0;: meilleure pose, c’est aussi le choix de l’expert.</translation>
    </message>
    <message>
        <source>%1 · yours, %2: best, as good as the expert&apos;s choice.</source>
        <translation>%1 · la vôtre, %2&#xa0;: meilleure pose, aussi bonne que le choix de l’expert.</translation>
    </message>
    <message>
        <source>%1 · yours, %2: best, within the review&apos;s noise of the best found (≈).</source>
        <translation>%1 · la vôtre, %2&#xa0;: meilleure pose, à la marge d’erreur près de la meilleure trouvée (≈).</translation>
    </message>
    <message>
        <source>%1 · yours, %2: %3, %4 points given up.</source>
        <translation>%1 · la vôtre, %2&#xa0;: %3, %4 points perdus.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice on %1, %2: %3 points more than yours.</source>
        <translation>Le choix de l’expert en %1, %2&#xa0;: %3 points de plus que la vôtre.</translation>
    </message>
    <message>
        <source>The best found on %1, %2: %3 points more than yours.</source>
        <translation>La meilleure trouvée en %1, %2&#xa0;: %3 points de plus que la vôtre.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice on %1, %2: %3 points less than yours.</source>
        <translation>Le choix de l’expert en %1, %2&#xa0;: %3 points de moins que la vôtre.</translation>
    </message>
    <message>
        <source>The expert&apos;s choice on %1, %2: as good as yours.</source>
        <translation>Le choix de l’expert en %1, %2&#xa0;: aussi bon que la vôtre.</translation>
    </message>
    <message>
        <source>Where it gains most: %1.</source>
        <translation>Là où elle rapporte le plus&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Where it costs most: %1.</source>
        <translation>Là où elle coûte le plus&#xa0;: %1.</translation>
    </message>
    <message>
        <source>It closes a gate of the %1 on %2 for good.</source>
        <translation>Elle ferme pour de bon une porte du %1 en %2.</translation>
    </message>
    <message>
        <source>It cuts the knight on %1 off from the border and the castles.</source>
        <translation>Elle coupe le chevalier en %1 de la frontière et des châteaux.</translation>
    </message>
    <message>
        <source>It spends road ends on %1 that can never meet a road.</source>
        <translation>Elle gaspille en %1 des extrémités de chemin qui ne rejoindront jamais un chemin.</translation>
    </message>
    <message>
        <source>It throws away the tile set aside.</source>
        <translation>Elle écarte la tuile mise de côté.</translation>
    </message>
    <message>
        <source>%1 on %2: brilliant (!), better than the expert&apos;s choice.</source>
        <translation>%1 en %2&#xa0;: pose brillante, meilleure que le choix de l’expert.</translation>
    </message>
    <message>
        <source>%1 on %2: best.</source>
        <translation>%1 en %2&#xa0;: meilleure pose.</translation>
    </message>
    <message>
        <source>%1 on %2: best, within the review&apos;s noise (≈).</source>
        <translation>%1 en %2&#xa0;: meilleure pose, à la marge d’erreur près (≈).</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 points given up.</source>
        <translation>%1 en %2&#xa0;: %3, %4 points perdus.</translation>
    </message>
    <message>
        <source>Expected final total %1 (the expert&apos;s choice: %2).</source>
        <translation>Total final attendu %1 (le choix de l’expert&#xa0;: %2).</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2 for the best found (± %3).</source>
        <translation>Total final attendu %1 contre %2 pour la meilleure trouvée (± %3).</translation>
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
        <translation>manche %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Verdicts: %1.</source>
        <translation>Bilan des poses&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Points given up: %1 (%2).</source>
        <translation>Points perdus&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <source>By category: %1.</source>
        <translation>Par catégorie&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Key moments: %1.</source>
        <translation>Moments clés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Key moments: none.</source>
        <translation>Moments clés&#xa0;: aucun.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>Review of the game of deal %1</source>
        <translation>Analyse de la partie, donne %1</translation>
    </message>
</context>
<context>
    <name>ReviewHand</name>
    <message>
        <source>you placed this tile, turned</source>
        <translation>vous avez posé cette tuile, tournée</translation>
    </message>
    <message>
        <source>you placed this tile</source>
        <translation>vous avez posé cette tuile</translation>
    </message>
    <message>
        <source>the best placement found uses this tile, turned</source>
        <translation>la meilleure pose trouvée utilise cette tuile, tournée</translation>
    </message>
    <message>
        <source>the best placement found uses this tile</source>
        <translation>la meilleure pose trouvée utilise cette tuile</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>la vôtre</translation>
    </message>
    <message>
        <source>best</source>
        <translation>meilleure</translation>
    </message>
    <message>
        <source>The hand at this field. Pick any tile (1–9), turn it (R): its worth follows.</source>
        <translation>Vos tuiles à cette case. Choisissez-en une (1–9), tournez-la (R)&#xa0;: sa valeur suit.</translation>
    </message>
    <message>
        <source>The hand at this field</source>
        <translation>Vos tuiles à cette case</translation>
    </message>
    <message>
        <source>Your tiles when you filled this field: the one you placed and the best placement found are tagged. Pick any tile and turn it to see what it was worth.</source>
        <translation>Vos tuiles quand vous avez rempli cette case&#xa0;: celle que vous avez posée et celle de la meilleure pose trouvée sont marquées. Choisissez une tuile et tournez-la pour voir ce qu’elle valait.</translation>
    </message>
    <message>
        <source>This tile could not be judged: %1</source>
        <translation>Cette tuile n’a pas pu être évaluée&#xa0;: %1</translation>
    </message>
    <message>
        <source>This tile could not go on this field.</source>
        <translation>Cette tuile ne pouvait pas aller sur cette case.</translation>
    </message>
    <message>
        <source>The expert is weighing this tile…</source>
        <translation>L’expert évalue cette tuile…</translation>
    </message>
</context>
<context>
    <name>ReviewReasons</name>
    <message>
        <source>a gate of the %1 on %2 is closed for good: no knight can come in there any more</source>
        <translation>une porte du %1 en %2 est fermée pour de bon&#xa0;: plus aucun chevalier ne peut y entrer</translation>
    </message>
    <message>
        <source>the knight on %1 (shield %2) can no longer reach the border or a castle</source>
        <translation>le chevalier en %1 (bouclier %2) ne peut plus atteindre la frontière ni un château</translation>
    </message>
    <message>
        <source>a tile with %1 road ends is spent on %2, where only %3 can ever meet a road</source>
        <translation>une tuile à %1 extrémités de chemin est posée en %2, où %3 seulement pourra jamais rejoindre un chemin</translation>
    </message>
    <message>
        <source>Sancho on the last field throws away the tile set aside, %1</source>
        <translation>Sancho Pança sur la dernière case écarte la tuile mise de côté, %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Why: with the expert&apos;s choice, %1.</source>
        <translation>Pourquoi&#xa0;: avec le choix de l’expert, %1.</translation>
    </message>
    <message>
        <source>Why: with yours, %1.</source>
        <translation>Pourquoi&#xa0;: avec la vôtre, %1.</translation>
    </message>
    <message>
        <source>Yours, by the end of the game, in expected points: %1.</source>
        <translation>La vôtre, à la fin de la partie, en points attendus&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The best found, by the end of the game, in expected points: %1.</source>
        <translation>La meilleure trouvée, à la fin de la partie, en points attendus&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>ReviewStudy</name>
    <message>
        <source>Field %1 (%2): brilliant (!), %3 points more than the expert&apos;s choice</source>
        <translation>Case %1 (%2)&#xa0;: pose brillante, %3 points de plus que le choix de l’expert</translation>
    </message>
    <message>
        <source>Key moments (K):</source>
        <translation>Moments clés (K)&#xa0;:</translation>
    </message>
    <message>
        <source>Key moments: none, no placement gave points up.</source>
        <translation>Moments clés&#xa0;: aucun, aucune pose n’a perdu de points.</translation>
    </message>
    <message>
        <source>Key moment %1 of %2: %3</source>
        <translation>Moment clé %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Poses</translation>
    </message>
    <message>
        <source>Every placement with its mark: ! brilliant, ?! inaccuracy, ? mistake, ?? blunder. Choose one to step there.</source>
        <translation>Chaque pose avec sa marque, comme aux échecs, de la pose brillante à la gaffe. Choisissez-en une pour y aller.</translation>
    </message>
    <message>
        <source>Points given up by round: %1 (%2 in all).</source>
        <translation>Points perdus par manche&#xa0;: %1 (%2 en tout).</translation>
    </message>
    <message>
        <source>By category: %1.</source>
        <translation>Par catégorie&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Export the review</source>
        <translation>Exporter l’analyse</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Pages web (*.html)</translation>
    </message>
    <message>
        <source>Text files (*.txt)</source>
        <translation>Fichiers texte (*.txt)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Exportation impossible</translation>
    </message>
    <message>
        <source>The review is saved in %1.</source>
        <translation>L’analyse est enregistrée dans %1.</translation>
    </message>
    <message>
        <source>The figures behind the sentence: expected final totals, the ± figure, each category</source>
        <translation>Les chiffres derrière la phrase&#xa0;: totaux finals attendus, marge ±, chaque catégorie</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Save the annotated review as a web page or a text file</source>
        <translation>Enregistrer l’analyse annotée comme page web ou fichier texte</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>Moments clés</translation>
    </message>
    <message>
        <source>Hide the details (D)</source>
        <translation>Masquer les détails (D)</translation>
    </message>
    <message>
        <source>Details (D)</source>
        <translation>Détails (D)</translation>
    </message>
    <message>
        <source>Shows or hides the figures behind the sentence</source>
        <translation>Affiche ou masque les chiffres derrière la phrase</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Field %1 (%2): %3, %4 points given up</source>
        <translation>Case %1 (%2)&#xa0;: %3, %4 points perdus</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>Review of the game (under way…)</source>
        <translation>Analyse de la partie (en cours…)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Your placement</source>
        <translation>Votre pose</translation>
    </message>
    <message>
        <source>The expert&apos;s (Space)</source>
        <translation>Celle de l’expert (Espace)</translation>
    </message>
    <message>
        <source>The best found (Space)</source>
        <translation>La meilleure trouvée (Espace)</translation>
    </message>
    <message>
        <source>Review the &amp;computer players too</source>
        <translation>Analyser aussi les joueurs &amp;ordinateur</translation>
    </message>
    <message>
        <source>Show how the expert would &amp;go on…</source>
        <translation>Voir comment l’expert &amp;continuerait…</translation>
    </message>
    <message>
        <source>The expert plays the rest of the deal as it was dealt, from the field shown, in a replay.</source>
        <translation>L’expert joue la suite de la donne telle qu’elle a été distribuée, à partir de la case montrée, et vous la revoyez pas à pas.</translation>
    </message>
    <message>
        <source>&amp;Learn from the mistakes…</source>
        <translation>&amp;Apprendre des erreurs…</translation>
    </message>
    <message>
        <source>Principality</source>
        <translation>Principauté</translation>
    </message>
    <message>
        <source>Review of the game (cancelled)</source>
        <translation>Analyse de la partie (annulée)</translation>
    </message>
    <message>
        <source>Review of the game (failed)</source>
        <translation>Analyse de la partie (échec)</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>L’analyse a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reviewing: %v of %m placements</source>
        <translation>Analyse&#xa0;: %v poses sur %m</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing: %1 of %n placement(s).</source>
        <translation>
            <numerusform>Analyse&#xa0;: %1 pose sur %n.</numerusform>
            <numerusform>Analyse&#xa0;: %1 poses sur %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review cancelled</source>
        <translation>Analyse annulée</translation>
    </message>
    <message>
        <source>The expert is playing the rest of the deal…</source>
        <translation>L’expert joue la suite de la donne…</translation>
    </message>
    <message>
        <source>How the expert would go on from field %1</source>
        <translation>Comment l’expert continuerait à partir de la case %1</translation>
    </message>
    <message>
        <source>The expert&apos;s line could not be played: %1</source>
        <translation>La suite de l’expert n’a pas pu être jouée&#xa0;: %1</translation>
    </message>
    <message>
        <source>A computer player: not reviewed unless asked.</source>
        <translation>Un joueur ordinateur&#xa0;: il n’est analysé que sur demande.</translation>
    </message>
    <message>
        <source>Each placement is judged with what its player could know at that moment.</source>
        <translation>Chaque pose est jugée avec ce que son joueur pouvait savoir à ce moment-là.</translation>
    </message>
    <message>
        <source>%1 · field %2 of %3 · round %4</source>
        <translation>%1 · case %2 sur %3 · manche %4</translation>
    </message>
    <message>
        <source>brilliant (!)</source>
        <translation>pose brillante&#xa0;!</translation>
    </message>
    <message>
        <source>best</source>
        <translation>meilleure pose</translation>
    </message>
    <message>
        <source>good</source>
        <translation>bonne pose</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>rien pour l’instant</translation>
    </message>
    <message>
        <source>Solved exactly: every order in which the fields left may come, with the best play in each.</source>
        <translation>Calcul exact&#xa0;: tous les ordres possibles des cases restantes, chacun joué au mieux.</translation>
    </message>
    <message numerus="yes">
        <source>Expected totals are means over %n possible rests of the game, each played on as the expert plays.</source>
        <translation>
            <numerusform>Les totaux attendus sont des moyennes sur %n suite possible de la partie, jouée comme la jouerait l’expert.</numerusform>
            <numerusform>Les totaux attendus sont des moyennes sur %n suites possibles de la partie, chacune jouée comme la jouerait l’expert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · yours, %2: %3 this round.</source>
        <translation>%1 · la vôtre, %2&#xa0;: %3 dans cette manche.</translation>
    </message>
    <message>
        <source>Better than the expert&apos;s choice, %1: expected final total %2 against %3, %4.</source>
        <translation>Meilleure que le choix de l’expert, %1&#xa0;: total final attendu %2 contre %3, %4.</translation>
    </message>
    <message>
        <source>The expert would have placed the same. Expected final total: %1.</source>
        <translation>L’expert aurait fait la même pose. Total final attendu&#xa0;: %1.</translation>
    </message>
    <message>
        <source>As good as the expert&apos;s choice, %1: expected final total %2 against %3.</source>
        <translation>Aussi bonne que le choix de l’expert, %1&#xa0;: total final attendu %2 contre %3.</translation>
    </message>
    <message>
        <source>The expert&apos;s, %1: %2.</source>
        <translation>Celle de l’expert, %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The best found, %1: %2.</source>
        <translation>La meilleure trouvée, %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Yours is the expert&apos;s choice, but its own play-outs, on more futures, find a better one.</source>
        <translation>C’est aussi le choix de l’expert, mais ses propres simulations, sur davantage de suites possibles, en trouvent une meilleure.</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2: %3 points given up, %4.</source>
        <translation>Total final attendu %1 contre %2&#xa0;: %3 points perdus, %4.</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2: %3 points given up (± %4), within the noise: as good as (≈) %5.</source>
        <translation>Total final attendu %1 contre %2&#xa0;: %3 points perdus (± %4), dans la marge d’erreur, donc %5 (≈).</translation>
    </message>
    <message>
        <source>Expected final total %1 against %2: %3 points given up (± %4), %5.</source>
        <translation>Total final attendu %1 contre %2&#xa0;: %3 points perdus (± %4), %5.</translation>
    </message>
    <message>
        <source>Expected final total after each placement: yours (solid) and the expert&apos;s choice (dashed). Click a placement to go there.</source>
        <translation>Total final attendu après chaque pose&#xa0;: la vôtre (trait plein) et le choix de l’expert (pointillés). Cliquez sur une pose pour y aller.</translation>
    </message>
    <message>
        <source>Graph of expected final totals</source>
        <translation>Courbe des totaux finaux attendus</translation>
    </message>
    <message>
        <source>the expert&apos;s choice</source>
        <translation>le choix de l’expert</translation>
    </message>
    <message>
        <source>your placement</source>
        <translation>votre pose</translation>
    </message>
    <message>
        <source>The graph follows the review.</source>
        <translation>La courbe suivra l’analyse.</translation>
    </message>
    <message>
        <source>Expected final total after the last placement: %1; the expert&apos;s choice there: %2.</source>
        <translation>Total final attendu après la dernière pose&#xa0;: %1&#xa0;; avec le choix de l’expert&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Bilan</translation>
    </message>
    <message>
        <source>points given up</source>
        <translation>points perdus</translation>
    </message>
    <message>
        <source>From best to worst:</source>
        <translation>De la meilleure à la pire&#xa0;:</translation>
    </message>
</context>
<context>
    <name>RoundOverlay</name>
    <message>
        <source>Scoring after round %1</source>
        <translation>Décompte de la manche %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Show that game</source>
        <translation>Voir cette partie</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s); the best total with the same tiles and positions is being worked out…</source>
        <translation>
            <numerusform>%1&#xa0;: %n point&#xa0;; le meilleur total possible avec les mêmes tuiles et les mêmes positions est en cours de calcul…</numerusform>
            <numerusform>%1&#xa0;: %n points&#xa0;; le meilleur total possible avec les mêmes tuiles et les mêmes positions est en cours de calcul…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s); with the same tiles and positions, %2 were possible.</source>
        <translation>
            <numerusform>%1&#xa0;: %n point&#xa0;; avec les mêmes tuiles et les mêmes positions, %2 étaient possibles.</numerusform>
            <numerusform>%1&#xa0;: %n points&#xa0;; avec les mêmes tuiles et les mêmes positions, %2 étaient possibles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) in all.</source>
        <translation>
            <numerusform>%n point au total.</numerusform>
            <numerusform>%n points au total.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Victoire partagée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Vainqueur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <translation>A&amp;nalyser la partie</translation>
    </message>
    <message>
        <source>Game total</source>
        <translation>Total de la partie</translation>
    </message>
    <message>
        <source>Total so far</source>
        <translation>Total provisoire</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Rang %1</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules of the game</source>
        <translation>Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Sommaire</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>6-castle</source>
        <translation>Château 6</translation>
    </message>
    <message>
        <source>4-castle</source>
        <translation>Château 4</translation>
    </message>
    <message>
        <source>Churches</source>
        <translation>Églises</translation>
    </message>
    <message>
        <source>Windmills</source>
        <translation>Moulins à vent</translation>
    </message>
    <message>
        <source>Defense of the realm</source>
        <translation>Défense nationale</translation>
    </message>
    <message>
        <source>Knight group</source>
        <translation>Groupe de chevaliers</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>6-castle</source>
        <comment>in a sentence</comment>
        <translation>château 6</translation>
    </message>
    <message>
        <source>4-castle</source>
        <comment>in a sentence</comment>
        <translation>château 4</translation>
    </message>
    <message>
        <source>churches</source>
        <comment>in a sentence</comment>
        <translation>églises</translation>
    </message>
    <message>
        <source>windmills</source>
        <comment>in a sentence</comment>
        <translation>moulins à vent</translation>
    </message>
    <message>
        <source>defense of the realm</source>
        <comment>in a sentence</comment>
        <translation>défense nationale</translation>
    </message>
    <message>
        <source>knight group</source>
        <comment>in a sentence</comment>
        <translation>groupe de chevaliers</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: the %2-castle scores %2 points with at least %n knight(s) connected to either of its gates.</source>
        <translation>
            <numerusform>Manche %1&#xa0;: le château %2 rapporte %2 points si au moins %n chevalier est relié à l’une de ses portes.</numerusform>
            <numerusform>Manche %1&#xa0;: le château %2 rapporte %2 points si au moins %n chevaliers sont reliés à l’une ou l’autre de ses portes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every round: each connected group scores; one alone scores nothing, exactly two score 2, three or more score 2 each.</source>
        <translation>À chaque manche, chaque groupe relié marque&#xa0;: un symbole seul, rien&#xa0;; exactement deux, 2 points&#xa0;; trois ou plus, 2 points chacun.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: 5 points when the knights defending the border show at least %n shield point(s). A knight defends when its own road reaches the border within its half of the tile.</source>
        <translation>
            <numerusform>Manche %1&#xa0;: 5 points si les chevaliers qui défendent la frontière totalisent au moins %n point de bouclier. Un chevalier défend quand son propre chemin atteint la frontière dans sa moitié de tuile.</numerusform>
            <numerusform>Manche %1&#xa0;: 5 points si les chevaliers qui défendent la frontière totalisent au moins %n points de bouclier. Un chevalier défend quand son propre chemin atteint la frontière dans sa moitié de tuile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shield point(s), enough</source>
        <translation>
            <numerusform>%n point de bouclier, c’est assez</numerusform>
            <numerusform>%n points de bouclier, c’est assez</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n shield point(s)</source>
        <translation>
            <numerusform>%1 sur %n point de bouclier</numerusform>
            <numerusform>%1 sur %n points de bouclier</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, with the selected tile %2</source>
        <translation>%1, avec la tuile choisie %2</translation>
    </message>
    <message>
        <source>Round 3 only: the shields of the most valuable group of at least two connected knights.</source>
        <translation>Manche 3 seulement&#xa0;: les points de bouclier du groupe le plus fort d’au moins deux chevaliers reliés.</translation>
    </message>
    <message>
        <source>The sum of all categories.</source>
        <translation>La somme de toutes les catégories.</translation>
    </message>
    <message numerus="yes">
        <source>%n knight(s), enough</source>
        <translation>
            <numerusform>%n chevalier, c’est assez</numerusform>
            <numerusform>%n chevaliers, c’est assez</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n knight(s)</source>
        <translation>
            <numerusform>%1 sur %n chevalier</numerusform>
            <numerusform>%1 sur %n chevaliers</numerusform>
        </translation>
    </message>
    <message>
        <source>1 group of %1</source>
        <translation>1 groupe de %1</translation>
    </message>
    <message>
        <source>groups of %1</source>
        <translation>groupes de %1</translation>
    </message>
    <message numerus="yes">
        <source>best group: %n shield(s)</source>
        <translation>
            <numerusform>meilleur groupe&#xa0;: %n point de bouclier</numerusform>
            <numerusform>meilleur groupe&#xa0;: %n points de bouclier</numerusform>
        </translation>
    </message>
    <message>
        <source>Scoring helper</source>
        <translation>Aide au décompte</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 scored %n point(s)</source>
        <translation>
            <numerusform>Manche %1&#xa0;: %n point</numerusform>
            <numerusform>Manche %1&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>no connected group</source>
        <translation>aucun groupe relié</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Point at a category to see what it counts on the board; click it for the rules.</source>
        <translation>Pointez une catégorie pour voir ce qu’elle compte dans la principauté&#xa0;; cliquez dessus pour lire la règle.</translation>
    </message>
    <message>
        <source>Round %1 result:</source>
        <translation>Résultat de la manche %1&#xa0;:</translation>
    </message>
    <message>
        <source>Round %1, if scored now:</source>
        <translation>Manche %1, si l’on décomptait maintenant&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n point</numerusform>
            <numerusform>%1&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 with the selected tile: %2</source>
        <translation>%1 avec la tuile choisie&#xa0;: %2</translation>
    </message>
    <message>
        <source>Total of scored rounds: %1</source>
        <translation>Total des manches décomptées&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Principality of %1</source>
        <translation>Principauté (%1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>has placed</source>
        <translation>a posé</translation>
    </message>
    <message>
        <source>to place</source>
        <translation>doit poser</translation>
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
        <translation>Don Quichotte est déjà ouvert</translation>
    </message>
    <message>
        <source>Another copy of Don Quixote is already open with the same folder (%1). Two copies would overwrite each other&apos;s game in progress.

Quit this copy, or go on without saving its game in progress: finished games are still recorded.</source>
        <translation>Une autre copie de Don Quichotte est déjà ouverte sur le même dossier (%1). Deux copies écraseraient chacune la partie en cours de l’autre.

Quittez cette copie, ou continuez sans sauvegarder sa partie en cours&#xa0;: les parties terminées sont tout de même inscrites au registre.</translation>
    </message>
    <message>
        <source>&amp;Quit this copy</source>
        <translation>&amp;Quitter cette copie</translation>
    </message>
    <message>
        <source>&amp;Go on without saving the game in progress</source>
        <translation>&amp;Continuer sans sauvegarder la partie en cours</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>No animation</source>
        <translation>Sans animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Show placement previews</source>
        <translation>Afficher l’aperçu des poses</translation>
    </message>
    <message>
        <source>Shows what the selected tile would score and which roads it would connect to, as holding it over the field would. Previews never make a game assisted; a hint or a take-back does.</source>
        <translation>Montre ce que rapporterait la tuile choisie et les chemins qu’elle relierait, comme en la tenant au-dessus de la case. L’aperçu ne range jamais une partie parmi les parties avec aides&#xa0;; un conseil ou une pose annulée, si.</translation>
    </message>
    <message>
        <source>Computer players&apos; moves:</source>
        <translation>Animation des coups de l’ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Players of a new game</source>
        <translation>Joueurs d’une nouvelle partie</translation>
    </message>
</context>
<context>
    <name>StorageMessages</name>
    <message>
        <source>%1 could not be read (%2).</source>
        <translation>%1 n’a pas pu être lu (%2).</translation>
    </message>
    <message>
        <source>It could not be moved and was left as is.</source>
        <translation>Il n’a pas pu être déplacé et a été laissé tel quel.</translation>
    </message>
    <message>
        <source>It was kept as %1 in %2.</source>
        <translation>Il a été conservé sous le nom %1 dans %2.</translation>
    </message>
    <message>
        <source>Your game continues from the save before it: at most one placement is lost.</source>
        <translation>Votre partie reprend à la sauvegarde précédente&#xa0;: au plus une pose est perdue.</translation>
    </message>
    <message>
        <source>No earlier save of the game could be found.</source>
        <translation>Aucune sauvegarde antérieure de la partie n’a été trouvée.</translation>
    </message>
    <message>
        <source>The settings that could not be read are back to their defaults.</source>
        <translation>Les paramètres illisibles ont repris leurs valeurs par défaut.</translation>
    </message>
    <message>
        <source>The record book</source>
        <translation>Le registre des parties</translation>
    </message>
    <message>
        <source>A file of the game</source>
        <translation>Un fichier du jeu</translation>
    </message>
    <message>
        <source>%1 is a link to another place: Don Quixote does not write through links.</source>
        <translation>%1 est un lien vers un autre emplacement&#xa0;: Don Quichotte n’écrit jamais à travers un lien.</translation>
    </message>
    <message>
        <source>%1 is a folder where a file should be.</source>
        <translation>%1 est un dossier, là où devrait se trouver un fichier.</translation>
    </message>
    <message>
        <source>%1 is not an ordinary file (a device or a pipe).</source>
        <translation>%1 n’est pas un fichier ordinaire (c’est un périphérique ou un tube).</translation>
    </message>
    <message>
        <source>%1 cannot be written: its name is too long for this disk.</source>
        <translation>%1 ne peut pas être écrit&#xa0;: son nom est trop long pour ce disque.</translation>
    </message>
    <message>
        <source>%1 could not be written: it, or its folder, was moved or removed meanwhile.</source>
        <translation>%1 n’a pas pu être écrit&#xa0;: le fichier ou son dossier a été déplacé ou supprimé entre-temps.</translation>
    </message>
    <message>
        <source>%1 is damaged and cannot be used.</source>
        <translation>%1 est endommagé et inutilisable.</translation>
    </message>
    <message>
        <source>%1 cannot be used.</source>
        <translation>%1 est inutilisable.</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder is read-only or belongs to another user.</source>
        <translation>%1 ne peut pas être écrit&#xa0;: le dossier est en lecture seule ou appartient à un autre utilisateur.</translation>
    </message>
    <message>
        <source>%1 cannot be written: the disk is full.</source>
        <translation>%1 ne peut pas être écrit&#xa0;: le disque est plein.</translation>
    </message>
    <message>
        <source>%1 cannot be written: a file stands where a folder should be.</source>
        <translation>%1 ne peut pas être écrit&#xa0;: un fichier se trouve là où devrait être un dossier.</translation>
    </message>
    <message>
        <source>%1 is in use by another program.</source>
        <translation>%1 est utilisé par un autre programme.</translation>
    </message>
    <message>
        <source>%1 could not be written (%2).</source>
        <translation>%1 n’a pas pu être écrit (%2).</translation>
    </message>
    <message>
        <source>%1 cannot be opened: its folder may be read-only or missing.</source>
        <translation>%1 ne peut pas être ouvert&#xa0;: son dossier est peut-être en lecture seule, ou absent.</translation>
    </message>
    <message>
        <source>The record book cannot be used: %1</source>
        <translation>Le registre des parties est inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 could not be read or written: the disk reported a fault.</source>
        <translation>%1 n’a pas pu être lu ni écrit&#xa0;: le disque a signalé une erreur.</translation>
    </message>
    <message>
        <source>Until this is put right, your game in progress is not saved after each placement.</source>
        <translation>Tant que ce problème n’est pas réglé, votre partie en cours n’est pas sauvegardée après chaque pose.</translation>
    </message>
    <message>
        <source>So Don Quixote cannot tell whether another copy of it is open with the same folder (%1): two copies open together would overwrite each other&apos;s game in progress.</source>
        <translation>Don Quichotte ne peut donc pas savoir si une autre copie de lui-même est ouverte sur le même dossier (%1)&#xa0;: deux copies ouvertes ensemble écraseraient chacune la partie en cours de l’autre.</translation>
    </message>
    <message>
        <source>%1 is damaged and could not be read.</source>
        <translation>%1 est endommagé et n’a pas pu être lu.</translation>
    </message>
    <message>
        <source>A new record book was started; finished games go there.</source>
        <translation>Un nouveau registre des parties a été ouvert&#xa0;; les parties terminées y sont consignées.</translation>
    </message>
    <message numerus="yes">
        <source>%n more file(s) in %1 could not be read either and were kept there under dated names.</source>
        <translation>
            <numerusform>%n autre fichier de %1 n’a pas pu être lu non plus et y a été conservé sous un nom daté.</numerusform>
            <numerusform>%n autres fichiers de %1 n’ont pas pu être lus non plus et y ont été conservés sous des noms datés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) from before recorded in the record book.</source>
        <translation>
            <numerusform>%n partie terminée d’avant inscrite au registre des parties.</numerusform>
            <numerusform>%n parties terminées d’avant inscrites au registre des parties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) still wait in %1 to be recorded: %2 They are tried again every half minute and at every start.</source>
        <translation>
            <numerusform>%n partie terminée attend encore dans %1 d’être inscrite&#xa0;: %2 Un nouvel essai a lieu toutes les trente secondes et à chaque démarrage.</numerusform>
            <numerusform>%n parties terminées attendent encore dans %1 d’être inscrites&#xa0;: %2 Un nouvel essai a lieu toutes les trente secondes et à chaque démarrage.</numerusform>
        </translation>
    </message>
    <message>
        <source>The finished game is now recorded in the record book.</source>
        <translation>La partie terminée est maintenant inscrite au registre des parties.</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Field %1 of %2 · Round %3</source>
        <translation>Case %1 sur %2 · Manche %3</translation>
    </message>
    <message>
        <source>Place it on %1, turned.</source>
        <translation>Posez-la en %1, tournée.</translation>
    </message>
    <message>
        <source>Place it on %1 as printed.</source>
        <translation>Posez-la en %1, telle qu’imprimée.</translation>
    </message>
    <message>
        <source>Guided first game</source>
        <translation>Première partie guidée</translation>
    </message>
    <message>
        <source>&amp;Begin</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>&amp;Montrez-moi</translation>
    </message>
    <message>
        <source>Point out the tile the guide would play here</source>
        <translation>Désigner la tuile que le guide jouerait ici</translation>
    </message>
    <message>
        <source>&amp;Leave the guided game</source>
        <translation>&amp;Quitter la partie guidée</translation>
    </message>
</context>
<context>
    <name>WhatsNew</name>
    <message>
        <source>Computer players at three strengths, easy, normal and expert, beside greedy and random; the classic tile set is balanced so that they score as the rulebook rates solitaire play.</source>
        <translation>Des joueurs ordinateur de trois forces, facile, normal et expert, à côté de greedy et random&#xa0;; le jeu de tuiles classique est équilibré pour qu’ils marquent comme la règle évalue le jeu en solitaire.</translation>
    </message>
    <message>
        <source>The rules of the game (Help → Rules of the game, F1) in the rulebook&apos;s order, with pictures, ending with a whole board scored category by category.</source>
        <translation>Les règles du jeu (Aide → Règles du jeu, F1) dans l’ordre de la règle, illustrées, jusqu’à une principauté entière décomptée catégorie par catégorie.</translation>
    </message>
    <message>
        <source>A guided first game that plays a deal with you and says, field by field, what to look at.</source>
        <translation>Une première partie guidée qui joue une donne avec vous et dit, case après case, ce qu’il faut regarder.</translation>
    </message>
    <message>
        <source>Every window, the rules and the guided game in French and German too; the language follows the system and can be changed in Settings while you play.</source>
        <translation>Chaque fenêtre, les règles et la partie guidée en français et en allemand aussi&#xa0;; la langue suit celle du système et se change dans les Paramètres en cours de partie.</translation>
    </message>
    <message>
        <source>The record book (Game → Records): every finished game, your bests, the rulebook&apos;s marks and charts; replay a game or play its deal again, export the book as CSV, or list it with dq-desktop records.</source>
        <translation>Le registre des parties (Partie → Registre des parties)&#xa0;: chaque partie terminée, vos records, les repères de la règle et des graphiques&#xa0;; revoir une partie ou rejouer sa donne, exporter le registre en CSV, ou le lister avec dq-desktop records.</translation>
    </message>
    <message>
        <source>The final standings list every round by category for each player and the rulebook&apos;s mark reached; in your solitaire game, whether your personal best fell and what the expert scores on the same deal.</source>
        <translation>Le classement final détaille chaque manche par catégorie pour chaque joueur et le repère de la règle atteint&#xa0;; en solitaire, il dit si votre record personnel est battu et ce que l’expert marque sur la même donne.</translation>
    </message>
    <message>
        <source>Hindsight: the best total the analysis finds with exactly your tiles and positions, which you can watch as a replay (dq-desktop analyze).</source>
        <translation>Après coup&#xa0;: le meilleur total que l’analyse trouve avec exactement vos tuiles et vos cases, à revoir pas à pas (dq-desktop analyze).</translation>
    </message>
    <message>
        <source>After each round its scoring is shown: each category lights what it counts on the board while its points count up in the scoring helper; in hot-seat play each human&apos;s board is counted in turn.</source>
        <translation>Après chaque manche, le décompte se montre&#xa0;: chaque catégorie éclaire ce qu’elle compte dans la principauté pendant que ses points s’additionnent dans l’aide au décompte&#xa0;; à plusieurs sur un même ordinateur, la principauté de chaque joueur humain est décomptée à son tour.</translation>
    </message>
    <message>
        <source>Review the game: every placement judged from what its player knew at the time against the best placement found, on a timeline from brilliant to blunder, with its reasons in the game&apos;s terms, a summary and a graph of the expected total (dq-desktop review).</source>
        <translation>Analyser la partie&#xa0;: chaque pose jugée d’après ce que son joueur savait alors, face à la meilleure pose trouvée, sur une frise qui va de la pose brillante à la gaffe, avec ses raisons dans les termes du jeu, un bilan et un graphique du total attendu (dq-desktop review).</translation>
    </message>
    <message>
        <source>From the review, the expert plays the rest of the deal from any placement, and your mistakes come back as puzzles, with a hint and a second try.</source>
        <translation>Depuis l’analyse, l’expert joue la suite de la donne à partir de n’importe quelle pose, et vos erreurs reviennent en énigmes, avec un indice et un second essai.</translation>
    </message>
    <message>
        <source>A hint (Game → Hint, H): the expert&apos;s choice for the field, selected and turned in your hand and drawn on the field.</source>
        <translation>Un conseil (Partie → Conseil, H)&#xa0;: le choix de l’expert pour la case, sélectionné et tourné dans votre main et dessiné sur la case.</translation>
    </message>
    <message>
        <source>The status bar says whether the game in progress counts as unaided; a hint or a take-back marks it assisted, previews never do, and the record book keeps assisted games apart.</source>
        <translation>La barre d’état dit si la partie en cours compte comme sans aide&#xa0;; un conseil ou une pose annulée en fait une partie avec aides, l’aperçu des poses jamais, et le registre des parties garde les parties avec aides à l’écart.</translation>
    </message>
    <message>
        <source>Playing without sight: every placement, scoring, refusal, hint and step of the review is announced to screen readers in your language, and every control has a name.</source>
        <translation>Jouer sans la vue&#xa0;: chaque pose, décompte, refus, conseil et étape de l’analyse est annoncé aux lecteurs d’écran dans votre langue, et chaque contrôle porte un nom.</translation>
    </message>
    <message>
        <source>A log of every start, and a dialog for an error the program did not expect that says where the log is and copies a report to send; About shows the log folder and what is new.</source>
        <translation>Un journal de chaque démarrage, et pour une erreur inattendue une fenêtre qui dit où est le journal et copie un rapport à envoyer&#xa0;; À propos montre le dossier du journal et les nouveautés.</translation>
    </message>
    <message>
        <source>The New Game dialog chooses whether previews are on for the game it starts, and every control in it has a key.</source>
        <translation>La fenêtre Nouvelle partie choisit si l’aperçu des poses est activé pour la partie qu’elle lance, et chacun de ses contrôles a sa touche.</translation>
    </message>
    <message>
        <source>Every window fits a screen of 1024 × 640 and opens at the size it was last closed at.</source>
        <translation>Chaque fenêtre tient sur un écran de 1024 × 640 et s’ouvre à la taille qu’elle avait à sa dernière fermeture.</translation>
    </message>
    <message>
        <source>Every bundle carries the licence texts of everything it ships (THIRD-PARTY-NOTICES.txt), shown by Help → About → Third-party licences, and the docs say how to replace a bundle&apos;s Qt libraries.</source>
        <translation>Chaque paquet contient les textes de licence de tout ce qu’il embarque (THIRD-PARTY-NOTICES.txt), affichés par Aide → À propos → Licences tierces, et la documentation explique comment remplacer les bibliothèques Qt d’un paquet.</translation>
    </message>
    <message>
        <source>Playing without sight: each tile in the hand is read with its roads as it would lie, and what it would change on the field to fill; turning is heard; other players&apos; boards are reached by Tab; keys repeat the last sentence (L) and say the score (S), the field to fill (F) and the tiles in hand (T).</source>
        <translation>Jouer sans voir&#xa0;: chaque tuile de la main est lue avec ses chemins telle qu’elle serait posée, et ce qu’elle changerait sur la case à remplir&#xa0;; tourner une tuile s’entend&#xa0;; les principautés des autres joueurs s’atteignent par Tab&#xa0;; des touches répètent la dernière phrase (L) et disent le score (S), la case à remplir (F) et les tuiles en main (T).</translation>
    </message>
    <message>
        <source>The review judges round 3 exactly, weighing every legal placement, and judges with the expert&apos;s own search before it; &quot;brilliant&quot; needs a real find, 1.5 points over the expert&apos;s choice; a hot-seat review judges the humans unless asked for the computer players too.</source>
        <translation>L’analyse juge la manche 3 exactement, en pesant chaque pose permise, et juge avant elle avec la recherche même de l’expert&#xa0;; «&#xa0;brillante&#xa0;» demande une vraie trouvaille, 1,5 point de plus que le choix de l’expert&#xa0;; l’analyse d’une partie à plusieurs juge les humains, et les joueurs ordinateurs seulement sur demande.</translation>
    </message>
    <message>
        <source>The review window shows your hand at each field, the tile you placed and the best one tagged: pick any tile, turn it, and see what it would have been worth.</source>
        <translation>La fenêtre d’analyse montre vos tuiles à chaque case, celle que vous avez posée et la meilleure signalées&#xa0;: choisissez n’importe quelle tuile, tournez-la, et voyez ce qu’elle aurait valu.</translation>
    </message>
    <message>
        <source>The review says where the points went, by round and by category, names its three key moments (K), annotates every placement in a move list (7. D3 k2c ?), and exports the annotated review as a web page or a text file, from the window or with dq-desktop review --export.</source>
        <translation>L’analyse dit où les points sont partis, par manche et par catégorie, nomme ses trois moments clés (K), annote chaque pose dans une liste des coups (7. D3 k2c&#xa0;?) et exporte l’analyse annotée en page web ou en fichier texte, depuis la fenêtre ou avec dq-desktop review --export.</translation>
    </message>
    <message>
        <source>Game → Open of a finished game shows its final standings and offers its review.</source>
        <translation>Partie → Ouvrir d’une partie terminée montre son classement final et propose son analyse.</translation>
    </message>
    <message>
        <source>The guided first game is offered once, at the first start.</source>
        <translation>La première partie guidée est proposée une fois, au premier démarrage.</translation>
    </message>
    <message>
        <source>Playing without sight: the puzzles, the expert&apos;s line and the guided game are heard, and their boards are read by keys.</source>
        <translation>Jouer sans voir&#xa0;: les énigmes, la suite de l’expert et la partie guidée s’entendent, et leurs principautés se lisent au clavier.</translation>
    </message>
    <message>
        <source>Every finished game is reviewed in the background while no game is being played, and the record book keeps its review, its accuracy, the hindsight best and the expert&apos;s total; dq-desktop records --review-missing does it from the command line, and records --json and the CSV carry the reviews.</source>
        <translation>Chaque partie terminée est analysée en arrière-plan pendant qu’aucune partie n’est en cours, et le registre garde son analyse, sa précision, le meilleur total possible et le total de l’expert&#xa0;; dq-desktop records --review-missing le fait depuis la ligne de commande, et records --json et le CSV portent les analyses.</translation>
    </message>
    <message>
        <source>Records charts your progress over time: the total, accuracy, the gap to the expert, the share of the hindsight best or any category, by week, month, year or all, with a fitted average, your best as it rose and a histogram, for unaided games, Sancho or a tile set as you choose.</source>
        <translation>Le registre trace vos progrès dans le temps&#xa0;: le total, la précision, l’écart avec l’expert, la part du meilleur total possible ou n’importe quelle catégorie, par semaine, mois, année ou en tout, avec une moyenne ajustée, votre record tel qu’il a monté et un histogramme, pour les parties sans aide, avec Sancho ou un jeu de tuiles, à votre choix.</translation>
    </message>
    <message>
        <source>The deal of the day: one deal a date for everyone, from New Game and Records, with your attempts, your best and the expert&apos;s total; Records shows every game on the selected game&apos;s deal.</source>
        <translation>La donne du jour&#xa0;: une donne par date, la même pour tous, depuis Nouvelle partie et le registre, avec vos essais, votre meilleur total et celui de l’expert&#xa0;; le registre montre toutes les parties jouées sur la donne de la partie choisie.</translation>
    </message>
    <message>
        <source>Back up, restore and merge the record book (Records → Record book; dq-desktop records --backup, --restore, --merge).</source>
        <translation>Sauvegarder, restaurer et fusionner le registre des parties (menu Registre des parties de la fenêtre du registre&#xa0;; dq-desktop records --backup, --restore, --merge).</translation>
    </message>
    <message>
        <source>What to work on, in Records: your most frequent inaccuracies, mistakes and blunders by category and round over your last 50 reviewed games, each row playing those placements again as puzzles. Games reviewed by the previous version are reviewed once more in the background to find their placements.</source>
        <translation>Ce qu’il faut travailler, dans le registre des parties&#xa0;: vos imprécisions, erreurs et gaffes les plus fréquentes, par catégorie et par manche, sur vos 50 dernières parties analysées&#xa0;; chaque ligne rejoue ces placements en énigmes. Les parties analysées par la version précédente sont analysées une fois de plus en arrière-plan pour retrouver leurs placements.</translation>
    </message>
    <message>
        <source>In a game of several players, the final standings give each one&apos;s place, and at a hot seat the status bar notes what the last human&apos;s placement changed.</source>
        <translation>Dans une partie à plusieurs, le classement final donne le rang de chacun, et à plusieurs sur un même ordinateur la barre d’état note ce qu’a changé la dernière pose d’un joueur humain.</translation>
    </message>
    <message>
        <source>The review says its progress now and then while it works, for a screen reader.</source>
        <translation>L’analyse dit de temps en temps où elle en est pendant qu’elle travaille, pour un lecteur d’écran.</translation>
    </message>
    <message>
        <source>The classic tile set holds 7 churches, as the French rulebook&apos;s scoring example requires, and every example of the rulebooks is laid out on it and checked.</source>
        <translation>Le jeu de tuiles classique compte 7 églises, comme l’exige l’exemple de décompte de la règle française, et chaque exemple des règles y est reconstitué et vérifié.</translation>
    </message>
    <message>
        <source>French and German address the player as vous and Sie, and name the game&apos;s things as the French and German editions do.</source>
        <translation>Le français et l’allemand vouvoient le joueur (vous, Sie) et nomment les éléments du jeu comme les éditions française et allemande.</translation>
    </message>
    <message>
        <source>Settings change only what you change there, and the program&apos;s own name for you follows the language.</source>
        <translation>Les Paramètres ne changent que ce que vous y changez, et le nom que le programme vous donne suit la langue.</translation>
    </message>
    <message>
        <source>Nothing replaces a game in progress (New game, Open, the guided game, Play this deal again) without asking first.</source>
        <translation>Rien ne remplace une partie en cours (Nouvelle partie, Ouvrir, la partie guidée, Rejouer cette donne) sans le demander d’abord.</translation>
    </message>
    <message>
        <source>The window shows at once: the game is set up after its first frame is painted.</source>
        <translation>La fenêtre s’affiche aussitôt&#xa0;: la partie se met en place une fois la fenêtre dessinée.</translation>
    </message>
    <message>
        <source>The record book stays quick at 20,000 games and is written on a thread of its own: the window never waits for it.</source>
        <translation>Le registre des parties reste rapide à 20&#xa0;000 parties et s’écrit sur un fil d’exécution à part&#xa0;: la fenêtre ne l’attend jamais.</translation>
    </message>
    <message>
        <source>Names from files and players are shown as plain text everywhere, and a name in the CSV export cannot start a formula in a spreadsheet.</source>
        <translation>Les noms venus des fichiers et des joueurs s’affichent partout en texte brut, et un nom de l’export CSV ne peut pas lancer une formule dans un tableur.</translation>
    </message>
    <message>
        <source>A bad file is refused with one line that names the place of the fault; a damaged settings file, autosave or record book is moved aside under a dated name, and you are told where it went.</source>
        <translation>Un fichier incorrect est refusé en une ligne qui nomme l’endroit de l’erreur&#xa0;; un fichier de paramètres, une sauvegarde automatique ou un registre endommagé est mis de côté sous un nom daté, et vous savez où.</translation>
    </message>
    <message>
        <source>The bundles for Windows, macOS (Apple silicon and Intel) and Linux are built and tried each on its own system, from exact versions of everything they hold; a version tag makes a release.</source>
        <translation>Les paquets pour Windows, macOS (Apple silicon et Intel) et Linux sont construits et essayés chacun sur son propre système, avec des versions exactes de tout ce qu’ils contiennent&#xa0;; une étiquette de version crée une publication.</translation>
    </message>
    <message>
        <source>The README is written for players, with install commands that work on Windows and on Debian and Ubuntu; every file format, a tile set&apos;s included, is described in the docs folder, and the changes are collected here as they are made.</source>
        <translation>Le README s’adresse aux joueurs, avec des commandes d’installation qui marchent sous Windows, Debian et Ubuntu&#xa0;; chaque format de fichier, celui des jeux de tuiles compris, est décrit dans le dossier docs, et les changements sont notés ici au fur et à mesure.</translation>
    </message>
    <message>
        <source>The personal-best line of the final standings names the best it compares with: unaided or with aids, with or without Sancho.</source>
        <translation>La ligne du record personnel du classement final nomme le record auquel elle compare&#xa0;: sans aide ou avec aides, avec ou sans Sancho.</translation>
    </message>
    <message>
        <source>The error dialog says where to report a problem and opens that page; a computer player that fails is written to the log with its details.</source>
        <translation>La fenêtre d’erreur dit où signaler un problème et ouvre cette page&#xa0;; un joueur ordinateur en échec est inscrit au journal avec ses détails.</translation>
    </message>
    <message>
        <source>dq-desktop records and the CSV export write &quot;You&quot; for a player who chose no name, whatever the game&apos;s language.</source>
        <translation>dq-desktop records et l’export CSV écrivent «&#xa0;You&#xa0;» pour un joueur qui n’a pas choisi de nom, quelle que soit la langue de la partie.</translation>
    </message>
    <message>
        <source>The Intel macOS disk image is built on macos-26-intel; the Flatpak manifest uses the Freedesktop 26.08 runtime; the tests install the Qt the bundles ship.</source>
        <translation>L’image disque macOS pour Intel est construite sur macos-26-intel&#xa0;; le manifeste Flatpak utilise le runtime Freedesktop 26.08&#xa0;; les tests installent le Qt que livrent les paquets.</translation>
    </message>
    <message>
        <source>The review says a short sentence first; the figures behind it show with Details (D). A puzzle&apos;s clue names what matters: the category, the road, the gate or the knight.</source>
        <translation>L’analyse dit d’abord une phrase courte&#xa0;; les chiffres derrière elle s’affichent avec Détails (D). L’indice d’une énigme nomme ce qui compte&#xa0;: la catégorie, le chemin, la porte ou le chevalier.</translation>
    </message>
    <message>
        <source>The wheel carries only the program&apos;s files: the translation sources and their script stay in the source tree.</source>
        <translation>Le paquet wheel ne contient que les fichiers du programme&#xa0;: les sources des traductions et leur script restent dans l’arbre des sources.</translation>
    </message>
    <message>
        <source>A tile tried in the review window is judged from what the review kept, in less time than a hint.</source>
        <translation>Une tuile essayée dans la fenêtre d’analyse est jugée d’après ce que l’analyse a gardé, en moins de temps qu’un conseil.</translation>
    </message>
    <message>
        <source>The ready-made programs run the computer players, the hint and the review compiled, with a small C kernel for the board: a review takes a fifth to a seventh of the processor time it took, with exactly the results of the pure Python that pip install . gives.</source>
        <translation>Les programmes prêts à installer exécutent les joueurs de l’ordinateur, le conseil et l’analyse sous forme compilée, avec un petit noyau en C pour la principauté&#xa0;: une analyse prend du cinquième au septième du temps de processeur qu’elle prenait, avec exactement les résultats du Python pur qu’installe pip install .</translation>
    </message>
    <message>
        <source>A finished game is never lost when the record book cannot take it: it waits beside the autosave and is recorded as soon as it can be, and a game that can be written nowhere can be saved with Save as.</source>
        <translation>Une partie terminée n’est jamais perdue quand le registre ne peut pas l’accueillir&#xa0;: elle attend près de la sauvegarde automatique et y entre dès que possible, et une partie qui ne peut s’écrire nulle part s’enregistre avec Enregistrer sous.</translation>
    </message>
    <message>
        <source>Two copies of the program on the same folders no longer overwrite each other&apos;s game in progress.</source>
        <translation>Deux copies du programme sur les mêmes dossiers n’écrasent plus la partie en cours l’une de l’autre.</translation>
    </message>
    <message>
        <source>Without a display the program says so in one sentence, and a system library Qt needs on Linux is named with its package, instead of Qt aborting.</source>
        <translation>Sans écran, le programme le dit en une phrase, et une bibliothèque système dont Qt a besoin sous Linux est nommée avec son paquet, au lieu d’un arrêt brutal de Qt.</translation>
    </message>
    <message>
        <source>The first click on a tile selects it, and the keys of play work wherever the focus is in the game.</source>
        <translation>Le premier clic sur une tuile la sélectionne, et les touches de jeu marchent où que soit le focus dans la partie.</translation>
    </message>
    <message>
        <source>A field shows the refusal mark only while a tile is over it.</source>
        <translation>Une case ne montre la marque de refus que tant qu’une tuile la survole.</translation>
    </message>
    <message>
        <source>Moving the mouse from a road onto a mark of the scoring helper (why a knight does not defend) no longer closes the program.</source>
        <translation>Passer la souris d’un chemin à une marque de l’aide au décompte (pourquoi un chevalier ne défend pas) ne ferme plus le programme.</translation>
    </message>
    <message>
        <source>A category of the scoring helper reached with Tab is underlined, so the keyboard shows where it is.</source>
        <translation>Une catégorie de l’aide au décompte atteinte avec Tab est soulignée&#xa0;: on voit où en est le clavier.</translation>
    </message>
    <message>
        <source>The unfinished game offered at start is given up only when you answer No: Escape keeps it, and so does a display that goes away while the question is open.</source>
        <translation>La partie inachevée proposée au démarrage n’est abandonnée que si vous répondez Non&#xa0;: Échap la garde, de même qu’un écran qui disparaît pendant la question.</translation>
    </message>
    <message>
        <source>An opponent&apos;s enlarged board stays on the screen and leaves the green field in sight.</source>
        <translation>La principauté agrandie d’un adversaire reste sur l’écran et laisse voir la case verte.</translation>
    </message>
    <message>
        <source>Four sentences of the guided game that its board did not bear out are true now, and every fact a step states is checked on its board.</source>
        <translation>Quatre phrases de la partie guidée que sa principauté démentait sont justes désormais, et chaque fait qu’une étape énonce est vérifié sur sa principauté.</translation>
    </message>
    <message>
        <source>A hint&apos;s words leave the status bar once the game moves on, and no hint is given while a round is counted.</source>
        <translation>Le texte d’un conseil quitte la barre d’état dès que la partie avance, et aucun conseil n’est donné pendant le décompte d’une manche.</translation>
    </message>
    <message>
        <source>In the puzzles, Enter after the answer no longer counts a third try.</source>
        <translation>Dans les énigmes, Entrée après la réponse ne compte plus un troisième essai.</translation>
    </message>
    <message>
        <source>On Windows, every file name the program makes is valid, and a file another program holds for a moment is waited for.</source>
        <translation>Sous Windows, chaque nom de fichier que le programme crée est valide, et un fichier qu’un autre programme retient un instant est attendu.</translation>
    </message>
    <message>
        <source>A file where a folder should be is said so, in words.</source>
        <translation>Un fichier à la place d’un dossier est signalé comme tel, en toutes lettres.</translation>
    </message>
    <message>
        <source>A hint or a take-back reaches the autosave at once, and Save As then Open keeps a game assisted: quitting or a crash before the next tile no longer makes it unaided; in hot-seat play only the players who used an aid are marked.</source>
        <translation>Un conseil ou une pose annulée entre aussitôt dans la sauvegarde automatique, et Enregistrer sous puis Ouvrir garde une partie avec aides&#xa0;: quitter ou un plantage avant la tuile suivante n’en fait plus une partie sans aide&#xa0;; à plusieurs, seuls les joueurs qui ont pris une aide sont marqués.</translation>
    </message>
    <message>
        <source>The guided first game is no longer recorded as an unaided personal best: it is not recorded at all, and the status bar and the standings say so.</source>
        <translation>La première partie guidée n’est plus inscrite comme record personnel sans aide&#xa0;: elle n’est pas inscrite du tout, et la barre d’état et le classement le disent.</translation>
    </message>
    <message>
        <source>A deal played again with the same placements is recorded as a game of its own, and the standings never speak of a record the book did not take.</source>
        <translation>Une donne rejouée avec les mêmes poses est inscrite comme une partie à part entière, et le classement ne parle jamais d’une partie que le registre n’a pas accueillie.</translation>
    </message>
    <message>
        <source>Play this deal again, and every other way to start a game, works on a fresh install.</source>
        <translation>Rejouer cette donne, comme toute autre façon de commencer une partie, fonctionne sur une installation neuve.</translation>
    </message>
    <message>
        <source>A computer player this version does not know no longer freezes the game: the normal one plays that seat, and the program says so; one that fails is replaced by a simpler one.</source>
        <translation>Un joueur ordinateur que cette version ne connaît pas ne bloque plus la partie&#xa0;: l’ordinateur normal joue à sa place, et le programme le dit&#xa0;; un joueur ordinateur en échec est remplacé par un plus simple.</translation>
    </message>
    <message>
        <source>Games begun in French or German no longer show &quot;Vous&quot; or &quot;Sie&quot; in an English record book.</source>
        <translation>Les parties commencées en français ou en allemand n’affichent plus «&#xa0;Vous&#xa0;» ou «&#xa0;Sie&#xa0;» dans un registre en anglais.</translation>
    </message>
    <message>
        <source>A deal nobody placed a tile in is no longer offered to continue, and a game recorded by the half-minute retry no longer leaves its autosave behind.</source>
        <translation>Une donne où personne n’a posé de tuile n’est plus proposée pour être poursuivie, et une partie inscrite par le nouvel essai de la demi-minute ne laisse plus sa sauvegarde automatique derrière elle.</translation>
    </message>
    <message>
        <source>A settings file with a bad window place, a damaged record book (a bad version, a missing table, a bad game) or a game file from a newer version no longer stops the program: what can be read is kept, and what was set aside is said once.</source>
        <translation>Un fichier de paramètres avec une position de fenêtre incorrecte, un registre endommagé (une version incorrecte, une table manquante, une partie illisible) ou un fichier de partie d’une version plus récente n’arrête plus le programme&#xa0;: ce qui peut être lu est gardé, et ce qui a été mis de côté est dit une fois.</translation>
    </message>
    <message>
        <source>Errors raised as the program starts or ends reach the log and a dialog; a display that cannot be opened is said in one sentence.</source>
        <translation>Les erreurs survenues au démarrage ou à la fin du programme parviennent au journal et à une fenêtre&#xa0;; un écran qui ne peut pas être ouvert est signalé en une phrase.</translation>
    </message>
    <message>
        <source>A full disk at start no longer stops the program, and the unfinished game is still offered; the lock and the logs are never written through a symbolic link.</source>
        <translation>Un disque plein au démarrage n’arrête plus le programme, et la partie inachevée est toujours proposée&#xa0;; le verrou et les journaux ne sont jamais écrits à travers un lien symbolique.</translation>
    </message>
    <message>
        <source>--selftest never waits on a question and leaves a folder&apos;s unfinished game alone.</source>
        <translation>--selftest n’attend jamais la réponse à une question et laisse intacte la partie inachevée d’un dossier.</translation>
    </message>
    <message>
        <source>Dialogs say storage faults in words, name at most three files set aside, and a file name of 255 characters is saved and exported.</source>
        <translation>Les fenêtres disent en mots les problèmes d’enregistrement, nomment au plus trois fichiers mis de côté, et un nom de fichier de 255 caractères est enregistré et exporté.</translation>
    </message>
    <message>
        <source>With --data-dir, the file dialogs&apos; folder history stays in that folder too, and no D-Bus daemon is left running after the program.</source>
        <translation>Avec --data-dir, l’historique des dossiers des fenêtres de fichiers reste lui aussi dans ce dossier, et aucun démon D-Bus ne continue de tourner après le programme.</translation>
    </message>
    <message>
        <source>The menu entry that install.sh makes starts the game from a folder with a space, and a dq-desktop command installed by pipx is left alone.</source>
        <translation>L’entrée de menu créée par install.sh lance le jeu depuis un dossier dont le nom contient une espace, et une commande dq-desktop installée par pipx est laissée intacte.</translation>
    </message>
    <message>
        <source>In hot-seat play, nothing on screen runs ahead of the count or contradicts the board: a finished round&apos;s number explains that round&apos;s board, the next round&apos;s hand and the round&apos;s totals wait for the count, and the previewed tile&apos;s roads are not lit beside a pointed category; names too long for a seat card end in &quot;…&quot;; New Game remembers the last table; the first tile waits for your choice.</source>
        <translation>À plusieurs, rien à l’écran ne devance le décompte ni ne contredit la principauté&#xa0;: le numéro d’une manche terminée explique la principauté de cette manche, la main de la manche suivante et les totaux de la manche attendent le décompte, et les chemins de la tuile en aperçu ne s’éclairent pas à côté d’une catégorie pointée&#xa0;; les noms trop longs pour une carte de joueur finissent par «&#xa0;…&#xa0;»&#xa0;; Nouvelle partie se souvient de la dernière table&#xa0;; la première tuile attend votre choix.</translation>
    </message>
    <message>
        <source>The records window shows its Players column at its first size, sorts a score highest first at the first click, and Play this deal again starts in front of it.</source>
        <translation>La fenêtre du registre montre sa colonne Joueurs dès sa première taille, trie un score du plus haut au plus bas au premier clic, et Rejouer cette donne commence devant elle.</translation>
    </message>
    <message>
        <source>In German, the button that gives up a game reads &quot;Spiel aufgeben&quot;, no longer &quot;Abbrechen&quot; like every Cancel; sentences in the three languages now say what the screen shows (shield points, the defense, the tile set aside).</source>
        <translation>En allemand, le bouton qui abandonne une partie s’intitule «&#xa0;Spiel aufgeben&#xa0;», et non plus «&#xa0;Abbrechen&#xa0;» comme toute annulation&#xa0;; des phrases dans les trois langues disent maintenant ce que montre l’écran (les points de bouclier, la défense, la tuile mise de côté).</translation>
    </message>
    <message>
        <source>Moving the selection in Records no longer redraws its charts (0.28 s to 0.011 s at 20,000 games).</source>
        <translation>Déplacer la sélection dans le registre ne redessine plus ses graphiques (de 0,28&#xa0;s à 0,011&#xa0;s pour 20&#xa0;000 parties).</translation>
    </message>
    <message>
        <source>The bundles&apos; third-party notices include the licence texts of the Qt 6.11 parts that were missing, and take any licence text a packaged library carries.</source>
        <translation>Les mentions des tiers des paquets autonomes contiennent les textes de licence des parties de Qt 6.11 qui manquaient, et reprennent tout texte de licence qu’une bibliothèque empaquetée apporte.</translation>
    </message>
    <message>
        <source>The review hand&apos;s French tags are no longer cut, and &quot;Learn from the mistakes&quot; pressed again brings its open puzzles to the front instead of a second window.</source>
        <translation>Les étiquettes françaises des tuiles de l’analyse ne sont plus coupées, et «&#xa0;Apprendre des erreurs&#xa0;» pressé une seconde fois ramène au premier plan les énigmes ouvertes au lieu d’ouvrir une seconde fenêtre.</translation>
    </message>
    <message>
        <source>With a screen reader: closing a review or replay opened from the record book returns the keyboard to the record book; nothing is said into a window while a question stands over it; a tile tried in the review that cannot go on the field is said; the guided game&apos;s first field is no longer cut off.</source>
        <translation>Avec un lecteur d’écran&#xa0;: fermer une analyse ou une relecture ouverte depuis le registre rend le clavier au registre&#xa0;; rien n’est dit dans une fenêtre tant qu’une question la couvre&#xa0;; une tuile essayée dans l’analyse qui ne peut pas aller sur la case est dite&#xa0;; la première case de la partie guidée n’est plus coupée.</translation>
    </message>
    <message>
        <source>The review no longer says &quot;Expected final total&quot; twice in a row; in the scoring helper, accented capitals (&quot;Églises&quot;) are no longer clipped and the longest French or German line keeps clear of the edge; the review&apos;s Export… starts in the documents folder with a name made of the deal.</source>
        <translation>L’analyse ne dit plus «&#xa0;Total final attendu&#xa0;» deux fois de suite&#xa0;; dans l’aide au décompte, les majuscules accentuées («&#xa0;Églises&#xa0;») ne sont plus coupées et la plus longue ligne française ou allemande ne touche plus le bord&#xa0;; l’Export… de l’analyse s’ouvre dans le dossier des documents avec un nom tiré de la donne.</translation>
    </message>
    <message>
        <source>The first release.</source>
        <translation>La première version.</translation>
    </message>
    <message>
        <source>The whole game: three rounds, scoring after each round, and the Sancho Panza mini-expansion</source>
        <translation>Le jeu complet&#xa0;: trois manches, un décompte après chaque manche, et la mini-extension Sancho Pança</translation>
    </message>
    <message>
        <source>Solitaire and hot-seat play for up to four players, humans and computer players mixed</source>
        <translation>Le jeu en solitaire et à plusieurs sur un même ordinateur, jusqu’à quatre joueurs, humains et ordinateurs mêlés</translation>
    </message>
    <message>
        <source>A scoring helper that explains every point</source>
        <translation>Une aide au décompte qui explique chaque point</translation>
    </message>
    <message>
        <source>Deal numbers that replay the same castles, position cards and tiles</source>
        <translation>Des numéros de donne qui reproduisent les mêmes châteaux, cartes de position et tuiles</translation>
    </message>
    <message>
        <source>Games can be saved and continued</source>
        <translation>Les parties peuvent être enregistrées et reprises</translation>
    </message>
    <message>
        <source>A command line that scores, explains and checks positions, and simulates games</source>
        <translation>Une ligne de commande qui compte, explique et vérifie des positions, et simule des parties</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Ajouts</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Changements</translation>
    </message>
    <message>
        <source>Deprecated</source>
        <translation>Obsolète</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Retraits</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>Corrections</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Sécurité</translation>
    </message>
</context>
<context>
    <name>WorkOn</name>
    <message>
        <source>Castle gates closed for good</source>
        <translation>Portes de château fermées pour de bon</translation>
    </message>
    <message>
        <source>Knights cut off</source>
        <translation>Chevaliers isolés</translation>
    </message>
    <message>
        <source>Road ends wasted</source>
        <translation>Extrémités de chemin gaspillées</translation>
    </message>
    <message>
        <source>The tile set aside thrown away</source>
        <translation>Tuile mise de côté écartée</translation>
    </message>
    <message numerus="yes">
        <source>%1, round %2: %n mistake(s)</source>
        <translation>
            <numerusform>%1, manche %2&#xa0;: %n erreur</numerusform>
            <numerusform>%1, manche %2&#xa0;: %n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your most frequent mistakes in the last %n reviewed game(s) the choices above keep, by the review&apos;s reasons:</source>
        <translation>
            <numerusform>Vos erreurs les plus fréquentes dans la seule partie analysée de la sélection ci-dessus, selon les raisons de l’analyse&#xa0;:</numerusform>
            <numerusform>Vos erreurs les plus fréquentes dans les %n dernières parties analysées de la sélection ci-dessus, selon les raisons de l’analyse&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your most frequent mistakes in your last %n reviewed game(s), by the review&apos;s reasons:</source>
        <translation>
            <numerusform>Vos erreurs les plus fréquentes dans votre seule partie analysée, selon les raisons de l’analyse&#xa0;:</numerusform>
            <numerusform>Vos erreurs les plus fréquentes dans vos %n dernières parties analysées, selon les raisons de l’analyse&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>What to work on</source>
        <translation>Ce qu’il faut travailler</translation>
    </message>
    <message>
        <source>No game reviewed yet: each finished game is reviewed in the background, and your most frequent mistakes will show here.</source>
        <translation>Aucune partie analysée pour l’instant&#xa0;: chaque partie terminée est analysée en arrière-plan, et vos erreurs les plus fréquentes s’afficheront ici.</translation>
    </message>
    <message numerus="yes">
        <source>No inaccuracy, mistake or blunder in your last %n reviewed game(s).</source>
        <translation>
            <numerusform>Aucune imprécision, erreur ni gaffe dans votre seule partie analysée.</numerusform>
            <numerusform>Aucune imprécision, erreur ni gaffe dans vos %n dernières parties analysées.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in round %2</source>
        <translation>%1 en manche %2</translation>
    </message>
    <message numerus="yes">
        <source>Play %n puzzle(s)</source>
        <translation>
            <numerusform>Jouer %n énigme</numerusform>
            <numerusform>Jouer %n énigmes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n puzzle(s): %1</source>
        <translation>
            <numerusform>Jouer %n énigme&#xa0;: %1</numerusform>
            <numerusform>Jouer %n énigmes&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No puzzle yet</source>
        <translation>Pas encore d’énigme</translation>
    </message>
    <message>
        <source>No puzzle yet: %1</source>
        <translation>Pas encore d’énigme&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n of these games was reviewed by an earlier version: its mistakes count, and their puzzles come once it is reviewed again, in the background.</source>
        <translation>
            <numerusform>%n de ces parties a été analysée par une version antérieure&#xa0;: ses erreurs comptent, et leurs énigmes viendront quand elle aura été analysée à nouveau, en arrière-plan.</numerusform>
            <numerusform>%n de ces parties ont été analysées par une version antérieure&#xa0;: leurs erreurs comptent, et leurs énigmes viendront quand elles auront été analysées à nouveau, en arrière-plan.</numerusform>
        </translation>
    </message>
</context>
</TS>
