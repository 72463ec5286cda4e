"""The expert's engine as it was at commit 043d8a7, frozen for ``previous_expert.py``.

Copies, unchanged but for these imports, of ``engine/bots/compiled.py`` (today's
``piece_tables.py``), ``fastboard.py``, ``futures.py``, ``moves.py``, ``policy.py`` and
``rollout.py`` at that commit: everything that decides how the previous expert plays
(its board, its scoring of boards, its policy, its rollouts, how it draws futures), so
that a change to today's engine never changes the player it is compared with, and
paired figures (``bench_expert.py --against-previous``) mean what they say. It shares
with today's engine only the rules and what a player sees (``Game``, ``PlayerView``,
tiles, fields, the explanation of a defending knight), which both experts obey alike.
``git diff 043d8a7 -- dq_desktop/engine/bots`` against these files shows the imports
only; ``tests/test_benchmarks.py`` checks that nothing here imports today's bots.
"""
