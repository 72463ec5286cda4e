"""dq-desktop: an offline desktop edition of Don Quixote (Reinhard Staupe, Pegasus Spiele)."""

__version__ = "0.1.0"
