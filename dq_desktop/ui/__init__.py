"""The Qt side of dq-desktop: scenes, models, windows and the tile renderer."""
