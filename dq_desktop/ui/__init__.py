"""The Qt side of dq-desktop, in rooms by feature.

Each room is a subpackage with one purpose; its ``__init__`` says what lives there
and what it may import. Rooms import only rooms below them in this order
(``tests/test_architecture.py`` checks it, and that no module imports itself back
through others):

    shell      the main window, its menus, the game's files, the side windows, --selftest
    help       the rules window, its pictures, the guided first game
    coach      the review of a game (timeline, words, summary, graph, the expert's line)
               and the puzzles from its mistakes
    records    the record book's window, charts and summaries; replays
    table      the game being played: controller, game view, seat cards, scoring helper,
               round overlay, computer players' thread, autosave and recording
    dialogs    New Game, Settings, About
    board      a principality: its scene and items, views, marks, reader, still pictures
    hand       a player's tiles: the list model, its view, the drag's MIME type
    tiles      the tile painter (vectors) and its picture cache; a tile in words
    common     what every room uses: translated text, colours, painting, theme, language,
               dates, seats, the task runner for long work, the player's files

Every room may import the engine, formats and storage; nothing below ``ui`` imports it.
"""

ROOMS: tuple[str, ...] = (
    "common", "tiles", "hand", "board", "dialogs", "table", "records", "coach", "help",
    "shell",
)
"""The rooms from the bottom up: each may import only those before it."""
