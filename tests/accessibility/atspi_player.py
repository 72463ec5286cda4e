"""A blind player, through AT-SPI only: plays a whole solitaire game and its review.

Run with the system Python (``python3-pyatspi``), as a separate process from the
application. It reads only what the accessibility bus offers (names, descriptions,
states, ``object:announcement`` events) and presses keys (``xdotool key``, real X
input). Every decision comes from what it read: the field to fill from the board's
description, the tiles from the hand's items. After each action it waits for the
announcements that action must bring, in order, and fails (exit status 1, the reason
on stderr) when one is missing, different or said twice. Like a window manager, it
gives the keyboard to a window that opens and back to the main window when one
closes (Xvfb has no window manager).

    python3 atspi_player.py LANGUAGE TRANSCRIPT [--dump-dir DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

sys.path.insert(0, str(Path(__file__).parent))
from phrases import PHRASES

PATIENCE = float(os.environ.get("DQ_A11Y_PATIENCE", "120"))
"""The longest wait for one thing (a review on a busy machine takes the longest)."""
FIELD = r"[A-H][1-3]"
DEAL = "2026"
"""Typed in the New Game dialog: the same deal in every run, the same trees in docs/."""


def in_open_menu(item) -> bool:
    """An entry of a menu that is open: the menu bar's own title (focused first, before
    its menu is up) is not one; an entry's key sent then went to the bar and was lost."""
    if item is None or item.getRole() not in (pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_MENU):
        return False
    parent = item.parent
    return parent is not None and parent.getRole() != pyatspi.ROLE_MENU_BAR


class Failure(Exception):
    """What the player expected and did not read or hear."""


def inner(template: str, named: bool = True, **groups: str) -> str:
    """A template's regular expression: ``%n`` becomes group ``gn`` (``groups``: its own
    expression, else any text); unnamed groups to go inside another pattern."""
    out = []
    for part in re.split(r"(%\d)", template):
        if re.fullmatch(r"%\d", part):
            name = f"g{part[1]}"
            head = f"?P<{name}>" if named else "?:"
            out.append(f"({head}{groups.get(name, '.+?')})")
        else:
            out.append(re.escape(part))
    return "".join(out)


def any_of(templates: list[str], **groups: str) -> str:
    return "|".join(f"(?:{inner(t, False, **groups)})" for t in templates)


def pattern(template: str, **groups: str) -> re.Pattern[str]:
    return re.compile("^" + inner(template, **groups) + "$", re.DOTALL)


