"""Reading a screenshot: where a colour is, and the tiles and fields of the game on it.

Only exact colours of the palette are searched (the inside of a pen stroke or a
fill is drawn exactly), so a search never mistakes a blend for a mark.
"""

from __future__ import annotations

import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from dq_desktop.ui.board.board_scene import GAP, TILE_HEIGHT, TILE_WIDTH
from dq_desktop.ui.common import palette

TESSERACT = {"en": "eng", "fr": "fra", "de": "deu"}
"""Tesseract's names of our languages (Debian: tesseract-ocr-fra, tesseract-ocr-deu)."""

Box = tuple[int, int, int, int]
"""left, top, right, bottom (inclusive) in screen pixels."""


def rgb(colour: QColor) -> bytes:
    return bytes((colour.red(), colour.green(), colour.blue()))


def centre(box: Box) -> tuple[int, int]:
    return (box[0] + box[2]) // 2, (box[1] + box[3]) // 2


def inside(box: Box, region: Box) -> bool:
    left, top, right, bottom = region
    return left <= box[0] and top <= box[1] and box[2] <= right and box[3] <= bottom


class Shot:
    """A screenshot as RGB bytes, searched by exact colour."""

    def __init__(self, path: Path) -> None:
        image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB888)
        if image.isNull():
            raise AssertionError(f"no picture in {path}")
        self.path = path
        self.width, self.height = image.width(), image.height()
        self._stride = image.bytesPerLine()
        self._data = bytes(image.constBits())

    def colour_at(self, x: int, y: int) -> bytes:
        start = y * self._stride + x * 3
        return self._data[start:start + 3]

    def points(self, colour: bytes, region: Box | None = None) -> list[tuple[int, int]]:
        left, top, right, bottom = region or (0, 0, self.width - 1, self.height - 1)
        found = []
        for y in range(max(top, 0), min(bottom, self.height - 1) + 1):
            row = self._data[y * self._stride + left * 3: y * self._stride + (right + 1) * 3]
            at = row.find(colour)
            while at >= 0:
                if at % 3 == 0:
                    found.append((left + at // 3, y))
                at = row.find(colour, at + 1)
        return found

    def read(self, region: Box, language: str = "en") -> str:
        """The words in ``region``, read by tesseract from the picture tripled in size
        (screen fonts are small for it), on one line."""
        return " ".join(word for word, _ in self.words(region, language))

    def words(self, region: Box, language: str = "en") -> list[tuple[str, Box]]:
        """Each word tesseract reads in ``region`` with its box on the screen."""
        left, top, right, bottom = region
        part = QImage(str(self.path)).copy(left, top, right - left + 1, bottom - top + 1)
        big = part.scaled(part.width() * 3, part.height() * 3,
                          Qt.AspectRatioMode.IgnoreAspectRatio,
                          Qt.TransformationMode.SmoothTransformation)
        with tempfile.TemporaryDirectory() as folder:
            picture = Path(folder) / "words.png"
            big.save(str(picture))
            result = subprocess.run(
                ["tesseract", str(picture), "-", "-l", TESSERACT[language], "--psm", "6",
                 "tsv"], capture_output=True, text=True, check=False, timeout=120)
        if result.returncode != 0:
            raise AssertionError(f"tesseract could not read {region}: {result.stderr.strip()}")
        found = []
        # Columns: level page block par line word left top width height conf text.
        for line in result.stdout.splitlines()[1:]:
            cells = line.split("\t")
            if len(cells) == 12 and cells[11].strip():
                x, y, w, h = (int(cells[i]) // 3 for i in (6, 7, 8, 9))
                found.append((cells[11].strip(), (left + x, top + y, left + x + w, top + y + h)))
        return found

    def count(self, colour: bytes, region: Box | None = None) -> int:
        return len(self.points(colour, region))

    def blobs(self, colour: bytes, region: Box | None = None, reach: int = 4) -> list[Box]:
        """Boxes around groups of the colour's pixels (pixels within ``reach`` join),
        largest first."""
        remaining = set(self.points(colour, region))
        boxes: list[tuple[int, Box]] = []
        while remaining:
            seed = remaining.pop()
            todo, members = [seed], [seed]
            while todo:
                x, y = todo.pop()
                for dx in range(-reach, reach + 1):
                    for dy in range(-reach, reach + 1):
                        near = (x + dx, y + dy)
                        if near in remaining:
                            remaining.remove(near)
                            todo.append(near)
                            members.append(near)
            xs, ys = [p[0] for p in members], [p[1] for p in members]
            box = (min(xs), min(ys), max(xs), max(ys))
            boxes.append(((box[2] - box[0] + 1) * (box[3] - box[1] + 1), box))
        return [box for _, box in sorted(boxes, reverse=True)]

    def runs_across(self, colours: tuple[bytes, ...], region: Box, gap: int = 3
                    ) -> list[tuple[int, int]]:
        """Column ranges of ``region`` holding any of the colours, split where ``gap``
        columns lack them all."""
        columns = sorted({x for colour in colours for x, _ in self.points(colour, region)})
        runs: list[tuple[int, int]] = []
        for x in columns:
            if runs and x - runs[-1][1] <= gap:
                runs[-1] = (runs[-1][0], x)
            else:
                runs.append((x, x))
        return runs


TO_FILL = rgb(palette.TO_FILL)
REFUSED = rgb(palette.REFUSED)
PARCHMENT = rgb(palette.PARCHMENT)
BOARD_BACKGROUND = rgb(palette.BOARD_BACKGROUND)
TILE_FACE = tuple(rgb(c) for c in (palette.PARCHMENT, palette.ROAD, palette.ROAD_OUTLINE,
                                   palette.ROAD_CENTRE, palette.TILE_BORDER, palette.SYMBOL_DISC))
"""Colours that fill a tile's columns from edge to edge, whatever its roads."""
SELECTION_COLOUR = rgb(palette.TO_FILL)


@dataclass(frozen=True)
class BoardOnScreen:
    """Where the fields of the player's own board are, found from its green field."""

    green: Box
    green_column: int
    green_row: int

    @property
    def scale(self) -> float:
        return (self.green[3] - self.green[1] + 1) / TILE_HEIGHT

    def centre_of(self, column: int, row: int) -> tuple[int, int]:
        x, y = centre(self.green)
        return (
            round(x + (column - self.green_column) * (TILE_WIDTH + GAP) * self.scale),
            round(y + (row - self.green_row) * (TILE_HEIGHT + GAP) * self.scale),
        )

    def box_of(self, column: int, row: int) -> Box:
        x, y = self.centre_of(column, row)
        half_w, half_h = TILE_WIDTH * self.scale / 2, TILE_HEIGHT * self.scale / 2
        return (round(x - half_w), round(y - half_h), round(x + half_w), round(y + half_h))

    def region(self) -> Box:
        """The eight by three fields."""
        left, top = self.box_of(0, 0)[:2]
        right, bottom = self.box_of(7, 2)[2:]
        return left, top, right, bottom


def field_place(name: str) -> tuple[int, int]:
    """Column and row (from 0) of a field named like ``F1``."""
    return "ABCDEFGH".index(name[0]), int(name[1]) - 1


SMALLEST_FIELD = 60
"""Pixels of height below which a green field is an opponent's miniature, not the board."""


def own_board(shot: Shot, green_field: str, region: Box | None = None) -> BoardOnScreen:
    """The player's board: its green field is the largest green mark on screen
    (opponents' miniatures show theirs much smaller)."""
    blobs = [box for box in shot.blobs(TO_FILL, region) if box[3] - box[1] >= SMALLEST_FIELD]
    if not blobs:
        raise AssertionError(f"no field to fill on screen ({shot.path})")
    # At small sizes only the frame's upright sides are drawn in the exact colour: the
    # two sides are two blobs, one field.
    first = max(blobs, key=lambda box: box[3] - box[1])
    height = first[3] - first[1]
    sides = [box for box in blobs if abs(box[1] - first[1]) <= 4 and abs(box[3] - first[3]) <= 4
             and abs(box[0] - first[0]) <= height]
    green = (min(b[0] for b in sides), min(b[1] for b in sides),
             max(b[2] for b in sides), max(b[3] for b in sides))
    column, row = field_place(green_field)
    return BoardOnScreen(green, column, row)


def hand_tiles(shot: Shot, board: BoardOnScreen, window: Box) -> list[tuple[int, int]]:
    """Centres of the tiles in the hand, left to right: the parchment below the board."""
    top = board.region()[3] + 30
    strip = (window[0], top, board.region()[2], window[3] - 30)
    # gap 4: the dashed frame of the tile set aside leaves 3-pixel gaps between dashes
    runs = [run for run in shot.runs_across(TILE_FACE, strip, gap=4) if run[1] - run[0] > 20]
    if not runs:
        raise AssertionError(f"no tile in the hand ({shot.path})")
    ys = [y for _, y in shot.points(PARCHMENT, (runs[0][0], top, runs[0][1], strip[3]))]
    middle = (min(ys) + max(ys)) // 2
    return [((left + right) // 2, middle) for left, right in runs]
