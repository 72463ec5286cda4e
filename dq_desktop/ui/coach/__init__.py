"""The coach: what a game teaches. The review window (a timeline coloured by verdict and
its legend, the words of each placement, the summary per player, the graph of expected
totals, the expert's line from any placement; ``review_study.py``: the hand at each
field with any tile tried, the move list, the key moments, the points given up by round
and category, the details on demand, the export) and the puzzles made of the mistakes.

May import: common, tiles, hand, board, dialogs, table, records.
"""