class Player:
    def __init__(self, language: str, dump_dir: Path | None) -> None:
        self.language = language
        self.p: dict = PHRASES[language]
        self.dump_dir = dump_dir
        self.heard: list[str] = []
        self.read = 0
        """How many announcements the checks have consumed."""
        self.focused = None
        self.focus_moves = 0
        self.transcript: list[dict] = []
        self.game_from = 0
        """Where the game this client plays begins in ``heard``: the one dealt at start-up
        may be heard before it, and its first sentence may be the very same (two games
        whose first field is the same), which is no repetition."""
        self.placements: list[tuple[str, str]] = []
        """(field, tile words) of each placement, as the player chose it."""
        self.tiles_as_printed: set[str] = set()
        """Every hand item read as printed (not turned): one name per tile of the set."""
        self.log: list[tuple[str, str]] = []
        """What this client did ("key") and what the bus told ("focus", "said"), in order:
        the order in which a screen reader would get them."""
        self.renamed: list[str] = []
        """The new names of objects, in the order the bus told them."""
        pyatspi.Registry.registerEventListener(self._announced, "object:announcement")
        pyatspi.Registry.registerEventListener(self._focus, "object:state-changed:focused")
        pyatspi.Registry.registerEventListener(self._renamed,
                                               "object:property-change:accessible-name")
        self.app = self.wait("the application on the bus", self._find_app)
        self.pid = self.app.get_process_id()

    # --- the bus ---------------------------------------------------------------------

    def _announced(self, event) -> None:
        self.heard.append(str(event.any_data))
        self.log.append(("said", str(event.any_data)))

    def _renamed(self, event) -> None:
        self.renamed.append(str(event.any_data))

    def _focus(self, event) -> None:
        if event.detail1:
            self.focused = event.source
            self.focus_moves += 1
            self.log.append(("focus", self._focus_text()))

    def _focus_text(self) -> str:
        try:
            return f"[{self.focused.getRoleName()}] {self.focused.name!r}"
        except Exception:  # none yet, or gone
            return "nothing known"

    def _window_names(self) -> list[str]:
        try:
            return [f"{w.name!r}" for w in self.windows()
                    if w.getState().contains(pyatspi.STATE_SHOWING)]
        except Exception:  # the application went away
            return []

    def pump(self) -> None:
        context = GLib.MainContext.default()
        while context.pending():
            context.iteration(False)

    def wait(self, what: str, probe, patience: float = PATIENCE):
        deadline = time.monotonic() + patience
        while True:
            self.pump()
            try:
                value = probe()
            except Exception:  # an object that went away while it was read
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                raise Failure(f"waited {patience:.0f} s for {what}; heard since: "
                              f"{self.heard[self.read:]}; focus on {self._focus_text()}; windows "
                              f"{self._window_names()}")
            time.sleep(0.05)

    def _find_app(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == "dq-desktop" and app.childCount:
                return app
        return None

    def windows(self) -> list:
        return [self.app.getChildAtIndex(i) for i in range(self.app.childCount)]

    def window(self, name: str):
        return next((w for w in self.windows()
                     if w.name == name and w.getState().contains(pyatspi.STATE_SHOWING)), None)

    def find(self, root, role: int, name: str):
        return pyatspi.findDescendant(
            root, lambda a: a.getRole() == role and a.name == name
            and a.getState().contains(pyatspi.STATE_SHOWING))

    def main(self):
        return self.window(self.p["app"])

    def names_shown(self, title: str) -> list[str]:
        """The names of the objects shown in the window whose title starts with ``title``
        (none while it is not shown)."""
        root = next((w for w in self.windows() if w.name.startswith(title)
                     and w.getState().contains(pyatspi.STATE_SHOWING)), None)
        if root is None:
            return []
        return [a.name for a in pyatspi.findAllDescendants(
            root, lambda a: a.getState().contains(pyatspi.STATE_SHOWING))]

    def board(self):
        return self.find(self.main(), pyatspi.ROLE_FILLER, self.p["board"])

    def hand(self):
        return self.find(self.main(), pyatspi.ROLE_LIST, self.p["hand"])

    def hand_items(self) -> list[str]:
        hand = self.hand()
        return [hand.getChildAtIndex(i).name for i in range(hand.childCount)]

    # --- keys and windows ------------------------------------------------------------

    def menu_entry(self, keys: list[str]) -> None:
        """A menu's key, then its entry's once the menu has the focus: sent together, the
        entry's key reached the window before the menu was up on a loaded machine."""
        menu, *entry = keys
        moves = self.focus_moves
        self.key(menu)
        self.wait(f"the menu of {menu} to take the focus", lambda: self.focus_moves > moves
                  and in_open_menu(self.focused))
        self.key(*entry)

    def key(self, *names: str) -> None:
        self.pump()
        self.log.append(("key", " ".join(names)))
        subprocess.run(["xdotool", "key", "--clearmodifiers", *names], check=True, timeout=60)

    def x_windows(self, title: str) -> list[str]:
        """The application's X windows shown with the title ``title``."""
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(self.pid), "--name",
             "^" + re.escape(title) + "$"], capture_output=True, text=True, timeout=60)
        return found.stdout.split()

    def give_keyboard(self, title: str) -> None:
        """As a window manager does: the window ``title`` (as AT-SPI names it, which is
        its X title) gets the keyboard."""
        window = self.wait(f"the X window titled {title!r}", lambda: self.x_windows(title))[-1]
        self.pump()
        self.log.append(("key", f"(the keyboard to {title!r})"))
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True, timeout=60)

    def tab_to(self, name: str) -> None:
        """Tab until the object named ``name`` has the focus (as a listener would)."""
        for _ in range(40):
            if self.focused is not None and self.focused.name == name:
                return
            moves = self.focus_moves
            self.key("Tab")
            self.wait("the focus to move", lambda before=moves: self.focus_moves > before)
        raise Failure(f"Tab never reached {name!r}")

    def focus_is(self, what: str, test, patience: float = PATIENCE):
        def probe():
            source = self.focused
            return source if source is not None and test(source) else None
        return self.wait(f"the focus on {what}", probe, patience)

    def on_hand(self, source) -> bool:
        parent = source.parent
        return (source.getRole() == pyatspi.ROLE_LIST_ITEM and parent is not None
                and parent.name == self.p["hand"]) or (
            source.getRole() == pyatspi.ROLE_LIST and source.name == self.p["hand"])

    def button(self, name: str):
        return lambda s: s.getRole() == pyatspi.ROLE_PUSH_BUTTON and s.name == name

    # --- hearing -----------------------------------------------------------------------

    def expect(self, action: str, *expected) -> list[re.Match[str]]:
        """Wait until the announcements after ``action`` are those ``expected`` (a pattern
        each, in order, or a list of alternatives); nothing else, nothing twice."""
        start = self.read
        self.wait(f"{len(expected)} announcement(s) after {action}",
                  lambda: len(self.heard) - start >= len(expected))
        said = self.heard[start:start + len(expected)]
        self.read = start + len(expected)
        self.transcript.append({"action": action, "heard": said})
        matches = []
        for text, wanted in zip(said, expected, strict=True):
            options = wanted if isinstance(wanted, list) else [wanted]
            match = next((m for m in (o.match(text) for o in options) if m), None)
            if match is None:
                raise Failure(f"after {action}, heard {text!r}; expected "
                              f"{[o.pattern for o in options]}")
            matches.append(match)
        return matches

    def expect_unordered(self, action: str, *expected: re.Pattern[str]) -> None:
        """As ``expect``, the sentences in any order (each from work of its own)."""
        start = self.read
        self.wait(f"{len(expected)} announcement(s) after {action}",
                  lambda: len(self.heard) - start >= len(expected))
        said = self.heard[start:start + len(expected)]
        self.read = start + len(expected)
        self.transcript.append({"action": action, "heard": said})
        left = list(expected)
        for text in said:
            match = next((p for p in left if p.match(text)), None)
            if match is None:
                raise Failure(f"after {action}, heard {text!r}; expected one of "
                              f"{[p.pattern for p in left]}")
            left.remove(match)

    def nothing_more(self, action: str) -> None:
        """Every announcement heard so far was expected (none said twice in a row)."""
        if len(self.heard) > self.read:
            raise Failure(f"after {action}, unexpected announcements: {self.heard[self.read:]}")

    def check_order(self) -> None:
        """Every sentence was given time: after each action, the focus moved first and
        the sentences came after it; none was followed by a focus change before the next
        action (a screen reader stops speaking when the focus moves). Only the notes that
        work is under way may be cut short by its answer taking the focus: the expert
        thinking (the hinted tile), the review's progress (its first step on the board)."""
        progress = pattern(self.p["progress"], g1=r"\d+", g2=r"\d+")

        def interim(said: str) -> bool:
            """A note that what was asked is under way, superseded by its answer."""
            return said == self.p["thinking"] or bool(progress.match(said))

        spoken: list[str] = []
        for at, (kind, what) in enumerate(self.log):
            if kind == "key":
                spoken = []
            elif kind == "said" and not interim(what):
                spoken.append(what)
            elif kind == "focus" and spoken:
                context = self.log[max(0, at - 6):at + 2]
                raise Failure(f"the focus moved to {what} after {spoken[-1]!r} was said, "
                              f"in the same action: {context}")

    # --- the tree ----------------------------------------------------------------------

    def dump(self, moment: str, folder: Path | None) -> None:
        """Write the showing objects of every window; fail on a focusable one unnamed."""
        lines: list[str] = []
        unnamed: list[str] = []

        def walk(node, depth: int) -> None:
            states = node.getState()
            if not states.contains(pyatspi.STATE_SHOWING) and depth > 0:
                return
            focusable = states.contains(pyatspi.STATE_FOCUSABLE)
            line = f"{'  ' * depth}[{node.getRoleName()}] {node.name!r}"
            if node.description and depth > 0:  # the application's: a path on this machine
                line += f" — {node.description!r}"
            if focusable:
                line += " (focusable)"
                if not node.name.strip():
                    unnamed.append(line.strip())
            lines.append(line)
            for i in range(node.childCount):
                child = node.getChildAtIndex(i)
                if child is not None:
                    walk(child, depth + 1)

        walk(self.app, 0)
        if folder is not None:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / f"{moment}.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        if unnamed:
            raise Failure(f"at {moment}, focusable objects without a name: {unnamed}")

    # --- the game ----------------------------------------------------------------------

    def new_game(self) -> str:
        """Ctrl+N, Tab to the deal number, type it, Enter: a solitaire game begins; its
        first field is announced."""
        self.give_keyboard(self.p["app"])
        # The game dealt at start-up may be announced while this client joins the bus:
        # once its banner is readable, what it said is past and left aside.
        banner = pattern(self.p["turn"], g1="1", g2="1", g3=FIELD)
        self.wait("the first game's banner", lambda: pyatspi.findDescendant(
            self.main(), lambda a: a.getRole() == pyatspi.ROLE_LABEL
            and banner.match(a.name or "")))
        self.pump()
        self.read = self.game_from = len(self.heard)
        before = {w.name for w in self.windows() if w.getState().contains(pyatspi.STATE_SHOWING)}
        self.key("ctrl+n")
        dialog = self.wait("the New Game dialog", lambda: next(
            (w.name for w in self.windows() if w.name not in before
             and w.getState().contains(pyatspi.STATE_SHOWING)), None))
        self.give_keyboard(dialog)
        self.dump("new-game", self.dump_dir)
        self.combo_boxes_labelled(dialog)
        self.tab_to(self.p["deal"])
        subprocess.run(["xdotool", "type", "--delay", "30", DEAL], check=True, timeout=60)
        self.key("Return")
        self.wait("the dialog to close", lambda: self.window(dialog) is None)
        self.give_keyboard(self.p["app"])
        turn = self.expect("a new game", pattern(self.p["turn"], g1="1", g2="1", g3=FIELD))[0]
        self.focus_is("the hand", self.on_hand)
        return turn["g3"]

    def combo_boxes_labelled(self, title: str) -> None:
        """On Linux a combo box is named by its value ("Human"); what it chooses is the
        label it is labelled by: every combo box of the window has one of its own."""
        boxes = pyatspi.findAllDescendants(self.window(title),
                                           lambda a: a.getRole() == pyatspi.ROLE_COMBO_BOX)
        labels = []
        for box in boxes:
            by = [relation.getTarget(i).name for relation in box.getRelationSet()
                  if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY
                  for i in range(relation.getNTargets())]
            if not by or not by[0].strip():
                raise Failure(f"the combo box {box.name!r} of {title!r} has no label")
            labels.append(by[0])
        if len(set(labels)) != len(labels):
            raise Failure(f"combo boxes of {title!r} share labels: {labels}")

    def field_to_fill(self) -> str:
        """Shift+Tab to the board, Home to the field to fill: read from its description."""
        self.key("shift+Tab")
        self.focus_is("the board", lambda s: s.name == self.p["board"])
        self.key("Home")
        to_fill = pattern(self.p["to_fill"], g1=FIELD)
        description = self.wait("the board's description of the field to fill",
                                lambda: to_fill.match(self.board().description))
        self.key("Tab")
        self.focus_is("the hand", self.on_hand)
        self.pump()
        # What the board reader said of the fields under its cursor is not of the game.
        cursor = re.compile(f"^{FIELD}\\W")
        said = self.heard[self.read:]
        if not all(cursor.match(text) for text in said):
            raise Failure(f"while reading the board, heard {said}")
        self.read = len(self.heard)
        return description["g1"]

    def helper_total(self) -> int:
        """The total the scoring helper shows for the round (its value label's name)."""
        totals = [pattern(t, g1=r"\d+") for t in self.p["helper_total"]]

        def read() -> re.Match[str] | None:
            label = pyatspi.findDescendant(self.main(), lambda a: a.getRole() ==
                                           pyatspi.ROLE_LABEL and any(
                                               t.match(a.name or "") for t in totals))
            return next((m for m in (t.match(label.name) for t in totals) if m), None) \
                if label is not None else None

        return int(self.wait("the scoring helper's total", read)["g1"])

    def helper_category(self) -> None:
        """Tab from the hand onto the helper's first category: it is read with its points
        (those its value label shows) and its state this round, its rule described."""
        self.key("Tab")
        read = pattern(self.p["castle6"], g1=self.p["points"], g2=self.p["castle6_state"])
        category = self.focus_is("the 6-castle's category", lambda s: read.match(s.name or ""))
        points = read.match(category.name)["g1"]
        value = pattern(self.p["castle6"].split(", ")[0], g1=re.escape(points))
        if pyatspi.findDescendant(self.main(), lambda a: a.getRole() == pyatspi.ROLE_LABEL
                                  and value.match(a.name or "")) is None:
            raise Failure(f"the category says {category.name!r}; the helper shows otherwise")
        if not category.description:
            raise Failure("the category's rule is not its description")
        self.key("shift+Tab")
        self.focus_is("the hand", self.on_hand)

    def tile_in_full(self, item: str) -> str:
        """A hand item's tile: its symbols and its roads ('church above. Roads: N–SE–NW.')."""
        aside = pattern(self.p["set_aside"]).match(item)
        return aside["g1"] if aside else item

    def split_tile(self, item: str) -> tuple[str, str]:
        """A hand item's (symbols, roads); fails when it does not name its roads."""
        roads = inner(self.p["roads"], False, g1=r"[A-Z–, ]+")
        full = pattern(self.p["tile"], g2=roads).match(self.tile_in_full(item))
        if full is None:
            raise Failure(f"the hand's item {item!r} does not name its roads")
        return full["g1"], full["g2"]

    def tile_words(self, item: str) -> str:
        """What a sentence calls the tile: its symbols, turned or not."""
        return self.split_tile(item)[0]

    def remember_tiles(self, items: list[str]) -> None:
        turned = pattern(self.p["turned"])
        for item in items:
            if not item.startswith("Sancho") and not turned.match(self.tile_words(item)):
                self.tiles_as_printed.add(self.tile_in_full(item))

    def choose(self, step: int, items: list[str]) -> int:
        """A row of the hand: the tile set aside on the last field only, else varied."""
        aside = [i for i, name in enumerate(items) if pattern(self.p["set_aside"]).match(name)]
        if step == 21:
            if not aside:
                raise Failure(f"no tile set aside in the hand at the last field: {items}")
            return aside[0]
        free = [i for i in range(len(items)) if i not in aside]
        return free[(step * 5) % len(free)]

    def play(self) -> None:
        field = self.new_game()
        self.dump("start", self.dump_dir)
        for step in range(22):
            read = self.field_to_fill()
            if read != field:
                raise Failure(f"announced {field} to fill, the board says {read}")
            if step == 3:
                self.rules_and_back()
            if step == 5:
                self.helper_category()
            items = self.wait("the hand's tiles", self.hand_items)
            self.remember_tiles(items)
            if step == 16:
                self.refused(items)
            if step == 1:
                row, words = self.hint(field)
            else:
                row = self.choose(step, items)
                self.key(str(row + 1))
                words = self.tile_words(items[row])
                if step % 3 == 2 and not pattern(self.p["set_aside"]).match(items[row]):
                    words = self.turn(row, words)
            field = self.place(step, field, words, self.preview_of(row, field))

    def turn(self, row: int, words: str) -> str:
        """R: the tile turns, its item's words say so (its symbols change halves and its
        roads move), and the bus tells of the new name, which a screen reader says."""
        told = len(self.renamed)
        self.key("r")
        turned = pattern(self.p["turned"])

        def read() -> str | None:
            now = self.hand_items()[row]
            return now if turned.match(self.tile_words(now)) and now in self.renamed[told:] \
                else None

        return self.tile_words(self.wait("the turned tile's new name told", read))

    def preview_of(self, row: int, field: str) -> str:
        """What the hand's item at ``row`` says it would change on ``field`` (its
        description): the helper's change the placement must then announce."""
        previews = [pattern(t, g1=re.escape(field)) for t in self.p["preview"]]

        def read() -> re.Match[str] | None:
            said = self.hand().getChildAtIndex(row).description or ""
            return next((m for m in (p.match(said) for p in previews) if m), None)

        said = self.wait(f"the preview of row {row + 1} on {field}", read)
        if said.re is previews[1]:
            return self.p["helper"][1]
        return self.p["helper"][0].replace("%1", said["g2"]).replace("%2", said["g3"])

    def hint(self, field: str) -> tuple[int, str]:
        """H: the expert's choice is announced and selected in the hand."""
        self.key("h")
        hint = self.expect("H (hint)", pattern(self.p["thinking"]),
                           pattern(self.p["hint"], g2=re.escape(field)))[1]
        words = hint["g1"]
        full = self.p["tile"].replace("%1", words).replace("%2", hint["g3"])
        hand = self.hand()

        def selected():
            for i in range(hand.childCount):
                item = hand.getChildAtIndex(i)
                if item.getState().contains(pyatspi.STATE_SELECTED):
                    return (i, item.name)
            return None

        row, name = self.wait("the hinted tile selected in the hand", selected)
        if self.tile_in_full(name) != full:
            raise Failure(f"the hint said {full!r}, the hand selected {name!r}")
        return row, words

    def refused(self, items: list[str]) -> None:
        """The tile set aside, placed before the last field: refused, and why."""
        row = next(i for i, n in enumerate(items) if pattern(self.p["set_aside"]).match(n))
        why = self.hand().getChildAtIndex(row).description
        if why != self.p["refused_aside"]:
            raise Failure(f"the tile set aside is described {why!r} before the last field")
        self.key(str(row + 1), "Return")
        self.expect("Enter with the tile set aside", pattern(self.p["refused_aside"]))

    def place(self, step: int, field: str, words: str, preview: str) -> str:
        """Enter: the placement, the helper's change, a round's scoring, then the next
        field (returned) or the final standings. The helper's change announced is the
        change the tile's preview said, and the change of the total the helper shows."""
        before = self.helper_total()
        self.key("Return")
        mark = len(self.log)
        expected = [pattern(self.p["placed"], g1=re.escape(words), g2=re.escape(field),
                            g3=re.escape(preview))]
        rounds = {8: 1, 15: 2, 21: 3}
        if step in rounds:
            expected.append(pattern(self.p["round"], g1=str(rounds[step]), g3=r"\d+"))
        next_field = pattern(self.p["turn"], g1=str(1 if step < 8 else 2 if step < 15 else 3),
                             g2=str(step + 2), g3=FIELD)
        if step == 21:
            expected.append(pattern(self.p["final"], g1=any_of(self.p["band"], g1=r"\d+")))
        elif step not in rounds:
            expected.append(next_field)
        heard = self.expect(f"Enter on {field} with {words!r}", *expected)
        self.placements.append((field, words))
        if step not in rounds:  # within a round, the helper shows the same round's score
            change = pattern(self.p["helper"][0], g2=r"[+-]\d+").match(heard[0]["g3"])
            after = before + (int(change["g2"]) if change else 0)
            self.wait(f"the helper's total to read {after} (it read {before}; heard "
                      f"{heard[0].group(0)!r})", lambda: self.helper_total() == after)
        if step in rounds:
            # Straight to the card: its button is the only place the focus went.
            self.pump()
            button = self.p["continue"] if step < 21 else self.p["close"]
            went = [what for kind, what in self.log[mark:] if kind == "focus"]
            if went != [f"[push button] {button!r}"]:
                raise Failure(f"at the end of round {rounds[step]} the focus went to {went}")
        if step in (8, 15):
            # The card took the focus before its sentences; the next field comes after it.
            self.focus_is(self.p["continue"], self.button(self.p["continue"]))
            if step == 8:
                self.dump("round-end", self.dump_dir)
            self.key("Return")
            self.focus_is("the hand after the round's results", self.on_hand)
            return self.expect("Continue", next_field)[0]["g3"]
        if step == 21:
            # Each arrives when its work is done: the record book, the expert, the hindsight.
            hindsight = self.p["hindsight"].replace("%1", ".+?").replace("%2", r"\d+")
            self.expect_unordered("the game's end (the record book, the expert, the best "
                                  "total in hindsight)",
                                  pattern(self.p["best"], g1=re.escape(self.p["assisted_kind"])),
                                  pattern(self.p["expert"], g1=r"\d+"),
                                  re.compile("^" + hindsight + "$"))
            self.focus_is(self.p["close"], self.button(self.p["close"]))
            self.dump("standings", self.dump_dir)
            return ""
        return heard[-1]["g3"]

    def titled(self, title: str) -> str:
        """A side window's title: its own, then the application's name, once."""
        return f"{title} — {self.p['app']}"

    def rules_and_back(self) -> None:
        """F1 opens the rules (titled once with the application's name); Escape closes
        them, and the keys of play work again: the focus is back in the hand."""
        self.key("F1")
        rules = self.titled(self.p["rules_title"])
        self.wait(f"the rules window titled {rules!r}", lambda: self.window(rules))
        self.give_keyboard(rules)
        self.key("Escape")
        self.wait("the rules window to close", lambda: self.window(rules) is None)
        self.give_keyboard(self.p["app"])
        self.focus_is("the hand after the rules window closed", self.on_hand)

    # --- the review ----------------------------------------------------------------------

    def review(self) -> None:
        """Shift+Tab from Close to "Review the game", Space; each placement's verdict and
        reasons are announced as the arrows step through them."""
        self.key("shift+Tab")
        self.focus_is(self.p["review_button"], self.button(self.p["review_button"]))
        self.key("space")
        title = self.wait("the review window", lambda: next(
            (w.name for w in self.windows() if w.name.startswith(self.p["review_title"])
             and w.getState().contains(pyatspi.STATE_SHOWING)), None))
        self.give_keyboard(title)
        verdicts = "|".join(re.escape(v) for v in self.p["verdicts"])
        self.review_progress()
        for index, keys in ((0, ()), (1, ("Right",)), (21, ("End",))):
            if keys:
                self.key(*keys)
            said = self.expect(f"the review at field {index + 1}",
                               pattern(self.p["review_step"], g1=str(index + 1), g2=verdicts))[0]
            self.check_reasons(index, said["g3"])
            if index == 0:
                self.dump("review", self.dump_dir)
            if index == 1:
                # The button says which placement Space shows beside the one made: the
                # expert's choice, or the best found when a rival did better.
                other = self.wait("the button of the other placement", lambda: next(
                    (name for name in self.names_shown(self.p["review_title"])
                     if name in self.p["other_buttons"]), None))
                self.key("space")
                self.expect(f"Space ({other})",
                            pattern(self.p[self.p["other_buttons"][other]],
                                    g2=re.escape(self.placements[1][0])))
                self.try_a_tile(self.placements[1][0])
                self.key_moment(2, verdicts)
        self.puzzles(self.p["review_title"])
        self.key("End")  # the expert goes on from the last field shown
        self.expect("End in the review", pattern(self.p["review_step"], g1="22", g2=verdicts))
        self.expert_line(self.p["review_title"])
        self.key("Escape")
        self.wait("the review to close", lambda: not any(
            w.name.startswith(self.p["review_title"])
            and w.getState().contains(pyatspi.STATE_SHOWING) for w in self.windows()))
        self.give_keyboard(self.p["app"])
        self.focus_is(f"{self.p['close']} after the review closed",
                      self.button(self.p["close"]))
        self.nothing_more("closing the review")

    def review_progress(self) -> None:
        """While the review works, its progress is heard now and then (each a count of
        placements reviewed, growing), and only until its first step: how many depends
        on the machine's speed, their words and order do not."""
        progress = pattern(self.p["progress"], g1=r"\d+", g2="22")
        counts: list[int] = []
        while True:
            self.wait("the review's progress or its first step",
                      lambda: len(self.heard) > self.read)
            said = progress.match(self.heard[self.read])
            if said is None:
                break
            counts.append(int(said["g1"]))
            self.read += 1
            self.transcript.append({"action": "the review under way", "heard": [said.group(0)]})
        if counts != sorted(set(counts)) or any(not 0 < c < 22 for c in counts):
            raise Failure(f"the review's progress went {counts}")
        self.review_counts = counts

    def try_a_tile(self, field: str) -> None:
        """Tab to the hand at the field shown; a digit picks a tile neither placed nor
        the best found (its item names it with its roads): the review's judgement of that
        tile on the field is heard."""
        self.tab_to(self.p["review_hand"])
        hand = self.focused
        items = [hand.getChildAtIndex(i).name for i in range(hand.childCount)]
        row = next((i for i, name in enumerate(items[:9])
                    if " — " not in name and not name.startswith("Sancho")), None)
        if row is None:
            raise Failure(f"no other tile to try in the review's hand: {items}")
        words = self.tile_words(items[row])
        self.key(str(row + 1))
        self.focus_is(f"the tile tried ({items[row]!r})", lambda s: s.name == items[row])
        # The sentence starts with the tile's words, its first letter a capital.
        said = words[:1].upper() + words[1:]
        judged = [pattern(t, g1=re.escape(said), g2=re.escape(field)) for t in self.p["tried"]]
        self.expect(f"{row + 1} in the review's hand ({words!r})", judged)

    def key_moment(self, at: int, verdicts: str) -> None:
        """K: the next key moment after field ``at`` (the first after the last), as its
        button names it, is shown and its step heard."""
        moment = pattern(self.p["key_moment"], g3=r"\d+", g4=FIELD)
        fields = sorted({int(m["g3"]) for m in (moment.match(name) for name in
                                                 self.names_shown(self.p["review_title"])) if m})
        if not fields:
            raise Failure("the review names no key moment")
        after = next((f for f in fields if f > at), fields[0])
        self.key("k")
        self.expect(f"K (key moments on fields {fields})",
                    pattern(self.p["review_step"], g1=str(after), g2=verdicts))
        self.key("shift+Tab")  # out of the hand: the window's own keys again
        self.focus_is("the review's board", lambda s: s.name == self.p["principality"])

    def records(self) -> None:
        """Game → Records: the record book holds the game just played; no focusable
        object without a name (a band's cell blank below the marks had none); Tab moves
        from a cell of the games' table out of it (the table kept Tab for itself)."""
        self.menu_entry(self.p["records_keys"])
        title = self.titled(self.p["records_title"])
        self.wait(f"the window {title!r}", lambda: self.window(title))
        self.give_keyboard(title)
        self.dump("records", self.dump_dir)

        def in_table(source) -> bool:
            return source.getRole() in (pyatspi.ROLE_TABLE_CELL, pyatspi.ROLE_TABLE)

        for _ in range(20):
            if self.focused is not None and in_table(self.focused):
                break
            moves = self.focus_moves
            self.key("Tab")
            self.wait("the focus to move", lambda before=moves: self.focus_moves > before)
        else:
            raise Failure("Tab never reached the table of games")
        self.key("space")  # the game under the cursor chosen (for Review, below)
        moves = self.focus_moves
        self.key("Tab")
        left = self.focus_is("the focus out of the table", lambda s: self.focus_moves > moves
                             and not in_table(s))
        if left is None:
            raise Failure("Tab stayed in the table of games")
        self.review_from_the_records(title)
        self.closed(title, self.p["app"])

    def window_of(self, source) -> str:
        """The title of the window that holds ``source``."""
        node = source
        while node is not None and node.getRole() not in (
                pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG, pyatspi.ROLE_WINDOW):
            node = node.parent
        return node.name if node is not None else ""

    def review_from_the_records(self, records: str) -> None:
        """The record book's Review (Space on it) opens the game's review; Escape closes
        it, and the keyboard goes back to the record book by itself (this client gives it
        nowhere): the player goes on where he was, not in the game under the book."""
        self.tab_to(self.p["records_review"])
        self.key("space")
        review = self.showing_window(self.p["review_title"])
        self.give_keyboard(review)
        self.review_progress()  # and the first step, which review_progress leaves unread
        self.read = len(self.heard)
        moves = self.focus_moves
        self.key("Escape")
        self.wait("the review to close", lambda: not any(
            w.name.startswith(self.p["review_title"])
            and w.getState().contains(pyatspi.STATE_SHOWING) for w in self.windows()))
        self.wait(f"the focus back in {records!r}", lambda: self.focus_moves > moves
                  and self.window_of(self.focused) == records, patience=30)

    def showing_window(self, starts: str) -> str:
        """The title of the window shown whose title starts with ``starts``."""
        return self.wait(f"the window {starts!r}", lambda: next(
            (w.name for w in self.windows() if w.name.startswith(starts)
             and w.getState().contains(pyatspi.STATE_SHOWING)), None))

    def closed(self, title: str, back_to: str) -> None:
        """Escape closes the window ``title``; the keyboard goes back to the window whose
        title starts with ``back_to``."""
        self.key("Escape")
        self.wait(f"{title!r} to close", lambda: self.window(title) is None)
        self.give_keyboard(self.showing_window(back_to))

    def puzzles(self, review: str) -> None:
        """Tab to "Learn from the mistakes…" and Space (it presses the button, not the
        review's own Space): the puzzle's question is heard with the focus in its hand;
        Tab reaches its board, read on the field to fill; Enter: the expert thinks, then
        the judgement is heard."""
        best, field_number = self.best_of_the_first_mistake()
        self.tab_to(self.p["puzzles_button"])
        self.key("space")
        title = self.showing_window(self.p["puzzles_title"])
        self.give_keyboard(title)
        self.focus_is("the puzzle's hand", self.on_hand)
        asked = self.expect("the puzzles", pattern(self.p["puzzle"], g1=r"1", g2=r"\d+",
                                                   g3=str(field_number), g4=FIELD))[0]
        self.key("shift+Tab")
        board = self.focus_is("the puzzle's board", lambda s: s.name == self.p["principality"])
        to_fill = pattern(self.p["to_fill"], g1=re.escape(asked["g4"]))
        self.wait("the puzzle's board read on its field", lambda: to_fill.match(
            board.description or ""))
        self.key("Tab")
        self.focus_is("the puzzle's hand", self.on_hand)
        thinking = re.compile("^" + re.escape(self.p["thinking"]) + "$")
        self.key("Return")
        said = self.expect("Enter in a puzzle", thinking, re.compile("^" + self.p["answer"]))[1]
        if said.group(0).startswith(self.p["not_yet"]):
            # Not yet, and a clue: the tile the review's Space named, turned as it named it.
            self.pick(best)
            self.key("Return")
            said = self.expect("Enter on the best placement found", thinking,
                               re.compile("^" + self.p["answer"]))[1]
        if not said.group(0).startswith(self.p["solved"]):
            raise Failure(f"the puzzle was not solved: {said.group(0)!r}")
        self.closed(title, review)

    def best_of_the_first_mistake(self) -> tuple[str, int]:
        """Home, then N until a mistake or blunder (the first puzzle), Space: the best
        placement found there is heard, its tile with its roads ('church above. Roads:
        N–SE–NW.'); returns it and the field's number."""
        verdicts = "|".join(re.escape(v) for v in self.p["verdicts"])
        step = pattern(self.p["review_step"], g1=r"\d+", g2=verdicts)
        self.key("Home")
        said = self.expect("Home in the review", step)[0]
        while said["g2"] not in self.p["verdicts"][4:]:
            self.key("n")
            said = self.expect("N (the next mistake)", step)[0]
        self.key("space")
        # The field named: a tile's words hold the word before it ("église en haut … en B3").
        other = any_of([self.p["expert_choice"], self.p["best_choice"]], g2=FIELD)
        shown = self.expect("Space (the best placement found)", re.compile(f"^(?:{other})$"))[0]
        for name in ("expert_choice", "best_choice"):
            named = pattern(self.p[name], g2=FIELD).match(shown.group(0))
            if named:
                return f"{named['g1']}. {named['g3']}", int(said["g1"])
        raise Failure(f"Space said {shown.group(0)!r}")

    def pick(self, tile: str) -> None:
        """In the puzzle's hand: the digit of each tile in turn, R when turned it is the
        one, until its item reads ``tile`` (symbols and roads as it would lie)."""
        focused = self.focus_is("the puzzle's hand", self.on_hand)
        hand = focused if focused.getRole() == pyatspi.ROLE_LIST else focused.parent
        for row in range(min(hand.childCount, 9)):
            self.key(str(row + 1))
            item = self.wait(f"row {row + 1} of the puzzle's hand selected", lambda r=row: (
                lambda child: child if child.getState().contains(pyatspi.STATE_SELECTED)
                else None)(hand.getChildAtIndex(r)))
            if self.tile_in_full(item.name) == tile:
                return
            if pattern(self.p["set_aside"]).match(item.name):
                continue
            told = len(self.renamed)
            self.key("r")
            turned = self.wait("the turned tile's new name told", lambda r=row, t=told: next(
                (n for n in self.renamed[t:] if n == hand.getChildAtIndex(r).name), None))
            if self.tile_in_full(turned) == tile:
                return
        raise Failure(f"no tile of the puzzle's hand reads {tile!r}")

    def expert_line(self, review: str) -> None:
        """Tab to "Show how the expert would go on…", Space: the replay of his line opens
        and says the step shown, its field and tile with roads; → says the next one."""
        self.tab_to(self.p["line_button"])
        self.key("space")
        title = self.showing_window(self.p["line_title"].replace("%1", "22"))
        self.give_keyboard(title)
        step = pattern(self.p["replay_step"], g1="3", g2=r"\d+", g3="22", g4=FIELD)
        shown = self.expect("the expert's line", step)[0]
        self.key("Right")
        following = self.expect("→ in the replay", step)[0]
        if int(following["g2"]) != int(shown["g2"]) + 1:
            raise Failure(f"→ went from {shown.group(0)!r} to {following.group(0)!r}")
        self.closed(title, review)

    def check_reasons(self, index: int, reasons: str) -> None:
        """The reasons name the player's own placement: its field and its tile."""
        field, words = self.placements[index]
        yours = pattern(self.p["yours"], g1=re.escape(field), g2=re.escape(words))
        first = re.split(r"(?<=\.) ", reasons, maxsplit=1)[0]
        if not yours.match(first):
            raise Failure(f"the review of field {index + 1} says {reasons!r}; expected it "
                          f"to name {words!r} on {field}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("language", choices=sorted(PHRASES))
    parser.add_argument("transcript", type=Path)
    parser.add_argument("--dump-dir", type=Path)
    args = parser.parse_args()
    player = None
    try:
        player = Player(args.language, args.dump_dir)
        player.play()
        player.review()
        player.records()
        player.pump()
        player.check_order()
        return 0
    except Failure as failure:
        print(f"accessibility client: {failure}", file=sys.stderr)
        return 1
    finally:
        if player is not None:
            args.transcript.write_text(json.dumps(
                {"heard": player.heard, "game_from": player.game_from,
                 "steps": player.transcript, "tiles": sorted(player.tiles_as_printed),
                 "log": player.log},
                ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
