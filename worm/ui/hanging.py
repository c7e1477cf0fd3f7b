"""Words wrapped for a pane the way the log wraps them (issue 19, point 1): each line broken
between words at the width it is shown at, its further lines hung under its own indent and two
more (or under a column given), never splitting a card's name ("Four of Wands", "★ XV The Devil
(15)") and never leaving a dash at a line's end. No Textual here: ``Hung`` is a Rich renderable
any ``Static`` shows, re-wrapped by Rich at every width it is given.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rich.cells import cell_len
from rich.text import Text
from textual.content import Content
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual

from worm import tarot
from worm.text.fight import FOOL_GLYPH, GLYPH, MAJOR_GLYPH

HANG = 2  # a line's further lines sit this much deeper than the line itself
DEEPEST = 3 / 5  # a continuation never starts past this share of the width

_NAMES = sorted({c.name for c in tarot.ALL_CARDS}, key=len, reverse=True)
_GLYPHS = "".join(sorted({*GLYPH.values(), FOOL_GLYPH, MAJOR_GLYPH}))
CARD = re.compile(
    rf"(?:[{re.escape(_GLYPHS)}] +[0-9IVXL]+ +|[IVXL]+ )?"  # "♠  8 ", "★ XV " or "XV " first
    rf"(?:{'|'.join(re.escape(n) for n in _NAMES)})"
    r"(?: \(\d+\))?"  # a major's value after it: "The Lovers (6)"
)
"""A card as the panes name it: its glyph and value, if shown, its name, a major's value."""


BRACKETED = re.compile(r"\([^()]{1,12}\)")
"""A short aside kept on one line: "(face down)", "(p. 112)"."""


def kept_whole(plain: str) -> list[tuple[int, int]]:
    """The spans of ``plain`` no line may break inside: each card named in it, and each short
    aside in brackets."""
    return [m.span() for m in (*CARD.finditer(plain), *BRACKETED.finditer(plain))]


def _breaks(plain: str) -> list[int]:
    """Where a line may break: at each space outside a card's name and not just after a dash
    (so "— dead" stays together)."""
    inside = bytearray(len(plain))
    for start, end in kept_whole(plain):
        inside[start:end] = b"\1" * (end - start)
    return [
        i
        for i, ch in enumerate(plain)
        if ch == " " and not inside[i] and not (i > 0 and plain[i - 1] in "—–")
    ]


def _words(plain: str, start: int) -> list[tuple[int, int]]:
    """The words of ``plain[start:]`` as spans, split at the places a line may break."""
    out: list[tuple[int, int]] = []
    begin = start
    for i in [b for b in _breaks(plain) if b >= start] + [len(plain)]:
        if i > begin:
            out.append((begin, i))
        begin = i + 1
    return out


def line(text: Text, width: int, *, at: int | None = None) -> list[Text]:
    """One line of ``text`` (no newline in it) as lines of at most ``width`` cells: the first
    keeps its indent, the rest start at column ``at`` (by default the indent and ``HANG``
    more). A word longer than a whole line is folded."""
    plain = text.plain
    indent = len(plain) - len(plain.lstrip(" "))
    if cell_len(plain) <= width or not plain.strip():
        return [text]
    deeper = indent + HANG if at is None else at
    deeper = max(0, min(deeper, int(width * DEEPEST)))
    out: list[Text] = []
    lead, begin, end = "", 0, -1  # the line's prefix, where its words begin, where they end
    for start, stop in _words(plain, indent):
        if end >= 0 and cell_len(lead) + cell_len(plain[begin:stop]) > width:
            out.append(Text(lead) + text[begin:end])
            lead, begin, end = " " * deeper, start, -1
        while cell_len(lead) + cell_len(plain[begin:stop]) > width:  # too long for any line
            cut = _fold(plain, begin, width - cell_len(lead))
            out.append(Text(lead) + text[begin:cut])
            lead, begin = " " * deeper, cut + (plain[cut : cut + 1] == " ")
        end = stop
    out.append(Text(lead) + text[begin:end])
    for part in out:
        part.rstrip()
    return out


def _fold(plain: str, begin: int, room: int) -> int:
    """Where a word too long for a line is cut: after as many cells as fit (at least one), at
    its last space within them if it has one (a card's name wider than the pane)."""
    cut, used = begin, 0
    while cut < len(plain) and used + cell_len(plain[cut]) <= max(1, room):
        used += cell_len(plain[cut])
        cut += 1
    space = plain.rfind(" ", begin + 1, cut)
    if space > begin and cut < len(plain) and plain[cut] != " ":
        return space
    return max(cut, begin + 1)


Column = int | Callable[[str], int] | None
"""Where further lines start: a column, a column read off each line's words, or (None) the
line's indent and ``HANG`` more."""


def after_first(plain: str) -> int:
    """The column of a line's second word: a numbered or keyed row ("4. gifts…", "n  Quick
    guild…", " o  Camp on…") goes on under its words rather than under its number or key."""
    found = re.match(r" *\S+ +", plain)
    return found.end() if found else len(plain) - len(plain.lstrip(" ")) + HANG


def lines(text: Text, width: int, *, at: Column = None) -> list[Text]:
    """Every line of ``text`` wrapped by ``line``."""
    out: list[Text] = []
    for part in text.split("\n", allow_blank=True):
        out += line(part, max(1, width), at=at(part.plain) if callable(at) else at)
    if text.plain.endswith("\n") and out and not out[-1].plain:
        out.pop()  # the newline ending the last line is not a blank line of its own
    return out


class Hung(Visual):
    """What a pane shows: ``text`` wrapped by ``lines`` at the width the pane has, each time
    it has a new one (a Textual visual; ``str`` gives the words unwrapped)."""

    def __init__(self, text: Text | str, *, at: Column = None) -> None:
        self.text = Text(text) if isinstance(text, str) else text
        self.at = at
        self._laid: tuple[int, Content] | None = None

    def __str__(self) -> str:
        return self.text.plain

    def laid(self, width: int) -> Content:
        """The words wrapped at ``width``, kept until another width is asked for."""
        if self._laid is None or self._laid[0] != width:
            wrapped = Text("\n").join(lines(self.text, width, at=self.at))
            self._laid = (width, Content.from_rich_text(wrapped))
        return self._laid[1]

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        return self.laid(width).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return min(container_width, max(map(cell_len, self.text.plain.split("\n")), default=0))

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.laid(width).get_height(rules, width)
