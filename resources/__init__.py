"""Data files shipped with dq-desktop (installed as ``dq_desktop.resources``)."""
