"""The application's frame: the main window, its menus, the game's files (new, open,
save), the side windows opened from the menus, and ``--selftest``.

May import: every other room (common, tiles, hand, board, dialogs, table, records, coach,
help).
"""
