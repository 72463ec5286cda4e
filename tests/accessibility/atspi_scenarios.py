"""More of what a blind player does, through AT-SPI only, each scenario on its own
application: explore another player's board; the keys that say the game's state; the
guided first game. Run
with the system Python (pyatspi), as ``atspi_player.py`` is, whose ``Player`` it
extends.

    python3 atspi_scenarios.py SCENARIO LANGUAGE TRANSCRIPT [--dump-dir DIR]
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from pathlib import Path

import pyatspi  # type: ignore[import-not-found]

sys.path.insert(0, str(Path(__file__).parent))
from atspi_player import FIELD, Failure, Player, inner, pattern
from phrases import PHRASES

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
OPPONENT = "Ben"
"""The computer player of the two-player game (``test_another_board.py``'s settings)."""


def arrows(start: str, target: str) -> list[str]:
    """The arrow keys that take a board's cursor from field ``start`` to ``target``."""
    columns = ord(target[0]) - ord(start[0])
    rows = int(target[1]) - int(start[1])
    return (["Right"] * columns + ["Left"] * -columns + ["Down"] * rows + ["Up"] * -rows)


class Explorer(Player):
    def join_first_game(self) -> str:
        """The game dealt at start-up: its banner read, the keyboard in the hand; returns
        the field to fill."""
        self.give_keyboard(self.p["app"])
        banner = pattern(self.p["turn"], g1="1", g2="1", g3=FIELD)
        label = self.wait("the first game's banner", lambda: pyatspi.findDescendant(
            self.main(), lambda a: a.getRole() == pyatspi.ROLE_LABEL
            and banner.match(a.name or "")))
        self.pump()
        self.read = len(self.heard)
        self.focus_is("the hand", self.on_hand)
        return banner.match(label.name)["g3"]

    def tab_until(self, what: str, test) -> object:
        """Tab until the focused object passes ``test``; returns it."""
        for _ in range(40):
            if self.focused is not None and test(self.focused):
                return self.focused
            moves = self.focus_moves
            self.key("Tab")
            self.wait("the focus to move", lambda before=moves: self.focus_moves > before)
        raise Failure(f"Tab never reached {what}")

    def described(self, source, what: str, wanted: re.Pattern[str]) -> re.Match[str]:
        return self.wait(what, lambda: wanted.match(source.description or ""))

    # --- another player's board ----------------------------------------------------------

    def another_board(self) -> None:
        """A two-player game against the computer: after a placement, Tab reaches the
        computer player's board, named with his total and whether he has placed; its
        description reads the field under its cursor, which starts on the field to fill;
        the arrows walk it to the tile he just placed, read with its roads. Enter there
        still places the selected tile."""
        field = self.join_first_game()
        self.key("1")
        self.key("Return")
        said = self.expect(
            "the first placement",
            pattern(self.p["placed"], g2=re.escape(field)),
            pattern(self.p["other_placed"], g1=OPPONENT, g3=re.escape(field)),
            pattern(self.p["turn"], g1="1", g2="2", g3=FIELD))
        his_tile, next_field = said[1]["g2"], said[2]["g3"]
        board = pattern(self.p["other_board"], g1=OPPONENT)
        mini = self.tab_until(f"{OPPONENT}'s board", lambda s: board.match(s.name or ""))
        self.dump("another-board", self.dump_dir)
        to_fill = pattern(self.p["to_fill"], g1=re.escape(next_field))
        self.described(mini, f"{OPPONENT}'s board read on the field to fill", to_fill)
        self.key(*arrows(next_field, field))
        placed = pattern(self.p["field"] + " " + self.p["roads"].replace("%1", "%3"),
                         g1=re.escape(field), g2=re.escape(his_tile), g3=r"[A-Z–, ]+")
        self.described(mini, f"{OPPONENT}'s tile on {field} read with its roads", placed)
        self.pump()
        self.read = len(self.heard)  # the cursor's own words, said as it moved
        self.key("Return")
        self.expect("Enter on another player's board",
                    pattern(self.p["placed"], g2=re.escape(next_field)),
                    pattern(self.p["other_placed"], g1=OPPONENT, g3=re.escape(next_field)),
                    pattern(self.p["turn"], g1="1", g2="3", g3=FIELD))


    # --- the keys that say the game's state ----------------------------------------------

    def keys(self) -> None:
        """After a placement: L says the last sentence (the next field) again, F the field
        to fill, S the round as the helper counts it and the rounds scored, T the tiles
        in hand by the number that picks each; the focus does not move."""
        field = self.join_first_game()
        self.key("1")
        self.key("Return")
        turn = self.expect("a placement", pattern(self.p["placed"], g2=re.escape(field)),
                           pattern(self.p["turn"], g1="1", g2="2", g3=FIELD))[1].group(0)
        moves = self.focus_moves
        self.key("l")
        self.expect("L (the last sentence)", re.compile("^" + re.escape(turn) + "$"))
        self.key("f")
        self.expect("F (the field to fill)", re.compile("^" + re.escape(turn) + "$"))
        self.key("s")
        score = self.expect("S (the score)", pattern(self.p["score"], g1="1"))[0]
        total = self.helper_total()
        if total and not score["g2"].endswith(f" {total}"):
            raise Failure(f"S said {score.group(0)!r}; the helper shows a total of {total}")
        self.key("t")
        tiles = self.expect("T (the tiles in hand)", pattern(self.p["tiles"]))[0]["g1"]
        listed = " ".join(f"{row}, {name}" for row, name in
                          enumerate(self.hand_items(), start=1))
        if tiles != listed:
            raise Failure(f"T said {tiles!r}; the hand holds {listed!r}")
        self.pump()
        if self.focus_moves != moves:
            raise Failure(f"the keys that say the game moved the focus: {self.log[-12:]}")


    # --- the guided first game ----------------------------------------------------------

    def guided_text(self, key: str) -> re.Pattern[str]:
        """A text of the guided game (``resources/tutorial/LANGUAGE.json``) as a screen
        reader hears it: its words, without the markup."""
        texts = json.loads((RESOURCES / "tutorial" / f"{self.language}.json").read_text(
            encoding="utf-8"))
        text = texts["steps"][key] if key.isdigit() else texts[key]
        plain = html.unescape(re.sub(r"<[^>]+>", "", text))
        # Words apart by any space: Qt's plain text turns the no-break spaces into spaces.
        words = [re.escape(word) for word in re.split(r"\s+", plain.strip())]
        return re.compile("^" + r"\s+".join(words) + "$")

    def guided(self) -> None:
        """Help → Guided first game: the next field and the introduction are heard, the
        focus on Begin; Begin (Space) gives the focus to the hand and the first step is
        heard; Show me selects the tile and says it with its roads and where it goes;
        Enter places it: the placement, the next field and the next step are heard."""
        self.join_first_game()
        self.menu_entry(self.p["guided_keys"])
        self.focus_is(self.p["begin"], self.button(self.p["begin"]))
        self.expect("the guided game", pattern(self.p["turn"], g1="1", g2="1", g3=FIELD),
                    self.guided_text("intro"))
        self.dump("guided", self.dump_dir)
        self.key("space")
        self.focus_is("the hand after Begin", self.on_hand)
        self.expect("Begin", self.guided_text("0"))
        self.key(self.p["show_key"])
        field = r"[A-H][1-3]"
        shown = self.expect("Show me", re.compile(
            "^(?P<tile>.+?) (?:" + "|".join(inner(w, False, g1=field)
                                         for w in self.p["show_where"]) + ")$"))[0]
        self.wait("the tile shown selected in the hand", lambda: any(
            self.tile_in_full(item.name) == shown["tile"] for item in
            (self.hand().getChildAtIndex(i) for i in range(self.hand().childCount))
            if item.getState().contains(pyatspi.STATE_SELECTED)))
        self.key("Return")
        self.expect("Enter on the tile shown", pattern(self.p["placed"]),
                    pattern(self.p["turn"], g1="1", g2="2", g3=FIELD), self.guided_text("1"))


    # --- a game resumed at start --------------------------------------------------------

    def resume(self) -> None:
        """The unfinished game (``test_resumed_game.py``: field 3) is offered at start: the
        question is read (a label of its dialog) with nothing of the game said before it;
        Enter answers Yes; the focus goes to the hand, then the field to fill is heard,
        once."""
        title = self.titled(self.p["unfinished_title"])
        dialog = self.wait(f"the question {title!r}", lambda: self.window(title))
        question = pattern(self.p["resume_question"], g1="3")
        self.wait("the question's words", lambda: pyatspi.findDescendant(
            dialog, lambda a: a.getRole() == pyatspi.ROLE_LABEL
            and question.match(a.name or "")))
        self.give_keyboard(title)
        self.focus_is("the question's default button", lambda s: s.getRole()
                      == pyatspi.ROLE_PUSH_BUTTON)
        self.pump()
        self.nothing_more("the question (the game's field, said where the question's focus "
                          "cuts it off)")
        self.key("Return")
        self.wait("the question to close", lambda: self.window(title) is None)
        self.give_keyboard(self.p["app"])
        self.focus_is("the hand of the resumed game", self.on_hand)
        field = self.expect("Yes", pattern(self.p["turn"], g1="1", g2="3", g3=FIELD))[0]["g3"]
        self.key("f")  # the field heard is the game's: F says it again
        self.expect("F (the field to fill)", pattern(self.p["turn"], g1="1", g2="3",
                                                     g3=re.escape(field)))


SCENARIOS = {"another-board": Explorer.another_board, "keys": Explorer.keys,
             "guided": Explorer.guided, "resume": Explorer.resume}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("scenario", choices=sorted(SCENARIOS))
    parser.add_argument("language", choices=sorted(PHRASES))
    parser.add_argument("transcript", type=Path)
    parser.add_argument("--dump-dir", type=Path)
    args = parser.parse_args()
    player = None
    try:
        player = Explorer(args.language, args.dump_dir)
        SCENARIOS[args.scenario](player)
        player.pump()
        player.check_order()
        return 0
    except Failure as failure:
        print(f"accessibility client: {failure}", file=sys.stderr)
        return 1
    finally:
        if player is not None:
            args.transcript.write_text(json.dumps(
                {"heard": player.heard, "log": player.log}, ensure_ascii=False, indent=1),
                encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
