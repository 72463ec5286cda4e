"""The player's files: where they live, the autosave, the record book, the settings.

No Qt here: the command line uses it as the window does. Import the modules
themselves (``dq_desktop.storage.autosave``, …): this package imports nothing,
so that reading the settings early does not load the record book or pydantic.
"""
