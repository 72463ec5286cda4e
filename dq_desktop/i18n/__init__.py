"""The compiled translation catalogues (``dq_desktop_XX.qm``), read by
``ui/common/language.py``. They are made from the sources in the top-level
``i18n/`` folder by ``python i18n/catalogues.py release``; nothing here is edited
by hand, and nothing but the .qm files ships in the wheel.
"""
