"""Hindsight analysis of a finished game: the best each player could have done."""

from dq_desktop.engine.analysis.hindsight import PlayerAnalysis, analyze_game, analyze_player

__all__ = ["PlayerAnalysis", "analyze_game", "analyze_player"]
