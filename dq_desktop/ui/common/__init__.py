"""What every room uses: translation with ``%1`` placeholders, the palette and theme,
painting with the painter always ended, the language switcher, dates, the seats at the
table, the task runner for long work (tasks.py), the player's files and the words about them.

May import: the engine, formats and storage only (it is the bottom room).
"""
